import Foundation

/// Which face draws each character of a line: the font asked for where it has the glyphs, else
/// the first face of its fallback chain that has them (see `FontLibrary.fallbackChain`).
///
/// A character is a whole grapheme, so an emoji with a skin tone, a ZWJ family or a flag goes to
/// one face as one piece and HarfBuzz can form its single glyph there. A character that asks for
/// emoji presentation goes to the emoji face first, as iOS draws it in color. A space or a
/// punctuation mark stays with the face of the text before it when that face has it, so that a
/// Chinese phrase with spaces is one run, shaped as one — except after an emoji, whose face's
/// space is as wide as its pictures. A character that no face has goes to
/// the font asked for, which draws its missing-glyph box.
enum GlyphFallback {
  /// A stretch of a line drawn with one face.
  struct Run: Equatable {
    /// The characters, in logical order.
    var range: Range<String.Index>
    /// The face: 0 for the font asked for, 1 and on for the fallback chain's faces in order.
    var face: Int
  }

  /// The runs of `text` by face, in logical order, covering it without gaps.
  /// - Parameters:
  ///   - text: The line.
  ///   - faceCount: How many faces there are: the font asked for and its fallbacks.
  ///   - emojiFace: The index of the color emoji face, if the chain has one.
  ///   - provides: Whether face `index` has a glyph for a scalar (a face that cannot be opened
  ///     has none).
  /// - Complexity: O(n × faceCount) coverage queries for n scalars.
  static func runs(
    of text: String, faceCount: Int, emojiFace: Int?,
    provides: (_ face: Int, _ scalar: Unicode.Scalar) -> Bool
  ) -> [Run] {
    if let whole = primaryOnlyRun(of: text, provides: provides) { return whole }
    var runs: [Run] = []
    var index = text.startIndex
    for character in text {
      let end = text.index(after: index)
      defer { index = end }
      let current = runs.last?.face
      let face: Int
      if let current, current != emojiFace, isNeutral(character),
        character.unicodeScalars.allSatisfy({ isIgnorable($0) || provides(current, $0) })
      {
        face = current
      } else {
        face = faceIndex(
          for: character, faceCount: faceCount, emojiFace: emojiFace, provides: provides)
      }
      if face == current, let last = runs.indices.last {
        runs[last].range = runs[last].range.lowerBound..<end
      } else {
        runs.append(Run(range: index..<end, face: face))
      }
    }
    return runs
  }

  /// Below this scalar no character can ask for emoji presentation by itself: the first
  /// Emoji_Presentation scalar is U+231A (⌚), and the selectors, joiners and skin-tone
  /// modifiers that make a sequence an emoji lie above it, or are ignorable, which the fast
  /// path leaves to the full rules.
  static let firstEmojiPresentationScalar: UInt32 = 0x231A

  /// The one run of the font asked for, when every scalar of `text` is one it has that can
  /// neither ask for an emoji nor be ignorable; nil when the full rules must decide. The rules
  /// give face 0 to every such character (it has them all, and none prefers the emoji face),
  /// so this is their answer without the grapheme breaking and property lookups per character
  /// that a line of changing text (a ticker, a log) would pay on every frame (issue 32).
  static func primaryOnlyRun(
    of text: String, provides: (_ face: Int, _ scalar: Unicode.Scalar) -> Bool
  ) -> [Run]? {
    guard !text.isEmpty else { return [] }
    for scalar in text.unicodeScalars {
      // ASCII is the font's own: Inter and every substitute have it (`TextLine` draws ASCII
      // lines with the font asked for without asking), so only the others are looked up.
      guard
        scalar.isASCII
          || (scalar.value < firstEmojiPresentationScalar && !isIgnorable(scalar)
            && provides(0, scalar))
      else { return nil }
    }
    return [Run(range: text.startIndex..<text.endIndex, face: 0)]
  }

  /// The face that draws `character` (see the type's rules).
  static func faceIndex(
    for character: Character, faceCount: Int, emojiFace: Int?,
    provides: (_ face: Int, _ scalar: Unicode.Scalar) -> Bool
  ) -> Int {
    let scalars = character.unicodeScalars
    guard let base = scalars.first(where: { !isIgnorable($0) }) else { return 0 }
    if let emojiFace, emojiFace < faceCount, prefersEmojiPresentation(character),
      provides(emojiFace, base)
    {
      return emojiFace
    }
    let drawn = scalars.filter { !isIgnorable($0) }
    for face in 0..<faceCount where face != emojiFace || emojiFace == nil {
      if drawn.allSatisfy({ provides(face, $0) }) { return face }
    }
    // No face has every mark: the first that has the base letter draws it with what it can.
    for face in 0..<faceCount where provides(face, base) { return face }
    return 0
  }

  /// Whether `character` asks to be drawn as a color emoji: its base has emoji presentation by
  /// default, or it carries the emoji variation selector, a skin-tone modifier, regional
  /// indicators (a flag) or a zero-width joiner between emoji. U+FE0E asks for text.
  static func prefersEmojiPresentation(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    if scalars.contains("\u{FE0E}") { return false }
    if scalars.contains("\u{FE0F}") { return first.properties.isEmoji }
    if first.properties.isEmojiPresentation { return true }
    return scalars.count > 1 && first.properties.isEmoji
      && scalars.contains { $0.properties.isEmojiModifier || $0 == "\u{200D}" }
  }

  /// Whether `scalar` takes no glyph of its own: joiners, variation selectors, direction marks
  /// and tags. A face need not have them for a character to be its.
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFE00...0xFE0F, 0xFEFF,
      0xE0000...0xE0FFF:
      return true
    default:
      return false
    }
  }

  /// Whether `character` belongs to no script (a space, punctuation, a symbol of common use),
  /// so that it can stay in the run before it.
  private static func isNeutral(_ character: Character) -> Bool {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      !scalar.properties.isEmojiPresentation
    else { return false }
    return character.isWhitespace || character.isPunctuation
  }
}
