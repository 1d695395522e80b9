import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// What per-glyph fallback draws (issue 26, item 2), checked in pixels and widths rather than
/// goldens: emoji keep their colors under any text color, a character no face has is a box,
/// and a fallback face is looked for on disk once however often it is missing.
@MainActor
@Suite(.serialized)
struct FontFallbackRenderingTests {
  /// The pixels of `text` drawn in `color` on white.
  static func render(_ text: String, color: Color, font: Font = .systemFont(ofSize: 17))
    throws -> PixelImage
  {
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 30))
    return canvas.render(
      DrawList([.text(TextRun(text, font: font, color: color, origin: CGPoint(x: 4, y: 4)))]))
  }

  /// How many pixels are clearly red (a red heart), not gray or black.
  static func redPixels(_ image: PixelImage) -> Int {
    var count = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        let red = Int((pixel >> 16) & 0xFF)
        let green = Int((pixel >> 8) & 0xFF)
        if red > 150, red - green > 80 { count += 1 }
      }
    }
    return count
  }

  @Test func anEmojiKeepsItsColorsInTranslucentAndOpaqueText() throws {
    for color in [Color.black, Color(white: 0, alpha: 0.5), Color(rgb: 0x007AFF)] {
      let image = try Self.render("❤️", color: color)
      #expect(Self.redPixels(image) > 40, "the heart is red in \(color)")
    }
    #expect(Self.redPixels(try Self.render("A", color: .black)) == 0)
  }

  @Test func anEmojiStandsAboutAsTallAsTheTextAroundIt() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 30))
    let renderer = canvas.renderer
    let font = Font.systemFont(ofSize: 17)
    let emoji = renderer.size(of: "😀", font: font)
    let letters = renderer.size(of: "MM", font: font)
    #expect(emoji.height == letters.height, "one line height whatever the face")
    #expect(emoji.width > 15 && emoji.width < 26, "an emoji is about an em wide: \(emoji)")
  }

  @Test func aCharacterNoFaceHasIsDrawnAsABoxAndMeasured() throws {
    let image = try Self.render("\u{10FFFD}", color: .black)
    #expect(inkBounds(image) != nil)
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 30))
    #expect(canvas.renderer.size(of: "\u{10FFFD}", font: .systemFont(ofSize: 17)).width > 0)
  }

  @Test func chineseTextIsMeasuredWithTheCJKFaceNotAsBoxes() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 30))
    let font = Font.systemFont(ofSize: 17)
    let two = canvas.renderer.size(of: "你好", font: font).width
    let four = canvas.renderer.size(of: "你好你好", font: font).width
    // Ideographs are square: each as wide as the em.
    #expect(abs(two - 34) <= 2, "\(two)")
    #expect(abs(four - 2 * two) <= 1)
  }

  @Test func aMissingFallbackFaceIsLookedForOnceAndNotReported() throws {
    let folder = try makeTemporaryDirectory("only-inter")
    let inter = try FontLibrary().path(forFace: Font.systemFontName)
    try FileManager.default.copyItem(
      atPath: inter,
      toPath: (folder as NSString).appendingPathComponent("\(Font.systemFontName).otf"))
    let fonts = try FontLibrary(searchPath: AssetSearchPath(directories: [folder]))
    var errors: [RenderingError] = []
    fonts.onError = { errors.append($0) }
    let canvas = try OffscreenCanvas(size: CGSize(width: 300, height: 30), fonts: fonts)
    for _ in 0..<3 {
      _ = canvas.render(
        DrawList([
          .text(TextRun("Hi 你好 😀 مرحبا", font: .systemFont(ofSize: 17), color: .black, origin: .zero))
        ]))
    }
    #expect(errors.isEmpty, "\(errors)")
    #expect(fonts.unavailableFallbacks.contains("NotoColorEmoji"))
    #expect(fonts.unavailableFallbacks.contains("DejaVuSans"))
  }
}
