import Foundation
import TableKit

@testable import TableKitSDL

/// Draws the same frames on a canvas whose replay writes its surface itself (fills and copies
/// in the target) and on one that leaves every primitive to SDL, for the tests that hold the
/// two to the same pixels.
@MainActor
enum InTargetComparison {
  /// How many pixels differ between the two canvases after each of `frames`, drawn one after
  /// another at `scale` (so that the kept last frame plays its part), and the direct canvas's
  /// replay statistics after the last.
  static func differingPixels(
    size: CGSize, scale: CGFloat, frames: [DrawList], background: Color = .systemBackground
  ) throws -> (counts: [Int], statistics: ReplayStatistics) {
    let direct = try OffscreenCanvas(size: size, scale: scale)
    direct.renderer.blendsCopiesInTarget = true
    let throughSDL = try OffscreenCanvas(size: size, scale: scale)
    throughSDL.renderer.targetSurface = nil
    let counts = frames.map { list in
      let drawn = direct.render(list, background: background)
      let expected = throughSDL.render(list, background: background)
      // Counted rather than compared whole, so that a failure does not print two images.
      return zip(drawn.pixels, expected.pixels).filter { $0 != $1 }.count
    }
    return (counts, direct.renderer.lastReplayStatistics)
  }
}
