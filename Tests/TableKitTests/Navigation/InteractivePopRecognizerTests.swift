import Foundation
import Testing

@testable import TableKit

/// What a pointer that went down in the edge strip turns out to be.
@MainActor
@Suite struct InteractivePopRecognizerTests {
  private let down = InputEvent.pointerDown(id: 7, location: CGPoint(x: 5, y: 100), kind: .touch)

  private func began(rightToLeft: Bool = false) -> InteractivePopRecognizer {
    var recognizer = InteractivePopRecognizer()
    recognizer.begin(
      id: 7, location: CGPoint(x: rightToLeft ? 315 : 5, y: 100), kind: .touch, at: 0)
    return recognizer
  }

  private func moved(_ x: CGFloat, _ y: CGFloat = 100) -> InputEvent {
    .pointerMoved(id: 7, location: CGPoint(x: x, y: y), kind: .touch)
  }

  @Test func aSidewaysMoveTowardsTheTrailingEdgeDrags() {
    var recognizer = began()
    #expect(recognizer.handle(moved(10), at: 0.01, isRightToLeft: false).isEmpty, "in the slop")
    // 15 points sideways: the drag begins on the slop's edge and follows by the 5 beyond it.
    #expect(
      recognizer.handle(moved(20), at: 0.02, isRightToLeft: false)
        == [.began, .changed(translation: 5)])
    #expect(recognizer.isDragging)
    #expect(
      recognizer.handle(moved(50, 104), at: 0.03, isRightToLeft: false)
        == [.changed(translation: 35)])
    let end = recognizer.handle(
      .pointerUp(id: 7, location: CGPoint(x: 80, y: 104), kind: .touch), at: 0.04,
      isRightToLeft: false)
    guard case .ended(let translation, let velocity) = end.first else {
      Issue.record("expected an end, got \(end)")
      return
    }
    #expect(translation == 65 && velocity > 1000)
    #expect(recognizer.pointerID == nil)
  }

  @Test func aVerticalMoveGoesToTheViewUnderIt() {
    var recognizer = began()
    let move = moved(8, 130)
    #expect(
      recognizer.handle(move, at: 0.02, isRightToLeft: false) == [
        .forwardDown(down), .forward(move),
      ])
    let next = moved(9, 160)
    #expect(recognizer.handle(next, at: 0.03, isRightToLeft: false) == [.forward(next)])
    let up = InputEvent.pointerUp(id: 7, location: CGPoint(x: 9, y: 160), kind: .touch)
    #expect(recognizer.handle(up, at: 0.04, isRightToLeft: false) == [.forward(up)])
    #expect(recognizer.pointerID == nil)
  }

  @Test func aMoveTowardsTheLeadingEdgeGoesToTheViewUnderIt() {
    var recognizer = began()
    #expect(
      recognizer.handle(moved(-20), at: 0.02, isRightToLeft: false).first == .forwardDown(down))
  }

  @Test func aTapIsReplayedWhole() {
    var recognizer = began()
    let up = InputEvent.pointerUp(id: 7, location: CGPoint(x: 6, y: 101), kind: .touch)
    #expect(
      recognizer.handle(up, at: 0.05, isRightToLeft: false) == [.forwardDown(down), .forward(up)])
  }

  @Test func aRestingPointerGoesToTheViewUnderItAfterTheDelay() {
    var recognizer = began()
    #expect(recognizer.nextDeadline == Metrics.interactivePopDecisionDelay)
    #expect(recognizer.advance(to: 0.1).isEmpty)
    #expect(recognizer.advance(to: 0.2) == [.forwardDown(down)])
    #expect(recognizer.nextDeadline == nil)
    // A later sideways move no longer drags.
    #expect(recognizer.handle(moved(60), at: 0.3, isRightToLeft: false) == [.forward(moved(60))])
  }

  @Test func aCancelWhileUndecidedReachesNobodyAndDuringADragCancelsIt() {
    var undecided = began()
    #expect(undecided.handle(.pointerCancelled(id: 7), at: 0.01, isRightToLeft: false).isEmpty)
    #expect(undecided.pointerID == nil)
    var dragging = began()
    _ = dragging.handle(moved(40), at: 0.02, isRightToLeft: false)
    #expect(
      dragging.handle(.pointerCancelled(id: 7), at: 0.03, isRightToLeft: false) == [.cancelled])
  }

  @Test func otherPointersAreNotItsBusiness() {
    var recognizer = began()
    let other = InputEvent.pointerMoved(id: 8, location: CGPoint(x: 100, y: 100), kind: .touch)
    #expect(recognizer.handle(other, at: 0.01, isRightToLeft: false).isEmpty)
    #expect(recognizer.pointerID == 7)
  }

  @Test func rightToLeftTheTrailingEdgeIsOnTheLeft() {
    var recognizer = began(rightToLeft: true)
    #expect(
      recognizer.handle(moved(300), at: 0.02, isRightToLeft: true)
        == [.began, .changed(translation: 5)])
    #expect(
      recognizer.handle(moved(250), at: 0.03, isRightToLeft: true) == [.changed(translation: 55)])
  }
}
