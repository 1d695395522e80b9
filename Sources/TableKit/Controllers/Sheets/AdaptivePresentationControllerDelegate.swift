import Foundation

/// Hears what happens to a sheet or popover and chooses how it adapts, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`. Every method has a default, as UIKit's are
/// optional.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// The style to show the presentation in for `traitCollection` (compact width); `.none`
  /// keeps it as it is (a popover stays a popover). The default, `.automatic`, lets the system
  /// choose: a popover becomes a sheet on compact windows.
  func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ViewController.ModalPresentationStyle
  /// Whether a swipe down or a tap outside may dismiss the presentation; true by default.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  /// The user is dismissing the presentation (a swipe down or a tap outside).
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// The user dismissed the presentation; it is gone.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// The user tried to dismiss a presentation that refused (`isModalInPresentation`, or
  /// `presentationControllerShouldDismiss(_:)` false): the place to ask "Discard changes?".
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  /// `.automatic`: the system's adaptation.
  public func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ViewController.ModalPresentationStyle { .automatic }
  /// True.
  public func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
}

/// Hears a sheet's detent change, as UIKit's `UISheetPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: SheetPresentationController
  ) {}
}

/// Prepares and hears a popover, as UIKit's `UIPopoverPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// Called before the popover shows: the last moment to give it a source.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: PopoverPresentationController
  ) {}
}
