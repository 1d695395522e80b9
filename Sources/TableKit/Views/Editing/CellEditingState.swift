import Foundation

/// What a cell knows about editing beyond `isEditing`: the animated amount of editing shown,
/// the Delete button's (or swipe actions') reveal, and what the table decided for the row.
///
/// The animations are pure functions of the time the table brings the cell to
/// (`TableViewCell.advanceAnimations(to:)`), so a picture taken mid-transition is the same on
/// every run.
struct CellEditingState {
  /// How far the cell is into editing: 0 shows the normal layout, 1 the editing layout (controls
  /// in, content indented); in between while entering or leaving.
  var amount = PropertyAnimation<CGFloat>(value: 0)
  /// How far the content has slid aside to reveal the Delete button, in points (0 when closed).
  var reveal = PropertyAnimation<CGFloat>(value: 0)
  /// The swipe actions the row shows in place of the Delete button, if the delegate gave some.
  var swipeActions: RowSwipeActions?
  /// The opening of the row (`RowSwipeActions.opening`) whose action handler runs and has not
  /// called its completion yet: its buttons take no more taps until it does.
  var pendingSwipeActionOpening: Int?
  /// How far a full swipe has stretched the first swipe action across the row, 0 ... 1.
  var expansion = PropertyAnimation<CGFloat>(value: 0)
  /// Whether the delegate lets the row's content indent while editing.
  var tableAllowsIndent = true
  /// Whether the data source lets the row move; the reorder control shows only then.
  var tableAllowsMove = true
  /// Whether the data source implements `moveRowAt`: its rows show the reorder control in
  /// editing without asking for it (`showsReorderControl`), as on iOS.
  var dataSourceMovesRows = false
  /// The Delete button's title, from the delegate.
  var deleteTitle = "Delete"
  /// Whether the row is lifted by its reorder control (drawn by the table above the others).
  var isLifted = false
  /// Whether the row shows a selection circle in place of its editing control: the table
  /// allows multiple selection during editing and the row can be edited, as in UIKit.
  var showsSelectionCircle = false

  /// The state last announced with `willTransition(to:)`.
  var announcedState: TableViewCell.StateMask = []
  /// The state whose `didTransition(to:)` waits for the animations to end.
  var pendingDidTransition: TableViewCell.StateMask?

  /// Whether any of the animations still runs after `time`.
  func isAnimating(after time: TimeInterval?) -> Bool {
    let time = time ?? -.infinity
    return amount.endTime > time || reveal.endTime > time || expansion.endTime > time
  }
}
