import Foundation
import Testing

@testable import TableKit

/// The arithmetic of a swipe to delete on a 320-point row with an 82-point button.
@Suite struct DeleteSwipeTests {
  let swipe = DeleteSwipe(buttonWidth: 82, rowWidth: 320)

  @Test func aClosedRowWaitsForTwentyFivePointsThenFollowsTheFinger() {
    #expect(swipe.reveal(travel: 0) == 0)
    #expect(swipe.reveal(travel: 25) == 0)
    #expect(swipe.reveal(travel: 26) == 1)
    #expect(swipe.reveal(travel: 25 + 82) == 82)
    #expect(swipe.reveal(travel: -40) == 0, "swiping the other way leaves it closed")
  }

  @Test func pastTheButtonTheRowFollowsByTheExcessToThePowerPointSeven() {
    let reveal = swipe.reveal(travel: 25 + 82 + 100)
    #expect(abs(reveal - (82 + 25.1189)) < 0.001, "\(reveal)")
    #expect(abs(swipe.resisted(82 + 1) - 83) < 1e-9, "an excess of 1 is 1")
  }

  @Test func anOpenRowFollowsFromWhereItIsWithoutWaiting() {
    let open = DeleteSwipe(buttonWidth: 82, rowWidth: 320, startReveal: 82)
    #expect(open.reveal(travel: 0) == 82)
    #expect(open.reveal(travel: -30) == 52)
    #expect(open.reveal(travel: -100) == 0)
  }

  @Test func aSwipeAcrossTheRowMinusTwentyNinePointsIsFull() {
    #expect(!swipe.isFullSwipe(travel: 290))
    #expect(swipe.isFullSwipe(travel: 291))
    #expect(swipe.reveal(travel: 291) == 320, "the button stretches across the row")
    let open = DeleteSwipe(buttonWidth: 82, rowWidth: 320, startReveal: 82)
    #expect(open.isFullSwipe(travel: 209), "an open row counts what it had")
  }

  @Test func aSlowReleaseOpensPastHalfTheButtonAndClosesShortOfIt() {
    #expect(swipe.outcome(travel: 25 + 42, velocity: 0) == .open)
    #expect(swipe.outcome(travel: 25 + 41, velocity: 0) == .close)
    #expect(swipe.outcome(travel: 25 + 60, velocity: 49) == .open)
    #expect(swipe.outcome(travel: 25 + 20, velocity: -49) == .close)
  }

  @Test func aFastReleaseFollowsTheFlick() {
    #expect(swipe.outcome(travel: 30, velocity: 50) == .open)
    #expect(swipe.outcome(travel: 25 + 80, velocity: -50) == .close)
  }

  @Test func aFullSwipeCommitsWhateverTheVelocity() {
    #expect(swipe.outcome(travel: 300, velocity: -2000) == .commit)
    #expect(swipe.outcome(travel: 291, velocity: 0) == .commit)
  }
}
