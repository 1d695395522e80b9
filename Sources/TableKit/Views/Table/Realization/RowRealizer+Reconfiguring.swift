import Foundation

/// A row's content updated in place, as UIKit's `reconfigureRows(at:)`: the data source is
/// asked for the row's cell again and dequeuing hands it the row's own cell.
extension RowRealizer {
  /// Asks the data source again for the cell of the row at `indexPath` (inside the table's
  /// counts), handing it the row's own cell through dequeuing. A cell made for measuring the
  /// row shows the old content and is queued; a row off screen needs nothing. A data source
  /// that gives another cell has it kept for the row, shown by the next layout pass, and the
  /// old one's display ends.
  func reconfigureRow(at indexPath: IndexPath) {
    if let measured = store.takeMeasuredCell(at: indexPath) { enqueue(measured) }
    guard let cell = store.visibleCell(at: indexPath), host.dataSourceCanBeAsked(about: indexPath)
    else { return }
    let dataIndexPath = reader.dataSourceIndexPath(forTable: indexPath)
    guard
      let given = store.reconfiguring(cell, {
        host.readingDataSource(.cell) { reader.cell(forDataRowAt: dataIndexPath) }
      })
    else { return }
    guard given !== cell else {
      cell.setNeedsLayout()
      return
    }
    unrealizeRow(at: indexPath)
    adopt(given, forRowAt: dataIndexPath)
    store.keepMeasuredCell(given, at: indexPath)
  }
}
