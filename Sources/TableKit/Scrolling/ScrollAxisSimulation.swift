import Foundation

/// The motion of a scroll view's content along one axis, as a pure function of input events and
/// the times they happen at.
///
/// The simulation knows no clock. Each event carries its time; when it arrives, the simulation
/// plans the whole motion that follows in closed form (deceleration, then maybe a bounce on a
/// spring, then rest), so ``state(at:)`` at any later time is the same whether it is asked 60 or
/// 120 times a second, or once. Offsets are content offsets in points, as UIKit's
/// `contentOffset.y`: positive toward the end of the content.
///
/// A touch scroll goes through the events like this:
///
///     touch down           stop(at:)              any motion stops; phase .tracking
///     pan begins           beginDrag(at:)         phase .dragging
///     finger moves         drag(pointerTranslation:at:)   the content follows, banded past edges
///     finger lifts         endDrag(pointerVelocity:at:)   coast, bounce or spring back
///
/// Mouse wheels use ``scroll(wheelTicks:at:)`` and trackpads ``scroll(preciseDelta:at:)``;
/// programmatic scrolls use ``animate(to:duration:curve:at:)`` and ``setOffset(_:at:)``.
public struct ScrollAxisSimulation: Equatable, Sendable {
  /// What the content is doing.
  public enum Phase: Hashable, Sendable {
    /// At rest.
    case idle
    /// Held still by a finger that has not started to pan (UIKit's `isTracking` without
    /// `isDragging`).
    case tracking
    /// Following a panning finger.
    case dragging
    /// Moved directly by precise (trackpad) deltas, which may still come.
    case scrolling
    /// Coasting after a fling.
    case decelerating
    /// On a spring to an edge: after a release past it, or bouncing off it after a fling.
    case bouncing
    /// Running a programmatic or mouse-wheel animation along a timing curve.
    case animating

    /// Whether a finger is on the content: UIKit's `isTracking`.
    public var isTracking: Bool { self == .tracking || self == .dragging }
    /// Whether a finger is panning the content: UIKit's `isDragging`.
    public var isDragging: Bool { self == .dragging }
    /// Whether the content moves on after a release: UIKit's `isDecelerating`, which includes
    /// bouncing back.
    public var isDecelerating: Bool { self == .decelerating || self == .bouncing }
    /// Whether the state changes with time alone, so the host should keep drawing frames.
    public var isAnimating: Bool {
      switch self {
      case .scrolling, .decelerating, .bouncing, .animating: true
      case .idle, .tracking, .dragging: false
      }
    }
  }

  /// Where the content is, how fast it moves, and what it is doing, at one time.
  public struct State: Hashable, Sendable {
    /// The content offset, in points.
    public var offset: CGFloat
    /// The velocity of the content offset, in points per second (positive toward larger
    /// offsets); zero while held, dragged or scrolled precisely, whose speed is the pointer's.
    public var velocity: CGFloat
    /// What the content is doing.
    public var phase: Phase

    /// Creates a state.
    /// - Parameters:
    ///   - offset: The content offset, in points.
    ///   - velocity: The offset's velocity, in points per second.
    ///   - phase: What the content is doing.
    public init(offset: CGFloat, velocity: CGFloat, phase: Phase) {
      self.offset = offset
      self.velocity = velocity
      self.phase = phase
    }
  }

  /// How the content is being moved.
  enum Motion: Equatable, Sendable {
    /// Held still by a finger.
    case held(CGFloat)
    /// Following a finger: its unconstrained offset and the last pointer translation seen.
    case dragging(finger: CGFloat, translation: CGFloat)
    /// Following a planned trajectory (which ends at rest).
    case moving(Trajectory)
  }

  /// The content's extent, the viewport and the feel of the motion.
  public private(set) var configuration: Configuration
  private(set) var motion: Motion

  /// Creates a simulation with the content at rest.
  /// - Parameters:
  ///   - offset: The content offset to rest at, in points.
  ///   - configuration: The content's extent, the viewport and the feel.
  public init(offset: CGFloat, configuration: Configuration) {
    self.configuration = configuration
    self.motion = .moving(.rest(at: offset))
  }

  // MARK: - Evaluating

  /// The state at `time`; pure, so asking does not change anything.
  /// - Parameter time: A time on the frame clock, in seconds; not before the last event.
  /// - Returns: The offset, velocity and phase.
  /// - Complexity: O(1): a closed form on one of at most a handful of planned segments.
  public func state(at time: TimeInterval) -> State {
    switch motion {
    case .held(let offset):
      return State(offset: offset, velocity: 0, phase: .tracking)
    case .dragging(let finger, _):
      return State(
        offset: configuration.bandedOffset(forFinger: finger), velocity: 0, phase: .dragging)
    case .moving(let trajectory):
      return trajectory.state(at: time)
    }
  }

  /// The content offset at `time`.
  /// - Parameter time: A time on the frame clock, in seconds.
  /// - Returns: The offset, in points.
  public func offset(at time: TimeInterval) -> CGFloat { state(at: time).offset }

