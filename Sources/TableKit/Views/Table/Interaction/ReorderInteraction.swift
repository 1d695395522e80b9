import Foundation

/// What a drag by a reorder control reads of its table: the layout, the scroll position, the
/// delegate's answer about a destination, and how fast the table scrolls under the finger.
@MainActor
protocol ReorderTableReading {
  /// The geometry of every section and row, in content coordinates.
  var layout: TableLayout { get }
  /// The content offset, to turn view coordinates into content coordinates.
  var contentOffset: CGPoint { get }
  /// Where the delegate lets a row lifted from `source` (a data source index path) go when the
  /// table proposes `proposal`; the proposal itself when the delegate does not say.
  func targetIndexPath(forMoveFromRowAt source: IndexPath, toProposedIndexPath proposal: IndexPath)
    -> IndexPath
  /// How fast the table scrolls under a finger at `pointerY` (view coordinates), in points per
  /// second (negative upward); 0 outside the edge zones or where the content ends.
  func reorderAutoscrollVelocity(pointerY: CGFloat) -> CGFloat
  /// `y` held within the content offsets the table can scroll to.
  func clampedContentOffsetY(_ y: CGFloat) -> CGFloat
}

/// A row lifted by its reorder control and following the finger: it handles the dragging
/// pointer's events and the frames of autoscrolling, and returns what the table should do, the
/// shape `PointerGestureRecognizer` has.
///
/// The table lifts the row (it knows the cells and their grabbers), holds the interaction in its
/// `InteractionMode` and applies the effects: it moves the lifted row in its layout (the other
/// rows glide aside), warns about a bad destination, drops the row (the data source hears
/// `moveRowAt`) or puts it back.
@MainActor
struct ReorderInteraction {
  /// What the table does after the drag handled an event, in order.
  enum Effect {
    /// The lifted row moved: lay out again.
    case redraw
    /// The lifted row takes another place: `layout` is the table's layout with the row moved
    /// by `move`; the rows between glide to their new places.
    case moveLiftedRow(RowMove, layout: TableLayout)
    /// Tell the warning handler.
    case warn(String)
    /// The finger lifted: drop the row where it is.
    case drop
    /// The pointer was cancelled: put the row back where it was lifted from.
    case cancel
  }

  /// The drag.
  private(set) var session: ReorderSession

  /// Lifts a row.
  /// - Parameters:
  ///   - pointer: The pointer dragging it.
  ///   - cell: The row's cell.
  ///   - indexPath: Where the row is.
  ///   - frame: Where the row is drawn now, in content coordinates (it may still be gliding).
  ///   - location: Where the finger is, in view coordinates.
  ///   - time: Now, on the frame clock.
  ///   - contentOffset: The table's content offset.
  init(
    pointer: Int, cell: TableViewCell, indexPath: IndexPath, frame: CGRect, location: CGPoint,
    time: TimeInterval, contentOffset: CGPoint
  ) {
    session = ReorderSession(
      pointer: pointer, cell: cell, source: indexPath, current: indexPath,
      lastProposal: indexPath, grabOffsetY: location.y + contentOffset.y - frame.minY,
      pointerLocation: location, liftedFrame: frame, lastFrameTime: time)
  }

  // MARK: - Events

  /// Handles a pointer event while the row is dragged: the dragging pointer's moves, lift and
  /// cancel go to the drag, other pointers are ignored, and a right click does nothing.
  /// - Returns: Whether the event was the drag's (nothing else sees it), and the effects.
  mutating func handle(_ event: InputEvent, at time: TimeInterval, table: some ReorderTableReading)
    -> (handled: Bool, effects: [Effect])
  {
    switch event {
    case .pointerDown, .secondaryClick:
      return (true, [])
    case .pointerMoved(let id, let location, _):
      guard id == session.pointer else { return (true, []) }
      return (true, move(to: location, at: time, table: table))
    case .pointerUp(let id, let location, _):
      guard id == session.pointer else { return (true, []) }
      return (true, move(to: location, at: time, table: table) + [.drop])
    case .pointerCancelled(let id):
      return (true, id == session.pointer ? [.cancel] : [])
    case .wheel, .key, .text, .composition:
      return (false, [])
    }
  }

  /// The dragging pointer moved to `location` (view coordinates).
  private mutating func move(
    to location: CGPoint, at time: TimeInterval, table: some ReorderTableReading
  ) -> [Effect] {
    if table.reorderAutoscrollVelocity(pointerY: session.pointerLocation.y) == 0 {
      session.lastFrameTime = time
    }
    session.pointerLocation = location
    return followFinger(table: table)
  }

