import Foundation

extension TextAutocapitalizationType {
  /// Whether the on-screen keyboard shifts by itself for the letter typed after `text` (the
  /// field's text before the caret), as iOS's does: `.sentences` at the start, after a new line,
  /// and after `.`, `!` or `?` followed by a space; `.words` at the start and after any space;
  /// `.allCharacters` always; `.none` never.
  public func shiftsNextLetter(after text: Substring) -> Bool {
    switch self {
    case .none:
      return false
    case .allCharacters:
      return true
    case .words:
      return text.last?.isWhitespace ?? true
    case .sentences:
      let withoutSpaces = text.reversed().drop { $0 == " " }
      guard let last = withoutSpaces.first else { return true }
      if last.isNewline { return true }
      let followedBySpace = withoutSpaces.count < text.count
      return followedBySpace && ".!?".contains(last)
    }
  }
}
