import Foundation

// MARK: - iOS system colors

/// UIKit's named system colors, dynamic with iOS 17's light, dark and elevated values
/// (`../shared/LOOK.md`), so that ported code such as `cell.imageView?.tintColor = .systemRed`
/// compiles and looks as on iOS in both appearances.
///
/// Three names UIKit also has are older in TableKit and keep their values, because every
/// screenshot golden is drawn with them: `label` (the same #000000), `systemGray` (the same
/// #8E8E93), `secondaryLabel` (#8E8E93, opaque, where iOS 13 has #3C3C43 at 60 %, which looks
/// alike on white) and `separator` (#C8C7CC, opaque, where iOS 13 has #3C3C43 at 29 %).
extension Color {
  /// iOS's system red, #FF3B30.
  public static let systemRed = Color.dynamic(
    light: Color(rgb: 0xFF3B30), dark: Color(rgb: 0xFF453A),
    highContrast: (light: Color(rgb: 0xD70015), dark: Color(rgb: 0xFF6961)))
  /// iOS's system orange, #FF9500.
  public static let systemOrange = Color.dynamic(
    light: Color(rgb: 0xFF9500), dark: Color(rgb: 0xFF9F0A),
    highContrast: (light: Color(rgb: 0xC93400), dark: Color(rgb: 0xFFB340)))
  /// iOS's system yellow, #FFCC00.
  public static let systemYellow = Color.dynamic(
    light: Color(rgb: 0xFFCC00), dark: Color(rgb: 0xFFD60A),
    highContrast: (light: Color(rgb: 0xB25000), dark: Color(rgb: 0xFFD426)))
  /// iOS's system green, #34C759.
  public static let systemGreen = Color.dynamic(
    light: Color(rgb: 0x34C759), dark: Color(rgb: 0x30D158),
    highContrast: (light: Color(rgb: 0x248A3D), dark: Color(rgb: 0x30DB5B)))
  /// iOS's system mint (iOS 15), #00C7BE.
  public static let systemMint = Color.dynamic(
    light: Color(rgb: 0x00C7BE), dark: Color(rgb: 0x63E6E2),
    highContrast: (light: Color(rgb: 0x0C817B), dark: Color(rgb: 0x66D4CF)))
  /// iOS's system teal, #30B0C7.
  public static let systemTeal = Color.dynamic(
    light: Color(rgb: 0x30B0C7), dark: Color(rgb: 0x40C8E0),
    highContrast: (light: Color(rgb: 0x008299), dark: Color(rgb: 0x5DE6FF)))
  /// iOS's system cyan (iOS 15), #32ADE6.
  public static let systemCyan = Color.dynamic(
    light: Color(rgb: 0x32ADE6), dark: Color(rgb: 0x64D2FF),
    highContrast: (light: Color(rgb: 0x0071A4), dark: Color(rgb: 0x70D7FF)))
  /// iOS's system blue, #007AFF (dark #0A84FF): the very color `tint` is.
  public static let systemBlue = Color.tint
  /// iOS's system indigo, #5856D6.
  public static let systemIndigo = Color.dynamic(
    light: Color(rgb: 0x5856D6), dark: Color(rgb: 0x5E5CE6),
    highContrast: (light: Color(rgb: 0x3634A3), dark: Color(rgb: 0x7D7AFF)))
  /// iOS's system purple, #AF52DE.
  public static let systemPurple = Color.dynamic(
    light: Color(rgb: 0xAF52DE), dark: Color(rgb: 0xBF5AF2),
    highContrast: (light: Color(rgb: 0x8944AB), dark: Color(rgb: 0xDA8FFF)))
  /// iOS's system pink, #FF2D55.
  public static let systemPink = Color.dynamic(
    light: Color(rgb: 0xFF2D55), dark: Color(rgb: 0xFF375F),
    highContrast: (light: Color(rgb: 0xD30F45), dark: Color(rgb: 0xFF6482)))
  /// iOS's system brown, #A2845E.
  public static let systemBrown = Color.dynamic(
    light: Color(rgb: 0xA2845E), dark: Color(rgb: 0xAC8E68),
    highContrast: (light: Color(rgb: 0x7F6545), dark: Color(rgb: 0xB59469)))
}

// MARK: - System grays

