import Foundation

/// iOS 15's scroll-edge look for the bars along the bottom (a tab bar, a navigation
/// controller's toolbar): the scroll-edge appearance (clear, without its hairline, by default)
/// while the content ends at or above the bar, as when a list is scrolled to its end or is
/// shorter than the screen, or the content does not scroll at all; the standard appearance
/// (the bars' material and hairline) once content runs under the bar, cross-fading over
/// `Metrics.bottomBarScrollEdgeFadeDistance` of it. A bar given a `barTintColor` keeps its
/// color whatever the content does, and a bar placed by hand (not by a tab bar or navigation
/// controller) always shows its standard look.
@MainActor
struct BottomBarScrollEdge {
  /// The content that runs under the bar; the controller that places the bar sets it.
  weak var contentScrollView: ScrollView?
  /// Whether the bar follows its content's scroll edge: set by the controller that places
  /// it; a bar placed by hand always shows its standard look.
  var isFollowed = false

  /// How far content has run under the bar, from 0 (at its scroll edge) to 1; 1 for a bar
  /// that does not follow its content.
  var contentUnder: CGFloat { isFollowed ? Self.backgroundAlpha(over: contentScrollView) : 1 }

  /// The bar's backdrop now: the bar's (or its selected item's) appearances, where a bar
  /// styled by its `barTintColor` alone keeps that color at the scroll edge too.
  func backdrop<Appearance: BarAppearance>(
    appearances: BarAppearances<Appearance>, overriding item: (standard: Appearance?, scrollEdge: Appearance?),
    barTintColor: Color?
  ) -> BarBackdrop {
    var standard: BarAppearance = item.standard ?? appearances.standard
    var keepsLookAtEdge = false
    if item.standard == nil, !appearances.isStandardSet, let barTintColor {
      let tinted = appearances.standard.copy()
      tinted.backgroundEffect = nil
      tinted.backgroundColor = barTintColor
      standard = tinted
      keepsLookAtEdge = true
    }
    let scrollEdge =
      item.scrollEdge ?? appearances.scrollEdge
      ?? (keepsLookAtEdge ? standard : nil)
    return BarBackdrop(standard: standard, scrollEdge: scrollEdge, contentUnder: contentUnder)
  }

  /// How much of a bottom bar's standard background and hairline show, from 0 (the scroll
  /// edge's look) to 1.
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

extension View {
  /// Draws a bottom bar's background over its bounds, with its hairline along the top.
  func drawBottomBarBackground(
    _ backdrop: BarBackdrop, isTranslucent: Bool, into list: inout DrawList
  ) {
    let y = 1 / (2 * screen.scale)
    backdrop.draw(
      in: CGRect(origin: .zero, size: bounds.size),
      hairline: (CGPoint(x: 0, y: y), CGPoint(x: bounds.width, y: y)),
      reducesTransparency: reducesTransparency || !isTranslucent, into: &list)
  }
}

extension Metrics {
  /// How far content must run under a tab bar or toolbar for its material and hairline to
  /// show in full (they fade in over this distance from the content's end).
  public static let bottomBarScrollEdgeFadeDistance: CGFloat = 12
}
