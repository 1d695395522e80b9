import Foundation
import Testing

@testable import TableKit

@Suite("Rubber band")
struct RubberBandTests {
  @Test func aHundredPointsPastTheEdgeOfA960PointViewportShows52Points() {
    let band = RubberBand(dimension: 960)
    #expect(abs(band.offset(forOvershoot: 100) - 52.0) < 0.05)
    #expect(abs(band.offset(forOvershoot: -100) + 52.0) < 0.05)
  }

  @Test func theBandStartsAtZeroAndNeverReachesTheViewport() {
    let band = RubberBand(dimension: 500)
    #expect(band.offset(forOvershoot: 0) == 0)
    #expect(band.offset(forOvershoot: 1e9) < 500)
    var previous: CGFloat = 0
    for x in stride(from: 10 as CGFloat, through: 5000, by: 10) {
      let b = band.offset(forOvershoot: x)
      #expect(b > previous && b < x)
      previous = b
    }
  }

  @Test func theInverseGivesBackTheFingersOvershoot() {
    let band = RubberBand(dimension: 800)
    for x in [0, 1, 37.5, 100, 640, 3000] as [CGFloat] {
      #expect(abs(band.overshoot(forOffset: band.offset(forOvershoot: x)) - x) < 1e-6 * max(1, x))
      #expect(abs(band.overshoot(forOffset: band.offset(forOvershoot: -x)) + x) < 1e-6 * max(1, x))
    }
  }

  @Test func theContentFollowsAtTheCoefficientJustPastTheEdge() {
    let band = RubberBand(dimension: 960)
    #expect(band.slope(atOvershoot: 0) == 0.55)
    let h: CGFloat = 1e-4
    let quotient = (band.offset(forOvershoot: 200 + h) - band.offset(forOvershoot: 200)) / h
    #expect(abs(band.slope(atOvershoot: 200) - quotient) < 1e-4)
  }

  @Test func aViewportWithoutLengthDoesNotStretch() {
    #expect(RubberBand(dimension: 0).offset(forOvershoot: 50) == 0)
    #expect(RubberBand(dimension: 0).overshoot(forOffset: 50) == 0)
  }
}
