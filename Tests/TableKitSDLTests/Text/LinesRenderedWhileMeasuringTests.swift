import CSDL2
import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 32: a line measured for a frame is rendered then, and the frame's replay draws those
/// pixels instead of shaping the line again, with the pixels shaping it again would give.
@MainActor
@Suite(.serialized)
struct LinesRenderedWhileMeasuringTests {
  static let font = Font.systemFont(ofSize: 17)
  static let ticker = "Row 12 — tick 345 · $1,234.56"

  /// A frame drawing `text` in each of `colors`, one line under the other.
  static func lines(_ text: String, colors: [Color]) -> DrawList {
    DrawList(
      colors.enumerated().map { index, color in
        .text(
          TextRun(
            text, font: font, color: color, origin: CGPoint(x: 8, y: 4 + 26 * CGFloat(index)),
            maxWidth: 300))
      })
  }

  static let colors: [Color] = [
    .black, .white, Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 1),
    Color(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.6),
  ]

  @Test func aLineMeasuredThenDrawnIsShapedOnceWithTheSamePixels() throws {
    let measured = try OffscreenCanvas(size: CGSize(width: 320, height: 120), scale: 2)
    let width = measured.renderer.size(ofLineToDraw: Self.ticker, font: Self.font).width
    #expect(measured.renderer.linesRenderedWhileMeasuring.count == 1)
    let bytesAfterMeasuring = measured.renderer.textBytesHandedToFonts
    let once = measured.render(Self.lines(Self.ticker, colors: Self.colors), background: .gray)
    #expect(measured.renderer.linesRenderedWhileMeasuring.count == 0)
    // Drawn in four colors: the first opaque one takes the kept line; the others, and the
    // translucent one (white, tinted), are rendered as before.
    let handedWhileDrawing = measured.renderer.textBytesHandedToFonts - bytesAfterMeasuring

    let unmeasured = try OffscreenCanvas(size: CGSize(width: 320, height: 120), scale: 2)
    let shapedAgain = unmeasured.render(
      Self.lines(Self.ticker, colors: Self.colors), background: .gray)
    let samePixels = once == shapedAgain
    #expect(samePixels, "drawn from the kept line as from a line shaped again")
    #expect(
      handedWhileDrawing < unmeasured.renderer.textBytesHandedToFonts,
      "the kept line was drawn without handing it to SDL_ttf again")
    #expect(unmeasured.renderer.size(of: Self.ticker, font: Self.font).width == width)
  }

  /// In every color, blended by SDL or by the replay itself (which blends a kept line's
  /// alphas, `SingleColorPixels`), the kept line gives the pixels of one shaped again.
  @Test(arguments: [false, true])
  func everyColorTakesTheKeptLineWithTheSamePixels(replayBlends: Bool) throws {
    for color in Self.colors {
      let measured = try OffscreenCanvas(size: CGSize(width: 320, height: 40), scale: 1)
      measured.renderer.blendsCopiesInTarget = replayBlends
      _ = measured.renderer.size(ofLineToDraw: Self.ticker, font: Self.font)
      let once = measured.render(Self.lines(Self.ticker, colors: [color]), background: .gray)
      #expect(measured.renderer.linesRenderedWhileMeasuring.count == 0)
      let unmeasured = try OffscreenCanvas(size: CGSize(width: 320, height: 40), scale: 1)
      unmeasured.renderer.blendsCopiesInTarget = replayBlends
      let again = unmeasured.render(Self.lines(Self.ticker, colors: [color]), background: .gray)
      let samePixels = once == again
      #expect(samePixels, "\(color)")
    }
  }

  /// Where SDL draws the copies from its own textures (a window's accelerated renderer), a
  /// kept line is recolored in ARGB: the pixels SDL_ttf renders in that color, texel for texel.
  @Test func aRecoloredLineIsTheLineRenderedInItsColor() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 320, height: 40), scale: 1)
    let faces = try #require(canvas.renderer.fonts.textFaces(for: Self.font, scale: 1))
    let line = TextLine(Self.ticker, faces: faces)
    for color in [RGBA8((0, 0, 0, 255)), RGBA8((51, 128, 230, 255)), RGBA8.white] {
      let white = try #require(line.render(color: SDL_Color(r: 255, g: 255, b: 255, a: 255)))
      defer { SDL_FreeSurface(white) }
      let direct = try #require(
        line.render(color: SDL_Color(r: color.red, g: color.green, b: color.blue, a: 255)))
      defer { SDL_FreeSurface(direct) }
      LinesRenderedWhileMeasuring.recolor(white, to: color)
      #expect(white.pointee.w == direct.pointee.w && white.pointee.h == direct.pointee.h)
      var differing = 0
      for y in 0..<Int(direct.pointee.h) {
        let recolored = (white.pointee.pixels + y * Int(white.pointee.pitch))
          .assumingMemoryBound(to: UInt32.self)
        let rendered = (direct.pointee.pixels + y * Int(direct.pointee.pitch))
          .assumingMemoryBound(to: UInt32.self)
        for x in 0..<Int(direct.pointee.w) where recolored[x] != rendered[x] { differing += 1 }
      }
      #expect(differing == 0, "\(color.packed): \(differing) texels differ")
    }
  }

  @Test func onlyALineToDrawIsRenderedWhenMeasured() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 320, height: 40), scale: 1)
    // A word tried for a wrap, a prefix under a caret: measured, not rendered.
    let measured = canvas.renderer.size(of: "Row 7 — tried", font: Self.font)
    #expect(canvas.renderer.linesRenderedWhileMeasuring.count == 0)
    let toDraw = canvas.renderer.size(ofLineToDraw: "Row 8 — drawn", font: Self.font)
    #expect(canvas.renderer.linesRenderedWhileMeasuring.count == 1)
    #expect(measured.height == toDraw.height)
  }

  @Test func aLineTheFrameDoesNotDrawIsFreedWhenItsReplayEnds() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 320, height: 40), scale: 1)
    _ = canvas.renderer.size(ofLineToDraw: "Measured for a row off screen", font: Self.font)
    #expect(canvas.renderer.linesRenderedWhileMeasuring.count == 1)
    #expect(canvas.renderer.linesRenderedWhileMeasuring.bytes > 0)
    _ = canvas.render(DrawList([]))
    #expect(canvas.renderer.linesRenderedWhileMeasuring.count == 0)
    #expect(canvas.renderer.linesRenderedWhileMeasuring.bytes == 0)
  }

  @Test func onlyShortPlainLinesAreRenderedAndTheStoreStaysWithinItsLimit() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 320, height: 40), scale: 1)
    let store = canvas.renderer.linesRenderedWhileMeasuring
    // Longer than a label's line, right to left, or drawn from a fallback face: measured.
    for text in [String(repeating: "long ", count: 20), "مرحبا بالعالم", "中文 Row 3", "😀 Row 4"] {
      _ = canvas.renderer.size(ofLineToDraw: text, font: Self.font)
    }
    #expect(store.count == 0)
    _ = canvas.renderer.size(ofLineToDraw: "Row 1", font: Self.font)
    #expect(store.count == 1)
    store.byteLimit = store.bytes
    _ = canvas.renderer.size(ofLineToDraw: "Row 2", font: Self.font)
    #expect(store.count == 1, "a full store measures without rendering")
    store.removeAll()
    store.byteLimit = 1
    _ = canvas.renderer.size(ofLineToDraw: "Row 3", font: Self.font)
    #expect(store.count == 0, "a line past the limit is freed at once")
    #expect(store.bytes == 0)
  }
}
