import Foundation
import TableKit

/// Where a program keeps a table's state (selection and scroll position) between runs, and how
/// it reads and writes it: restored at start, saved on quit (the kiosk's list, each of the
/// demo's scenes). A file that cannot be used is reported on standard error and ignored, so the
/// program starts fresh rather than not at all.
@MainActor
public struct TableStateStore {
  /// The JSON file.
  public let file: URL
  /// The table's `restorationIdentifier`: a state saved for another table is not restored.
  public let restorationIdentifier: String
  /// The program's name, which starts its messages.
  public let tool: String
  /// Where its messages go instead of standard error (the kiosk's log), if anywhere.
  private let reporter: (@MainActor (String) -> Void)?

  /// Creates a store.
  /// - Parameters:
  ///   - file: The JSON file.
  ///   - restorationIdentifier: The table's identifier in the file.
  ///   - tool: The program's name, for its messages.
  ///   - reporter: Takes the messages instead of standard error.
  public init(
    file: URL, restorationIdentifier: String, tool: String,
    reporter: (@MainActor (String) -> Void)? = nil
  ) {
    self.file = file
    self.restorationIdentifier = restorationIdentifier
    self.tool = tool
    self.reporter = reporter
  }

  /// `$XDG_STATE_HOME/tablekit/<name>`, or `~/.local/state/tablekit/<name>` when
  /// `XDG_STATE_HOME` is unset or not absolute (as the XDG base directory specification says);
  /// nil without a home folder.
  /// - Parameters:
  ///   - name: The file's path under `tablekit/` (`kiosk-state.json`).
  ///   - environment: The environment (`XDG_STATE_HOME`, `HOME`).
  public nonisolated static func defaultFile(
    named name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    let base: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
        ".local/state", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("tablekit/\(name)")
  }

  /// Restores the saved state into the scene's table, if the view has one. No file yet is the
  /// first run and says nothing; any other problem is reported and the table stays as built.
  public func restore(into view: View) {
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
  public func save(from view: View) {
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
    if let reporter { return reporter(message) }
    FileHandle.standardError.write(Data("\(tool): \(message)\n".utf8))
  }
}
