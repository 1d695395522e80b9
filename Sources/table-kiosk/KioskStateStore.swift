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

  /// The store the command line asks for: `--state FILE`, none with `--no-state`, else the
  /// default file — except in scripted runs (`--frames N`), which neither read nor write the
  /// default file, so that their screenshots do not depend on earlier runs.
  /// - Parameters:
  ///   - arguments: The command line.
  ///   - sceneName: The scene shown, which names the state.
  ///   - environment: The environment (`XDG_STATE_HOME`, `HOME`).
  /// - Returns: The store, or nil when the state is neither read nor saved.
  /// - Throws: `KioskApplication.UsageError` for `--state` without a file, or with
  ///   `--no-state`.
  static func fromCommandLine(
    _ arguments: [String], sceneName: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> KioskStateStore? {
    let identifier = "table-kiosk.\(sceneName)"
    if let index = arguments.firstIndex(of: "--state") {
      guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
        throw KioskApplication.UsageError(description: "--state needs a file")
      }
      guard !arguments.contains("--no-state") else {
        throw KioskApplication.UsageError(description: "--state and --no-state exclude each other")
      }
      return KioskStateStore(
        file: URL(fileURLWithPath: arguments[index + 1]), restorationIdentifier: identifier)
    }
    guard !arguments.contains("--no-state"), !arguments.contains("--frames"),
      let file = defaultFile(environment: environment)
    else { return nil }
    return KioskStateStore(file: file, restorationIdentifier: identifier)
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
