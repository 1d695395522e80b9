import Foundation

/// The small vector marks a table draws, as anti-aliased strokes so that they are crisp at any
/// scale. Each fits the box it is given; the default sizes are `Metrics.chevronSize` and friends.
extension DrawList {
  /// A disclosure chevron pointing right (or left when `pointsLeft`, for right-to-left layout),
  /// its stroke inside `rect`.
  public mutating func chevron(
    in rect: CGRect, lineWidth: CGFloat = 2.5, color: Color = .chevron, pointsLeft: Bool = false
  ) {
    let inset = lineWidth / 2
    let near = pointsLeft ? rect.maxX - inset : rect.minX + inset
    let far = pointsLeft ? rect.minX + inset : rect.maxX - inset
    append(
      .polyline(
        [
          CGPoint(x: near, y: rect.minY + inset), CGPoint(x: far, y: rect.midY),
          CGPoint(x: near, y: rect.maxY - inset),
        ], lineWidth: lineWidth, color))
  }

  /// A checkmark whose stroke fills `rect`: a short arm down to the bottom third, a long arm up
  /// to the top-right corner.
  public mutating func checkmark(in rect: CGRect, lineWidth: CGFloat = 2, color: Color = .tint) {
    let box = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
    append(
      .polyline(
        [
          CGPoint(x: box.minX, y: box.minY + box.height * 0.55),
          CGPoint(x: box.minX + box.width * 0.36, y: box.maxY),
          CGPoint(x: box.maxX, y: box.minY),
        ], lineWidth: lineWidth, color))
  }

  /// The detail ("info") button: an "i" inside a circle outlined in `color`, filling `rect`.
  public mutating func infoButton(in rect: CGRect, color: Color = .tint) {
    let side = min(rect.width, rect.height)
    let circle = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    let ring = side / 22
    append(
      .strokeRoundedRect(
        circle.insetBy(dx: ring / 2, dy: ring / 2), cornerRadius: (side - ring) / 2,
        lineWidth: ring, color))
    let unit = side / 22
    let dot = 2.6 * unit
    append(
      .fillEllipse(
        CGRect(x: circle.midX - dot / 2, y: circle.minY + 5.2 * unit, width: dot, height: dot),
        color))
    let stem = 2 * unit
    append(
      .polyline(
        [
          CGPoint(x: circle.midX - 1.6 * unit, y: circle.minY + 9.6 * unit),
          CGPoint(x: circle.midX, y: circle.minY + 9.6 * unit),
          CGPoint(x: circle.midX, y: circle.minY + 16.4 * unit),
        ], lineWidth: stem, color))
  }
}
