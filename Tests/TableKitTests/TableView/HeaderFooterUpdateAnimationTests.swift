import Foundation
import Testing

@testable import TableKit

/// A header or footer that comes on screen while a batch animates starts where its section is
/// drawn at that moment and moves with it (issue 13, item 5).
@MainActor
@Suite
struct HeaderFooterUpdateAnimationTests {
  /// Five sections of three 44-point rows, titled headers (and footers): in a plain table, 160
  /// points a section, so sections 0 to 2 fill the 480-point screen.
  private func harness(
    rows: [Int] = [3, 3, 3, 3, 3], style: TableView.Style = .plain, footers: Bool = false
  ) -> TableHarness {
    TableHarness(
      rows: rows, style: style, headers: ["A", "B", "C", "D", "E"],
      footers: footers ? ["a", "b", "c", "d", "e"] : [])
  }

  /// Deletes rows 1 and 2 of section 0: the sections below move up, and section 3 comes on
  /// screen while they slide.
  private func deleteTwoRows(_ harness: TableHarness) {
    harness.source.rowsPerSection[0] = 1
    harness.table.deleteRows(
      at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
  }

  private func cell(_ harness: TableHarness, _ row: Int, _ section: Int) -> TableViewCell? {
    harness.table.realizer.visibleCell(at: IndexPath(row: row, section: section))
  }

  /// Whether two frames share more than an edge (give or take rounding).
  private func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    let intersection = a.intersection(b)
    return !intersection.isNull && intersection.width > 1e-6 && intersection.height > 1e-6
  }

