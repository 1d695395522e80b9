import Foundation
import Testing

@testable import TableKit

/// Issue 24: a single line is measured only as far as a line of its width can show, so a
/// label holding a megabyte on one line costs what its first few hundred characters cost.
@MainActor
@Suite struct LongLineMeasureTests {
  /// A fixed-advance measurer that counts the characters it was asked to measure.
  final class CountingMeasurer: TextMeasuring {
    let fixed = FixedAdvanceTextMeasurer()
    var measuredCharacters = 0
    func size(of text: String, font: Font) -> CGSize {
      measuredCharacters += text.count
      return fixed.size(of: text, font: font)
    }
    func lineHeight(of font: Font) -> CGFloat { fixed.lineHeight(of: font) }
    func baseline(of font: Font) -> CGFloat { fixed.baseline(of: font) }
  }

  @Test(arguments: [1, 2])
  func aMegabyteOnOneLineIsMeasuredOnlyAsFarAsItShows(numberOfLines: Int) {
    let measurer = CountingMeasurer()
    let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 23_000)
    let layout = TextLayout(
      text: text, font: .systemFont(ofSize: 17), width: 300, numberOfLines: numberOfLines,
      lineBreakMode: .byTruncatingTail, measurer: measurer)
    #expect(layout.lines.count == numberOfLines)
    #expect(layout.lines.last?.isTruncated == true)
    #expect(layout.lines.last?.width == 300)
    // Whole, the text is a million characters; the windows measured hold a few hundred.
    #expect(measurer.measuredCharacters <= 4 * 1024, "\(measurer.measuredCharacters) measured")
  }

  @Test func aShortLineIsMeasuredWholeAsBefore() {
    let measurer = CountingMeasurer()
    let layout = TextLayout(
      text: "Row 12", font: .systemFont(ofSize: 17), width: 300, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail, measurer: measurer)
    #expect(layout.lines == [TextLayout.Line(text: "Row 12", width: 6 * 17 * 0.55, isTruncated: false)])
    #expect(measurer.measuredCharacters == 6)
  }
}
