import Foundation

/// How the window holds sheets and popovers: in a `SheetContainerView` over the presenter,
/// which it scales back and dims, instead of over the whole window.
extension Window {
  /// The view to add for `presentation`: a sheet container holding the controller's view when
  /// its style is a sheet or popover, else the controller's view.
  func hostView(for presentation: Presentation, over presenterView: View?) -> View {
    let controller = presentation.controller
    let view = controller.view!
    let wide = !PresentationController.isCompact(contentBounds.size, traitCollection)
    if let alert = controller as? AlertController, alert.preferredStyle == .actionSheet {
      guard wide, prepareActionSheetPopover(alert) else { return view }
    } else if !controller.presentsInSheetContainer {
      return view
    }
    guard let sheet = controller.presentationController else { return view }
    if let popover = sheet as? PopoverPresentationController, !(controller is AlertController) {
      (popover.delegate as? any PopoverPresentationControllerDelegate)?
        .prepareForPopoverPresentation(popover)
      if !popover.hasSource, wide, popover.adaptiveStyle(isCompact: false) == .popover {
        warningHandler(popover.missingSourceMessage)
      }
    }
    let container = SheetContainerView(presentation: sheet)
    container.presenterView = presenterView
    container.cardView.addSubview(view)
    sheet.container = container
    presentation.container = container
    return container
  }

  /// Readies an action sheet to show as a popover on a wide window, as iPad shows one.
  /// - Returns: Whether it shows as a popover: not without a source, which UIKit raises for
  ///   ("…You must provide location information for this popover…"); TableKit reports UIKit's
  ///   words and shows it as the phone's action sheet at the bottom instead.
  private func prepareActionSheetPopover(_ alert: AlertController) -> Bool {
    guard let popover = alert.popoverPresentationController else { return false }
    (popover.delegate as? any PopoverPresentationControllerDelegate)?
      .prepareForPopoverPresentation(popover)
    guard popover.hasSource else {
      let presenter = alert.presentingViewController.map { "<\(type(of: $0))>" } ?? "its presenter"
      warningHandler(
        "Your application has presented a UIAlertController (<AlertController>) of style UIAlertControllerStyleActionSheet from \(presenter). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
      )
      return false
    }
    var traits = traitCollection
    traits.userInterfaceLevel = .elevated
    alert.preferredContentSize = AlertView.popoverSize(
      content: alert.layoutContent, measurer: screen.textMeasurer, traits: traits)
    if popover.backgroundColor == nil { popover.backgroundColor = Metrics.alertBackgroundColor }
    (alert.view as? AlertView)?.isInPopover = true
    return true
  }

  /// Takes a presentation's view (and its container) out of the window, putting the presenter
  /// back as it was.
  func removeHostView(of presentation: Presentation) {
    guard let container = presentation.container else {
      presentation.controller.viewIfLoaded?.removeFromSuperview()
      return
    }
    container.restorePresenter()
    presentation.controller.viewIfLoaded?.removeFromSuperview()
    container.removeFromSuperview()
    container.presentation?.container = nil
    presentation.container = nil
  }
}
