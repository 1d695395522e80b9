import Foundation

extension ViewController {
  /// The controller presented over this one, or over the ancestor that presents for it, as
  /// UIKit's `presentedViewController`: a controller inside a navigation controller answers
  /// what it presented, since a presentation hangs on the outermost container.
  public var presentedViewController: ViewController? {
    presentedController ?? parent?.presentedViewController
  }

  /// The controller that presented this one or the ancestor it sits in, as UIKit's
  /// `presentingViewController`.
  public var presentingViewController: ViewController? {
    presentingController ?? parent?.presentingViewController
  }

  /// Whether this controller is appearing because it is being presented, as UIKit's
  /// `isBeingPresented`: true from `viewWillAppear` until its presentation's transition ends.
  public var isBeingPresented: Bool {
    presentation?.transition?.isPresenting == true
  }

  /// Whether this controller is disappearing because it is being dismissed, as UIKit's
  /// `isBeingDismissed`: true from `viewWillDisappear` until its dismissal's transition ends.
  public var isBeingDismissed: Bool { presentation?.isDismissing == true }

  /// The window's record of this controller's own presentation, or nil.
  private var presentation: Presentation? {
    window?.presentations.first { $0.controller === self }
  }
}
