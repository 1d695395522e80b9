import Foundation

/// Behavior a view takes on when it is added to it, as UIKit's `UIInteraction`
/// (`EditMenuInteraction` is one): the view keeps it in `interactions`, and tells it as it
/// comes and goes.
@preconcurrency @MainActor
public protocol Interaction: AnyObject {
  /// The view the interaction belongs to; nil while it belongs to none.
  var view: View? { get }
  /// Called as the interaction is about to be added to `view`, or removed (nil).
  func willMove(to view: View?)
  /// Called once the interaction has been added to `view`, or removed (nil).
  func didMove(to view: View?)
}
