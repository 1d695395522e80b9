import Foundation
import Testing

@testable import TableKit

/// The recognizer and the simulation wired together the way a scroll view would: each action of
/// the recognizer becomes an event of the simulation. Scripted touches replayed against it check
/// that the pieces fit, frame by frame.
private struct TouchScrollDriver {
  var recognizer = PointerGestureRecognizer()
  var scroll: ScrollAxisSimulation
  var taps: [CGPoint] = []

  mutating func handle(_ event: InputEvent, at time: TimeInterval) {
    let moving = scroll.state(at: time).phase.isAnimating
    for action in recognizer.handle(event, at: time, contentWasMoving: moving) {
      apply(action, at: time)
    }
  }

  mutating func frame(at time: TimeInterval) -> ScrollAxisSimulation.State {
    for action in recognizer.advance(to: time) { apply(action, at: time) }
    return scroll.step(to: time)
  }

  mutating func apply(_ action: PointerGestureRecognizer.Action, at time: TimeInterval) {
    switch action {
    case .pressed: scroll.stop(at: time)
    case .beganPan: scroll.beginDrag(at: time)
    case .panned(let translation, _): scroll.drag(pointerTranslation: translation.y, at: time)
    case .endedPan(let velocity): scroll.endDrag(pointerVelocity: velocity.y, at: time)
    case .cancelledPan, .released: scroll.endDrag(pointerVelocity: 0, at: time)
    case .tap(let location): taps.append(location)
    case .highlight, .unhighlight, .longPress: break
    }
  }
}

@Suite("Touch scrolling")
struct TouchScrollingTests {
  static let configuration = ScrollAxisSimulation.Configuration(
    offsetRange: 0...20_000, viewportLength: 800, displayScale: 2)

  /// A flick upward at 1,500 pt/s for 0.2 s, a touch that catches the coast, then a tap. The
  /// touch screen reports at 60 Hz whatever the display's rate.
  static let script: [(TimeInterval, InputEvent)] = {
    var script: [(TimeInterval, InputEvent)] = []
    let x: CGFloat = 160
    script.append((0, .pointerDown(id: 7, location: CGPoint(x: x, y: 600), kind: .touch)))
    for i in 1...12 {
      let t = Double(i) / 60
      script.append(
        (t, .pointerMoved(id: 7, location: CGPoint(x: x, y: 600 - 1500 * t), kind: .touch)))
    }
    script.append((13.0 / 60, .pointerUp(id: 7, location: CGPoint(x: x, y: 275), kind: .touch)))
    script.append((1.0, .pointerDown(id: 8, location: CGPoint(x: x, y: 400), kind: .touch)))
    script.append((1.08, .pointerUp(id: 8, location: CGPoint(x: x, y: 400), kind: .touch)))
    script.append((2.0, .pointerDown(id: 9, location: CGPoint(x: x, y: 500), kind: .touch)))
    script.append((2.05, .pointerUp(id: 9, location: CGPoint(x: x, y: 500), kind: .touch)))
    return script
  }()

  private func replay(fps: Double) -> (states: [ScrollAxisSimulation.State], taps: [CGPoint]) {
    var driver = TouchScrollDriver(
      scroll: ScrollAxisSimulation(offset: 0, configuration: Self.configuration))
    var states: [ScrollAxisSimulation.State] = []
    var next = 0
    for frame in 0...Int(3 * fps) {
      let t = Double(frame) / fps
      while next < Self.script.count, Self.script[next].0 <= t {
        driver.handle(Self.script[next].1, at: Self.script[next].0)
        next += 1
      }
      let state = driver.frame(at: t)
      if frame % Int(fps / 60) == 0 { states.append(state) }
    }
    return (states, driver.taps)
  }

  @Test func aFlickScrollsOnThenATouchCatchesItWithoutTapping() {
    let (states, taps) = replay(fps: 60)
    // The content followed the finger by its travel beyond the 10-point slop, not from where it
    // went down nor from the first sample past the slop (25 pt in): 325 pt of travel, 315 pt of
    // scrolling.
    let released = states[13]
    #expect(released.phase == .decelerating)
    #expect(released.offset == 315)
    #expect(abs(released.velocity - 1500) < 1)
    // The touch at 1 s stopped the content where it was, and was not a tap.
    let caught = states[60]
    #expect(states[61].offset == caught.offset)
    #expect(states[119].offset == caught.offset)
    #expect(states[119].phase == .idle)
    #expect(states[120].phase == .tracking)
    // The later touch on still content was a tap.
    #expect(taps == [CGPoint(x: 160, y: 500)])
  }

  @Test func theSameTouchesGiveTheSameFramesAt60And120FramesPerSecond() {
    let at60 = replay(fps: 60)
    let at120 = replay(fps: 120)
    #expect(at60.states == at120.states)
    #expect(at60.taps == at120.taps)
  }
}
