import Foundation

/// The animation of one value from where it is to a target along a timing curve, as a pure
/// function of the time passed in.
///
/// Retargeting never jumps. Like UIKit since iOS 8, a new target does not restart the animation
/// from the presented value; it adds a second, *additive* animation that runs the difference
/// between the old target and the new one down to zero, while the first keeps running to its own
/// end. The presented value is the target plus what remains of every running difference:
///
///     value(t) = target + Σ difference_i · (1 − curve_i(progress_i(t)))
///
/// At the moment of a retarget the new term adds exactly what the target moved, so the value is
/// unchanged; and because an ease-in-out curve starts with zero slope, so is the velocity. Rows
/// hit by a second update mid-animation therefore glide on from where they are on screen.
public struct PropertyAnimation<Value: AnimatableValue>: Equatable {
  /// One running difference: an amount that decays to zero along a curve.
  fileprivate struct Component: Equatable {
    var difference: Value
    var startTime: TimeInterval
    var duration: TimeInterval
    var curve: TimingCurve

    var endTime: TimeInterval { startTime + duration }

    func progress(at time: TimeInterval) -> Double {
      if time >= endTime { return 1 }
      if time <= startTime { return 0 }
      return (time - startTime) / duration
    }
  }

  /// UIKit's duration for row updates and animated scrolls: 0.3 s.
  public static var defaultDuration: TimeInterval { 0.3 }

  /// The value the animation comes to rest at.
  public private(set) var target: Value

  /// The running differences, oldest first.
  private var components: [Component]

  /// The time the last running difference ends; −∞ for an animation created at rest.
  public private(set) var endTime: TimeInterval

  // MARK: - Creating

  /// Creates an animation from one value to another.
  /// - Parameters:
  ///   - from: The value at `startTime` (and before it).
  ///   - to: The value at `startTime + duration` (and after it).
  ///   - startTime: When the animation starts, in seconds on the frame clock.
  ///   - duration: How long it runs, in seconds; 0.3 by default. Zero jumps at `startTime`.
  ///   - curve: The timing curve; ease-in-out by default.
  public init(
    from: Value, to: Value, startTime: TimeInterval,
    duration: TimeInterval = PropertyAnimation.defaultDuration, curve: TimingCurve = .easeInOut
  ) {
    precondition(duration >= 0, "an animation's duration cannot be negative (\(duration) s)")
    target = to
    components = [
      Component(
        difference: from.subtracting(to), startTime: startTime, duration: duration, curve: curve)
    ]
    endTime = startTime + duration
  }

  /// Creates an animation that rests at `value`: finished at any time, ready to be retargeted.
  /// - Parameter value: The value it presents.
  public init(value: Value) {
    target = value
    components = []
    endTime = -.infinity
  }

  // MARK: - Evaluating

  /// The value presented at `time`.
  /// - Parameter time: A time on the frame clock, in seconds; not earlier than the last retarget.
  /// - Returns: The value: the start value before the animation starts, the target after it ends.
  /// - Complexity: O(k) for k running differences (one unless retargeted mid-flight).
  public func value(at time: TimeInterval) -> Value {
    var value = target
    for component in components where time < component.endTime {
      let remaining = 1 - component.curve.value(at: component.progress(at: time))
      value = value.adding(component.difference.scaled(by: remaining))
    }
    return value
  }

  /// The rate of change of the value at `time`, per second.
  /// - Parameter time: A time on the frame clock, in seconds.
  /// - Returns: The velocity; zero before the start and after the end.
  /// - Complexity: O(k) for k running differences.
  public func velocity(at time: TimeInterval) -> Value {
    var velocity = Value.zero
    for component in components
    where time >= component.startTime && time < component.endTime && component.duration > 0 {
      let slope = component.curve.slope(at: component.progress(at: time))
      velocity = velocity.adding(component.difference.scaled(by: -slope / component.duration))
    }
    return velocity
  }

  /// Whether the animation has come to rest at its target by `time`.
  /// - Parameter time: A time on the frame clock, in seconds.
  /// - Returns: True at and after ``endTime``.
  public func isFinished(at time: TimeInterval) -> Bool { time >= endTime }

  // MARK: - Retargeting

  /// Sends the animation to a new target from `time` on, continuing from the presented value.
  ///
  /// The value at `time` does not change; with a curve that starts with zero slope (ease-in,
  /// ease-in-out) neither does the velocity. Differences that have finished by `time` are
  /// dropped, so values before `time` are no longer reproduced.
  /// - Parameters:
  ///   - newTarget: The value to come to rest at.
  ///   - time: When the change is made, in seconds on the frame clock.
  ///   - duration: How long the new difference takes to run out; 0.3 s by default.
  ///   - curve: The new difference's timing curve; ease-in-out by default.
  public mutating func retarget(
    to newTarget: Value, at time: TimeInterval,
    duration: TimeInterval = PropertyAnimation.defaultDuration, curve: TimingCurve = .easeInOut
  ) {
    precondition(duration >= 0, "an animation's duration cannot be negative (\(duration) s)")
    components.removeAll { time >= $0.endTime }
    if newTarget != target {
      components.append(
        Component(
          difference: target.subtracting(newTarget), startTime: time, duration: duration,
          curve: curve))
      target = newTarget
    }
    endTime = components.map(\.endTime).max() ?? -.infinity
  }
}

extension PropertyAnimation: Sendable where Value: Sendable {}
extension PropertyAnimation.Component: Sendable where Value: Sendable {}
