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
  /// Rows do not move: the answer without a data source, and `TableViewDiffableDataSource`'s
  /// (as UIKit's). Other data sources move rows by default where they implement `moveRowAt`
  /// (see `canMoveRow(for:in:at:)`).
  public static let canMoveRow = false

  /// Whether a row may move when the data source does not implement `canMoveRowAt`, as UIKit
  /// answers: where the data source implements `tableView(_:moveRowAt:to:)`. Swift cannot ask
  /// that, so the table finds out once by moving the row onto itself, which a real
  /// implementation does nothing with (see the article "Porting a UIKit table").
  /// - Parameters:
  ///   - dataSource: The data source asked.
  ///   - tableView: Its table.
  ///   - indexPath: The row, inside the data source's counts.
  /// - Returns: Whether the data source implements `moveRowAt`.
  @preconcurrency @MainActor
  public static func canMoveRow(
    for dataSource: any TableViewDataSource, in tableView: TableView, at indexPath: IndexPath
  ) -> Bool {
    tableView.dataSource(dataSource, implements: .moveRow, probingAt: indexPath)
  }

  /// The section for an index title: the one at the title's position.
  public static func section(forSectionIndexTitleAt index: Int) -> Int { index }
}
