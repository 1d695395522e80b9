import Foundation
import Testing

@testable import TableKit

/// The loupe in a text view (issue 26): a finger held still where it would otherwise scroll
/// puts the caret under itself and shows the loupe; the caret follows it across lines; lifting
/// hides the loupe and neither scrolls nor moves the caret again; a read-only text view shows
/// none.
@MainActor
@Suite struct TextViewLoupeTests {
  private struct Harness {
    let window: Window
    let textView: TextView
    let clock = ManualClock(now: 10)

    init(editable: Bool = true) {
      window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600), clock: clock)
      textView = TextView(frame: CGRect(x: 10, y: 200, width: 370, height: 200))
      textView.clock = clock
      textView.editor.clock = clock
      textView.font = .systemFont(ofSize: 17)
      textView.isEditable = editable
      textView.text = "first line\nsecond paragraph here\nthird"
      window.addSubview(textView)
      window.layoutIfNeeded()
    }

    /// The point of `offset` in `paragraph` on its line, in the editor's coordinates.
    func point(paragraph: Int, offset: Int) -> CGPoint {
      let caret = textView.caretRect(at: .init(paragraph: paragraph, offset: offset))
      return CGPoint(
        x: caret.minX + 1 - textView.contentOffset.x, y: caret.midY - textView.contentOffset.y)
    }

    /// A finger down at `point`, held for `seconds`.
    func press(_ point: CGPoint, for seconds: TimeInterval) {
      textView.editor.handle(.pointerDown(id: 1, location: point, kind: .touch))
      window.layoutIfNeeded()
      clock.advance(by: seconds)
      window.layoutIfNeeded()
    }

    var loupe: TextLoupeView? { window.subviews.compactMap { $0 as? TextLoupeView }.first }
  }

  @Test func aLongPressPlacesTheCaretAndTheDragMovesItAcrossLines() throws {
    let h = Harness()
    h.press(h.point(paragraph: 0, offset: 3), for: Metrics.textLoupePressDuration - 0.1)
    #expect(h.loupe == nil)
    #expect(!h.textView.isFirstResponder, "a finger that may scroll does not begin editing")
    h.clock.advance(by: 0.1)
    h.window.layoutIfNeeded()
    #expect(h.textView.isFirstResponder)
    #expect(h.textView.storage.caret == .init(paragraph: 0, offset: 3))
    #expect(h.textView.loupePress.isShowingLoupe)
    let second = h.point(paragraph: 1, offset: 6)
    h.textView.editor.handle(.pointerMoved(id: 1, location: second, kind: .touch))
    #expect(h.textView.storage.caret == .init(paragraph: 1, offset: 6))
    #expect(h.textView.storage.isCaret)
    let layout = try #require(h.loupe?.layout)
    let caret = h.textView.editor.convert(h.textView.selectionCaretRect, to: h.window)
    #expect(abs(layout.magnifiedPoint.y - caret.midY) < 0.01, "the loupe shows the caret's line")
    #expect(abs(layout.frame.maxY - (caret.minY - Metrics.textLoupeGap)) < 0.01)
    let offsetBefore = h.textView.contentOffset
    h.textView.editor.handle(.pointerUp(id: 1, location: second, kind: .touch))
    h.window.layoutIfNeeded()
    #expect(!h.textView.loupePress.isShowingLoupe)
    h.clock.advance(by: Metrics.textLoupeDisappearingDuration)
    h.window.layoutIfNeeded()
    #expect(h.loupe == nil, "gone once it has shrunk into the caret")
    #expect(h.textView.storage.caret == .init(paragraph: 1, offset: 6))
    #expect(h.textView.contentOffset == offsetBefore)
  }

  @Test func aDragBelowTheLastLineStopsAtTheEnd() {
    let h = Harness()
    h.press(h.point(paragraph: 0, offset: 2), for: 0.6)
    h.textView.editor.handle(.pointerMoved(id: 1, location: CGPoint(x: 500, y: 900), kind: .touch))
    #expect(h.textView.storage.caret == h.textView.storage.end)
    #expect(h.textView.loupePress.isShowingLoupe)
  }

  @Test func aReadOnlyTextViewShowsNoLoupe() {
    let h = Harness(editable: false)
    h.press(h.point(paragraph: 0, offset: 2), for: 0.6)
    #expect(h.loupe == nil)
  }

  @Test func aFingerThatScrollsBringsNoLoupe() {
    let h = Harness()
    h.press(h.point(paragraph: 0, offset: 2), for: 0.2)
    h.textView.editor.handle(
      .pointerMoved(
        id: 1, location: CGPoint(x: h.point(paragraph: 0, offset: 2).x, y: 60), kind: .touch))
    h.clock.advance(by: 1)
    h.window.layoutIfNeeded()
    #expect(h.loupe == nil)
    #expect(!h.textView.isFirstResponder)
  }
}
