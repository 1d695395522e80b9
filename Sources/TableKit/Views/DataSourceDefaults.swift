import Foundation

/// The answers a table gets for the data source methods a data source does not implement,
/// stated once: the `TableViewDataSource` protocol extension and `TableViewController` give
/// these, and `TableViewDiffableDataSource` gives them too except where UIKit's diffable data
/// source answers otherwise (its sections come from the snapshot, and rows are not editable).
public enum DataSourceDefaults {
  /// One section, as UIKit.
  public static let numberOfSections = 1
  /// Every row may be edited, as UIKit's `tableView(_:canEditRowAt:)` default.
  public static let canEditRow = true
  /// Rows may not be edited, as `UITableViewDiffableDataSource` answers by default.
  public static let diffableCanEditRow = false
  /// Rows do not move: a data source that moves rows says so in `canMoveRowAt` (Swift cannot
  /// ask whether `moveRowAt` is implemented).
  public static let canMoveRow = false

  /// The section for an index title: the one at the title's position.
  public static func section(forSectionIndexTitleAt index: Int) -> Int { index }
}
