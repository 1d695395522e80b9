import Foundation

/// The metrics of text fields, kept beside the views they size.
extension Metrics {
  /// A field's text and placeholder: iOS's body text style (17 at Large), which a field with
  /// `adjustsFontForContentSizeCategory` makes again at its text size.
  public static let textFieldFont = Font.preferredFont(forTextStyle: .body)
  /// The most characters a field holds unless told otherwise: enough for any one-line entry,
  /// little enough that measuring the text each frame stays cheap after a huge paste.
  public static let textFieldDefaultMaximumLength = 10_000
  /// The room between a field's border and its text, on each side.
  public static let textFieldHorizontalInset: CGFloat = 7
  /// The corner radius of a `.roundedRect` field.
  public static let textFieldCornerRadius: CGFloat = 5
  /// The hairline around a `.roundedRect` or `.line` field.
  public static let textFieldBorderColor = Color.dynamic(
    light: Color(rgb: 0xCCCCCC), dark: Color(rgb: 0x48484A))
  /// The caret's width; it is drawn in the tint color.
  public static let textFieldCaretWidth: CGFloat = 2
  /// One blink of the caret, on then off, in seconds.
  public static let textFieldBlinkPeriod: TimeInterval = 1
  /// How long the caret stays solid after an edit before it starts blinking.
  public static let textFieldBlinkDelay: TimeInterval = 0.5
  /// The selection highlight: the tint at this opacity.
  public static let textFieldSelectionAlpha: CGFloat = 0.2
  /// The clear button's circle.
  public static let textFieldClearButtonDiameter: CGFloat = 17
  /// The width the clear button takes at the trailing edge (circle and room around it).
  public static let textFieldClearButtonWidth: CGFloat = 27
  /// The clear button's circle color.
  public static let textFieldClearButtonColor = Color.systemGray3
  /// The longest pause between the presses of a double or triple click (or tap) on a field:
  /// the default double-click interval of macOS and of most Linux desktops.
  public static let textFieldMultiClickInterval: TimeInterval = 0.5
  /// How far apart, in points, the presses of a multi-click may land: about a fingertip, so a
  /// double tap counts though the finger lands a little off.
  public static let textFieldMultiClickDistance: CGFloat = 10
}
