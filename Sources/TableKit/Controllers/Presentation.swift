import Foundation

/// One controller a `Window` presents: what it covers and the transition under way.
@MainActor
final class Presentation {
  /// A presentation's coming or going.
  struct Transition {
    /// Whether it comes (true) or goes.
    let isPresenting: Bool
    /// When it started, on the window's clock.
    let start: TimeInterval
    /// How long it runs; 0 for no animation.
    let duration: TimeInterval

    /// How far the controller is shown at `time`: 0 gone, 1 fully shown, eased.
    func progress(at time: TimeInterval) -> CGFloat {
      let linear = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
      let eased = TimingCurve.easeInOut.value(at: linear)
      return isPresenting ? eased : 1 - eased
    }

    /// Whether it has run its course at `time`.
    func isFinished(at time: TimeInterval) -> Bool { time >= start + duration }
  }

  /// The presented controller.
  let controller: ViewController
  /// The controller whose view it hides once shown (full-screen presentations), or nil.
  let covered: ViewController?
  /// The transition under way, or nil when the controller sits shown.
  var transition: Transition?
  /// What runs when the transition under way ends.
  var completions: [@MainActor () -> Void] = []

  init(controller: ViewController, covered: ViewController?) {
    self.controller = controller
    self.covered = covered
  }

  /// Starts coming or going at `time`, for as long as the controller's transition lasts.
  func start(
    presenting: Bool, animated: Bool, at time: TimeInterval, duration controller: ViewController
  ) {
    transition = Transition(
      isPresenting: presenting, start: time,
      duration: animated ? controller.presentationTransitionDuration : 0)
  }
}
