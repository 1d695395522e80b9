import Foundation

/// Manages a popover, as UIKit's `UIPopoverPresentationController`: on a wide window the
/// presented controller shows in a rounded box with an arrow pointing at its source (a bar
/// button item, or a rectangle in a view), sized by its `preferredContentSize`; on a compact
/// window it becomes a sheet unless the delegate's `adaptivePresentationStyle(for:
/// traitCollection:)` returns `.none`. A tap outside dismisses it.
///
/// Shown as a popover without a source, UIKit raises; TableKit reports UIKit's message on the
/// window's `warningHandler` and shows it as a sheet instead.
@preconcurrency @MainActor
public final class PopoverPresentationController: PresentationController {
  /// The bar button item the arrow points at, on a navigation bar or a toolbar; it wins over
  /// `sourceView`.
  public var barButtonItem: BarButtonItem?
  /// The view holding the rectangle the arrow points at.
  public weak var sourceView: View?
  /// The rectangle in `sourceView`'s coordinates the arrow points at; zero (the default)
  /// means the whole view.
  public var sourceRect = CGRect.zero
  /// The directions the arrow may point; `.any` by default.
  public var permittedArrowDirections = PopoverArrowDirection.any
  /// The direction the arrow points while the popover shows, `.unknown` before.
  public internal(set) var arrowDirection = PopoverArrowDirection.unknown
  /// Views the user can use while the popover shows, as UIKit's `passthroughViews`: a pointer
  /// outside the popover that lands on one of them (or a view inside it) goes to it, and the
  /// popover stays; anywhere else outside, a tap dismisses the popover.
  public var passthroughViews: [View]?
  /// The popover's background around the content (and the arrow's color); nil uses the
  /// content's own background.
  public var backgroundColor: Color?
  /// The sheet it becomes on a compact window, for its detents and grabber.
  public private(set) lazy var adaptiveSheetPresentationController = SheetPresentationController(
    presentedViewController: presentedViewController, style: .pageSheet)

  override var sheetSettings: SheetPresentationController? { adaptiveSheetPresentationController }

  /// Whether it has a source to point at.
  var hasSource: Bool { barButtonItem != nil || sourceView != nil }

  /// The rectangle the arrow points at, in `window`'s coordinates, or nil without a source
  /// that shows there.
  func sourceFrame(in window: Window) -> CGRect? {
    if let barButtonItem {
      for bar in Self.bars(in: window) {
        if let frame = bar.frame(of: barButtonItem) { return bar.convert(frame, to: nil) }
      }
      return nil
    }
    guard let sourceView, sourceView.window === window else { return nil }
    let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
    return sourceView.convert(rect, to: nil)
  }

  /// The navigation bars and toolbars shown in `view`'s tree, topmost last.
  private static func bars(in view: View) -> [any BarButtonItemShowing] {
    guard !view.isHidden else { return [] }
    var found: [any BarButtonItemShowing] = []
    if let bar = view as? any BarButtonItemShowing { found.append(bar) }
    for subview in view.subviews { found += bars(in: subview) }
    return found
  }

  /// UIKit's message for a popover shown without a source.
  var missingSourceMessage: String {
    "UIPopoverPresentationController (<\(type(of: self))>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
  }
}
