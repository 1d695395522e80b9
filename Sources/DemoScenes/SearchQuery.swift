import Foundation

/// What a demo's search bar asks for, as the scenes match it: every word typed must begin a
/// word of one of the item's fields, ignoring case and accents ("jo" finds "Jonas Ñúñez" and
/// "Chloe Jones", "nun jo" finds the first, "é" finds "Evans"). Punctuation separates words, so
/// "obrien" misses "O'Brien" but "o bri" and "brien" find it.
public struct SearchQuery: Sendable, Equatable {
  /// The typed words, folded.
  public let words: [String]

  /// The query for `text` as typed (surrounding and repeated spaces ignored).
  public init(_ text: String) {
    words = Self.words(of: text)
  }

  /// Whether nothing but spaces was typed: everything matches.
  public var isEmpty: Bool { words.isEmpty }

  /// Whether every word of the query begins a word of `fields`.
  /// - Complexity: O(q × w) for q query words and w words in the fields.
  public func matches(_ fields: [String]) -> Bool {
    guard !words.isEmpty else { return true }
    let candidates = fields.flatMap(Self.words(of:))
    return words.allSatisfy { word in candidates.contains { $0.hasPrefix(word) } }
  }

  /// The words of `text`, folded to lowercase without accents, split at anything that is not
  /// a letter or a digit.
  static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !($0.isLetter || $0.isNumber) }
      .map(String.init)
  }
}
