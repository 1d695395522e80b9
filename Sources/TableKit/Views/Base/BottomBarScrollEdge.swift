import Foundation

/// iOS 15's scroll-edge look for the bars along the bottom (a tab bar, a navigation
/// controller's toolbar): clear, without its hairline, while the content ends at or above the
/// bar, as when a list is scrolled to its end or is shorter than the screen, or the content does
/// not scroll at all; the bars' material and hairline once content runs under the bar, fading
/// in over `Metrics.bottomBarScrollEdgeFadeDistance` of it. A bar given a `barTintColor` keeps
/// its color whatever the content does, and a bar placed by hand (not by a tab bar or
/// navigation controller) always shows its material.
@MainActor
enum BottomBarScrollEdge {
  /// How much of a bottom bar's background and hairline show, from 0 (clear) to 1.
  /// - Parameter scrollView: The content that runs under the bar, or nil when what shows
  ///   above the bar does not scroll.
  static func backgroundAlpha(over scrollView: ScrollView?) -> CGFloat {
    guard let scrollView, !scrollView.isHidden, scrollView.window != nil else { return 0 }
    let visibleBottom =
      scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
    let under = scrollView.contentSize.height - visibleBottom
    guard under.isFinite else { return 1 }
    return min(1, max(0, under / Metrics.bottomBarScrollEdgeFadeDistance))
  }

  /// The scroll view whose content runs under a bottom bar while `controller` shows: a
  /// navigation controller's top controller's, else the controller's own view when it scrolls
  /// (a table view controller's table).
  static func contentScrollView(of controller: ViewController?) -> ScrollView? {
    guard let controller else { return nil }
    if let navigation = controller as? NavigationController {
      return navigation.topViewController.flatMap(NavigationController.mainScrollView(of:))
    }
    return NavigationController.mainScrollView(of: controller)
  }
}

extension Metrics {
  /// How far content must run under a tab bar or toolbar for its material and hairline to
  /// show in full (they fade in over this distance from the content's end).
  public static let bottomBarScrollEdgeFadeDistance: CGFloat = 12
}
