import Foundation

/// A cubic Bézier timing function, as Core Animation's `CAMediaTimingFunction`: it maps the
/// fraction of an animation's duration that has elapsed to the fraction of the change to show.
///
/// The curve runs from (0, 0) to (1, 1) with two control points in between. The x coordinates of
/// the control points are confined to 0...1, which makes x a non-decreasing function of the curve
/// parameter, so every progress has exactly one value. The y coordinates are free; values beyond
/// 0...1 make the animation overshoot.
public struct TimingCurve: Hashable, Sendable {
  /// The first control point's x coordinate, in 0...1.
  public let x1: Double
  /// The first control point's y coordinate.
  public let y1: Double
  /// The second control point's x coordinate, in 0...1.
  public let x2: Double
  /// The second control point's y coordinate.
  public let y2: Double

  /// Creates a curve from its two control points' coordinates.
  /// - Parameters:
  ///   - x1: The first control point's x, in 0...1.
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x, in 0...1.
  ///   - y2: The second control point's y.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    precondition(
      (0...1).contains(x1) && (0...1).contains(x2),
      "a timing curve needs control points with x in 0...1 to be a function (x1 \(x1), x2 \(x2))"
    )
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Creates a curve from its two control points, as `UICubicTimingParameters`.
  /// - Parameters:
  ///   - controlPoint1: The first control point; its x must be in 0...1.
  ///   - controlPoint2: The second control point; its x must be in 0...1.
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    self.init(
      Double(controlPoint1.x), Double(controlPoint1.y),
      Double(controlPoint2.x), Double(controlPoint2.y))
  }

  // MARK: - The standard curves

  /// Constant speed.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Starts slowly, then speeds up until the end (Core Animation's 0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  /// Starts quickly, then slows down to the end (Core Animation's 0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  /// Starts slowly, speeds up, and slows down to the end (0.42, 0, 0.58, 1): UIKit's curve for
  /// row updates and animated scrolls.
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

  // MARK: - Evaluation

  /// The fraction of the change to show when `progress` of the duration has elapsed.
  ///
  /// Exact at the ends: 0 at or before 0, 1 at or after 1. In between, the curve parameter whose
  /// x equals `progress` is found by Newton's method, falling back to bisection where the curve is
  /// nearly flat in x; the result is accurate to about 1e-12.
  /// - Parameter progress: The elapsed fraction of the duration; clamped to 0...1.
  /// - Returns: The curve's y at that x.
  public func value(at progress: Double) -> Double {
    if progress <= 0 || progress.isNaN { return 0 }
    if progress >= 1 { return 1 }
    if isLinear { return progress }
    return y(parameter(forX: progress))
  }

  /// The curve's slope dy/dx at `progress`: how fast the value changes per unit of progress.
  ///
  /// Multiply by the change and divide by the duration to get a speed. Where the curve's
  /// derivative in x vanishes (an end with a control point on it), the slope is taken from a
  /// one-sided difference quotient instead.
  /// - Parameter progress: The elapsed fraction of the duration; clamped to 0...1.
  /// - Returns: The slope at that progress.
  public func slope(at progress: Double) -> Double {
    if isLinear { return 1 }
    let p = min(max(progress.isNaN ? 0 : progress, 0), 1)
    let t = p == 0 ? 0 : p == 1 ? 1 : parameter(forX: p)
    let dx = Self.derivative(t, x1, x2)
    if dx > 1e-6 { return Self.derivative(t, y1, y2) / dx }
    // Degenerate end (for example easeOut at 0, whose first control point is the origin): the
    // ratio of derivatives is 0/0, so take the difference quotient over a tiny step.
    let h = 1e-6
    let a = max(0, min(p, 1 - h))
    return (value(at: a + h) - value(at: a)) / h
  }

  // MARK: - Bézier arithmetic

  private var isLinear: Bool { x1 == y1 && x2 == y2 }

  private func x(_ t: Double) -> Double { Self.coordinate(t, x1, x2) }
  private func y(_ t: Double) -> Double { Self.coordinate(t, y1, y2) }

  /// One coordinate of the curve with end points 0 and 1: 3(1−t)²t·c1 + 3(1−t)t²·c2 + t³.
  private static func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  /// The derivative of ``coordinate(_:_:_:)`` with respect to t.
  private static func derivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
  }

  /// The curve parameter t in 0...1 with x(t) = `targetX`.
  private func parameter(forX targetX: Double) -> Double {
    let tolerance = 1e-12
    // 1. Newton's method from t = x, which is exact for a straight line and close for most curves.
    var t = targetX
    for _ in 0..<8 {
      let error = x(t) - targetX
      if abs(error) < tolerance { return t }
      let slope = Self.derivative(t, x1, x2)
      if abs(slope) < 1e-7 { break }
      let next = t - error / slope
      if next < 0 || next > 1 { break }
      t = next
    }
    // 2. Bisection: x is non-decreasing in t, so this always converges.
    var low = 0.0
    var high = 1.0
    t = targetX
    for _ in 0..<100 {
      let value = x(t)
      if abs(value - targetX) < tolerance { break }
      if value < targetX { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
