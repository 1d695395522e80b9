import Foundation

/// What a `DrawCommand.backdropBlur` does to the pixels already drawn under its rect: blurs
/// them (a Gaussian of `radius` points) and makes their colors more vivid, in place, inside
/// corners rounded by `cornerRadius`. The backend executes it (the SDL renderer reads the
/// covered pixels back, blurs them at a fraction of the resolution and draws them back), so
/// its cost follows the area it covers; the core only records it, between the content under
/// it and the tint drawn over it.
public struct BackdropBlur: Equatable, Sendable {
  /// The material it draws (for tests and readers of a list; the backend uses the values).
  public var style: BlurEffect.Style
  /// The blur's standard deviation, in points.
  public var radius: CGFloat
  /// How much more vivid the blurred colors become (1 unchanged).
  public var saturation: CGFloat
  /// The radius of the rect's rounded corners, in points (0 for square).
  public var cornerRadius: CGFloat

  /// Creates a backdrop blur.
  public init(style: BlurEffect.Style, radius: CGFloat, saturation: CGFloat, cornerRadius: CGFloat = 0) {
    self.style = style
    self.radius = radius
    self.saturation = saturation
    self.cornerRadius = cornerRadius
  }
}

extension DrawList {
  /// Draws `rect` in the material `style` as iOS does: what the list drew under it blurred,
  /// then the material's tint over it, with corners rounded by `cornerRadius`. With
  /// `reducesTransparency` (Reduce Transparency) it is the material's flat, opaque color
  /// instead. Light or dark follows the list's traits unless the style fixes one.
  public mutating func material(
    _ style: BlurEffect.Style, in rect: CGRect, cornerRadius: CGFloat = 0,
    reducesTransparency: Bool
  ) {
    draw(MaterialLook.of(style, traits: traits), style: style, in: rect, cornerRadius: cornerRadius,
      reducesTransparency: reducesTransparency)
  }

  /// Draws `rect` in a material iOS keeps private (the keyboard's, the plain headers'), as
  /// `material(_:in:…)` draws a public one; `style` names the nearest public one.
  mutating func material(
    _ look: MaterialLook, like style: BlurEffect.Style, in rect: CGRect,
    reducesTransparency: Bool
  ) {
    draw(look, style: style, in: rect, cornerRadius: 0, reducesTransparency: reducesTransparency)
  }

  private mutating func draw(
    _ look: MaterialLook, style: BlurEffect.Style, in rect: CGRect, cornerRadius: CGFloat,
    reducesTransparency: Bool
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    let radius = max(0, cornerRadius)
    func fill(_ color: Color) {
      if radius > 0 {
        fillRoundedRect(rect, cornerRadius: radius, color: color)
      } else {
        self.fill(rect, color: color)
      }
    }
    if reducesTransparency { return fill(look.fallback) }
    append(
      .backdropBlur(
        rect,
        BackdropBlur(
          style: style, radius: look.radius, saturation: look.saturation, cornerRadius: radius)))
    fill(look.tint)
  }
}

extension DrawList {
  /// A soft shadow under `rect` drawn only outside its rounded shape: around a translucent
  /// panel, whose material would otherwise show the shadow through it. Its rounded corners
  /// keep the shadow up to their edge, as iOS's panels do.
  public mutating func shadow(
    around rect: CGRect, cornerRadius: CGFloat, blur: CGFloat, color: Color
  ) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    append(.shadowOutside(rect, cornerRadius: cornerRadius, blur: blur, color))
  }
}
