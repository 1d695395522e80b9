import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 32: a path drawn again moved by whole pixels (a row's chevron on every row) is copied
/// from a recent path's mask without building its key or looking it up (`RecentPathMasks`);
/// every pixel is the one a lookup of its own would draw.
@MainActor
@Suite(.serialized)
struct PathMaskReuseTests {
  /// A chevron's three points at `origin`, as `DrawList.chevron` gives them.
  static func chevron(at origin: CGPoint) -> [CGPoint] {
    [
      CGPoint(x: origin.x, y: origin.y),
      CGPoint(x: origin.x + 5, y: origin.y + 6.5),
      CGPoint(x: origin.x, y: origin.y + 13),
    ]
  }

  /// Chevrons one after the other: on whole-pixel rows, half a pixel off, in another color,
  /// faded, in another width, a polygon of the same points, and rows sliding at two fractions
  /// of a pixel in turn, as rows do after an update.
  static let shapes: [DrawCommand] = [
    .polyline(chevron(at: CGPoint(x: 20, y: 4)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 20, y: 24)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 20, y: 44)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 40.5, y: 4.25)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 40, y: 24)), lineWidth: 2, .systemRed),
    .polyline(
      chevron(at: CGPoint(x: 40, y: 44)), lineWidth: 2, Color.systemRed.withAlphaComponent(0.4)),
    .polyline(chevron(at: CGPoint(x: 60, y: 4)), lineWidth: 3, .systemRed),
    .fillPolygon(chevron(at: CGPoint(x: 60, y: 24)), .systemRed),
    .polyline(chevron(at: CGPoint(x: 60, y: 44)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 80, y: 2.25)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 80, y: 14.5)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 80, y: 26.25)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 80, y: 38.5)), lineWidth: 2, .chevron),
    .polyline(chevron(at: CGPoint(x: 80, y: 50.25)), lineWidth: 2, .chevron),
  ]

  /// A shape unlike every one above, drawn below them, so that the next shape cannot be the
  /// last one moved.
  static let interruption = DrawCommand.polyline(
    [CGPoint(x: 2, y: 70), CGPoint(x: 90, y: 78)], lineWidth: 1, .black)

  @Test(arguments: [1.0, 2.0, 3.0])
  func shapesCopiedFromTheLastMaskMatchShapesLookedUpAlone(scale: CGFloat) throws {
    let size = CGSize(width: 100, height: 80)
    let reusing = try OffscreenCanvas(size: size, scale: scale)
    let alone = try OffscreenCanvas(size: size, scale: scale)
    let together = reusing.render(DrawList(Self.shapes))
    let separately = alone.render(
      DrawList(Self.shapes.flatMap { [Self.interruption, $0] }))
    let rows = Int((66 * scale).rounded(.down))
    var compared = 0
    for y in 0..<rows {
      for x in 0..<together.width {
        #expect(together[x, y] == separately[x, y], "pixel (\(x), \(y)) at @\(scale)x")
        compared += together[x, y] == 0xFFFF_FFFF ? 0 : 1
      }
    }
    // The shapes were drawn: thousands of pixels are not the background.
    #expect(compared > 200)
  }

  @Test func recentMasksAreOneAFractionOfAPixelAndGoWithTheCache() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 100, height: 80))
    // Whole-pixel moves of one shape: one mask.
    _ = canvas.render(DrawList(Array(Self.shapes.prefix(3))))
    #expect(canvas.renderer.recentPathMasks.count == 1)
    // The sliding rows at two fractions: two more.
    _ = canvas.render(DrawList(Array(Self.shapes.suffix(5))))
    #expect(canvas.renderer.recentPathMasks.count == 3)
    #expect(canvas.renderer.textures.count > 0)
    canvas.renderer.purgeCaches()
    #expect(canvas.renderer.recentPathMasks.count == 0)
    canvas.renderer.scale = 2
    _ = canvas.render(DrawList(Array(Self.shapes.prefix(1))))
    #expect(canvas.renderer.recentPathMasks.count == 1)
    canvas.renderer.scale = 3
    #expect(canvas.renderer.recentPathMasks.count == 0)
  }
}
