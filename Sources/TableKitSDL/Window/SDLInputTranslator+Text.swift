import CSDL2
import Foundation
import TableKit

extension SDLInputTranslator {
  /// `SDL_TEXTINPUT`: the UTF-8 text typed or committed. SDL replaces invalid UTF-8 when it
  /// decodes, so the string is always valid; an empty one is dropped.
  static func textInput(_ event: SDL_TextInputEvent) -> WindowInput? {
    let text = withUnsafeBytes(of: event.text) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return text.isEmpty ? nil : WindowInput(.text(text))
  }

  /// `SDL_TEXTEDITING`: the input method's marked text with its cursor `start` code points in,
  /// turned into a cursor in characters (grapheme clusters), as `TextEditingState` counts.
  static func compositionInput(_ event: SDL_TextEditingEvent) -> WindowInput? {
    let text = withUnsafeBytes(of: event.text) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return WindowInput(.composition(text, cursor: clusterOffset(ofScalarOffset: Int(event.start), in: text)))
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
