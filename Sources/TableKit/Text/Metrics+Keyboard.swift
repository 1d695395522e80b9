import Foundation

/// The metrics and colors of the on-screen keyboard, after iOS's light keyboard on an iPhone
/// (216 points tall in portrait: 42-point keys in four rows 12 apart).
extension Metrics {
  /// The room above the top row.
  public static let keyboardTopInset: CGFloat = 8
  /// The room below the bottom row.
  public static let keyboardBottomInset: CGFloat = 4
  /// The room between the outermost keys and the keyboard's sides.
  public static let keyboardSideInset: CGFloat = 3
  /// The room between two keys of a row.
  public static let keyboardKeyGap: CGFloat = 6
  /// The room between two rows.
  public static let keyboardRowGap: CGFloat = 12
  /// The candidate bar of a composing keyboard (Pinyin) over its keys: iOS's 44 points.
  public static let keyboardCandidateBarHeight: CGFloat = 44
  /// The room on each side of a candidate's text in the candidate bar.
  public static let keyboardCandidatePadding: CGFloat = 12
  /// The shortest key: an iPhone's.
  public static let keyboardMinimumKeyHeight: CGFloat = 42
  /// The tallest key, reached on wide screens (a kiosk's), so that the keyboard leaves most of
  /// the screen to the content.
  public static let keyboardMaximumKeyHeight: CGFloat = 54
  /// A key's height over its width until the limits above: an iPhone's keys are 31.5 × 42.
  public static let keyboardKeyAspectRatio: CGFloat = 1.33
  /// The corner radius of a key.
  public static let keyboardKeyCornerRadius: CGFloat = 5
  /// How far a key's shadow shows below it.
  public static let keyboardKeyShadowOffset: CGFloat = 1
  /// The room above a pad's top row (number, decimal and phone pads).
  public static let keyboardPadTopInset: CGFloat = 6
  /// The room between a pad's rows.
  public static let keyboardPadRowGap: CGFloat = 7
  /// The room between a pad's keys in a row.
  public static let keyboardPadKeyGap: CGFloat = 6
  /// The room between a pad's outer keys and the keyboard's sides.
  public static let keyboardPadSideInset: CGFloat = 6
  /// How long the keyboard takes to slide in or out, on the window's clock.
  public static let keyboardSlideDuration: TimeInterval = 0.25
  /// How long backspace is held before it starts repeating.
  public static let keyboardRepeatDelay: TimeInterval = 0.5
  /// How long a letter is held before its accented variants show, as on iOS.
  public static let keyboardLongPressDelay: TimeInterval = 0.45
  /// How often a held backspace repeats.
  public static let keyboardRepeatInterval: TimeInterval = 0.1
  /// The longest pause between two taps of shift that lock capitals.
  public static let keyboardCapsLockInterval: TimeInterval = 0.35

  /// The keyboard's background.
  public static let keyboardBackgroundColor = Color.dynamic(
    light: Color(rgb: 0xD1D3D9), dark: Color(rgb: 0x2B2B2B))
  /// A character key's face.
  public static let keyboardKeyColor = Color.dynamic(
    light: .white, dark: Color(rgb: 0x6B6B6B))
  /// A function key's face (shift, backspace, 123, return), and a pressed character key's.
  public static let keyboardFunctionKeyColor = Color.dynamic(
    light: Color(rgb: 0xABB0BC), dark: Color(rgb: 0x464646))
  /// The shadow line under every key.
  public static let keyboardKeyShadowColor = Color.dynamic(
    light: Color(rgb: 0x898A8D), dark: Color(rgb: 0x0F0F0F))
  /// A return key that says what it does ("Search", "Go", "Done"): the system blue.
  public static let keyboardActionKeyColor = Color(rgb: 0x007AFF)
}
