import Foundation
import Testing

@testable import TableKit

@Suite("Critically damped spring")
struct CriticallyDampedSpringTests {
  @Test func theSpringStartsWhereItIsToldAndSolvesItsEquation() {
    let spring = CriticallyDampedSpring(target: 0, offset: -80, velocity: -300)
    #expect(spring.angularFrequency == 10)
    #expect(spring.offset(after: 0) == -80)
    #expect(spring.velocity(after: 0) == -300)
    // x'' = −k·x − c·x' with c = 2·√k for unit mass.
    let h = 1e-5
    for t in stride(from: 0.05, through: 1, by: 0.05) {
      let x = Double(spring.offset(after: t))
      let v = Double(spring.velocity(after: t))
      let a =
        (Double(spring.velocity(after: t + h)) - Double(spring.velocity(after: t - h))) / (2 * h)
      #expect(abs(a - (-100 * x - 20 * v)) < 1e-3 * max(1, abs(a)), "at \(t)")
    }
  }

  @Test(arguments: [-300.0, -40, 0.5, 120, 900])
  func aSpringStartingAtRestNeverOvershoots(displacement: Double) {
    let spring = CriticallyDampedSpring(target: 0, offset: CGFloat(displacement))
    #expect(spring.elapsedTimeToCrossTarget() == nil)
    for frame in 0...240 {
      let x = spring.offset(after: Double(frame) / 120)
      #expect(x * CGFloat(displacement.sign == .minus ? -1 : 1) >= 0, "crossed at frame \(frame)")
    }
  }

  @Test func theSpringSettlesWithinHalfAPixelAndAFewPointsPerSecond() {
    let spring = CriticallyDampedSpring(target: 0, offset: 120, velocity: 0)
    let settled = spring.settlingDuration(positionTolerance: 0.25)
    #expect(settled > 0.5 && settled < 1.5)
    for t in stride(from: settled, through: settled + 2, by: 0.01) {
      #expect(abs(spring.offset(after: t)) <= 0.25)
      #expect(abs(spring.velocity(after: t)) <= CriticallyDampedSpring.restingSpeed)
    }
    #expect(
      abs(spring.offset(after: settled * 0.9)) > 0.25
        || abs(spring.velocity(after: settled * 0.9)) > 5)
  }

  @Test func aSpringAlreadyAtRestHasSettled() {
    #expect(CriticallyDampedSpring(target: 5, offset: 5).settlingDuration() == 0)
  }

  @Test func aHardFlickTowardTheTargetCrossesItOnce() throws {
    let spring = CriticallyDampedSpring(target: 0, offset: -30, velocity: 1000)
    let crossing = try #require(spring.elapsedTimeToCrossTarget())
    #expect(abs(spring.offset(after: crossing)) < 1e-9)
    #expect(spring.velocity(after: crossing) > 0)
    #expect(
      CriticallyDampedSpring(target: 0, offset: -30, velocity: 200).elapsedTimeToCrossTarget()
        == nil)
  }

  @Test func aBounceFromTheEdgeGoesOutByTheVelocityOverOmegaE() {
    let spring = CriticallyDampedSpring(target: 0, offset: 0, velocity: 2000)
    let peak = spring.offset(after: 0.1)
    #expect(abs(peak - 2000 / (10 * exp(1))) < 1e-9)
    #expect(spring.elapsedTimeToCrossTarget() == nil)
  }
}
