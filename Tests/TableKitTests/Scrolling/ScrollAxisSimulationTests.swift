import Foundation
import Testing

@testable import TableKit

@Suite("Scroll axis simulation")
struct ScrollAxisSimulationTests {
  /// A 960-point viewport on 5,960 points of content: offsets 0...5000.
  static let configuration = ScrollAxisSimulation.Configuration(
    offsetRange: ScrollAxisSimulation.Configuration.offsetRange(
      contentLength: 5960, viewportLength: 960),
    viewportLength: 960, displayScale: 2)

  func simulation(at offset: CGFloat = 1000) -> ScrollAxisSimulation {
    ScrollAxisSimulation(offset: offset, configuration: Self.configuration)
  }

  /// Samples the state every frame from `start` to `end`.
  func frames(
    of simulation: inout ScrollAxisSimulation, from start: Double, to end: Double, fps: Double = 60
  ) -> [ScrollAxisSimulation.State] {
    let count = Int(((end - start) * fps).rounded())
    return (0...count).map { simulation.step(to: start + Double($0) / fps) }
  }

  // MARK: - Flings

  @Test func aFlingComesToRestAtTheProjection() {
    var scroll = simulation()
    scroll.stop(at: 0)
    scroll.beginDrag(at: 0)
    scroll.drag(pointerTranslation: -30, at: 0.05)
    scroll.endDrag(pointerVelocity: -3000, at: 0.05)
    let start = scroll.state(at: 0.05)
    #expect(start.offset == 1030)
    #expect(start.velocity == 3000)
    #expect(start.phase == .decelerating)
    #expect(start.phase.isDecelerating)
    let rest = scroll.step(to: 20)
    #expect(rest.phase == .idle)
    #expect(abs((rest.offset - 1030) - 1497) / 1497 < 0.01)
  }

  @Test func theOffsetNeverMovesBackwardsWhileCoasting() {
    var scroll = simulation()
    scroll.beginDrag(at: 0)
    scroll.endDrag(pointerVelocity: 2000, at: 0)
    let offsets = frames(of: &scroll, from: 0, to: 6).map(\.offset)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(abs((1000 - offsets.last!) - 998) / 998 < 0.01)
  }

  @Test func aFlingIntoTheEndBouncesAndSettlesAtTheEdge() {
    var scroll = simulation(at: 4500)
    scroll.beginDrag(at: 0)
    scroll.endDrag(pointerVelocity: -4000, at: 0)
    let states = frames(of: &scroll, from: 0, to: 4)
    let peak = states.map(\.offset).max()!
    #expect(peak > 5000 + 20)
    #expect(states.contains { $0.phase == .bouncing })
    // After the peak the content only comes back, and never below the edge: no oscillation.
    let afterPeak = states.drop { $0.offset < peak }.map(\.offset)
    #expect(zip(afterPeak, afterPeak.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(afterPeak.allSatisfy { $0 >= 5000 })
    #expect(states.last == .init(offset: 5000, velocity: 0, phase: .idle))
  }

  @Test func aHarderFlingBouncesFarther() {
    func peak(_ velocity: CGFloat) -> CGFloat {
      var scroll = simulation(at: 4800)
      scroll.beginDrag(at: 0)
      scroll.endDrag(pointerVelocity: velocity, at: 0)
      return frames(of: &scroll, from: 0, to: 2, fps: 240).map(\.offset).max()! - 5000
    }
    #expect(peak(-1500) > 0)
    #expect(peak(-3000) > peak(-1500))
    #expect(peak(-6000) > peak(-3000))
  }

  @Test func withoutBouncingAFlingStopsAtTheEdge() {
    var configuration = Self.configuration
    configuration.bounces = false
    var scroll = ScrollAxisSimulation(offset: 200, configuration: configuration)
    scroll.beginDrag(at: 0)
    scroll.endDrag(pointerVelocity: 3000, at: 0)
    let states = frames(of: &scroll, from: 0, to: 3)
    #expect(states.allSatisfy { $0.offset >= 0 })
    #expect(states.last == .init(offset: 0, velocity: 0, phase: .idle))
  }

  // MARK: - Dragging and the rubber band

