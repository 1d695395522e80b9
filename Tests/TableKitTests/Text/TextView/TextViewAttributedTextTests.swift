import Foundation
import Testing

@testable import TableKit

/// `TextView.attributedText` and `typingAttributes` (issue 29), as UIKit's: runs drawn in
/// their fonts and colors and wrapped together, the caret placed across them, `text` one run
/// in `font`/`textColor`, typing in the typing attributes, edits keeping the other runs, and a
/// growing text view sizing to attributed text. The headless measurer gives a character 0.55 ×
/// its font's size and a line 1.2 ×: a 10-point character is 5.5 wide, a 20-point one 11; the
/// 120-point view holds 110 points of line.
@MainActor
@Suite struct TextViewAttributedTextTests {
  let headline = Font.boldSystemFont(ofSize: 20)
  let body = Font.systemFont(ofSize: 10)

  func makeTextView(width: CGFloat = 120) -> TextView {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
    textView.font = body
    root.addSubview(textView)
    textView.editor.clock = ManualClock(now: 10)
    textView.layoutIfNeeded()
    return textView
  }

  /// "Title " in the 20-point headline, red; "and the body text" in 10 points, gray.
  func twoRuns() -> NSAttributedString {
    let text = NSMutableAttributedString(
      string: "Title ", attributes: [.font: headline, .foregroundColor: Color.systemRed])
    text.append(
      NSAttributedString(
        string: "and the body text",
        attributes: [.font: body, .foregroundColor: Color.secondaryLabel]))
    return text
  }

  func textRuns(of textView: TextView) -> [TextRun] {
    var list = DrawList()
    textView.editor.draw(in: &list)
    return list.commands.compactMap {
      if case .text(let run) = $0 { return run }
      return nil
    }
  }

  func type(_ string: String, into textView: TextView) {
    textView.editor.handle(.text(string))
    textView.layoutIfNeeded()
  }

