import Foundation

/// The table is its realizer's host: cells and views join it as subviews with its metrics, a
/// dragged or animating row keeps its cell, and a row coming on screen takes its selection,
/// editing look and the place an update's animation starts it from.
extension TableView: RowRealizingHost {
  var blocksDataSourceReads: Bool { transaction.blocksDataSourceReads }

  func takeIn(_ cell: TableViewCell) -> Bool {
    let isNew = cell.owningTable !== self
    if isNew { cell.owningTable = self }
    applyTableMetrics(cellTableMetrics, to: cell)
    if cell.superview !== self { addSubview(cell) }
    return isNew
  }

  func takeIn(headerFooter view: View) {
    if view.superview !== self { addSubview(view) }
  }

  func keepsShowing(leavingCell cell: TableViewCell, now: TimeInterval) -> Bool {
    // A row dragged by its reorder control stays wherever its place is.
    if liftedFrame(of: cell) != nil { return true }
    // A row still moving to its place after an update stays while it is drawn on screen.
    guard let moving = animator.rowPresentation(of: cell) else { return false }
    return moving.frame.value(at: now).intersects(realizedRect)
  }

  func keepsShowing(leavingHeaderFooter view: View, now: TimeInterval) -> Bool {
    // A header still moving to its place after an update stays while it is drawn on screen,
    // as a moving row does.
    guard let presentation = animator.headerFooterPresentation(of: view),
      !presentation.frame.isFinished(at: now)
    else { return false }
    return presentation.frame.value(at: now).intersects(viewport)
  }

  func prepareForDisplay(_ cell: TableViewCell, at indexPath: IndexPath, now: TimeInterval) {
    let selected = rowState.selectedIndexPaths.contains(indexPath)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
    configureEditingForDisplay(cell, at: indexPath)
    if let presentation = animator.presentationForNewlyShownRow(
      at: indexPath, rect: layout.rectForRow(at: indexPath), at: now, tableWidth: frame.width)
    {
      animator.setRowPresentation(presentation, for: cell)
    }
  }

  func prepareForDisplay(
    headerFooter view: View, inSection section: Int, isHeader: Bool, now: TimeInterval
  ) {
    // One that comes on screen while an update animates starts where its section is drawn
    // (or fades in with an inserted section's rows).
    let frame = headerFooterFrame(inSection: section, isHeader: isHeader)
    if let presentation = animator.presentationForNewlyShownHeaderFooter(
      inSection: section, isHeader: isHeader, frame: frame, visibleRect: floatingRect, at: now)
    {
      animator.setHeaderFooterPresentation(presentation, for: view)
    }
  }

  func cellWillBeQueued(_ cell: TableViewCell) {
    animator.setRowPresentation(nil, for: cell)
    // A row a swipe opened leaves editing as its cell leaves the screen.
    if interaction.openRow?.cell === cell { finishSwipeEditing(of: cell) }
    // A queued cell keeps no handlers: they may hold the table (see
    // `releaseSwipeActionsOfClosedRows`).
    cell.removeSwipeActions()
  }

  func headerFooterWillBeQueued(_ view: View) {
    animator.setHeaderFooterPresentation(nil, for: view)
  }
}
