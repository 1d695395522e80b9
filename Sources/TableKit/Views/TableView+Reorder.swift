import Foundation

extension TableView {
  // MARK: - Routing

  /// Routes pointer events to a drag by a reorder control. In editing mode a press on a row's
  /// grabber lifts the row at once (no slop: the row follows the finger from the first
  /// move); the dragging pointer's moves, lift and cancel go to the drag, and other pointers
  /// are ignored while it lasts.
  /// - Returns: Whether the event was the drag's (the gesture recognizer does not see it).
  func handleReorderEvent(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, _):
      if editingInteraction.reorder != nil { return true }
      return beginReorder(pointer: id, at: location)
    case .pointerMoved(let id, let location, _):
      guard let session = editingInteraction.reorder else { return false }
      if id == session.pointer { moveReorder(to: location) }
      return true
    case .pointerUp(let id, let location, _):
      guard let session = editingInteraction.reorder else { return false }
      if id == session.pointer {
        moveReorder(to: location)
        dropReorderedRow()
      }
      return true
    case .pointerCancelled(let id):
      guard let session = editingInteraction.reorder else { return false }
      if id == session.pointer { cancelReorder(animated: true) }
      return true
    case .secondaryClick:
      // A right click while a row is dragged does nothing.
      return editingInteraction.reorder != nil
    case .wheel, .key:
      return false
    }
  }

  // MARK: - Lifting

  /// Lifts the row whose reorder control's touch area holds `location` (view coordinates).
  /// - Returns: Whether a row was lifted.
  private func beginReorder(pointer: Int, at location: CGPoint) -> Bool {
    guard isEditing, dataSource != nil, !gestureRecognizer.isTracking else { return false }
    let indexPath: IndexPath
    switch target(at: location) {
    case .row(let path), .control(_, let path), .detailButton(let path), .editingControl(let path):
      indexPath = path
    case .deleteConfirmationButton, .swipeActionButton, .dismissingDeleteConfirmation, .nothing:
      return false
    }
    guard let cell = cellStore.visibleCellsByIndexPath[indexPath] else { return false }
    let point = CGPoint(x: location.x + contentOffset.x, y: location.y + contentOffset.y)
    let local = CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)
    guard cell.reorderControlHitRect?.contains(local) == true else { return false }
    let now = clock.now
    simulation.stop(at: now)
    hideDeleteConfirmations(animated: true)
    if let settling = editingInteraction.settling {
      settling.cell.editingState.isLifted = false
      editingInteraction.settling = nil
    }
    let frame = presentation(of: cell, at: now).frame
    rowPresentations[ObjectIdentifier(cell)] = nil
    cell.frame = frame
    cell.editingState.isLifted = true
    cell.alpha = Metrics.liftedRowAlpha
    editingInteraction.reorder = ReorderSession(
      pointer: pointer, cell: cell, source: indexPath, current: indexPath,
      lastProposal: indexPath, grabOffsetY: point.y - frame.minY, pointerLocation: location,
      liftedFrame: frame, lastFrameTime: now)
    setNeedsLayout()
    return true
  }

  // MARK: - Dragging

  /// The dragging pointer moved to `location` (view coordinates).
  private func moveReorder(to location: CGPoint) {
    guard var session = editingInteraction.reorder else { return }
    if reorderAutoscrollVelocity == 0 { session.lastFrameTime = clock.now }
    session.pointerLocation = location
    editingInteraction.reorder = session
    updateLiftedRow()
  }

  /// Puts the lifted row under the finger (within the sections' span) and, when its centre
  /// has come nearer another place, asks the delegate where it may go and makes room there.
  private func updateLiftedRow() {
    guard var session = editingInteraction.reorder else { return }
    let fingerY = session.pointerLocation.y + contentOffset.y
    let height = session.liftedFrame.height
    let sections = layout.numberOfSections
    let top = layout.rectForSection(0).minY
    let bottom = max(top, layout.rectForSection(sections - 1).maxY - height)
    var frame = session.liftedFrame
    frame.origin.y = min(max(fingerY - session.grabOffsetY, top), bottom)
    frame.origin.x = layout.rectForRow(at: session.current).minX
    session.liftedFrame = frame
    editingInteraction.reorder = session
    setNeedsLayout()
    let proposal = layout.reorderDestination(
      movingRowAt: session.current, liftedMidY: frame.midY)
    guard proposal != session.lastProposal else { return }
    session.lastProposal = proposal
    editingInteraction.reorder = session
    let target =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: session.source, toProposedIndexPath: proposal)
      ?? proposal
    guard isPlace(target, forRowMovingFrom: session.current) else {
      warningHandler(
        "targetIndexPathForMoveFromRowAt returned \(target), which is not a place the row can "
          + "move to; it stays at \(session.current)")
      return
    }
    if target != session.current { moveLiftedRow(to: target) }
  }

  /// Whether a row at `source` can move to `place` (an index path after the move).
  private func isPlace(_ place: IndexPath, forRowMovingFrom source: IndexPath) -> Bool {
    guard place.count == 2, place.section >= 0, place.section < layout.numberOfSections else {
      return false
    }
    let limit =
      layout.numberOfRows(inSection: place.section) - (place.section == source.section ? 1 : 0)
    return place.row >= 0 && place.row <= limit
  }

  /// Moves the lifted row to `target` in the layout; the rows and headers between glide to
  /// their new places from where they are drawn, and selection and focus follow their rows.
  /// The data source is not asked anything: its index paths are reached through the move.
  private func moveLiftedRow(to target: IndexPath) {
    guard var session = editingInteraction.reorder else { return }
    let now = clock.now
    let move = RowMove(from: session.current, to: target)
    var newLayout = layout
    guard newLayout.moveRow(at: session.current, to: target) else { return }
    layout = newLayout
    var remapped: [IndexPath: TableViewCell] = [:]
    for (indexPath, cell) in cellStore.visibleCellsByIndexPath {
      let newIndexPath = move.newIndexPath(forOld: indexPath)
      remapped[newIndexPath] = cell
      guard cell !== session.cell else { continue }
      let rect = layout.rectForRow(at: newIndexPath)
      let key = ObjectIdentifier(cell)
      if var running = rowPresentations[key] {
        running.frame.retarget(to: rect, at: now, duration: Self.rowUpdateDuration)
        rowPresentations[key] = running
      } else if cell.frame != rect {
        rowPresentations[key] = RowPresentation(
          frame: PropertyAnimation(
            from: cell.frame, to: rect, startTime: now, duration: Self.rowUpdateDuration),
          alpha: PropertyAnimation(value: cell.alpha), drawsBehindNeighbours: false)
      }
    }
    cellStore.setVisibleCells(remapped)
    rowState.remap { move.newIndexPath(forOld: $0) }
    // Headers and footers between the two places move by the row's height; they glide there.
    for view in Array(cellStore.visibleHeaders.values) + Array(cellStore.visibleFooters.values) {
      let key = ObjectIdentifier(view)
      guard headerFooterPresentations[key] == nil else { continue }
      headerFooterPresentations[key] = RowPresentation(
        frame: PropertyAnimation(
          from: view.frame, to: view.frame, startTime: now, duration: Self.rowUpdateDuration),
        alpha: PropertyAnimation(value: view.alpha), drawsBehindNeighbours: false)
    }
    session.current = target
    editingInteraction.reorder = session
    setNeedsLayout()
  }

  // MARK: - Dropping

  /// The finger lifted: the row settles into its place and the data source hears
  /// `moveRowAt` from where the row was to where it is now (nothing when it did not move).
  private func dropReorderedRow() {
    guard let session = editingInteraction.reorder else { return }
    editingInteraction.reorder = nil
    releaseScrollHold()
    settle(session.cell, from: session.liftedFrame, at: session.current)
    if session.current != session.source {
      dataSource?.tableView(self, moveRowAt: session.source, to: session.current)
    }
  }

  /// Puts a dragged row back where it was lifted from, without telling the data source: the
  /// pointer was cancelled, editing ended, or the data is about to change under the table.
  /// - Parameter animated: Whether the row glides back; without animation it is simply there.
  func cancelReorder(animated: Bool) {
    guard let session = editingInteraction.reorder else { return }
    if session.current != session.source { moveLiftedRow(to: session.source) }
    editingInteraction.reorder = nil
    releaseScrollHold()
    if animated {
      settle(session.cell, from: session.liftedFrame, at: session.source)
    } else {
      rowPresentations[ObjectIdentifier(session.cell)] = nil
      session.cell.frame = layout.rectForRow(at: session.source)
      session.cell.alpha = 1
      session.cell.editingState.isLifted = false
    }
  }

  /// Forgets any drag and settling before a reload, whose cells all go back to the queues.
  func endReorderForReload() {
    if let session = editingInteraction.reorder {
      editingInteraction.reorder = nil
      releaseScrollHold()
      session.cell.alpha = 1
      session.cell.editingState.isLifted = false
    }
    if let settling = editingInteraction.settling {
      editingInteraction.settling = nil
      settling.cell.editingState.isLifted = false
    }
  }

  /// Glides a dropped row from `frame` into its place at `indexPath`, its opacity back to 1 and
  /// its shadow fading, drawn above the other rows until it gets there.
  private func settle(_ cell: TableViewCell, from frame: CGRect, at indexPath: IndexPath) {
    let now = clock.now
    let duration = Self.rowUpdateDuration
    rowPresentations[ObjectIdentifier(cell)] = RowPresentation(
      frame: PropertyAnimation(
        from: frame, to: layout.rectForRow(at: indexPath), startTime: now, duration: duration),
      alpha: PropertyAnimation(from: cell.alpha, to: 1, startTime: now, duration: duration),
      drawsBehindNeighbours: false)
    editingInteraction.settling = SettlingRow(cell: cell, start: now, end: now + duration)
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
    guard let session = editingInteraction.reorder else { return 0 }
    let velocity = Self.reorderAutoscrollVelocity(
      pointerY: session.pointerLocation.y, visibleTop: adjustedContentInset.top,
      visibleBottom: frame.height - adjustedContentInset.bottom)
    if velocity < 0 && contentOffset.y <= minimumContentOffsetY { return 0 }
    if velocity > 0 && contentOffset.y >= maximumContentOffsetY { return 0 }
    return velocity
  }

  /// The autoscroll velocity for a finger at `pointerY` in a view whose unobscured part runs
  /// from `visibleTop` to `visibleBottom`: zero outside the edge zones
  /// (`Metrics.reorderAutoscrollZone`, at most a quarter of the view), growing linearly to
  /// `Metrics.reorderAutoscrollMaximumSpeed` at the edge and beyond.
  static func reorderAutoscrollVelocity(
    pointerY: CGFloat, visibleTop: CGFloat, visibleBottom: CGFloat
  ) -> CGFloat {
    let zone = min(Metrics.reorderAutoscrollZone, max(0, visibleBottom - visibleTop) / 4)
    guard zone > 0 else { return 0 }
    let speed = Metrics.reorderAutoscrollMaximumSpeed
    if pointerY < visibleTop + zone {
      return -speed * min(1, (visibleTop + zone - pointerY) / zone)
    }
    if pointerY > visibleBottom - zone {
      return speed * min(1, (pointerY - visibleBottom + zone) / zone)
    }
    return 0
  }

  /// Scrolls under a dragged row held near an edge, by its velocity times the time since the
  /// last frame, and keeps the row under the finger.
  func advanceReorder(to time: TimeInterval) {
    guard var session = editingInteraction.reorder else { return }
    let elapsed = max(0, time - session.lastFrameTime)
    session.lastFrameTime = time
    editingInteraction.reorder = session
    let velocity = reorderAutoscrollVelocity
    guard velocity != 0, elapsed > 0 else { return }
    let target = clampedContentOffsetY(contentOffset.y + velocity * CGFloat(elapsed))
    guard target != contentOffset.y else { return }
    scroll(toY: target, animated: false, reportsScrolling: true)
    updateLiftedRow()
  }

  // MARK: - Layout and drawing

  /// Where the lifted row is drawn (content coordinates), for the row's own cell; nil for any
  /// other cell.
  func liftedFrame(of cell: TableViewCell) -> CGRect? {
    guard let session = editingInteraction.reorder, session.cell === cell else { return nil }
    return session.liftedFrame
  }

  /// The cell drawn above the others with a shadow, lifted or settling, and its shadow's
  /// strength.
  var liftedCellForDrawing: (cell: TableViewCell, shadow: CGFloat)? {
    if let session = editingInteraction.reorder { return (session.cell, 1) }
    if let settling = editingInteraction.settling, indexPath(for: settling.cell) != nil {
      return (settling.cell, settling.shadowOpacity(at: clock.now))
    }
    return nil
  }

  /// Draws the lifted or settling row over everything in the content, on a soft shadow.
  func drawLiftedRow(in list: inout DrawList) {
    guard let (cell, shadow) = liftedCellForDrawing, !cell.isHidden else { return }
    if shadow > 0 {
      // Only the parts above and below the row: under the translucent row the shadow would
      // show through as gray.
      let rect = cell.frame
      let blur = Metrics.liftedRowShadowBlur
      let color = Color(white: 0, alpha: Metrics.liftedRowShadowAlpha * shadow)
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
