import Foundation
import Testing

@testable import TableKit

/// The alert's wrapping of long texts a window at a time breaks every line where `TextLayout`
/// breaks the whole text: words, long unbroken words, paragraphs and empty lines alike.
@MainActor
@Suite
struct AlertTextWrappingTests {
  let measurer = FixedAdvanceTextMeasurer()
  let font = Font.systemFont(ofSize: 13)

  private func whole(_ text: String, width: CGFloat) -> [TextLayout.Line] {
    TextLayout(
      text: text, font: font, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping,
      measurer: measurer
    ).lines
  }

  private func windowed(_ text: String, width: CGFloat) -> [TextLayout.Line] {
    AlertTextWrapping(font: font, width: width, measurer: measurer).lines(of: text).lines
  }

  @Test(arguments: [238, 120, 30] as [CGFloat])
  func aLongTextBreaksWhereTheWholeTextBreaks(width: CGFloat) {
    var random = SplitMix64(seed: 7)
    let words = (0..<900).map { _ -> String in
      let length = Int(random.next() % 9) + 1
      return String(repeating: "abcdefghij".randomElement(using: &random) ?? "a", count: length)
    }
    var text = words.joined(separator: " ")
    // A word longer than a window, two paragraphs, an empty line and doubled spaces.
    text += " " + String(repeating: "x", count: 700) + "\nNext paragraph  with  gaps\n\nLast."
    #expect(text.count > AlertTextWrapping.wholeTextLimit)
    let expected = whole(text, width: width)
    #expect(windowed(text, width: width) == expected)
    #expect(expected.count > 20)
  }

  @Test func aShortTextIsTextLayoutsOwn() {
    let text = "You can sign in again at any time with your email address."
    #expect(windowed(text, width: 238) == whole(text, width: 238))
  }

  @Test func aHundredThousandCharactersNeedFewMeasurementsPerLine() {
    let counting = CountingMeasurer()
    let text = String(repeating: "abcdefghi ", count: 10_000)
    let lines = AlertTextWrapping(font: font, width: 238, measurer: counting).lines(of: text).lines
    #expect(lines.count > 3000)
    // Each line costs a window's few measurements of a few hundred characters at most.
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
