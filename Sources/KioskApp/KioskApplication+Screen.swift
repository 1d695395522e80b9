import DemoScenes
import Foundation
import TableKit
import TableKitSDL

// The screen as installed (`--rotate`, `--display`) and what it shows when nobody uses it (the
// attract loop and the opening hours).

extension KioskOptions {
  /// The window the options ask for, `size` points unless fullscreen: turned by `--rotate`, on
  /// `--display`'s display.
  func windowConfiguration(size: CGSize) -> WindowHost.Configuration {
    var configuration = WindowHost.Configuration(
      title: "TableKit Kiosk", size: size, isFullscreen: !isWindowed, isResizable: isWindowed,
      hidesCursor: !acceptsMouse)
    configuration.rotation = screen.rotation
    configuration.display = screen.display
    return configuration
  }
}

extension KioskApplication {
  /// Refuses a `--display` that is not there, naming the displays that are.
  /// - Throws: `KioskDisplayChoiceError`; `RenderingError` when SDL's video cannot start.
  static func checkDisplay(_ display: Int?) throws {
    guard let display else { return }
    let displays = try WindowHost.displayNames()
    guard display < displays.count else {
      throw KioskDisplayChoiceError(display: display, displays: displays)
    }
  }

  /// Starts the attract loop and the opening hours of `catalog`, when the kiosk shows one.
  func startScreenTime(catalog: KioskCatalog?) {
    guard let catalog, let window = host.contentWindow else { return }
    let clock = SystemClock()
    // A rehearsal's clock runs on from the time pretended.
    let shift = options.pretendTime.map { $0.timeIntervalSinceNow } ?? 0
    if let pretended = options.pretendTime {
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = .current
      log.info(.screen, "pretending the time is \(formatter.string(from: pretended)) (--pretend-time)")
    }
    let driver = KioskScreenTimeDriver(
      window: window, catalog: catalog, log: log, now: { clock.now },
      date: { Date().addingTimeInterval(shift) },
      returnToStart: { [unowned self] in returnToStart() },
      setNeedsDisplay: { [unowned self] in host.setNeedsDisplay() })
    screenTime = driver
    if catalog.attract.isEnabled, catalog.attract.afterSeconds <= options.idleSeconds {
      log.warning(
        .screen,
        "the attract loop starts after \(Int(catalog.attract.afterSeconds)) s, not after the "
          + "idle return's \(Int(options.idleSeconds)) s: it returns to the start itself")
    }
    if let schedule = catalog.schedule {
      log.info(.screen, "opening hours \(schedule.description)")
    }
    driver.advance()
  }
}

extension KioskApplication {
  /// The `report` fields of the columns and the screen time: `detail=<ids>` (the detail
  /// column's items, bottom to top, joined by commas) and `selected=<id>` in two columns;
  /// `cover=attract` or `cover=blank` while one covers the content.
  var screenDescription: [String] {
    var parts: [String] = []
    if let controller = catalogController, controller.showsTwoColumns {
      parts.append("detail=\(controller.detailColumnItemIDs.joined(separator: ","))")
      parts.append("selected=\(controller.selectedItemID ?? "none")")
    }
    switch screenTime?.state.mode {
    case .attract?: parts.append("cover=attract")
    case .blank?: parts.append("cover=blank")
    case .content?, nil: break
    }
    return parts
  }
}
