import Foundation

/// What a controller keeps for its sheet or popover presentation: whether it may be swiped
/// away, the size it asks for, and the presentation controller once made.
@MainActor
struct SheetPresentationState {
  /// See `ViewController.isModalInPresentation`.
  var isModalInPresentation = false
  /// See `ViewController.preferredContentSize`.
  var preferredContentSize = CGSize.zero
  /// The presentation controller made for the controller's style, on first use.
  var controller: PresentationController?
}
