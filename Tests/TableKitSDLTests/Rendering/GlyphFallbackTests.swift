import Foundation
import Testing

@testable import TableKitSDL

/// Which face draws each character (issue 26, item 2), against faces whose coverage the test
/// chooses: 0 has Latin, 1 has Arabic and symbols, 2 has CJK, 3 is the color emoji face.
@Suite
struct GlyphFallbackTests {
  static let emojiFace = 3

  static func provides(_ face: Int, _ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch face {
    case 0: return value < 0x250 || value == 0x2026
    case 1: return value < 0x80 || (0x0600...0x06FF).contains(value) || value == 0x2764
    case 2: return value < 0x80 || (0x3000...0x9FFF).contains(value) || (0xFF00...0xFFEF).contains(value)
    case 3:
      return value == 0x20 || value == 0x23 || (0x30...0x39).contains(value)
        || scalar.properties.isEmoji || value == 0x200D || value == 0xFE0F || value == 0x20E3
        || (0xE0020...0xE007F).contains(value)
    default: return false
    }
  }

  /// The runs of `text` as (characters, face) pairs.
  static func runs(_ text: String, emojiFace: Int? = emojiFace) -> [(String, Int)] {
    GlyphFallback.runs(of: text, faceCount: 4, emojiFace: emojiFace, provides: provides)
      .map { (String(text[$0.range]), $0.face) }
  }

  static func expect(_ text: String, _ expected: [(String, Int)], line: Int = #line) {
    let actual = runs(text)
    #expect(
      actual.map(\.0) == expected.map(\.0) && actual.map(\.1) == expected.map(\.1),
      "\(text): \(actual) instead of \(expected)")
  }

  @Test func textTheFirstFaceHasIsOneRunOfIt() {
    Self.expect("Café au lait", [("Café au lait", 0)])
    Self.expect("", [])
  }

  /// The fast path (issue 32) must give what the rules give: every scalar below its bound is
  /// one no character can take to the emoji face by itself.
  @Test func noScalarBelowTheFastPathsBoundAsksForAnEmoji() {
    for value in 0..<GlyphFallback.firstEmojiPresentationScalar {
      guard let scalar = Unicode.Scalar(value), !GlyphFallback.isIgnorable(scalar) else { continue }
      #expect(!scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
      #expect(!scalar.properties.isEmojiModifier, "U+\(String(value, radix: 16))")
      #expect(value != 0xFE0F && value != 0x200D)
    }
  }

  @Test func theFastPathAgreesWithTheRulesWhereItAnswers() {
    let lines = [
      "Row 12 — tick 345 · $1,234.56", "Café au lait", "e\u{301}te\u{301}", "#1 * 2 ©",
      "a\u{200D}b", "Ω ≈ ∑", "",
    ]
    for line in lines {
      guard let fast = GlyphFallback.primaryOnlyRun(of: line, provides: Self.provides) else {
        continue
      }
      var full: [GlyphFallback.Run] = []
      var index = line.startIndex
      for character in line {
        let end = line.index(after: index)
        let face = GlyphFallback.faceIndex(
          for: character, faceCount: 4, emojiFace: Self.emojiFace, provides: Self.provides)
        if face == full.last?.face { full[full.count - 1].range = full.last!.range.lowerBound..<end }
        else { full.append(GlyphFallback.Run(range: index..<end, face: face)) }
        index = end
      }
      #expect(fast == full, "\(line)")
    }
    #expect(GlyphFallback.primaryOnlyRun(of: "a\u{200D}b", provides: Self.provides) == nil)
    #expect(GlyphFallback.primaryOnlyRun(of: "Tokyo 東京", provides: Self.provides) == nil)
    #expect(GlyphFallback.primaryOnlyRun(of: "Hi 👍", provides: Self.provides) == nil)
  }

  @Test func eachScriptGoesToTheFirstFaceThatHasIt() {
    Self.expect("Tokyo 東京 and مرحبا", [("Tokyo ", 0), ("東京 ", 2), ("and ", 0), ("مرحبا", 1)])
  }

  @Test func spacesAndPunctuationStayWithTheTextBeforeThemSoAPhraseIsOneRun() {
    Self.expect("你好，世界 再见", [("你好，世界 再见", 2)])
  }

  @Test func emojiGoToTheEmojiFaceAsWholeGraphemesAndTheSpaceAfterThemDoesNot() {
    Self.expect("Hi 👍🏽 👨‍👩‍👧 🇫🇷!", [
      ("Hi ", 0), ("👍🏽", 3), (" ", 0), ("👨‍👩‍👧", 3), (" ", 0), ("🇫🇷", 3), ("!", 0),
    ])
  }

  @Test func theEmojiVariationSelectorAsksForColorAndTheTextOneForText() {
    #expect(Self.runs("❤️").map(\.1) == [3])
    #expect(Self.runs("❤").map(\.1) == [1])
    #expect(Self.runs("❤\u{FE0E}").map(\.1) == [1])
    #expect(Self.runs("1️⃣").map(\.1) == [3])
    #expect(Self.runs("1").map(\.1) == [0])
  }

  @Test func aCharacterNoFaceHasIsDrawnByTheFirstFaceAsItsMissingGlyph() {
    Self.expect("a\u{10FFFD}b", [("a\u{10FFFD}b", 0)])
    Self.expect("東\u{10FFFD}", [("東", 2), ("\u{10FFFD}", 0)])
  }

  @Test func aLetterWithAMarkNoFaceHasGoesToTheFaceWithItsBaseLetter() {
    Self.expect("東\u{0301}", [("東\u{0301}", 2)])
  }

  @Test func withoutAnEmojiFaceEmojiFallToWhicheverFaceHasThem() {
    let runs = GlyphFallback.runs(of: "👍", faceCount: 3, emojiFace: nil, provides: Self.provides)
    #expect(runs.map(\.face) == [0])
  }

  @Test func emojiPresentationFollowsUnicodesProperties() {
    #expect(GlyphFallback.prefersEmojiPresentation("😀"))
    #expect(GlyphFallback.prefersEmojiPresentation("👍🏿"))
    #expect(GlyphFallback.prefersEmojiPresentation("🇯🇵"))
    #expect(GlyphFallback.prefersEmojiPresentation("☺️"))
    #expect(!GlyphFallback.prefersEmojiPresentation("☺"))
    #expect(!GlyphFallback.prefersEmojiPresentation("#"))
    #expect(!GlyphFallback.prefersEmojiPresentation("A"))
  }

  @Test func aLongMixedLineIsCutWithoutGapsOrOverlaps() {
    let text = String(repeating: "ab 東京 👍🏽 مر ", count: 200)
    let runs = GlyphFallback.runs(
      of: text, faceCount: 4, emojiFace: Self.emojiFace, provides: Self.provides)
    #expect(runs.first?.range.lowerBound == text.startIndex)
    #expect(runs.last?.range.upperBound == text.endIndex)
    for (left, right) in zip(runs, runs.dropFirst()) {
      #expect(left.range.upperBound == right.range.lowerBound)
      #expect(left.face != right.face)
    }
  }
}