  /// Every header and footer on screen against those of other sections and against the rows of
  /// other sections on screen (rows leaving after the update are drawn behind and do not
  /// count; a plain section's own header, footer and rows may cover each other as they float).
  private func expectNothingOverlaps(_ harness: TableHarness, _ label: String) {
    let store = harness.table.realizer
    let views =
      store.visibleHeaders.map { ($0.key, $0.value.frame) }
      + store.visibleFooters.map { ($0.key, $0.value.frame) }
    for (index, (section, frame)) in views.enumerated() {
      for (otherSection, other) in views[(index + 1)...] where otherSection != section {
        #expect(
          !overlap(frame, other), "\(label): section \(section) \(frame), \(otherSection) \(other)")
      }
      for (indexPath, cell) in store.visibleCells where indexPath.section != section {
        #expect(
          !overlap(frame, cell.frame),
          "\(label): section \(section)'s \(frame) over row \(indexPath) at \(cell.frame)")
      }
    }
  }

  @Test func aHeaderPushedOnScreenStartsWhereItsSectionIsDrawn() throws {
    let harness = harness()
    let table = harness.table
    #expect(table.displayedHeaderView(forSection: 3) == nil)
    let start = harness.clock.now
    deleteTwoRows(harness)
    // Halfway through the 0.3 s update, section 3 is drawn halfway from 480 to 392.
    harness.clock.advance(by: 0.15)
    table.layoutIfNeeded()
    let header = try #require(table.displayedHeaderView(forSection: 3))
    let firstRow = try #require(cell(harness, 0, 3))
    let top = PropertyAnimation(
      from: CGFloat(480), to: 392, startTime: start, duration: TableView.rowUpdateDuration)
    #expect(abs(header.frame.minY - top.value(at: harness.clock.now)) < 1e-9)
    #expect(header.frame.minY > table.rectForHeader(inSection: 3).minY, "not at its final place")
    #expect(header.frame.maxY == firstRow.frame.minY, "on top of its section's first row")
    // The header of section 2, still sliding, stays above it.
    let above = try #require(table.displayedHeaderView(forSection: 2))
    let lastRowAbove = try #require(cell(harness, 2, 2))
    #expect(above.frame.maxY <= header.frame.minY)
    #expect(lastRowAbove.frame.maxY == header.frame.minY)
  }

  @Test(arguments: [TableView.Style.plain, .grouped])
  func nothingOverlapsWhileTheSectionsSlide(style: TableView.Style) throws {
    let harness = harness(style: style, footers: true)
    let table = harness.table
    deleteTwoRows(harness)
    var frames = 0
    while table.hasRunningRowAnimations || frames == 0 {
      harness.frame()
      frames += 1
      expectNothingOverlaps(harness, "\(style) frame \(frames)")
      // Each header and footer on screen sits on its section's rows where they are drawn.
      for (section, header) in table.realizer.visibleHeaders {
        guard let first = cell(harness, 0, section), header.frame.maxY > table.contentOffset.y
        else { continue }
        // A plain header pinned at the top covers its own rows; otherwise it stands on them.
        if style == .grouped || header.frame.minY > table.contentOffset.y {
          #expect(
            abs(header.frame.maxY - first.frame.minY) < 1e-9, "frame \(frames): header \(section)")
        }
      }
      // (Section 0's footer glides up over its deleted rows as they fade.)
      for (section, footer) in table.realizer.visibleFooters where style == .grouped && section > 0
      {
        guard let last = cell(harness, 2, section) else { continue }
        #expect(
          abs(footer.frame.minY - last.frame.maxY) < 1e-9, "frame \(frames): footer \(section)")
      }
    }
    #expect(frames > 10)
    for section in 0..<5 {
      guard let header = table.displayedHeaderView(forSection: section) else { continue }
      let expected =
        style == .plain
        ? table.layout.floatingHeaderFrame(inSection: section, visibleRect: table.floatingRect)
        : table.rectForHeader(inSection: section)
      #expect(header.frame == expected, "section \(section) at rest")
    }
  }

  @Test func aFooterPushedOnScreenInAGroupedTableMovesWithItsRows() throws {
    // Seven rows in section 0, six of which go: the footer of section 2 comes on screen.
    let harness = harness(rows: [7, 1, 1, 3, 3], style: .grouped, footers: true)
    let table = harness.table
    let footerSection = 2
    #expect(table.displayedFooterView(forSection: footerSection) == nil)
    harness.source.rowsPerSection[0] = 1
    table.deleteRows(at: (1..<7).map { IndexPath(row: $0, section: 0) }, with: .fade)
    #expect(table.rectForFooter(inSection: footerSection).maxY < 480)
    harness.clock.advance(by: 0.1)
    table.layoutIfNeeded()
    let footer = try #require(table.displayedFooterView(forSection: footerSection))
    let lastRow = try #require(cell(harness, 0, footerSection))
    #expect(abs(footer.frame.minY - lastRow.frame.maxY) < 1e-9)
    #expect(footer.frame.minY > table.rectForFooter(inSection: footerSection).minY)
  }

  @Test func aHeaderOfAnInsertedSectionStillFadesInAtItsPlace() throws {
    let harness = harness()
    let table = harness.table
    harness.source.rowsPerSection.insert(1, at: 1)
    harness.source.headerTitles.insert("New", at: 1)
    table.insertSections(IndexSet(integer: 1), with: .fade)
    harness.clock.advance(by: 0.15)
    table.layoutIfNeeded()
    let header = try #require(table.displayedHeaderView(forSection: 1))
    #expect(header.frame == table.rectForHeader(inSection: 1))
    #expect(header.alpha > 0 && header.alpha < 1)
  }

  @Test func aHeaderThatLeavesWhileItsSectionStillSlidesOnScreenStays() throws {
    // Rows inserted at the top push section 2 below the screen; it is drawn on screen for a
    // while yet, and so is its header.
    let harness = harness()
    let table = harness.table
    let header = try #require(table.displayedHeaderView(forSection: 2))
    harness.source.rowsPerSection[0] = 9
    table.insertRows(at: (3..<9).map { IndexPath(row: $0, section: 0) }, with: .fade)
    #expect(table.rectForHeader(inSection: 2).minY >= 480)
    harness.clock.advance(by: 0.1)
    table.layoutIfNeeded()
    #expect(table.displayedHeaderView(forSection: 2) === header)
    #expect(header.frame.minY < 480, "drawn on screen at \(header.frame.minY)")
    harness.run(for: 0.3)
    #expect(table.displayedHeaderView(forSection: 2) == nil)
    #expect(header.superview == nil)
  }

  @Test(arguments: [TableView.Style.plain, .grouped])
  func aHeaderWithTopPaddingPushedOnScreenStartsBelowItsPadding(style: TableView.Style) throws {
    // Twelve rows in section 0, eleven of which go: the header of section 1 comes on screen,
    // and starts where the table drew it before the update, below its padding at the view's
    // height.
    let harness = harness(rows: [12, 1, 1, 3, 3], style: style)
    let table = harness.table
    table.sectionHeaderTopPadding = 20
    table.layoutIfNeeded()
    let section = 1
    #expect(table.displayedHeaderView(forSection: section) == nil)
    let oldRect = table.rectForHeader(inSection: section)
    harness.source.rowsPerSection[0] = 1
    table.deleteRows(at: (1..<12).map { IndexPath(row: $0, section: 0) }, with: .fade)
    table.layoutIfNeeded()
    let header = try #require(table.displayedHeaderView(forSection: section))
    #expect(abs(header.frame.height - (oldRect.height - 20)) < 1e-9, "\(header.frame)")
    #expect(abs(header.frame.minY - (oldRect.minY + 20)) < 1e-9, "\(header.frame) from \(oldRect)")
    harness.run(for: 0.5)
    let newRect = table.rectForHeader(inSection: section)
    #expect(abs(header.frame.minY - (newRect.minY + 20)) < 1e-9)
    #expect(abs(header.frame.height - (newRect.height - 20)) < 1e-9)
  }
}
