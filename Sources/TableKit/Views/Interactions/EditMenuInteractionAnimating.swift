import Foundation

/// What an `EditMenuInteraction`'s delegate gets to join the edit menu's appearing or closing,
/// as UIKit's `UIEditMenuInteractionAnimating`. TableKit's edit menu fades in and out on the
/// window's clock, but what the delegate adds does not join that animation: animations run as
/// soon as they are added, completions right after the callback returns (not when the menu's
/// animation ends, as in UIKit).
@preconcurrency @MainActor
public protocol EditMenuInteractionAnimating: AnyObject {
  /// Runs `animations` along with the menu's appearing or closing (here: at once).
  /// - Parameter animations: Changes to make.
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Runs `completion` once the menu has appeared or gone (here: right after the callback).
  /// - Parameter completion: What to do then.
  func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

extension ImmediateContextMenuAnimator: EditMenuInteractionAnimating {}
