import Foundation

/// What the delegate's context menu callbacks get to join the menu's appearing or closing, as
/// UIKit's `UIContextMenuInteractionAnimating`. TableKit's menus grow in and fade out on the
/// table's clock, but what the delegate adds does not join that animation: animations run as
/// soon as they are added and completions as soon as the callback returns (not when the
/// menu's animation ends, as in UIKit).
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
  /// Runs `animations` along with the menu's transition (here: at once).
  /// - Parameter animations: Changes to make.
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Runs `completion` once the menu's transition is over (here: right after the callback).
  /// - Parameter completion: What to do then.
  func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator the table hands its delegate: no animation, completions run when `finish()` is
/// called after the delegate returns.
@MainActor
final class ImmediateContextMenuAnimator: ContextMenuInteractionAnimating {
  private var completions: [@MainActor () -> Void] = []

  func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }

  func addCompletion(_ completion: @escaping @MainActor () -> Void) {
    completions.append(completion)
  }

  /// Runs the completions added so far, once.
  func finish() {
    let pending = completions
    completions = []
    for completion in pending { completion() }
  }
}
