import Foundation

extension View {
  /// Changes `view` with a transition, as UIKit's
  /// `transition(with:duration:options:animations:completion:)`: what the view drew before
  /// fades out while its new content fades in (`.transitionCrossDissolve`; the flip and curl
  /// styles are drawn as a cross dissolve too). The changes `animations` makes are not
  /// animated one by one; they show through the dissolve.
  /// - Parameters:
  ///   - view: The view whose content changes.
  ///   - duration: Seconds; zero or less changes at once.
  ///   - options: The curve and the style; no style changes at once, as UIKit's.
  ///   - animations: Changes the view's content; called once, at once.
  ///   - completion: Called with true once the transition has finished.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let seconds = duration.isFinite ? max(0, duration) : 0
    let timing = ViewAnimationTiming(
      delay: 0, duration: seconds, pacing: .curve(options.curve), repeats: false,
      autoreverses: false)
    let block = ViewAnimationBlock(
      timing: timing, options: options.union(.allowUserInteraction), completion: completion)
    let dissolves = seconds > 0 && options.namesTransition && areAnimationsEnabled
    if dissolves { view.beginTransition(in: block) }
    performWithoutAnimation { animations?() }
    block.blockDidRun()
  }

  /// Keeps what the view draws now, to fade it out over the new content from now on.
  private func beginTransition(in block: ViewAnimationBlock) {
    layoutIfNeeded()
    let (running, now) = animations(joining: block)
    running.transition = transitionSnapshot(startingAt: now, timing: block.timing)
  }
}