  @Test func eachRunIsDrawnInItsFontAndColorOnOneBaselineAndWrapsWithTheOthers() throws {
    let textView = makeTextView()
    textView.attributedText = twoRuns()
    textView.layoutIfNeeded()
    let runs = textRuns(of: textView)
    // "Title " is 66 wide, "and the " 44 more: 110 fill the line; "body text" wraps.
    #expect(runs.map(\.string) == ["Title ", "and the ", "body text"])
    #expect(runs.map(\.font) == [headline, body, body])
    #expect(runs.map(\.color) == [.systemRed, .secondaryLabel, .secondaryLabel])
    #expect(runs[1].origin.x == runs[0].origin.x + 66)
    let measurer = FixedAdvanceTextMeasurer()
    // The 10-point run sits on the headline's baseline, lower in the line box.
    #expect(
      runs[1].origin.y + measurer.baseline(of: body) == runs[0].origin.y
        + measurer.baseline(of: headline))
    // Every line takes the tallest font's height.
    let lines = try #require(textView.lines)
    #expect(lines.lineHeight == measurer.lineHeight(of: headline))
    #expect(runs[2].origin.y - runs[1].origin.y == lines.lineHeight)
  }

  @Test func theCaretAndTapsFollowEachRunsWidths() {
    let textView = makeTextView()
    textView.attributedText = twoRuns()
    textView.layoutIfNeeded()
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 8, length: 0)
    // Six 11-point clusters, then two 5.5-point ones, after the 5-point padding.
    #expect(abs(textView.caretRect(at: textView.storage.caret).minX - (5 + 66 + 11)) < 0.001)
    textView.editor.handle(.pointerDown(id: 1, location: CGPoint(x: 5 + 24, y: 9), kind: .mouse))
    textView.editor.handle(.pointerUp(id: 1, location: CGPoint(x: 5 + 24, y: 9), kind: .mouse))
    #expect(textView.selectedRange == NSRange(location: 2, length: 0))
  }

  @Test func readingGivesBackTheRunsAndTheirAttributes() {
    let textView = makeTextView()
    let custom = NSAttributedString.Key("com.example.tag")
    let text = NSMutableAttributedString(attributedString: twoRuns())
    text.addAttribute(custom, value: "kept", range: NSRange(location: 0, length: 2))
    text.addAttribute(custom, value: "other", range: NSRange(location: 2, length: 1))
    text.append(NSAttributedString(string: "\nsecond", attributes: [.font: body]))
    textView.attributedText = text
    let read: NSAttributedString = textView.attributedText
    #expect(read.string == "Title and the body text\nsecond")
    #expect(read.attribute(.font, at: 0, effectiveRange: nil) as? Font == headline)
    #expect(read.attribute(custom, at: 1, effectiveRange: nil) as? String == "kept")
    #expect(read.attribute(custom, at: 2, effectiveRange: nil) as? String == "other")
    #expect(read.attribute(custom, at: 3, effectiveRange: nil) == nil)
    #expect(
      read.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? Color == .secondaryLabel)
    #expect(read.attribute(.font, at: 25, effectiveRange: nil) as? Font == body)
    #expect(textView.text == "Title and the body text\nsecond")
  }

  @Test func plainTextIsOneRunInTheFontAndColorWhichRestyleAttributedText() {
    let textView = makeTextView()
    textView.textColor = .systemBlue
    textView.text = "plain"
    let read: NSAttributedString = textView.attributedText
    var range = NSRange()
    #expect(read.attribute(.font, at: 0, effectiveRange: &range) as? Font == body)
    #expect(range == NSRange(location: 0, length: 5))
    #expect(read.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .systemBlue)
    // Over attributed text, `font` and `textColor` apply to all of it, as UIKit's do.
    textView.attributedText = twoRuns()
    textView.textColor = .systemGreen
    textView.font = .systemFont(ofSize: 12)
    let restyled: NSAttributedString = textView.attributedText
    #expect(
      restyled.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == .systemGreen)
    #expect(
      restyled.attribute(.font, at: 10, effectiveRange: nil) as? Font == .systemFont(ofSize: 12))
  }

  @Test func typingTakesTheTypingAttributesUntilTheSelectionMoves() {
    let textView = makeTextView()
    let delegate = RecordingTextViewDelegate()
    textView.delegate = delegate
    textView.text = "ab"
    textView.attributedText = twoRuns()
    #expect(!delegate.calls.contains("didChange"))
    textView.becomeFirstResponder()
    // At the boundary, typing continues the run before the caret.
    textView.selectedRange = NSRange(location: 6, length: 0)
    #expect(textView.typingAttributes.font == headline)
    type("X", into: textView)
    #expect(delegate.calls.filter { $0 == "didChange" }.count == 1)
    // Attributes the app sets are typed until the selection moves.
    textView.typingAttributes = [.font: body, .foregroundColor: Color.systemOrange]
    type("Y", into: textView)
    type("Z", into: textView)
    let read: NSAttributedString = textView.attributedText
    #expect(read.string == "Title XYZand the body text")
    #expect(read.attribute(.font, at: 6, effectiveRange: nil) as? Font == headline)
    var range = NSRange()
    #expect(
      read.attribute(.foregroundColor, at: 7, effectiveRange: &range) as? Color == .systemOrange)
    #expect(range == NSRange(location: 7, length: 2))
    #expect(
      read.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? Color == .secondaryLabel)
    textView.selectedRange = NSRange(location: 1, length: 0)
    #expect(textView.typingAttributes.foregroundColor == .systemRed)
  }

  @Test func editingKeepsTheOtherRunsAndPlainTextTakesRunsOnlyWhenNeeded() {
    let textView = makeTextView()
    textView.attributedText = twoRuns()
    textView.becomeFirstResponder()
    // Deleting across the boundary leaves each side its own attributes.
    textView.selectedRange = NSRange(location: 4, length: 4)
    textView.editor.handle(.key(.delete, modifiers: []))
    let read: NSAttributedString = textView.attributedText
    #expect(read.string == "Titld the body text")
    #expect(read.attribute(.font, at: 3, effectiveRange: nil) as? Font == headline)
    #expect(read.attribute(.font, at: 4, effectiveRange: nil) as? Font == body)
    // Plain text typed in its own style stays without runs (a 10 MB text costs none).
    let plain = makeTextView()
    plain.text = "abc"
    plain.becomeFirstResponder()
    type("d", into: plain)
    #expect(plain.storage.runs == nil)
    plain.typingAttributes = [.font: headline]
    type("e", into: plain)
    #expect(plain.storage.runs?[0].map(\.length) == [4, 1])
  }

  @Test func aGrowingTextViewSizesToItsAttributedText() {
    let textView = makeTextView()
    textView.isScrollEnabled = false
    textView.attributedText = twoRuns()
    let lineHeight = FixedAdvanceTextMeasurer().lineHeight(of: headline)
    #expect(textView.intrinsicContentSize.height == 16 + 2 * lineHeight)
    #expect(textView.sizeThatFits(CGSize(width: 400, height: 0)).height == 16 + lineHeight)
  }
}
