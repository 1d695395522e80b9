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

  /// 10,000 rows estimated at 44 points whose real heights run from 30 to 79.
  private func estimatedHarness() -> TableHarness {
    TableHarness(
      rows: [10_000], estimatedRowHeight: 44,
      rowHeightFromDelegate: { CGFloat(30 + ($0.row * 7) % 50) })
  }

  /// With estimated heights the rows around the target are measured only when it comes on
  /// screen; the row must still end exactly where the position says once they are.
  @Test(arguments: [TableView.ScrollPosition.top, .middle, .bottom], [false, true])
  func positionsHoldWithEstimatedHeights(position: TableView.ScrollPosition, animated: Bool) {
    let harness = estimatedHarness()
    let table = harness.table
    let row = IndexPath(row: 5_000, section: 0)
    let start = table.contentOffset.y
    table.scrollToRow(at: row, at: position, animated: animated)
    let offsets = [start] + harness.runUntilIdle(limit: 2)
    let rect = table.rectForRow(at: row)
    if animated {
      // The animation follows the row as rows are measured on the way: it only ever moves
      // towards it, and eases out at the end instead of jumping there.
      let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
      #expect(steps.allSatisfy { $0 >= 0 }, "\(steps)")
      #expect(steps.count > 5 && steps.suffix(2).allSatisfy { $0 < 100 }, "\(steps)")
    }
    #expect(rect.height == CGFloat(30 + (5_000 * 7) % 50), "the row was measured")
    let top = table.contentOffset.y
    switch position {
    case .top: #expect(rect.minY == top)
    case .middle: #expect(abs(rect.midY - (top + visibleHeight / 2)) <= 0.5)
    case .bottom: #expect(rect.maxY == top + visibleHeight)
    default: break
    }
  }

  @Test func scrollingUpThroughEstimatesKeepsTheScreenStillThenLandsExactly() throws {
    let harness = estimatedHarness()
    let table = harness.table
    table.scrollToRow(at: IndexPath(row: 8_000, section: 0), at: .top, animated: false)
    harness.frame()
    let first = try #require(table.indexPathsForVisibleRows?.first)
    let onScreen = table.rectForRow(at: first).minY - table.contentOffset.y
    let row = IndexPath(row: 100, section: 0)
    table.scrollToRow(at: row, at: .middle, animated: true)
    #expect(
      table.rectForRow(at: first).minY - table.contentOffset.y == onScreen,
      "measuring the destination does not move what is on screen")
    let offsets = harness.runUntilIdle(limit: 2)
    let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { $0 <= 0 }, "\(steps)")
    let rect = table.rectForRow(at: row)
    #expect(abs(rect.midY - (table.contentOffset.y + visibleHeight / 2)) <= 0.5)
  }

  @Test func aDragTakesOverFromAFollowingAnimation() {
    let harness = estimatedHarness()
    let table = harness.table
    table.scrollToRow(at: IndexPath(row: 5_000, section: 0), at: .top, animated: true)
    harness.frame()
    harness.frame()
    harness.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 100), duration: 0.2)
    harness.runUntilIdle(limit: 3)
    #expect(table.rowScroll == nil)
    #expect(table.contentOffset.y < table.rectForRow(at: IndexPath(row: 5_000, section: 0)).minY)
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
