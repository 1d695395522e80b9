import Foundation

// MARK: - iOS system colors (light mode)

/// UIKit's named system colors with iOS 13+'s light-mode values, so that ported code such as
/// `cell.imageView?.tintColor = .systemRed` compiles and looks as on iOS. TableKit has no dark
/// mode: each name is one fixed color.
///
/// Three names UIKit also has are older in TableKit and keep their values, because every
/// screenshot golden is drawn with them: `label` (the same #000000), `systemGray` (the same
/// #8E8E93), `secondaryLabel` (#8E8E93, opaque, where iOS 13 has #3C3C43 at 60 %, which looks
/// alike on white) and `separator` (#C8C7CC, opaque, where iOS 13 has #3C3C43 at 29 %).
extension Color {
  /// iOS's system red, #FF3B30.
  public static let systemRed = Color(rgb: 0xFF3B30)
  /// iOS's system orange, #FF9500.
  public static let systemOrange = Color(rgb: 0xFF9500)
  /// iOS's system yellow, #FFCC00.
  public static let systemYellow = Color(rgb: 0xFFCC00)
  /// iOS's system green, #34C759.
  public static let systemGreen = Color(rgb: 0x34C759)
  /// iOS's system mint (iOS 15), #00C7BE.
  public static let systemMint = Color(rgb: 0x00C7BE)
  /// iOS's system teal, #30B0C7.
  public static let systemTeal = Color(rgb: 0x30B0C7)
  /// iOS's system cyan (iOS 15), #32ADE6.
  public static let systemCyan = Color(rgb: 0x32ADE6)
  /// iOS's system blue, #007AFF: the same color as `tint`.
  public static let systemBlue = Color(rgb: 0x007AFF)
  /// iOS's system indigo, #5856D6.
  public static let systemIndigo = Color(rgb: 0x5856D6)
  /// iOS's system purple, #AF52DE.
  public static let systemPurple = Color(rgb: 0xAF52DE)
  /// iOS's system pink, #FF2D55.
  public static let systemPink = Color(rgb: 0xFF2D55)
  /// iOS's system brown, #A2845E.
  public static let systemBrown = Color(rgb: 0xA2845E)
}

// MARK: - System grays

extension Color {
  /// iOS's second system gray, #AEAEB2.
  public static let systemGray2 = Color(rgb: 0xAEAEB2)
  /// iOS's third system gray, #C7C7CC.
  public static let systemGray3 = Color(rgb: 0xC7C7CC)
  /// iOS's fourth system gray, #D1D1D6.
  public static let systemGray4 = Color(rgb: 0xD1D1D6)
  /// iOS's fifth system gray, #E5E5EA.
  public static let systemGray5 = Color(rgb: 0xE5E5EA)
  /// iOS's lightest system gray, #F2F2F7.
  public static let systemGray6 = Color(rgb: 0xF2F2F7)
}

// MARK: - Semantic colors

extension Color {
  /// Text of third importance: #3C3C43 at 30 %.
  public static let tertiaryLabel = Color(rgb: 0x3C3C43, alpha: 0.3)
  /// Text of fourth importance: #3C3C43 at 18 %.
  public static let quaternaryLabel = Color(rgb: 0x3C3C43, alpha: 0.18)
  /// The placeholder of a text field: #3C3C43 at 30 %.
  public static let placeholderText = Color(rgb: 0x3C3C43, alpha: 0.3)
  /// A separator that hides what is behind it, #C6C6C8.
  public static let opaqueSeparator = Color(rgb: 0xC6C6C8)
  /// Links, #007AFF.
  public static let link = Color(rgb: 0x007AFF)
  /// The fill of thin and small shapes (a slider's track): #787880 at 20 %.
  public static let systemFill = Color(rgb: 0x787880, alpha: 0.2)
}

// MARK: - Backgrounds

extension Color {
  /// The background of a plain screen, white.
  public static let systemBackground = Color(white: 1)
  /// Content layered on `systemBackground`, #F2F2F7.
  public static let secondarySystemBackground = Color(rgb: 0xF2F2F7)
  /// Content layered on `secondarySystemBackground`, white.
  public static let tertiarySystemBackground = Color(white: 1)
  /// The background of a grouped screen, #F2F2F7 (iOS 13's; the grouped table of iOS 7 that
  /// TableKit draws uses `groupedBackground`, #EFEFF4).
  public static let systemGroupedBackground = Color(rgb: 0xF2F2F7)
  /// Content on `systemGroupedBackground` (a grouped cell), white.
  public static let secondarySystemGroupedBackground = Color(white: 1)
  /// Content layered on `secondarySystemGroupedBackground`, #F2F2F7.
  public static let tertiarySystemGroupedBackground = Color(rgb: 0xF2F2F7)
}
