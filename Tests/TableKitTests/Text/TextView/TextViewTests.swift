import Foundation
import Testing

@testable import TableKit

/// A text view delegate that records what it hears and can refuse changes.
@MainActor
final class RecordingTextViewDelegate: TextViewDelegate {
  var calls: [String] = []
  var allowsChange = true

  func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
    calls.append("shouldBegin")
    return true
  }
  func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
  func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd") }
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    calls.append("change \(range.location),\(range.length) \(text.debugDescription)")
    return allowsChange
  }
  func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
  func textViewDidChangeSelection(_ textView: TextView) { calls.append("selection") }
}

/// `TextView` (issue 29): editing with line breaks, wrapping, the caret by line, selection
/// across lines, the delegate, growth when it does not scroll, scrolling to the caret, and a
/// 10 MB text whose keystrokes measure a bounded number of paragraphs. The headless measurer
/// makes every character 0.55 × the font size wide: at 10 points, 5.5 wide, so a 120-point
/// view (110 points of line after the 5-point padding each side) holds 20 characters a line.
@MainActor
@Suite struct TextViewTests {
  func makeTextView(width: CGFloat = 120, height: CGFloat = 200, text: String = "") -> TextView {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    textView.font = .systemFont(ofSize: 10)
    textView.text = text
    root.addSubview(textView)
    textView.editor.clock = ManualClock(now: 10)
    textView.layoutIfNeeded()
    return textView
  }

  func type(_ string: String, into textView: TextView) {
    textView.editor.handle(.text(string))
    textView.layoutIfNeeded()
  }

  func key(_ key: Key, _ modifiers: KeyModifiers = [], in textView: TextView) {
    textView.editor.handle(.key(key, modifiers: modifiers))
    textView.layoutIfNeeded()
  }

  @Test func theDefaultsAreUIKits() {
    let textView = TextView()
    #expect(textView.textContainerInset == EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
    #expect(textView.text == "")
    #expect(textView.selectedRange == NSRange(location: 0, length: 0))
  }

