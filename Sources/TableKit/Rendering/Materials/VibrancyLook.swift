import Foundation

/// How strong each `VibrancyEffectStyle` is, light and dark: the one place TableKit records the
/// numbers of iOS's vibrancy. iOS publishes none. Each strength was chosen so that over the
/// default material (`systemMaterial`) drawn over white (light, about #F2F2F2) or black
/// (dark, about #292929) a covered pixel comes out at the lightness of the style's flat color
/// composited there (`.secondaryLabel` #8E8E93, `.separator` #C8C7CC, a fill's gray at its
/// alpha, ...), so vibrant content is as legible as the flat colors; `.label` stops short of
/// black and white so that it keeps some of the backdrop's hue, as iOS 17's vibrant labels do.
/// Over colored content the material, and so the content, takes that color: darker in light,
/// lighter in dark. The saturation makes light content's tint visible, as iOS's is.
enum VibrancyLook {
  /// The strength of `style` in light (`isDark` false) or dark.
  static func strength(of style: VibrancyEffectStyle, isDark: Bool) -> CGFloat {
    switch (style, isDark) {
    case (.label, false): 0.86
    case (.secondaryLabel, false): 0.41
    case (.tertiaryLabel, false): 0.23
    case (.quaternaryLabel, false): 0.14
    case (.fill, false): 0.1
    case (.secondaryFill, false): 0.08
    case (.tertiaryFill, false): 0.06
    case (.separator, false): 0.18
    case (.label, true): 0.88
    case (.secondaryLabel, true): 0.54
    case (.tertiaryLabel, true): 0.27
    case (.quaternaryLabel, true): 0.15
    case (.fill, true): 0.13
    case (.secondaryFill, true): 0.12
    case (.tertiaryFill, true): 0.09
    case (.separator, true): 0.13
    }
  }

  /// How much more vivid the backdrop is made before the strength applies.
  static func saturation(isDark: Bool) -> CGFloat { isDark ? 1.2 : 1.5 }

  /// Whether content over `blur` is drawn in dark: the blur's own appearance when its style
  /// fixes one, else the traits'.
  static func isDark(over blur: BlurEffect.Style?, traits: TraitCollection) -> Bool {
    switch blur {
    case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight,
      .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight:
      false
    case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
      .systemThickMaterialDark, .systemChromeMaterialDark:
      true
    case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
      .systemThickMaterial, .systemChromeMaterial, nil:
      traits.isDark
    }
  }
}
