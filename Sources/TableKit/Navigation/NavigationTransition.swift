import Foundation

/// A push or pop under way in a navigation controller, as a value: which controller slides
/// (the upper one, pushed or popped) over which (the lower one, covered or revealed), and how
/// far the upper one covers the lower one over time.
///
/// Coverage is 1 when the upper controller's view fills the container and 0 when it has left
/// past the trailing edge. A push runs it from 0 to 1, a pop from 1 to 0, and an interactive pop
/// follows the finger, then settles to 0 (it completes) or back to 1 (it is cancelled). One
/// number for all three keeps the views, the dimming and the bar's cross-fade in step.
@MainActor
struct NavigationTransition {
  /// Whether a controller comes on top or leaves it.
  enum Operation: Equatable, Sendable {
    /// The upper controller was pushed; it slides in.
    case push
    /// The upper controller is popped; it slides out.
    case pop

    /// The coverage at which the operation is done.
    var finalCoverage: CGFloat { self == .push ? 1 : 0 }
  }

  /// How coverage changes now.
  enum Phase: Equatable {
    /// A finger holds it.
    case tracking(coverage: CGFloat)
    /// It animates from `from` to `to`, starting at `start` (seconds on the clock).
    case settling(from: CGFloat, to: CGFloat, start: TimeInterval, duration: TimeInterval)
  }

  /// Push or pop.
  let operation: Operation
  /// The controller that slides: the one pushed, or the one popped.
  let upper: ViewController
  /// The controller it covers (push) or reveals (pop).
  let lower: ViewController
  /// The item under the upper controller's, which its back button shows.
  let upperBackItem: NavigationItem?
  /// The item under the lower controller's.
  let lowerBackItem: NavigationItem?
  /// Controllers leaving the stack with this transition: removed from the container when it
  /// completes.
  let removed: [ViewController]
  /// Controllers joining the stack with it: told `didMove(toParent:)` when it completes.
  let added: [ViewController]
  /// Whether the appearance methods were told it animates.
  let isAnimated: Bool
  /// How coverage changes now.
  var phase: Phase

  /// Whether a finger drives it.
  var isTracking: Bool {
    if case .tracking = phase { return true }
    return false
  }

  /// The coverage at `time`: where the finger holds it, or along the transition curve.
  func coverage(at time: TimeInterval) -> CGFloat {
    switch phase {
    case .tracking(let coverage):
      return coverage
    case .settling(let from, let to, let start, let duration):
      let linear = duration > 0 ? (time - start) / duration : 1
      let eased = CGFloat(Metrics.navigationTransitionCurve.value(at: linear))
      return from + (to - from) * eased
    }
  }

  /// The coverage it ends at: the operation's final coverage, or 1 for a cancelled pop.
  var targetCoverage: CGFloat {
    switch phase {
    case .tracking: return operation.finalCoverage
    case .settling(_, let to, _, _): return to
    }
  }

  /// Whether it ends by doing its operation (rather than settling back, cancelled).
  var completes: Bool { targetCoverage == operation.finalCoverage }

  /// Whether it has run its course at `time`.
  func isFinished(at time: TimeInterval) -> Bool {
    switch phase {
    case .tracking: return false
    case .settling(_, _, let start, let duration): return time >= start + duration
    }
  }

  /// Starts animating from the current coverage to `target` at `time`, taking the share of the
  /// full duration that the remaining distance is (but at least the minimum settle duration).
  mutating func settle(to target: CGFloat, at time: TimeInterval) {
    let from = coverage(at: time)
    let distance = abs(target - from)
    let duration =
      distance == 0
      ? 0
      : max(
        Metrics.navigationMinimumSettleDuration,
        Metrics.navigationTransitionDuration * Double(distance))
    phase = .settling(from: from, to: target, start: time, duration: duration)
  }
}
