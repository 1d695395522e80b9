import Foundation

/// How quickly a flung scroll view slows down: the fraction of its velocity kept after each
/// millisecond, as UIKit's `UIScrollView.DecelerationRate`.
///
/// The table exposes it as `ScrollView.DecelerationRate`.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// The fraction of the velocity kept per millisecond, in the open interval 0 < r < 1.
  public let rawValue: CGFloat

  /// Creates a rate from the fraction of velocity kept per millisecond.
  /// - Parameter rawValue: The fraction, in 0 < r < 1.
  public init(rawValue: CGFloat) {
    precondition(
      rawValue > 0 && rawValue < 1,
      "a deceleration rate keeps a fraction of the velocity in 0 < r < 1 (\(rawValue))")
    self.rawValue = rawValue
  }

  /// The default rate, 0.998: a fling coasts for seconds (the projection is 0.499 s × v).
  public static let normal = DecelerationRate(rawValue: 0.998)

  /// The rate for paging-like views, 0.99: the content stops quickly (0.099 s × v).
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// The natural logarithm of the rate per second, 1000 · ln r (negative): the velocity at time t
  /// is v0 · e^(t · decayExponent).
  public var decayExponent: Double { 1000 * Foundation.log(Double(rawValue)) }

  /// How far a fling travels before it stops, by the projection iOS developers use:
  /// v / 1000 · r / (1 − r).
  ///
  /// This is the discrete sum of a velocity decaying by r each millisecond; the continuous
  /// ``Deceleration`` comes to rest within 0.1 % of it (−v / (1000 · ln r)).
  /// - Parameter velocity: The velocity at release, in points per second.
  /// - Returns: The signed distance, in points.
  public func projectedDistance(forVelocity velocity: CGFloat) -> CGFloat {
    velocity / 1000 * rawValue / (1 - rawValue)
  }
}
