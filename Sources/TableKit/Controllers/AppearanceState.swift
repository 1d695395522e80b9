/// Where a view controller's view is in appearing or disappearing, so that each appearance
/// method is called once per transition, in UIKit's order, even when a transition is cancelled.
enum AppearanceState: Sendable {
  /// Not on screen: `viewDidDisappear(_:)` was the last call, or nothing was called yet.
  case disappeared
  /// `viewWillAppear(_:)` was called; `viewDidAppear(_:)` is next.
  case appearing
  /// On screen: `viewDidAppear(_:)` was the last call.
  case appeared
  /// `viewWillDisappear(_:)` was called; `viewDidDisappear(_:)` is next.
  case disappearing
}
