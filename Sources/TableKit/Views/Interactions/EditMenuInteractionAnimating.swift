import Foundation

/// What an `EditMenuInteraction`'s delegate gets to join the edit menu's appearing or closing,
/// as UIKit's `UIEditMenuInteractionAnimating`: the edit menu fades in and out on the window's
/// clock, and what the delegate adds runs with that fade, as a `View.animate` block of its
/// duration and pacing (`EditMenuTransitionAnimator`).
@preconcurrency @MainActor
public protocol EditMenuInteractionAnimating: AnyObject {
  /// Runs `animations` along with the menu's appearing or closing: view changes made in it
  /// animate with the menu's fade.
  /// - Parameter animations: Changes to make.
  func addAnimations(_ animations: @escaping @MainActor () -> Void)
  /// Runs `completion` once the menu has appeared or gone (its fade has ended).
  /// - Parameter completion: What to do then.
  func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
