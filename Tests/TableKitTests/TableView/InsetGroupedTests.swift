import Foundation
import Testing

@testable import TableKit

/// `TableView.Style.insetGrouped`: sections as rounded cards inset from the table's sides, with
/// the geometry of the card (as UIKit's `rectForRow(at:)` and cell frames), separators inside
/// the card only, and the first and last rows' outer corners rounded.
@MainActor
@Suite struct InsetGroupedTests {
  /// Sections of 2, 0 and 1 rows with titled headers and a footer on the last, 320 points wide:
  /// cards 16 in from either side. Section 0's rows lie at y 35–79 and 79–123, section 2's
  /// header at 158–193 and its row at 193–237.
  private func harness(
    width: CGFloat = 320, layoutDirection: LayoutDirection = .leftToRight
  ) -> TableHarness {
    let harness = TableHarness(
      rows: [2, 0, 1], style: .insetGrouped, size: CGSize(width: width, height: 480),
      headers: ["First", "Empty", "Third"], footers: [nil, nil, "A note"])
    harness.table.screen = ViewTesting.screen(layoutDirection: layoutDirection)
    harness.table.setNeedsLayout()
    harness.table.layoutIfNeeded()
    return harness
  }

  private func drawList(_ table: TableView) -> DrawList {
    var list = DrawList()
    table.render(into: &list)
    return list
  }

  /// The rounded corners drawn, by rect.
  private func roundings(_ list: DrawList) -> [(CGRect, RectCorner)] {
    list.commands.compactMap {
      if case .roundCorners(let rect, 10, let corners, .groupedBackground) = $0 {
        return (rect, corners)
      }
      return nil
    }
  }

  /// The separators drawn: their y and horizontal extent.
  private func separators(_ list: DrawList) -> [(y: CGFloat, from: CGFloat, to: CGFloat)] {
    list.commands.compactMap {
      if case .line(let from, let to, 1, _) = $0 { return (from.y, from.x, to.x) }
      return nil
    }
  }

  // MARK: - Geometry

  @Test func rowsHeadersAndFootersAreAsWideAsTheCard() throws {
    let harness = harness()
    let table = harness.table
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 16, y: 79, width: 288, height: 44))
    #expect(table.rectForHeader(inSection: 2) == CGRect(x: 16, y: 158, width: 288, height: 35))
    #expect(table.rectForFooter(inSection: 2).minX == 16)
    #expect(table.rectForFooter(inSection: 2).width == 288)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.frame == CGRect(x: 16, y: 35, width: 288, height: 44))
    #expect(table.contentSize.width == 320)
    #expect(table.backgroundColor == .groupedBackground)
  }

  @Test func cardsStandTwentyPointsInOnRegularWidths() {
    let harness = harness(width: 414)
    #expect(harness.table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)
    #expect(harness.table.rectForRow(at: IndexPath(row: 0, section: 0)).width == 374)
  }

  @Test func aWidthChangeMovesTheCards() {
    let harness = harness()
    harness.table.frame.size.width = 500
    harness.table.layoutIfNeeded()
    let rect = harness.table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(rect == CGRect(x: 20, y: 35, width: 460, height: 44))
    #expect(harness.table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == rect)
  }

  @Test func cellContentAndHeaderTitlesKeepTheMarginInsideTheCard() throws {
    let harness = harness()
    let cell = try #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let title = try #require(cell.textLabel?.frame)
    #expect(cell.contentView.frame.minX + title.minX == Metrics.margin)
    let header = try #require(harness.table.headerView(forSection: 0))
    header.layoutIfNeeded()
    let headerTitle = try #require(header.textLabel?.frame)
    #expect(header.frame.minX + headerTitle.minX == cell.frame.minX + title.minX)
  }

  @Test func withTheReadableWidthTheCardIsTheReadableColumn() throws {
    let harness = harness(width: 1000)
    harness.table.cellLayoutMarginsFollowReadableWidth = true
    harness.table.layoutIfNeeded()
    let rect = harness.table.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(rect == CGRect(x: 164, y: 35, width: Metrics.readableContentWidth, height: 44))
    let cell = try #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let title = try #require(cell.textLabel?.frame)
    #expect(cell.contentView.frame.minX + title.minX == Metrics.margin, "inside the card")
  }

  @Test func headersDoNotFloat() throws {
    let harness = harness()
    harness.table.contentOffset = CGPoint(x: 0, y: 100)
    harness.table.layoutIfNeeded()
    #expect(harness.table.headerView(forSection: 0) == nil, "scrolled away with its section")
  }

  // MARK: - Hit testing

  @Test func aTapInTheMarginBesideACardSelectsNothing() {
    let harness = harness()
    harness.tap(CGPoint(x: 8, y: 50))
    harness.tap(CGPoint(x: 310, y: 50))
    #expect(harness.table.indexPathForSelectedRow == nil)
    #expect(harness.table.indexPathForRow(at: CGPoint(x: 8, y: 50)) == nil)
    harness.tap(CGPoint(x: 17, y: 50))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  // MARK: - Drawing

  @Test func theFirstAndLastRowsOfACardHaveRoundedOuterCorners() {
    let harness = harness()
    let found = roundings(drawList(harness.table))
    #expect(found.count == 3, "two rows of section 0 and the single row of section 2")
    #expect(found.contains { $0 == (CGRect(x: 16, y: 35, width: 288, height: 44), .top) })
    #expect(found.contains { $0 == (CGRect(x: 16, y: 79, width: 288, height: 44), .bottom) })
    #expect(found.contains { $0 == (CGRect(x: 16, y: 193, width: 288, height: 44), .allCorners) })
  }

  @Test func separatorsRunInsideTheCardAndNoneAboveTheFirstOrBelowTheLastRow() {
    let harness = harness()
    let lines = separators(drawList(harness.table))
    #expect(lines.count == 1, "only between the two rows of section 0: \(lines)")
    #expect(lines.first?.y == 79 - 1 / harness.table.screen.scale, "under the first row")
    #expect(lines.first?.from == 16 + Metrics.margin)
    #expect(lines.first?.to == 304)
  }

  @Test func rightToLeftMirrorsTheSeparatorInsideTheCard() {
    let harness = harness(layoutDirection: .rightToLeft)
    let lines = separators(drawList(harness.table))
    #expect(lines.count == 1)
    #expect(lines.first?.from == 16)
    #expect(lines.first?.to == 304 - Metrics.margin)
    #expect(roundings(drawList(harness.table)).count == 3)
  }

  @Test func aSelectedFirstRowIsRoundedAfterItsHighlight() throws {
    let harness = harness()
    harness.tap(CGPoint(x: 100, y: 50))
    harness.run(for: 0.5)
    let commands = drawList(harness.table).commands
    let highlight = try #require(
      commands.firstIndex {
        if case .fillRect(let rect, let color) = $0 {
          return rect.size == CGSize(width: 288, height: 44) && color != .white
        }
        return false
      })
    let rounding = try #require(
      commands.firstIndex {
        if case .roundCorners(CGRect(x: 16, y: 35, width: 288, height: 44), _, .top, _) = $0 {
          return true
        }
        return false
      })
    #expect(highlight < rounding)
  }

  @Test func aSectionWithoutRowsDrawsNoCard() {
    let harness = harness()
    let emptySection = harness.table.rectForSection(1)
    let inEmpty = roundings(drawList(harness.table)).filter {
      $0.0.minY >= emptySection.minY && $0.0.maxY <= emptySection.maxY
    }
    #expect(inEmpty.isEmpty)
  }

  @Test func aTableWithoutABackgroundColorRoundsNothing() {
    let harness = harness()
    harness.table.backgroundColor = nil
    #expect(roundings(drawList(harness.table)).isEmpty)
  }

  @Test func otherStylesRoundNothing() {
    for style in [TableView.Style.plain, .grouped] {
      let harness = TableHarness(rows: [2, 1], style: style)
      var list = DrawList()
      harness.table.render(into: &list)
      #expect(
        !list.commands.contains {
          if case .roundCorners = $0 { return true }
          return false
        }, "\(style)")
    }
  }
}

