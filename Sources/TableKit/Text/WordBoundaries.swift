import Foundation

/// Where the words of a text start and end, by the core of Unicode's word rules (UAX #29,
/// rules WB5–WB13b, over grapheme clusters so that combining marks and emoji modifiers stay
/// with their base): letters run together, also across an apostrophe or a period between two
/// letters ("l'été", "e.g"); digits run together, also across a comma or period between two
/// digits ("1,000.5"); letters and digits join; an underscore joins what it touches; katakana
/// run together; each ideograph or hiragana is a word of its own, as the rules without a
/// dictionary say. Everything else (spaces, punctuation, emoji) is no word.
///
/// swift-corelibs-foundation has no `enumerateSubstrings(in:options: .byWords)`, which is
/// what a double click would use on Apple's platforms; this gives the same words for the
/// alphabetic and numeric text fields hold, without ICU's dictionaries for Thai or Chinese.
public struct WordBoundaries: Equatable, Sendable {
  /// One run of the text: a word, or what lies between words.
  public struct Segment: Equatable, Sendable {
    /// Its clusters, as offsets into the text.
    public var range: Range<Int>
    /// Whether it is a word (holds a letter, digit, kana or ideograph).
    public var isWord: Bool
    /// Whether it is a run of white space.
    public var isWhitespace: Bool
  }

  /// The runs of the text, in order, covering it exactly.
  public let segments: [Segment]

  /// Splits `text` into words and what lies between them.
  /// - Complexity: O(n) in the text's length.
  public init(_ text: String) {
    let classes = text.map(Self.wordClass(of:))
    var segments: [Segment] = []
    var start = 0
    for index in classes.indices.dropFirst()
    where Self.breaks(between: index, in: classes) {
      segments.append(Self.segment(start..<index, classes: classes))
      start = index
    }
    if !classes.isEmpty { segments.append(Self.segment(start..<classes.count, classes: classes)) }
    self.segments = segments
  }

  /// The segment holding the cluster at `offset`, or nil past the end.
  public func segment(containing offset: Int) -> Segment? {
    segments.first { $0.range.contains(offset) }
  }

  // MARK: - The rules

  /// A cluster's part in the word rules (Unicode's Word_Break property, coarsened).
  enum WordClass: Equatable {
    case letter, numeric, katakana, ideographic, extendNumLet
    case midLetter, midNum, midNumLet, whitespace, other

    /// Whether a run holding it is a word.
    var isWordlike: Bool { [.letter, .numeric, .katakana, .ideographic].contains(self) }
  }

  private static func segment(_ range: Range<Int>, classes: [WordClass]) -> Segment {
    let members = classes[range]
    return Segment(
      range: range, isWord: members.contains { $0.isWordlike },
      isWhitespace: members.allSatisfy { $0 == .whitespace })
  }

  /// Whether a word boundary lies before the cluster at `index` (`index` > 0).
  private static func breaks(between index: Int, in classes: [WordClass]) -> Bool {
    let before = classes[index - 1]
    let after = classes[index]
    let beforeThat = index >= 2 ? classes[index - 2] : nil
    let next = index + 1 < classes.count ? classes[index + 1] : nil
    switch (before, after) {
    case (.whitespace, .whitespace):
      return false  // WB3d: white space runs together.
    case (.letter, .letter), (.letter, .numeric), (.numeric, .letter), (.numeric, .numeric),
      (.katakana, .katakana):
      return false  // WB5, WB8, WB9, WB10, WB13.
    case (.letter, .midLetter), (.letter, .midNumLet):
      return next != .letter  // WB6: "l|'|été" stays whole.
    case (.midLetter, .letter), (.midNumLet, .letter):
      return beforeThat != .letter  // WB7.
    case (.numeric, .midNum), (.numeric, .midNumLet):
      return next != .numeric  // WB12: "1|,|000" stays whole.
    case (.midNum, .numeric), (.midNumLet, .numeric):
      return beforeThat != .numeric  // WB11.
    case (.letter, .extendNumLet), (.numeric, .extendNumLet), (.katakana, .extendNumLet),
      (.extendNumLet, .extendNumLet), (.extendNumLet, .letter), (.extendNumLet, .numeric),
      (.extendNumLet, .katakana):
      return false  // WB13a, WB13b.
    default:
      return true  // WB999.
    }
  }

  /// The word class of a cluster, by its first code point (the rest are marks and joiners
  /// that the rules attach to it, WB4).
  static func wordClass(of character: Character) -> WordClass {
    guard let scalar = character.unicodeScalars.first else { return .other }
    if character.isWhitespace { return .whitespace }
    let properties = scalar.properties
    switch scalar.value {
    case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: return .katakana
    case 0x3040...0x309F: return .ideographic  // Hiragana: no rule joins it.
    // Apostrophes and periods: inside a word between letters, in a number between digits.
    case 0x27, 0x2E, 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E: return .midNumLet
    // ICU leaves the colon out of MidLetter, so "a:b" is two words; so does this.
    case 0xB7, 0x387, 0x55F, 0x5F4, 0x2027: return .midLetter
    case 0x2C, 0x3B, 0x37E, 0x589, 0x60C, 0x60D, 0x66C, 0x7F8, 0x2044, 0xFE10, 0xFE14, 0xFE50,
      0xFE54, 0xFF0C, 0xFF1B:
      return .midNum
    default: break
    }
    if properties.isIdeographic { return .ideographic }
    if properties.generalCategory == .decimalNumber { return .numeric }
    if properties.generalCategory == .connectorPunctuation { return .extendNumLet }
    if properties.isAlphabetic, !properties.isEmojiPresentation { return .letter }
    return .other
  }
}
