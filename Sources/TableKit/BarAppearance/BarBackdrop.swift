import Foundation

/// What a bar's background shows now: its look at the content's scroll edge, its standard look
/// once content runs under it, or a cross-fade between the two while the content scrolls over
/// `Metrics.largeTitleFadeDistance` (a navigation bar) or
/// `Metrics.bottomBarScrollEdgeFadeDistance` (a tab bar or toolbar), as iOS 15 draws bars.
@MainActor
struct BarBackdrop {
  /// The look once content runs under the bar.
  var standard: BarAppearance
  /// The look while the content rests at the bar's edge; nil for the standard look with a clear
  /// background and no hairline, as iOS 15 draws a bar without a `scrollEdgeAppearance` (kept as
  /// nil rather than as such a copy, which bars would otherwise make several times a frame).
  var scrollEdge: BarAppearance?
  /// How far content has run under the bar, from 0 (at its scroll edge) to 1.
  var contentUnder: CGFloat

  /// Whether both backdrops draw the same backgrounds at the scroll edge and under content.
  func hasSameLooks(as other: BarBackdrop) -> Bool {
    standard.hasSameBackground(as: other.standard)
      && Self.drawSameBackground(scrollEdge, other.scrollEdge)
  }

  /// Whether the two looks share one background, so that nothing cross-fades.
  var isSteady: Bool {
    guard let scrollEdge else { return standard.hasClearBackground }
    return standard === scrollEdge || standard.hasSameBackground(as: scrollEdge)
  }

  /// Whether two scroll-edge looks draw the same background, nil being a clear one.
  private static func drawSameBackground(_ a: BarAppearance?, _ b: BarAppearance?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return a.hasSameBackground(as: b)
    case (let only?, nil), (nil, let only?): return only.hasClearBackground
    }
  }

  /// Draws the background over `rect` and the hairline from `hairline.from` to `hairline.to`
  /// (one pixel), at `alpha`.
  func draw(
    in rect: CGRect, hairline: (from: CGPoint, to: CGPoint), reducesTransparency: Bool,
    alpha: CGFloat = 1, into list: inout DrawList
  ) {
    let under = contentUnder.isFinite ? min(1, max(0, contentUnder)) : 1
    func draw(_ appearance: BarAppearance?, _ alpha: CGFloat) {
      guard let appearance, alpha > 0 else { return }
      list.withAlpha(alpha) { list in
        appearance.drawBackground(
          in: rect, hairline: hairline, reducesTransparency: reducesTransparency, into: &list)
      }
    }
    if under >= 1 || isSteady { return draw(standard, alpha) }
    if under <= 0 { return draw(scrollEdge, alpha) }
    draw(scrollEdge, alpha * (1 - under))
    draw(standard, alpha * under)
  }

  /// The appearance whose text a bar shows: the scroll edge's until content has run halfway
  /// under the bar, the standard one after (text attributes change at once, as UIKit switches
  /// appearances; only the backgrounds cross-fade).
  var dominant: BarAppearance { contentUnder < 0.5 ? scrollEdge ?? standard : standard }
}

extension BarAppearance {
  /// Draws the blur, the color, the image and the hairline, each only when set.
  func drawBackground(
    in rect: CGRect, hairline: (from: CGPoint, to: CGPoint), reducesTransparency: Bool,
    into list: inout DrawList
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    if let backgroundEffect {
      list.material(backgroundEffect.style, in: rect, reducesTransparency: reducesTransparency)
    }
    if let backgroundColor, backgroundColor.alpha > 0 { list.fill(rect, color: backgroundColor) }
    if let backgroundImage { list.image(backgroundImage, in: rect, tint: .label) }
    if let shadowColor, shadowColor.alpha > 0 {
      list.append(.line(from: hairline.from, to: hairline.to, pixelWidth: 1, shadowColor))
    }
  }
}
