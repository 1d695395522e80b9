import Foundation

/// The loupe in an editable text view, as iOS 17 shows it: a finger held still on the text (a
/// long press, where a finger would otherwise scroll) puts the caret under itself and brings
/// up the loupe over the caret's line; dragging then moves the caret across the lines, the
/// view scrolling to keep it in sight, and the loupe with it, until the finger lifts. Dragging
/// a grab handle shows the loupe over the end it moves (`TextLoupeHost`).
extension TextView {
  /// Brings up the loupe once a finger has been held long enough; the editor's layout pass
  /// calls it with the clock's time, and so does the finger's next move.
  func advanceLoupePress() {
    guard let due = loupePress.takeDuePress(at: editor.clock.now), press?.id == due.pointer else {
      return
    }
    // From now on the finger moves the caret, and lifting it neither scrolls nor taps.
    press?.isScrolling = false
    placeCaret(at: due.location, count: 1)
    guard isFirstResponder else { return loupePress.end() }
    showCaretLoupe(pointer: due.pointer, at: due.location)
    followLoupeFinger(to: due.location)
  }

  /// The caret goes to the position nearest the finger (the view scrolls to keep it in
  /// sight), and the loupe over its line, magnifying the text under the finger.
  func followLoupeFinger(to location: CGPoint) {
    placeCaret(at: location, count: 1)
    moveCaretLoupe(to: location, within: CGRect(origin: .zero, size: editor.bounds.size))
  }
}
