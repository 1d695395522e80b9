import Foundation
import Testing

@testable import TableKit

/// Bad input leaves a field consistent (issue 14, item 4): odd code points, compositions that
/// end halfway (by losing the focus, by an empty composition, by Escape), and text far past
/// the field's limit. The state-level cases are in `TextEditingStateTests`; these go through
/// the field, its delegate and its warnings.
@MainActor
@Suite struct TextFieldBadInputTests {
  private func makeField() -> TextField {
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
    field.clock = ManualClock(now: 10)
    #expect(field.becomeFirstResponder())
    return field
  }

  /// What must hold after any input: the caret and selection inside the text, marked text
  /// inside it and holding the caret, the text one line, and a caret that can be drawn.
  private func expectConsistent(
    _ field: TextField, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let state = field.editing
    #expect(
      state.caret >= 0 && state.caret <= state.length, "caret \(state.caret) of \(state.length) after \(context)",
      sourceLocation: sourceLocation)
    #expect(state.selection.upperBound <= state.length, "selection after \(context)", sourceLocation: sourceLocation)
    if let marked = state.markedRange {
      #expect(marked.upperBound <= state.length, "marked range after \(context)", sourceLocation: sourceLocation)
      #expect(marked.contains(state.caret) || marked.upperBound == state.caret, sourceLocation: sourceLocation)
    }
    #expect(!state.text.contains { $0.isNewline }, "one line after \(context)", sourceLocation: sourceLocation)
    #expect(field.caretRect.minX.isFinite, sourceLocation: sourceLocation)
    if let limit = field.maximumLength {
      #expect(state.length <= limit, "within the limit after \(context)", sourceLocation: sourceLocation)
    }
  }

  @Test func oddCodePointsAreTextLikeAnyOther() {
    let field = makeField()
    // A noncharacter, the last code point, an unassigned one, a private-use one, a combining
    // mark with nothing to combine with, a lone joiner, and the replacement character SDL puts
    // for bytes that are not UTF-8.
    let odd = "\u{FFFF}\u{10FFFF}\u{0378}\u{E000}\u{301}\u{200D}\u{FFFD}"
    field.handle(.text(odd))
    expectConsistent(field, "typing odd code points")
    let length = field.editing.length
    #expect(length >= 1)
    for _ in 0..<length {
      field.handle(.key(.left, modifiers: []))
      expectConsistent(field, "moving left")
    }
    #expect(field.editing.caret == 0)
    for _ in 0..<length {
      field.handle(.key(.forwardDelete, modifiers: []))
      expectConsistent(field, "deleting forwards")
    }
    #expect(field.text == "")
  }

  @Test func aCompositionInterruptedByLosingTheFocusIsCommitted() {
    let field = makeField()
    field.handle(.text("go "))
    field.handle(.composition("にほ", cursor: 1))
    #expect(field.resignFirstResponder())
    // As UIKit does, ending editing keeps what the input method showed.
    #expect(field.text == "go にほ")
    #expect(field.editing.markedRange == nil)
    expectConsistent(field, "resigning while composing")
    #expect(!field.handle(.composition("x", cursor: 1)), "a resigned field takes no composition")
    #expect(field.text == "go にほ")
  }

  @Test func anEmptyCompositionEndsItWithoutTextOrAChange() {
    let field = makeField()
    var changes = 0
    field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
    field.handle(.text("ab"))
    field.handle(.key(.left, modifiers: []))
    changes = 0
    field.handle(.composition("ㅎ", cursor: 1))
    field.handle(.composition("하", cursor: 1))
    field.handle(.composition("", cursor: 0))
    #expect(field.text == "ab")
    #expect(field.editing.markedRange == nil)
    #expect(field.editing.caret == 1)
    expectConsistent(field, "an empty composition")
    // Typing goes on where the composition was.
    field.handle(.text("x"))
    #expect(field.text == "axb")
    #expect(changes >= 1)
  }

  @Test func escapeCancelsACompositionAndPlainKeysWaitForIt() {
    let field = makeField()
    field.handle(.text("hi"))
    field.handle(.composition("sekai", cursor: 5))
    field.handle(.key(.delete, modifiers: []))
    field.handle(.key(.home, modifiers: []))
    expectConsistent(field, "keys while composing")
    #expect(field.handle(.key(.escape, modifiers: [])))
    #expect(field.text == "hi")
    #expect(field.editing.caret == 2)
    expectConsistent(field, "escape")
  }

  @Test func aMegabyteOfTypedOrPastedTextIsCutToTheLimitWithAMessage() {
    let field = makeField()
    var warnings: [String] = []
    field.warningHandler = { warnings.append($0) }
    field.maximumLength = 100
    let megabyte = String(repeating: "abcdefgh", count: 131_072)
    #expect(megabyte.utf8.count == 1 << 20)
    field.handle(.text("start "))
    field.screen.clipboard = MemoryClipboard(string: megabyte)
    field.handle(.key(.character("v"), modifiers: .control))
    #expect(field.editing.length == 100)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("at most 100 characters") == true)
    #expect(warnings.first?.contains("\(megabyte.count - 94) of the \(megabyte.count)") == true)
    expectConsistent(field, "a megabyte paste")
    // Typed in one piece (an input method committing it), the same.
    field.handle(.key(.character("a"), modifiers: .control))
    field.handle(.text(megabyte))
    #expect(field.editing.length == 100)
    #expect(warnings.count == 2)
    expectConsistent(field, "a megabyte typed")
    // The field is still usable: erase one, type one.
    field.handle(.key(.delete, modifiers: []))
    field.handle(.text("!"))
    #expect(field.text?.hasSuffix("!") == true)
    expectConsistent(field, "editing after the cut")
  }

  @Test func theDefaultLimitHoldsAMegabyteBackToo() {
    let field = makeField()
    var warnings: [String] = []
    field.warningHandler = { warnings.append($0) }
    field.handle(.text(String(repeating: "é", count: 1 << 20)))
    #expect(field.editing.length == Metrics.textFieldDefaultMaximumLength)
    #expect(warnings.count == 1)
    expectConsistent(field, "a megabyte against the default limit")
  }
}
