import Foundation

extension ScrollAxisSimulation {
  /// One piece of a planned motion: a closed-form path followed from `start` to `end`.
  struct Segment: Equatable, Sendable {
    /// The closed forms a segment can follow.
    enum Path: Equatable, Sendable {
      /// Standing still at an offset.
      case constant(CGFloat)
      /// Coasting after a release, timed from the segment's start.
      case deceleration(Deceleration)
      /// Pulled to an edge by a spring, timed from the segment's start.
      case spring(CriticallyDampedSpring)
      /// A programmatic or wheel animation, timed on the frame clock.
      case animation(PropertyAnimation<CGFloat>, isWheel: Bool)
    }

    var start: TimeInterval
    var end: TimeInterval
    var phase: Phase
    var path: Path

    /// The state on this segment at `time`.
    func state(at time: TimeInterval) -> State {
      let elapsed = max(0, time - start)
      switch path {
      case .constant(let offset):
        return State(offset: offset, velocity: 0, phase: phase)
      case .deceleration(let coast):
        return State(
          offset: coast.offset(after: elapsed), velocity: coast.velocity(after: elapsed),
          phase: phase)
      case .spring(let spring):
        return State(
          offset: spring.offset(after: elapsed), velocity: spring.velocity(after: elapsed),
          phase: phase)
      case .animation(let animation, _):
        return State(
          offset: animation.value(at: time), velocity: animation.velocity(at: time), phase: phase)
      }
    }
  }

  /// A motion planned in full when an event happens, so that the state at any later time is a
  /// closed-form function of that time, whatever the frame rate: a chain of segments, then rest.
  struct Trajectory: Equatable, Sendable {
    /// The segments in time order, each starting where the previous ended.
    var segments: [Segment]
    /// Where the content rests after the last segment.
    var restingOffset: CGFloat
    /// The unconstrained finger offset of a precise (trackpad) scroll in progress, so that deltas
    /// past an edge keep accumulating through the rubber band.
    var preciseFinger: CGFloat?

    /// Content at rest.
    static func rest(at offset: CGFloat) -> Trajectory {
      Trajectory(segments: [], restingOffset: offset, preciseFinger: nil)
    }

    /// The state at `time`.
    /// - Complexity: O(s) for s segments (at most a handful).
    func state(at time: TimeInterval) -> State {
      for segment in segments where time < segment.end {
        return segment.state(at: time)
      }
      return State(offset: restingOffset, velocity: 0, phase: .idle)
    }

    /// The segment running at `time`, if any.
    func segment(at time: TimeInterval) -> Segment? {
      segments.first { time < $0.end }
    }

    /// The same trajectory without the segments that ended by `time`; the state at `time` and
    /// after is unchanged.
    func pruned(at time: TimeInterval) -> Trajectory {
      var copy = self
      copy.segments.removeAll { $0.end <= time }
      return copy
    }
  }

  // MARK: - Planning

