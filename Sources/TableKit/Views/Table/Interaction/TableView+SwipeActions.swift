import Foundation

extension TableView {
  // MARK: - Asking the delegate

  /// What a swipe reveals on `side` of a row, as UIKit decides: nothing where the data source's
  /// `canEditRowAt` says no; else the delegate's configuration for the side, nothing when it
  /// has no actions; without one, the classic Delete button on the trailing side of a row
  /// whose editing style is `.delete` when the data source implements `commit` (as UIKit asks),
  /// and nothing on the leading side.
  /// - Parameters:
  ///   - indexPath: The row, in the table's index paths.
  ///   - side: The side the swipe would open.
  func swipeReveal(forRowAt indexPath: IndexPath, side: RowSwipeActions.Side) -> SwipeReveal? {
    guard dataReader.canEditRow(at: indexPath) else { return nil }
    if let configuration = dataReader.swipeActionsConfiguration(forRowAt: indexPath, side: side) {
      return configuration.actions.isEmpty ? nil : .actions(configuration, side)
    }
    guard side == .trailing, editingStyleForRow(at: indexPath) == .delete,
      dataReader.implements(.commitEditing, probingAt: dataSourceIndexPath(forTable: indexPath))
    else { return nil }
    return .deleteButton
  }

  // MARK: - Performing actions

  /// A full swipe was released: the first action stays stretched across the row while its
  /// handler runs.
  func performFullSwipeAction(of cell: TableViewCell) {
    cell.setDeleteConfirmationReveal(cell.frame.width, animated: true)
    cell.setSwipeExpansion(1, duration: Metrics.fullSwipeStretchDuration)
    performSwipeAction(at: 0, of: cell)
  }

  /// Calls the handler of a row's swipe action (tapped, or the first after a full swipe) with
  /// the action, its button and a completion handler. The completion closes the row, whether
  /// or not the action was performed; a row the handler deleted animates away instead. Only
  /// the first call counts, and none after the row has closed and opened again. While a
  /// handler has not completed, the row's buttons take no more taps, so that a second tap on
  /// Delete cannot run its handler again (and delete the next row).
  func performSwipeAction(at index: Int, of cell: TableViewCell) {
    guard let actions = cell.editingState.swipeActions,
      actions.configuration.actions.indices.contains(index),
      cell.editingState.pendingSwipeActionOpening != actions.opening
    else { return }
    let action = actions.configuration.actions[index]
    let opening = actions.opening
    var isCompleted = false
    cell.editingState.pendingSwipeActionOpening = opening
    action.handler(action, actions.buttons[index]) { [weak self, weak cell] _ in
      guard !isCompleted, let self, let cell else { return }
      isCompleted = true
      if cell.editingState.pendingSwipeActionOpening == opening {
        cell.editingState.pendingSwipeActionOpening = nil
      }
      self.finishSwipeAction(of: cell, opening: opening)
    }
  }

  /// A swipe action's handler completed for the `opening` of a row: the row closes if it is
  /// still there and still shows that opening's actions.
  private func finishSwipeAction(of cell: TableViewCell, opening: Int) {
    guard cell.editingState.swipeActions?.opening == opening else { return }
    if indexPath(for: cell) == nil {
      // The handler deleted the row: it animates away as it is.
      finishSwipeEditing(of: cell)
    } else if cell.showingDeleteConfirmation {
      hideDeleteConfirmation(of: cell, animated: true)
    }
  }

  // MARK: - Letting go

  /// Takes the swipe actions off the rows that have closed and finished sliding back, except
  /// the row a swipe is moving (its actions are installed before it opens). Handlers often
  /// capture the table (UIKit code calls `tableView.deleteRows` in them): a cell keeping its
  /// actions would keep its own table alive after the table's owner lets it go.
  func releaseSwipeActionsOfClosedRows(at time: TimeInterval) {
    let swiping = interaction.swipingCell
    for cell in realizer.visibleCells.values
    where cell.editingState.swipeActions != nil && cell !== swiping
      && cell.hasClosedSwipeReveal(at: time)
    {
      cell.removeSwipeActions()
    }
  }
}
