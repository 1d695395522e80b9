import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 32: an offscreen canvas writes opaque fills and clears into its surface itself
/// (`fillInTarget`); every pixel equals what SDL's own fill draws, frame after frame.
@MainActor
@Suite(.serialized)
struct DirectFillTests {
  /// Rows as a table draws them, a clipped part, translucent fills and text over opaque ones,
  /// moved by `offset` so that successive frames clear and cover different pixels.
  static func frame(offset: CGFloat) -> DrawList {
    var list = DrawList()
    var y = -offset
    while y < 120 {
      list.fill(CGRect(x: 0, y: y, width: 150, height: 43.5), color: .secondarySystemBackground)
      list.fill(CGRect(x: 16, y: y + 43.5, width: 134, height: 0.5), color: .separator)
      list.text(
        TextRun(
          "Row \(Int(y))", font: .systemFont(ofSize: 17), color: .label,
          origin: CGPoint(x: 16, y: y + 11)))
      y += 44
    }
    list.clipped(to: CGRect(x: 30, y: 30, width: 50, height: 40)) { clipped in
      clipped.fill(CGRect(x: 0, y: 0, width: 150, height: 120), color: .systemOrange)
      clipped.fill(CGRect(x: 40, y: 40, width: 30, height: 10), color: Color(rgb: 0x0A84FF))
    }
    list.fill(
      CGRect(x: 100, y: 10, width: 40, height: 40), color: Color.systemRed.withAlphaComponent(0.4))
    // Beyond the output on three sides: clipped to it.
    list.fill(CGRect(x: 120, y: 100, width: 80, height: 80), color: .systemGreen)
    list.fill(CGRect(x: -20, y: -20, width: 25, height: 25), color: .systemIndigo)
    return list
  }

  @Test func fillsInTheSurfaceGiveSDLsPixelsInEveryFrame() throws {
    for scale: CGFloat in [1, 2] {
      let (counts, statistics) = try InTargetComparison.differingPixels(
        size: CGSize(width: 150, height: 120), scale: scale,
        frames: [0, 7, 7, 30.5, 0].map { Self.frame(offset: $0) })
      #expect(
        counts.allSatisfy { $0 == 0 },
        "pixels differing in each frame at @\(Int(scale))x: \(counts)")
      #expect(statistics.fills > 0)
    }
  }

  @Test func aFullClearInTheSurfaceGivesSDLsPixels() throws {
    let direct = try OffscreenCanvas(size: CGSize(width: 150, height: 120), scale: 1)
    let throughSDL = try OffscreenCanvas(size: CGSize(width: 150, height: 120), scale: 1)
    throughSDL.renderer.targetSurface = nil
    for renderer in [direct.renderer, throughSDL.renderer] {
      renderer.retainsPreviousFrame = false
    }
    for background in [Color.systemBackground, .black, Color(rgb: 0x336699)] {
      let list = Self.frame(offset: 3)
      let drawn = direct.render(list, background: background)
      let expected = throughSDL.render(list, background: background)
      #expect(drawn.pixels == expected.pixels)
    }
  }
}
