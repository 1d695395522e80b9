import Foundation

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`: the background and
/// hairline of `BarAppearance`, the title's and large title's text attributes, and how its
/// buttons show their titles.
///
/// Set on `NavigationBar` (`standardAppearance`, `scrollEdgeAppearance`, and the compact
/// pair) for every screen, or on a `NavigationItem` for the screen it belongs to.
public final class NavigationBarAppearance: BarAppearance {
  /// The small title's attributes: `.foregroundColor` (a `Color`; the label color by
  /// default) and `.font` (a `Font`; 17-point semibold by default).
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's attributes, as `titleTextAttributes` (34-point bold by default).
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// How plain bar buttons show their titles.
  public var buttonAppearance = BarButtonItemAppearance(style: .plain)
  /// How `.done` bar buttons show their titles.
  public var doneButtonAppearance = BarButtonItemAppearance(style: .done)
  /// How the back button shows its title (its chevron keeps the bar's tint, as on iOS).
  public var backButtonAppearance = BarButtonItemAppearance(style: .plain)

  override func copyContent(from other: BarAppearance) {
    super.copyContent(from: other)
    guard let other = other as? NavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    largeTitleTextAttributes = other.largeTitleTextAttributes
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
    backButtonAppearance = other.backButtonAppearance.copy()
  }

  /// The appearance of a button of `style`.
  func buttons(of style: BarButtonItem.Style) -> BarButtonItemAppearance {
    style == .done ? doneButtonAppearance : buttonAppearance
  }
}
