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

extension Metrics {
  // MARK: - Slider

  /// A slider's height (UIKit's intrinsic height).
  public static let sliderHeight: CGFloat = 31
  /// The slider's thumb.
  public static let sliderThumbDiameter: CGFloat = 28
  /// The slider's track's thickness.
  public static let sliderTrackHeight: CGFloat = 4
  /// How far around the thumb a press still grabs it.
  public static let sliderThumbGrabSlop: CGFloat = 10

  // MARK: - Segmented control

  /// A segmented control's height (iOS 13+).
  public static let segmentedControlHeight: CGFloat = 32
  /// The corner radius of the control's background.
  public static let segmentedControlCornerRadius: CGFloat = 9
  /// How far the selected segment's raised thumb sits inside the background.
  public static let segmentedControlThumbInset: CGFloat = 2
  /// The padding on each side of a segment's title.
  public static let segmentedControlSegmentPadding: CGFloat = 12
  /// The height of the hairlines between unselected segments.
  public static let segmentedControlDividerHeight: CGFloat = 16
  /// The segments' titles: 13-point regular, the selected one semibold.
  public static let segmentedControlFontSize: CGFloat = 13

  // MARK: - Stepper

  /// A stepper's size (iOS 13+).
  public static let stepperSize = CGSize(width: 94, height: 32)
  /// The corner radius of the stepper's background.
  public static let stepperCornerRadius: CGFloat = 8
  /// The width of the stepper's plus and minus glyphs.
  public static let stepperGlyphSide: CGFloat = 14

  // MARK: - Progress and activity

  /// A bar progress view's thickness (iOS 17).
  public static let progressViewHeight: CGFloat = 4
  /// The sides of the medium and large activity indicators.
  public static let activityIndicatorSides: (medium: CGFloat, large: CGFloat) = (20, 37)
  /// How many spokes an activity indicator has, and how many steps it turns a second.
  public static let activityIndicatorSpokes = 8
  /// How long one turn of the activity indicator takes.
  public static let activityIndicatorPeriod: TimeInterval = 1

  // MARK: - Page control

  /// A page dot's diameter.
  public static let pageControlDotDiameter: CGFloat = 7
  /// The space between page dots' centres.
  public static let pageControlDotSpacing: CGFloat = 16
  /// A page control's height.
  public static let pageControlHeight: CGFloat = 26
}
