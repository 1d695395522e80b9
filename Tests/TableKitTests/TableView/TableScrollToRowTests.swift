import Foundation
import Testing
@testable import TableKit

/// `scrollToRow(at:at:animated:)` and its documented positions.
@MainActor
@Suite struct TableScrollToRowTests {
  let visibleHeight: CGFloat = 480

  @Test func topMiddleAndBottomPlaceTheRowExactly() {
    let harness = TableHarness(rows: [100])
    let table = harness.table
    let row = IndexPath(row: 50, section: 0)
    table.scrollToRow(at: row, at: .top, animated: false)
    #expect(table.contentOffset.y == 50 * CGFloat(44))
    table.scrollToRow(at: row, at: .middle, animated: false)
    #expect(table.contentOffset.y == 50 * CGFloat(44) + 22 - visibleHeight / 2)
    table.scrollToRow(at: row, at: .bottom, animated: false)
    #expect(table.contentOffset.y == 51 * CGFloat(44) - visibleHeight)
  }

  @Test func noneMovesAsLittleAsPossibleAndNotAtAllWhenVisible() {
    let harness = TableHarness(rows: [100])
    let table = harness.table
    table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 0)
    table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 41 * CGFloat(44) - visibleHeight, "below: like .bottom")
    table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
    #expect(table.contentOffset.y == 10 * CGFloat(44), "above: like .top")
  }

  @Test func positionsAreClampedToTheContent() {
    let harness = TableHarness(rows: [100])
    let table = harness.table
    table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 0)
    table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 100 * CGFloat(44) - visibleHeight)
  }

  @Test func aFloatingHeaderIsAccountedFor() {
    let harness = TableHarness(rows: [30, 30], headers: ["A", "B"])
    let table = harness.table
    let row = IndexPath(row: 10, section: 1)
    table.scrollToRow(at: row, at: .top, animated: false)
    harness.frame()
    let rowRect = table.rectForRow(at: row)
    let header = try! #require(table.headerView(forSection: 1))
    #expect(header.frame.maxY == rowRect.minY, "the row starts right under the pinned header")
  }

  @Test func notFoundScrollsToAnEmptySection() {
    let harness = TableHarness(rows: [40, 0, 40], headers: ["A", "B", "C"])
    let table = harness.table
    table.scrollToRow(at: IndexPath(row: NSNotFound, section: 1), at: .top, animated: false)
    #expect(table.contentOffset.y == table.rectForSection(1).minY)
  }

  @Test func animatedScrollingFollowsAnEaseInOutCurveAndSendsNoDidScroll() {
    let harness = TableHarness(rows: [100])
    let table = harness.table
    harness.source.calls.removeAll()
    table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: true)
    let target: CGFloat = 40 * 44
    var offsets: [CGFloat] = []
    for _ in 0..<18 {
      harness.frame()
      offsets.append(table.contentOffset.y)
    }
    // Ease in: the first frames move little; halfway through time it is halfway there.
    #expect(offsets[0] < target * 0.05)
    #expect(abs(offsets[8] - target * 0.5) < target * 0.08)
    #expect(offsets[17] == target)
    #expect(!harness.source.calls.contains("scrollViewDidScroll"))
    #expect(harness.source.calls.contains("scrollViewDidEndScrollingAnimation"))
  }

  @Test func scrollToNearestSelectedRowUsesTheSelection() {
    let harness = TableHarness(rows: [100])
    let table = harness.table
    table.selectRow(at: IndexPath(row: 70, section: 0), animated: false, scrollPosition: .none)
    table.scrollToNearestSelectedRow(at: .top, animated: false)
    #expect(table.contentOffset.y == 70 * CGFloat(44))
  }

  @Test func aScrollToTopRequestAnimatesToTheTopOnlyWhenAllowed() {
    let harness = TableHarness(rows: [100])
    let table = harness.table
    table.contentOffset = CGPoint(x: 0, y: 900)
    table.scrollsToTop = false
    #expect(!table.requestScrollToTop())
    table.scrollsToTop = true
    #expect(table.requestScrollToTop())
    harness.frame()
    #expect(table.contentOffset.y > 0 && table.contentOffset.y < 900, "it animates")
    harness.runUntilIdle()
    #expect(table.contentOffset.y == 0)
    #expect(harness.source.calls.contains("scrollViewDidScrollToTop"))
  }
}
