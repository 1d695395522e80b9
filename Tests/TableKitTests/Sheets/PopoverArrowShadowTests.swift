import Foundation
import Testing

@testable import TableKit

/// A popover's arrow casts the body's shadow (issue 29): nested copies of its grown outline
/// whose opacities stack to the box shadow's falloff, each kept out of the box shadow's band of
/// the same depth so that the two do not darken each other at the arrow's foot.
@MainActor
@Suite struct PopoverArrowShadowTests {
  private let box = CGRect(x: 100, y: 100, width: 300, height: 200)
  private let room = CGRect(x: 0, y: 0, width: 600, height: 500)

  /// The falloff `shadowOutside` draws at `distance` outside its shape.
  private func falloff(_ distance: CGFloat, blur: CGFloat = 30, alpha: CGFloat = 0.3) -> CGFloat {
    let t = min(1, max(0, 0.5 - distance / blur))
    return alpha * t * t * (3 - 2 * t)
  }

  private func layers(_ direction: PopoverArrowDirection, tip: CGPoint) -> [SheetLayout.ShadowLayer] {
    let outline = SheetLayout.popoverArrowOutline(
      tip: tip, direction: direction, size: Metrics.popoverArrowSize)
    return SheetLayout.popoverArrowShadow(
      outline: outline, direction: direction, box: box, room: room, blur: 30, alpha: 0.3)
  }

  @Test func theLayersStackToTheBoxShadowsFalloff() {
    let layers = layers(.up, tip: CGPoint(x: 250, y: 87))
    #expect(layers.count == 8)
    let step: CGFloat = 15 / 8
    for band in 1...8 {
      // A point in band `band` lies inside that layer and every one outside it.
      let stacked = 1 - layers[(band - 1)...].reduce(1) { $0 * (1 - $1.alpha) }
      #expect(abs(stacked - falloff((CGFloat(band) - 0.5) * step)) < 1e-9)
    }
    // At the arrow's edge about half the shadow's opacity, as at the box's edge.
    #expect(abs((1 - layers.reduce(1) { $0 * (1 - $1.alpha) }) - 0.15) < 0.02)
    #expect(layers.allSatisfy { $0.alpha > 0 && $0.alpha < 0.3 })
  }

  @Test(arguments: [
    (PopoverArrowDirection.up, CGPoint(x: 250, y: 87)), (.down, CGPoint(x: 250, y: 313)),
    (.left, CGPoint(x: 87, y: 200)), (.right, CGPoint(x: 413, y: 200)),
  ])
  func eachLayerStaysOnTheArrowsSidePastTheBoxShadowsBandOfItsDepth(
    direction: PopoverArrowDirection, tip: CGPoint
  ) {
    let layers = layers(direction, tip: tip)
    let step: CGFloat = 15 / 8
    for (index, layer) in layers.enumerated() {
      let depth = CGFloat(index + 1) * step
      #expect(!layer.clip.isEmpty)
      #expect(!layer.clip.intersects(box.insetBy(dx: -depth + 0.001, dy: -depth + 0.001)))
      // The grown outline reaches `depth` past the tip, towards the source.
      let reach = layer.polygon.map { hypot($0.x - tip.x, $0.y - tip.y) }.max() ?? 0
      #expect(reach >= depth - 1e-9)
      let past = layer.polygon.contains { point in
        switch direction {
        case .down: point.y >= tip.y + depth - 1e-6
        case .left: point.x <= tip.x - depth + 1e-6
        case .right: point.x >= tip.x + depth - 1e-6
        default: point.y <= tip.y - depth + 1e-6
        }
      }
      #expect(past)
    }
  }

  @Test func theGrownOutlineIsConvexAndKeepsItsDistance() {
    let hull = SheetLayout.convexHull([
      CGPoint(x: 0, y: 10), CGPoint(x: 5, y: 2), CGPoint(x: 10, y: 10), CGPoint(x: 5, y: 8),
    ])
    #expect(hull.count == 3, "the point inside is left out")
    let grown = SheetLayout.grown(hull, by: 4)
    // Every grown point is 4 from the hull's nearest corner or edge, never nearer.
    func distanceToSegment(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
      let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
      let t = max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y)))
      return hypot(p.x - a.x - t * d.x, p.y - a.y - t * d.y)
    }
    for point in grown {
      let nearest = hull.indices.map { distanceToSegment(point, hull[$0], hull[($0 + 1) % hull.count]) }.min()!
      #expect(abs(nearest - 4) < 1e-9)
    }
    // Convex: every turn the same way.
    let turns = grown.indices.map { index -> CGFloat in
      let a = grown[index]
      let b = grown[(index + 1) % grown.count]
      let c = grown[(index + 2) % grown.count]
      return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
    }
    #expect(turns.allSatisfy { $0 >= -1e-9 } || turns.allSatisfy { $0 <= 1e-9 })
  }

  @Test func aDegenerateOutlineCastsNothing() {
    #expect(SheetLayout.popoverArrowShadow(
      outline: [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)], direction: .up, box: box, room: room,
      blur: 30, alpha: 0.3).isEmpty)
    #expect(SheetLayout.popoverArrowShadow(
      outline: SheetLayout.popoverArrowOutline(tip: CGPoint(x: 250, y: 87), direction: .up, size: Metrics.popoverArrowSize),
      direction: .up, box: box, room: room, blur: 0, alpha: 0.3).isEmpty)
  }
}