  @Test func theContentFollowsTheFingerOneToOneWithinTheRange() {
    var scroll = simulation()
    scroll.stop(at: 0)
    #expect(scroll.state(at: 0).phase == .tracking)
    scroll.beginDrag(at: 0.1)
    scroll.drag(pointerTranslation: 40, at: 0.12)
    #expect(scroll.state(at: 0.12) == .init(offset: 960, velocity: 0, phase: .dragging))
    scroll.drag(pointerTranslation: -25, at: 0.14)
    #expect(scroll.offset(at: 0.14) == 1025)
  }

  @Test func pastTheTopTheContentFollowsTheRubberBand() {
    var scroll = simulation(at: 0)
    scroll.beginDrag(at: 0)
    scroll.drag(pointerTranslation: 100, at: 0.1)
    #expect(abs(scroll.offset(at: 0.1) + 52.0) < 0.05)
  }

  @Test func theContentNeverJumpsWhenTheFingerCrossesAnEdge() {
    var scroll = simulation(at: 4990)
    scroll.beginDrag(at: 0)
    var previous = scroll.offset(at: 0)
    for step in 1...60 {
      scroll.drag(pointerTranslation: -CGFloat(step), at: Double(step) / 120)
      let offset = scroll.offset(at: Double(step) / 120)
      #expect(offset - previous > 0 && offset - previous <= 1.0001, "at step \(step)")
      previous = offset
    }
  }

  @Test func aDragThatStartsPastTheEdgeTakesHoldWithoutAJump() {
    var scroll = simulation(at: 0)
    scroll.beginDrag(at: 0)
    scroll.drag(pointerTranslation: 200, at: 0.1)
    scroll.endDrag(pointerVelocity: 0, at: 0.1)
    let caught = scroll.state(at: 0.2)
    #expect(caught.phase == .bouncing)
    let stoppedMotion = scroll.stop(at: 0.2)
    #expect(stoppedMotion)
    scroll.beginDrag(at: 0.2)
    #expect(abs(scroll.offset(at: 0.2) - caught.offset) < 1e-9)
    scroll.drag(pointerTranslation: 0.5, at: 0.25)
    #expect(abs(scroll.offset(at: 0.25) - caught.offset) < 0.5)
  }

  @Test func aReleasePastTheEdgeSpringsBackWithoutOscillating() {
    var scroll = simulation(at: 0)
    scroll.beginDrag(at: 0)
    scroll.drag(pointerTranslation: 300, at: 0.2)
    scroll.endDrag(pointerVelocity: 0, at: 0.2)
    let states = frames(of: &scroll, from: 0.2, to: 2.2)
    let offsets = states.map(\.offset)
    #expect(offsets.first! < -100)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(offsets.allSatisfy { $0 <= 0 })
    #expect(states.last == .init(offset: 0, velocity: 0, phase: .idle))
    let settled = states.firstIndex { $0.phase == .idle }!
    #expect(Double(settled) / 60 < 1.2)
  }

  @Test func aHardFlickBackFromPastTheEdgeCarriesOnIntoTheContent() {
    var scroll = simulation(at: 0)
    scroll.beginDrag(at: 0)
    scroll.drag(pointerTranslation: 100, at: 0.2)
    scroll.endDrag(pointerVelocity: -3000, at: 0.2)
    let states = frames(of: &scroll, from: 0.2, to: 6)
    #expect(states.contains { $0.phase == .decelerating })
    #expect(states.last!.offset > 200)
    #expect(states.last!.phase == .idle)
  }

  @Test func withoutBouncingTheDragStopsAtTheEdgeAndTurnsBackAtOnce() {
    var configuration = Self.configuration
    configuration.bounces = false
    var scroll = ScrollAxisSimulation(offset: 10, configuration: configuration)
    scroll.beginDrag(at: 0)
    scroll.drag(pointerTranslation: 50, at: 0.1)
    #expect(scroll.offset(at: 0.1) == 0)
    scroll.drag(pointerTranslation: 45, at: 0.2)
    #expect(scroll.offset(at: 0.2) == 5)
  }

  // MARK: - Touch down