extension Color {
  /// iOS's second system gray, #AEAEB2.
  public static let systemGray2 = Color.dynamic(
    light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x636366),
    highContrast: (light: Color(rgb: 0x8E8E93), dark: Color(rgb: 0x7C7C80)))
  /// iOS's third system gray, #C7C7CC.
  public static let systemGray3 = Color.dynamic(
    light: Color(rgb: 0xC7C7CC), dark: Color(rgb: 0x48484A),
    highContrast: (light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x545456)))
  /// iOS's fourth system gray, #D1D1D6.
  public static let systemGray4 = Color.dynamic(
    light: Color(rgb: 0xD1D1D6), dark: Color(rgb: 0x3A3A3C),
    highContrast: (light: Color(rgb: 0xBCBCC0), dark: Color(rgb: 0x444446)))
  /// iOS's fifth system gray, #E5E5EA.
  public static let systemGray5 = Color.dynamic(
    light: Color(rgb: 0xE5E5EA), dark: Color(rgb: 0x2C2C2E),
    highContrast: (light: Color(rgb: 0xD8D8DC), dark: Color(rgb: 0x363638)))
  /// iOS's lightest system gray, #F2F2F7.
  public static let systemGray6 = Color.dynamic(
    light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E),
    highContrast: (light: Color(rgb: 0xEBEBF0), dark: Color(rgb: 0x242426)))
}

// MARK: - Semantic colors

extension Color {
  /// Text of third importance: #3C3C43 at 30 %.
  public static let tertiaryLabel = Color.dynamic(
    light: Color(rgb: 0x3C3C43, alpha: 0.3), dark: Color(rgb: 0xEBEBF5, alpha: 0.3),
    highContrast: (light: Color(rgb: 0x3C3C43, alpha: 0.5), dark: Color(rgb: 0xEBEBF5, alpha: 0.5)))
  /// Text of fourth importance: #3C3C43 at 18 %.
  public static let quaternaryLabel = Color.dynamic(
    light: Color(rgb: 0x3C3C43, alpha: 0.18), dark: Color(rgb: 0xEBEBF5, alpha: 0.16))
  /// The placeholder of a text field: #3C3C43 at 30 %.
  public static let placeholderText = Color.dynamic(
    light: Color(rgb: 0x3C3C43, alpha: 0.3), dark: Color(rgb: 0xEBEBF5, alpha: 0.3),
    highContrast: (light: Color(rgb: 0x3C3C43, alpha: 0.5), dark: Color(rgb: 0xEBEBF5, alpha: 0.5)))
  /// A separator that hides what is behind it, #C6C6C8.
  public static let opaqueSeparator = Color.dynamic(
    light: Color(rgb: 0xC6C6C8), dark: Color(rgb: 0x38383A),
    highContrast: (light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x545456)))
  /// Links, #007AFF.
  public static let link = Color.dynamic(
    light: Color(rgb: 0x007AFF), dark: Color(rgb: 0x0984FF),
    highContrast: (light: Color(rgb: 0x0040DD), dark: Color(rgb: 0x409CFF)))
  /// The fill of thin and small shapes (a slider's track): #787880 at 20 %.
  public static let systemFill = Color.dynamic(
    light: Color(rgb: 0x787880, alpha: 0.2), dark: Color(rgb: 0x787880, alpha: 0.36))
}

// MARK: - Backgrounds

extension Color {
  /// The background of a plain screen, white.
  public static let systemBackground = Color.dynamic(
    light: .white, dark: .black, elevatedDark: Color(rgb: 0x1C1C1E))
  /// Content layered on `systemBackground`, #F2F2F7.
  public static let secondarySystemBackground = Color.dynamic(
    light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E), elevatedDark: Color(rgb: 0x2C2C2E))
  /// Content layered on `secondarySystemBackground`, white.
  public static let tertiarySystemBackground = Color.dynamic(
    light: .white, dark: Color(rgb: 0x2C2C2E), elevatedDark: Color(rgb: 0x3A3A3C))
  /// The background of a grouped screen and of grouped tables (`groupedBackground`), #F2F2F7.
  public static let systemGroupedBackground = Color.dynamic(
    light: Color(rgb: 0xF2F2F7), dark: .black, elevatedDark: Color(rgb: 0x1C1C1E))
  /// Content on `systemGroupedBackground` (a grouped cell), white.
  public static let secondarySystemGroupedBackground = Color.dynamic(
    light: .white, dark: Color(rgb: 0x1C1C1E), elevatedDark: Color(rgb: 0x2C2C2E))
  /// Content layered on `secondarySystemGroupedBackground`, #F2F2F7.
  public static let tertiarySystemGroupedBackground = Color.dynamic(
    light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x2C2C2E), elevatedDark: Color(rgb: 0x3A3A3C))
}
