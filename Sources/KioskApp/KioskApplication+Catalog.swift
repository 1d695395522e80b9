import DemoScenes
import Foundation
import TableKit
import TableKitSDL

// The catalog while the kiosk runs: read again when its files change (or on SIGHUP, or from
// the operator view), and what each reading found, logged.

extension KioskApplication {
  /// Reads the catalog again and shows it, keeping the visitor's place.
  public func reloadCatalog() {
    guard let source = catalogSource, let controller = catalogController else { return }
    // Pictures changed on disk are decoded again, not taken from the caches.
    window.renderer.forgetImages()
    let reading = source.read()
    watcher?.watch(source.watchedFiles(of: reading))
    controller.reload(with: reading)
    report(source: source, reloaded: true)
    screenTime?.update(catalog: controller.loadedCatalog)
    // The voice follows the language shown, unless the catalog that shows is the previous.
    if reading.hasItems { showLanguage(controller.language) }
    operatorAccess?.refresh()
    host.setNeedsDisplay()
  }

  /// Logs what the latest reading found: a line, then one per problem.
  func report(source: KioskCatalogSource, reloaded: Bool) {
    guard let controller = catalogController else { return }
    let items = controller.loadedCatalog.allItems.count
    let problems = controller.problems
    let level: KioskLog.Level = problems.isEmpty ? (reloaded ? .notice : .info) : .warning
    log.write(
      level, .catalog,
      "\(reloaded ? "reloaded" : "read") \(source.reader.catalogFile.path): "
        + (controller.keptPreviousCatalog
          ? "nothing to show, still showing the previous catalog (\(items) items)"
          : "\(items) items")
        + ", \(problems.count) \(problems.count == 1 ? "problem" : "problems")")
    for problem in problems { log.warning(.catalog, "  \(problem)") }
  }
}
