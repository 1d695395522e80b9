import Foundation

/// How a scroll view's bars change its content inset, as UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`. TableKit scrolls vertically only and has no
/// safe area besides the navigation bar, so `.automatic`, `.scrollableAxes` and `.always` all
/// add the bar's height; `.never` adds nothing.
public enum ContentInsetAdjustmentBehavior: Int, Sendable {
  /// The bars add their height (UIKit's default).
  case automatic = 0
  /// The bars add their height along the scrolling axis.
  case scrollableAxes = 1
  /// The bars never change the inset: the content starts under them.
  case never = 2
  /// The bars always add their height.
  case always = 3
}

extension ScrollView {
  /// UIKit nests the behaviour in the scroll view (`UIScrollView.ContentInsetAdjustmentBehavior`).
  public typealias ContentInsetAdjustmentBehavior = TableKit.ContentInsetAdjustmentBehavior

  /// Both indicators' insets at once, as UIKit's deprecated `scrollIndicatorInsets`; reads the
  /// vertical one.
  public var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// The controller's `additionalSafeAreaInsets` changed from `old`: content resting at its
  /// top stays at the new top, as it does when a bar's height changes.
  func additionalSafeAreaInsetsDidChange(from old: EdgeInsets) {
    let extra = controllerSafeAreaInsets
    let phase = simulation.state(at: clock.now).phase
    let oldTop =
      contentInsetAdjustmentBehavior == .never
      ? minimumContentOffsetY : minimumContentOffsetY + extra.top - old.top
    let restsAtTop = !phase.isTracking && !phase.isAnimating && abs(contentOffset.y - oldTop) < 0.5
    contentSizeDidChange()
    if restsAtTop { contentOffset = CGPoint(x: contentOffset.x, y: minimumContentOffsetY) }
  }

  /// The vertical indicator's track insets in force: the set insets, plus what the bars and the
  /// refresh band take when the insets adjust automatically. `contentInset` itself does not move
  /// the track, as in UIKit.
  var effectiveIndicatorInsets: EdgeInsets {
    var insets = verticalScrollIndicatorInsets
    guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
    let adjusted = adjustedContentInset
    insets.top += adjusted.top - contentInset.top
    insets.bottom += adjusted.bottom - contentInset.bottom
    return insets
  }
}
