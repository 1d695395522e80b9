import Foundation
import Testing

@testable import TableKit

/// The loupe keeps the caret in its gap although text is drawn at whole pixel sizes (issue 26).
@MainActor
@Suite struct TextLoupeCaretAnchorTests {
  /// Measures as a renderer at 2 × does: every character's advance is a whole number of
  /// pixels at the font's size, so advances do not grow in proportion to the size.
  final class WholePixelMeasurer: TextMeasuring {
    func advance(_ font: Font) -> CGFloat { (font.pointSize * 2 * 0.55).rounded(.down) / 2 }
    func size(of text: String, font: Font) -> CGSize {
      CGSize(width: CGFloat(text.count) * advance(font), height: lineHeight(of: font))
    }
    func lineHeight(of font: Font) -> CGFloat { (font.pointSize * 1.2).rounded() }
    func baseline(of font: Font) -> CGFloat { font.pointSize }
  }

  private let measurer = WholePixelMeasurer()
  private let font = Font.systemFont(ofSize: 17)
  private let factor: CGFloat = 1.25

  /// Where the boundary after `characters` characters of the text drawn in `list` lies once
  /// the list is anchored at `x` and magnified about it.
  private func magnifiedBoundary(
    after characters: Int, in list: DrawList, caretX x: CGFloat, anchored: Bool = true
  ) throws -> CGFloat {
    var shifts = TextLoupeCaretShifts()
    let prepared =
      anchored
      ? list.anchoringText(atX: x, magnifiedBy: factor, measurer: measurer, shifts: &shifts)
      : list
    let magnified = prepared.scaled(by: factor, about: CGPoint(x: x, y: 20), keepingFaces: true)
    var offsets: [CGFloat] = [0]
    var textX: CGFloat?
    var magnifiedFont: Font?
    for command in magnified.commands {
      switch command {
      case .pushTranslation(let shift): offsets.append(offsets.last! + shift.x)
      case .popTranslation: offsets.removeLast()
      case .text(let run):
        textX = offsets.last! + run.origin.x
        magnifiedFont = run.font
      default: break
      }
    }
    let origin = try #require(textX)
    let size = try #require(magnifiedFont)
    return origin + CGFloat(characters) * measurer.advance(size)
  }

  @Test func theCaretAtTheEndOfALongLineStaysInItsGap() throws {
    // 17 pt at 2 × is 34 px: 18 px (9 pt) a character. Magnified, 42.5 px: 23 px (11.5 pt)
    // where 11.25 would scale exactly, a quarter point more each character.
    let text = String(repeating: "a", count: 40)
    var list = DrawList()
    list.translated(by: CGPoint(x: 16, y: 0)) {
      $0.text(TextRun(text, font: font, color: .label, origin: CGPoint(x: 4, y: 10)))
    }
    let caret = 16 + 4 + 36 * measurer.advance(font)
    let boundary = try magnifiedBoundary(after: 36, in: list, caretX: caret)
    #expect(abs(boundary - caret) < 0.001, "the caret's gap stays under the caret")
    // Scaled alone, the gap is 36 quarter points (18 px at 2 ×) right of the caret.
    let drifting = try magnifiedBoundary(after: 36, in: list, caretX: caret, anchored: false)
    #expect(abs(drifting - caret - 9) < 0.001)
  }

  @Test func aCaretBetweenCharactersAnchorsTheNearestBoundary() throws {
    let text = String(repeating: "m", count: 20)
    let list = DrawList([.text(TextRun(text, font: font, color: .label, origin: .zero))])
    // 0.4 of the way from the 10th boundary to the 11th: the 10th is nearer.
    let x = 10.4 * measurer.advance(font)
    let boundary = try magnifiedBoundary(after: 10, in: list, caretX: x)
    #expect(abs(boundary - (x + (10 * measurer.advance(font) - x) * factor)) < 0.001)
  }

  @Test func linesThatDoNotCrossTheCaretAndRightToLeftLinesStayAsTheyAre() {
    let before = TextRun("short", font: font, color: .label, origin: CGPoint(x: 0, y: 0))
    let hebrew = TextRun(
      "שלום עולם שלום עולם", font: font, color: .label, origin: CGPoint(x: 0, y: 30))
    let list = DrawList([.text(before), .text(hebrew)])
    var shifts = TextLoupeCaretShifts()
    let anchored = list.anchoringText(
      atX: 80, magnifiedBy: factor, measurer: measurer, shifts: &shifts)
    #expect(anchored == list)
  }

  @Test func theNextFrameAnchorsTheSameLineWithoutMeasuringItAgain() {
    let counting = CountingTextMeasurer(measuring: measurer)
    let text = String(repeating: "a", count: 40)
    let list = DrawList([.text(TextRun(text, font: font, color: .label, origin: .zero))])
    let caret = 12 * measurer.advance(font)
    var shifts = TextLoupeCaretShifts()
    let first = list.anchoringText(
      atX: caret, magnifiedBy: factor, measurer: counting, shifts: &shifts)
    let measured = counting.measurements
    #expect(measured > 0)
    let second = list.anchoringText(
      atX: caret, magnifiedBy: factor, measurer: counting, shifts: &shifts)
    #expect(counting.measurements == measured, "the shift is remembered")
    #expect(second == first)
    // The caret moved: the line is measured again for its new place.
    _ = list.anchoringText(
      atX: caret + measurer.advance(font), magnifiedBy: factor, measurer: counting,
      shifts: &shifts)
    #expect(counting.measurements > measured)
  }
}
