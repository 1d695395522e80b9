import DemoScenes
import Foundation
import TableKit

/// Where the kiosk keeps its table's state (selection and scroll position) between runs, and
/// how it reads and writes it: restored at start, saved on quit. A file that cannot be used is
/// reported on standard error and ignored, so the kiosk starts fresh rather than not at all.
@MainActor
struct KioskStateStore {
  /// The JSON file.
  let file: URL
  /// The table's `restorationIdentifier`: a state saved for another scene is not restored.
  let restorationIdentifier: String

  /// The store the options ask for: the file `--state` names, none with `--no-state`, else the
  /// default file — except in scripted runs (`--frames N`), which neither read nor write the
  /// default file, so that their screenshots do not depend on earlier runs.
  /// - Parameters:
  ///   - options: The command line's options.
  ///   - name: What is shown (a scene's name, or `catalog`), which names the state.
  ///   - environment: The environment (`XDG_STATE_HOME`, `HOME`).
  /// - Returns: The store, or nil when the state is neither read nor saved.
  static func make(
    for options: KioskOptions, name: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> KioskStateStore? {
    let identifier = "table-kiosk.\(name)"
    switch options.state {
    case .file(let path):
      return KioskStateStore(file: URL(fileURLWithPath: path), restorationIdentifier: identifier)
    case .none:
      return nil
    case .standard:
      guard !options.isScripted, let file = defaultFile(environment: environment) else {
        return nil
      }
      return KioskStateStore(file: file, restorationIdentifier: identifier)
    }
  }

  /// `$XDG_STATE_HOME/tablekit/kiosk-state.json`, or `~/.local/state/tablekit/kiosk-state.json`
  /// when `XDG_STATE_HOME` is unset or not absolute (as the XDG base directory specification
  /// says); nil without a home folder.
  static func defaultFile(environment: [String: String]) -> URL? {
    let base: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
        ".local/state", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("tablekit/kiosk-state.json")
  }

  /// Restores the saved state into the scene's table, if the view has one. No file yet is the
  /// first run and says nothing; any other problem is reported and the table stays as built.
  func restore(into view: View) {
    guard let table = view.mainScrollView as? TableView else { return }
    table.restorationIdentifier = restorationIdentifier
    do {
      for issue in try table.restoreState(from: file) { report("\(issue)") }
    } catch {
      if error.reason != .fileNotFound { report("\(error); starting fresh") }
    }
  }

  /// Saves the state of the scene's table, creating the file's folder when needed; a failure
  /// is reported.
  func save(from view: View) {
    guard let table = view.mainScrollView as? TableView else { return }
    table.restorationIdentifier = restorationIdentifier
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      report("cannot create the folder of \(file.path): \(error.localizedDescription)")
      return
    }
    do {
      try table.saveState(to: file)
    } catch {
      report("\(error)")
    }
  }

  private func report(_ message: String) {
    FileHandle.standardError.write(Data("table-kiosk: \(message)\n".utf8))
  }
}
