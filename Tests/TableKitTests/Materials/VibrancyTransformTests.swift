import Foundation
import Testing

@testable import TableKit

/// Issue 26, vibrancy: the transform a backend applies to each pixel under vibrant content.
/// Over the default material's gray it comes out at the lightness of the style's flat color,
/// darker and tinted in light, lighter in dark, strongest for `.label`.
struct VibrancyTransformTests {
  /// The alert material's gray behind content, light and dark, as an ARGB pixel.
  private static let lightGray: UInt32 = 0xFFF2_F2F2
  private static let darkGray: UInt32 = 0xFF29_2929

  private func vibrancy(_ style: VibrancyEffectStyle, isDark: Bool) -> Vibrancy {
    Vibrancy(
      style: style, isDark: isDark, strength: VibrancyLook.strength(of: style, isDark: isDark),
      saturation: VibrancyLook.saturation(isDark: isDark), recordedAlpha: 1)
  }

  private func channels(_ pixel: UInt32) -> (red: Int, green: Int, blue: Int) {
    (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
  }

  /// The gray of `color` drawn over the gray `backdrop` (0-255), from its green channel.
  private func composite(_ color: Color, over backdrop: Int) -> Int {
    Int((color.green * 255 * color.alpha + CGFloat(backdrop) * (1 - color.alpha)).rounded())
  }

  @Test func aKnownBackdropYieldsTheExpectedColor() {
    // 242 × (1 − 0.86) and 41 + 214 × 0.88.
    #expect(
      vibrancy(.label, isDark: false).apply(toBackdrop: Self.lightGray, coverage: 255)
        == 0xFF22_2222)
    #expect(
      vibrancy(.label, isDark: true).apply(toBackdrop: Self.darkGray, coverage: 255)
        == 0xFFE5_E5E5)
    // 242 × (1 − 0.18): the separator's gray, #C6.
    #expect(
      vibrancy(.separator, isDark: false).apply(toBackdrop: Self.lightGray, coverage: 255)
        == 0xFFC6_C6C6)
  }

  @Test(arguments: VibrancyEffectStyle.allCases)
  func overTheMaterialEachStyleMatchesItsFlatColor(style: VibrancyEffectStyle) {
    for isDark in [false, true] {
      let backdrop = isDark ? Self.darkGray : Self.lightGray
      let gray = Int(backdrop & 0xFF)
      let flat = style.fallbackColor.resolvedColor(
        with: TraitCollection(userInterfaceStyle: isDark ? .dark : .light))
      let vibrant = channels(
        vibrancy(style, isDark: isDark).apply(toBackdrop: backdrop, coverage: 255))
      let expected = composite(flat, over: gray)
      // `.label` stops short of black and white, to keep some of the backdrop's hue.
      let tolerance = style == .label ? 36 : 3
      #expect(
        abs(vibrant.green - expected) <= tolerance,
        "\(style) dark \(isDark): \(vibrant.green) \(expected)")
    }
  }

  @Test func labelsAreStrongerThanSecondaryTertiaryAndQuaternary() {
    let order: [VibrancyEffectStyle] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
    let light = order.map {
      channels(vibrancy($0, isDark: false).apply(toBackdrop: Self.lightGray, coverage: 255)).green
    }
    let dark = order.map {
      channels(vibrancy($0, isDark: true).apply(toBackdrop: Self.darkGray, coverage: 255)).green
    }
    #expect(
      light == light.sorted() && Set(light).count == 4,
      "light content is darker the stronger: \(light)")
    #expect(
      dark == dark.sorted(by: >) && Set(dark).count == 4,
      "dark content is lighter the stronger: \(dark)")
    #expect(light.allSatisfy { $0 < 242 } && dark.allSatisfy { $0 > 41 })
  }

  @Test func inLightTheContentIsDarkerAndKeepsTheBackdropsHue() {
    // A pale blue material, as over a blue photo.
    let backdrop: UInt32 = 0xFFC8_D8F0
    let out = channels(
      vibrancy(.secondaryLabel, isDark: false).apply(toBackdrop: backdrop, coverage: 255))
    #expect(out.red < 0xC8 && out.green < 0xD8 && out.blue < 0xF0)
    #expect(out.blue > out.green && out.green > out.red, "still blue: \(out)")
    // More vivid than the backdrop: the gap between blue and red grows relative to lightness.
    #expect(CGFloat(out.blue - out.red) / CGFloat(out.blue) > CGFloat(0xF0 - 0xC8) / 0xF0)
  }

  @Test func inDarkTheContentIsLighter() {
    let backdrop: UInt32 = 0xFF30_2018
    let out = channels(
      vibrancy(.secondaryLabel, isDark: true).apply(toBackdrop: backdrop, coverage: 255))
    #expect(out.red > 0x30 && out.green > 0x20 && out.blue > 0x18)
    #expect(out.red > out.blue, "still warm: \(out)")
  }

  @Test func clearCoverageLeavesThePixelAndPartialCoverageMixes() {
    let label = vibrancy(.label, isDark: false)
    let backdrop: UInt32 = 0xFF12_80F0
    #expect(label.apply(toBackdrop: backdrop, coverage: 0) == backdrop)
    let full = channels(label.apply(toBackdrop: backdrop, coverage: 255))
    let half = channels(label.apply(toBackdrop: backdrop, coverage: 128))
    #expect(half.green < 0x80 && half.green > full.green)
    #expect(label.apply(toBackdrop: 0x4012_80F0, coverage: 255) >> 24 == 0x40, "alpha kept")
  }

  @Test func outOfRangeNumbersAreClampedNotTrapped() {
    let wild = Vibrancy(
      style: .label, isDark: false, strength: .nan, saturation: -.infinity, recordedAlpha: 0)
    let pixel = wild.apply(toBackdrop: 0xFF10_2030, coverage: 255)
    #expect(pixel >> 24 == 0xFF)
    let strong = Vibrancy(
      style: .label, isDark: true, strength: 7, saturation: 50, recordedAlpha: 1)
    #expect(strong.apply(toBackdrop: 0xFF10_2030, coverage: 255) == 0xFFFF_FFFF)
  }
}
