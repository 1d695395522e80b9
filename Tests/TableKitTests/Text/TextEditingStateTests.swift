import Foundation
import Testing

@testable import TableKit

/// Editing operations of `TextEditingState` (issue 14).
@MainActor
@Suite struct TextEditingStateTests {
  @Test func typingInsertsAtTheCaretAndMovesItAfterTheText() {
    var state = TextEditingState(text: "ac")
    state.moveBackward()
    state.insert("b")
    #expect(state.text == "abc")
    #expect(state.selection == 2..<2)
  }

  @Test func backspaceErasesAWholeEmojiOrAccentedLetter() {
    var state = TextEditingState(text: "ae\u{301}👍🏽🇫🇷")
    state.deleteBackward()
    #expect(state.text == "ae\u{301}👍🏽")
    state.deleteBackward()
    #expect(state.text == "ae\u{301}")
    state.deleteBackward()
    #expect(state.text == "a")
    state.deleteBackward()
    state.deleteBackward()
    #expect(state.text == "")
    #expect(state.selection == 0..<0)
  }

  @Test func forwardDeleteErasesTheClusterAfterTheCaret() {
    var state = TextEditingState(text: "👨‍👩‍👧x")
    state.moveToStart()
    state.deleteForward()
    #expect(state.text == "x")
    state.moveToEnd()
    state.deleteForward()
    #expect(state.text == "x")
  }

  @Test func shiftArrowsExtendFromTheAnchorAndPlainArrowsCollapseToAnEnd() {
    var state = TextEditingState(text: "hello")
    state.moveBackward(extending: true)
    state.moveBackward(extending: true)
    #expect(state.selection == 3..<5)
    #expect(state.selectedText == "lo")
    state.moveForward(extending: true)
    #expect(state.selection == 4..<5)
    state.moveBackward()
    #expect(state.selection == 4..<4)
    state.moveToStart(extending: true)
    #expect(state.selection == 0..<4)
    state.moveForward()
    #expect(state.selection == 4..<4)
  }

  @Test func typingReplacesTheSelection() {
    var state = TextEditingState(text: "hello world")
    state.selectAll()
    state.insert("hi")
    #expect(state.text == "hi")
    #expect(state.selection == 2..<2)
  }

  @Test func cutCopyAndPasteGoThroughTheClipboard() {
    let clipboard = MemoryClipboard()
    var state = TextEditingState(text: "one two")
    state.moveToEnd()
    for _ in 0..<3 { state.moveBackward(extending: true) }
    state.copy(to: clipboard)
    #expect(clipboard.string == "two")
    state.cut(to: clipboard)
    #expect(state.text == "one ")
    state.moveToStart()
    state.paste(from: clipboard)
    #expect(state.text == "twoone ")
    #expect(state.selection == 3..<3)
  }

  @Test func aCaretCopiesNothingAndAnEmptyClipboardPastesNothing() {
    let clipboard = MemoryClipboard(string: "kept")
    var state = TextEditingState(text: "abc")
    state.copy(to: clipboard)
    state.cut(to: clipboard)
    #expect(clipboard.string == "kept")
    #expect(state.text == "abc")
    clipboard.string = nil
    #expect(state.paste(from: clipboard) == nil)
    #expect(state.text == "abc")
  }

  @Test func aPasteLongerThanTheLimitIsCutWithAWarning() {
    let clipboard = MemoryClipboard(string: String(repeating: "x", count: 1_000_000))
    var state = TextEditingState(text: "ab", maximumLength: 10)
    let warning = state.paste(from: clipboard)
    #expect(state.length == 10)
    #expect(state.selection == 10..<10)
    #expect(warning?.contains("at most 10 characters") == true)
    #expect(warning?.contains("999992") == true)
    #expect(state.insert("y") != nil)
    #expect(state.length == 10)
  }

  @Test func typingIntoASelectionCountsTheRoomTheSelectionLeaves() {
    var state = TextEditingState(text: "abcd", maximumLength: 4)
    state.selectAll()
    #expect(state.insert("wxyz") == nil)
    #expect(state.text == "wxyz")
  }

  @Test func lineBreaksBecomeSpacesAndControlCharactersAreDropped() {
    var state = TextEditingState()
    state.insert("a\nb\u{7}c\r\nd\u{0}")
    #expect(state.text == "a bc d")
  }

  @Test func unassignedAndPrivateUseCodePointsAreKeptAsOneStepEach() {
    var state = TextEditingState()
    state.insert("\u{E000}\u{50000}z")
    #expect(state.length == 3)
    state.moveBackward()
    state.deleteBackward()
    #expect(state.text == "\u{E000}z")
  }

  @Test func markedTextReplacesItselfAndCommitsAsTypedText() {
    var state = TextEditingState(text: "a")
    state.setMarkedText("n", cursor: 1)
    state.setMarkedText("に", cursor: 1)
    state.setMarkedText("にほ", cursor: 2)
    #expect(state.text == "aにほ")
    #expect(state.markedRange == 1..<3)
    #expect(state.committedText == "a")
    #expect(state.selection == 3..<3)
    state.insert("日本")
    #expect(state.text == "a日本")
    #expect(state.markedRange == nil)
    #expect(state.selection == 3..<3)
  }

  @Test func aCompositionCancelledHalfwayLeavesTheTextAsBefore() {
    var state = TextEditingState(text: "hello")
    state.moveBackward(extending: true)
    state.setMarkedText("ㅎ", cursor: 1)
    state.setMarkedText("하", cursor: 1)
    state.cancelComposition()
    #expect(state.text == "hell")
    #expect(state.markedRange == nil)
    #expect(state.selection == 4..<4)
    state.setMarkedText("x", cursor: 5)
    state.setMarkedText("", cursor: 0)
    #expect(state.text == "hell")
    #expect(state.markedRange == nil)
  }

  @Test func editingKeysWaitWhileTextIsMarked() {
    var state = TextEditingState(text: "ab")
    state.setMarkedText("k", cursor: 1)
    state.deleteBackward()
    state.moveToStart()
    state.selectAll()
    #expect(state.text == "abk")
    #expect(state.selection == 3..<3)
    state.commitMarkedText()
    #expect(state.markedRange == nil)
    state.deleteBackward()
    #expect(state.text == "ab")
  }

  @Test func aCombiningMarkTypedAfterALetterJoinsItsCluster() {
    var state = TextEditingState(text: "e")
    state.insert("\u{301}")
    #expect(state.length == 1)
    #expect(state.selection == 1..<1)
    state.deleteBackward()
    #expect(state.text == "")
  }

  @Test func initialTextIsCutToTheLimit() {
    let state = TextEditingState(text: "abcdef", maximumLength: 3)
    #expect(state.text == "abc")
    #expect(state.selection == 3..<3)
  }
}
