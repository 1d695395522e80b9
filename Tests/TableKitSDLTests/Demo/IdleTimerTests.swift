import DemoScenes
import Foundation
import Testing

/// The kiosk's idle timer.
struct IdleTimerTests {
  @Test func itFiresOnceWhenTheTimeoutPassesWithoutInput() {
    var timer = IdleTimer(timeout: 90, now: 100)
    #expect(timer.deadline == 190)
    let early = timer.fires(at: 189.9)
    let onTime = timer.fires(at: 190)
    let again = timer.fires(at: 250)
    #expect(!early)
    #expect(onTime)
    #expect(!again, "once per quiet spell")
    #expect(timer.deadline == nil)
  }

  @Test func inputPushesTheDeadlineBack() {
    var timer = IdleTimer(timeout: 90, now: 0)
    timer.noteActivity(at: 80)
    let early = timer.fires(at: 100)
    #expect(!early)
    #expect(timer.deadline == 170)
    let onTime = timer.fires(at: 170)
    #expect(onTime)
    timer.noteActivity(at: 200)
    #expect(timer.deadline == 290, "input after firing starts a new spell")
    timer.noteActivity(at: 150)
    #expect(timer.deadline == 290, "an older time never moves the deadline earlier")
  }
}
