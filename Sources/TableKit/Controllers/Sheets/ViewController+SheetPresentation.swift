import Foundation

extension ViewController {
  /// Whether the user may not dismiss this controller's sheet or popover by swiping it down,
  /// tapping outside or pressing Escape, as UIKit's `isModalInPresentation`; the presentation
  /// controller's delegate then hears `presentationControllerDidAttemptToDismiss`.
  public var isModalInPresentation: Bool {
    get { sheetState.isModalInPresentation }
    set { sheetState.isModalInPresentation = newValue }
  }

  /// The size this controller asks for when shown in a popover or a wide form sheet, as
  /// UIKit's `preferredContentSize`; zero (the default) leaves it to the system.
  public var preferredContentSize: CGSize {
    get { sheetState.preferredContentSize }
    set {
      sheetState.preferredContentSize = newValue
      sheetState.controller?.container?.setNeedsLayout()
    }
  }

  /// The presentation controller for this controller's `modalPresentationStyle`, as UIKit's:
  /// a `SheetPresentationController` for sheets, a `PopoverPresentationController` for
  /// popovers (and action sheets, which show as popovers on wide windows), nil for the
  /// full-screen styles. Made on first use; a later change of style makes a new one.
  public var presentationController: PresentationController? {
    let style = effectiveSheetStyle
    guard style != .fullScreen, style != .overFullScreen else { return nil }
    if let made = sheetState.controller, made.presentationStyle == style { return made }
    // A presented controller keeps the one it shows with.
    if presentingController != nil, let made = sheetState.controller { return made }
    let made: PresentationController =
      style == .popover
      ? PopoverPresentationController(presentedViewController: self, style: style)
      : SheetPresentationController(presentedViewController: self, style: style)
    sheetState.controller = made
    return made
  }

  /// The sheet presentation controller when this controller is shown as a sheet
  /// (`.pageSheet`, `.formSheet`, `.automatic`), as UIKit's `sheetPresentationController`.
  public var sheetPresentationController: SheetPresentationController? {
    presentationController as? SheetPresentationController
  }

  /// The popover presentation controller when this controller is shown as a popover (or is an
  /// action sheet), as UIKit's `popoverPresentationController`.
  public var popoverPresentationController: PopoverPresentationController? {
    presentationController as? PopoverPresentationController
  }

  /// The style the presentation controller is made for: an action sheet's is `.popover`.
  private var effectiveSheetStyle: ModalPresentationStyle {
    if let alert = self as? AlertController, alert.preferredStyle == .actionSheet {
      return .popover
    }
    return modalPresentationStyle
  }

  /// Whether presenting this controller shows it in a sheet container (a sheet or a popover)
  /// rather than over the whole window.
  var presentsInSheetContainer: Bool {
    switch modalPresentationStyle {
    case .pageSheet, .formSheet, .popover, .automatic: true
    default: false
    }
  }
}
