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

  /// The window showing this controller's view, found through its view (or its presenter's or
  /// parent's), or nil.
  public var window: Window? {
    viewIfLoaded?.window ?? parent?.window ?? presentingViewController?.window
  }

  /// The clock animations of this controller run on: its window's, or the system clock when it
  /// is not in a window.
  public var clock: any FrameClock { window?.clock ?? SystemClock() }
}

/// How a presentation covers the screen and how it comes and goes, as UIKit's
/// `UIModalPresentationStyle` and `UIModalTransitionStyle`.
extension ViewController {
  /// How a presented controller covers the screen.
  public enum ModalPresentationStyle: Int, Sendable {
    /// UIKit's default since iOS 13, which TableKit resolves to `.pageSheet`. (TableKit's
    /// default style stays `.fullScreen`; see `modalPresentationStyle`.)
    case automatic = -2
    /// No adaptation: what an adaptive delegate returns to keep a popover a popover.
    case none = -1
    /// Covers the screen; the presenter's view leaves it (and hears it disappear).
    case fullScreen = 0
    /// A card rising from the bottom over the dimmed, scaled-back presenter (a wide card on
    /// wide windows); see `SheetPresentationController`.
    case pageSheet = 1
    /// A card as `.pageSheet` on compact windows, a centred card on wide ones.
    case formSheet = 2
    /// Covers the screen over the presenter's view, which stays (and hears nothing), as alerts
    /// are shown.
    case overFullScreen = 5
    /// A popover pointing at its source on wide windows, a sheet on compact ones; see
    /// `PopoverPresentationController`.
    case popover = 7
  }

  /// How a presented controller comes and goes.
  public enum ModalTransitionStyle: Int, Sendable {
    /// It slides up from the bottom and back down.
    case coverVertical = 0
    /// It fades in and out.
    case crossDissolve = 2
  }
}
