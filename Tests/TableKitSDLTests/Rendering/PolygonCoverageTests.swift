import Foundation
import Testing

@testable import TableKitSDL

/// The filled polygon the backend draws for filled symbols (`DrawCommand.fillPolygon`): its
/// signed distance, negative inside by the even-odd rule.
@Suite
struct PolygonCoverageTests {
  let square: [(Double, Double)] = [(0, 0), (10, 0), (10, 10), (0, 10)]

  @Test func aPointInsideASquareIsAsFarInsideAsItsNearestEdge() {
    #expect(SignedDistance.polygon(5, 3, points: square) == -3)
    #expect(SignedDistance.polygon(9, 5, points: square) == -1)
  }

  @Test func aPointOutsideASquareIsAsFarOutsideAsItsNearestEdgeOrCorner() {
    #expect(SignedDistance.polygon(13, 5, points: square) == 3)
    #expect(SignedDistance.polygon(13, 14, points: square) == 5)
  }

  @Test func anEmptyPolygonCoversNothing() {
    #expect(SignedDistance.polygon(0, 0, points: []) == .infinity)
    let mask = CoverageMask(width: 4, height: 4) { x, y in
      SignedDistance.polygon(x, y, points: [])
    }
    #expect(mask.alpha.allSatisfy { $0 == 0 })
  }

  @Test func aSquaresMaskIsSolidInsideAndClearOutside() {
    let mask = CoverageMask(width: 12, height: 12) { x, y in
      SignedDistance.polygon(x, y, points: [(1, 1), (11, 1), (11, 11), (1, 11)])
    }
    #expect(mask.alpha[5 * 12 + 5] == 255)
    #expect(mask.alpha[0] == 0)
    #expect(mask.alpha.filter { $0 == 255 }.count == 100)
  }
}
