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
    let distance = abs(target - top)
    var stiffness = Metrics.sheetSpringStiffness
    if distance > 0, (target - top) * velocity > 0 {
      let fastEnough = Double(abs(velocity) / distance)
      stiffness = max(stiffness, fastEnough * fastEnough)
    }
    let usable = velocity.isFinite ? velocity : 0
    spring = CriticallyDampedSpring(
      target: target, offset: top, velocity: usable, stiffness: stiffness)
    self.start = start
    duration = spring.settlingDuration(positionTolerance: max(0.001, positionTolerance))
  }

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
