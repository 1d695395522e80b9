import Foundation

extension ScrollAxisSimulation {
  // MARK: - Mouse wheel and trackpad

  /// A line-based mouse wheel turned by `ticks` notches: the content glides a fixed distance per
  /// notch (``Configuration/wheelTickDistance``) over a short ease-out animation.
  ///
  /// Notches that arrive while a wheel glide runs add to its target, and the glide is retargeted
  /// additively, so fast turning accelerates smoothly instead of stuttering. The target is
  /// clamped to the range: a wheel never pulls the content past an edge. Ignored while a finger
  /// holds or drags the content.
  /// - Parameters:
  ///   - ticks: The notches turned, as ``InputEvent/wheel(dx:dy:isPrecise:)`` reports them:
  ///     positive away from the user, which scrolls toward the top (smaller offsets).
  ///   - time: When the wheel turned, in seconds.
  public mutating func scroll(wheelTicks ticks: CGFloat, at time: TimeInterval) {
    guard ticks != 0, !isUnderFinger else { return }
    let distance = -ticks * configuration.wheelTickDistance
    let duration = configuration.wheelAnimationDuration
    let curve = configuration.wheelCurve
    let animation: PropertyAnimation<CGFloat>
    if case .animation(var glide, isWheel: true)? = runningSegment(at: time)?.path {
      glide.retarget(
        to: configuration.clamped(glide.target + distance), at: time, duration: duration,
        curve: curve)
      animation = glide
    } else {
      let offset = state(at: time).offset
      animation = PropertyAnimation(
        from: offset, to: configuration.clamped(offset + distance), startTime: time,
        duration: duration, curve: curve)
    }
    follow(Self.animating(animation, isWheel: true, at: time))
  }

  /// A precise (trackpad) scroll moved by `delta` points: the content moves 1:1, through the
  /// rubber band past the edges; when no delta has come for
  /// ``Configuration/preciseScrollEndDelay``, content left past an edge springs back.
  ///
  /// The device supplies its own momentum as further deltas after the fingers lift, so the
  /// simulation adds none. Ignored while a finger holds or drags the content.
  /// - Parameters:
  ///   - delta: The distance in points, as ``InputEvent/wheel(dx:dy:isPrecise:)`` reports it:
  ///     positive scrolls toward the top (smaller offsets).
  ///   - time: When it arrived, in seconds.
  public mutating func scroll(preciseDelta delta: CGFloat, at time: TimeInterval) {
    guard delta != 0, !isUnderFinger else { return }
    let current = state(at: time)
    var finger = configuration.finger(forBandedOffset: current.offset)
    if current.phase == .scrolling, case .moving(let trajectory) = motion,
      let preciseFinger = trajectory.preciseFinger
    {
      finger = preciseFinger
    }
    finger -= delta
    if !configuration.bounces { finger = configuration.clamped(finger) }
    follow(Self.preciseScroll(finger: finger, at: time, configuration: configuration))
  }
}
