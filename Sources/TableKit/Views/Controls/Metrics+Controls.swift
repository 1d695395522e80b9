import Foundation

/// The sizes buttons and the common controls draw with, tuned by eye against iOS 17.
extension Metrics {
  // MARK: - Tracking

  /// How far outside its bounds a press stays on a control (UIKit keeps a touch "inside" within
  /// about 70 points).
  public static let controlTrackingSlop: CGFloat = 70

  // MARK: - Buttons

  /// A legacy (`init(type:)`) button's title font: the 15-point system font.
  public static let buttonTitleFont = Font.systemFont(ofSize: 15)
  /// The space above and below a legacy button's title (a "Button" titled system button is 30
  /// tall).
  public static let buttonVerticalPadding: CGFloat = 6
  /// The opacity a system button's title and image dim to while pressed.
  public static let buttonHighlightedAlpha: CGFloat = 0.2
  /// The opacity a configured button's background dims to while pressed.
  public static let buttonHighlightedBackgroundAlpha: CGFloat = 0.7
  /// The side of the detail disclosure, info and add buttons.
  public static let buttonGlyphSide: CGFloat = 22
  /// The side of the close button's gray circle (iOS 13+).
  public static let closeButtonSide: CGFloat = 30
  /// The corner radii of a configured button's `.small`, `.medium` and `.large` corner styles.
  public static let buttonCornerRadii: (small: CGFloat, medium: CGFloat, large: CGFloat) = (
    4, 8, 12
  )
  /// The opacity of a `.tinted()` button's background: its tint, faded.
  public static let tintedButtonBackgroundAlpha: CGFloat = 0.15
  /// The up-and-down chevrons of a pop-up button, and the down chevron of a pull-down one.
  public static let buttonIndicatorSize = CGSize(width: 8, height: 14)
  /// The space between a button's title and its menu indicator.
  public static let buttonIndicatorSpacing: CGFloat = 6
  /// The gap between a button and the menu it opens.
  public static let buttonMenuSpacing: CGFloat = 8
}