/// Editing, swipe to delete and row updates inside the cards of an inset grouped table.
@MainActor
@Suite struct InsetGroupedEditingTests {
  private func harness() -> EditingHarness {
    EditingHarness([["A", "B", "C"]], style: .insetGrouped)
  }

  @Test func editingControlsSitInsideTheCard() throws {
    let harness = harness()
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    let cell = try #require(harness.cell(0))
    #expect(cell.frame.minX == 16)
    let control = cell.editingControl.frame
    #expect(cell.frame.minX + control.minX == 16 + Metrics.margin)
  }

  @Test func swipingTheFirstRowOpensItsDeleteButtonInsideTheCardAndRoundsIt() throws {
    let harness = harness()
    let y: CGFloat = 35 + 22
    harness.drag(from: CGPoint(x: 290, y: y), by: CGPoint(x: -90, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.4)
    let cell = try #require(harness.cell(0))
    #expect(cell.showingDeleteConfirmation)
    #expect(cell.deleteConfirmationButton.frame.maxX <= cell.frame.width)
    var list = DrawList()
    harness.table.render(into: &list)
    let red = list.commands.lastIndex {
      if case .fillRect(_, .destructiveRed) = $0 { return true }
      return false
    }
    let rounding = list.commands.lastIndex {
      if case .roundCorners(cell.frame, _, .top, _) = $0 { return true }
      return false
    }
    #expect(red != nil && rounding != nil && red! < rounding!, "the button is rounded off too")
    let clip = list.commands.firstIndex(of: .pushClip(cell.frame))
    #expect(clip != nil && clip! < red!, "content swiped aside stays inside the card")
  }

  @Test func deletingTheLastRowRoundsTheNewLastRow() throws {
    let harness = harness()
    harness.source.sections[0].remove(at: 2)
    harness.table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    harness.run(for: 0.5)
    var list = DrawList()
    harness.table.render(into: &list)
    let last = try #require(harness.cell(1))
    #expect(
      list.commands.contains {
        if case .roundCorners(last.frame, _, .bottom, _) = $0 { return true }
        return false
      })
  }
}
