import Foundation

/// How often a bridge tells clients of a window that keeps changing: at most once per
/// `minimumInterval`, with the update skipped in between made once it is due, and at once after
/// `allowNextAtOnce()` (a key, a client's request, a posted notification). A screen reader
/// speaks far slower than a window scrolls; the focus and selection a person moves are told
/// without delay.
public struct AccessibilityUpdatePacing: Sendable {
  /// The shortest time between two updates, in seconds.
  public var minimumInterval: TimeInterval
  private var lastUpdate = -TimeInterval.infinity
  private var hasSkippedUpdate = false

  /// Creates a pacing that lets the first update through.
  /// - Parameter minimumInterval: The shortest time between two updates (a tenth of a second).
  public init(minimumInterval: TimeInterval = 0.1) {
    self.minimumInterval = minimumInterval
  }

  /// Whether an update at `now` runs; if not, one is due at `nextUpdateTime`.
  public mutating func admits(at now: TimeInterval) -> Bool {
    // A microsecond's allowance: six frames of 1/60 s add up to a hair under a tenth.
    guard now - lastUpdate >= minimumInterval - 1e-6 else {
      hasSkippedUpdate = true
      return false
    }
    lastUpdate = now
    hasSkippedUpdate = false
    return true
  }

  /// When the update skipped last is due, or nil when none was skipped.
  public var nextUpdateTime: TimeInterval? {
    hasSkippedUpdate ? lastUpdate + minimumInterval : nil
  }

  /// Lets the next update run whenever it comes.
  public mutating func allowNextAtOnce() {
    lastUpdate = -TimeInterval.infinity
  }
}
