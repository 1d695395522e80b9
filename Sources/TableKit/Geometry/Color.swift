import Foundation

/// A color in the sRGB space with straight (not premultiplied) alpha, components from 0 to 1.
///
/// A color can be dynamic, as UIKit's `UIColor(dynamicProvider:)` and its system colors are: it
/// then resolves to another color for the traits it is drawn with (dark mode, an elevated
/// surface). Its components are its light value. Views resolve colors with their own traits
/// when they draw (`DrawList` resolves each command's colors), so a dynamic color follows the
/// appearance of whatever view uses it.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1.
  public var red: CGFloat
  /// The green component, 0...1.
  public var green: CGFloat
  /// The blue component, 0...1.
  public var blue: CGFloat
  /// The opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: CGFloat
  /// What the color resolves to under other traits; nil for a fixed color.
  let provider: DynamicColorProvider?

  /// Creates a color from sRGB components and an opacity, each clamped to 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(1, max(0, value)) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
    self.provider = nil
  }

  /// A dynamic color, as UIKit's `UIColor(dynamicProvider:)`: `provider` gives the color for
  /// each trait collection it is resolved with. Its components are its light value.
  public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
    self.init(provider: DynamicColorProvider(provider))
  }

  /// A dynamic color whose components are its light value.
  private init(provider: DynamicColorProvider) {
    let light = provider.provide(.hostDefault).resolvedColor(with: .hostDefault)
    red = light.red
    green = light.green
    blue = light.blue
    alpha = light.alpha
    self.provider = provider
  }

  /// Whether the color resolves differently under other traits.
  public var isDynamic: Bool { provider != nil }

  /// The fixed color this one is under `traits`, as UIKit's `resolvedColor(with:)`; a fixed
  /// color is itself.
  public func resolvedColor(with traits: TraitCollection) -> Color {
    guard let provider else { return self }
    let resolved = provider.provide(traits)
    // A provider may hand back another dynamic color; resolving stops at a fixed one (a
    // provider that returns itself is cut off rather than followed for ever).
    return resolved.provider == nil || resolved.provider === provider
      ? Color(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
      : resolved.resolvedColor(with: traits)
  }

  /// A dynamic color with a light and a dark value, optionally the values on elevated
  /// surfaces (alerts, sheets) in each, and the values under high contrast (Darker Colors, iOS's
  /// Increase Contrast; `TraitCollection.accessibilityContrast`): how TableKit records iOS's
  /// system colors.
  ///
  /// The high-contrast values of the system colors and grays are iOS's "accessible" ones. Those
  /// of separators, secondary and tertiary text, chevrons and the reorder bars are TableKit's
  /// choice, as iOS publishes none: one system gray step darker in light (lighter in dark), so
  /// that they keep their order of importance while standing out more.
  public static func dynamic(
    light: Color, dark: Color, elevatedLight: Color? = nil, elevatedDark: Color? = nil,
    highContrast: (light: Color, dark: Color)? = nil
  ) -> Color {
    let normal = Color(
      provider: DynamicColorProvider(
        .variants(
          light: light, dark: dark, elevatedLight: elevatedLight ?? light,
          elevatedDark: elevatedDark ?? dark)))
    guard let highContrast else { return normal }
    let high = Color(
      provider: DynamicColorProvider(
        .variants(
          light: highContrast.light, dark: highContrast.dark, elevatedLight: highContrast.light,
          elevatedDark: highContrast.dark)))
    return Color(provider: DynamicColorProvider(.contrasting(normal: normal, high: high)))
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

  /// The same color with its opacity replaced; a dynamic color stays dynamic.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    guard isDynamic else { return Color(red: red, green: green, blue: blue, alpha: alpha) }
    return Color(provider: DynamicColorProvider(.faded(self, alpha: alpha, multiplies: false)))
  }

  /// The same color with its opacity multiplied by `factor`; a dynamic color stays dynamic.
  public func multiplyingAlpha(by factor: CGFloat) -> Color {
    guard isDynamic else { return Color(red: red, green: green, blue: blue, alpha: alpha * factor) }
    return Color(provider: DynamicColorProvider(.faded(self, alpha: factor, multiplies: true)))
  }

  /// The components as 8-bit values, rounded to nearest: red, green, blue, alpha.
  public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    func byte(_ value: CGFloat) -> UInt8 {
      let scaled = value * 255
      // The initializers keep components within 0...1, so this is nearly always the one
      // rounding; a component set out of range (or NaN) gets the checked conversion and its
      // warning. Each fill converts its color, and the generic check was 1.3 % of W0's frame.
      guard scaled >= 0, scaled <= 255 else {
        return UInt8(checked: scaled, naming: "a color component")
      }
      // Rounded by truncating and looking at the fraction, which is exact here: the same as
      // `rounded()`, without the C library's call (issue 32).
      let whole = UInt8(scaled)
      return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
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
  public static let label = Color.dynamic(
    light: Color(rgb: 0x000000), dark: .white)
  /// Detail text and footers, #8E8E93.
  public static let secondaryLabel = Color.dynamic(
    light: Color(rgb: 0x8E8E93), dark: Color(rgb: 0xEBEBF5, alpha: 0.6),
    highContrast: (light: Color(rgb: 0x6C6C70), dark: Color(rgb: 0xAEAEB2)))
  /// System blue, #007AFF: checkmarks, buttons, index titles and selection circles.
  public static let tint = Color.dynamic(
    light: Color(rgb: 0x007AFF), dark: Color(rgb: 0x0A84FF),
    highContrast: (light: Color(rgb: 0x0040DD), dark: Color(rgb: 0x409CFF)))
  /// Hairline separators between rows, #C8C7CC.
  public static let separator = Color.dynamic(
    light: Color(rgb: 0xC8C7CC), dark: Color(rgb: 0x545458, alpha: 0.6),
    highContrast: (light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x7C7C80)))
  /// The background of a selected or highlighted row in every selection style but `.none`:
  /// iOS 17's, its fourth system gray (#D1D1D6, dark #3A3A3C). Since iOS 7 `.blue`, `.gray` and
  /// `.default` all draw this light gray behind text that keeps its colors; the solid blue with
  /// white titles of iOS 6 is gone.
  public static let selectionGray = Color.dynamic(
    light: Color(rgb: 0xD1D1D6), dark: Color(rgb: 0x3A3A3C),
    highContrast: (light: Color(rgb: 0xBCBCC0), dark: Color(rgb: 0x444446)))
  /// The background of plain-style section header and footer bars, #F7F7F7.
  public static let plainHeaderBackground = Color.dynamic(
    light: Color(rgb: 0xF7F7F7), dark: Color(rgb: 0x1C1C1E))
  /// The background of a grouped or inset grouped table: `systemGroupedBackground`, #F2F2F7
  /// light, as iOS 13 to 17 draw it (iOS 7's was #EFEFF4).
  public static let groupedBackground = systemGroupedBackground
  /// Header and footer titles of a grouped table, #6D6D72.
  public static let groupedHeaderText = Color.dynamic(
    light: Color(rgb: 0x6D6D72), dark: Color(rgb: 0x8D8D93),
    highContrast: (light: Color(rgb: 0x4F4F54), dark: Color(rgb: 0xAEAEB2)))
  /// The disclosure chevron, #C7C7CC.
  public static let chevron = Color.dynamic(
    light: Color(rgb: 0xC7C7CC), dark: Color(rgb: 0x5A5A5F),
    highContrast: (light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x7C7C80)))
  /// Destructive actions: the delete control and the Delete button, #FF3B30.
  public static let destructiveRed = Color.dynamic(
    light: Color(rgb: 0xFF3B30), dark: Color(rgb: 0xFF453A),
    highContrast: (light: Color(rgb: 0xD70015), dark: Color(rgb: 0xFF6961)))
  /// iOS's system gray, #8E8E93: the button of a `.normal` swipe action.
  public static let systemGray = Color(rgb: 0x8E8E93)
  /// The insert control, iOS 13+'s system green #34C759 (dark #30D158).
  public static let insertGreen = Color.dynamic(
    light: Color(rgb: 0x34C759), dark: Color(rgb: 0x30D158),
    highContrast: (light: Color(rgb: 0x248A3D), dark: Color(rgb: 0x30DB5B)))
  /// The track of a switch that is off: iOS 13+'s flat light fill, #E9E9EA (dark #39393D), with
  /// no outline (the white track in a gray ring is iOS 7's).
  public static let switchOffTrack = Color.dynamic(
    light: Color(rgb: 0xE9E9EA), dark: Color(rgb: 0x39393D))
  /// The bars of the reorder control, #C7C7CC.
  public static let reorderBars = Color.dynamic(
    light: Color(rgb: 0xC7C7CC), dark: Color(rgb: 0x5A5A5F),
    highContrast: (light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x7C7C80)))
  /// Light fills behind pictures still loading, #E5E5EA.
  public static let lightFill = Color.dynamic(
    light: Color(rgb: 0xE5E5EA), dark: Color(rgb: 0x39393D))
  /// A context menu's panel, #F4F4F6: iOS's light menu material without its blur.
  public static let menuBackground = Color.dynamic(
    light: Color(rgb: 0xF4F4F6), dark: Color(rgb: 0x2C2C2E))
  /// The gap between groups of a context menu, #E3E3E8.
  public static let menuGroupGap = Color.dynamic(
    light: Color(rgb: 0xE3E3E8), dark: Color(rgb: 0x1C1C1E))
  /// A context menu item under the finger or the keyboard's choice, #DCDCE0.
  public static let menuHighlight = Color.dynamic(
    light: Color(rgb: 0xDCDCE0), dark: Color(rgb: 0x3A3A3C))
  /// A cell of a grouped or inset grouped table that keeps its default background: white, on
  /// dark #1C1C1E (iOS's secondary grouped background), so that cards stand out from the black.
  public static let cellOnGroupedBackground = Color.dynamic(
    light: .white, dark: Color(rgb: 0x1C1C1E), elevatedDark: Color(rgb: 0x2C2C2E))
  /// The title of a disabled context menu item, #AEAEB2 (iOS's system gray 2).
  public static let disabledLabel = Color.dynamic(
    light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x636366))
}
