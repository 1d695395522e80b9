import DemoScenes
import Foundation

// What the operator view shows of the running kiosk, and what its actions do.

extension KioskApplication {
  /// The operator view's status lines and the catalog's problems, each in full.
  var operatorContents: (status: [KioskOperatorController.StatusLine], problems: [String]) {
    typealias Line = KioskOperatorController.StatusLine
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    formatter.timeStyle = .medium
    var status: [Line] = []
    if let source = catalogSource, let controller = catalogController {
      let catalog = controller.loadedCatalog
      status.append(Line("Catalog", source.reader.catalogFile.path))
      status.append(
        Line(
          "Shown",
          "\(catalog.allItems.count) items in \(catalog.sections.count) sections"
            + (controller.keptPreviousCatalog ? " (the previous catalog: the file has none)" : "")
        ))
    } else {
      status.append(Line("Shown", contentName))
    }
    status.append(
      Line(
        "Running since",
        "\(formatter.string(from: startDate)), process \(ProcessInfo.processInfo.processIdentifier)"
      ))
    status.append(Line("Display", startLine))
    status.append(Line("State", stateStore?.file.path ?? "not kept"))
    status.append(Line("Log file", options.logFile ?? "none (standard error, or the journal)"))
    status.append(Line("Visits", options.visitsFile ?? "not counted"))
    if let line = screenTime?.statusLine { status.append(Line(line.title, line.value)) }
    let problems = catalogController.map { controller in
      (controller.keptPreviousCatalog
        ? ["The catalog file has nothing to show: the previous catalog stays on screen."] : [])
        + controller.problems.map(\.description)
    }
    return (status, problems ?? [])
  }

  /// Does what the operator chose in the operator view.
  func performOperatorAction(_ action: KioskOperatorController.Action) {
    switch action {
    case .reloadCatalog:
      log.notice(.operator, "the operator reloads the catalog")
      reloadCatalog()
    case .exitKiosk:
      log.notice(.operator, "the operator exits the kiosk")
      host.quit()
    }
  }
}
