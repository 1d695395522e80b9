import Foundation
import Testing

@testable import TableKit

/// Where the four styles put their image and labels (issue 4, item 1). Widths and heights come
/// from the fixed measurer; see `ViewTesting`.
@MainActor
@Suite
struct TableViewCellLayoutTests {
  // MARK: - Default

  @Test func aDefaultTitleSpansTheRowBetweenTheMarginsAndIsCentredVertically() {
    let cell = ViewTesting.cell(.default) { $0.textLabel?.text = "Wi-Fi" }
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.textLabel?.frame == CGRect(x: 15, y: 12, width: 290, height: 20))
    #expect(cell.detailTextLabel == nil)
    #expect(cell.imageView?.isHidden == true)
  }

  @Test func anImageSitsAtTheMarginAndTheTitleFifteenPointsRightOfIt() {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Wi-Fi"
      $0.imageView?.image = .test("icon")
    }
    #expect(cell.imageView?.frame == CGRect(x: 15, y: 8, width: 29, height: 29))
    #expect(cell.textLabel?.frame == CGRect(x: 59, y: 12, width: 246, height: 20))
  }

  @Test func aLargeImageShrinksToTwentyNinePointsInAStandardRow() {
    let cell = ViewTesting.cell(.default) { $0.imageView?.image = .test("large") }
    #expect(cell.imageView?.frame == CGRect(x: 15, y: 8, width: 29, height: 29))
  }

  @Test func aTallRowShowsALargeImageUpToItsHeightLessTheMargin() {
    let tall = ViewTesting.cell(.default, height: 100) { $0.imageView?.image = .test("large") }
    #expect(tall.imageView?.frame == CGRect(x: 15, y: 10, width: 80, height: 80))
    let medium = ViewTesting.cell(.default, height: 60) { $0.imageView?.image = .test("large") }
    #expect(medium.imageView?.frame == CGRect(x: 15, y: 8, width: 45, height: 45))
  }

  @Test func aWideImageKeepsItsAspectRatioWhenItShrinks() {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Wide"
      $0.imageView?.image = .test("wide")
    }
    // 60 × 30 scaled by 29 / 60: 29 × 14.5, rounded to the pixel.
    #expect(cell.imageView?.frame == CGRect(x: 15, y: 15, width: 29, height: 15))
    #expect(cell.textLabel?.frame.minX == 59)
  }

  @Test func aSmallImageKeepsItsSizeAndTheTitleFollowsIt() {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Small"
      $0.imageView?.image = .test("small")
    }
    #expect(cell.imageView?.frame == CGRect(x: 15, y: 12, width: 20, height: 20))
    #expect(cell.textLabel?.frame.minX == 50)
  }

  @Test func anImageThatCannotBeLoadedTakesNoRoom() {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Missing"
      $0.imageView?.image = .test("missing")
    }
    #expect(cell.imageView?.isHidden == true)
    #expect(cell.textLabel?.frame.minX == 15)
  }

  // MARK: - Value1

  @Test func aValue1DetailIsRightAlignedAtTheTrailingMargin() {
    let cell = ViewTesting.cell(.value1) {
      $0.textLabel?.text = "Wi-Fi"
      $0.detailTextLabel?.text = "Home"
    }
    // "Wi-Fi": 5 × 9.35 = 46.75 → 47; "Home": 4 × 9.35 = 37.4 → 38.
    #expect(cell.textLabel?.frame == CGRect(x: 15, y: 12, width: 47, height: 20))
    #expect(cell.detailTextLabel?.frame == CGRect(x: 267, y: 12, width: 38, height: 20))
    #expect(cell.detailTextLabel?.textAlignment == .right)
    #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
    #expect(cell.detailTextLabel?.font == Metrics.value1DetailFont)
  }

  @Test func aValue1DetailEndsTenPointsBeforeTheChevron() {
    let cell = ViewTesting.cell(.value1) {
      $0.textLabel?.text = "Wi-Fi"
      $0.detailTextLabel?.text = "Home"
      $0.accessoryType = .disclosureIndicator
    }
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 297, height: 44))
    #expect(cell.detailTextLabel?.frame == CGRect(x: 249, y: 12, width: 38, height: 20))
  }

  @Test func aLongValue1DetailGivesWayFirstDownToAQuarterOfTheRoom() {
    let cell = ViewTesting.cell(.value1) {
      $0.textLabel?.text = "A long value1 title that shares the row"  // 39 chars: 365
      $0.detailTextLabel?.text = "A long detail"  // 13 chars: 122
    }
    // 290 of room: the detail keeps a quarter (72.5 → 73), the gap is 10, the title gets 207.
    #expect(cell.textLabel?.frame == CGRect(x: 15, y: 12, width: 207, height: 20))
    #expect(cell.detailTextLabel?.frame == CGRect(x: 232, y: 12, width: 73, height: 20))
  }

  @Test func aValue1TitleStaysWholeWhileTheDetailTruncates() {
    // As iOS Settings' "Display & Brightness  Autom…": the detail gives way before the title.
    let cell = ViewTesting.cell(.value1, width: 260) {
      $0.textLabel?.text = "Display & Bright"  // 16 chars: 149.6 → 150
      $0.detailTextLabel?.text = "Automatic"  // 9 chars: 84.15 → 85
    }
    // 230 of room: the title keeps its 150, the gap is 10, the detail truncates to 70.
    #expect(cell.textLabel?.frame == CGRect(x: 15, y: 12, width: 150, height: 20))
    #expect(cell.detailTextLabel?.frame == CGRect(x: 175, y: 12, width: 70, height: 20))
  }

  @Test func aShortValue1TitleLeavesAllTheRestToALongDetail() {
    let cell = ViewTesting.cell(.value1) {
      $0.textLabel?.text = "Short"
      $0.detailTextLabel?.text = "A detail long enough to need most of the row"
    }
    #expect(cell.textLabel?.frame.width == 47)
    #expect(cell.detailTextLabel?.frame == CGRect(x: 72, y: 12, width: 233, height: 20))
  }

  @Test func aShortValue1DetailStaysWholeBesideALongTitle() {
    let cell = ViewTesting.cell(.value1) {
      $0.textLabel?.text = "A long title next to a short detail"
      $0.detailTextLabel?.text = "On"
    }
    #expect(cell.textLabel?.frame.width == 261)
    #expect(cell.detailTextLabel?.frame == CGRect(x: 286, y: 12, width: 19, height: 20))
  }

  @Test func value1LabelsOfDifferentSizesShareABaseline() {
    let cell = ViewTesting.cell(.value1) {
      $0.textLabel?.text = "Title"
      $0.detailTextLabel?.text = "Small"
      $0.detailTextLabel?.font = .systemFont(ofSize: 12)
    }
    // The 20-point title is centred at 12, baseline 28; the 14-point detail's baseline is 11.
    #expect(cell.textLabel?.frame.minY == 12)
    #expect(cell.detailTextLabel?.frame.minY == 17)
  }

  // MARK: - Value2

  @Test func aValue2TitleIsSmallBoldTintAndRightAlignedInAQuarterColumn() {
    let cell = ViewTesting.cell(.value2) {
      $0.textLabel?.text = "version"
      $0.detailTextLabel?.text = "1.0"
    }
    // Column: 320 / 4 - 15 = 65. Title and detail 15 points (18 high), both centred at 13: the
    // same size shares a baseline where it stands (issue 26: no more 12-point bold title).
    #expect(cell.textLabel?.frame == CGRect(x: 15, y: 13, width: 65, height: 18))
    #expect(cell.detailTextLabel?.frame == CGRect(x: 86, y: 13, width: 219, height: 18))
    #expect(cell.textLabel?.textAlignment == .right)
    #expect(cell.textLabel?.font == Metrics.value2TitleFont)
    #expect(cell.textLabel?.textColor == .tint)
    #expect(cell.detailTextLabel?.font == Metrics.value2DetailFont)
    #expect(cell.detailTextLabel?.textColor == .label)
  }

  @Test func aValue2CellHasNoImageView() {
    #expect(ViewTesting.cell(.value2).imageView == nil)
  }

  @Test func theValue2ColumnIsTheSameWithAndWithoutAnAccessory() {
    let plain = ViewTesting.cell(.value2) { $0.textLabel?.text = "a" }
    let withButton = ViewTesting.cell(.value2) {
      $0.textLabel?.text = "a"
      $0.accessoryType = .detailDisclosureButton
    }
    #expect(plain.textLabel?.frame == withButton.textLabel?.frame)
  }

  @Test(arguments: [(200.0, 60.0), (320, 65), (375, 79), (768, 160), (1920, 160)])
  func theValue2ColumnIsAQuarterOfTheWidthWithinLimits(width: Double, column: Double) {
    #expect(TableViewCell.value2TitleColumnWidth(cellWidth: CGFloat(width)) == CGFloat(column))
    let cell = ViewTesting.cell(.value2, width: CGFloat(width)) { $0.textLabel?.text = "a" }
    #expect(cell.textLabel?.frame.width == CGFloat(column))
  }

  // MARK: - Subtitle

  @Test func aSubtitleDetailSitsUnderTheTitleInTwelvePointGray() {
    let cell = ViewTesting.cell(.subtitle) {
      $0.textLabel?.text = "Title"
      $0.detailTextLabel?.text = "Detail"
    }
    // 20 + 14 = 34 points of text, centred: 5 above.
    #expect(cell.textLabel?.frame == CGRect(x: 15, y: 5, width: 290, height: 20))
    #expect(cell.detailTextLabel?.frame == CGRect(x: 15, y: 25, width: 290, height: 14))
    #expect(cell.detailTextLabel?.font == Metrics.subtitleDetailFont)
    #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
  }

  @Test func aSubtitleCellWithoutADetailCentresItsTitle() {
    let cell = ViewTesting.cell(.subtitle) { $0.textLabel?.text = "Title" }
    #expect(cell.textLabel?.frame == CGRect(x: 15, y: 12, width: 290, height: 20))
  }

  // MARK: - Every width

  @Test(arguments: [320.0, 375, 414, 768, 1024, 1366, 1920])
  func partsStayInsideTheRowAtEveryWidth(width: Double) {
    let width = CGFloat(width)
    for style in [TableViewCell.CellStyle.default, .value1, .value2, .subtitle] {
      let cell = ViewTesting.cell(style, width: width) {
        $0.textLabel?.text = String(repeating: "Title ", count: 60)
        $0.detailTextLabel?.text = String(repeating: "Detail ", count: 60)
        $0.imageView?.image = .test("icon")
        $0.accessoryType = .detailDisclosureButton
      }
      let content = cell.contentView.frame
      #expect(content.minX == 0 && content.maxX == width - 15 - 42, "\(style) at \(width)")
      for label in [cell.textLabel, cell.detailTextLabel].compactMap({ $0 }) {
        #expect(label.frame.minX >= 15, "\(style) at \(width)")
        #expect(label.frame.maxX <= content.width - 10, "\(style) at \(width)")
        #expect(label.frame.minY >= 0 && label.frame.maxY <= 44, "\(style) at \(width)")
      }
      if let image = cell.imageView {
        #expect(image.frame == CGRect(x: 15, y: 8, width: 29, height: 29), "\(style) at \(width)")
      }
    }
  }

  @Test(arguments: [320.0, 1920])
  func aTitleTooLongForTheRowIsDrawnTruncatedToItsFrame(width: Double) throws {
    let text = "A default title much too long to fit on one line of a phone"  // 59 chars: 552
    let cell = ViewTesting.cell(.default, width: CGFloat(width)) {
      $0.textLabel?.text = text
      $0.imageView?.image = .test("icon")
      $0.accessoryType = .disclosureIndicator
    }
    let label = try #require(cell.textLabel)
    // Room: width - 15 - 8 (chevron) - 10 (gap) - 59 (title start).
    let room = CGFloat(width) - 92
    #expect(label.frame.width == room)
    let layout = label.textLayout(width: room)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].isTruncated == (room < 552))
    let run = try #require(ViewTesting.textRuns(of: label).first)
    #expect(run.maxWidth == room)
    #expect(run.truncation == .tail)
  }

  // MARK: - Indentation

  @Test func eachIndentationLevelMovesTheContentByTheIndentationWidth() {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Indented"
      $0.indentationLevel = 2
    }
    #expect(cell.indentationWidth == 10)
    #expect(cell.textLabel?.frame.minX == 35)
    cell.indentationWidth = 20
    cell.layoutIfNeeded()
    #expect(cell.textLabel?.frame.minX == 55)
  }

  @Test func anIndentedImageTakesItsTitleAndSeparatorAlong() {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Indented"
      $0.imageView?.image = .test("icon")
      $0.indentationLevel = 1
    }
    #expect(cell.imageView?.frame.minX == 25)
    #expect(cell.textLabel?.frame.minX == 69)
    #expect(cell.separatorInset.left == 69)
  }

  @Test func aNegativeIndentationLevelIndentsNothing() {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Level -1"
      $0.indentationLevel = -1
    }
    #expect(cell.textLabel?.frame.minX == 15)
  }

  // MARK: - Separator inset

  @Test func theSeparatorFollowsTheTitleWhenTheCellShowsAnImage() {
    let cell = ViewTesting.cell(.subtitle) {
      $0.textLabel?.text = "Title"
      $0.imageView?.image = .test("avatar")
    }
    // The 40-point avatar shrinks to 29 in a 44-point row: the title starts at 15 + 29 + 15.
    #expect(cell.separatorInset == EdgeInsets(left: 59))
    cell.imageView?.image = nil
    #expect(cell.separatorInset == EdgeInsets(left: 15))
  }

  @Test func aSeparatorInsetSetOnTheCellWins() {
    let cell = ViewTesting.cell(.default) { $0.imageView?.image = .test("icon") }
    cell.separatorInset = EdgeInsets(left: 0, right: 4)
    #expect(cell.separatorInset == EdgeInsets(left: 0, right: 4))
  }

  // MARK: - Self-sizing

  @Test func singleLineCellsFitInAStandardRow() {
    for style in [TableViewCell.CellStyle.default, .value1, .value2] {
      let cell = ViewTesting.cell(style) {
        $0.textLabel?.text = "Title"
        $0.detailTextLabel?.text = "Detail"
      }
      #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == 44, "\(style)")
    }
  }

  @Test func aSubtitleCellNeedsBothLinesAndElevenPointsAboveAndBelow() {
    let cell = ViewTesting.cell(.subtitle) {
      $0.textLabel?.text = "Title"
      $0.detailTextLabel?.text = "Detail"
    }
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == 56)
  }

  @Test func aMultiLineTitleGrowsTheRowByItsLines() {
    let text = Array(repeating: "word", count: 20).joined(separator: " ")
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = text
      $0.textLabel?.numberOfLines = 0
    }
    // 290 points hold 31 characters: six words a line, so four lines of 20 points.
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == 102)
    cell.frame.size.height = 102
    cell.layoutIfNeeded()
    #expect(cell.textLabel?.frame == CGRect(x: 15, y: 11, width: 290, height: 80))
  }

  @Test func aMultiLineSubtitleDetailGrowsTheRowToo() {
    let cell = ViewTesting.cell(.subtitle) {
      $0.textLabel?.text = "Title"
      $0.detailTextLabel?.text = "one\ntwo\nthree"
      $0.detailTextLabel?.numberOfLines = 0
    }
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == CGFloat(20 + 3 * 14 + 22))
  }

  @Test func multiLineValue1LabelsAreEachCentred() {
    let cell = ViewTesting.cell(.value1, height: 64) {
      $0.textLabel?.text = "one\ntwo"
      $0.textLabel?.numberOfLines = 0
      $0.detailTextLabel?.text = "Detail"
    }
    #expect(cell.textLabel?.frame.minY == 12)
    #expect(cell.detailTextLabel?.frame.minY == 22)
  }
}
