import Foundation

extension TableView {
  // MARK: - Routing

  /// Routes pointer events to a drag by a reorder control. In editing mode a press on a row's
  /// grabber lifts the row at once (no slop: the row follows the finger from the first
  /// move); the dragging pointer's moves, lift and cancel go to the drag (see
  /// `ReorderInteraction`), and other pointers are ignored while it lasts.
  /// - Returns: Whether the event was the drag's (the gesture recognizer does not see it).
  func handleReorderEvent(_ event: InputEvent) -> Bool {
    guard var reorder = interaction.reorderInteraction else {
      guard case .pointerDown(let id, let location, _) = event else { return false }
      return beginReorder(pointer: id, at: location)
    }
    let (handled, effects) = reorder.handle(event, at: clock.now, table: self)
    interaction.updateReorder(reorder)
    apply(effects)
    return handled
  }

  /// Applies what the drag asked for, in order.
  private func apply(_ effects: [ReorderInteraction.Effect]) {
    for effect in effects {
      switch effect {
      case .redraw: setNeedsLayout()
      case .moveLiftedRow(let move, let newLayout): moveLiftedRow(move, layout: newLayout)
      case .warn(let message): warningHandler(message)
      case .drop: dropReorderedRow()
      case .cancel: cancelReorder(animated: true)
      }
    }
  }

  // MARK: - Lifting

