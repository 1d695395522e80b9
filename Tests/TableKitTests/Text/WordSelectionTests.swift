import Foundation
import Testing

@testable import TableKit

/// Double and triple clicks on a text field (issue 14): a double click or double tap selects
/// the word under it by Unicode's word rules, accented letters and emoji included; a triple
/// one selects everything. The headless measurer gives every character 0.55 × 17 points.
@MainActor
@Suite struct WordSelectionTests {
  private let advance: CGFloat = 17 * 0.55

  /// "café naïve 👍🏽 ok", the ï a letter with a combining diaeresis (two code points).
  private let sample = "café nai\u{308}ve 👍🏽 ok"

  private func words(_ text: String) -> [String] {
    WordBoundaries(text).segments.filter(\.isWord).map { segment in
      let characters = Array(text)
      return String(characters[segment.range])
    }
  }

  @Test func lettersDigitsAndTheirJoinersMakeWordsAsUnicodesRulesSay() {
    #expect(words(sample) == ["café", "nai\u{308}ve", "ok"])
    #expect(words("l'été, c’est 1,000.5 km_h") == ["l'été", "c’est", "1,000.5", "km_h"])
    #expect(words("end. Next") == ["end", "Next"])
    #expect(words("カタカナ 日本") == ["カタカナ", "日", "本"])
    #expect(words("שלום עולם") == ["שלום", "עולם"])
    #expect(words("") == [])
    #expect(words("  !? ") == [])
  }

  @Test func theSegmentsCoverTheTextExactly() {
    let text = "a  b!!c 👍🏽d"
    let segments = WordBoundaries(text).segments
    #expect(segments.first?.range.lowerBound == 0)
    #expect(segments.last?.range.upperBound == text.count)
    for (left, right) in zip(segments, segments.dropFirst()) {
      #expect(left.range.upperBound == right.range.lowerBound)
    }
  }

  @Test func aWordRangeIsTheWordAtOrJustBeforeTheGap() {
    let state = TextEditingState(text: sample)
    // c a f é _ n a ï v e _ 👍🏽 _ o k: café 0..<4, naïve 5..<10, the emoji 11, ok 13..<15.
    #expect(state.wordRange(at: 0) == 0..<4)
    #expect(state.wordRange(at: 4) == 0..<4)
    #expect(state.wordRange(at: 7) == 5..<10)
    #expect(state.wordRange(at: 11) == 11..<12)
    #expect(state.wordRange(at: 15) == 13..<15)
    #expect(TextEditingState(text: "a   b").wordRange(at: 2) == 1..<4)
    #expect(TextEditingState().wordRange(at: 0) == 0..<0)
  }

  private func makeField(text: String, clock: ManualClock) -> TextField {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
    field.clock = clock
    field.text = text
    return field
  }

  private func click(_ field: TextField, atGap gap: CGFloat, id: Int = 1, kind: PointerKind = .mouse) {
    let location = CGPoint(x: gap * advance, y: 18)
    field.handle(.pointerDown(id: id, location: location, kind: kind))
    field.handle(.pointerUp(id: id, location: location, kind: kind))
  }

  @Test func aDoubleClickSelectsTheAccentedWordUnderIt() {
    let clock = ManualClock(now: 10)
    let field = makeField(text: sample, clock: clock)
    click(field, atGap: 7.2)
    #expect(field.editing.selection == 7..<7)
    clock.advance(by: 0.2)
    click(field, atGap: 7.3)
    #expect(field.editing.selectedText == "nai\u{308}ve")
    #expect(field.editing.caret == 10)
  }

  @Test func aDoubleTapOnAnEmojiSelectsJustTheEmoji() {
    let clock = ManualClock(now: 10)
    let field = makeField(text: sample, clock: clock)
    click(field, atGap: 11.2, kind: .touch)
    clock.advance(by: 0.3)
    click(field, atGap: 11.3, kind: .touch)
    #expect(field.editing.selectedText == "👍🏽")
    // Backspace then erases the whole emoji, modifier and all.
    field.handle(.key(.delete, modifiers: []))
    #expect(field.text == "café nai\u{308}ve  ok")
  }

  @Test func aTripleClickSelectsEverythingAndAFourthStartsOver() {
    let clock = ManualClock(now: 10)
    let field = makeField(text: sample, clock: clock)
    for _ in 0..<3 {
      click(field, atGap: 2.2)
      clock.advance(by: 0.1)
    }
    #expect(field.editing.selection == 0..<field.editing.length)
    click(field, atGap: 2.2)
    #expect(field.editing.selection == 2..<2)
  }

  @Test func slowOrDistantPressesAreSingleClicks() {
    let clock = ManualClock(now: 10)
    let field = makeField(text: sample, clock: clock)
    click(field, atGap: 2.2)
    clock.advance(by: Metrics.textFieldMultiClickInterval + 0.1)
    click(field, atGap: 2.2)
    #expect(field.editing.selection == 2..<2)
    clock.advance(by: 0.1)
    click(field, atGap: 7.2)
    #expect(field.editing.selection == 7..<7)
  }

  @Test func draggingAfterADoubleClickKeepsTheWordSelected() {
    let clock = ManualClock(now: 10)
    let field = makeField(text: sample, clock: clock)
    click(field, atGap: 1.2)
    clock.advance(by: 0.1)
    field.handle(.pointerDown(id: 1, location: CGPoint(x: 1.2 * advance, y: 18), kind: .touch))
    field.handle(.pointerMoved(id: 1, location: CGPoint(x: 1.5 * advance, y: 19), kind: .touch))
    field.handle(.pointerUp(id: 1, location: CGPoint(x: 1.5 * advance, y: 19), kind: .touch))
    #expect(field.editing.selectedText == "café")
  }

  @Test func aDoubleClickInASecureFieldSelectsEverything() {
    let clock = ManualClock(now: 10)
    let field = makeField(text: "two words", clock: clock)
    field.isSecureTextEntry = true
    click(field, atGap: 1.2)
    clock.advance(by: 0.1)
    click(field, atGap: 1.2)
    #expect(field.editing.selection == 0..<9)
  }
}
