import Foundation
import Testing

@testable import TableKit

/// `TextLayout` tells its measurer which strings are lines drawn as they are measured
/// (`size(ofLineToDraw:font:)`), so that a measurer that also draws can prepare them (the SDL
/// renderer shapes such a line once, issue 32); the words tried for a wrap are only measured.
@MainActor
struct TextLayoutLinesToDrawTests {
  /// Records what it is asked, answering as `FixedAdvanceTextMeasurer`.
  final class RecordingMeasurer: TextMeasuring {
    let inner = FixedAdvanceTextMeasurer()
    var measured: [String] = []
    var toDraw: [String] = []

    func size(of text: String, font: Font) -> CGSize {
      measured.append(text)
      return inner.size(of: text, font: font)
    }

    func size(ofLineToDraw text: String, font: Font) -> CGSize {
      toDraw.append(text)
      return inner.size(of: text, font: font)
    }

    func lineHeight(of font: Font) -> CGFloat { inner.lineHeight(of: font) }

    func baseline(of font: Font) -> CGFloat { inner.baseline(of: font) }
  }

  @Test func aSingleLineIsMeasuredAsTheLineItDraws() {
    let measurer = RecordingMeasurer()
    let layout = TextLayout(
      text: "Row 12 — detail", font: .systemFont(ofSize: 17), width: 300, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail, measurer: measurer)
    #expect(measurer.toDraw == ["Row 12 — detail"])
    #expect(measurer.measured.isEmpty)
    #expect(layout.lines.map(\.text) == ["Row 12 — detail"])
  }

  @Test func wrappedLinesAreAskedAsDrawnAndTheWordsTriedAreOnlyMeasured() {
    let measurer = RecordingMeasurer()
    let layout = TextLayout(
      text: "one two three four five six seven", font: .systemFont(ofSize: 17), width: 60,
      numberOfLines: 0, lineBreakMode: .byWordWrapping, measurer: measurer)
    #expect(layout.lines.count > 1)
    #expect(Set(measurer.toDraw) == Set(layout.lines.map(\.text)))
    #expect(!measurer.measured.isEmpty, "the words tried for each break are measured")
  }

  @Test func aMeasurerThatOnlyMeasuresAnswersLinesToDrawAsAnyText() {
    let measurer = FixedAdvanceTextMeasurer()
    let font = Font.systemFont(ofSize: 17)
    #expect(
      measurer.size(ofLineToDraw: "Row 3", font: font) == measurer.size(of: "Row 3", font: font))
  }
}
