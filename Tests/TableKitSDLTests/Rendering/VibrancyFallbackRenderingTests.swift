import CSDL2
import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 26, vibrancy where the target cannot be read back: the replay draws the vibrant
/// content as it was recorded, in the style's flat color (Reduce Transparency's look), where
/// its shapes are and nowhere else.
@MainActor
@Suite(.serialized)
struct VibrancyFallbackRenderingTests {
  /// The color under the content.
  private static let backdrop: UInt32 = 0xFF30_80E0
  /// The style's flat color, opaque: the content is recorded in it.
  private static let flat: UInt32 = 0xFF8E_8E93

  private let vibrancy = Vibrancy(
    style: .secondaryLabel, isDark: false, strength: 0.41, saturation: 1.5, recordedAlpha: 1)

  /// A software renderer over an 8-bit paletted surface, which SDL cannot read back as
  /// ARGB8888 (`SDL_ConvertPixels` takes no indexed format): a target the vibrant mask
  /// cannot be made on. The palette holds the backdrop, the flat color, and the white and
  /// black a mask would be drawn in, so that a stray mask shows.
  @MainActor
  private final class PalettedTarget {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let sdlRenderer: OpaquePointer
    let renderer: SDLRenderer

    init(width: Int32, height: Int32) throws {
      try SDLLibraries.startRendering()
      let surface = try #require(
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 8, SDL_PIXELFORMAT_INDEX8.rawValue))
      let shown: [UInt32] = [
        VibrancyFallbackRenderingTests.backdrop, VibrancyFallbackRenderingTests.flat, 0xFFFF_FFFF,
        0xFF00_0000,
      ]
      var colors = shown.map { argb in
        SDL_Color(
          r: UInt8(argb >> 16 & 0xFF), g: UInt8(argb >> 8 & 0xFF), b: UInt8(argb & 0xFF), a: 255)
      }
      SDL_SetPaletteColors(surface.pointee.format.pointee.palette, &colors, 0, 4)
      self.surface = surface
      sdlRenderer = try #require(SDL_CreateSoftwareRenderer(surface))
      renderer = try SDLRenderer(renderer: sdlRenderer, scale: 1)
    }

    isolated deinit {
      renderer.purgeCaches()
      SDL_DestroyRenderer(sdlRenderer)
      SDL_FreeSurface(surface)
    }

    /// Whether SDL reads the target's pixels back as the replay asks (ARGB8888).
    var canBeRead: Bool {
      var pixel: UInt32 = 0
      var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
      return SDL_RenderReadPixels(
        sdlRenderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4) == 0
    }

    /// The surface's pixels as ARGB8888, each index looked up in the palette.
    func pixels() throws -> PixelImage {
      SDL_RenderPresent(sdlRenderer)
      let converted = try #require(
        SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
      defer { SDL_FreeSurface(converted) }
      return PixelImage(surface: converted)
    }
  }

  /// A backdrop over the whole 40 × 20 output and one vibrant group of two overlapping fills,
  /// the second cut by a clip: the content is where `isContent` says.
  private func list() -> DrawList {
    var list = DrawList()
    list.fill(
      CGRect(x: 0, y: 0, width: 40, height: 20), color: Color(rgb: Self.backdrop & 0xFF_FFFF))
    list.append(.pushVibrancy(vibrancy))
    list.fill(CGRect(x: 4, y: 4, width: 12, height: 8), color: Color(rgb: Self.flat & 0xFF_FFFF))
    list.clipped(to: CGRect(x: 0, y: 0, width: 30, height: 20)) {
      $0.fill(CGRect(x: 10, y: 8, width: 30, height: 6), color: Color(rgb: Self.flat & 0xFF_FFFF))
    }
    list.append(.popVibrancy)
    return list
  }

  private func isContent(_ x: Int, _ y: Int) -> Bool {
    (4..<16).contains(x) && (4..<12).contains(y) || (10..<30).contains(x) && (8..<14).contains(y)
  }

  @Test func unreadableTheContentIsTheFlatColorWhereItsShapesAreAndNothingElseChanges() throws {
    let target = try PalettedTarget(width: 40, height: 20)
    #expect(!target.canBeRead, "the premise: SDL cannot read this target back")
    target.renderer.draw(list())
    let image = try target.pixels()
    var wrong: [String] = []
    for y in 0..<20 {
      for x in 0..<40 where image[x, y] != (isContent(x, y) ? Self.flat : Self.backdrop) {
        wrong.append("\(x),\(y): \(String(image[x, y], radix: 16))")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong pixels, first \(wrong.prefix(4))")
  }

  @Test func readableTheSameListIsDrawnVibrantInstead() throws {
    let image = try OffscreenCanvas(size: CGSize(width: 40, height: 20)).render(list())
    let vibrant = vibrancy.apply(toBackdrop: Self.backdrop, coverage: 255)
    #expect(vibrant != Self.flat)
    #expect(image[20, 10] == vibrant && image[5, 5] == vibrant)
    #expect(image[35, 10] == Self.backdrop, "clipped away")
  }
}
