import Foundation

/// UIColor's fixed plain colors (`UIColor.red`, `.lightGray` …) with UIKit's exact component
/// values, which differ from the softer system colors: `.red` is pure red, `.systemRed` is
/// #FF3B30. `clear`, `black` and `white` are with the named colors in `Color.swift`.
extension Color {
  /// Pure red (1, 0, 0), #FF0000.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green (0, 1, 0), #00FF00.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue (0, 0, 1), #0000FF.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Half white, #808080.
  public static let gray = Color(white: 0.5)
  /// Two thirds white, #AAAAAA.
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// One third white, #555555.
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// (1, 0.5, 0), #FF8000.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// (1, 1, 0), #FFFF00.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// (0.5, 0, 0.5), #800080.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// (0.6, 0.4, 0.2), #996633.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  /// (0, 1, 1), #00FFFF.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// (1, 0, 1), #FF00FF.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
}