  @Test func typingWithReturnMakesLinesAndTheDelegateHearsEachStep() {
    let textView = makeTextView()
    let delegate = RecordingTextViewDelegate()
    textView.delegate = delegate
    #expect(textView.becomeFirstResponder())
    type("ab", into: textView)
    key(.return, in: textView)
    type("c", into: textView)
    #expect(textView.text == "ab\nc")
    #expect(textView.selectedRange == NSRange(location: 4, length: 0))
    #expect(
      delegate.calls == [
        "shouldBegin", "didBegin", "change 0,0 \"ab\"", "didChange", "selection",
        "change 2,0 \"\\n\"", "didChange", "selection", "change 3,0 \"c\"", "didChange",
        "selection",
      ])
    #expect(textView.resignFirstResponder())
    #expect(delegate.calls.last == "didEnd")
  }

  @Test func aRefusedChangeLeavesTheText() {
    let textView = makeTextView(text: "keep")
    let delegate = RecordingTextViewDelegate()
    delegate.allowsChange = false
    textView.delegate = delegate
    textView.becomeFirstResponder()
    type("x", into: textView)
    key(.delete, in: textView)
    #expect(textView.text == "keep")
    #expect(!delegate.calls.contains("didChange"))
  }

  @Test func longTextWrapsAtWordsWithinTheContainer() throws {
    let textView = makeTextView(text: "the quick brown fox jumps over the lazy dog")
    let lines = try #require(textView.lines)
    let wrapped = lines.lines(ofParagraph: 0, in: textView.storage)
    // "the quick brown fox " / "jumps over the lazy " / "dog": 20 characters a line.
    #expect(wrapped.map(\.start) == [0, 20, 40])
    #expect(lines.lineCount == 3)
    #expect(wrapped.allSatisfy { $0.width <= 110 })
  }

  @Test func upAndDownMoveByLineKeepingTheCaretsX() {
    let textView = makeTextView(text: "the quick brown fox jumps over the lazy dog\nshort\nthe last line here")
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 8, length: 0)
    key(.down, in: textView)
    // Row 2 starts at 20: x of 8 characters lands on offset 28.
    #expect(textView.selectedRange.location == 28)
    key(.down, in: textView)
    key(.down, in: textView)
    // "short" is 5 long: the caret stops at its end, then goes on at the kept x.
    #expect(textView.selectedRange.location == 44 + 5)
    key(.down, in: textView)
    #expect(textView.selectedRange.location == 50 + 8)
    key(.up, [.command], in: textView)
    #expect(textView.selectedRange.location == 0)
  }

  @Test func shiftDownSelectsAcrossLinesAndTypingReplacesTheSelection() {
    let textView = makeTextView(text: "one\ntwo\nthree")
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 1, length: 0)
    key(.down, [.shift], in: textView)
    #expect(textView.selectedRange == NSRange(location: 1, length: 4))
    type("X", into: textView)
    #expect(textView.text == "oXwo\nthree")
  }

  @Test func aTapPlacesTheCaretAndAMouseDragSelectsAcrossLines() {
    let textView = makeTextView(text: "first line\nsecond line")
    let lineHeight = textView.lines?.lineHeight ?? 0
    textView.editor.handle(.pointerDown(id: 1, location: CGPoint(x: 5 + 5.5 * 2, y: 8 + 1), kind: .mouse))
    #expect(textView.isFirstResponder)
    #expect(textView.selectedRange == NSRange(location: 2, length: 0))
    textView.editor.handle(
      .pointerMoved(id: 1, location: CGPoint(x: 5 + 5.5 * 3, y: 8 + lineHeight + 1), kind: .mouse))
    textView.editor.handle(
      .pointerUp(id: 1, location: CGPoint(x: 5 + 5.5 * 3, y: 8 + lineHeight + 1), kind: .mouse))
    #expect(textView.selectedRange == NSRange(location: 2, length: 12))
  }

  @Test func aTextViewThatIsNotEditableSelectsButDoesNotChange() {
    let textView = makeTextView(text: "read only")
    textView.isEditable = false
    #expect(textView.becomeFirstResponder())
    type("x", into: textView)
    key(.character("a"), [.command], in: textView)
    #expect(textView.text == "read only")
    #expect(textView.selectedRange == NSRange(location: 0, length: 9))
    textView.isSelectable = false
    textView.resignFirstResponder()
    #expect(!textView.becomeFirstResponder())
  }

  @Test func withoutScrollingItGrowsWithItsText() {
    let textView = makeTextView()
    textView.isScrollEnabled = false
    let lineHeight = textView.lines?.lineHeight ?? 0
    #expect(textView.intrinsicContentSize.height == 16 + lineHeight)
    textView.becomeFirstResponder()
    type("the quick brown fox jumps over the lazy dog", into: textView)
    #expect(textView.intrinsicContentSize.height == 16 + 3 * lineHeight)
    #expect(textView.intrinsicContentSize.width == View.noIntrinsicMetric)
    #expect(textView.sizeThatFits(CGSize(width: 240, height: 0)).height == 16 + 2 * lineHeight)
  }

  @Test func theCaretIsKeptInViewAsTheTextGrows() {
    let textView = makeTextView(height: 60)
    textView.becomeFirstResponder()
    for _ in 0..<10 {
      type("line", into: textView)
      key(.return, in: textView)
    }
    let caret = textView.caretRect(at: textView.storage.caret)
    #expect(textView.contentOffset.y > 0)
    #expect(caret.maxY <= textView.contentOffset.y + 60)
    #expect(caret.minY >= textView.contentOffset.y)
    key(.up, [.command], in: textView)
    #expect(textView.contentOffset.y == 0)
  }

  @Test func aCompositionIsUnderlinedThenCommittedByReturn() {
    let textView = makeTextView(text: "a")
    textView.becomeFirstResponder()
    textView.editor.handle(.composition("ni", cursor: 2))
    #expect(textView.storage.markedRange?.range == 1..<3)
    key(.return, in: textView)
    #expect(textView.storage.markedRange == nil)
    #expect(textView.text == "ani")
  }

  @Test func tenMegabytesOpenAndTakeKeystrokesMeasuringOnlyWhatShows() throws {
    // 200,000 paragraphs of 51 characters: 10.2 MB.
    let paragraph = String(repeating: "lorem ipsum ", count: 4) + "dolor sit"
    let big = Array(repeating: paragraph, count: 200_000).joined(separator: "\n")
    #expect(big.utf8.count > 10_000_000)
    let textView = makeTextView(width: 320, height: 480, text: big)
    let lines = try #require(textView.lines)
    var first = DrawList(traits: textView.traitCollection)
    textView.editor.draw(in: &first)
    // The caret went to the end: the last screenful is measured, not the text.
    #expect(lines.paragraphsMeasured < 100)
    #expect(textView.contentOffset.y > 0)
    textView.becomeFirstResponder()
    type("x", into: textView)
    var typed = DrawList(traits: textView.traitCollection)
    textView.editor.draw(in: &typed)
    let opened = lines.paragraphsMeasured
    type("y", into: textView)
    key(.return, in: textView)
    key(.up, in: textView)
    var drawn = DrawList(traits: textView.traitCollection)
    textView.editor.draw(in: &drawn)
    #expect(!drawn.commands.isEmpty)
    // A keystroke measures what it changed and at most a screenful it reveals (480 points
    // of 12-point lines), never the 200,000 paragraphs.
    #expect(lines.paragraphsMeasured - opened <= 40)
    #expect(textView.storage.paragraphs.count == 200_001)
    // Back to the start: the first screenful, not what lies between.
    key(.up, [.command], in: textView)
    var top = DrawList(traits: textView.traitCollection)
    textView.editor.draw(in: &top)
    #expect(lines.paragraphsMeasured - opened < 100)
  }

  @Test func itReadsAsATextAreaWithItsLabelAndText() {
    let textView = makeTextView(text: "first\nsecond")
    textView.accessibilityLabel = "Notes"
    let behavior = textView.editor.accessibilityBehavior
    #expect(behavior.isElement)
    #expect(behavior.label == "Notes")
    #expect(behavior.value == "first\nsecond")
    #expect(behavior.activate())
    #expect(textView.isFirstResponder)
  }
}
