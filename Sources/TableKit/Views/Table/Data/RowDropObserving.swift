import Foundation

/// A data source that wants to know when the table tells it of a dropped row, before and after
/// `tableView(_:moveRowAt:to:)`. The table already shows the row at its new place while it
/// calls that method, which the data source may override in a subclass without knowing it:
/// `TableViewDiffableDataSource` uses this to compare a snapshot applied from inside an
/// override (without `super`) with what the table shows, so that the row does not move twice.
@MainActor
protocol RowDropObserving: AnyObject {
  /// The table is about to tell the data source that the user dropped the row at `source`
  /// (before the move) at `destination` (after it); the table shows it there already.
  func tableWillReportDrop(from source: IndexPath, to destination: IndexPath)
  /// The table has told the data source of the drop.
  func tableDidReportDrop()
}
