import Foundation
import Testing

@testable import TableKit

/// A delegate that snaps every fling to a row boundary, as paging and snapping code does with
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
@MainActor
private final class SnappingDelegate: TableViewDelegate {
  var rowHeight: CGFloat = 44
  var proposed: [CGFloat] = []
  var velocities: [CGFloat] = []
  var calls: [String] = []
  var replacement: ((CGFloat) -> CGFloat)?

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEndDragging")
    proposed.append(targetContentOffset.pointee.y)
    velocities.append(velocity.y)
    if let replacement {
      targetContentOffset.pointee.y = replacement(targetContentOffset.pointee.y)
    }
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
}

@MainActor
@Suite struct DragTargetTests {
  @Test func theDelegateHearsTheNaturalTargetAndTheVelocityInPointsPerMillisecond() {
    let harness = TableHarness(rows: [10_000])
    let delegate = SnappingDelegate()
    harness.table.delegate = delegate
    harness.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -300), duration: 0.2)
    let proposed = try? #require(delegate.proposed.first)
    harness.runUntilIdle()
    #expect(delegate.calls.prefix(2) == ["willEndDragging", "didEndDragging"])
    // The finger moved up, so the content moves towards its end: a positive velocity, in
    // points per millisecond (about 1.5 for 300 points in 0.2 s).
    let velocity = delegate.velocities.first ?? 0
    #expect(velocity > 0.5 && velocity < 5)
    #expect(abs(harness.table.contentOffset.y - (proposed ?? -1)) < 0.5)
  }

  @Test func aChangedTargetIsWhereTheFlingComesToRest() {
    let harness = TableHarness(rows: [10_000])
    let delegate = SnappingDelegate()
    delegate.replacement = { ($0 / 44).rounded() * 44 + 22 }
    harness.table.delegate = delegate
    harness.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -300), duration: 0.2)
    let offsets = harness.runUntilIdle()
    let natural = delegate.proposed[0]
    let snapped = (natural / 44).rounded() * 44 + 22
    #expect(harness.table.contentOffset.y == snapped)
    #expect(delegate.calls.last == "didEndDecelerating")
    // It decelerates there without overshooting and coming back.
    let moves = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
    #expect(moves.allSatisfy { $0 >= -0.01 })
  }

  @Test func aTargetOutsideTheContentIsClampedToIt() {
    let harness = TableHarness(rows: [100])
    let delegate = SnappingDelegate()
    delegate.replacement = { _ in 1_000_000 }
    harness.table.delegate = delegate
    harness.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -100), duration: 0.2)
    harness.runUntilIdle()
    #expect(harness.table.contentOffset.y == harness.table.maximumContentOffsetY)
  }

  @Test func aTargetSetOnASlowReleaseStillMovesTheContentThere() {
    let harness = TableHarness(rows: [10_000])
    let delegate = SnappingDelegate()
    delegate.replacement = { _ in 440 }
    harness.table.delegate = delegate
    harness.drag(
      from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -100), duration: 0.2, pause: 0.3)
    harness.runUntilIdle()
    #expect(harness.table.contentOffset.y == 440)
  }

  @Test func aTableViewControllerSubclassCanOverrideIt() {
    final class Snapping: TableViewController {
      var heard = 0
      override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        1000
      }
      override func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
      ) {
        heard += 1
        targetContentOffset.pointee.y = 880
      }
    }
    let controller = Snapping(style: .plain)
    let table = controller.tableView!
    let clock = ManualClock()
    table.clock = clock
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    table.layoutIfNeeded()
    let driver = TableTestDriver(table: table, clock: clock, fps: 60)
    driver.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -300), duration: 0.2)
    driver.runUntilIdle()
    #expect(controller.heard == 1)
    #expect(table.contentOffset.y == 880)
  }
}
