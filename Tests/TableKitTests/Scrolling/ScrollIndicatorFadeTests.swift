import Foundation
import Testing

@testable import TableKit

/// The scroll indicator fades after every kind of scrolling, on a host that draws frames only
/// while something asks for them (issue 24: after the wheel it stayed until the next key).
@MainActor
@Suite struct ScrollIndicatorFadeTests {
  /// Runs frames while the table asks for them, as the window's host does: a frame lays out
  /// at one time, and the host asks whether another is needed a little later (after
  /// presenting, at the top of its next turn). Then time passes with no frame at all (the host
  /// sleeps); returns the indicator's opacity then.
  private func alphaAfterTheHostGoesIdle(_ harness: TableHarness) -> CGFloat {
    var frames = 0
    repeat {
      harness.clock.advance(by: 0.011)
      harness.table.layoutIfNeeded()
      frames += 1
      harness.clock.advance(by: 0.006)
    } while harness.table.needsAnimationFrame && frames < 600
    harness.clock.advance(by: 2)
    return harness.table.indicatorVisibility.alpha(at: harness.clock.now)
  }

  /// Wherever the glide's end falls between a frame and the host's next look.
  @Test(arguments: 0..<9) func theIndicatorFadesAfterAWheelNotch(phase: Int) {
    let harness = TableHarness(rows: [100])
    harness.clock.advance(by: Double(phase) * 0.002)
    harness.send(.wheel(dx: 0, dy: -1, isPrecise: false))
    harness.frame()
    #expect(harness.table.indicatorVisibility.alpha(at: harness.clock.now) == 1)
    #expect(alphaAfterTheHostGoesIdle(harness) == 0)
  }

  @Test func theIndicatorFadesAfterTrackpadScrolling() {
    let harness = TableHarness(rows: [100])
    harness.send(.wheel(dx: 0, dy: -40, isPrecise: true))
    harness.frame()
    #expect(harness.table.indicatorVisibility.alpha(at: harness.clock.now) == 1)
    #expect(alphaAfterTheHostGoesIdle(harness) == 0)
  }

  @Test func theIndicatorFadesAfterADrag() {
    let harness = TableHarness(rows: [100])
    harness.drag(
      from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), duration: 0.2, pause: 0.1)
    #expect(alphaAfterTheHostGoesIdle(harness) == 0)
  }
}