  @Test func aTouchDuringAFlingStopsTheContentWhereItIs() {
    var scroll = simulation()
    scroll.beginDrag(at: 0)
    scroll.endDrag(pointerVelocity: -2000, at: 0)
    let presented = scroll.state(at: 0.3)
    let stoppedMotion = scroll.stop(at: 0.3)
    #expect(stoppedMotion)
    #expect(scroll.state(at: 0.3) == .init(offset: presented.offset, velocity: 0, phase: .tracking))
    #expect(scroll.state(at: 5).offset == presented.offset)
    scroll.endDrag(pointerVelocity: 0, at: 0.4)
    #expect(scroll.state(at: 0.4) == .init(offset: presented.offset, velocity: 0, phase: .idle))
  }

  @Test func aTouchOnStillContentStopsNothing() {
    var scroll = simulation()
    let stoppedMotion = scroll.stop(at: 1)
    #expect(!stoppedMotion)
  }

  // MARK: - Determinism

  @Test func steppingAt60Or120FramesPerSecondGivesTheSameStates() {
    func run(fps: Double) -> [ScrollAxisSimulation.State] {
      var scroll = simulation(at: 4000)
      var states: [ScrollAxisSimulation.State] = []
      let events: [(Double, (inout ScrollAxisSimulation, Double) -> Void)] = [
        (0.0, { s, t in s.stop(at: t) }),
        (0.05, { s, t in s.beginDrag(at: t) }),
        (0.1, { s, t in s.drag(pointerTranslation: -80, at: t) }),
        (0.15, { s, t in s.endDrag(pointerVelocity: -5000, at: t) }),
        (1.0, { s, t in s.stop(at: t) }),
        (1.05, { s, t in s.beginDrag(at: t) }),
        (1.1, { s, t in s.drag(pointerTranslation: 60, at: t) }),
        (1.2, { s, t in s.endDrag(pointerVelocity: 2500, at: t) }),
        (3.0, { s, t in s.animate(to: 2000, at: t) }),
        (3.1, { s, t in s.scroll(wheelTicks: -2, at: t) }),
      ]
      var next = 0
      let frameCount = Int(6 * fps)
      for frame in 0...frameCount {
        let t = Double(frame) / fps
        while next < events.count, events[next].0 <= t {
          events[next].1(&scroll, events[next].0)
          next += 1
        }
        let state = scroll.step(to: t)
        if frame % Int(fps / 60) == 0 { states.append(state) }
      }
      return states
    }
    let at60 = run(fps: 60)
    let at120 = run(fps: 120)
    #expect(at60.count == at120.count)
    #expect(at60 == at120)
    #expect(
      Set(at60.map(\.phase)).isSuperset(of: [.dragging, .decelerating, .bouncing, .animating]))
  }

  @Test func askingTheStateChangesNothing() {
    var scroll = simulation()
    scroll.beginDrag(at: 0)
    scroll.endDrag(pointerVelocity: -2000, at: 0)
    let untouched = scroll
    _ = scroll.state(at: 0.5)
    #expect(scroll == untouched)
    let stepped = scroll.step(to: 0.5)
    #expect(stepped == untouched.state(at: 0.5))
    #expect(scroll.state(at: 1.7) == untouched.state(at: 1.7))
  }

  // MARK: - Programmatic scrolling

  @Test func anAnimatedScrollTakesPointThreeSecondsEaseInOut() {
    var scroll = simulation()
    scroll.animate(to: 2000, at: 1)
    #expect(scroll.state(at: 1).phase == .animating)
    #expect(abs(scroll.offset(at: 1.15) - 1500) < 1e-6)
    let quarter = 1000 + 1000 * CGFloat(TimingCurve.easeInOut.value(at: 0.25))
    #expect(abs(scroll.offset(at: 1.075) - quarter) < 1e-6)
    #expect(scroll.state(at: 1.3) == .init(offset: 2000, velocity: 0, phase: .idle))
  }

  @Test func retargetingAnAnimatedScrollDoesNotJump() {
    var scroll = simulation()
    scroll.animate(to: 2000, at: 0)
    let before = scroll.state(at: 0.1)
    scroll.animate(to: 500, at: 0.1)
    let after = scroll.state(at: 0.1)
    #expect(abs(after.offset - before.offset) < 1e-9)
    #expect(abs(after.velocity - before.velocity) < 1e-6)
    #expect(scroll.state(at: 0.4).offset == 500)
  }

  @Test func settingTheOffsetStopsAnyMotion() {
    var scroll = simulation()
    scroll.beginDrag(at: 0)
    scroll.endDrag(pointerVelocity: -2000, at: 0)
    scroll.setOffset(300, at: 0.2)
    #expect(scroll.state(at: 0.5) == .init(offset: 300, velocity: 0, phase: .idle))
  }

  @Test func contentThatShrinksUnderACoastBouncesAtTheNewEnd() {
    var scroll = simulation(at: 3000)
    scroll.beginDrag(at: 0)
    scroll.endDrag(pointerVelocity: -1500, at: 0)
    var shorter = Self.configuration
    shorter.offsetRange = 0...3200
    scroll.updateConfiguration(shorter, at: 0.1)
    let states = frames(of: &scroll, from: 0.1, to: 4)
    #expect(states.contains { $0.phase == .bouncing })
    #expect(states.last == .init(offset: 3200, velocity: 0, phase: .idle))
  }

  // MARK: - Mouse wheel and trackpad

  @Test func aWheelNotchGlidesAFixedDistance() {
    var scroll = simulation()
    scroll.scroll(wheelTicks: -1, at: 0)
    #expect(scroll.state(at: 0).phase == .animating)
    #expect(scroll.offset(at: 0.09) > 1060)
    #expect(scroll.state(at: 0.18) == .init(offset: 1120, velocity: 0, phase: .idle))
  }

  @Test func quickNotchesAddUpWithoutStutter() {
    var scroll = simulation()
    scroll.scroll(wheelTicks: -1, at: 0)
    let before = scroll.state(at: 0.05)
    scroll.scroll(wheelTicks: -1, at: 0.05)
    #expect(abs(scroll.offset(at: 0.05) - before.offset) < 1e-9)
    #expect(scroll.state(at: 0.05).velocity >= before.velocity)
    #expect(scroll.state(at: 0.3).offset == 1240)
  }

  @Test func theWheelStopsAtTheEdges() {
    var scroll = simulation(at: 50)
    scroll.scroll(wheelTicks: 3, at: 0)
    let states = frames(of: &scroll, from: 0, to: 0.5)
    #expect(states.allSatisfy { $0.offset >= 0 })
    #expect(states.last!.offset == 0)
  }

  @Test func preciseDeltasMoveTheContentOneToOne() {
    var scroll = simulation()
    scroll.scroll(preciseDelta: -12.5, at: 0)
    #expect(scroll.state(at: 0) == .init(offset: 1012.5, velocity: 0, phase: .scrolling))
    scroll.scroll(preciseDelta: 2.5, at: 0.01)
    #expect(scroll.offset(at: 0.01) == 1010)
    #expect(scroll.state(at: 0.5) == .init(offset: 1010, velocity: 0, phase: .idle))
  }

  @Test func preciseDeltasPastTheEdgeStretchThenSpringBack() {
    var scroll = simulation(at: 0)
    for i in 0..<10 { scroll.scroll(preciseDelta: 10, at: Double(i) / 60) }
    let stretched = scroll.offset(at: 9.0 / 60)
    #expect(abs(stretched + 52.0) < 0.05)
    let states = frames(of: &scroll, from: 9.0 / 60, to: 2)
    #expect(states.contains { $0.phase == .bouncing })
    #expect(states.last == .init(offset: 0, velocity: 0, phase: .idle))
  }

  @Test func wheelsLeaveAHeldContentAlone() {
    var scroll = simulation()
    scroll.stop(at: 0)
    scroll.scroll(wheelTicks: 1, at: 0.1)
    scroll.scroll(preciseDelta: 10, at: 0.1)
    #expect(scroll.state(at: 0.2) == .init(offset: 1000, velocity: 0, phase: .tracking))
  }

  @Test func theOffsetRangeIncludesTheInsets() {
    let range = ScrollAxisSimulation.Configuration.offsetRange(
      contentLength: 1000, viewportLength: 600, leadingInset: 64, trailingInset: 20)
    #expect(range == -64...420)
    let short = ScrollAxisSimulation.Configuration.offsetRange(
      contentLength: 100, viewportLength: 600, leadingInset: 64)
    #expect(short == -64 ... -64)
  }
}
