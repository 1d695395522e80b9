import Foundation

/// A source of the current time for animations and scroll physics, in seconds since an arbitrary
/// origin.
///
/// Everything that moves in TableKit is a function of a time it is handed, never of a clock it
/// reads itself. The table reads its `FrameClock` once per frame and passes `now` down. A host uses
/// ``SystemClock``; tests and screenshots use a ``ManualClock`` and step it frame by frame, so a
/// picture taken 120 ms into a fade is the same on every run.
///
/// The protocol refines `Sendable` so that one clock can be shared between a test (on any
/// executor) and a `@MainActor` table. Conforming types must return non-decreasing values.
public protocol FrameClock: Sendable {
  /// The current time in seconds since the clock's origin; never decreases.
  var now: TimeInterval { get }
}
