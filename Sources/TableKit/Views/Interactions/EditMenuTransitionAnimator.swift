import Foundation

/// The animator an `EditMenuInteraction` hands its delegate as the menu appears or goes, as
/// UIKit's `UIEditMenuInteractionAnimating`: the animations the delegate adds run in one
/// `View.animate` block with the menu's fade (its duration and pacing, on the menu's window
/// clock: a critically damped spring appearing, ease-out going), and the completions run once
/// the fade has ended (the block's completion, held until then even when the animations
/// change nothing).
@MainActor
final class EditMenuTransitionAnimator: EditMenuInteractionAnimating {
  /// Which of the menu's fades the animator joins.
  enum Fade {
    case appearing, disappearing
  }

  private let fade: Fade
  private var animations: [@MainActor () -> Void] = []
  private var completions: [@MainActor () -> Void] = []
  /// The menu whose fade runs, and when it started, once `start(with:)` was called.
  private weak var menu: View?
  private var startTime: TimeInterval?
  private var hasEnded = false

  init(_ fade: Fade) {
    self.fade = fade
  }

  /// How long the menu's fade takes.
  private var duration: TimeInterval {
    fade == .appearing ? Metrics.editMenuOpeningDuration : Metrics.editMenuClosingDuration
  }

  /// Added in the delegate's callback, `animations` waits for the fade to start; added while
  /// it runs, it runs over what is left of it; added after, at once.
  func addAnimations(_ animations: @escaping @MainActor () -> Void) {
    guard let startTime else { return self.animations.append(animations) }
    let remaining = menu.map { startTime + duration - $0.animationClock.now } ?? 0
    guard remaining > 0, !hasEnded else { return animations() }
    animate(over: remaining, animations, completion: nil)
  }

  /// `completion` runs once the fade has ended (at once when it has).
  func addCompletion(_ completion: @escaping @MainActor () -> Void) {
    if hasEnded { return completion() }
    completions.append(completion)
  }

  /// Starts the fade's animations alongside `menu`'s fade, which starts now; with no menu
  /// fading (none opened, or it was never shown), the animations and completions run at once.
  func start(with menu: View?) {
    let pending = animations
    animations = []
    guard let menu, menu.window != nil else {
      startTime = 0
      for animation in pending { animation() }
      return end()
    }
    self.menu = menu
    startTime = menu.animationClock.now
    animate(over: duration, { for animation in pending { animation() } }) { [self] in end() }
  }

  /// One block of the fade's pacing over `seconds`; its completion waits for the block's
  /// whole length on the menu's clock, whatever the animations changed.
  private func animate(
    over seconds: TimeInterval, _ animations: @escaping @MainActor () -> Void,
    completion: (@MainActor () -> Void)?
  ) {
    let menu = self.menu
    let body = {
      animations()
      if let menu, let block = ViewAnimationContext.current {
        let clock = menu.animationClock
        block.noteChange(at: clock.now, clock: clock, animator: menu.screen.animator)
      }
    }
    let done: ((Bool) -> Void)? = completion.map { completion in { _ in completion() } }
    switch fade {
    case .appearing:
      View.animate(
        withDuration: seconds, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        options: .allowUserInteraction, animations: body, completion: done)
    case .disappearing:
      View.animate(
        withDuration: seconds, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
        animations: body, completion: done)
    }
  }

  private func end() {
    hasEnded = true
    let pending = completions
    completions = []
    for completion in pending { completion() }
  }
}
