import Foundation
import TableKit

/// Where a program keeps the screens pushed on a navigation controller between runs, and how it
/// saves and replays them (the demo's scenes: contacts → a contact's card, settings → General →
/// About).
///
/// A screen is kept as the row that opened it: the selected row of the table below it, which
/// stays selected under a pushed screen as in iOS. Restoring selects the same rows again, one
/// screen after the other, and lets each table's delegate push what a tap would, so the screens
/// come back with their own state. A file that cannot be used, or a row that no longer exists,
/// is reported on standard error and the stack stays where it got to: never a crash.
@MainActor
public struct NavigationPathStore {
  /// The JSON file.
  public let file: URL
  /// The navigation's identifier in the file: a path saved for another is not replayed.
  public let restorationIdentifier: String
  /// The program's name, which starts its messages.
  public let tool: String
  /// Hears each problem, as one line starting with the tool's name; standard error by default.
  public var reportProblem: @MainActor (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// What the file holds.
  struct SavedPath: Codable, Equatable {
    var restorationIdentifier: String
    /// For each pushed screen, the `[section, row]` of the row that opened it.
    var rows: [[Int]]
  }

  /// Creates a store.
  /// - Parameters:
  ///   - file: The JSON file.
  ///   - restorationIdentifier: The navigation's identifier in the file.
  ///   - tool: The program's name, for its messages.
  public init(file: URL, restorationIdentifier: String, tool: String) {
    self.file = file
    self.restorationIdentifier = restorationIdentifier
    self.tool = tool
  }

  /// The rows that opened the screens above the root of `navigation`, bottom first: each
  /// screen's table's selected row, up to the first screen that has no table or no selection.
  public static func path(of navigation: NavigationController) -> [IndexPath] {
    var rows: [IndexPath] = []
    for controller in navigation.viewControllers.dropLast() {
      guard let table = controller.viewIfLoaded?.mainScrollView as? TableView,
        let selected = table.indexPathForSelectedRow
      else { break }
      rows.append(selected)
    }
    return rows
  }

  /// Saves the path of `navigation`'s pushed screens (an empty one for only its root), creating
  /// the file's folder when needed; a failure is reported.
  public func save(from navigation: NavigationController) {
    let saved = SavedPath(
      restorationIdentifier: restorationIdentifier,
      rows: Self.path(of: navigation).map { [$0.section, $0.row] })
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(saved).write(to: file, options: .atomic)
    } catch {
      report("cannot save the screens shown in \(file.path): \(error.localizedDescription)")
    }
  }

  /// Pushes the saved screens again on `navigation`, which shows its root only. No file yet is
  /// the first run and says nothing; a file that cannot be read, one saved for another
  /// navigation, or a row that does not exist is reported, and the screens pushed so far stay.
  /// - Returns: How many screens were pushed.
  @discardableResult
  public func restore(into navigation: NavigationController) -> Int {
    guard FileManager.default.fileExists(atPath: file.path) else { return 0 }
    let saved: SavedPath
    do {
      saved = try JSONDecoder().decode(SavedPath.self, from: Data(contentsOf: file))
    } catch {
      report("\(file.path) is not a saved list of screens (\(Self.describe(error))); "
        + "showing the first screen")
      return 0
    }
    guard saved.restorationIdentifier == restorationIdentifier else {
      report("\(file.path) was saved for '\(saved.restorationIdentifier)', not "
        + "'\(restorationIdentifier)'; showing the first screen")
      return 0
    }
    var pushed = 0
    for pair in saved.rows {
      guard pair.count == 2, let table = navigation.topViewController?.view.mainScrollView
        as? TableView
      else {
        report("\(file.path): screen \(pushed + 1) is not a row [section, row]; stopping there")
        break
      }
      let row = IndexPath(row: pair[1], section: pair[0])
      guard (0..<table.numberOfSections).contains(row.section),
        (0..<table.numberOfRows(inSection: row.section)).contains(row.row)
      else {
        report("\(file.path): the screen opened by row \(row.row) of section \(row.section) "
          + "no longer exists; stopping there")
        break
      }
      let depth = navigation.viewControllers.count
      table.selectRow(at: row, animated: false, scrollPosition: .none)
      table.delegate?.tableView(table, didSelectRowAt: row)
      guard navigation.viewControllers.count > depth else {
        report("\(file.path): row \(row.row) of section \(row.section) opens no screen; "
          + "stopping there")
        break
      }
      pushed += 1
    }
    // Shown at once, as they were left: no slide at start.
    navigation.setViewControllers(navigation.viewControllers, animated: false)
    return pushed
  }

  /// A decoding error in a line: what was wrong and where.
  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    default:
      return error.localizedDescription
    }
  }

  private func report(_ message: String) { reportProblem("\(tool): \(message)") }
}
