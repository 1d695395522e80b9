import Foundation
import Testing

@testable import TableKit

/// The label: its fitting size, where it draws its lines, its colors, and measuring again when
/// it joins a host with another measurer.
@MainActor
@Suite
struct LabelTests {
  private func label(_ text: String, width: CGFloat = 100, height: CGFloat = 20) -> Label {
    let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: height))
    label.screen = ViewTesting.screen()
    label.text = text
    return label
  }

  @Test func aLabelFitsItsTextRoundedUpToWholePoints() {
    // 5 × 9.35 = 46.75 wide, 20 high.
    #expect(
      label("Wi-Fi").sizeThatFits(CGSize(width: 300, height: 100)) == CGSize(width: 47, height: 20))
  }

  @Test func aLabelWithoutTextNeedsNoRoom() {
    #expect(label("").sizeThatFits(CGSize(width: 300, height: 100)) == .zero)
    let none = Label()
    #expect(none.sizeThatFits(CGSize(width: 300, height: 100)) == .zero)
  }

  @Test func aLongSingleLineIsAsWideAsItMayBeAndTruncatesItsTail() throws {
    let label = label("A title far too long", width: 100)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)).width == 100)
    let run = try #require(ViewTesting.textRuns(of: label).first)
    #expect(run.maxWidth == 100)
    #expect(run.truncation == .tail)
  }

  @Test func clippingLabelsClipInsteadOfTruncating() throws {
    let label = label("A title far too long")
    label.lineBreakMode = .byClipping
    #expect(try #require(ViewTesting.textRuns(of: label).first).truncation == .clip)
  }

  @Test func linesAreCentredVerticallyInTheBounds() throws {
    let label = label("Title", height: 44)
    #expect(try #require(ViewTesting.textRuns(of: label).first).origin == CGPoint(x: 0, y: 12))
  }

  @Test(arguments: [
    (TextAlignment.left, 0.0), (.natural, 0), (.center, 26.625), (.right, 53.25),
  ])
  func alignmentPlacesEachLine(alignment: TextAlignment, x: Double) throws {
    let label = label("Title")  // 46.75 wide in 100
    label.textAlignment = alignment
    let run = try #require(ViewTesting.textRuns(of: label).first)
    #expect(abs(run.origin.x - CGFloat(x)) < 1e-9)
  }

  @Test func multipleLinesStackByTheLineHeight() {
    let label = label("one two three", width: 50, height: 60)
    label.numberOfLines = 0
    let runs = ViewTesting.textRuns(of: label)
    #expect(runs.map(\.string) == ["one", "two", "three"])
    #expect(runs.map(\.origin.y) == [0, 20, 40])
  }

  @Test func highlightedLabelsDrawTheirHighlightedColor() throws {
    let label = label("Title")
    label.highlightedTextColor = .white
    label.isHighlighted = true
    #expect(try #require(ViewTesting.textRuns(of: label).first).color == .white)
    label.highlightedTextColor = nil
    #expect(label.effectiveTextColor == .label, "no highlighted color keeps the text color")
  }

  @Test func disabledLabelsAreDimmed() {
    let label = label("Title")
    label.isEnabled = false
    #expect(label.effectiveTextColor == Color.label.multiplyingAlpha(by: 0.4))
  }

  @Test func aLabelMeasuresAgainWhenItsMeasurerChanges() {
    let label = label("Title")
    #expect(label.sizeThatFits(CGSize(width: 300, height: 100)).width == 47)
    label.screen = Screen(
      textMeasurer: FixedAdvanceTextMeasurer(advanceRatio: 1), imageProvider: FixedImageSizes())
    #expect(label.sizeThatFits(CGSize(width: 300, height: 100)).width == 85)
  }

  @Test func changingTheFontOrLineCountMeasuresAgain() {
    let label = label("one two")
    #expect(label.sizeThatFits(CGSize(width: 50, height: 100)).height == 20)
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 50, height: 100)).height == 40)
    label.font = .systemFont(ofSize: 12)
    #expect(label.sizeThatFits(CGSize(width: 50, height: 100)).height == 14, "fits one line")
  }
}
