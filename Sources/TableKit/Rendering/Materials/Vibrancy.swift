import Foundation

/// What a `DrawCommand.pushVibrancy` asks of the backend for everything drawn until
/// `popVibrancy`: each primitive is a mask (its coverage), and each pixel it covers takes its
/// color from the pixel already under it (the material) through this transform. The content
/// is recorded in the style's flat color (`VibrancyEffectStyle.fallbackColor`), so a backend
/// that cannot read its target ignores the push and draws that color, as iOS does under
/// Reduce Transparency.
public struct Vibrancy: Equatable, Sendable {
  /// The style drawn (for tests and readers of a list; the backend uses the values).
  public var style: VibrancyEffectStyle
  /// Whether the dark transform applies (content lighter than its backdrop) or the light one
  /// (darker).
  public var isDark: Bool
  /// How far a covered pixel moves from the backdrop towards black (light) or white (dark),
  /// from 0 (unchanged) to 1.
  public var strength: CGFloat
  /// How much more vivid the backdrop's color is made first (1 unchanged), so that light
  /// content keeps the backdrop's hue.
  public var saturation: CGFloat
  /// The alpha of the flat color the content is recorded in: a backend divides it out of the
  /// drawn alpha to find the content's own coverage.
  public var recordedAlpha: CGFloat

  /// Creates a vibrancy transform.
  public init(
    style: VibrancyEffectStyle, isDark: Bool, strength: CGFloat, saturation: CGFloat,
    recordedAlpha: CGFloat
  ) {
    self.style = style
    self.isDark = isDark
    self.strength = strength
    self.saturation = saturation
    self.recordedAlpha = recordedAlpha
  }

  /// The ARGB8888 pixel `backdrop` with vibrant content of `coverage` (0 leaves it, 255 takes
  /// the transformed color) drawn over it. Its alpha is kept.
  public func apply(toBackdrop backdrop: UInt32, coverage: UInt8) -> UInt32 {
    guard coverage > 0 else { return backdrop }
    let red = CGFloat(backdrop >> 16 & 0xFF)
    let green = CGFloat(backdrop >> 8 & 0xFF)
    let blue = CGFloat(backdrop & 0xFF)
    // Rec. 601 luma, about which the saturation spreads the channels.
    let luma = 0.299 * red + 0.587 * green + 0.114 * blue
    let amount = min(1, max(0, strength.isFinite ? strength : 0))
    let vividness = max(0, saturation.isFinite ? saturation : 1)
    let anchor: CGFloat = isDark ? 255 : 0
    let weight = CGFloat(coverage) / 255
    func channel(_ value: CGFloat) -> UInt32 {
      let vivid = min(255, max(0, luma + (value - luma) * vividness))
      let vibrant = vivid + (anchor - vivid) * amount
      let mixed = value + (vibrant - value) * weight
      return UInt32(min(255, max(0, mixed.rounded())))
    }
    return backdrop & 0xFF00_0000 | channel(red) << 16 | channel(green) << 8 | channel(blue)
  }
}
