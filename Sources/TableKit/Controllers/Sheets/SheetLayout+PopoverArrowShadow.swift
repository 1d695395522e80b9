import Foundation

extension SheetLayout {
  /// One band of a popover arrow's soft shadow: the arrow's convex outline grown by a distance,
  /// filled with black at `alpha`, only where it lies farther than that distance from the box.
  struct ShadowLayer: Equatable {
    /// The grown outline.
    var polygon: [CGPoint]
    /// Where it is drawn: the side of the box the arrow is on, past the box shadow's own band
    /// of the same depth (so that the two shadows do not darken each other near the foot).
    var clip: CGRect
    /// The black's opacity.
    var alpha: CGFloat
  }

  /// The soft shadow of a popover's arrow as the box's (`DrawCommand.shadowOutside`) falls off:
  /// `alpha` times a smoothstep from half at the shape's edge to nothing `blur / 2` out, made of
  /// `bands` nested copies of the arrow's outline, each grown by one more band, whose opacities
  /// stack to that falloff. The outline's convex hull is grown (the concave flanks at the foot
  /// lie in the box shadow's band, which covers them), so the copies never fold over.
  /// - Parameters:
  ///   - outline: The arrow's outline (`popoverArrowOutline`).
  ///   - direction: Which way the arrow points.
  ///   - box: The popover's box.
  ///   - room: How far the drawing may reach (the container's bounds).
  ///   - blur: The box shadow's blur.
  ///   - alpha: The box shadow's opacity.
  ///   - bands: How many copies.
  /// - Returns: The layers, innermost first; none for an outline of fewer than three points.
  static func popoverArrowShadow(
    outline: [CGPoint], direction: PopoverArrowDirection, box: CGRect, room: CGRect,
    blur: CGFloat, alpha: CGFloat, bands: Int = 8
  ) -> [ShadowLayer] {
    let hull = convexHull(outline)
    guard hull.count >= 3, blur > 0, alpha > 0, bands > 0 else { return [] }
    let step = blur / 2 / CGFloat(bands)
    // The falloff `shadowOutside` draws at `distance` outside a shape.
    func coverage(_ distance: CGFloat) -> CGFloat {
      let t = min(1, max(0, 0.5 - distance / blur))
      return alpha * t * t * (3 - 2 * t)
    }
    // Band k (1-based) holds the points between (k - 1) and k steps out; the layers covering
    // it, k to `bands`, stack to the falloff at its middle.
    let targets = (1...bands).map { coverage((CGFloat($0) - 0.5) * step) } + [0]
    return (1...bands).map { band in
      let depth = CGFloat(band) * step
      let layerAlpha = 1 - (1 - targets[band - 1]) / (1 - targets[band])
      let clip: CGRect
      switch direction {
      case .down:
        clip = CGRect(
          x: room.minX, y: box.maxY + depth, width: room.width,
          height: max(0, room.maxY - box.maxY - depth))
      case .left:
        clip = CGRect(
          x: room.minX, y: room.minY, width: max(0, box.minX - depth - room.minX),
          height: room.height)
      case .right:
        clip = CGRect(
          x: box.maxX + depth, y: room.minY, width: max(0, room.maxX - box.maxX - depth),
          height: room.height)
      default:
        clip = CGRect(
          x: room.minX, y: room.minY, width: room.width,
          height: max(0, box.minY - depth - room.minY))
      }
      return ShadowLayer(polygon: grown(hull, by: depth), clip: clip, alpha: layerAlpha)
    }
  }

  /// The convex hull of `points`, counterclockwise in a y-down space's terms of the monotone
  /// chain (the orientation `grown(_:by:)` expects).
  static func convexHull(_ points: [CGPoint]) -> [CGPoint] {
    let sorted = Set(points.map { [$0.x, $0.y] }).map { CGPoint(x: $0[0], y: $0[1]) }
      .sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    guard sorted.count >= 3 else { return sorted }
    func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
      (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    var lower: [CGPoint] = []
    for point in sorted {
      while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 {
        lower.removeLast()
      }
      lower.append(point)
    }
    var upper: [CGPoint] = []
    for point in sorted.reversed() {
      while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 {
        upper.removeLast()
      }
      upper.append(point)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }

  /// The convex polygon `hull` (from `convexHull`) grown by `distance`: each edge moved out,
  /// each corner rounded with an arc, as a disk swept around it.
  static func grown(_ hull: [CGPoint], by distance: CGFloat, arcSteps: Int = 4) -> [CGPoint] {
    guard hull.count >= 3, distance > 0 else { return hull }
    // Outward normal of the edge from a to b for the hull's orientation.
    func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      let dx = b.x - a.x
      let dy = b.y - a.y
      let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
      return CGPoint(x: dy / length, y: -dx / length)
    }
    var result: [CGPoint] = []
    for index in hull.indices {
      let previous = hull[(index + hull.count - 1) % hull.count]
      let point = hull[index]
      let next = hull[(index + 1) % hull.count]
      let from = atan2(normal(previous, point).y, normal(previous, point).x)
      var to = atan2(normal(point, next).y, normal(point, next).x)
      while to < from { to += 2 * .pi }
      for step in 0...arcSteps {
        let angle = from + (to - from) * CGFloat(step) / CGFloat(arcSteps)
        result.append(
          CGPoint(x: point.x + cos(angle) * distance, y: point.y + sin(angle) * distance))
      }
    }
    return result
  }
}
