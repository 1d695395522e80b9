import Foundation
import Testing

@testable import TableKit

@Suite("Deceleration")
struct DecelerationTests {
  @Test func theRatesAreUIKits() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
  }

  @Test func aFlingOf3000PointsPerSecondTravelsAbout1497Points() {
    #expect(abs(DecelerationRate.normal.projectedDistance(forVelocity: 3000) - 1497) < 1e-9)
    let coast = Deceleration(offset: 0, velocity: 3000, rate: .normal)
    let stopped = coast.offset(after: coast.duration)
    #expect(abs(stopped - 1497) / 1497 < 0.01)
    #expect(abs(coast.restingOffset - 1497) / 1497 < 0.01)
  }

  @Test(arguments: [DecelerationRate.normal, .fast], [-4000.0, -250, 600, 2500])
  func theContentComesToRestAtTheProjectionWithinOnePercent(
    rate: DecelerationRate, velocity: Double
  ) {
    let coast = Deceleration(offset: 100, velocity: CGFloat(velocity), rate: rate)
    let travelled = coast.restingOffset - 100
    let projection = rate.projectedDistance(forVelocity: CGFloat(velocity))
    #expect(abs(travelled - projection) / abs(projection) < 0.01)
  }

  @Test func theVelocityDecaysByTheRateEveryMillisecond() {
    let coast = Deceleration(offset: 0, velocity: 1000, rate: .normal)
    #expect(abs(coast.velocity(after: 0.001) - 998) < 1e-9)
    #expect(abs(coast.velocity(after: 0.5) - 1000 * pow(0.998, 500)) < 1e-6)
  }

  @Test func thePositionIsTheIntegralOfTheVelocity() {
    let coast = Deceleration(offset: 20, velocity: -1500, rate: .fast)
    let h = 1e-6
    for t in stride(from: 0.0, through: 0.5, by: 0.05) {
      let quotient = (coast.offset(after: t + h) - coast.offset(after: t)) / h
      #expect(abs(quotient - coast.velocity(after: t)) < 1e-2 * 1500, "at \(t)")
    }
    #expect(coast.offset(after: 0) == 20)
  }

  @Test func theCoastStopsWhenLessThanHalfAPointRemainsAtEitherRate() {
    let coast = Deceleration(offset: 0, velocity: 3000, rate: .normal)
    let end = coast.velocity(after: coast.duration)
    #expect(abs(end - coast.stoppingSpeed) < 1e-6)
    #expect(abs((coast.restingOffset - coast.offset(after: coast.duration)) - 0.5) < 1e-6)
    #expect(abs(coast.stoppingSpeed - 1.0) < 0.01)
    #expect(abs(Deceleration(offset: 0, velocity: 10, rate: .fast).stoppingSpeed - 5.0) < 0.03)
    #expect(Deceleration(offset: 0, velocity: 0.5).duration == 0)
  }

  @Test func theTimeToReachAnOffsetInvertsThePosition() throws {
    let coast = Deceleration(offset: 0, velocity: 2000)
    let time = try #require(coast.elapsedTime(toReach: 600))
    #expect(abs(coast.offset(after: time) - 600) < 1e-6)
    #expect(coast.elapsedTime(toReach: 2000) == nil)
    #expect(coast.elapsedTime(toReach: -10) == nil)
    #expect(coast.elapsedTime(toReach: 0) == 0)
  }
}
