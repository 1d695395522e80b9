import Foundation

/// Decides when a kiosk has been left alone long enough to return to its start: a deadline that
/// every input pushes back. Times are whatever clock the caller reads, in seconds.
public struct IdleTimer: Hashable, Sendable {
  /// How long without input counts as idle, in seconds.
  public let timeout: TimeInterval
  /// When the last input came.
  public private(set) var lastActivity: TimeInterval
  /// Whether the timer already fired for the current quiet spell (it fires once per spell).
  public private(set) var hasFired = false

  /// Creates a timer that starts counting at `now`.
  public init(timeout: TimeInterval, now: TimeInterval) {
    self.timeout = timeout
    lastActivity = now
  }

  /// When the timer fires next; nil when it fired already and no input came since.
  public var deadline: TimeInterval? { hasFired ? nil : lastActivity + timeout }

  /// Records input at `time`: the quiet spell starts again.
  public mutating func noteActivity(at time: TimeInterval) {
    lastActivity = max(lastActivity, time)
    hasFired = false
  }

  /// Whether the timer fires at `time`: true once when the deadline has passed.
  public mutating func fires(at time: TimeInterval) -> Bool {
    guard let deadline, time >= deadline else { return false }
    hasFired = true
    return true
  }
}
