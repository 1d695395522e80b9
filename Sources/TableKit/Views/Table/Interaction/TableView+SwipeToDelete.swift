import Foundation

extension TableView {
  // MARK: - Beginning

  /// Begins a swipe when a pan outside editing mode is one (see
  /// `SwipeInteraction.start(downLocation:location:table:)`): any other open row closes, the
  /// row gets what it reveals (its Delete button's title, or the swipe actions' buttons), and
  /// the swipe takes the pan; otherwise the table scrolls.
  /// - Parameters:
  ///   - downLocation: Where the pointer went down, in view coordinates.
  ///   - location: Where the pan began.
  /// - Returns: Whether the pan is a swipe.
  func beginSwipeToDelete(downLocation: CGPoint, location: CGPoint) -> Bool {
    guard
      let start = SwipeInteraction.start(
        downLocation: downLocation, location: location, table: self)
    else { return false }
    let cell = start.cell
    for other in realizer.visibleCells.values
    where other !== cell && other.showingDeleteConfirmation {
      hideDeleteConfirmation(of: other, animated: true)
    }
    switch start.reveal {
    case .deleteButton:
      cell.removeSwipeActions()
      cell.editingState.deleteTitle = deleteConfirmationTitle(forRowAt: start.indexPath)
    case .actions(let configuration, let side):
      if !start.isOpen {
        cell.installSwipeActions(
          configuration, side: side, opening: interaction.nextSwipeActionOpening())
      }
    }
    interaction.beginSwipe(SwipeInteraction(start))
    updateSwipeToDelete(translationX: 0)
    return true
  }

  // MARK: - Following the finger

  /// The swiping pointer moved `translationX` from where the pan began: the row follows.
  func updateSwipeToDelete(translationX: CGFloat) {
    guard case .swiping(var swipe?) = interaction.mode else { return }
    let follow = swipe.follow(translationX: translationX, isRightToLeft: isRightToLeft)
    interaction.updateSwipe(swipe)
    let cell = swipe.session.cell
    if follow.reveal > 0 {
      beginSwipeEditingIfNeeded(of: cell)
      cell.showingDeleteConfirmation = true
    }
    cell.setDeleteConfirmationReveal(follow.reveal, animated: true, duration: follow.duration)
    if let expansion = follow.expansion, cell.editingState.swipeActions != nil {
      cell.setSwipeExpansion(expansion, duration: follow.duration)
    }
    setNeedsLayout()
  }

  // MARK: - Releasing

  /// The swiping pointer lifted at `velocityX` points per second (view directions): the row
  /// opens, closes, or is deleted (or performs its first swipe action) after a full swipe.
  func endSwipeToDelete(velocityX: CGFloat) {
    guard let swipe = interaction.endSwipe() else { return }
    let cell = swipe.session.cell
    let release = swipe.release(velocityX: velocityX, isRightToLeft: isRightToLeft)
    switch release.outcome {
    case .open:
      beginSwipeEditingIfNeeded(of: cell)
      cell.showingDeleteConfirmation = true
      cell.setDeleteConfirmationReveal(release.buttonWidth, animated: true)
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

  // MARK: - Telling the delegate

  /// Tells the delegate that a swipe put the row into editing, once per opening.
  private func beginSwipeEditingIfNeeded(of cell: TableViewCell) {
    guard interaction.openRow?.cell !== cell, let indexPath = indexPath(for: cell) else { return }
    if let previous = interaction.openRow?.cell { finishSwipeEditing(of: previous) }
    interaction.open(cell, at: indexPath)
    dataReader.willBeginEditingRow(at: indexPath)
  }

  /// Tells the delegate that the swipe-editing of a row ended (the row closed or was deleted).
  func finishSwipeEditing(of cell: TableViewCell) {
    guard interaction.openRow?.cell === cell, let row = interaction.closeOpenRow() else { return }
    let indexPath = self.indexPath(for: cell) ?? row.indexPath
    dataReader.didEndEditingRow(at: indexPath)
  }
}

extension TableView: SwipeTableReading {
  func swipeableRow(at location: CGPoint) -> (indexPath: IndexPath, cell: TableViewCell)? {
    let indexPath: IndexPath
    switch target(at: location) {
    case .row(let path), .control(_, let path), .detailButton(let path),
      .deleteConfirmationButton(let path), .editingControl(let path),
      .swipeActionButton(let path, _):
      indexPath = path
    case .nothing, .dismissingDeleteConfirmation:
      return nil
    }
    return realizer.visibleCells[indexPath].map { (indexPath, $0) }
  }
}
