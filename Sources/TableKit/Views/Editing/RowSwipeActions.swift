import Foundation

/// The swipe actions a row shows on one side, in place of the classic Delete button: the
/// delegate's configuration, a button for each action, and the opening they belong to.
struct RowSwipeActions {
  /// A side of a row that a swipe reveals.
  enum Side: Equatable {
    /// The leading edge (the left in left-to-right layout), revealed by a swipe toward trailing.
    case leading
    /// The trailing edge, revealed by a swipe toward leading.
    case trailing
  }

  /// The side the buttons are on.
  let side: Side
  /// The delegate's configuration.
  let configuration: SwipeActionsConfiguration
  /// A button for each action, in the configuration's order (outermost first).
  let buttons: [SwipeActionButton]
  /// Where the buttons go as the row opens.
  let layout: SwipeActionsLayout
  /// Which opening of a row this is: a completion handler from an earlier one finds another
  /// number here and is ignored.
  let opening: Int
}
