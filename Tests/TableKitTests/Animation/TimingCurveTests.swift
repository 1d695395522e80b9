import Foundation
import Testing

@testable import TableKit

@Suite("Timing curves")
struct TimingCurveTests {
  static let standardCurves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]

  @Test(arguments: standardCurves)
  func everyCurveIsExactAtItsEnds(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 1.5) == 1)
  }

  @Test(arguments: standardCurves)
  func everyStandardCurveIsMonotone(curve: TimingCurve) {
    var previous = 0.0
    for step in 1...2000 {
      let value = curve.value(at: Double(step) / 2000)
      #expect(value >= previous - 1e-12, "decreases at \(step)/2000")
      previous = value
    }
  }

  @Test func easeInOutIsSymmetricAboutTheMiddle() {
    for step in 0...100 {
      let p = Double(step) / 100
      let sum = TimingCurve.easeInOut.value(at: p) + TimingCurve.easeInOut.value(at: 1 - p)
      #expect(abs(sum - 1) < 1e-9, "at \(p)")
    }
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
  }

  @Test func theValueSolvesTheBezierToHighAccuracy() {
    // Sample the curve by its parameter and check that value(at: x(t)) gives back y(t).
    let curve = TimingCurve(0.25, 0.1, 0.25, 1)
    for step in 1..<100 {
      let t = Double(step) / 100
      let u = 1 - t
      let x = 3 * u * u * t * 0.25 + 3 * u * t * t * 0.25 + t * t * t
      let y = 3 * u * u * t * 0.1 + 3 * u * t * t * 1 + t * t * t
      #expect(abs(curve.value(at: x) - y) < 1e-9, "at t = \(t)")
    }
  }

  @Test func easeInStartsSlowAndEaseOutStartsFast() {
    #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
    #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
    #expect(TimingCurve.easeInOut.slope(at: 0) < 1e-6)
    #expect(abs(TimingCurve.easeOut.slope(at: 0) - 1 / 0.58) < 1e-3)
    #expect(TimingCurve.linear.slope(at: 0.3) == 1)
  }

  @Test func theSlopeMatchesADifferenceQuotient() {
    let curve = TimingCurve.easeInOut
    for p in stride(from: 0.05, through: 0.95, by: 0.05) {
      let h = 1e-6
      let quotient = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
      #expect(abs(curve.slope(at: p) - quotient) < 1e-5, "at \(p)")
    }
  }

  @Test func customControlPointsCanOvershoot() {
    let backOut = TimingCurve(
      controlPoint1: CGPoint(x: 0.3, y: 1.6), controlPoint2: CGPoint(x: 0.6, y: 1))
    let peak = stride(from: 0.0, through: 1, by: 0.01).map { backOut.value(at: $0) }.max() ?? 0
    #expect(peak > 1.05)
    #expect(backOut.value(at: 1) == 1)
  }
}
