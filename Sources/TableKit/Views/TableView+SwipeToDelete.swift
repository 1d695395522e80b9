import Foundation

extension TableView {
  // MARK: - Beginning

  /// Decides, when a pan begins outside editing mode, whether it is a swipe to delete: its
  /// first movement past the slop is more sideways than vertical, and it lands on a row whose
  /// editing style is `.delete`. A swipe closes any other open row and takes the pan; otherwise
  /// the table scrolls.
  /// - Parameters:
  ///   - downLocation: Where the pointer went down, in view coordinates.
  ///   - location: Where the pan began.
  /// - Returns: Whether the pan is a swipe.
  func beginSwipeToDelete(downLocation: CGPoint, location: CGPoint) -> Bool {
    guard !isEditing, editingInteraction.reorder == nil else { return false }
    let dx = location.x - downLocation.x
    let dy = location.y - downLocation.y
    guard abs(dx) > abs(dy) else { return false }
    let indexPath: IndexPath
    switch target(at: downLocation) {
    case .row(let path), .control(_, let path), .detailButton(let path),
      .deleteConfirmationButton(let path), .editingControl(let path):
      indexPath = path
    case .nothing, .dismissingDeleteConfirmation:
      return false
    }
    guard let cell = visibleCellsByIndexPath[indexPath],
      editingStyleForRow(at: indexPath) == .delete
    else { return false }
    for other in visibleCellsByIndexPath.values
    where other !== cell && other.showingDeleteConfirmation {
      hideDeleteConfirmation(of: other, animated: true)
    }
    cell.editingState.deleteTitle = deleteConfirmationTitle(forRowAt: indexPath)
    let startReveal = cell.showingDeleteConfirmation ? cell.presentedDeleteReveal : 0
    editingInteraction.swipe = DeleteSwipeSession(
      cell: cell,
      swipe: DeleteSwipe(
        buttonWidth: cell.deleteConfirmationButtonWidth, rowWidth: cell.frame.width,
        startReveal: startReveal),
      // An open row follows from where the pan began, so that it does not jump by the slop;
      // a closed one waits for the activation distance from where the finger went down.
      downX: startReveal > 0 ? location.x : downLocation.x, panOriginX: location.x)
    editingInteraction.panIsSwipe = true
    updateSwipeToDelete(translationX: 0)
    return true
  }

  // MARK: - Following the finger

  /// The swiping pointer moved `translationX` from where the pan began: the row follows.
  func updateSwipeToDelete(translationX: CGFloat) {
    guard var session = editingInteraction.swipe else { return }
    let x = session.panOriginX + translationX
    session.travel = isRightToLeft ? x - session.downX : session.downX - x
    let reveal = session.swipe.reveal(travel: session.travel)
    let wasFull = session.isFullSwipe
    session.isFullSwipe = session.swipe.isFullSwipe(travel: session.travel)
    editingInteraction.swipe = session
    let cell = session.cell
    if reveal > 0 {
      beginSwipeEditingIfNeeded(of: cell)
      cell.showingDeleteConfirmation = true
    }
    // Crossing into or out of a full swipe, the button stretches or shrinks quickly; otherwise
    // the row is where the finger puts it.
    let duration: TimeInterval = wasFull != session.isFullSwipe ? 0.15 : 0
    cell.setDeleteConfirmationReveal(reveal, animated: true, duration: duration)
    setNeedsLayout()
  }

  // MARK: - Releasing

  /// The swiping pointer lifted at `velocityX` points per second (view directions): the row
  /// opens, closes, or is deleted after a full swipe (see `DeleteSwipe.outcome`).
  func endSwipeToDelete(velocityX: CGFloat) {
    guard let session = editingInteraction.swipe else { return }
    editingInteraction.swipe = nil
    let cell = session.cell
    let velocity = isRightToLeft ? velocityX : -velocityX
    switch session.swipe.outcome(travel: session.travel, velocity: velocity) {
    case .open:
      beginSwipeEditingIfNeeded(of: cell)
      cell.showingDeleteConfirmation = true
      cell.setDeleteConfirmationReveal(session.swipe.buttonWidth, animated: true)
    case .close:
      hideDeleteConfirmation(of: cell, animated: true)
    case .commit:
      if let indexPath = indexPath(for: cell) {
        commitDeletion(at: indexPath)
      } else {
        hideDeleteConfirmation(of: cell, animated: true)
      }
    }
    setNeedsLayout()
  }

  // MARK: - Telling the delegate

  /// Tells the delegate that a swipe put the row into editing, once per opening.
  private func beginSwipeEditingIfNeeded(of cell: TableViewCell) {
    guard editingInteraction.swipeEditedCell !== cell, let indexPath = indexPath(for: cell)
    else { return }
    if let previous = editingInteraction.swipeEditedCell { finishSwipeEditing(of: previous) }
    editingInteraction.swipeEditedCell = cell
    editingInteraction.swipeEditedIndexPath = indexPath
    delegate?.tableView(self, willBeginEditingRowAt: dataSourceIndexPath(forTable: indexPath))
  }

  /// Tells the delegate that the swipe-editing of a row ended (the row closed or was deleted).
  func finishSwipeEditing(of cell: TableViewCell) {
    guard editingInteraction.swipeEditedCell === cell else { return }
    let indexPath = self.indexPath(for: cell) ?? editingInteraction.swipeEditedIndexPath
    editingInteraction.swipeEditedCell = nil
    editingInteraction.swipeEditedIndexPath = nil
    delegate?.tableView(self, didEndEditingRowAt: indexPath)
  }
}
