import Dispatch
import Foundation

/// The real, monotonic clock a host uses: seconds since the system booted.
///
/// It reads Dispatch's uptime clock (`CLOCK_MONOTONIC` on Linux, `mach_absolute_time` on Apple
/// systems), which never jumps when the wall clock is set (NTP, time zones, the user), so it is
/// safe for animation. Every `SystemClock` reads the same origin, so times from two instances can
/// be compared. This is the only place in the core that reads the system's time.
public struct SystemClock: FrameClock {
  /// Creates a clock reading the system's monotonic time.
  public init() {}

  /// The system's monotonic uptime in seconds.
  public var now: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
