import Foundation
import Testing

@testable import TableKit

/// A bad value met every frame prints one warning, then one per interval from its place with
/// the count held back, so that standard error is not flooded; other places are not held back.
@Suite struct WarningRateLimitTests {
  @Test func aPlaceWarningEveryFramePrintsOncePerInterval() {
    var limit = WarningRateLimit(interval: 10)
    var printed: [(time: Double, heldBack: Int)] = []
    for frame in 0..<(60 * 25) {
      let time = Double(frame) / 60
      if let heldBack = limit.admit("View.swift:12", at: time) { printed.append((time, heldBack)) }
    }
    #expect(printed.map(\.time) == [0, 10, 20])
    #expect(printed.map(\.heldBack) == [0, 599, 599])
  }

  @Test func placesAreLimitedEachOnItsOwn() {
    var limit = WarningRateLimit(interval: 10)
    #expect(limit.admit("A.swift:1", at: 0) == 0)
    #expect(limit.admit("A.swift:1", at: 1) == nil)
    #expect(limit.admit("B.swift:2", at: 1) == 0)
    #expect(limit.admit("A.swift:1", at: 10.5) == 1)
  }
}
