import Foundation

/// The glyphs of system bar buttons, as anti-aliased strokes that stay crisp at any scale. Each
/// fits the box it is given (designed on a 22-point box, `Metrics.barButtonGlyphSize`).
extension DrawList {
  /// The Add button's plus sign, centred in `rect`.
  public mutating func plusGlyph(
    in rect: CGRect, lineWidth: CGFloat = Metrics.barButtonGlyphLineWidth, color: Color
  ) {
    let unit = min(rect.width, rect.height) / 22
    let centre = CGPoint(x: rect.midX, y: rect.midY)
    let arm = 8.5 * unit
    append(
      .polyline(
        [CGPoint(x: centre.x, y: centre.y - arm), CGPoint(x: centre.x, y: centre.y + arm)],
        lineWidth: lineWidth, color))
    append(
      .polyline(
        [CGPoint(x: centre.x - arm, y: centre.y), CGPoint(x: centre.x + arm, y: centre.y)],
        lineWidth: lineWidth, color))
  }

  /// The Trash button's can: a lid with a handle over a body that narrows towards the bottom,
  /// with three ribs, in `rect`.
  public mutating func trashGlyph(in rect: CGRect, lineWidth: CGFloat = 1.6, color: Color) {
    let unit = min(rect.width, rect.height) / 22
    let origin = CGPoint(x: rect.midX - 11 * unit, y: rect.midY - 11 * unit)
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: origin.x + x * unit, y: origin.y + y * unit)
    }
    let width = lineWidth * unit
    // The handle, then the lid.
    append(
      .polyline(
        [point(8, 4.5), point(8, 2), point(14, 2), point(14, 4.5)], lineWidth: width, color))
    append(.polyline([point(2.5, 4.5), point(19.5, 4.5)], lineWidth: width, color))
    // The body.
    append(
      .polyline(
        [point(4.8, 5), point(6, 20.5), point(16, 20.5), point(17.2, 5)], lineWidth: width, color))
    // The ribs.
    for x in [8.6, 11, 13.4] as [CGFloat] {
      append(.polyline([point(x, 8.5), point(x, 17.5)], lineWidth: width, color))
    }
  }
}
