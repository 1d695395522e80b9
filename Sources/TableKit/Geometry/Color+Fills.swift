import Foundation

/// iOS's fills for thin and small shapes, as `UIColor`'s: gray backgrounds of buttons, tracks
/// and segmented controls.
extension Color {
  /// The fill of medium shapes (a slider's track, a segmented control's background): #787880
  /// at 16 % (32 % dark).
  public static let secondarySystemFill = Color.dynamic(
    light: Color(rgb: 0x787880, alpha: 0.16), dark: Color(rgb: 0x787880, alpha: 0.32))
  /// The fill of large shapes (a gray or bordered button, a disabled filled one): #767680 at
  /// 12 % (24 % dark).
  public static let tertiarySystemFill = Color.dynamic(
    light: Color(rgb: 0x767680, alpha: 0.12), dark: Color(rgb: 0x767680, alpha: 0.24))
  /// The fill of large areas holding complex content: #747480 at 8 % (18 % dark).
  public static let quaternarySystemFill = Color.dynamic(
    light: Color(rgb: 0x747480, alpha: 0.08), dark: Color(rgb: 0x767680, alpha: 0.18))
}
