import Foundation

/// When and how fast one block animation moves its values: a delay, a duration, a curve or a
/// spring, and whether it repeats or plays back. It maps the time since the block ran to the
/// fraction of each change shown.
struct ViewAnimationTiming: Equatable, Sendable {
  /// How the fraction grows over one pass.
  enum Pacing: Equatable, Sendable {
    /// A cubic Bézier curve.
    case curve(TimingCurve)
    /// A damped spring squeezed into the duration (see `SpringPacing`).
    case spring(SpringPacing)
  }

  var delay: TimeInterval
  var duration: TimeInterval
  var pacing: Pacing
  var repeats: Bool
  var autoreverses: Bool

  /// The time after the block ran at which every change shows its set value; infinite for a
  /// repeating animation.
  var length: TimeInterval {
    if repeats && duration > 0 { return .infinity }
    return delay + duration * (autoreverses ? 2 : 1)
  }

  /// The fraction of the change shown `elapsed` seconds after the block ran: 0 until the
  /// delay passes, 1 once the animation is over (also after playing back, when UIKit too
  /// shows the values set).
  func fraction(at elapsed: TimeInterval) -> Double {
    let local = elapsed - delay
    guard local > 0 else { return 0 }
    guard duration > 0, local < length - delay else { return 1 }
    let passes = local / duration
    let cycle = autoreverses ? 2.0 : 1.0
    let phase = passes.truncatingRemainder(dividingBy: cycle)
    let progress = phase <= 1 ? phase : 2 - phase
    switch pacing {
    case .curve(let curve): return curve.value(at: progress)
    case .spring(let spring): return spring.value(at: progress)
    }
  }
}

/// UIKit's spring for `animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)`:
/// a damped oscillator whose motion has died down (to a thousandth of the change) when the
/// duration ends, so that the animation lasts what was asked. `damping` is the damping ratio
/// (1 settles without overshoot, smaller values oscillate); `initialVelocity` is in changes per
/// second (1 covers the whole change in a second), as UIKit defines it.
struct SpringPacing: Equatable, Sendable {
  var damping: Double
  /// The initial velocity in changes per duration.
  var velocityPerDuration: Double

  /// The decay that leaves a thousandth of the change: e^−6.9 ≈ 0.001.
  private static let settlingExponent = 6.9

  init(damping: Double, initialVelocity: Double, duration: TimeInterval) {
    self.damping = damping.isFinite ? min(max(damping, 0.01), 1) : 1
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    velocityPerDuration = velocity * max(duration, 0)
  }

  /// The fraction shown at `progress` (0...1 of the duration); exactly 1 at the end.
  func value(at progress: Double) -> Double {
    guard progress < 1 else { return 1 }
    guard progress > 0 else { return 0 }
    // The remaining displacement x(u), with x(0) = 1 and x'(0) = −velocity.
    if damping >= 1 {
      // Critically damped: (1 + (ω − v)·u)·e^(−ωu) reaches a thousandth near ωu = 9.2.
      let omega = 9.2
      return 1 - (1 + (omega - velocityPerDuration) * progress) * exp(-omega * progress)
    }
    let omega = Self.settlingExponent / damping
    let decay = damping * omega
    let damped = omega * (1 - damping * damping).squareRoot()
    let sineWeight = (decay - velocityPerDuration) / damped
    let remaining =
      exp(-decay * progress) * (cos(damped * progress) + sineWeight * sin(damped * progress))
    return 1 - remaining
  }
}
