import Foundation

/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`: the title,
/// the buttons on either side, the back button's title its next controller shows, and whether
/// it uses a large title.
@preconcurrency @MainActor
public final class NavigationItem {
  /// When a large title shows, as `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the controller below on the stack does (the root: as the bar prefers).
    case automatic = 0
    /// Always, when the bar prefers large titles.
    case always = 1
    /// Never: the small centred title.
    case never = 2
  }

  /// The title; a controller's `title` sets it.
  public var title: String?
  /// The buttons on the leading side, from the edge inwards; they replace the back button
  /// unless `leftItemsSupplementBackButton`.
  public var leftBarButtonItems: [BarButtonItem]?
  /// The buttons on the trailing side, from the edge inwards.
  public var rightBarButtonItems: [BarButtonItem]?
  /// Whether the leading buttons follow the back button rather than replace it.
  public var leftItemsSupplementBackButton = false
  /// Whether the back button is hidden.
  public var hidesBackButton = false
  /// The title the back button shows while the next controller is on top; nil uses this
  /// item's title (or "Back" where that does not fit).
  public var backButtonTitle: String?
  /// When a large title shows; `.automatic` by default.
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// The search whose bar the navigation bar shows under the title (and large title), as
  /// UIKit's `searchController` (iOS 11).
  public var searchController: SearchController?
  /// Whether the search bar hides under the navigation bar as the content scrolls up, and is
  /// revealed by pulling the content down (it stays when pulled past half its height); true
  /// by default, as in UIKit. While the search is active the bar always shows.
  public var hidesSearchBarWhenScrolling = true
  /// A line of text above the title, as UIKit's `prompt`. Kept but not drawn yet: the bar has
  /// no prompt row.
  public var prompt: String?

  /// The bar's look while this item is on top, over the bar's `standardAppearance`; the item
  /// keeps a copy.
  public var standardAppearance: NavigationBarAppearance? {
    didSet { standardAppearance = standardAppearance?.copy() }
  }
  /// The bar's look at the content's scroll edge while this item is on top, over the bar's
  /// `scrollEdgeAppearance`; the item keeps a copy.
  public var scrollEdgeAppearance: NavigationBarAppearance? {
    didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() }
  }
  /// The look of a bar of compact height while this item is on top, kept for ported code:
  /// TableKit's navigation bars are never of compact height, so it is not drawn.
  public var compactAppearance: NavigationBarAppearance? {
    didSet { compactAppearance = compactAppearance?.copy() }
  }
  /// The compact bar's look at its scroll edge, kept as `compactAppearance` is.
  public var compactScrollEdgeAppearance: NavigationBarAppearance? {
    didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() }
  }

  /// Creates an item with a title.
  public init(title: String? = nil) {
    self.title = title
  }

  /// The first leading button; setting it replaces them all.
  public var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing button (at the edge); setting it replaces them all.
  public var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading buttons, as `setLeftBarButtonItems(_:animated:)`.
  public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing buttons, as `setRightBarButtonItems(_:animated:)`.
  public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets the first leading button, as `setLeftBarButton(_:animated:)`; buttons change at once.
  public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the first trailing button, as `setRightBarButton(_:animated:)`; buttons change at once.
  public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Hides or shows the back button, as `setHidesBackButton(_:animated:)`; at once.
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
}
