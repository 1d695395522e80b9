import Foundation

/// The actions a row shows on one side when it is swiped, as UIKit's
/// `UISwipeActionsConfiguration`. The first action sits next to the row's edge; with
/// `performsFirstActionWithFullSwipe`, swiping across the row performs it. A configuration
/// without actions means no swipe on that side.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration {
  /// The actions, outermost (next to the row's edge) first.
  public let actions: [ContextualAction]
  /// Whether a swipe across the whole row performs the first action; true by default.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`, outermost first.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}
