import Foundation
import Testing

@testable import TableKit

@Suite("Property animations")
struct PropertyAnimationTests {
  @Test func anAnimationRunsFromItsStartToItsTargetInPointThreeSeconds() {
    let animation = PropertyAnimation<CGFloat>(from: 0, to: 100, startTime: 1)
    #expect(animation.value(at: 0.5) == 0)
    #expect(animation.value(at: 1) == 0)
    #expect(abs(animation.value(at: 1.15) - 50) < 1e-9)
    #expect(animation.value(at: 1.3) == 100)
    #expect(animation.value(at: 7) == 100)
    #expect(!animation.isFinished(at: 1.29))
    #expect(animation.isFinished(at: 1.3))
    #expect(animation.endTime == 1.3)
  }

  @Test func theValueFollowsTheCurve() {
    let animation = PropertyAnimation<CGFloat>(
      from: 10, to: 20, startTime: 0, duration: 1, curve: .easeIn)
    let expected = 10 + 10 * TimingCurve.easeIn.value(at: 0.3)
    #expect(abs(animation.value(at: 0.3) - CGFloat(expected)) < 1e-9)
  }

  @Test func theVelocityIsTheDerivativeOfTheValue() {
    let animation = PropertyAnimation<CGFloat>(from: 0, to: 300, startTime: 0)
    for time in stride(from: 0.02, through: 0.28, by: 0.02) {
      let h = 1e-6
      let quotient = (animation.value(at: time + h) - animation.value(at: time - h)) / (2 * h)
      #expect(abs(animation.velocity(at: time) - quotient) < 1e-3, "at \(time)")
    }
    #expect(animation.velocity(at: 0.5) == 0)
  }

  @Test func retargetingMidAnimationNeverJumpsNorChangesSpeed() {
    var animation = PropertyAnimation<CGFloat>(from: 0, to: 100, startTime: 0)
    let before = animation.value(at: 0.1)
    let speedBefore = animation.velocity(at: 0.1)
    animation.retarget(to: 400, at: 0.1)
    #expect(abs(animation.value(at: 0.1) - before) < 1e-9)
    #expect(abs(animation.velocity(at: 0.1) - speedBefore) < 1e-6)
    #expect(animation.target == 400)
    #expect(abs(animation.endTime - 0.4) < 1e-12)
    #expect(animation.value(at: 0.4) == 400)
  }

  @Test func aRetargetedAnimationMovesContinuouslyFrameByFrame() {
    var animation = PropertyAnimation<CGFloat>(from: 0, to: 100, startTime: 0)
    animation.retarget(to: -50, at: 0.2)
    // The fastest frame of the 150 pt way back (ease-in-out over 0.3 s, peak slope about 1.7)
    // moves about 14 pt; a jump would show as a much larger step.
    var previous = animation.value(at: 0)
    for frame in 1...40 {
      let value = animation.value(at: Double(frame) / 60)
      #expect(abs(value - previous) < 16, "jump at frame \(frame)")
      previous = value
    }
    #expect(previous == -50)
  }

  @Test func rectanglesAnimateComponentByComponent() {
    let animation = PropertyAnimation(
      from: CGRect(x: 0, y: 0, width: 100, height: 44),
      to: CGRect(x: 0, y: 88, width: 100, height: 0), startTime: 0, duration: 1, curve: .linear)
    #expect(animation.value(at: 0.5) == CGRect(x: 0, y: 44, width: 100, height: 22))
  }

  @Test func anAnimationAtRestIsFinishedAndCanBeRetargeted() {
    var animation = PropertyAnimation<Double>(value: 1)
    #expect(animation.isFinished(at: 0))
    #expect(animation.value(at: 0) == 1)
    animation.retarget(to: 0, at: 5, duration: 0.2, curve: .linear)
    #expect(abs(animation.value(at: 5.1) - 0.5) < 1e-9)
    #expect(animation.isFinished(at: 5.2))
  }
}
