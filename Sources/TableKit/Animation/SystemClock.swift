import Dispatch
import Foundation
import Synchronization

/// The real, monotonic clock a host uses: seconds since the system booted.
///
/// It reads Dispatch's uptime clock (`CLOCK_MONOTONIC` on Linux, `mach_absolute_time` on Apple
/// systems), which never jumps when the wall clock is set (NTP, time zones, the user), so it is
/// safe for animation. Every `SystemClock` reads the same origin, so times from two instances can
/// be compared. This is the only place in the core that reads the system's time.
public struct SystemClock: FrameClock {
  /// Creates a clock reading the system's monotonic time.
  public init() {}

  /// The system's monotonic uptime in seconds, or the substitute's time while one is set.
  public var now: TimeInterval {
    if let substitute = Self.substitute.withLock({ $0 }) { return substitute.now }
    return Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  /// The clock every `SystemClock` reads instead of the system's time, if any.
  private static let substitute = Mutex<ManualClock?>(nil)

  /// Makes every `SystemClock` of the process (hosts, tables, carets, idle timers) read
  /// `clock`, or the system's time again when it is nil.
  ///
  /// For a program that must play the same input to the same frames on every run, such as the
  /// monkey replaying a failure: time is then one of its inputs, stepped a frame at a time.
  /// Set it before any view or host exists, since times read before and after do not compare.
  /// Timers and `DispatchQueue.main.asyncAfter` still follow the system's time.
  public static func substitute(_ clock: ManualClock?) {
    substitute.withLock { $0 = clock }
  }
}