  /// Lifts the row whose reorder control's touch area holds `location` (view coordinates),
  /// when the table is idle in editing mode.
  /// - Returns: Whether a row was lifted.
  private func beginReorder(pointer: Int, at location: CGPoint) -> Bool {
    guard isEditing, dataSource != nil, interaction.isIdle, !gestureRecognizer.isTracking else {
      return false
    }
    let indexPath: IndexPath
    switch target(at: location) {
    case .row(let path), .control(_, let path), .detailButton(let path), .editingControl(let path):
      indexPath = path
    case .deleteConfirmationButton, .swipeActionButton, .dismissingDeleteConfirmation, .nothing:
      return false
    }
    guard let cell = realizer.visibleCells[indexPath] else { return false }
    let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
    let local = CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)
    guard cell.reorderControlHitRect?.contains(local) == true else { return false }
    let now = clock.now
    simulation.stop(at: now)
    hideDeleteConfirmations(animated: true)
    let frame = presentation(of: cell, at: now).frame
    let reorder = ReorderInteraction(
      pointer: pointer, cell: cell, indexPath: indexPath, frame: frame, location: location,
      time: now, contentOffset: contentOffset)
    if let settling = interaction.beginReorder(reorder) {
      settling.cell.editingState.isLifted = false
    }
    animator.setRowPresentation(nil, for: cell)
    cell.frame = frame
    cell.editingState.isLifted = true
    cell.alpha = Metrics.liftedRowAlpha
    setNeedsLayout()
    return true
  }

  // MARK: - Dragging

  /// Moves the lifted row to its new place in the layout; the rows and headers between glide
  /// to their new places from where they are drawn, and selection and focus follow their rows.
  /// The data source is not asked anything: its index paths are reached through the move.
  private func moveLiftedRow(_ move: RowMove, layout newLayout: TableLayout) {
    guard let session = interaction.reorder else { return }
    let now = clock.now
    layout = newLayout
    var remapped: [IndexPath: TableViewCell] = [:]
    for (indexPath, cell) in realizer.visibleCells {
      let newIndexPath = move.newIndexPath(forOld: indexPath)
      remapped[newIndexPath] = cell
      guard cell !== session.cell else { continue }
      animator.glideRow(
        cell, standingAt: (cell.frame, cell.alpha), to: layout.rectForRow(at: newIndexPath),
        at: now, duration: Self.rowUpdateDuration)
    }
    realizer.remapVisibleCells(remapped)
    rowState.remap { move.newIndexPath(forOld: $0) }
    // Headers and footers between the two places move by the row's height; they glide there.
    for view in Array(realizer.visibleHeaders.values) + Array(realizer.visibleFooters.values) {
      animator.glideHeaderFooterToItsNextPlace(
        view, standingAt: (view.frame, view.alpha), at: now, duration: Self.rowUpdateDuration)
    }
    setNeedsLayout()
  }

  // MARK: - Dropping

  /// The finger lifted: the row settles into its place and the data source hears
  /// `moveRowAt` from where the row was to where it is now (nothing when it did not move).
  private func dropReorderedRow() {
    guard let session = interaction.endReorder()?.session else { return }
    releaseScrollHold()
    settle(session.cell, from: session.liftedFrame, at: session.current)
    guard session.current != session.source else { return }
    dataReader.reportDrop(from: session.source, to: session.current)
  }

  /// Puts a dragged row back where it was lifted from, without telling the data source: the
  /// pointer was cancelled, editing ended, or the data is about to change under the table.
  /// - Parameter animated: Whether the row glides back; without animation it is simply there.
  func cancelReorder(animated: Bool) {
    guard var reorder = interaction.reorderInteraction else { return }
    let effects = reorder.returnToSource(table: self)
    interaction.updateReorder(reorder)
    apply(effects)
    guard let session = interaction.endReorder()?.session else { return }
    releaseScrollHold()
    if animated {
      settle(session.cell, from: session.liftedFrame, at: session.source)
    } else {
      animator.setRowPresentation(nil, for: session.cell)
      session.cell.frame = layout.rectForRow(at: session.source)
      session.cell.alpha = 1
      session.cell.editingState.isLifted = false
    }
  }

  /// Forgets any drag and settling before a reload, whose cells all go back to the queues.
  func endReorderForReload() {
    if let session = interaction.endReorder()?.session {
      releaseScrollHold()
      session.cell.alpha = 1
      session.cell.editingState.isLifted = false
    }
    if let settling = interaction.endSettling() {
      settling.cell.editingState.isLifted = false
    }
  }

  /// Glides a dropped row from `frame` into its place at `indexPath`, its opacity back to 1 and
  /// its shadow fading, drawn above the other rows until it gets there.
  private func settle(_ cell: TableViewCell, from frame: CGRect, at indexPath: IndexPath) {
    let now = clock.now
    let duration = Self.rowUpdateDuration
    animator.setRowPresentation(
      RowPresentation(
        frame: PropertyAnimation(
          from: frame, to: layout.rectForRow(at: indexPath), startTime: now, duration: duration),
        alpha: PropertyAnimation(from: cell.alpha, to: 1, startTime: now, duration: duration),
        drawsBehindNeighbours: false), for: cell)
    interaction.settle(SettlingRow(cell: cell, start: now, end: now + duration))
    setNeedsLayout()
  }

  /// Lets go of the content, which the press on the grabber held still.
  private func releaseScrollHold() {
    let now = clock.now
    if simulation.state(at: now).phase == .tracking {
      simulation.endDrag(pointerVelocity: 0, at: now)
    }
  }

  // MARK: - Autoscrolling

  /// How fast the table scrolls under a dragged row near its top or bottom edge, in points per
  /// second (negative upward); 0 when it is not dragged there or the content ends.
  var reorderAutoscrollVelocity: CGFloat {
    guard let session = interaction.reorder else { return 0 }
    return reorderAutoscrollVelocity(pointerY: session.pointerLocation.y)
  }

  /// The autoscroll velocity for a finger at `pointerY` (see
  /// `ReorderInteraction.autoscrollVelocity(pointerY:visibleTop:visibleBottom:)`).
  static func reorderAutoscrollVelocity(
    pointerY: CGFloat, visibleTop: CGFloat, visibleBottom: CGFloat
  ) -> CGFloat {
    ReorderInteraction.autoscrollVelocity(
      pointerY: pointerY, visibleTop: visibleTop, visibleBottom: visibleBottom)
  }

  /// Scrolls under a dragged row held near an edge, by its velocity times the time since the
  /// last frame, and keeps the row under the finger.
  func advanceReorder(to time: TimeInterval) {
    guard var reorder = interaction.reorderInteraction else { return }
    let target = reorder.advance(to: time, table: self)
    interaction.updateReorder(reorder)
    guard let target else { return }
    scroll(toY: target, animated: false, reportsScrolling: true)
    guard var moved = interaction.reorderInteraction else { return }
    let effects = moved.followFinger(table: self)
    interaction.updateReorder(moved)
    apply(effects)
  }

  // MARK: - Layout and drawing

  /// Where the lifted row is drawn (content coordinates), for the row's own cell; nil for any
  /// other cell.
  func liftedFrame(of cell: TableViewCell) -> CGRect? {
    guard let session = interaction.reorder, session.cell === cell else { return nil }
    return session.liftedFrame
  }

  /// The cell drawn above the others with a shadow, lifted or settling, and its shadow's
  /// strength.
  var liftedCellForDrawing: (cell: TableViewCell, shadow: CGFloat)? {
    if let session = interaction.reorder { return (session.cell, 1) }
    if let settling = interaction.settling, indexPath(for: settling.cell) != nil {
      return (settling.cell, settling.shadowOpacity(at: clock.now))
    }
    return nil
  }

  /// Draws the lifted or settling row over everything in the content, on a soft shadow.
  func drawLiftedRow(in list: inout DrawList) {
    guard let (cell, shadow) = liftedCellForDrawing, !cell.isHidden else { return }
    if shadow > 0 {
      // Only the parts above and below the row: under a row with a translucent background the
      // shadow would show through as gray.
      let rect = cell.frame
      let blur = Metrics.reorderShadowBlur
      let color = Color(white: 0, alpha: Metrics.reorderShadowAlpha * shadow)
      for band in [
        CGRect(x: rect.minX, y: rect.minY - blur, width: rect.width, height: blur),
        CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: blur),
      ] {
        list.clipped(to: band) {
          $0.append(.shadow(rect, cornerRadius: 0, blur: blur, color))
        }
      }
    }
    cell.render(into: &list)
  }
}

extension TableView: ReorderTableReading {
  func targetIndexPath(forMoveFromRowAt source: IndexPath, toProposedIndexPath proposal: IndexPath)
    -> IndexPath
  {
    dataReader.targetIndexPath(forMoveFromRowAt: source, toProposedIndexPath: proposal)
  }

  func reorderAutoscrollVelocity(pointerY: CGFloat) -> CGFloat {
    let velocity = ReorderInteraction.autoscrollVelocity(
      pointerY: pointerY, visibleTop: adjustedContentInset.top,
      visibleBottom: frame.height - adjustedContentInset.bottom)
    if velocity < 0 && contentOffset.y <= minimumContentOffsetY { return 0 }
    if velocity > 0 && contentOffset.y >= maximumContentOffsetY { return 0 }
    return velocity
  }
}
