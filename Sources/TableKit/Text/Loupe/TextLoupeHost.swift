import Foundation

/// A text that shows the loupe: a text field, or a text view (whose editor takes its
/// pointers). The parts both do alike live here; each moves its own caret.
@MainActor
protocol TextLoupeHost: TextSelectionHost {
  /// The finger's long press and the loupe it brought up.
  var loupePress: TextLoupePress { get set }
  /// Brings up the loupe once a finger has been held long enough.
  func advanceLoupePress()
  /// Moves the caret to the position nearest the loupe's finger at `location` (input
  /// coordinates), and the loupe with it.
  func followLoupeFinger(to location: CGPoint)
}

extension TextLoupeHost {
  /// A finger moved: the loupe's finger moves the caret and the loupe; another finger may
  /// have gone too far for a long press.
  /// - Returns: Whether it was the loupe's finger (the text need not see it).
  func moveLoupeFinger(_ pointer: Int, to location: CGPoint) -> Bool {
    // A press due since the last frame comes up before the move.
    advanceLoupePress()
    guard loupePress.isFollowing(pointer), loupePress.draggedEnd == nil else {
      loupePress.follow(pointer: pointer, to: location)
      return false
    }
    followLoupeFinger(to: location)
    return true
  }

  /// A finger took a grab handle: the loupe shows over the end it moves.
  func showHandleLoupe(pointer: Int, at location: CGPoint) {
    guard let shapes = selectionChrome.handleShapes(of: self) else { return }
    // The handle the selection chrome took: the nearer one.
    let end = shapes.min {
      hypot(location.x - $0.bar.midX, location.y - $0.bar.midY)
        < hypot(location.x - $1.bar.midX, location.y - $1.bar.midY)
    }?.end
    let session = TextLoupeSession.begin(
      at: location, fromSelectionWidgetView: nil, in: selectionInputView)
    loupePress.show(session, following: pointer, end: end)
    moveHandleLoupe()
  }

  /// The dragged handle moved its end: the loupe follows that end.
  func moveHandleLoupe() {
    guard let end = loupePress.draggedEnd, let ends = selectionEndRects else { return }
    let rect = end == .start ? ends.start : ends.end
    loupePress.session?.move(
      to: CGPoint(x: rect.midX, y: rect.midY), withCaretRect: rect, trackingCaret: true)
  }

  /// A finger lifted or was taken away: its loupe, or its wait for one, ends.
  func endLoupeFinger(_ pointer: Int) {
    if loupePress.isFollowing(pointer) || loupePress.pending?.pointer == pointer {
      loupePress.end()
    }
  }

  /// Shows the loupe for the finger `pointer` that now moves the caret, magnifying `point`
  /// (input coordinates) over the caret's line.
  func showCaretLoupe(pointer: Int, at point: CGPoint) {
    selectionChrome.showsHandles = false
    selectionChrome.hideMenu()
    let session = TextLoupeSession.begin(
      at: point, fromSelectionWidgetView: nil, in: selectionInputView)
    loupePress.show(session, following: pointer)
  }

  /// The loupe magnifies `point` (input coordinates) over the caret's line: it glides with the
  /// finger, but no further than the text's `area` across and than
  /// `Metrics.textLoupeCaretReach` from the caret (a finger past a line's end leaves the caret
  /// in sight).
  func moveCaretLoupe(to point: CGPoint, within area: CGRect) {
    let caret = selectionCaretRect
    let reach = Metrics.textLoupeCaretReach
    var x = min(max(point.x, area.minX), area.maxX)
    x = min(max(x, caret.midX - reach), caret.midX + reach)
    loupePress.session?.move(
      to: CGPoint(x: x, y: point.y), withCaretRect: caret, trackingCaret: false)
  }
}

extension TextField: TextLoupeHost {}
extension TextView: TextLoupeHost {}
