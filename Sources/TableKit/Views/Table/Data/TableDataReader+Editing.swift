import Foundation

/// The reader's editing questions (which rows edit, move and indent, their Delete titles and
/// swipe actions, where a dragged row may go) and the edits it hands to the data source
/// (commits and moves), each by the data source's index paths.
extension TableDataReader {
  /// Whether the data source lets a row (in the table's index paths) be edited; false for an
  /// index path outside the table or without a data source.
  func canEditRow(at indexPath: IndexPath) -> Bool {
    guard let dataSource = host.dataSource, host.isValidRow(indexPath) else { return false }
    return dataSource.tableView(
      tableArgument, canEditRowAt: dataSourceIndexPath(forTable: indexPath))
  }

  /// The editing control a row shows: none where the data source says the row cannot be
  /// edited, else the delegate's style (`.delete` without a delegate).
  func editingStyle(forRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
    guard canEditRow(at: indexPath) else { return .none }
    return host.delegate?.tableView(
      tableArgument, editingStyleForRowAt: dataSourceIndexPath(forTable: indexPath)) ?? .delete
  }

  /// Whether a row's content indents while editing; true by default.
  func shouldIndentWhileEditing(rowAt indexPath: IndexPath) -> Bool {
    host.delegate?.tableView(
      tableArgument, shouldIndentWhileEditingRowAt: dataSourceIndexPath(forTable: indexPath))
      ?? true
  }

  /// Whether the data source lets a row move: by default, whether it implements `moveRowAt`.
  func canMoveRow(at indexPath: IndexPath) -> Bool {
    host.dataSource?.tableView(
      tableArgument, canMoveRowAt: dataSourceIndexPath(forTable: indexPath))
      ?? DataSourceDefaults.canMoveRow
  }

  /// The delegate's title for a row's Delete button, "Delete" in the table's language when it
  /// gives none (or an empty one).
  func deleteConfirmationTitle(forRowAt indexPath: IndexPath) -> String {
    let title = host.delegate?.tableView(
      tableArgument,
      titleForDeleteConfirmationButtonForRowAt: dataSourceIndexPath(forTable: indexPath))
    return title.flatMap { $0.isEmpty ? nil : $0 } ?? SystemStrings(for: host.tableViewForCallbacks)[.delete]
  }

  /// The delegate's swipe actions for one side of a row, or nil when it gives none.
  func swipeActionsConfiguration(forRowAt indexPath: IndexPath, side: RowSwipeActions.Side)
    -> SwipeActionsConfiguration?
  {
    let path = dataSourceIndexPath(forTable: indexPath)
    let delegate = host.delegate
    switch side {
    case .leading:
      return delegate?.tableView(tableArgument, leadingSwipeActionsConfigurationForRowAt: path)
    case .trailing:
      if let configuration = delegate?.tableView(
        tableArgument, trailingSwipeActionsConfigurationForRowAt: path)
      {
        return configuration
      }
      return .legacy(delegate?.tableView(tableArgument, editActionsForRowAt: path), forRowAt: path)
    }
  }

  /// Where the delegate lets a row dragged from `source` go when the pointer proposes
  /// `proposal`; the proposal by default.
  func targetIndexPath(forMoveFromRowAt source: IndexPath, toProposedIndexPath proposal: IndexPath)
    -> IndexPath
  {
    host.delegate?.tableView(
      tableArgument, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal)
      ?? proposal
  }

  /// Asks the data source to commit an edit of the row at the table's `indexPath`.
  func commit(_ editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    host.dataSource?.tableView(
      tableArgument, commit: editingStyle, forRowAt: dataSourceIndexPath(forTable: indexPath))
  }
}

extension TableDataReader {
  /// Tells the data source that a dragged row was dropped from `source` to `destination` (its
  /// own index paths, the drag being over), letting a data source that observes drops know
  /// around it.
  func reportDrop(from source: IndexPath, to destination: IndexPath) {
    guard let dataSource = host.dataSource else { return }
    let observer = dataSource as? RowDropObserving
    observer?.tableWillReportDrop(from: source, to: destination)
    dataSource.tableView(tableArgument, moveRowAt: source, to: destination)
    observer?.tableDidReportDrop()
  }
}
