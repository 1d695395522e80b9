import Foundation

/// The operations of one batch of table updates, as a caller asks for them between
/// `beginUpdates()` and `endUpdates()` (or inside `performBatchUpdates(_:completion:)`).
///
/// A batch only records: each call appends one `Operation`, in the caller's order, with exactly
/// the indexes given. Nothing is checked here; `UpdatePlan` validates the whole batch against
/// the data source's counts before and after, in UIKit's terms: deletions, reloads and the
/// sources of moves name index paths from before the update, insertions and the destinations of
/// moves name index paths from after it, whatever the order of the calls.
///
/// ```swift
/// var update = BatchUpdate()
/// update.deleteRows(at: [IndexPath(row: 2, section: 0)])
/// update.insertRows(at: [IndexPath(row: 0, section: 0)])
/// let plan = try UpdatePlan(update, rowCountsBefore: [5], rowCountsAfter: [5])
/// ```
public struct BatchUpdate: Hashable, Sendable {
  /// One call of a batch, with its arguments as given.
  public enum Operation: Hashable, Sendable {
    /// `insertRows(at:)`: rows at index paths after the update.
    case insertRows([IndexPath])
    /// `deleteRows(at:)`: rows at index paths before the update.
    case deleteRows([IndexPath])
    /// `reloadRows(at:)`: rows at index paths before the update.
    case reloadRows([IndexPath])
    /// `moveRow(at:to:)`: a row from an index path before the update to one after it.
    case moveRow(at: IndexPath, to: IndexPath)
    /// `insertSections(_:)`: sections at indexes after the update.
    case insertSections(IndexSet)
    /// `deleteSections(_:)`: sections at indexes before the update.
    case deleteSections(IndexSet)
    /// `reloadSections(_:)`: sections at indexes before the update.
    case reloadSections(IndexSet)
    /// `moveSection(_:toSection:)`: a section from an index before the update to one after it.
    case moveSection(Int, toSection: Int)
  }

  /// The operations, in the order they were asked for. Calls with nothing to do (an empty
  /// array or index set) are not recorded.
  public private(set) var operations: [Operation] = []

  /// An empty batch.
  public init() {}

  /// A batch of the given operations, in order.
  /// - Parameter operations: The operations, as `BatchUpdate`'s methods would record them.
  public init(_ operations: [Operation]) {
    self.operations = operations
  }

  /// Whether the batch asks for nothing.
  public var isEmpty: Bool { operations.isEmpty }

  // MARK: - Rows

  /// Records the insertion of rows, as `insertRows(at:with:)`.
  /// - Parameter indexPaths: The new rows' index paths after the update.
  public mutating func insertRows(at indexPaths: [IndexPath]) {
    if !indexPaths.isEmpty { operations.append(.insertRows(indexPaths)) }
  }

  /// Records the deletion of rows, as `deleteRows(at:with:)`.
  /// - Parameter indexPaths: The rows' index paths before the update.
  public mutating func deleteRows(at indexPaths: [IndexPath]) {
    if !indexPaths.isEmpty { operations.append(.deleteRows(indexPaths)) }
  }

  /// Records the reload of rows, as `reloadRows(at:with:)`: each is deleted and a new row
  /// inserted where it goes after the update.
  /// - Parameter indexPaths: The rows' index paths before the update.
  public mutating func reloadRows(at indexPaths: [IndexPath]) {
    if !indexPaths.isEmpty { operations.append(.reloadRows(indexPaths)) }
  }

  /// Records the move of a row, as `moveRow(at:to:)`.
  /// - Parameters:
  ///   - indexPath: The row's index path before the update.
  ///   - newIndexPath: Its index path after the update.
  public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    operations.append(.moveRow(at: indexPath, to: newIndexPath))
  }

  // MARK: - Sections

  /// Records the insertion of sections, as `insertSections(_:with:)`.
  /// - Parameter sections: The new sections' indexes after the update.
  public mutating func insertSections(_ sections: IndexSet) {
    if !sections.isEmpty { operations.append(.insertSections(sections)) }
  }

  /// Records the deletion of sections, with their rows, as `deleteSections(_:with:)`.
  /// - Parameter sections: The sections' indexes before the update.
  public mutating func deleteSections(_ sections: IndexSet) {
    if !sections.isEmpty { operations.append(.deleteSections(sections)) }
  }

  /// Records the reload of sections, as `reloadSections(_:with:)`: each is deleted and a new
  /// section inserted where it goes after the update.
  /// - Parameter sections: The sections' indexes before the update.
  public mutating func reloadSections(_ sections: IndexSet) {
    if !sections.isEmpty { operations.append(.reloadSections(sections)) }
  }

  /// Records the move of a section, with its rows, as `moveSection(_:toSection:)`.
  /// - Parameters:
  ///   - section: The section's index before the update.
  ///   - newSection: Its index after the update.
  public mutating func moveSection(_ section: Int, toSection newSection: Int) {
    operations.append(.moveSection(section, toSection: newSection))
  }
}

// MARK: - Description

extension BatchUpdate: CustomStringConvertible {
  /// Swift that rebuilds the batch, one call a line, so that a failing case can be pasted into
  /// a test and replayed.
  public var description: String {
    var lines = ["var update = BatchUpdate()"]
    for operation in operations {
      switch operation {
      case .insertRows(let paths): lines.append("update.insertRows(at: \(Self.source(paths)))")
      case .deleteRows(let paths): lines.append("update.deleteRows(at: \(Self.source(paths)))")
      case .reloadRows(let paths): lines.append("update.reloadRows(at: \(Self.source(paths)))")
      case .moveRow(let from, let to):
        lines.append("update.moveRow(at: \(Self.source(from)), to: \(Self.source(to)))")
      case .insertSections(let set): lines.append("update.insertSections(\(Self.source(set)))")
      case .deleteSections(let set): lines.append("update.deleteSections(\(Self.source(set)))")
      case .reloadSections(let set): lines.append("update.reloadSections(\(Self.source(set)))")
      case .moveSection(let from, let to):
        lines.append("update.moveSection(\(from), toSection: \(to))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// An index path as Swift source.
  static func source(_ indexPath: IndexPath) -> String {
    guard indexPath.count == 2 else { return "IndexPath(indexes: \(Array(indexPath)))" }
    return "IndexPath(row: \(indexPath.row), section: \(indexPath.section))"
  }

  /// Index paths as Swift source.
  static func source(_ indexPaths: [IndexPath]) -> String {
    "[" + indexPaths.map(source).joined(separator: ", ") + "]"
  }

  /// An index set as Swift source.
  static func source(_ indexes: IndexSet) -> String { "\(Array(indexes))" }
}
