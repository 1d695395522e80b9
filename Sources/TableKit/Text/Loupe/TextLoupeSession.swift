import Foundation

/// Shows iOS 17's text loupe over a view, as UIKit's `UITextLoupeSession`: a capsule above the
/// point it magnifies, showing what lies around that point enlarged, until `invalidate()`.
/// Text fields and text views show it while a long press moves the caret and while a grab
/// handle is dragged; a custom text view shows it from its own gestures.
///
/// The loupe is a view over the window (`TextLoupeView`) that draws the window's views again,
/// magnified, through the draw list, so it shows what the host draws (text, caret, selection,
/// backgrounds) at full sharpness on every backend.
@preconcurrency @MainActor
public final class TextLoupeSession {
  /// The view the points are in.
  public private(set) weak var interactionView: View?
  /// The overlay that draws the loupe; nil once invalidated.
  private(set) weak var loupeView: TextLoupeView?

  private init(interactionView: View, loupeView: TextLoupeView) {
    self.interactionView = interactionView
    self.loupeView = loupeView
  }

  /// Shows the loupe magnifying `point` (in `interactionView`'s coordinates).
  /// - Parameters:
  ///   - point: What to magnify: where the finger is.
  ///   - selectionWidget: The view showing the caret, if any: the loupe stands over its line
  ///     and grows out of the point it magnifies there.
  ///   - interactionView: The view whose coordinates the points are in.
  /// - Returns: The session, or nil when the view is in no window.
  public static func begin(
    at point: CGPoint, fromSelectionWidgetView selectionWidget: View?, in interactionView: View
  ) -> TextLoupeSession? {
    guard let window = interactionView.window else { return nil }
    let view = TextLoupeView(interactionView: interactionView)
    // The loupe takes the look (dark or light) of what it magnifies.
    view.overrideUserInterfaceStyle = interactionView.traitCollection.userInterfaceStyle
    window.addSubview(view)
    view.frame = window.bounds
    let session = TextLoupeSession(interactionView: interactionView, loupeView: view)
    let widgetRect = selectionWidget.map { $0.convert($0.bounds, to: interactionView) } ?? .null
    session.move(to: point, withCaretRect: widgetRect, trackingCaret: false)
    view.growOutOfMagnifiedPoint()
    return session
  }

  /// Whether the loupe still shows.
  public var isValid: Bool { loupeView?.superview != nil }

  /// Moves the loupe to magnify `point` (the interaction view's coordinates).
  /// - Parameters:
  ///   - point: Where the finger is.
  ///   - caretRect: The caret's rect, or `CGRect.null` when there is no caret to show; the
  ///     loupe stands over its line.
  ///   - tracksCaret: Whether the loupe centres on the caret rather than on `point`.
  public func move(
    to point: CGPoint, withCaretRect caretRect: CGRect, trackingCaret tracksCaret: Bool
  ) {
    guard let loupeView else { return }
    let line = caretRect.isNull || caretRect.isInfinite ? nil : caretRect
    let center = tracksCaret ? line.map { CGPoint(x: $0.midX, y: $0.midY) } ?? point : point
    loupeView.magnify(center, line: line)
  }

  /// Hides the loupe: it shrinks back into the point it magnified and leaves the window; the
  /// session does nothing more.
  public func invalidate() {
    loupeView?.shrinkIntoMagnifiedPointAndLeave()
    loupeView = nil
  }
}
