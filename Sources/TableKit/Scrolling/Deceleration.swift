import Foundation

/// The coasting of content released at a velocity: the velocity decays exponentially by the
/// deceleration rate per millisecond, with closed forms for every quantity.
///
/// With r the rate and k = 1000 · ln r (negative):
///
///     v(t) = v0 · r^(1000·t) = v0 · e^(k·t)
///     x(t) = x0 + v0 · (e^(k·t) − 1) / k
///
/// so the content comes to rest at x0 − v0 / k. Times are measured from the release.
public struct Deceleration: Hashable, Sendable {
  /// The offset at the release, in points.
  public var offset: CGFloat
  /// The velocity at the release, in points per second (positive toward larger offsets).
  public var velocity: CGFloat
  /// The fraction of velocity kept per millisecond.
  public var rate: DecelerationRate

  /// Describes the coast of content released at `offset` with `velocity`.
  /// - Parameters:
  ///   - offset: The offset at the release, in points.
  ///   - velocity: The velocity at the release, in points per second.
  ///   - rate: The deceleration rate; `.normal` by default.
  public init(offset: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) {
    self.offset = offset
    self.velocity = velocity
    self.rate = rate
  }

  private var k: Double { rate.decayExponent }

  // MARK: - Closed forms

  /// The offset `elapsed` seconds after the release.
  /// - Parameter elapsed: Seconds since the release; not negative.
  /// - Returns: x0 + v0 · (e^(k·t) − 1) / k.
  public func offset(after elapsed: TimeInterval) -> CGFloat {
    offset + CGFloat(Double(velocity) * Foundation.expm1(k * elapsed) / k)
  }

  /// The velocity `elapsed` seconds after the release, in points per second.
  /// - Parameter elapsed: Seconds since the release; not negative.
  /// - Returns: v0 · e^(k·t).
  public func velocity(after elapsed: TimeInterval) -> CGFloat {
    velocity * CGFloat(Foundation.exp(k * elapsed))
  }

  /// Where the content would come to rest after infinite time: x0 − v0 / k.
  public var restingOffset: CGFloat { offset - CGFloat(Double(velocity) / k) }

  // MARK: - Stopping

  /// The speed below which the coast counts as stopped: the speed at which less than half a
  /// point of travel remains, 0.5 · |k| (about 1.0 pt/s at `.normal`, 5.0 pt/s at `.fast`).
  ///
  /// A scroll view stops the coast there and places the content at ``restingOffset``: a last
  /// step of at most half a point (one pixel at 2x), no larger than the pixel steps content makes
  /// at that speed anyway, after which the content rests exactly at the closed form's limit.
  public var stoppingSpeed: CGFloat { CGFloat(0.5 * -k) }

  /// How long the coast lasts: the time until the speed falls below ``stoppingSpeed``.
  public var duration: TimeInterval { duration(untilSpeedBelow: stoppingSpeed) }

  /// The time until the speed falls below `speed`.
  /// - Parameter speed: A speed in points per second; positive.
  /// - Returns: ln(speed / |v0|) / k in seconds, or 0 if the content is already slower.
  public func duration(untilSpeedBelow speed: CGFloat) -> TimeInterval {
    let initialSpeed = abs(Double(velocity))
    guard speed > 0, initialSpeed > Double(speed) else { return 0 }
    return Foundation.log(Double(speed) / initialSpeed) / k
  }

  /// The time at which the content passes `target`, if it ever does.
  ///
  /// Solves x(t) = target: e^(k·t) = 1 + k · (target − x0) / v0, which has a solution only when
  /// `target` lies between the start and the resting offset.
  /// - Parameter target: An offset in points.
  /// - Returns: Seconds after the release, 0 if the content starts there, or nil if it never
  ///   gets there.
  public func elapsedTime(toReach target: CGFloat) -> TimeInterval? {
    if target == offset { return 0 }
    guard velocity != 0 else { return nil }
    let fraction = 1 + k * Double(target - offset) / Double(velocity)
    guard fraction > 0, fraction <= 1 else { return nil }
    return Foundation.log(fraction) / k
  }
}
