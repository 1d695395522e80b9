import CSDL2
import Foundation
import TableKit
import TableKitSDL
import Testing

/// SDL's text events as TableKit's (issue 14): `SDL_TEXTINPUT` as `.text` in any script,
/// `SDL_TEXTEDITING` as `.composition` with its cursor counted in characters.
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
}
