import Foundation

/// How each `BlurEffect.Style` looks, light and dark: the one place TableKit records the
/// values of iOS's materials. iOS publishes none; these are iOS 17's, matched by eye against
/// bars, alerts, menus and the keyboard over white, black and colored content.
///
/// A material is what lies behind it blurred (a Gaussian of `radius` points), its colors made
/// more vivid (`saturation`, 1 unchanged), and a tint laid over it. Under Reduce Transparency
/// (`AccessibilityCenter.isReduceTransparencyEnabled`) iOS draws a flat, opaque color instead:
/// `fallback`.
struct MaterialLook: Equatable {
  /// The blur's standard deviation, in points.
  var radius: CGFloat
  /// How much more vivid the blurred colors are (1 unchanged).
  var saturation: CGFloat
  /// The color laid over the blur.
  var tint: Color
  /// The opaque color drawn instead under Reduce Transparency.
  var fallback: Color

  /// The thickness of a material, from the most translucent to the bars'.
  enum Thickness {
    case ultraThin, thin, regular, thick, chrome
  }

  /// The look of `thickness` in light (`isDark` false) or dark.
  static func of(_ thickness: Thickness, isDark: Bool) -> MaterialLook {
    switch (thickness, isDark) {
    case (.ultraThin, false):
      MaterialLook(
        radius: 10, saturation: 1.8, tint: Color(white: 1, alpha: 0.3),
        fallback: Color(rgb: 0xE5E5EA))
    case (.thin, false):
      MaterialLook(
        radius: 12, saturation: 1.8, tint: Color(white: 1, alpha: 0.5),
        fallback: Color(rgb: 0xEBEBF0))
    case (.regular, false):
      MaterialLook(
        radius: 15, saturation: 1.8, tint: Color(white: 1, alpha: 0.72),
        fallback: Color(rgb: 0xF2F2F7))
    case (.thick, false):
      MaterialLook(
        radius: 15, saturation: 1.8, tint: Color(white: 1, alpha: 0.85),
        fallback: Color(rgb: 0xF7F7F7))
    case (.chrome, false):
      // Over white content the bar shows #F9F9F9, the flat bar color of earlier iOS.
      MaterialLook(
        radius: 15, saturation: 1.8, tint: Color(rgb: 0xF7F7F7, alpha: 0.8),
        fallback: Color(rgb: 0xF9F9F9))
    case (.ultraThin, true):
      MaterialLook(
        radius: 10, saturation: 1.6, tint: Color(rgb: 0x252525, alpha: 0.45),
        fallback: Color(rgb: 0x3A3A3C))
    case (.thin, true):
      MaterialLook(
        radius: 12, saturation: 1.6, tint: Color(rgb: 0x252525, alpha: 0.62),
        fallback: Color(rgb: 0x303032))
    case (.regular, true):
      // Over black content an alert shows about #252527; over white, a mid gray.
      MaterialLook(
        radius: 15, saturation: 1.6, tint: Color(rgb: 0x2C2C2E, alpha: 0.85),
        fallback: Color(rgb: 0x2C2C2E))
    case (.thick, true):
      MaterialLook(
        radius: 15, saturation: 1.6, tint: Color(rgb: 0x1C1C1E, alpha: 0.9),
        fallback: Color(rgb: 0x252527))
    case (.chrome, true):
      // Over black content the bar shows #1D1D1D, the flat bar color of earlier iOS.
      MaterialLook(
        radius: 15, saturation: 1.6, tint: Color(rgb: 0x212121, alpha: 0.88),
        fallback: Color(rgb: 0x1D1D1D))
    }
  }

  /// The on-screen keyboard's material (a private style on iOS): over white content it shows
  /// the keyboard's gray, #D1D3D9 light and #2B2B2B dark.
  static func keyboard(isDark: Bool) -> MaterialLook {
    isDark
      ? MaterialLook(
        radius: 15, saturation: 1.6, tint: Color(rgb: 0x303030, alpha: 0.9),
        fallback: Color(rgb: 0x2B2B2B))
      : MaterialLook(
        radius: 15, saturation: 1.8, tint: Color(rgb: 0xCBCDD4, alpha: 0.88),
        fallback: Color(rgb: 0xD1D3D9))
  }

  /// The plain table's section header and footer bars (the bars' material, lighter): over
  /// the table's background they show #F7F7F7 light and #1C1C1E dark, their flat colors of
  /// earlier iOS; rows scrolling under a floating header blur through it. A smaller radius
  /// than the bars', so that a header at rest between rows takes little color from them.
  static func plainHeader(isDark: Bool) -> MaterialLook {
    isDark
      ? MaterialLook(
        radius: 6, saturation: 1.6, tint: Color(rgb: 0x252527, alpha: 0.76),
        fallback: Color(rgb: 0x1C1C1E))
      : MaterialLook(
        radius: 6, saturation: 1.8, tint: Color(rgb: 0xF4F4F4, alpha: 0.75),
        fallback: Color(rgb: 0xF7F7F7))
  }

  /// The look of `style` under `traits` (the `…Light` and `…Dark` styles ignore them).
  static func of(_ style: BlurEffect.Style, traits: TraitCollection) -> MaterialLook {
    let isDark = traits.isDark
    switch style {
    case .systemUltraThinMaterial: return of(.ultraThin, isDark: isDark)
    case .systemThinMaterial: return of(.thin, isDark: isDark)
    case .systemMaterial, .regular: return of(.regular, isDark: isDark)
    case .systemThickMaterial, .prominent: return of(.thick, isDark: isDark)
    case .systemChromeMaterial: return of(.chrome, isDark: isDark)
    case .systemUltraThinMaterialLight: return of(.ultraThin, isDark: false)
    case .systemThinMaterialLight: return of(.thin, isDark: false)
    case .systemMaterialLight: return of(.regular, isDark: false)
    case .systemThickMaterialLight: return of(.thick, isDark: false)
    case .systemChromeMaterialLight: return of(.chrome, isDark: false)
    case .systemUltraThinMaterialDark: return of(.ultraThin, isDark: true)
    case .systemThinMaterialDark: return of(.thin, isDark: true)
    case .systemMaterialDark: return of(.regular, isDark: true)
    case .systemThickMaterialDark: return of(.thick, isDark: true)
    case .systemChromeMaterialDark: return of(.chrome, isDark: true)
    // iOS 8's styles: a lighter veil for extraLight, a thin one for light, a dark one for dark.
    case .extraLight:
      return MaterialLook(
        radius: 15, saturation: 1.8, tint: Color(white: 0.97, alpha: 0.8),
        fallback: Color(rgb: 0xF7F7F7))
    case .light:
      return MaterialLook(
        radius: 15, saturation: 1.8, tint: Color(white: 1, alpha: 0.3),
        fallback: Color(rgb: 0xE5E5EA))
    case .dark:
      return MaterialLook(
        radius: 15, saturation: 1.6, tint: Color(white: 0.11, alpha: 0.73),
        fallback: Color(rgb: 0x1C1C1E))
    }
  }
}
