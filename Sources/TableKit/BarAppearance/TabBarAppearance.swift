import Foundation

/// A tab bar's look, as UIKit's `UITabBarAppearance`: the background and hairline of
/// `BarAppearance` and how its tabs show their images, titles and badges in each layout.
public final class TabBarAppearance: BarAppearance {
  /// The tabs of a phone's bar: the image over the title.
  public var stackedLayoutAppearance = TabBarItemAppearance()
  /// The tabs of a wide bar (an iPad's): the image beside the title.
  public var inlineLayoutAppearance = TabBarItemAppearance()
  /// The tabs of a bar of compact height (a phone held sideways). TableKit's tab bars are
  /// never of compact height, so this look is kept for ported code and not drawn.
  public var compactInlineLayoutAppearance = TabBarItemAppearance()

  override func copyContent(from other: BarAppearance) {
    super.copyContent(from: other)
    guard let other = other as? TabBarAppearance else { return }
    stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
    inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
    compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
  }
}

/// How tabs show themselves in each state, as UIKit's `UITabBarItemAppearance`.
@preconcurrency @MainActor
public final class TabBarItemAppearance {
  /// An enabled tab that is not selected.
  public var normal = TabBarItemStateAppearance()
  /// The selected tab.
  public var selected = TabBarItemStateAppearance()
  /// A disabled tab.
  public var disabled = TabBarItemStateAppearance()
  /// A tab with the keyboard focus.
  public var focused = TabBarItemStateAppearance()

  /// Creates the default look: the selected tab in the tint, the others gray, red badges.
  public init() {}

  /// A copy with copies of its states.
  public func copy() -> TabBarItemAppearance {
    let copy = TabBarItemAppearance()
    copy.normal = normal.copy()
    copy.selected = selected.copy()
    copy.disabled = disabled.copy()
    copy.focused = focused.copy()
    return copy
  }

  /// The state that applies to a tab: disabled, else selected, else normal.
  func state(isEnabled: Bool, isSelected: Bool) -> TabBarItemStateAppearance {
    if !isEnabled { return disabled }
    return isSelected ? selected : normal
  }
}

/// How a tab shows itself in one state, as UIKit's `UITabBarItemStateAppearance`. Unset
/// values fall back to the bar's: the tint for the selected tab, `unselectedItemTintColor` or
/// gray for the others, red badges with white text.
@preconcurrency @MainActor
public final class TabBarItemStateAppearance {
  /// The image's color.
  public var iconColor: Color?
  /// The title's attributes: `.foregroundColor` (a `Color`; the icon's color by default) and
  /// `.font` (a `Font`).
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The badge's color, under the item's own `badgeColor`.
  public var badgeBackgroundColor: Color?
  /// The badge text's attributes: `.foregroundColor` (white by default).
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Creates a state with nothing of its own.
  public init() {}

  /// A copy.
  public func copy() -> TabBarItemStateAppearance {
    let copy = TabBarItemStateAppearance()
    copy.iconColor = iconColor
    copy.titleTextAttributes = titleTextAttributes
    copy.badgeBackgroundColor = badgeBackgroundColor
    copy.badgeTextAttributes = badgeTextAttributes
    return copy
  }
}
