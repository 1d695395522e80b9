import Foundation
import Testing

@testable import TableKit

/// `TextViewText`, the paragraphs and selection a text view edits (issue 29), against the
/// plain string it stands for.
@Suite struct TextViewTextTests {
  typealias Position = TextViewText.Position

  @Test func paragraphsSplitAtEveryKindOfLineBreakAndJoinWithNewlines() {
    let text = TextViewText("one\ntwo\r\nthree\n")
    #expect(text.paragraphs == ["one", "two", "three", ""])
    #expect(text.string == "one\ntwo\nthree\n")
    #expect(text.caret == Position(paragraph: 3, offset: 0))
  }

  @Test func typingALineBreakSplitsTheParagraphAndBackspaceJoinsItAgain() {
    var text = TextViewText("hello world")
    text.move(to: Position(paragraph: 0, offset: 5), extending: false)
    text.insert("\n")
    #expect(text.paragraphs == ["hello", " world"])
    #expect(text.caret == Position(paragraph: 1, offset: 0))
    #expect(text.lastChange?.replaced == 0..<1)
    #expect(text.lastChange?.count == 2)
    text.deleteBackward()
    #expect(text.string == "hello world")
    #expect(text.caret == Position(paragraph: 0, offset: 5))
  }

  @Test func aSelectionAcrossParagraphsIsReplacedWhole() {
    var text = TextViewText("ab\ncd\nef")
    text.select(from: Position(paragraph: 0, offset: 1), to: Position(paragraph: 2, offset: 1))
    #expect(text.selectedText == "b\ncd\ne")
    text.insert("X\nY")
    #expect(text.string == "aX\nYf")
    #expect(text.caret == Position(paragraph: 1, offset: 1))
  }

  @Test func deleteForwardAtAParagraphsEndJoinsTheNext() {
    var text = TextViewText("ab\ncd")
    text.move(to: Position(paragraph: 0, offset: 2), extending: false)
    text.deleteForward()
    #expect(text.string == "abcd")
    text.move(to: text.end, extending: false)
    text.deleteForward()
    #expect(text.string == "abcd")
  }

  @Test func utf16OffsetsCountLineBreaksAndSurrogatePairs() {
    let text = TextViewText("a😀\nbc")
    #expect(text.utf16Offset(of: Position(paragraph: 0, offset: 2)) == 3)
    #expect(text.utf16Offset(of: Position(paragraph: 1, offset: 1)) == 5)
    #expect(text.position(atUTF16: 5) == Position(paragraph: 1, offset: 1))
    // Inside the emoji's pair: its start.
    #expect(text.position(atUTF16: 2) == Position(paragraph: 0, offset: 1))
    #expect(text.position(atUTF16: 99) == text.end)
  }

  @Test func markedTextStaysInItsParagraphAndCommitsOrCancels() {
    var text = TextViewText("ab")
    text.setMarkedText("ni\nhao", cursor: 5)
    #expect(text.string == "abnihao")
    #expect(text.markedRange?.range == 2..<7)
    text.commitMarkedText()
    #expect(text.markedRange == nil)
    #expect(text.caret == Position(paragraph: 0, offset: 7))
    text.setMarkedText("x", cursor: 1)
    text.cancelComposition()
    #expect(text.string == "abnihao")
  }

  @Test func randomEditsMatchAPlainStringModel() {
    var generator = SplitMix64(seed: 29)
    var text = TextViewText("")
    var model: [Character] = []
    func offset(_ position: Position) -> Int {
      var total = 0
      for index in 0..<position.paragraph { total += text.lengths[index] + 1 }
      return total + position.offset
    }
    for step in 0..<400 {
      let choice = Int.random(in: 0..<4, using: &generator)
      let caret = offset(text.caret)
      switch choice {
      case 0:
        let piece = ["a", "b\n", "\n", "cd"].randomElement(using: &generator) ?? "a"
        text.insert(piece)
        model.insert(contentsOf: Array(piece), at: caret)
      case 1:
        if caret > 0 { model.remove(at: caret - 1) }
        text.deleteBackward()
      case 2:
        if caret < model.count { model.remove(at: caret) }
        text.deleteForward()
      default:
        let target = Int.random(in: 0...model.count, using: &generator)
        let prefix = String(model[..<target])
        let paragraph = prefix.filter { $0 == "\n" }.count
        let column = prefix.count - (prefix.lastIndex(of: "\n").map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0)
        text.move(to: Position(paragraph: paragraph, offset: column), extending: false)
      }
      #expect(text.string == String(model), "seed 29, step \(step)")
      if text.string != String(model) { return }
    }
  }
}
