import Foundation

/// Estimates a pointer's velocity at release from its recent positions.
///
/// The estimate is the slope of a least-squares line through the samples of the last
/// ``horizon`` (100 ms), fitted separately in x and y. A straight fit is exact for a finger moving
/// at constant speed whatever the sampling rate (60 Hz, 120 Hz, a 1 kHz mouse), and averages out
/// the jitter of single sample-to-sample differences. Two rules keep a resting finger from
/// flinging the content:
/// - if no sample arrived in the ``restingInterval`` (40 ms) before the release, the pointer had
///   stopped, and the velocity is zero;
/// - a gap longer than that between two samples means the pointer rested there, so only the
///   samples after the gap count.
public struct VelocityTracker: Hashable, Sendable {
  /// A pointer position at a time.
  public struct Sample: Hashable, Sendable {
    /// When the pointer was there, in seconds on the frame clock.
    public var time: TimeInterval
    /// Where the pointer was, in points.
    public var position: CGPoint

    /// Creates a sample.
    /// - Parameters:
    ///   - time: When the pointer was there, in seconds.
    ///   - position: Where it was, in points.
    public init(time: TimeInterval, position: CGPoint) {
      self.time = time
      self.position = position
    }
  }

  /// How far back samples count, in seconds; 0.1 by default.
  public var horizon: TimeInterval
  /// How long without a sample means the pointer rested, in seconds; 0.04 by default.
  public var restingInterval: TimeInterval

  /// The samples within the horizon of the newest one, oldest first.
  public private(set) var samples: [Sample] = []

  /// Creates an empty tracker.
  /// - Parameters:
  ///   - horizon: How far back samples count, in seconds; 0.1 by default.
  ///   - restingInterval: How long without a sample means the pointer rested; 0.04 by default.
  public init(horizon: TimeInterval = 0.1, restingInterval: TimeInterval = 0.04) {
    precondition(horizon > 0 && restingInterval > 0, "tracker intervals must be positive")
    self.horizon = horizon
    self.restingInterval = restingInterval
  }

  // MARK: - Recording

  /// Records where the pointer is at a time.
  ///
  /// A sample with the same time as the newest replaces it (two events in one instant: the later
  /// position wins); a sample older than the newest is ignored. Samples that fall out of the
  /// horizon are dropped, so the storage stays small.
  /// - Parameters:
  ///   - position: The pointer's position, in points.
  ///   - time: When it was there, in seconds on the frame clock.
  public mutating func addSample(_ position: CGPoint, at time: TimeInterval) {
    if let newest = samples.last {
      if time < newest.time { return }
      if time == newest.time {
        samples[samples.count - 1].position = position
        return
      }
    }
    samples.append(Sample(time: time, position: position))
    let oldest = time - horizon
    if let firstKept = samples.firstIndex(where: { $0.time >= oldest }), firstKept > 0 {
      samples.removeFirst(firstKept)
    }
  }

  /// Forgets every sample, for a new gesture.
  public mutating func reset() { samples.removeAll(keepingCapacity: true) }

  // MARK: - Estimating

  /// The pointer's velocity if it is released at `time`, in points per second.
  /// - Parameter time: The release time, in seconds; at or after the newest sample.
  /// - Returns: The least-squares slope of the recent samples; zero with fewer than two usable
  ///   samples, after a rest, or when all the samples share one time.
  /// - Complexity: O(n) for the n samples within the horizon.
  public func velocity(at time: TimeInterval) -> CGPoint {
    guard let newest = samples.last, time - newest.time <= restingInterval else { return .zero }

    // 1. Walk back from the newest sample while within the horizon and without a resting gap.
    var first = samples.count - 1
    while first > 0 {
      let candidate = samples[first - 1]
      let tooOld = newest.time - candidate.time > horizon + 1e-9
      let rested = samples[first].time - candidate.time > restingInterval
      if tooOld || rested { break }
      first -= 1
    }
    let window = samples[first...]
    guard window.count >= 2 else { return .zero }

    // 2. Fit x(t) and y(t) with lines by least squares; times relative to the newest sample keep
    //    the sums well conditioned however long the clock has been running.
    let n = Double(window.count)
    var meanT = 0.0
    var meanX = 0.0
    var meanY = 0.0
    for sample in window {
      meanT += (sample.time - newest.time) / n
      meanX += Double(sample.position.x) / n
      meanY += Double(sample.position.y) / n
    }
    var stt = 0.0
    var stx = 0.0
    var sty = 0.0
    for sample in window {
      let dt = sample.time - newest.time - meanT
      stt += dt * dt
      stx += dt * (Double(sample.position.x) - meanX)
      sty += dt * (Double(sample.position.y) - meanY)
    }
    guard stt > 1e-12 else { return .zero }
    return CGPoint(x: stx / stt, y: sty / stt)
  }
}
