import Foundation
import Testing

@testable import TableKit

@Suite("Velocity tracker")
struct VelocityTrackerTests {
  @Test(arguments: [60.0, 120.0, 1000.0])
  func aConstantSpeedIsMeasuredExactlyAtAnySamplingRate(rate: Double) {
    var tracker = VelocityTracker()
    let count = Int(rate / 2)
    for i in 0...count {
      let t = 3 + Double(i) / rate
      tracker.addSample(CGPoint(x: 10 + 200 * (t - 3), y: 500 - 1800 * (t - 3)), at: t)
    }
    let velocity = tracker.velocity(at: 3 + Double(count) / rate)
    #expect(abs(velocity.x - 200) < 1e-6)
    #expect(abs(velocity.y + 1800) < 1e-6)
  }

  @Test func aPauseBeforeReleaseMeansNoVelocity() {
    var tracker = VelocityTracker()
    for i in 0...30 { tracker.addSample(CGPoint(x: 0, y: Double(i) * 20), at: Double(i) / 60) }
    #expect(tracker.velocity(at: 0.5 + 0.02).y > 1000)
    #expect(tracker.velocity(at: 0.5 + 0.05) == .zero)
  }

  @Test func onlyTheMovementAfterARestCounts() {
    var tracker = VelocityTracker()
    // Fast, then rest 60 ms, then slow: only the slow part is within reach.
    for i in 0..<6 { tracker.addSample(CGPoint(x: 0, y: Double(i) * 50), at: Double(i) / 60) }
    let resumed = 5.0 / 60 + 0.06
    for i in 0..<3 {
      tracker.addSample(CGPoint(x: 0, y: 250 + Double(i)), at: resumed + Double(i) / 120)
    }
    #expect(abs(tracker.velocity(at: resumed + 2.0 / 120).y - 120) < 1e-6)
  }

  @Test func onlyTheLast100MillisecondsCount() {
    var tracker = VelocityTracker()
    for i in 0..<30 { tracker.addSample(CGPoint(x: 0, y: Double(i) * 100), at: Double(i) / 60) }
    for i in 30..<40 {
      tracker.addSample(CGPoint(x: 0, y: 2900 + Double(i - 29) * 10), at: Double(i) / 60)
    }
    #expect(abs(tracker.velocity(at: 39.0 / 60).y - 600) < 1e-6)
    #expect(tracker.samples.count <= 8)
  }

  @Test func oneSampleOrSamplesAtOneInstantGiveNoVelocity() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(at: 0) == .zero)
    tracker.addSample(CGPoint(x: 5, y: 5), at: 1)
    #expect(tracker.velocity(at: 1) == .zero)
    tracker.addSample(CGPoint(x: 50, y: 50), at: 1)
    #expect(tracker.samples.count == 1)
    #expect(tracker.samples.first?.position == CGPoint(x: 50, y: 50))
    #expect(tracker.velocity(at: 1.01) == .zero)
  }

  @Test func duplicateAndLateTimestampsDoNotBreakTheFit() {
    var tracker = VelocityTracker()
    for i in 0..<10 {
      let t = Double(i) / 120
      tracker.addSample(CGPoint(x: 0, y: 900 * t), at: t)
      tracker.addSample(CGPoint(x: 0, y: 900 * t), at: t)
      tracker.addSample(CGPoint(x: 0, y: -1000), at: t - 0.5)
    }
    #expect(abs(tracker.velocity(at: 9.0 / 120).y - 900) < 1e-6)
    tracker.reset()
    #expect(tracker.samples.isEmpty)
  }
}
