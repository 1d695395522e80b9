import Foundation
import Synchronization

/// A clock that only moves when told to, for tests, screenshots and replays.
///
/// It is a class so that a test and the table it drives share one time: the test calls
/// ``advance(by:)`` and then asks the table to lay out, and the table reads the same `now`.
///
/// Concurrency: the time is kept in a `Mutex`, so the class is checked `Sendable` (no
/// `@unchecked`) and can be read from the `@MainActor` table while a test advances it from any
/// executor. It is deliberately not `@MainActor` itself, so synchronous tests and value-type
/// simulations can use it without hopping actors.
public final class ManualClock: FrameClock, Sendable {
  private let time: Mutex<TimeInterval>

  /// Creates a clock that reads `now` until it is advanced.
  /// - Parameter now: The initial time in seconds; 0 by default.
  public init(now: TimeInterval = 0) {
    time = Mutex(now)
  }

  /// The current time in seconds. Setting it moves the clock to that time; do not set it to an
  /// earlier time while animations are running, as they assume time never goes backwards.
  public var now: TimeInterval {
    get { time.withLock { $0 } }
    set { time.withLock { $0 = newValue } }
  }

  /// Moves the clock forward.
  /// - Parameter seconds: How far to move, in seconds; must not be negative.
  public func advance(by seconds: TimeInterval) {
    precondition(seconds >= 0, "ManualClock.advance(by:) cannot move time backwards (\(seconds) s)")
    time.withLock { $0 += seconds }
  }
}
