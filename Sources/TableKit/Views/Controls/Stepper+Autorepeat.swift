import Foundation

/// A held half of a stepper repeats its step, as UIStepper's `autorepeat` does: after
/// `Metrics.stepperRepeatDelay`, every `stepperRepeatIntervals.slow`, then faster after
/// `stepperRepeatsBeforeFaster` steps, and faster again after `stepperRepeatsBeforeFastest`.
/// Repeating stops at an end the stepper cannot pass (it does not wrap). The repeats follow the
/// window's clock, so a test steps through them frame by frame.
extension Stepper {
  /// The clock's time now, if the stepper is in a window.
  private var now: TimeInterval? { window?.clock.now }

  /// Starts repeating the pressed half, if the stepper autorepeats.
  func beginHold() {
    guard autorepeat, let now else { return }
    hold = (now, 0)
  }

  /// Ends the press: no more repeats, and a stepper that is not continuous reports its held
  /// steps once.
  func endPress() {
    hold = nil
    pressedHalf = nil
    if pendingValueChange {
      pendingValueChange = false
      sendActions(for: .valueChanged)
    }
  }

  /// How long after the press repeat `index` (from 1) is due.
  /// - Complexity: O(`index`).
  static func repeatTime(_ index: Int) -> TimeInterval {
    var time = Metrics.stepperRepeatDelay
    for done in 1..<max(1, index) {
      time += Self.interval(after: done)
    }
    return time
  }

  private static func interval(after repeats: Int) -> TimeInterval {
    let intervals = Metrics.stepperRepeatIntervals
    if repeats >= Metrics.stepperRepeatsBeforeFastest { return intervals.fastest }
    if repeats >= Metrics.stepperRepeatsBeforeFaster { return intervals.faster }
    return intervals.slow
  }

  /// Steps the held half for each repeat due by the clock's time.
  func advanceHold() {
    guard let current = hold, let now, let direction = pressedHalf, isHighlighted else { return }
    var repeats = current.repeats
    var next = current.start + Self.repeatTime(repeats + 1)
    while next <= now {
      guard step(direction) else {
        hold = nil
        return
      }
      repeats += 1
      next += Self.interval(after: repeats)
    }
    hold = (current.start, repeats)
  }
}

extension Metrics {
  /// How long a stepper's half is held before its step repeats.
  public static let stepperRepeatDelay: TimeInterval = 0.5
  /// The time between repeats: at first, after `stepperRepeatsBeforeFaster` repeats, and after
  /// `stepperRepeatsBeforeFastest`.
  public static let stepperRepeatIntervals:
    (slow: TimeInterval, faster: TimeInterval, fastest: TimeInterval) = (0.2, 0.1, 0.05)
  /// How many repeats come before they speed up.
  public static let stepperRepeatsBeforeFaster = 5
  /// How many repeats come before they speed up again.
  public static let stepperRepeatsBeforeFastest = 20
}
