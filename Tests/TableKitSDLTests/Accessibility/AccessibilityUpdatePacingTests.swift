import Foundation
import TableKitSDL
import Testing

/// Issue 30, item 8: the bridge tells clients of a changing window at most ten times a second,
/// never loses the last change, and tells a key's or a request's change at once.
@Suite struct AccessibilityUpdatePacingTests {
  @Test func theFirstUpdateRunsAndTheNextWaitsForTheInterval() {
    var pacing = AccessibilityUpdatePacing(minimumInterval: 0.1)
    let ran1 = pacing.admits(at: 10)
    #expect(ran1)
    #expect(pacing.nextUpdateTime == nil)
    let ran2 = pacing.admits(at: 10.05)
    #expect(!ran2)
    #expect(pacing.nextUpdateTime == 10.1, "the skipped update is due after the interval")
    let ran3 = pacing.admits(at: 10.1)
    #expect(ran3)
    #expect(pacing.nextUpdateTime == nil)
  }

  @Test func aSecondOfScrollingAt60HzIsToldTenTimesAtMost() {
    var pacing = AccessibilityUpdatePacing()
    var told = 0
    for frame in 0..<60 where pacing.admits(at: Double(frame) / 60) { told += 1 }
    #expect(told == 10, "every sixth frame")
    #expect(pacing.nextUpdateTime != nil, "the last frames' change is still to be told")
  }

  @Test func aKeyOrARequestIsToldAtOnce() {
    var pacing = AccessibilityUpdatePacing()
    let ran4 = pacing.admits(at: 5)
    #expect(ran4)
    pacing.allowNextAtOnce()
    let ran5 = pacing.admits(at: 5.01)
    #expect(ran5)
    let ran6 = pacing.admits(at: 5.02)
    #expect(!ran6)
  }
}
