import Foundation

/// The reader's questions about one row: its cell, indentation, whether it takes focus or a
/// highlight, which row a selection or deselection goes to, its context menu, and the rows
/// announced to the prefetch data source.
extension TableDataReader {
  /// The data source's cell for a row, asked by the data source's index path; nil without a
  /// data source.
  func cell(forDataRowAt dataIndexPath: IndexPath) -> TableViewCell? {
    host.dataSource?.tableView(tableArgument, cellForRowAt: dataIndexPath)
  }

  /// The delegate's indentation level of a row, by the data source's index path; 0 by default.
  func indentationLevel(forDataRowAt dataIndexPath: IndexPath) -> Int {
    host.delegate?.tableView(tableArgument, indentationLevelForRowAt: dataIndexPath) ?? 0
  }

  /// Whether the delegate lets a row take keyboard focus; true by default.
  func canFocusRow(at indexPath: IndexPath) -> Bool {
    host.delegate?.tableView(tableArgument, canFocusRowAt: dataSourceIndexPath(forTable: indexPath))
      ?? true
  }

  /// Whether the delegate lets a pressed row highlight; true by default.
  func shouldHighlightRow(at indexPath: IndexPath) -> Bool {
    host.delegate?.tableView(tableArgument, shouldHighlightRowAt: indexPath) ?? true
  }

  /// The row the delegate selects when the user selects the row at `indexPath`
  /// (`willSelectRowAt`): that row by default, nil when the delegate refuses.
  func rowToSelect(forSelectingRowAt indexPath: IndexPath) -> IndexPath? {
    guard let delegate = host.delegate else { return indexPath }
    return delegate.tableView(tableArgument, willSelectRowAt: indexPath)
  }

  /// The row the delegate deselects when the row at `indexPath` is to be deselected
  /// (`willDeselectRowAt`): that row by default, nil when the delegate refuses.
  func rowToDeselect(forDeselectingRowAt indexPath: IndexPath) -> IndexPath? {
    guard let delegate = host.delegate else { return indexPath }
    return delegate.tableView(tableArgument, willDeselectRowAt: indexPath)
  }

  /// The delegate's context menu for a row, where the interaction happened at `point`; nil when
  /// the row has none.
  func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    host.delegate?.tableView(
      tableArgument, contextMenuConfigurationForRowAt: indexPath, point: point)
  }

  /// Tells the prefetch data source to load the rows at the table's `indexPaths` ahead of their
  /// cells, by the data source's index paths.
  func prefetchRows(at indexPaths: [IndexPath]) {
    host.prefetchDataSource?.tableView(
      tableArgument, prefetchRowsAt: indexPaths.map(dataSourceIndexPath(forTable:)))
  }

  /// Tells the prefetch data source that the rows at the table's `indexPaths` are no longer
  /// needed soon, by the data source's index paths.
  func cancelPrefetching(forRowsAt indexPaths: [IndexPath]) {
    host.prefetchDataSource?.tableView(
      tableArgument, cancelPrefetchingForRowsAt: indexPaths.map(dataSourceIndexPath(forTable:)))
  }
}
