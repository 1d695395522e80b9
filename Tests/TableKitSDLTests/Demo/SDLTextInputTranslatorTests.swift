import CSDL2
import Foundation
import TableKit
import TableKitSDL
import Testing

/// SDL's text events as TableKit's (issue 14): `SDL_TEXTINPUT` as `.text` in any script,
/// `SDL_TEXTEDITING` (and `SDL_TEXTEDITING_EXT`, for long compositions) as `.composition` with
/// its cursor counted in characters, and bytes that are not UTF-8 as U+FFFD.
@MainActor
@Suite struct SDLTextInputTranslatorTests {
  private func translate(_ event: SDL_Event) -> InputEvent? {
    var translator = SDLInputTranslator(windowSize: CGSize(width: 800, height: 600))
    return translator.translate(event)?.event
  }

  /// Copies `text`'s UTF-8 (cut to SDL's 32-byte buffer, NUL-terminated) into `buffer`.
  private func fill<Buffer>(_ buffer: inout Buffer, with text: String) {
    withUnsafeMutableBytes(of: &buffer) { bytes in
      let utf8 = Array(text.utf8.prefix(bytes.count - 1))
      for (index, byte) in utf8.enumerated() { bytes[index] = byte }
      bytes[utf8.count] = 0
    }
  }

  private func textInput(_ text: String) -> SDL_Event {
    var event = SDL_Event()
    event.text.type = SDL_TEXTINPUT.rawValue
    fill(&event.text.text, with: text)
    return event
  }

  private func editing(_ text: String, start: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.edit.type = SDL_TEXTEDITING.rawValue
    fill(&event.edit.text, with: text)
    event.edit.start = start
    return event
  }

  @Test func typedTextInAnyScriptBecomesATextEvent() {
    #expect(translate(textInput("a")) == .text("a"))
    #expect(translate(textInput("日本")) == .text("日本"))
    #expect(translate(textInput("👍🏽")) == .text("👍🏽"))
    #expect(translate(textInput("")) == nil)
  }

  @Test func compositionCountsItsCursorInCharactersNotCodePoints() {
    // "e" + combining acute is one character of two code points; the cursor after it is 1.
    #expect(translate(editing("e\u{301}x", start: 2)) == .composition("e\u{301}x", cursor: 1))
    #expect(translate(editing("にほ", start: 9)) == .composition("にほ", cursor: 2))
    #expect(translate(editing("", start: 0)) == .composition("", cursor: 0))
  }

  /// An `SDL_TEXTEDITING_EXT` event whose text SDL allocated, as SDL sends it.
  private func extendedEditing(_ text: String, start: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.editExt.type = SDL_TEXTEDITING_EXT.rawValue
    event.editExt.text = SDL_strdup(text)
    event.editExt.start = start
    return event
  }

  @Test func aCompositionLongerThanTheEventBufferArrivesWholeAndItsTextIsFreed() {
    // 28 kana of 3 bytes each: 84 bytes, far past SDL_TextEditingEvent's 32 (the translator
    // frees SDL's copy; the sanitizer run would report it leaked otherwise).
    let long = String(repeating: "にほんご", count: 7)
    #expect(long.utf8.count > 31)
    #expect(translate(extendedEditing(long, start: 28)) == .composition(long, cursor: 28))
    #expect(translate(extendedEditing("", start: 0)) == .composition("", cursor: 0))
  }

  @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() {
    var event = SDL_Event()
    event.text.type = SDL_TEXTINPUT.rawValue
    // "a", a stray continuation byte, a lone surrogate encoded as UTF-8 (U+D800, which no
    // valid UTF-8 holds), an overlong "/", then "b".
    let bytes: [UInt8] = [0x61, 0x80, 0xED, 0xA0, 0x80, 0xC0, 0xAF, 0x62, 0]
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    guard case .text(let text)? = translate(event) else {
      Issue.record("invalid UTF-8 was dropped rather than replaced")
      return
    }
    #expect(text.first == "a")
    #expect(text.last == "b")
    #expect(text.dropFirst().dropLast().allSatisfy { $0 == "\u{FFFD}" })
    #expect(text.unicodeScalars.allSatisfy { !(0xD800...0xDFFF).contains($0.value) })
    // Typed into a field, the replacement characters are ordinary text: one step each.
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
    #expect(field.becomeFirstResponder())
    field.handle(.text(text))
    #expect(field.text == text)
    field.handle(.key(.delete, modifiers: []))
    #expect(field.text == String(text.dropLast()))
    #expect(field.editing.caret == field.editing.length)
  }
}
