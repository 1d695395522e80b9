import Foundation

/// How a bar's buttons show their titles in each state, as UIKit's
/// `UIBarButtonItemAppearance`, part of a `NavigationBarAppearance` or `ToolbarAppearance`.
@preconcurrency @MainActor
public final class BarButtonItemAppearance {
  /// An enabled button at rest.
  public var normal = BarButtonItemStateAppearance()
  /// A button while it is pressed.
  public var highlighted = BarButtonItemStateAppearance()
  /// A disabled button.
  public var disabled = BarButtonItemStateAppearance()
  /// A button with the keyboard focus.
  public var focused = BarButtonItemStateAppearance()

  /// Creates the default look of plain buttons: the tint color, dimmed while pressed.
  public init() {}

  /// Creates the default look of buttons of `style`; a `.done` button's title is semibold.
  public convenience init(style: BarButtonItem.Style) {
    self.init()
    configureWithDefault(for: style)
  }

  /// Returns the states to UIKit's defaults for buttons of `style`: no attributes of their own
  /// (the bar's tint and the style's weight).
  public func configureWithDefault(for style: BarButtonItem.Style) {
    for state in [normal, highlighted, disabled, focused] { state.titleTextAttributes = [:] }
  }

  /// A copy with copies of its states.
  public func copy() -> BarButtonItemAppearance {
    let copy = BarButtonItemAppearance()
    copy.normal = normal.copy()
    copy.highlighted = highlighted.copy()
    copy.disabled = disabled.copy()
    copy.focused = focused.copy()
    return copy
  }

  /// The color of a button's title (and glyph): the attribute of its state (disabled,
  /// highlighted while pressed, else normal) where set; else the bar's, that is the item's
  /// tint or `tint`, gray when disabled, dimmed while pressed (the normal color dimmed when
  /// only that is set).
  func titleColor(of item: BarButtonItem, isHighlighted: Bool, tint: Color) -> Color {
    if !item.isEnabled {
      return disabled.titleTextAttributes.foregroundColor ?? Metrics.barButtonDisabledColor
    }
    if isHighlighted, let color = highlighted.titleTextAttributes.foregroundColor { return color }
    let color = normal.titleTextAttributes.foregroundColor ?? item.tintColor ?? tint
    return isHighlighted ? color.multiplyingAlpha(by: Metrics.barButtonHighlightedAlpha) : color
  }

  /// The font of a button's title: the normal state's where set, else `defaultFont`. One
  /// font for every state, so that pressing a button does not move the others.
  func titleFont(default defaultFont: Font) -> Font {
    normal.titleTextAttributes.font ?? defaultFont
  }
}

/// How a bar button shows its title in one state, as UIKit's
/// `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor
public final class BarButtonItemStateAppearance {
  /// The title's attributes: `.foregroundColor` (a `Color`) replaces the tint, `.font` (a
  /// `Font`) the bar's button font.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Creates a state with no attributes of its own.
  public init() {}

  /// A copy.
  public func copy() -> BarButtonItemStateAppearance {
    let copy = BarButtonItemStateAppearance()
    copy.titleTextAttributes = titleTextAttributes
    return copy
  }
}
