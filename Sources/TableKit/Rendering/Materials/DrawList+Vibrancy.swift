import Foundation

extension DrawList {
  /// Runs `body` with everything it draws vibrant in `style`, as content of a
  /// `VibrancyEffect`: recorded in the style's flat color (the content's own alpha kept, its
  /// colors dropped) between `pushVibrancy` and `popVibrancy`, so that a backend reading its
  /// target colors each covered pixel from the material under it and any other draws the flat
  /// color. With `reducesTransparency` (Reduce Transparency) only the flat color is recorded,
  /// as iOS draws it. Light or dark follows `blur` when its style fixes one, else the traits.
  public mutating func vibrant(
    _ style: VibrancyEffectStyle, over blur: BlurEffect.Style? = nil,
    reducesTransparency: Bool, _ body: (inout DrawList) -> Void
  ) {
    let isDark = VibrancyLook.isDark(over: blur, traits: traits)
    let flatTraits = traits.modifyingTraits { $0.userInterfaceStyle = isDark ? .dark : .light }
    let flat = style.fallbackColor.resolvedColor(with: flatTraits)
    var content = DrawList(traits: traits)
    body(&content)
    guard !content.isEmpty else { return }
    let recolored = DrawList(content.commands.map { $0.recolored(flat) })
    guard !reducesTransparency, flat.alpha > 0 else { return append(contentsOf: recolored) }
    append(
      .pushVibrancy(
        Vibrancy(
          style: style, isDark: isDark, strength: VibrancyLook.strength(of: style, isDark: isDark),
          saturation: VibrancyLook.saturation(isDark: isDark), recordedAlpha: flat.alpha)))
    append(contentsOf: recolored)
    append(.popVibrancy)
  }
}

extension DrawCommand {
  /// The command with each color of its content replaced by `flat` at that color's alpha
  /// times `flat`'s: vibrant content keeps its shape and opacity, not its colors. Images,
  /// blurs and the corners painted in a backdrop's color keep theirs.
  func recolored(_ flat: Color) -> DrawCommand {
    func mapped(_ color: Color) -> Color {
      Color(red: flat.red, green: flat.green, blue: flat.blue, alpha: flat.alpha * color.alpha)
    }
    switch self {
    case .fillRect(let rect, let color):
      return .fillRect(rect, mapped(color))
    case .fillRoundedRect(let rect, let radius, let color):
      return .fillRoundedRect(rect, cornerRadius: radius, mapped(color))
    case .strokeRoundedRect(let rect, let radius, let width, let color):
      return .strokeRoundedRect(rect, cornerRadius: radius, lineWidth: width, mapped(color))
    case .fillEllipse(let rect, let color):
      return .fillEllipse(rect, mapped(color))
    case .line(let from, let to, let width, let color):
      return .line(from: from, to: to, pixelWidth: width, mapped(color))
    case .polyline(let points, let width, let color):
      return .polyline(points, lineWidth: width, mapped(color))
    case .fillPolygon(let points, let color):
      return .fillPolygon(points, mapped(color))
    case .text(var run):
      run.color = mapped(run.color)
      return .text(run)
    case .shadow(let rect, let radius, let blur, let color):
      return .shadow(rect, cornerRadius: radius, blur: blur, mapped(color))
    case .shadowOutside(let rect, let radius, let blur, let color):
      return .shadowOutside(rect, cornerRadius: radius, blur: blur, mapped(color))
    case .image, .roundCorners, .backdropBlur, .pushVibrancy, .popVibrancy, .pushClip, .popClip,
      .pushAlpha, .popAlpha, .pushTranslation, .popTranslation:
      return self
    }
  }
}
