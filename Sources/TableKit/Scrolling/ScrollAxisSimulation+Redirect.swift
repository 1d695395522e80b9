import Foundation

extension ScrollAxisSimulation {
  /// Where the content comes to rest if nothing else moves it: the end of its motion.
  public var restingOffset: CGFloat {
    switch motion {
    case .held(let offset): offset
    case .dragging(let finger, _): configuration.bandedOffset(forFinger: finger)
    case .moving(let trajectory): trajectory.restingOffset
    }
  }

  /// Sends content just let go to rest at `target` (clamped to the range) instead, as a scroll
  /// view does when its delegate changes the target of a drag: within the range the content
  /// decelerates at the configured rate with the velocity that ends exactly there; content
  /// pulled past an edge eases to the target.
  /// - Parameters:
  ///   - target: The new resting offset, in points.
  ///   - time: When, in seconds (the release).
  public mutating func redirectRelease(to target: CGFloat, at time: TimeInterval) {
    let target = configuration.clamped(target)
    let current = state(at: time)
    guard configuration.edge(beyond: current.offset) == nil else {
      animate(to: target, curve: .easeOut, at: time)
      return
    }
    // A coast from x with velocity v rests at x − v / decayExponent.
    let velocity = (current.offset - target) * CGFloat(configuration.decelerationRate.decayExponent)
    var trajectory = Self.release(
      offset: current.offset, velocity: velocity, at: time, configuration: configuration)
    trajectory.restingOffset = target
    follow(trajectory)
  }
}