  /// The motion of content let go at `offset` with `velocity` at `time`.
  ///
  /// 1. Past an edge, a critically damped spring pulls the content back to the edge. If it was
  ///    flicked back hard enough to cross the edge, the spring hands over to a deceleration at
  ///    the crossing, with the crossing's velocity (step 2).
  /// 2. Within the range, the content coasts and comes to rest at the deceleration's resting
  ///    offset (the projection). If it reaches an edge before it stops, it either
  ///    stops there (no bounce) or goes past with its remaining velocity into a spring from the
  ///    edge, which carries it out by about v / (ω·e) and back without oscillating.
  static func release(
    offset: CGFloat, velocity: CGFloat, at time: TimeInterval, configuration: Configuration
  ) -> Trajectory {
    var segments: [Segment] = []
    var x = offset
    var v = velocity
    var t = time
    // Each pass either ends the plan or moves from a spring onto the range, or from the range to
    // an edge, so a few passes always suffice; the bound only guards against a degenerate range.
    for _ in 0..<4 {
      // 1. Past an edge: spring back, or cross into the range.
      if let edge = configuration.edge(beyond: x) {
        guard configuration.bounces else { return rest(segments, at: configuration.clamped(x)) }
        let spring = configuration.spring(to: edge, from: x, velocity: v)
        if let crossing = spring.elapsedTimeToCrossTarget() {
          segments.append(
            Segment(start: t, end: t + crossing, phase: .bouncing, path: .spring(spring)))
          (x, v, t) = (edge, spring.velocity(after: crossing), t + crossing)
        } else {
          return settle(segments, spring, at: t, configuration: configuration)
        }
      }

      // 2. Within the range: coast, maybe into an edge.
      let coast = Deceleration(offset: x, velocity: v, rate: configuration.decelerationRate)
      let duration = coast.duration
      guard duration > 0 else { return rest(segments, at: x) }
      let edge = v > 0 ? configuration.offsetRange.upperBound : configuration.offsetRange.lowerBound
      // The coast ends less than half a point short of its resting offset and settles there, so
      // an edge short of the resting offset is always reached, if only at a crawl.
      guard let hit = coast.elapsedTime(toReach: edge) else {
        segments.append(
          Segment(start: t, end: t + duration, phase: .decelerating, path: .deceleration(coast)))
        return rest(segments, at: coast.restingOffset)
      }
      if hit > 0 {
        segments.append(
          Segment(start: t, end: t + hit, phase: .decelerating, path: .deceleration(coast)))
      }
      guard configuration.bounces else { return rest(segments, at: edge) }
      let bounce = configuration.spring(to: edge, from: edge, velocity: coast.velocity(after: hit))
      return settle(segments, bounce, at: t + hit, configuration: configuration)
    }
    return rest(segments, at: configuration.clamped(x))
  }

  /// The motion of a precise (trackpad) scroll whose finger offset is `finger` at `time`: the
  /// content holds its banded offset while more deltas may come, then, if it is past an edge,
  /// springs back.
  static func preciseScroll(
    finger: CGFloat, at time: TimeInterval, configuration: Configuration
  ) -> Trajectory {
    let offset = configuration.bandedOffset(forFinger: finger)
    let end = time + configuration.preciseScrollEndDelay
    let hold = Segment(start: time, end: end, phase: .scrolling, path: .constant(offset))
    var trajectory: Trajectory
    if let edge = configuration.edge(beyond: offset) {
      let spring = configuration.spring(to: edge, from: offset, velocity: 0)
      trajectory = settle([hold], spring, at: end, configuration: configuration)
    } else {
      trajectory = rest([hold], at: offset)
    }
    trajectory.preciseFinger = finger
    return trajectory
  }

  /// `segments`, then rest at `offset`.
  private static func rest(_ segments: [Segment], at offset: CGFloat) -> Trajectory {
    Trajectory(segments: segments, restingOffset: offset, preciseFinger: nil)
  }

  /// `segments`, then `spring` from `time` until it settles, then rest at its target.
  private static func settle(
    _ segments: [Segment], _ spring: CriticallyDampedSpring, at time: TimeInterval,
    configuration: Configuration
  ) -> Trajectory {
    let duration = spring.settlingDuration(positionTolerance: configuration.settlingDistance)
    var segments = segments
    if duration > 0 {
      segments.append(
        Segment(start: time, end: time + duration, phase: .bouncing, path: .spring(spring)))
    }
    return rest(segments, at: spring.target)
  }
}

extension ScrollAxisSimulation.Configuration {
  /// The configured spring from `offset` with `velocity` to `edge`.
  func spring(to edge: CGFloat, from offset: CGFloat, velocity: CGFloat) -> CriticallyDampedSpring {
    CriticallyDampedSpring(
      target: edge, offset: offset, velocity: velocity, stiffness: springStiffness)
  }
}
