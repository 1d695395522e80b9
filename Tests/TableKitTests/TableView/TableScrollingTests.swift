import Foundation
import Testing

@testable import TableKit

/// Touch, mouse, wheel and trackpad scrolling through `TableView.handle`, frame by frame on a
/// manual clock, checked against the closed forms of NOTES.md.
@MainActor
@Suite struct TableScrollingTests {
  @Test(arguments: [60.0, 120.0])
  func aFlingComesToRestAtTheProjectionOfItsReleaseVelocity(fps: Double) {
    var harness = TableHarness(rows: [10_000])
    harness.fps = fps
    // 1,500 pt/s upward for 0.2 s.
    harness.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -300), duration: 0.2)
    let release = harness.table.simulation.state(at: harness.clock.now).offset
    #expect(harness.table.isDecelerating)
    harness.runUntilIdle()
    let travelled = harness.table.contentOffset.y - release
    let projection = 1500.0 / 1000 * 0.998 / (1 - 0.998)
    #expect(abs(travelled - projection) / projection < 0.01, "travelled \(travelled)")
  }

  @Test func sixtyAndOneHundredTwentyFramesPerSecondEndAtTheSameOffset() {
    var results: [CGFloat] = []
    for fps in [60.0, 120.0] {
      var harness = TableHarness(rows: [10_000])
      harness.fps = fps
      harness.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -240), duration: 0.25)
      harness.run(for: 1.5)
      results.append(harness.table.contentOffset.y)
    }
    #expect(abs(results[0] - results[1]) < 0.001)
  }

  @Test func draggingPastTheTopFollowsTheRubberBandCurve() {
    let harness = TableHarness(rows: [100])
    let down = CGPoint(x: 160, y: 100)
    harness.send(.pointerDown(id: 1, location: down, kind: .touch))
    // The pan starts once the finger is past the 10-point slop (at y = 111); from there the
    // finger goes 100 more points down.
    for y in [111, 140, 170, 211] as [CGFloat] {
      harness.frame()
      harness.send(.pointerMoved(id: 1, location: CGPoint(x: 160, y: y), kind: .touch))
    }
    harness.frame()
    let excess: CGFloat = 100
    let d: CGFloat = 480
    let expected = (1 - 1 / (excess * 0.55 / d + 1)) * d
    #expect(
      abs(-harness.table.contentOffset.y - expected) < 0.5,
      "offset \(harness.table.contentOffset.y)")
    #expect(harness.table.isDragging)
  }

  @Test func releasedPastTheTopItSpringsBackWithoutOscillating() {
    let harness = TableHarness(rows: [100])
    harness.drag(
      from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 150), duration: 0.3, pause: 0.1)
    let offsets = harness.runUntilIdle()
    #expect(offsets.first.map { $0 < 0 } == true)
    #expect(offsets.allSatisfy { $0 <= 0 }, "never overshoots past the top")
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "moves monotonically back")
    #expect(harness.table.contentOffset.y == 0)
  }

  @Test func aFlingIntoTheTopBouncesAndSettlesThere() {
    let harness = TableHarness(rows: [100])
    harness.table.contentOffset = CGPoint(x: 0, y: 300)
    harness.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 200), duration: 0.1)
    let offsets = harness.runUntilIdle()
    #expect((offsets.min() ?? 0) < -10, "went past the top")
    #expect(harness.table.contentOffset.y == 0)
  }

  @Test func aTouchDuringDecelerationStopsTheContentAndIsNotATap() {
    let harness = TableHarness(rows: [10_000])
    harness.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -300), duration: 0.2)
    harness.run(for: 0.3)
    #expect(harness.table.isDecelerating)
    harness.source.calls.removeAll()
    harness.tap(CGPoint(x: 160, y: 200))
    let stopped = harness.table.contentOffset.y
    harness.run(for: 0.5)
    #expect(harness.table.contentOffset.y == stopped)
    #expect(!harness.source.calls.contains { $0.hasPrefix("didSelect") })
  }

  @Test func scrollCallbacksArriveInUIKitsOrder() {
    let harness = TableHarness(rows: [10_000])
    harness.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -300), duration: 0.2)
    harness.runUntilIdle()
    let scrollCalls = harness.source.scrollCalls.filter { $0 != "scrollViewDidScroll" }
    #expect(
      scrollCalls == [
        "scrollViewWillBeginDragging", "scrollViewDidEndDragging willDecelerate=true",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
      ])
    #expect(harness.source.calls.contains("scrollViewDidScroll"))
  }

  @Test func aMouseDragDoesNotPanUnlessTheHostAllowsIt() {
    let harness = TableHarness(rows: [100])
    harness.drag(
      from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -200), duration: 0.2, kind: .mouse)
    harness.runUntilIdle()
    #expect(harness.table.contentOffset.y == 0)
    harness.table.allowsMousePanning = true
    harness.drag(
      from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -200), duration: 0.2, kind: .mouse,
      pause: 0.1)
    harness.runUntilIdle()
    #expect(harness.table.contentOffset.y > 150)
  }

  @Test func wheelNotchesGlideAndPreciseDeltasMoveOneToOne() {
    let harness = TableHarness(rows: [100])
    harness.send(.wheel(dx: 0, dy: -1, isPrecise: false))
    harness.frame()
    let early = harness.table.contentOffset.y
    harness.runUntilIdle()
    let settled = harness.table.contentOffset.y
    #expect(early > 0 && early < settled, "a notch glides rather than jumps")
    #expect(settled == harness.table.simulation.configuration.wheelTickDistance)
    harness.send(.wheel(dx: 0, dy: -37, isPrecise: true))
    harness.frame()
    #expect(harness.table.contentOffset.y == settled + 37)
  }

  @Test func floatingHeadersStayPinnedOnEveryFrameOfAFling() {
    let harness = TableHarness(rows: [20, 20, 20, 20], headers: ["A", "B", "C", "D"])
    harness.drag(from: CGPoint(x: 160, y: 420), by: CGPoint(x: 0, y: -300), duration: 0.2)
    var frames = 0
    repeat {
      harness.frame()
      frames += 1
      let table = harness.table
      let top = table.contentOffset.y
      let visibleHeaders = (0..<4).compactMap { section in
        table.headerView(forSection: section).map { (section, $0) }
      }
      for (section, header) in visibleHeaders {
        let natural = table.rectForHeader(inSection: section)
        let sectionEnd = table.rectForSection(section).maxY
        let expected = max(natural.minY, min(max(top, natural.minY), sectionEnd - natural.height))
        #expect(header.frame.minY == expected, "frame \(frames), section \(section)")
      }
    } while harness.table.needsAnimationFrame && frames < 600
  }

  @Test func aSecondFingerDuringAPanIsIgnored() {
    let harness = TableHarness(rows: [1_000])
    let (first, second) = (1, 2)
    harness.send(.pointerDown(id: first, location: CGPoint(x: 100, y: 400), kind: .touch))
    for step in 1...6 {
      harness.frame()
      harness.send(
        .pointerMoved(
          id: first, location: CGPoint(x: 100, y: 400 - CGFloat(step) * 20), kind: .touch))
      if step == 3 {
        // A second finger lands, moves the other way and lifts: it must not move the content.
        harness.send(.pointerDown(id: second, location: CGPoint(x: 250, y: 100), kind: .touch))
        harness.send(.pointerMoved(id: second, location: CGPoint(x: 250, y: 400), kind: .touch))
        harness.send(.pointerUp(id: second, location: CGPoint(x: 250, y: 400), kind: .touch))
      }
    }
    harness.frame()
    #expect(harness.table.isDragging, "the first finger still drags")
    let offset = harness.table.simulation.state(at: harness.clock.now).offset
    // 120 points of travel, the first 10 in the slop.
    #expect(abs(offset - 110) < 0.001, "the content followed the first finger alone")
    harness.send(.pointerUp(id: first, location: CGPoint(x: 100, y: 280), kind: .touch))
    harness.runUntilIdle()
    #expect(harness.table.indexPathForSelectedRow == nil, "nothing was tapped")
  }
}
