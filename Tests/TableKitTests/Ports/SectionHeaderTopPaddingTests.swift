import Foundation
import Testing

@testable import TableKit

/// iOS 15's `sectionHeaderTopPadding`: space above each header, which ported code sets (most
/// often to 0, to keep the iOS 14 look that TableKit draws by default).
@MainActor
@Suite struct SectionHeaderTopPaddingTests {
  private func harness(style: TableView.Style = .plain, padding: CGFloat?) -> TableHarness {
    let harness = TableHarness(
      rows: [3, 3, 30], style: style, headers: ["Fruit", "Vegetables", "Grains"])
    if let padding { harness.table.sectionHeaderTopPadding = padding }
    harness.table.layoutIfNeeded()
    return harness
  }

  @Test func theDefaultAndZeroAddNothing() {
    let standard = harness(padding: nil)
    let zero = harness(padding: 0)
    #expect(standard.table.sectionHeaderTopPadding == TableView.automaticDimension)
    #expect(standard.table.rectForHeader(inSection: 1) == zero.table.rectForHeader(inSection: 1))
    #expect(standard.table.rectForHeader(inSection: 0).height == Metrics.plainHeaderHeight)
  }

  @Test func aPaddingOpensSpaceAboveEachHeaderWithTheViewBelowIt() throws {
    let plain = harness(padding: nil)
    let padded = harness(padding: 22)
    let rect = padded.table.rectForHeader(inSection: 1)
    #expect(rect.height == Metrics.plainHeaderHeight + 22)
    #expect(rect.minY == plain.table.rectForHeader(inSection: 1).minY + 22)
    let view = try #require(padded.table.headerView(forSection: 1))
    #expect(view.frame.minY == rect.minY + 22)
    #expect(view.frame.height == Metrics.plainHeaderHeight)
    let row = padded.table.rectForRow(at: IndexPath(row: 0, section: 1))
    #expect(row.minY == view.frame.maxY, "the rows start under the header, not under the padding")
  }

  @Test func aPinnedHeaderSitsAtTheTopAndIsPushedByItsSectionsEnd() throws {
    let padded = harness(padding: 22)
    let table = padded.table
    let grains = table.rectForHeader(inSection: 2)
    table.contentOffset = CGPoint(x: 0, y: grains.minY + 100)
    table.layoutIfNeeded()
    let pinned = try #require(table.headerView(forSection: 2))
    #expect(pinned.frame.minY == table.contentOffset.y, "pinned at the top edge, the gap left behind")
    table.contentOffset = CGPoint(x: 0, y: grains.minY + 10)
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 2)?.frame.minY == grains.minY + 22, "not pinned yet")
    let fruitEnd = table.rectForSection(0).maxY
    table.contentOffset = CGPoint(x: 0, y: fruitEnd - 10)
    table.layoutIfNeeded()
    let pushed = try #require(table.headerView(forSection: 0))
    #expect(pushed.frame.maxY == fruitEnd, "the next section pushes it up")
  }

  @Test func groupedTablesGetThePaddingToo() throws {
    let grouped = harness(style: .grouped, padding: 10)
    let plain = harness(style: .grouped, padding: nil)
    let rect = grouped.table.rectForHeader(inSection: 0)
    #expect(rect.height == plain.table.rectForHeader(inSection: 0).height + 10)
    let view = try #require(grouped.table.headerView(forSection: 0))
    #expect(view.frame.minY == rect.minY + 10)
  }

  @Test func aSectionWithoutAHeaderGetsNoPadding() {
    let harness = TableHarness(rows: [3, 3], headers: [nil, "Second"])
    harness.table.sectionHeaderTopPadding = 22
    harness.table.layoutIfNeeded()
    #expect(harness.table.rectForHeader(inSection: 0).height == 0)
    #expect(harness.table.rectForHeader(inSection: 1).height == Metrics.plainHeaderHeight + 22)
  }

  @Test func aNegativeOrNaNPaddingAddsNothing() {
    for bad in [-5, CGFloat.nan, .infinity] {
      let harness = harness(padding: bad)
      #expect(harness.table.rectForHeader(inSection: 1).height == Metrics.plainHeaderHeight)
    }
  }
}
