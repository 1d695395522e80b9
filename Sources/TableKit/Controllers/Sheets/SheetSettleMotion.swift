import Foundation

/// How a sheet's card moves to its detent once the finger lets it go, or when its detent
/// changes: a critically damped spring (mass 1, stiffness `Metrics.sheetSpringStiffness`,
/// damping ratio 1) starting where the card is, with the finger's release velocity, on the
/// window's clock, as iOS's sheets settle.
///
/// A critically damped spring still passes its target once when it starts towards it faster
/// than ω times the distance, so a flick at a detent would carry the card past it and back.
/// For such a flick the motion stiffens its spring just enough (ω = |v0| / distance) that the
/// card comes to the detent without passing it: the release velocity is kept, and the card
/// never overshoots.
struct SheetSettleMotion: Equatable {
  /// The spring, its offset the card's top.
  let spring: CriticallyDampedSpring
  /// When the motion began, on the window's clock.
  let start: TimeInterval
  /// How long after `start` the card rests at the target.
  let duration: TimeInterval

  /// A motion from `top` to `target` starting at `velocity` (points a second, down positive).
  /// - Parameters:
  ///   - top: The card's top when the motion starts.
  ///   - target: The detent's top.
  ///   - velocity: The card's velocity at the start: the finger's at release, 0 otherwise.
  ///   - start: When it starts, on the window's clock.
  ///   - positionTolerance: How near the target counts as there (half a pixel).
  init(
    from top: CGFloat, to target: CGFloat, velocity: CGFloat, at start: TimeInterval,
    positionTolerance: CGFloat = 0.25
  ) {
    // A velocity that is not a number or absurdly fast (a hostile event stream) must not
    // reach the spring: an infinite spring never settles, and an absurd push throws the card
    // off the screen.
    let fastest = Self.fastestRelease
    var usable = velocity.isFinite ? min(fastest, max(-fastest, velocity)) : 0
    let distance = abs(target - top)
    var stiffness = Metrics.sheetSpringStiffness
    if distance > 0, (target - top) * usable > 0 {
      // Stiff enough to arrive without passing the detent: a critically damped spring does
      // not overshoot while its speed is at most its angular frequency times the distance.
      let ceiling = CGFloat(Self.stiffestSpring.squareRoot()) * distance
      usable = min(ceiling, max(-ceiling, usable))
      let fastEnough = Double(abs(usable) / distance)
      stiffness = max(stiffness, fastEnough * fastEnough)
    }
    spring = CriticallyDampedSpring(
      target: target, offset: top, velocity: usable, stiffness: stiffness)
    self.start = start
    duration = spring.settlingDuration(positionTolerance: max(0.001, positionTolerance))
  }

  /// The stiffest spring a fling asks for (it settles within a few milliseconds), so that a
  /// release just short of the detent gives a finite spring.
  static let stiffestSpring: Double = 1e6
  /// The fastest release taken, in points a second, far above a finger's fastest fling.
  static let fastestRelease: CGFloat = 100_000

  /// The detent's top.
  var target: CGFloat { spring.target }

  /// The card's top at `now`: the target from `duration` on.
  func top(at now: TimeInterval) -> CGFloat {
    let elapsed = now - start
    guard elapsed < duration else { return spring.target }
    return spring.offset(after: max(0, elapsed))
  }

  /// The card's velocity at `now`, points a second: 0 from `duration` on.
  func velocity(at now: TimeInterval) -> CGFloat {
    let elapsed = now - start
    guard elapsed < duration else { return 0 }
    return spring.velocity(after: max(0, elapsed))
  }

  /// Whether the card rests at the target at `now`.
  func isFinished(at now: TimeInterval) -> Bool { now - start >= duration }
}
