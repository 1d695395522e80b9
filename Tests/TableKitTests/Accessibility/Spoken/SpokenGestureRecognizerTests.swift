import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 4: VoiceOver's gestures read from pointer events, at given times.
@Suite struct SpokenGestureRecognizerTests {
  private typealias Recognizer = SpokenGestureRecognizer

  private func down(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> InputEvent {
    .pointerDown(id: id, location: CGPoint(x: x, y: y), kind: .touch)
  }
  private func moved(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> InputEvent {
    .pointerMoved(id: id, location: CGPoint(x: x, y: y), kind: .touch)
  }
  private func up(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> InputEvent {
    .pointerUp(id: id, location: CGPoint(x: x, y: y), kind: .touch)
  }

  /// Plays `events` at their times, then waits until `end`; returns everything decided.
  private func play(_ events: [(TimeInterval, InputEvent)], until end: TimeInterval)
    -> [SpokenInput]
  {
    var recognizer = Recognizer()
    var decided: [SpokenInput] = []
    for (time, event) in events { decided += recognizer.handle(event, at: time) }
    decided += recognizer.advance(to: end)
    return decided
  }

  @Test func aLoneTapExploresWhereItLandedOnceNoSecondTapCame() {
    var recognizer = Recognizer()
    #expect(recognizer.handle(down(1, 100, 200), at: 10).isEmpty)
    #expect(recognizer.handle(up(1, 102, 201), at: 10.05).isEmpty)
    let deadline = try! #require(recognizer.nextDeadline)
    #expect(recognizer.advance(to: 10.2).isEmpty, "a second tap may still come")
    #expect(recognizer.advance(to: deadline) == [.explore(CGPoint(x: 102, y: 201))])
    #expect(recognizer.nextDeadline == nil)
  }

  @Test func aDoubleTapActivatesWithoutExploring() {
    let decided = play(
      [(10, down(1, 100, 200)), (10.05, up(1, 100, 200)),
       (10.15, down(2, 300, 50)), (10.2, up(2, 300, 50))], until: 11)
    #expect(decided == [.activate])
  }

  @Test func twoTapsFarApartInTimeExploreTwice() {
    let decided = play(
      [(10, down(1, 100, 200)), (10.05, up(1, 100, 200)),
       (11, down(2, 300, 50)), (11.05, up(2, 300, 50))], until: 12)
    #expect(decided == [.explore(CGPoint(x: 100, y: 200)), .explore(CGPoint(x: 300, y: 50))])
  }

  @Test func quickSwipesSidewaysMoveTheFocus() {
    let right = play(
      [(10, down(1, 100, 200)), (10.05, moved(1, 150, 205)), (10.1, up(1, 220, 210))], until: 11)
    #expect(right == [.next])
    let left = play([(10, down(1, 300, 200)), (10.1, up(1, 200, 190))], until: 11)
    #expect(left == [.previous])
  }

  @Test func aFingerRestingOrDraggingExploresEveryPlaceItReaches() {
    var recognizer = Recognizer()
    _ = recognizer.handle(down(1, 100, 100), at: 10)
    #expect(recognizer.nextDeadline == 10 + Recognizer.exploreDelay)
    #expect(recognizer.advance(to: 10.3) == [.explore(CGPoint(x: 100, y: 100))])
    #expect(recognizer.handle(moved(1, 100, 160), at: 10.4) == [.explore(CGPoint(x: 100, y: 160))])
    #expect(recognizer.handle(up(1, 100, 160), at: 10.5).isEmpty)
    #expect(recognizer.advance(to: 12).isEmpty, "lifting after exploring does nothing")
  }

  @Test func aSlowDragExploresRatherThanSwipes() {
    let decided = play(
      [(10, down(1, 100, 200)), (10.3, moved(1, 160, 200)), (10.6, up(1, 260, 200))], until: 11)
    #expect(decided == [.explore(CGPoint(x: 100, y: 200)), .explore(CGPoint(x: 160, y: 200))])
  }

  @Test func aTwoFingerTapTogglesSpeech() {
    let decided = play(
      [(10, down(1, 100, 200)), (10.01, down(2, 200, 200)), (10.08, up(1, 101, 200)),
       (10.09, up(2, 199, 201))], until: 11)
    #expect(decided == [.togglePause])
  }

  @Test func threeFingerSwipesPage() {
    func swipe(by dy: CGFloat) -> [SpokenInput] {
      play(
        [(10, down(1, 100, 300)), (10, down(2, 150, 300)), (10, down(3, 200, 300)),
         (10.1, up(1, 100, 300 + dy)), (10.1, up(2, 150, 300 + dy)),
         (10.12, up(3, 200, 300 + dy))], until: 11)
    }
    #expect(swipe(by: -120) == [.scrollPage(.down)], "up: the next page")
    #expect(swipe(by: 120) == [.scrollPage(.up)])
    #expect(swipe(by: 5).isEmpty)
  }

  @Test func aCancelledTouchDecidesNothing() {
    let decided = play([(10, down(1, 100, 200)), (10.05, .pointerCancelled(id: 1))], until: 11)
    #expect(decided.isEmpty)
  }
}
