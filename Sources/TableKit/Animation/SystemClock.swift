import Foundation

/// The real, monotonic clock a host uses: seconds since the system booted.
///
/// It never jumps when the wall clock is changed (NTP, time zones, the user), which makes it safe
/// for animation. Every `SystemClock` reads the same origin, so times from two instances can be
/// compared. This is the only place in the core that reads the system's time.
public struct SystemClock: FrameClock {
  /// Creates a clock reading the system's monotonic time.
  public init() {}

  /// The system's monotonic uptime in seconds (`CLOCK_MONOTONIC` on Linux).
  public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }
}
