import Foundation
import Testing

@testable import TableKit

/// Line breaking against hand-worked expectations: a 10-point font at one point per unit of
/// advance ratio gives 10 points a character and 12-point lines (issue 4, items 1 and 9).
@MainActor
@Suite
struct TextLayoutTests {
  private let measurer = FixedAdvanceTextMeasurer(advanceRatio: 1, lineHeightRatio: 1.2)
  private let font = Font.systemFont(ofSize: 10)

  private func layout(
    _ text: String, width: CGFloat, lines: Int = 0, mode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    TextLayout(
      text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode,
      measurer: measurer)
  }

  private func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }

  // MARK: - Words

  @Test func textThatFitsStaysOnOneLine() {
    let result = layout("hello world", width: 200)
    #expect(texts(result) == ["hello world"])
    #expect(result.lines[0].width == 110)
    #expect(!result.lines[0].isTruncated)
    #expect(result.size == CGSize(width: 110, height: 12))
  }

  @Test func wordsWrapAtTheLastSpaceThatFits() {
    let result = layout("hello big world", width: 95)
    #expect(texts(result) == ["hello big", "world"])
    #expect(result.lines.map(\.width) == [90, 50])
    #expect(result.size == CGSize(width: 90, height: 24))
  }

  @Test func aLineMayEndExactlyAtTheWidth() {
    #expect(texts(layout("abcde fghij", width: 50)) == ["abcde", "fghij"])
  }

  @Test func aWordLongerThanTheLineIsCutAtTheEdge() {
    #expect(texts(layout("a verylongword", width: 50)) == ["a", "veryl", "ongwo", "rd"])
  }

  @Test func runsOfSpacesDoNotStartALine() {
    #expect(texts(layout("abc    def", width: 50)) == ["abc", "def"])
  }

  // MARK: - Characters

  @Test func characterWrappingFillsEveryLine() {
    let result = layout("abc defgh", width: 30, mode: .byCharWrapping)
    #expect(texts(result) == ["abc", "def", "gh"])
  }

  // MARK: - Newlines

  @Test func aNewlineStartsANewLine() {
    #expect(texts(layout("one\ntwo", width: 200)) == ["one", "two"])
  }

  @Test func anEmptyParagraphIsABlankLine() {
    let result = layout("a\n\nb", width: 200)
    #expect(texts(result) == ["a", "", "b"])
    #expect(result.size.height == 36)
  }

  @Test func aSingleLineLabelJoinsParagraphsWithSpaces() {
    let result = layout("one\ntwo", width: 200, lines: 1, mode: .byTruncatingTail)
    #expect(texts(result) == ["one two"])
    #expect(!result.lines[0].isTruncated)
  }

  // MARK: - Limits and truncation

  @Test func aSingleLineThatDoesNotFitIsMarkedForTruncation() {
    let result = layout("truncate me", width: 50, lines: 1, mode: .byTruncatingTail)
    #expect(texts(result) == ["truncate me"])
    #expect(result.lines[0].isTruncated)
    #expect(result.lines[0].width == 50, "never wider than the layout")
    #expect(result.size == CGSize(width: 50, height: 12))
  }

  @Test func theLastAllowedLineTakesTheRestOfTheText() {
    let result = layout("aaa bbb ccc", width: 30, lines: 2, mode: .byTruncatingTail)
    #expect(texts(result) == ["aaa", "bbb ccc"])
    #expect(result.lines.map(\.isTruncated) == [false, true])
    #expect(result.lines[1].width == 30)
  }

  @Test func theLastAllowedLineEndsWithAnEllipsisWhenLaterParagraphsAreHidden() {
    let result = layout("one\ntwo\nthree", width: 200, lines: 2, mode: .byTruncatingTail)
    #expect(texts(result) == ["one", "two\u{2026}"])
    #expect(result.lines.map(\.isTruncated) == [false, false], "the line fits with its mark")
    #expect(result.lines[1].width == 40)
  }

  @Test func aLongLastParagraphIsShortenedToTheWidthWithItsEllipsis() {
    let result = layout("one\naaa bbb\nccc", width: 30, lines: 2, mode: .byTruncatingTail)
    #expect(texts(result) == ["one", "aaa bbb\u{2026}"])
    #expect(result.lines.map(\.isTruncated) == [false, true])
    #expect(result.lines[1].width == 30)
  }

  @Test func clippedLinesHideLaterParagraphsWithoutAMark() {
    let result = layout("one\ntwo\nthree", width: 200, lines: 2, mode: .byWordWrapping)
    #expect(texts(result) == ["one", "two"])
  }

  @Test func hiddenBlankParagraphsNeedNoEllipsis() {
    let result = layout("one\ntwo\n\n ", width: 200, lines: 2, mode: .byTruncatingTail)
    #expect(texts(result) == ["one", "two"])
  }

  @Test func textWithinTheLimitIsNotTruncated() {
    let result = layout("aaa bbb", width: 30, lines: 3)
    #expect(texts(result) == ["aaa", "bbb"])
    #expect(result.lines.allSatisfy { !$0.isTruncated })
  }

  @Test func zeroLinesMeansNoLimit() {
    let words = Array(repeating: "ab", count: 50).joined(separator: " ")
    #expect(layout(words, width: 20).lines.count == 50)
  }

  // MARK: - Edges

  @Test func emptyTextHasNoLines() {
    let result = layout("", width: 100)
    #expect(result.lines.isEmpty)
    #expect(result.size == .zero)
    #expect(result.lineHeight == 12)
  }

  @Test func aZeroWidthStillMakesProgressOneCharacterALine() {
    #expect(texts(layout("abc", width: 0)) == ["a", "b", "c"])
  }

  @Test func aFractionalWidthJustShortOfAWordPushesItDown() {
    #expect(texts(layout("abcde fghij", width: 49.999999999999)) == ["abcd", "e", "fghi", "j"])
  }

  // MARK: - One line

  @Test func aSingleLineJoinsLinesWithSpacesAsReplacingOccurrencesDid() {
    for text in ["plain", "two\nlines", "\nlead and trail\n", "cr\r\nlf", "é\n日本\n\n"] {
      let joined = TextLayout.joiningLines(text)
      #expect(joined == text.replacingOccurrences(of: "\n", with: " "))
      #expect(Array(joined.utf8) == Array(text.replacingOccurrences(of: "\n", with: " ").utf8))
    }
    #expect(texts(layout("a\nb", width: 200, lines: 1)) == ["a b"])
  }
}
