import Foundation

/// A color in the sRGB space with straight (not premultiplied) alpha, components from 0 to 1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1.
  public var red: CGFloat
  /// The green component, 0...1.
  public var green: CGFloat
  /// The blue component, 0...1.
  public var blue: CGFloat
  /// The opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: CGFloat

  /// Creates a color from sRGB components and an opacity, each clamped to 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(1, max(0, value)) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// Creates a color from a 24-bit `0xRRGGBB` value and an opacity.
  public init(rgb: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// Creates a gray with the given white level and opacity.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same color with its opacity replaced.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The same color with its opacity multiplied by `factor`.
  public func multiplyingAlpha(by factor: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// The components as 8-bit values, rounded to nearest: red, green, blue, alpha.
  public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    func byte(_ value: CGFloat) -> UInt8 {
      UInt8(checked: value * 255, naming: "a color component")
    }
    return (byte(red), byte(green), byte(blue), byte(alpha))
  }

  /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
  public var description: String {
    let c = rgba8
    let rgb = String(format: "#%02X%02X%02X", c.red, c.green, c.blue)
    return c.alpha == 255 ? rgb : rgb + String(format: "%02X", c.alpha)
  }
}

// MARK: - Named colors

extension Color {
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(white: 0)
  /// Opaque white.
  public static let white = Color(white: 1)
  /// Titles and primary text, #000000.
  public static let label = Color(rgb: 0x000000)
  /// Detail text and footers, #8E8E93.
  public static let secondaryLabel = Color(rgb: 0x8E8E93)
  /// System blue, #007AFF: checkmarks, buttons, index titles and the blue selection.
  public static let tint = Color(rgb: 0x007AFF)
  /// Hairline separators between rows, #C8C7CC.
  public static let separator = Color(rgb: 0xC8C7CC)
  /// The background of a selected row in the `.blue` selection style.
  public static let selectionBlue = Color(rgb: 0x007AFF)
  /// The background of a selected row in the `.gray` selection style, #D8D8D8.
  public static let selectionGray = Color(rgb: 0xD8D8D8)
  /// The background of plain-style section header and footer bars, #F7F7F7.
  public static let plainHeaderBackground = Color(rgb: 0xF7F7F7)
  /// The background of a grouped table, #EFEFF4.
  public static let groupedBackground = Color(rgb: 0xEFEFF4)
  /// Header and footer titles of a grouped table, #6D6D72.
  public static let groupedHeaderText = Color(rgb: 0x6D6D72)
  /// The disclosure chevron, #C7C7CC.
  public static let chevron = Color(rgb: 0xC7C7CC)
  /// Destructive actions: the delete control and the Delete button, #FF3B30.
  public static let destructiveRed = Color(rgb: 0xFF3B30)
  /// iOS's system gray, #8E8E93: the button of a `.normal` swipe action.
  public static let systemGray = Color(rgb: 0x8E8E93)
  /// The insert control and a switch that is on, #4CD964.
  public static let insertGreen = Color(rgb: 0x4CD964)
  /// The bars of the reorder control, #C7C7CC.
  public static let reorderBars = Color(rgb: 0xC7C7CC)
  /// The track of a switch that is off, and other light fills, #E5E5EA.
  public static let lightFill = Color(rgb: 0xE5E5EA)
  /// A context menu's panel, #F4F4F6: iOS's light menu material without its blur.
  public static let menuBackground = Color(rgb: 0xF4F4F6)
  /// The gap between groups of a context menu, #E3E3E8.
  public static let menuGroupGap = Color(rgb: 0xE3E3E8)
  /// A context menu item under the finger or the keyboard's choice, #DCDCE0.
  public static let menuHighlight = Color(rgb: 0xDCDCE0)
  /// The title of a disabled context menu item, #AEAEB2 (iOS's system gray 2).
  public static let disabledLabel = Color(rgb: 0xAEAEB2)
}
