import Foundation

extension TableView {
  // MARK: - Beginning

  /// Decides, when a pan begins outside editing mode, whether it is a swipe: its first
  /// movement past the slop is more sideways than vertical, and it lands on a row with
  /// something to reveal, the delegate's swipe actions or the classic Delete button (see
  /// `swipeReveal(forRowAt:side:)`). A swipe toward trailing reveals the leading side when it
  /// has actions; any other swipe of such a row, the trailing side. A swipe closes any other
  /// open row and takes the pan; otherwise the table scrolls.
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
      .deleteConfirmationButton(let path), .editingControl(let path),
      .swipeActionButton(let path, _):
      indexPath = path
    case .nothing, .dismissingDeleteConfirmation:
      return false
    }
    guard let cell = cellStore.visibleCellsByIndexPath[indexPath] else { return false }
    // 1. An open row goes on with what it shows; a closed one asks for the side the swipe
    // opens (the other side when that one has nothing).
    let isOpen = cell.showingDeleteConfirmation
    let reveal: SwipeReveal
    if isOpen, cell.editingState.expansion.target > 0 {
      // A row held across by a full swipe while its first action's handler runs is not swiped
      // again (that would perform the action twice): the pan closes it like any other.
      return false
    } else if isOpen, let actions = cell.editingState.swipeActions {
      reveal = .actions(actions.configuration, actions.side)
    } else if isOpen {
      guard editingStyleForRow(at: indexPath) == .delete else { return false }
      reveal = .deleteButton
    } else {
      let towardTrailing = isRightToLeft ? dx < 0 : dx > 0
      let sides: [RowSwipeActions.Side] =
        towardTrailing ? [.leading, .trailing] : [.trailing, .leading]
      guard
        let first = sides.lazy.compactMap({ self.swipeReveal(forRowAt: indexPath, side: $0) })
          .first
      else { return false }
      reveal = first
    }
    for other in cellStore.visibleCellsByIndexPath.values
    where other !== cell && other.showingDeleteConfirmation {
      hideDeleteConfirmation(of: other, animated: true)
    }
    // 2. The arithmetic of the swipe: the Delete button, or the actions' buttons side by side.
    let startReveal = isOpen ? cell.presentedDeleteReveal : 0
    let side: RowSwipeActions.Side
    let swipe: DeleteSwipe
    switch reveal {
    case .deleteButton:
      side = .trailing
      cell.removeSwipeActions()
      cell.editingState.deleteTitle = deleteConfirmationTitle(forRowAt: indexPath)
      swipe = DeleteSwipe(
        buttonWidth: cell.deleteConfirmationButtonWidth, rowWidth: cell.frame.width,
        startReveal: startReveal)
    case .actions(let configuration, let actionSide):
      side = actionSide
      if !isOpen {
        editingInteraction.swipeActionOpenings += 1
        cell.installSwipeActions(
          configuration, side: side, opening: editingInteraction.swipeActionOpenings)
      }
      swipe = swipeActionsSwipe(of: cell, configuration: configuration, startReveal: startReveal)
    }
    editingInteraction.swipe = RowSwipeSession(
      cell: cell, side: side, swipe: swipe,
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
    session.travel = opensTowardLeft(session.side) ? session.downX - x : x - session.downX
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
    let duration: TimeInterval =
      wasFull != session.isFullSwipe ? Metrics.fullSwipeStretchDuration : 0
    cell.setDeleteConfirmationReveal(reveal, animated: true, duration: duration)
    if wasFull != session.isFullSwipe, cell.editingState.swipeActions != nil {
      cell.setSwipeExpansion(session.isFullSwipe ? 1 : 0, duration: duration)
    }
    setNeedsLayout()
  }

  // MARK: - Releasing

  /// The swiping pointer lifted at `velocityX` points per second (view directions): the row
  /// opens, closes, or is deleted (or performs its first swipe action) after a full swipe (see
  /// `DeleteSwipe.outcome`).
  func endSwipeToDelete(velocityX: CGFloat) {
    guard let session = editingInteraction.swipe else { return }
    editingInteraction.swipe = nil
    let cell = session.cell
    let velocity = opensTowardLeft(session.side) ? -velocityX : velocityX
    switch session.swipe.outcome(travel: session.travel, velocity: velocity) {
    case .open:
      beginSwipeEditingIfNeeded(of: cell)
      cell.showingDeleteConfirmation = true
      cell.setDeleteConfirmationReveal(session.swipe.buttonWidth, animated: true)
      if cell.editingState.swipeActions != nil {
        cell.setSwipeExpansion(0, duration: Metrics.editingAnimationDuration)
      }
    case .close:
      hideDeleteConfirmation(of: cell, animated: true)
    case .commit where cell.editingState.swipeActions != nil:
      performFullSwipeAction(of: cell)
    case .commit:
      if let indexPath = indexPath(for: cell) {
        commitDeletion(at: indexPath)
      } else {
        hideDeleteConfirmation(of: cell, animated: true)
      }
    }
    setNeedsLayout()
  }

  /// Whether opening `side` moves the row's content to the left: the trailing side in
  /// left-to-right layout, the leading side in right-to-left layout.
  private func opensTowardLeft(_ side: RowSwipeActions.Side) -> Bool {
    (side == .trailing) != isRightToLeft
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
