import Foundation

/// Rounded rectangles with only some corners rounded (a layer's `maskedCorners`): drawn a
/// quarter at a time, each quarter clipped from the fully rounded shape or from the square
/// one, so that translucent colors never overlap.
extension DrawList {
  /// Fills `rect` rounded by `cornerRadius` at `corners` only.
  public mutating func fillRoundedRect(
    _ rect: CGRect, cornerRadius: CGFloat, corners: RectCorner, color: Color
  ) {
    drawByQuarters(of: rect, corners: corners) { list, rounded in
      list.fillRoundedRect(rect, cornerRadius: rounded ? cornerRadius : 0, color: color)
    }
  }

  /// Strokes the outline of `rect` rounded by `cornerRadius` at `corners` only, centred on
  /// the rectangle's edge.
  public mutating func strokeRoundedRect(
    _ rect: CGRect, cornerRadius: CGFloat, corners: RectCorner, lineWidth: CGFloat, color: Color
  ) {
    guard color.alpha > 0, lineWidth > 0, rect.width >= 0, rect.height >= 0 else { return }
    drawByQuarters(of: rect.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2), corners: corners) {
      list, rounded in
      list.append(
        .strokeRoundedRect(
          rect, cornerRadius: rounded ? cornerRadius : 0, lineWidth: lineWidth, color))
    }
  }

  /// Runs `draw` once when all or none of the corners are rounded, else once per quarter of
  /// `rect`, clipped to it, saying whether that quarter's corner is rounded.
  private mutating func drawByQuarters(
    of rect: CGRect, corners: RectCorner, _ draw: (inout DrawList, _ rounded: Bool) -> Void
  ) {
    if corners == .allCorners || corners.isEmpty { return draw(&self, !corners.isEmpty) }
    let half = CGSize(width: rect.width / 2, height: rect.height / 2)
    let quarters: [(RectCorner, CGPoint)] = [
      (.topLeft, CGPoint(x: rect.minX, y: rect.minY)),
      (.topRight, CGPoint(x: rect.midX, y: rect.minY)),
      (.bottomLeft, CGPoint(x: rect.minX, y: rect.midY)),
      (.bottomRight, CGPoint(x: rect.midX, y: rect.midY)),
    ]
    for (corner, origin) in quarters {
      clipped(to: CGRect(origin: origin, size: half)) { draw(&$0, corners.contains(corner)) }
    }
  }
}
