import Foundation

/// The loupe in a text field, as iOS 17 shows it: a finger held still on the field (a long
/// press) puts the caret under itself and brings up the loupe over the line; dragging moves
/// the caret and the loupe with it (the text scrolls at the field's ends) until the finger
/// lifts. Dragging a grab handle shows the loupe over the end it moves. What happens on the
/// lift is the field's usual (`TextField+Input.swift`). A text view's editor leaves all this to
/// its text view (`TextView+Loupe.swift`).
extension TextField {
  /// Whether the loupe shows for this field, or for the text view it edits for.
  var isShowingLoupe: Bool {
    if let editor = self as? TextViewEditor {
      return editor.textView?.loupePress.isShowingLoupe ?? false
    }
    return loupePress.isShowingLoupe
  }

  /// Whether a finger is held that may bring up the loupe.
  var isWaitingForLoupe: Bool {
    if let editor = self as? TextViewEditor { return editor.textView?.loupePress.pending != nil }
    return loupePress.pending != nil
  }

  /// Brings up the loupe once a finger has been held long enough; a layout pass calls it with
  /// the clock's time, and so does the finger's next move.
  func advanceLoupePress() {
    if let editor = self as? TextViewEditor { return editor.textView?.advanceLoupePress() ?? () }
    guard let due = loupePress.takeDuePress(at: clock.now), isFirstResponder,
      trackedPointer?.id == due.pointer
    else { return }
    showCaretLoupe(pointer: due.pointer, at: due.location)
    followLoupeFinger(to: due.location)
  }

  /// A finger that may bring up the loupe went down (a single press on the text).
  func noteLoupePress(pointer: Int, at location: CGPoint) {
    loupePress.begin(pointer: pointer, at: location, time: clock.now)
  }

  /// The caret goes to the position nearest the finger (scrolling the text at the ends), and
  /// the loupe over it, magnifying the text under the finger (no further than the text's ends).
  func followLoupeFinger(to location: CGPoint) {
    editing.move(to: offset(nearestX: location.x), extending: false)
    keepCaretVisible()
    restartBlink()
    moveCaretLoupe(to: location, within: textRect)
  }
}