  /// Puts the lifted row under the finger (within the sections' span) and, when its centre
  /// has come nearer another place, asks the delegate where it may go and makes room there.
  mutating func followFinger(table: some ReorderTableReading) -> [Effect] {
    let layout = table.layout
    let fingerY = session.pointerLocation.y + table.contentOffset.y
    let height = session.liftedFrame.height
    let top = layout.rectForSection(0).minY
    let bottom = max(top, layout.rectForSection(layout.numberOfSections - 1).maxY - height)
    var frame = session.liftedFrame
    frame.origin.y = min(max(fingerY - session.grabOffsetY, top), bottom)
    frame.origin.x = layout.rectForRow(at: session.current).minX
    session.liftedFrame = frame
    var effects: [Effect] = [.redraw]
    let proposal = layout.reorderDestination(movingRowAt: session.current, liftedMidY: frame.midY)
    guard proposal != session.lastProposal else { return effects }
    session.lastProposal = proposal
    let target = table.targetIndexPath(
      forMoveFromRowAt: session.source, toProposedIndexPath: proposal)
    guard Self.isPlace(target, forRowMovingFrom: session.current, in: layout) else {
      effects.append(
        .warn(
          "targetIndexPathForMoveFromRowAt returned \(target), which is not a place the row "
            + "can move to; it stays at \(session.current)"))
      return effects
    }
    if target != session.current, let move = moveLiftedRow(to: target, in: layout) {
      effects.append(move)
    }
    return effects
  }

  /// Takes the lifted row back to where it was lifted from (the drag is being cancelled).
  /// - Returns: The move, when the row had left its place.
  mutating func returnToSource(table: some ReorderTableReading) -> [Effect] {
    guard session.current != session.source,
      let move = moveLiftedRow(to: session.source, in: table.layout)
    else { return [] }
    return [move]
  }

  /// Moves the lifted row to `target` in `layout`.
  private mutating func moveLiftedRow(to target: IndexPath, in layout: TableLayout) -> Effect? {
    let move = RowMove(from: session.current, to: target)
    var newLayout = layout
    guard newLayout.moveRow(at: session.current, to: target) else { return nil }
    session.current = target
    return .moveLiftedRow(move, layout: newLayout)
  }

  /// Whether a row at `source` can move to `place` (an index path after the move).
  static func isPlace(
    _ place: IndexPath, forRowMovingFrom source: IndexPath, in layout: TableLayout
  ) -> Bool {
    guard place.count == 2, place.section >= 0, place.section < layout.numberOfSections else {
      return false
    }
    let limit =
      layout.numberOfRows(inSection: place.section) - (place.section == source.section ? 1 : 0)
    return place.row >= 0 && place.row <= limit
  }

  // MARK: - Autoscrolling

  /// Brings autoscrolling to `time`: near an edge the table scrolls by the velocity times the
  /// time since the last frame. The table scrolls there, then calls `followFinger(table:)`
  /// to keep the row under the finger.
  /// - Returns: The content offset to scroll to, or nil when the table does not scroll.
  mutating func advance(to time: TimeInterval, table: some ReorderTableReading) -> CGFloat? {
    let elapsed = max(0, time - session.lastFrameTime)
    session.lastFrameTime = time
    let velocity = table.reorderAutoscrollVelocity(pointerY: session.pointerLocation.y)
    guard velocity != 0, elapsed > 0 else { return nil }
    let offset = table.contentOffset.y
    let target = table.clampedContentOffsetY(offset + velocity * CGFloat(elapsed))
    return target != offset ? target : nil
  }

  /// The autoscroll velocity for a finger at `pointerY` in a view whose unobscured part runs
  /// from `visibleTop` to `visibleBottom`: zero outside the edge zones
  /// (`Metrics.reorderAutoscrollZone`, at most a quarter of the view), growing linearly to
  /// `Metrics.reorderAutoscrollMaximumSpeed` at the edge and beyond.
  static func autoscrollVelocity(
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
}

/// A row lifted by its reorder control and following the finger.
struct ReorderSession {
  /// The pointer dragging it.
  let pointer: Int
  /// The row's cell.
  let cell: TableViewCell
  /// Where the row was when it was lifted: its index path in the data source until the drop.
  let source: IndexPath
  /// Where the row is in the table's layout now (other rows have made room for it).
  var current: IndexPath
  /// The destination last proposed to the delegate.
  var lastProposal: IndexPath
  /// How far below the row's top the finger took hold of it.
  let grabOffsetY: CGFloat
  /// Where the finger is, in the table's view coordinates.
  var pointerLocation: CGPoint
  /// Where the lifted row is drawn, in content coordinates.
  var liftedFrame: CGRect
  /// The time autoscrolling was last brought to.
  var lastFrameTime: TimeInterval

  /// The move the table's layout shows and the data source has not been told of.
  var move: RowMove { RowMove(from: source, to: current) }
}

/// A dropped row settling into its place.
struct SettlingRow {
  /// The row's cell.
  let cell: TableViewCell
  /// When the row was dropped.
  let start: TimeInterval
  /// When it reaches its place.
  let end: TimeInterval

  /// How strong its shadow is at `time`: full when dropped, gone when settled.
  func shadowOpacity(at time: TimeInterval) -> CGFloat {
    guard end > start else { return 0 }
    return CGFloat(max(0, min(1, (end - time) / (end - start))))
  }
}
