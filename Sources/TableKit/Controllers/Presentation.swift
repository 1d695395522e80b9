import Foundation

/// One controller a `Window` presents: what it covers, what it reveals when it goes, and the
/// transition under way.
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
    /// How far the controller was shown when it started: 0 for a presentation, usually 1 for a
    /// dismissal, less for one that interrupts the presenting animation (so nothing jumps).
    let startProgress: CGFloat
    /// For a sheet let go by a finger that dismisses it: the card's spring from where it was let
    /// go (`startTop`) to the bottom edge, which the progress follows instead of the eased curve.
    private let cardMotion: (spring: SheetSettleMotion, startTop: CGFloat)?

    /// Starts a transition at `time` from `startProgress` towards shown (presenting) or gone.
    /// A transition that starts part of the way lasts the same part of `fullDuration`.
    init(
      isPresenting: Bool, start: TimeInterval, fullDuration: TimeInterval, startProgress: CGFloat
    ) {
      self.isPresenting = isPresenting
      self.start = start
      self.startProgress = startProgress
      let distance = isPresenting ? 1 - startProgress : startProgress
      duration = max(0, fullDuration * min(1, max(0, distance)))
      cardMotion = nil
    }

    /// A dismissal of a sheet a finger let go at `startTop` (the card's top): the card goes
    /// down on `spring` (to the container's bottom edge, from the finger's velocity), and the
    /// transition lasts until the spring settles there.
    init(
      dismissingAlong spring: SheetSettleMotion, from startTop: CGFloat, startProgress: CGFloat
    ) {
      isPresenting = false
      start = spring.start
      duration = spring.duration
      self.startProgress = startProgress
      cardMotion = (spring, startTop)
    }

    /// How far the controller is shown at `time`: 0 gone, 1 fully shown, eased (or, for a card
    /// let go by a finger, where its spring has taken it between the release and the edge).
    func progress(at time: TimeInterval) -> CGFloat {
      if let (spring, startTop) = cardMotion {
        let distance = spring.target - startTop
        guard distance > 0, !isFinished(at: time) else { return 0 }
        let remaining = (spring.target - spring.top(at: time)) / distance
        return startProgress * min(1, max(0, remaining))
      }
      let linear = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
      let eased = TimingCurve.easeInOut.value(at: linear)
      let end: CGFloat = isPresenting ? 1 : 0
      return startProgress + (end - startProgress) * eased
    }

    /// Whether it has run its course at `time`. A microsecond of slack keeps frames whose
    /// times add up to the duration (24 steps of 1/60 s make 0.39999…) from needing one more.
    func isFinished(at time: TimeInterval) -> Bool { time >= start + duration - 1e-6 }
  }

  /// The presented controller.
  let controller: ViewController
  /// The controller whose view it hides once shown (full-screen presentations), or nil.
  let covered: ViewController?
  /// The controller that reappears when this presentation goes: `covered`, or, when a
  /// dismissal takes the presentations under this one with it, the one the lowest of them
  /// covered.
  var revealed: ViewController?
  /// The transition under way, or nil when the controller sits shown.
  var transition: Transition?
  /// How far the controller is shown, as last given to `updatePresentation(progress:)`.
  var shownProgress: CGFloat = 0
  /// The presentations under this one that go when its dismissal ends; their views left at
  /// once when it began, as UIKit removes the intermediate controllers of a dismissed chain.
  var dismissedWith: [Presentation] = []
  /// What runs when the transition under way ends.
  var completions: [() -> Void] = []
  /// The view a sheet or popover shows in, or nil for one over the whole window.
  var container: SheetContainerView?
  /// The view the window holds for it: the container, else the controller's view.
  var hostView: View? { container ?? controller.viewIfLoaded }

  init(controller: ViewController, covered: ViewController?) {
    self.controller = controller
    self.covered = covered
    revealed = covered
  }

  /// Whether it is going away.
  var isDismissing: Bool { transition?.isPresenting == false }

  /// Starts coming or going at `time`, for as long as the controller's transition lasts (or
  /// the part of it still to go), and shows the first frame.
  func start(presenting: Bool, animated: Bool, at time: TimeInterval) {
    let from: CGFloat = presenting ? 0 : shownProgress
    transition = Transition(
      isPresenting: presenting, start: time,
      fullDuration: animated ? controller.presentationTransitionDuration : 0,
      startProgress: from)
    show(progress: from)
  }

  /// Gives `progress` to the controller and remembers it.
  func show(progress: CGFloat) {
    shownProgress = progress
    guard let container else { return controller.updatePresentation(progress: progress) }
    container.progress = progress
    container.isDismissing = isDismissing
    container.setNeedsLayout()
  }
}
