import Foundation

/// A toolbar's look, as UIKit's `UIToolbarAppearance`: the background and hairline of
/// `BarAppearance` and how its buttons show their titles.
public final class ToolbarAppearance: BarAppearance {
  /// How plain bar buttons show their titles.
  public var buttonAppearance = BarButtonItemAppearance(style: .plain)
  /// How `.done` bar buttons show their titles.
  public var doneButtonAppearance = BarButtonItemAppearance(style: .done)

  override func copyContent(from other: BarAppearance) {
    super.copyContent(from: other)
    guard let other = other as? ToolbarAppearance else { return }
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
  }

  /// The appearance of a button of `style`.
  func buttons(of style: BarButtonItem.Style) -> BarButtonItemAppearance {
    style == .done ? doneButtonAppearance : buttonAppearance
  }
}