  /// Brings the simulation to `time` and returns the state there.
  ///
  /// Stepping forgets the parts of the plan that are over; it never changes a result, so the
  /// state at a time is the same however often (or whether) the simulation was stepped before.
  /// - Parameter time: A time on the frame clock, in seconds; not before the last step.
  /// - Returns: The state at `time`.
  public mutating func step(to time: TimeInterval) -> State {
    if case .moving(let trajectory) = motion {
      motion = .moving(trajectory.pruned(at: time))
    }
    return state(at: time)
  }

  // MARK: - Touch

  /// A finger touched the content: any motion stops where it is presented at `time`, and the
  /// content is held there (phase `.tracking`) until ``beginDrag(at:)`` or
  /// ``endDrag(pointerVelocity:at:)``. Content caught past an edge stays there until released.
  /// - Parameter time: When the finger touched, in seconds.
  /// - Returns: Whether the content was moving by itself (decelerating, bouncing, animating or
  ///   scrolling); such a touch only stops the content and must not count as a tap.
  @discardableResult
  public mutating func stop(at time: TimeInterval) -> Bool {
    let current = state(at: time)
    motion = .held(current.offset)
    return current.phase.isAnimating
  }

  /// A pan began: from now on the content follows the finger. The finger takes hold of the
  /// content where it is presented; past an edge, the finger's position is found through the
  /// inverse rubber band, so the content does not jump.
  /// - Parameter time: When the pan began, in seconds.
  public mutating func beginDrag(at time: TimeInterval) {
    let offset = state(at: time).offset
    motion = .dragging(finger: configuration.finger(forBandedOffset: offset), translation: 0)
  }

  /// The panning finger moved.
  ///
  /// The finger's movement since the last call moves its unconstrained offset; the content shows
  /// that offset within the range and its rubber band beyond the edges (or stops at the edges
  /// when it does not bounce, following the finger back at once when it turns).
  /// - Parameters:
  ///   - pointerTranslation: How far the pointer moved along the axis since ``beginDrag(at:)``,
  ///     in points, positive downward. The content follows the finger, so the offset decreases
  ///     as the translation grows.
  ///   - time: When it moved, in seconds.
  public mutating func drag(pointerTranslation: CGFloat, at time: TimeInterval) {
    if case .held = motion { beginDrag(at: time) }
    guard case .dragging(var finger, let translation) = motion else { return }
    finger -= pointerTranslation - translation
    if !configuration.bounces { finger = configuration.clamped(finger) }
    motion = .dragging(finger: finger, translation: pointerTranslation)
  }

  /// The finger lifted (or the touch was cancelled): the content coasts at the release velocity,
  /// bounces off an edge it reaches, or springs back to the edge it was pulled past.
  ///
  /// Past an edge, the content moves slower than the finger (the rubber band's slope), and that
  /// slower velocity is what the spring starts with.
  /// - Parameters:
  ///   - pointerVelocity: The pointer's velocity along the axis at release, in points per
  ///     second, positive downward (as a pan reports it); ignored if no pan began.
  ///   - time: When the finger lifted, in seconds.
  public mutating func endDrag(pointerVelocity: CGFloat, at time: TimeInterval) {
    let offset: CGFloat
    var velocity: CGFloat = 0
    switch motion {
    case .held(let heldOffset):
      offset = heldOffset
    case .dragging(let finger, _):
      offset = configuration.bandedOffset(forFinger: finger)
      velocity = -pointerVelocity
      if let edge = configuration.edge(beyond: finger), configuration.bounces {
        velocity *= configuration.rubberBand.slope(atOvershoot: finger - edge)
      }
    case .moving:
      return
    }
    motion = .moving(
      Self.release(offset: offset, velocity: velocity, at: time, configuration: configuration))
  }

  // MARK: - Programmatic scrolling

  /// Moves the content to `offset` at once. A held or dragged content stays under the finger,
  /// which now holds it at the new offset; any other motion stops.
  /// - Parameters:
  ///   - offset: The new content offset, in points; not clamped to the range.
  ///   - time: When, in seconds.
  public mutating func setOffset(_ offset: CGFloat, at time: TimeInterval) {
    switch motion {
    case .held:
      motion = .held(offset)
    case .dragging(_, let translation):
      motion = .dragging(
        finger: configuration.finger(forBandedOffset: offset), translation: translation)
    case .moving:
      motion = .moving(.rest(at: offset))
    }
  }

