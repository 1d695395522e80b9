import CSDL2
import Foundation
import TableKit

extension SDLInputTranslator {
  /// `SDL_TEXTINPUT`: the UTF-8 text typed or committed; an empty one is dropped. Bytes that
  /// are not UTF-8 (a stray byte, an encoded lone surrogate from a C string) become U+FFFD, so
  /// that a broken input method cannot put invalid text in a field.
  static func textInput(_ event: SDL_TextInputEvent) -> WindowInput? {
    let text = withUnsafeBytes(of: event.text) { decodedText(of: $0) }
    return text.isEmpty ? nil : WindowInput(.text(text))
  }

  /// `SDL_TEXTEDITING`: the input method's marked text with its cursor `start` code points in,
  /// turned into a cursor in characters (grapheme clusters), as `TextEditingState` counts.
  static func compositionInput(_ event: SDL_TextEditingEvent) -> WindowInput? {
    let text = withUnsafeBytes(of: event.text) { decodedText(of: $0) }
    return composition(text, scalarCursor: Int(event.start))
  }

  /// `SDL_TEXTEDITING_EXT`: marked text too long for `SDL_TextEditingEvent`'s 32 bytes, which
  /// SDL sends instead when `SDL_HINT_IME_SUPPORT_EXTENDED_TEXT` is on (`TextInputSession` turns
  /// it on). SDL allocates the text for each event and leaves freeing it to whoever reads the
  /// event, so this frees it with `SDL_free` once it is copied.
  static func compositionInput(takingTextOf event: SDL_TextEditingExtEvent) -> WindowInput? {
    guard let pointer = event.text else { return composition("", scalarCursor: 0) }
    defer { SDL_free(pointer) }
    let length = strlen(pointer)
    let text = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      decodedText(of: UnsafeRawBufferPointer(start: $0, count: length))
    }
    return composition(text, scalarCursor: Int(event.start))
  }

  private static func composition(_ text: String, scalarCursor: Int) -> WindowInput {
    WindowInput(.composition(text, cursor: clusterOffset(ofScalarOffset: scalarCursor, in: text)))
  }

  /// The UTF-8 bytes before the first NUL, invalid sequences replaced by U+FFFD.
  private static func decodedText(of bytes: UnsafeRawBufferPointer) -> String {
    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }

  /// The number of characters of `text` covered by its first `scalars` code points (clamped).
  static func clusterOffset(ofScalarOffset scalars: Int, in text: String) -> Int {
    let scalarView = text.unicodeScalars
    let end = scalarView.index(
      scalarView.startIndex, offsetBy: max(0, scalars), limitedBy: scalarView.endIndex)
      ?? scalarView.endIndex
    return text[..<end].count
  }
}
