import Foundation
import Testing

@testable import TableKit

@Suite("Pointer gestures")
struct PointerGestureRecognizerTests {
  typealias Action = PointerGestureRecognizer.Action

  let start = CGPoint(x: 100, y: 300)

  func at(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: start.x + dx, y: start.y + dy) }

  /// Feeds a script of (time, event) and steps time every frame in between, collecting actions.
  func replay(
    _ script: [(TimeInterval, InputEvent)], until end: TimeInterval, fps: Double = 60,
    configuration: PointerGestureRecognizer.Configuration = .init(), contentWasMoving: Bool = false
  ) -> [Action] {
    var recognizer = PointerGestureRecognizer(configuration: configuration)
    var actions: [Action] = []
    var next = 0
    for frame in 0...Int(end * fps) {
      let t = Double(frame) / fps
      while next < script.count, script[next].0 <= t {
        let (time, event) = script[next]
        actions += recognizer.handle(event, at: time, contentWasMoving: contentWasMoving)
        next += 1
      }
      actions += recognizer.advance(to: t)
    }
    return actions
  }

  // MARK: - Taps and highlights

  @Test func aQuickTapHighlightsAndTaps() {
    let actions = replay(
      [
        (0, .pointerDown(id: 1, location: start, kind: .touch)),
        (0.05, .pointerUp(id: 1, location: at(2, 1), kind: .touch)),
      ], until: 1)
    #expect(actions == [.pressed(start), .highlight(start), .unhighlight, .tap(start), .released])
  }

  @Test func aRestingFingerHighlightsAfterATenthOfASecond() {
    var recognizer = PointerGestureRecognizer()
    #expect(
      recognizer.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 1) == [
        .pressed(start)
      ])
    #expect(recognizer.nextDeadline == 1.1)
    #expect(recognizer.advance(to: 1.09).isEmpty)
    #expect(recognizer.advance(to: 1.1) == [.highlight(start)])
    #expect(recognizer.advance(to: 1.2).isEmpty)
    let up = recognizer.handle(.pointerUp(id: 1, location: start, kind: .touch), at: 1.3)
    #expect(up == [.unhighlight, .tap(start), .released])
    #expect(!recognizer.isTracking)
  }

  @Test func aMouseHighlightsAtOnce() {
    var recognizer = PointerGestureRecognizer()
    let down = recognizer.handle(.pointerDown(id: 0, location: start, kind: .mouse), at: 0)
    #expect(down == [.pressed(start), .highlight(start)])
  }

  @Test func aFastPanNeverFlashesAHighlight() {
    let actions = replay(
      [
        (0, .pointerDown(id: 1, location: start, kind: .touch)),
        (1.0 / 60, .pointerMoved(id: 1, location: at(0, -6), kind: .touch)),
        (2.0 / 60, .pointerMoved(id: 1, location: at(0, -14), kind: .touch)),
        (3.0 / 60, .pointerMoved(id: 1, location: at(0, -30), kind: .touch)),
        (4.0 / 60, .pointerUp(id: 1, location: at(0, -46), kind: .touch)),
      ], until: 1)
    #expect(!actions.contains(.highlight(start)))
    #expect(!actions.contains(.tap(start)))
    #expect(actions.first == .pressed(start))
    #expect(actions.last == .released)
  }

  @Test func aSlowPanUnhighlightsBeforeItBegins() {
    let actions = replay(
      [
        (0, .pointerDown(id: 1, location: start, kind: .touch)),
        (0.2, .pointerMoved(id: 1, location: at(0, 12), kind: .touch)),
        (0.3, .pointerUp(id: 1, location: at(0, 12), kind: .touch)),
      ], until: 1)
    #expect(
      actions.prefix(5) == [
        .pressed(start), .highlight(start), .unhighlight,
        .beganPan(downLocation: start, location: at(0, 10)),
        .panned(translation: CGPoint(x: 0, y: 2), delta: CGPoint(x: 0, y: 2)),
      ])
    #expect(!actions.contains(.tap(start)))
  }

  // MARK: - Pans

  @Test func thePanStartsAtTheSlopPointSoTheContentDoesNotJump() {
    var recognizer = PointerGestureRecognizer()
    _ = recognizer.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 0)
    #expect(
      recognizer.handle(.pointerMoved(id: 1, location: at(0, 9), kind: .touch), at: 0.01).isEmpty)
    let began = recognizer.handle(.pointerMoved(id: 1, location: at(0, 11), kind: .touch), at: 0.02)
    // The pan begins on the slop's edge; the content follows by the one point beyond it.
    #expect(
      began == [
        .beganPan(downLocation: start, location: at(0, 10)),
        .panned(translation: CGPoint(x: 0, y: 1), delta: CGPoint(x: 0, y: 1)),
      ])
    #expect(recognizer.isPanning)
    let moved = recognizer.handle(.pointerMoved(id: 1, location: at(1, 31), kind: .touch), at: 0.03)
    #expect(moved == [.panned(translation: CGPoint(x: 1, y: 21), delta: CGPoint(x: 1, y: 20))])
  }

  @Test func aFastFirstMoveIsFollowedByTheDistanceBeyondTheSlop() {
    // A finger at 60 Hz moves 50 points in its first frame: the pan follows by 40 at once.
    var recognizer = PointerGestureRecognizer()
    _ = recognizer.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 0)
    let began = recognizer.handle(
      .pointerMoved(id: 1, location: at(0, -50), kind: .touch), at: 1.0 / 60)
    #expect(
      began == [
        .beganPan(downLocation: start, location: at(0, -10)),
        .panned(translation: CGPoint(x: 0, y: -40), delta: CGPoint(x: 0, y: -40)),
      ])
    // Diagonally, the slop's edge lies on the way from the down to the pointer: 3-4-5.
    var diagonal = PointerGestureRecognizer()
    _ = diagonal.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 0)
    let actions = diagonal.handle(
      .pointerMoved(id: 1, location: at(30, 40), kind: .touch), at: 1.0 / 60)
    #expect(actions.first == .beganPan(downLocation: start, location: at(6, 8)))
    guard case .panned(let translation, _) = actions.last else {
      Issue.record("no pan in \(actions)")
      return
    }
    #expect(abs(translation.x - 24) < 1e-9 && abs(translation.y - 32) < 1e-9)
    let next = diagonal.handle(
      .pointerMoved(id: 1, location: at(30, 60), kind: .touch), at: 2.0 / 60)
    guard case .panned(let later, _) = next.first else {
      Issue.record("no pan in \(next)")
      return
    }
    #expect(abs(later.x - 24) < 1e-9 && abs(later.y - 52) < 1e-9)
  }

  @Test func aFlingEndsThePanWithTheFingersVelocity() throws {
    var recognizer = PointerGestureRecognizer()
    var actions = recognizer.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 0)
    for frame in 1...12 {
      let t = Double(frame) / 120
      actions += recognizer.handle(
        .pointerMoved(id: 1, location: at(0, -CGFloat(2400 * t)), kind: .touch), at: t)
    }
    actions += recognizer.handle(
      .pointerUp(id: 1, location: at(0, -CGFloat(2400 * 13.0 / 120)), kind: .touch), at: 13.0 / 120)
    #expect(actions.suffix(1) == [.released])
    guard case .endedPan(let velocity) = actions[actions.count - 2] else {
      Issue.record("no end of pan in \(actions)")
      return
    }
    #expect(abs(velocity.y + 2400) < 1e-6)
    #expect(abs(velocity.x) < 1e-9)
  }

  @Test func aMouseDragCancelsTheClickButDoesNotPan() {
    let actions = replay(
      [
        (0, .pointerDown(id: 0, location: start, kind: .mouse)),
        (0.1, .pointerMoved(id: 0, location: at(40, 0), kind: .mouse)),
        (0.2, .pointerUp(id: 0, location: at(40, 0), kind: .mouse)),
      ], until: 1)
    #expect(actions == [.pressed(start), .highlight(start), .unhighlight, .released])
  }

  @Test func aMouseDragPansWhereTheHostAllowsIt() {
    let actions = replay(
      [
        (0, .pointerDown(id: 0, location: start, kind: .mouse)),
        (0.1, .pointerMoved(id: 0, location: at(0, 40), kind: .mouse)),
      ], until: 0.5, configuration: .init(allowsMousePanning: true))
    #expect(
      actions.suffix(2) == [
        .beganPan(downLocation: start, location: at(0, 10)),
        .panned(translation: CGPoint(x: 0, y: 30), delta: CGPoint(x: 0, y: 30)),
      ])
  }

  @Test func mouseHoverIsIgnored() {
    var recognizer = PointerGestureRecognizer()
    #expect(recognizer.handle(.pointerMoved(id: 0, location: start, kind: .mouse), at: 0).isEmpty)
    #expect(!recognizer.isTracking)
  }

  // MARK: - Long press

  @Test func holdingStillForHalfASecondLongPressesAndDoesNotTap() {
    let actions = replay(
      [
        (0, .pointerDown(id: 1, location: start, kind: .touch)),
        (0.3, .pointerMoved(id: 1, location: at(3, 3), kind: .touch)),
        (0.8, .pointerUp(id: 1, location: at(3, 3), kind: .touch)),
      ], until: 1)
    #expect(
      actions == [.pressed(start), .highlight(start), .longPress(start), .unhighlight, .released])
  }

  @Test func aLongPressDoesNotTurnIntoAPan() {
    let actions = replay(
      [
        (0, .pointerDown(id: 1, location: start, kind: .touch)),
        (0.6, .pointerMoved(id: 1, location: at(0, 50), kind: .touch)),
        (0.7, .pointerUp(id: 1, location: at(0, 50), kind: .touch)),
      ], until: 1)
    #expect(
      actions == [.pressed(start), .highlight(start), .longPress(start), .unhighlight, .released])
  }

  @Test func withoutLongPressesALongHoldStillTaps() {
    let actions = replay(
      [
        (0, .pointerDown(id: 1, location: start, kind: .touch)),
        (2, .pointerUp(id: 1, location: start, kind: .touch)),
      ], until: 3, configuration: .init(longPressDuration: nil))
    #expect(actions == [.pressed(start), .highlight(start), .unhighlight, .tap(start), .released])
  }

  @Test func timersFireTheSameWhetherTheTableStepsOrNot() {
    let script: [(TimeInterval, InputEvent)] = [
      (0, .pointerDown(id: 1, location: start, kind: .touch)),
      (0.7, .pointerUp(id: 1, location: start, kind: .touch)),
    ]
    var unstepped = PointerGestureRecognizer()
    let once = script.flatMap { unstepped.handle($0.1, at: $0.0) }
    #expect(once == replay(script, until: 1, fps: 60))
    #expect(once == replay(script, until: 1, fps: 120))
  }

  // MARK: - Moving content, fingers and cancels

  @Test func aTouchThatStopsMovingContentIsNotATap() {
    let actions = replay(
      [
        (0, .pointerDown(id: 1, location: start, kind: .touch)),
        (0.6, .pointerUp(id: 1, location: start, kind: .touch)),
      ], until: 1, contentWasMoving: true)
    #expect(actions == [.pressed(start), .released])
  }

  @Test func aTouchThatStopsMovingContentCanStillPan() {
    let actions = replay(
      [
        (0, .pointerDown(id: 1, location: start, kind: .touch)),
        (0.05, .pointerMoved(id: 1, location: at(0, 20), kind: .touch)),
      ], until: 0.1, contentWasMoving: true)
    #expect(
      actions == [
        .pressed(start), .beganPan(downLocation: start, location: at(0, 10)),
        .panned(translation: CGPoint(x: 0, y: 10), delta: CGPoint(x: 0, y: 10)),
      ])
  }

  @Test func aSecondFingerIsIgnored() {
    var recognizer = PointerGestureRecognizer()
    _ = recognizer.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 0)
    #expect(
      recognizer.handle(.pointerDown(id: 2, location: at(50, 0), kind: .touch), at: 0.01).isEmpty)
    #expect(
      recognizer.handle(.pointerMoved(id: 2, location: at(50, 90), kind: .touch), at: 0.02).isEmpty)
    #expect(
      recognizer.handle(.pointerUp(id: 2, location: at(50, 90), kind: .touch), at: 0.03).isEmpty)
    #expect(recognizer.isTracking)
    let up = recognizer.handle(.pointerUp(id: 1, location: start, kind: .touch), at: 0.04)
    #expect(up == [.highlight(start), .unhighlight, .tap(start), .released])
  }

  @Test func aSecondFingerStillDownAfterTheFirstLiftsStaysIgnored() {
    var recognizer = PointerGestureRecognizer()
    _ = recognizer.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 0)
    _ = recognizer.handle(.pointerDown(id: 2, location: at(50, 0), kind: .touch), at: 0.01)
    _ = recognizer.handle(.pointerUp(id: 1, location: start, kind: .touch), at: 0.02)
    #expect(
      recognizer.handle(.pointerMoved(id: 2, location: at(50, 90), kind: .touch), at: 0.03).isEmpty)
    #expect(
      recognizer.handle(.pointerUp(id: 2, location: at(50, 90), kind: .touch), at: 0.04).isEmpty)
  }

  @Test func aCancelEndsThePanAndTheHighlightCleanly() {
    var recognizer = PointerGestureRecognizer()
    _ = recognizer.handle(.pointerDown(id: 1, location: start, kind: .touch), at: 0)
    _ = recognizer.handle(.pointerMoved(id: 1, location: at(0, 30), kind: .touch), at: 0.05)
    #expect(recognizer.handle(.pointerCancelled(id: 1), at: 0.1) == [.cancelledPan, .released])
    #expect(!recognizer.isTracking)

    _ = recognizer.handle(.pointerDown(id: 3, location: start, kind: .touch), at: 1)
    _ = recognizer.advance(to: 1.2)
    #expect(recognizer.handle(.pointerCancelled(id: 3), at: 1.3) == [.unhighlight, .released])
    #expect(recognizer.advance(to: 3).isEmpty)
  }

  @Test func wheelsAndKeysAreNotTheRecognizers() {
    var recognizer = PointerGestureRecognizer()
    #expect(recognizer.handle(.wheel(dx: 0, dy: 1, isPrecise: false), at: 0).isEmpty)
    #expect(recognizer.handle(.key(.down, modifiers: [.shift]), at: 0).isEmpty)
  }
}
