import Foundation
import TableKit

/// An 8-bit coverage mask of an anti-aliased shape, computed from the shape's signed distance at
/// each pixel centre. Everything is in device pixels, relative to the mask's top-left corner, so
/// the same shape at the same sub-pixel position always yields the same bytes.
struct CoverageMask: Equatable {
  let width: Int
  let height: Int
  /// Row-major coverage, 0 (outside) ... 255 (inside).
  let alpha: [UInt8]

  /// Rasterizes a shape given by its signed distance function: negative inside, in pixels.
  /// Coverage falls linearly across one pixel centred on the edge, a box-filter approximation
  /// that is exact for straight edges.
  init(width: Int, height: Int, signedDistance: (Double, Double) -> Double) {
    self.width = max(0, width)
    self.height = max(0, height)
    var alpha = [UInt8](repeating: 0, count: self.width * self.height)
    for y in 0..<self.height {
      for x in 0..<self.width {
        let distance = signedDistance(Double(x) + 0.5, Double(y) + 0.5)
        let coverage = min(1, max(0, 0.5 - distance))
        alpha[y * self.width + x] = UInt8(checked: coverage * 255, naming: "a mask's coverage")
      }
    }
    self.alpha = alpha
  }

  /// Rasterizes a soft falloff: full `peak` inside the shape, fading to zero over `blur` pixels
  /// outside with a smoothstep, for shadows. With `cutsOutShape` the shape itself stays clear
  /// (anti-aliased along its edge): a shadow around a panel that must not darken it.
  init(
    width: Int, height: Int, blur: Double, cutsOutShape: Bool = false,
    signedDistance: (Double, Double) -> Double
  ) {
    self.width = max(0, width)
    self.height = max(0, height)
    var alpha = [UInt8](repeating: 0, count: self.width * self.height)
    let spread = max(blur, 0.5)
    for y in 0..<self.height {
      for x in 0..<self.width {
        let distance = signedDistance(Double(x) + 0.5, Double(y) + 0.5)
        let t = min(1, max(0, 1 - (distance + spread / 2) / spread))
        let outside = cutsOutShape ? min(1, max(0, distance + 0.5)) : 1
        alpha[y * self.width + x] = UInt8(
          checked: t * t * (3 - 2 * t) * outside * 255, naming: "a shadow's coverage")
      }
    }
    self.alpha = alpha
  }
}

/// Signed distance functions of the shapes the backend draws, in pixels.
enum SignedDistance {
  /// Distance to a rounded rectangle centred at (`cx`, `cy`) with half extents and a radius.
  static func roundedBox(
    _ x: Double, _ y: Double, cx: Double, cy: Double, halfWidth: Double, halfHeight: Double,
    radius: Double
  ) -> Double {
    let r = min(radius, halfWidth, halfHeight)
    let qx = abs(x - cx) - (halfWidth - r)
    let qy = abs(y - cy) - (halfHeight - r)
    let outside = hypot(max(qx, 0), max(qy, 0))
    let inside = min(max(qx, qy), 0)
    return outside + inside - r
  }

  /// Distance to an ellipse centred at (`cx`, `cy`), by scaling to a unit circle; exact for
  /// circles and close enough for the gently flattened ellipses a table draws.
  static func ellipse(
    _ x: Double, _ y: Double, cx: Double, cy: Double, radiusX: Double, radiusY: Double
  ) -> Double {
    let rx = max(radiusX, 1e-6)
    let ry = max(radiusY, 1e-6)
    let nx = (x - cx) / rx
    let ny = (y - cy) / ry
    let length = hypot(nx, ny)
    return (length - 1) * min(rx, ry)
  }

  /// Distance to a polyline stroked `width` wide with round caps and joins.
  static func stroke(_ x: Double, _ y: Double, points: [(Double, Double)], width: Double)
    -> Double
  {
    guard let first = points.first else { return .infinity }
    var nearest = hypot(x - first.0, y - first.1)
    for (a, b) in zip(points, points.dropFirst()) {
      nearest = min(nearest, segment(x, y, from: a, to: b))
    }
    return nearest - width / 2
  }

  /// Distance from (`x`, `y`) to the segment from `a` to `b` (a point when they coincide).
  static func segment(_ x: Double, _ y: Double, from a: (Double, Double), to b: (Double, Double))
    -> Double
  {
    let dx = b.0 - a.0
    let dy = b.1 - a.1
    let lengthSquared = dx * dx + dy * dy
    let t =
      lengthSquared > 0 ? min(1, max(0, ((x - a.0) * dx + (y - a.1) * dy) / lengthSquared)) : 0
    return hypot(x - (a.0 + t * dx), y - (a.1 + t * dy))
  }

  /// Distance to a closed polygon's outline, negative inside by the even-odd rule (a ray
  /// crossing count), so that a star's or a cog's points fill without a winding order.
  static func polygon(_ x: Double, _ y: Double, points: [(Double, Double)]) -> Double {
    guard let last = points.last else { return .infinity }
    var nearest = Double.infinity
    var inside = false
    var a = last
    for b in points {
      nearest = min(nearest, segment(x, y, from: a, to: b))
      // The edge crosses the ray to the right of the point (never horizontal here, so the
      // division is safe).
      if (a.1 > y) != (b.1 > y), x < a.0 + (y - a.1) / (b.1 - a.1) * (b.0 - a.0) {
        inside.toggle()
      }
      a = b
    }
    return inside ? -nearest : nearest
  }
}
