import Foundation

/// What the user is doing to the table's rows in the way of editing: a swipe to delete (or to
/// swipe actions), a row lifted by its reorder control, or a dropped row settling into its place.
struct EditingInteraction {
  /// The swipe under way.
  var swipe: RowSwipeSession?
  /// Whether the current pan began as a swipe: it never scrolls, even if the swipe was ended
  /// early (editing began, the table reloaded).
  var panIsSwipe = false
  /// The row being dragged by its reorder control.
  var reorder: ReorderSession?
  /// A dropped row gliding into its place, drawn above the others until it gets there.
  var settling: SettlingRow?
  /// The row a swipe put into editing: its delegate heard `willBeginEditingRowAt` and has not
  /// yet heard `didEndEditingRowAt`.
  weak var swipeEditedCell: TableViewCell?
  /// The index path `swipeEditedCell` had when its swipe began.
  var swipeEditedIndexPath: IndexPath?
  /// How many rows swipes have opened with swipe actions: the number of the latest opening.
  var swipeActionOpenings = 0
}

/// A swipe under way on one row, toward its Delete button or its swipe actions.
struct RowSwipeSession {
  /// The row's cell.
  let cell: TableViewCell
  /// The side the swipe reveals.
  let side: RowSwipeActions.Side
  /// The arithmetic of the swipe.
  var swipe: DeleteSwipe
  /// Where the finger went down, along x in the table's view coordinates.
  let downX: CGFloat
  /// Where the pan began along x: the recognizer's translations are measured from here.
  let panOriginX: CGFloat
  /// The latest travel toward opening, in points.
  var travel: CGFloat = 0
  /// Whether the latest travel makes a full swipe.
  var isFullSwipe = false
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
