import Foundation

/// A critically damped spring pulling an offset to a target: the fastest return that does not
/// oscillate, used to bring content back to an edge after a drag or a bounce.
///
/// With ω = √(stiffness / mass), A = x0 − target and B = v0 + ω · A, the closed forms are:
///
///     x(t) = target + (A + B·t) · e^(−ω·t)
///     v(t) = (v0 − ω·B·t) · e^(−ω·t)
///
/// (A + B·t) changes sign at most once, so the content crosses the target at most once, and
/// never when it starts at rest or moves away from the target: no overshoot, no oscillation.
/// Times are measured from the spring's start.
public struct CriticallyDampedSpring: Hashable, Sendable {
  /// The stiffness TableKit uses, 100 (with mass 1, ω = 10 per second).
  public static let defaultStiffness: Double = 100

  /// The offset the spring pulls toward, in points.
  public var target: CGFloat
  /// The offset at the start, in points.
  public var offset: CGFloat
  /// The velocity at the start, in points per second.
  public var velocity: CGFloat
  /// The spring constant, per second squared for unit mass.
  public var stiffness: Double
  /// The moving mass.
  public var mass: Double

  /// Creates a spring motion from a start state toward a target.
  /// - Parameters:
  ///   - target: The offset to come to rest at.
  ///   - offset: The offset at the start.
  ///   - velocity: The velocity at the start, in points per second; 0 by default.
  ///   - stiffness: The spring constant; 100 by default.
  ///   - mass: The mass; 1 by default.
  public init(
    target: CGFloat, offset: CGFloat, velocity: CGFloat = 0,
    stiffness: Double = CriticallyDampedSpring.defaultStiffness, mass: Double = 1
  ) {
    precondition(stiffness > 0 && mass > 0, "a spring needs positive stiffness and mass")
    self.target = target
    self.offset = offset
    self.velocity = velocity
    self.stiffness = stiffness
    self.mass = mass
  }

  /// The natural angular frequency ω = √(stiffness / mass), per second; the damping coefficient
  /// is 2·m·ω (damping ratio 1).
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }

  private var a: Double { Double(offset - target) }
  private var b: Double { Double(velocity) + angularFrequency * a }

  // MARK: - Closed forms

  /// The offset `elapsed` seconds after the start.
  /// - Parameter elapsed: Seconds since the start; not negative.
  /// - Returns: target + (A + B·t) · e^(−ω·t).
  public func offset(after elapsed: TimeInterval) -> CGFloat {
    target + CGFloat((a + b * elapsed) * Foundation.exp(-angularFrequency * elapsed))
  }

  /// The velocity `elapsed` seconds after the start, in points per second.
  /// - Parameter elapsed: Seconds since the start; not negative.
  /// - Returns: (v0 − ω·B·t) · e^(−ω·t).
  public func velocity(after elapsed: TimeInterval) -> CGFloat {
    let omega = angularFrequency
    return CGFloat((Double(velocity) - omega * b * elapsed) * Foundation.exp(-omega * elapsed))
  }

  /// When the content passes through the target, if it does: t = −A / B.
  ///
  /// That happens only when it starts away from the target and moves toward it faster than
  /// ω · |A|; a scroll view uses this moment to hand a strong flick back into the content over to
  /// a ``Deceleration``.
  /// - Returns: Seconds after the start (positive), or nil if it never crosses.
  public func elapsedTimeToCrossTarget() -> TimeInterval? {
    guard a != 0, b != 0 else { return nil }
    let t = -a / b
    return t > 0 ? t : nil
  }

  // MARK: - Settling

  /// The speed TableKit's springs count as still: 5 pt/s, under a tenth of a point per frame at
  /// 60 Hz.
  public static let restingSpeed: CGFloat = 5

  /// How long until the spring has settled for good: from then on it stays within
  /// `positionTolerance` of the target and moves slower than `speedTolerance`.
  ///
  /// Both |x − target| and |v| are bounded by functions of the form (a + b·t) · e^(−ω·t) with
  /// a, b ≥ 0, which rise until t* = 1/ω − a/b and fall after it. The earliest time from which
  /// both bounds stay under their tolerances is monotone in t, so it is found by bisection; the
  /// answer depends only on the spring, never on how often anyone samples it.
  /// - Parameters:
  ///   - positionTolerance: The largest distance from the target that counts as there, in
  ///     points; 0.5 / scale for a display of that scale factor.
  ///   - speedTolerance: The largest speed that counts as still; ``restingSpeed`` by default.
  /// - Returns: Seconds after the start; 0 if it starts settled.
  public func settlingDuration(
    positionTolerance: CGFloat = 0.5, speedTolerance: CGFloat = CriticallyDampedSpring.restingSpeed
  ) -> TimeInterval {
    precondition(positionTolerance > 0 && speedTolerance > 0, "tolerances must be positive")
    let omega = angularFrequency
    let positionBound = (abs(a), abs(b))
    let speedBound = (abs(Double(velocity)), omega * abs(b))

    // The largest value of (a + b·s)·e^(−ω·s) over all s ≥ t.
    func supremum(_ bound: (Double, Double), from t: Double) -> Double {
      let (a, b) = bound
      let peak = b > 0 ? max(0, 1 / omega - a / b) : 0
      let s = max(t, peak)
      return (a + b * s) * Foundation.exp(-omega * s)
    }
    func isSettled(from t: Double) -> Bool {
      supremum(positionBound, from: t) <= Double(positionTolerance)
        && supremum(speedBound, from: t) <= Double(speedTolerance)
    }

    if isSettled(from: 0) { return 0 }
    var low = 0.0
    var high = 1 / omega
    var doublings = 0
    while !isSettled(from: high), doublings < 64 {
      low = high
      high *= 2
      doublings += 1
    }
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if isSettled(from: middle) { high = middle } else { low = middle }
    }
    return high
  }
}
