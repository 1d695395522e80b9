import Foundation
import Testing

@testable import TableKit

/// `TextLayout` searches each line's break in a window of the text that grows until it no
/// longer fits, not in the whole rest of the text: the lines are those of a search over the
/// whole rest (words, words longer than a window, paragraphs, empty lines, character
/// wrapping), and a long paragraph costs a few measurements of about a line per line, so a
/// 100,000-character message or label wraps in a moment instead of over a minute.
@MainActor
@Suite
struct TextLayoutLongTextTests {
  let measurer = FixedAdvanceTextMeasurer()
  let font = Font.systemFont(ofSize: 13)

  /// The lines the layout must give: each is the longest prefix of the rest that fits,
  /// searched over the whole rest, broken after its last space when it ends mid-word.
  private func reference(_ text: String, width: CGFloat, byCharacters: Bool) -> [TextLayout.Line] {
    func measure(_ string: some StringProtocol) -> CGFloat {
      measurer.size(of: String(string), font: font).width
    }
    var lines: [TextLayout.Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = Substring(paragraph)
      repeat {
        var line: String
        if measure(rest) <= width {
          line = String(rest)
          rest = ""
        } else {
          var count = 1
          while count < rest.count, measure(rest.prefix(count + 1)) <= width { count += 1 }
          var cut = rest.index(rest.startIndex, offsetBy: count)
          if !byCharacters, !rest[cut].isWhitespace,
            let space = rest[..<cut].lastIndex(where: \.isWhitespace), space > rest.startIndex
          {
            cut = rest.index(after: space)
          }
          line = String(rest[..<cut]).trimmingCharacters(in: .whitespaces)
          rest = rest[cut...].drop(while: \.isWhitespace)
        }
        lines.append(TextLayout.Line(text: line, width: min(measure(line), width), isTruncated: false))
      } while !rest.isEmpty
    }
    return lines
  }

  private func layout(_ text: String, width: CGFloat, mode: LineBreakMode) -> [TextLayout.Line] {
    TextLayout(
      text: text, font: font, width: width, numberOfLines: 0, lineBreakMode: mode,
      measurer: measurer
    ).lines
  }

  /// Random words with a word longer than two windows, a paragraph with doubled spaces, an
  /// empty line and a short last paragraph.
  private func longText() -> String {
    var random = SplitMix64(seed: 7)
    let words = (0..<400).map { _ -> String in
      let length = Int(random.next() % 9) + 1
      return String(repeating: "abcdefghij".randomElement(using: &random) ?? "a", count: length)
    }
    return words.joined(separator: " ") + " " + String(repeating: "x", count: 700)
      + "\nNext paragraph  with  gaps\n\nLast."
  }

  @Test(arguments: [238, 120, 30, 4000] as [CGFloat])
  func aLongTextBreaksWhereASearchOfTheWholeRestBreaks(width: CGFloat) {
    let text = longText()
    let expected = reference(text, width: width, byCharacters: false)
    #expect(layout(text, width: width, mode: .byWordWrapping) == expected)
    #expect(expected.count > 3)
  }

  @Test func characterWrappingBreaksWhereTheWholeRestBreaks() {
    let text = longText()
    #expect(
      layout(text, width: 120, mode: .byCharWrapping)
        == reference(text, width: 120, byCharacters: true))
  }

  @Test func aHundredThousandCharactersNeedFewMeasurementsPerLine() {
    let counting = CountingMeasurer()
    let text = String(repeating: "abcdefghi ", count: 10_000)
    let lines = TextLayout(
      text: text, font: font, width: 238, numberOfLines: 0, lineBreakMode: .byWordWrapping,
      measurer: counting
    ).lines
    #expect(lines.count > 3000)
    // Each line costs a window's few measurements of a few hundred characters at most; a
    // search over the whole rest measured about half the text for every line.
    #expect(counting.characters / lines.count < 10_000, "\(counting.characters / lines.count)")
  }
}

/// Counts the characters measured, to bound the work of wrapping.
@MainActor
private final class CountingMeasurer: TextMeasuring {
  let inner = FixedAdvanceTextMeasurer()
  var characters = 0

  func size(of text: String, font: Font) -> CGSize {
    characters += text.count
    return inner.size(of: text, font: font)
  }

  func lineHeight(of font: Font) -> CGFloat { inner.lineHeight(of: font) }

  func baseline(of font: Font) -> CGFloat { inner.baseline(of: font) }
}
