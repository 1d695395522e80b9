import Foundation
import Testing

@testable import TableKit

/// Where the buttons of two swipe actions (More 82, Delete 100 points; More first, so
/// outermost) sit as the row opens, and the full-swipe arithmetic they share with the Delete
/// button.
@Suite struct SwipeActionsLayoutTests {
  let layout = SwipeActionsLayout(widths: [82, 100])

  @Test func theRowOpensToTheButtonsSideBySide() {
    #expect(layout.totalWidth == 182)
    let slots = layout.slots(reveal: 182)
    #expect(slots.map(\.innerEdge) == [82, 182])
    #expect(slots.map(\.width) == [82, 182], "each reaches the row's edge under the outer ones")
  }

  @Test func shortOfTheirWidthTheButtonsComeOutFromUnderOneAnotherInProportion() {
    let slots = layout.slots(reveal: 91)
    #expect(slots.map(\.innerEdge) == [41, 91])
    #expect(slots.map(\.width) == [82, 100], "at least the natural width, past the edge")
  }

  @Test func pastTheirWidthTheButtonsSpreadInProportion() {
    let slots = layout.slots(reveal: 364)
    #expect(slots.map(\.innerEdge) == [164, 364])
    #expect(slots.map(\.width) == [164, 364])
  }

  @Test func aFullSwipeStretchesTheFirstActionAcrossTheReveal() {
    let full = layout.slots(reveal: 320, expansion: 1)
    #expect(full.map(\.innerEdge) == [320, 320])
    let half = layout.slots(reveal: 320, expansion: 0.5)
    // Spread: 320 × 82 / 182 = 144.18; halfway to 320.
    #expect(abs(half[0].innerEdge - (320 * 82 / 182 + 320) / 2) < 1e-9)
    #expect(half[1].innerEdge == 320)
  }

  @Test func aPointFindsTheButtonOnTopOfIt() {
    #expect(layout.button(atDistance: 0, reveal: 182) == 0)
    #expect(layout.button(atDistance: 81.9, reveal: 182) == 0)
    #expect(layout.button(atDistance: 82, reveal: 182) == 1)
    #expect(layout.button(atDistance: 181.9, reveal: 182) == 1)
    #expect(layout.button(atDistance: 182, reveal: 182) == nil, "the content")
    #expect(layout.button(atDistance: -1, reveal: 182) == nil)
    #expect(layout.button(atDistance: 300, reveal: 320, expansion: 1) == 0)
  }

  @Test func oneActionLaysOutAsTheDeleteButton() {
    let one = SwipeActionsLayout(widths: [82])
    for reveal: CGFloat in [10, 82, 150] {
      let slot = one.slots(reveal: reveal)[0]
      #expect(slot.innerEdge == reveal)
      #expect(slot.width == max(reveal, 82))
    }
  }

  @Test func noActionsAndNegativeInputsLayOutNothing() {
    #expect(SwipeActionsLayout(widths: []).slots(reveal: 100).isEmpty)
    #expect(SwipeActionsLayout(widths: []).button(atDistance: 10, reveal: 100) == nil)
    let slots = layout.slots(reveal: -20, expansion: 7)
    #expect(slots.map(\.innerEdge) == [0, 0])
    #expect(SwipeActionsLayout(widths: [-5]).totalWidth == 0)
  }

  @Test func aSwipeWithoutFullSwipesOnlyGoesOnResisting() {
    let swipe = DeleteSwipe(buttonWidth: 182, rowWidth: 320, allowsFullSwipe: false)
    #expect(!swipe.isFullSwipe(travel: 400))
    #expect(swipe.reveal(travel: 400) < 320)
    #expect(swipe.outcome(travel: 400, velocity: 0) == .open)
    let full = DeleteSwipe(buttonWidth: 182, rowWidth: 320)
    #expect(full.outcome(travel: 400, velocity: 0) == .commit)
  }
}
