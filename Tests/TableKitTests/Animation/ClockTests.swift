import Foundation
import Testing

@testable import TableKit

@Suite("Frame clocks")
struct ClockTests {
  @Test func aManualClockStartsAtItsInitialTimeAndMovesOnlyWhenAdvanced() {
    let clock = ManualClock(now: 2)
    #expect(clock.now == 2)
    clock.advance(by: 0.25)
    #expect(clock.now == 2.25)
    clock.now = 10
    #expect(clock.now == 10)
  }

  @Test func aManualClockIsSharedByEveryoneHoldingIt() {
    let clock = ManualClock()
    let asSeenByTheTable: any FrameClock = clock
    clock.advance(by: 1.5)
    #expect(asSeenByTheTable.now == 1.5)
  }

  @MainActor
  @Test func aManualClockCanBeReadFromTheMainActorWhileAdvancedElsewhere() async {
    let clock = ManualClock()
    await Task.detached { clock.advance(by: 0.5) }.value
    #expect(clock.now == 0.5)
  }

  @Test func theSystemClockNeverGoesBackwardsAndFollowsRealTime() {
    let clock = SystemClock()
    let first = clock.now
    Thread.sleep(forTimeInterval: 0.02)
    let second = clock.now
    #expect(second >= first + 0.015)
    #expect(second < first + 5)
    #expect(SystemClock().now >= second)
  }
}
