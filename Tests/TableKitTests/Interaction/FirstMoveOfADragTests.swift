import Foundation
import Testing

@testable import TableKit

/// A fast first move of a drag (a finger at 60 Hz moving 50 points in a frame) is followed by
/// the distance beyond the drag's slop, as in UIKit, not dropped (issue 13, item 6): the
/// table's scroll pan, a row's swipe, a reorder (which has no slop) and the interactive pop.
@MainActor
@Suite struct FirstMoveOfADragTests {
  /// A table of 100 rows with a finger put down at (160, 400) and moved to `location` one
  /// frame later.
  private func tableAfterFirstMove(to location: CGPoint) -> TableHarness {
    let harness = TableHarness(rows: [100])
    harness.driver.down(CGPoint(x: 160, y: 400))
    harness.frame()
    harness.driver.move(location)
    harness.frame()
    return harness
  }

  @Test func theTableScrollsByTheFirstMoveBeyondTheSlop() {
    // 50 points up, the first 10 in the slop.
    let harness = tableAfterFirstMove(to: CGPoint(x: 160, y: 350))
    #expect(harness.table.isDragging)
    #expect(harness.table.contentOffset.y == 40)
    #expect(harness.source.scrollCalls.first == "scrollViewWillBeginDragging")
    harness.driver.move(CGPoint(x: 160, y: 330))
    harness.frame()
    #expect(harness.table.contentOffset.y == 60, "then point for point")
  }

  @Test func aDiagonalFirstMoveScrollsByItsVerticalPartBeyondTheSlop() {
    // 30 across and 40 up: 50 along, 40 beyond the slop, whose vertical part is 32.
    let harness = tableAfterFirstMove(to: CGPoint(x: 190, y: 360))
    #expect(abs(harness.table.contentOffset.y - 32) < 1e-9)
  }

  /// Twenty rows; the second (y 44–88) swiped.
  private func swipeHarness() -> EditingHarness {
    EditingHarness([(0..<20).map { "Row \($0)" }])
  }

  @Test func aClosedRowFollowsBeyondItsActivationDistance() {
    let harness = swipeHarness()
    harness.down(CGPoint(x: 300, y: 66))
    harness.frame()
    harness.move(CGPoint(x: 250, y: 66))
    harness.frame()
    // A closed row waits for 25 points from where the finger went down, the swipe's slop.
    #expect(harness.cell(1)?.presentedDeleteReveal == 50 - Metrics.deleteSwipeActivationDistance)
  }

  @Test func anOpenRowFollowsBeyondTheSlop() {
    let harness = swipeHarness()
    harness.down(CGPoint(x: 300, y: 66))
    for x in stride(from: 280, through: 150, by: -10) {
      harness.frame()
      harness.move(CGPoint(x: CGFloat(x), y: 66))
    }
    harness.up(CGPoint(x: 150, y: 66))
    harness.run(for: 0.4)
    #expect(harness.cell(1)?.presentedDeleteReveal == 82)
    // Back 50 points in one frame: the row closes by the 40 beyond the slop.
    harness.down(CGPoint(x: 100, y: 66))
    harness.frame()
    harness.move(CGPoint(x: 150, y: 66))
    harness.frame()
    #expect(harness.cell(1)?.presentedDeleteReveal == 42)
  }

  @Test func aReorderedRowFollowsTheWholeFirstMove() throws {
    // A grabber lifts its row at once: there is no slop to take off.
    let harness = EditingHarness(rows: 10)
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    let cell = try #require(harness.cell(1))
    harness.down(CGPoint(x: 296, y: 66))
    harness.frame()
    harness.move(CGPoint(x: 296, y: 116))
    harness.frame()
    #expect(abs(cell.frame.minY - (44 + 50)) < 1e-6, "\(cell.frame.minY - 94)")
  }

  @Test func theInteractivePopFollowsBeyondTheSlop() throws {
    let log = CallLog()
    let h = NavigationHarness(root: LoggingController("A", log: log))
    h.push(LoggingController("B", log: log))
    h.settle()
    h.send(.pointerDown(id: 1, location: CGPoint(x: 5, y: 200), kind: .touch))
    h.run(for: 1.0 / 60)
    h.send(.pointerMoved(id: 1, location: CGPoint(x: 55, y: 200), kind: .touch))
    h.run(for: 1.0 / 60)
    // 50 points towards the trailing edge, the first 10 in the slop.
    let upper = try #require(h.navigation.transition?.upper)
    #expect(upper.view.frame.minX == 40)
    h.send(.pointerMoved(id: 1, location: CGPoint(x: 75, y: 200), kind: .touch))
    h.run(for: 1.0 / 60)
    #expect(upper.view.frame.minX == 60)
  }
}
