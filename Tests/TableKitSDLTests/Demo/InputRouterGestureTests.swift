import Foundation
import TableKit
import TableKitSDL
import Testing

/// A view outside any table, on a plain screen, with its own recognizers: the router gives it
/// the pointer and runs its long press on the router's clock.
@MainActor
@Suite(.serialized)
struct InputRouterGestureTests {
  private func input(_ event: InputEvent, _ x: CGFloat, _ y: CGFloat) -> WindowInput {
    WindowInput(event, at: CGPoint(x: x, y: y))
  }

  @Test func aTapOnAPlainViewRunsItsRecognizerInItsCoordinates() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = View(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
    root.addSubview(card)
    var taps: [CGPoint] = []
    card.addGestureRecognizer(TapGestureRecognizer { taps.append($0.location(in: $0.view)) })
    let router = InputRouter()
    let point = CGPoint(x: 150, y: 80)
    #expect(router.route(input(.pointerDown(id: 1, location: point, kind: .touch), 150, 80), in: root))
    #expect(router.route(input(.pointerUp(id: 1, location: point, kind: .touch), 150, 80), in: root))
    #expect(taps == [CGPoint(x: 50, y: 30)])
    let outside = CGPoint(x: 20, y: 20)
    #expect(!router.route(input(.pointerDown(id: 2, location: outside, kind: .touch), 20, 20), in: root))
  }

  @Test func aLongPressOnAPlainViewBeginsWhenTheHostAdvancesTheClock() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let card = View(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
    root.addSubview(card)
    var states: [GestureRecognizer.State] = []
    card.addGestureRecognizer(LongPressGestureRecognizer { states.append($0.state) })
    let clock = ManualClock(now: 10)
    let router = InputRouter()
    router.clock = clock
    let point = CGPoint(x: 150, y: 80)
    router.route(input(.pointerDown(id: 1, location: point, kind: .touch), 150, 80), in: root)
    #expect(router.hasCapturedPointers, "the host keeps drawing frames for the timer")
    clock.advance(by: 0.6)
    router.advanceViewGestures()
    #expect(states == [.began])
    router.route(input(.pointerUp(id: 1, location: point, kind: .touch), 150, 80), in: root)
    #expect(states == [.began, .ended])
    #expect(!router.hasCapturedPointers)
  }
}