  /// Animates the content to `offset` along a timing curve, as UIKit's
  /// `setContentOffset(_:animated: true)`: 0.3 s ease-in-out by default.
  ///
  /// A programmatic animation already running is retargeted additively, so the content does not
  /// jump or stop; any other motion (a drag included) is replaced, starting from the presented
  /// offset.
  /// - Parameters:
  ///   - offset: The target offset, in points; not clamped to the range.
  ///   - duration: The duration in seconds; 0.3 by default. Zero or less moves at once.
  ///   - curve: The timing curve; ease-in-out by default.
  ///   - time: When the animation starts, in seconds.
  public mutating func animate(
    to offset: CGFloat, duration: TimeInterval = PropertyAnimation<CGFloat>.defaultDuration,
    curve: TimingCurve = .easeInOut, at time: TimeInterval
  ) {
    guard duration > 0 else {
      motion = .moving(.rest(at: offset))
      return
    }
    var animation = PropertyAnimation(
      from: state(at: time).offset, to: offset, startTime: time, duration: duration, curve: curve)
    if case .animation(var running, isWheel: false)? = runningSegment(at: time)?.path {
      running.retarget(to: offset, at: time, duration: duration, curve: curve)
      animation = running
    }
    motion = .moving(Self.animating(animation, isWheel: false, at: time))
  }

  /// Changes the content's extent, the viewport or the feel at `time`.
  ///
  /// A coast or a bounce is planned again from its presented offset and velocity against the new
  /// range; a precise scroll keeps going; a held or dragged content stays under the finger;
  /// animations keep their targets. Content at rest stays where it is even outside the new range,
  /// as in UIKit; move it with ``setOffset(_:at:)`` if needed.
  /// - Parameters:
  ///   - configuration: The new configuration.
  ///   - time: When it changed, in seconds.
  public mutating func updateConfiguration(_ configuration: Configuration, at time: TimeInterval) {
    let current = state(at: time)
    self.configuration = configuration
    switch (motion, current.phase) {
    case (.held, _), (.moving, .idle), (.moving, .animating):
      break
    case (.dragging(_, let translation), _):
      motion = .dragging(
        finger: configuration.finger(forBandedOffset: current.offset), translation: translation)
    case (.moving, .scrolling):
      motion = .moving(
        Self.preciseScroll(
          finger: configuration.finger(forBandedOffset: current.offset), at: time,
          configuration: configuration))
    case (.moving, _):
      motion = .moving(
        Self.release(
          offset: current.offset, velocity: current.velocity, at: time,
          configuration: configuration))
    }
  }

  /// Moves the whole motion by `delta` points at `time`, as when rows above the visible ones
  /// change height and the content offset follows them: content under a finger stays under it,
  /// a coast or a bounce goes on from the moved offset at the same speed, and an animation moves
  /// its target by the same amount.
  /// - Parameters:
  ///   - delta: How far the offset moves, in points.
  ///   - time: When, in seconds.
  public mutating func shift(by delta: CGFloat, at time: TimeInterval) {
    guard delta != 0, delta.isFinite else { return }
    let current = state(at: time)
    switch motion {
    case .held(let offset):
      motion = .held(offset + delta)
    case .dragging(let finger, let translation):
      motion = .dragging(finger: finger + delta, translation: translation)
    case .moving:
      if case .animation(let running, let isWheel)? = runningSegment(at: time)?.path {
        let moved = PropertyAnimation(
          from: current.offset + delta, to: running.target + delta, startTime: time,
          duration: max(0, running.endTime - time), curve: .easeOut)
        motion = .moving(Self.animating(moved, isWheel: isWheel, at: time))
      } else if current.phase == .idle {
        motion = .moving(.rest(at: current.offset + delta))
      } else {
        motion = .moving(
          Self.release(
            offset: current.offset + delta, velocity: current.velocity, at: time,
            configuration: configuration))
      }
    }
  }

  // MARK: - Helpers for the wheel

  /// The target and end time of the programmatic animation (not a wheel's glide) running at
  /// `time`, if one is.
  func programmaticAnimation(at time: TimeInterval) -> (target: CGFloat, endTime: TimeInterval)? {
    guard case .animation(let running, isWheel: false)? = runningSegment(at: time)?.path else {
      return nil
    }
    return (running.target, running.endTime)
  }

  /// The planned segment running at `time`, if the content follows a trajectory.
  func runningSegment(at time: TimeInterval) -> Segment? {
    guard case .moving(let trajectory) = motion else { return nil }
    return trajectory.segment(at: time)
  }

  /// The trajectory that runs `animation` from `time` to its end, then rests at its target.
  static func animating(
    _ animation: PropertyAnimation<CGFloat>, isWheel: Bool, at time: TimeInterval
  ) -> Trajectory {
    guard animation.endTime > time else { return .rest(at: animation.target) }
    let segment = Segment(
      start: time, end: animation.endTime, phase: .animating,
      path: .animation(animation, isWheel: isWheel))
    return Trajectory(segments: [segment], restingOffset: animation.target, preciseFinger: nil)
  }

  /// Whether a finger holds or drags the content, which wheels leave alone.
  var isUnderFinger: Bool {
    switch motion {
    case .held, .dragging: true
    case .moving: false
    }
  }

  /// Replaces the motion with a planned trajectory.
  mutating func follow(_ trajectory: Trajectory) { motion = .moving(trajectory) }
}
