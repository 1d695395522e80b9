import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 10, item 3: frames far outside `Int`'s range (a row 1e308 points tall), infinite and
/// NaN frames render without trapping; what lies on screen of them is drawn, and no mask or
/// texture larger than the output is made for them.
@MainActor
@Suite(.serialized)
struct HugeFrameRenderingTests {
  /// Rects no pixel conversion may trap on: huge, infinite, NaN and mixed.
  static let hostileRects: [CGRect] = [
    CGRect(x: 0, y: 0, width: 100, height: 1e308),
    CGRect(x: 0, y: 1e308, width: 100, height: 44),
    CGRect(x: -1e308, y: -1e308, width: 1e308, height: 1e308),
    CGRect(x: 1e308, y: 1e308, width: 1e308, height: 1e308),
    CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
    CGRect(x: -CGFloat.infinity, y: 10, width: CGFloat.infinity, height: 10),
    CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan),
    CGRect(x: 10, y: 10, width: CGFloat.nan, height: 20),
    CGRect(x: 0, y: -CGFloat.greatestFiniteMagnitude, width: 50, height: 1),
  ]

  /// Every kind of drawing command at `rect`.
  static func everyCommand(at rect: CGRect) -> [DrawCommand] {
    let font = Font.systemFont(ofSize: 17)
    return [
      .fillRect(rect, .tint),
      .fillRoundedRect(rect, cornerRadius: 10, .tint),
      .fillRoundedRect(rect, cornerRadius: rect.height, .tint),
      .strokeRoundedRect(rect, cornerRadius: 8, lineWidth: 2, .black),
      .fillEllipse(rect, .black),
      .shadow(rect, cornerRadius: 10, blur: 6, .black),
      .roundCorners(rect, cornerRadius: 10, corners: .allCorners, backdrop: .white),
      .image(name: "square", rect: rect),
      .line(from: rect.origin, to: CGPoint(x: rect.maxX, y: rect.minY), pixelWidth: 1, .black),
      .polyline([rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)], lineWidth: 2, .black),
      .text(TextRun("Row", font: font, color: .black, origin: rect.origin)),
      .text(
        TextRun(
          "Row", font: font, color: .black, origin: rect.origin, maxWidth: rect.width,
          truncation: .clip)),
      .pushClip(rect), .fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), .black), .popClip,
      .pushTranslation(rect.origin), .fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), .black),
      .popTranslation,
    ]
  }

  /// A canvas whose image library holds a solid green 64×64 picture called "square".
  static func makeCanvas(scale: CGFloat = 2) throws -> OffscreenCanvas {
    let folder = try makeTemporaryDirectory("huge-frames")
    try PixelImage(width: 64, height: 64, filledWith: 0xFF34_C759)
      .writePNG(to: (folder as NSString).appendingPathComponent("square.png"))
    let images = try ImageLibrary(searchPath: AssetSearchPath(directories: [folder]))
    return try OffscreenCanvas(size: CGSize(width: 100, height: 100), scale: scale, images: images)
  }

  @Test func everyCommandAtHugeInfiniteAndNaNFramesRendersWithoutTrapping() throws {
    let canvas = try Self.makeCanvas()
    for rect in Self.hostileRects {
      let picture = canvas.render(DrawList(Self.everyCommand(at: rect)))
      #expect(picture.width == 200, "rendered \(rect)")
    }
    let renderer = canvas.renderer
    #expect(renderer.textureCacheFootprint.bytes <= renderer.textureByteLimit)
  }

  @Test func aRowTall1e308PointsFillsTheScreenAndOneBelowIt1e308DrawsNothing() throws {
    let canvas = try Self.makeCanvas()
    let tall = canvas.render(
      DrawList([.fillRect(CGRect(x: 0, y: 0, width: 100, height: 1e308), .tint)]))
    #expect(tall[0, 0] == 0xFF00_7AFF)
    #expect(tall[199, 199] == 0xFF00_7AFF)
    let below = canvas.render(
      DrawList([.fillRect(CGRect(x: 0, y: 1e308, width: 100, height: 44), .tint)]))
    #expect(inkBounds(below) == nil)
    let nan = canvas.render(DrawList(Self.everyCommand(at: Self.hostileRects[6])))
    #expect(nan.width == 200, "a NaN frame draws at worst at the origin")
  }

  @Test func shapesAndImagesAtHugeFramesDrawTheirVisiblePart() throws {
    let canvas = try Self.makeCanvas()
    let tall = CGRect(x: 0, y: 0, width: 100, height: 1e308)
    // The rounded rect's straight part covers the screen below its rounded top corners.
    let rounded = canvas.render(DrawList([.fillRoundedRect(tall, cornerRadius: 10, .tint)]))
    #expect(rounded[100, 100] == 0xFF00_7AFF)
    #expect(rounded[0, 0] == 0xFFFF_FFFF, "the top-left corner is rounded off")
    // A stroke along the left edge of a huge frame is rasterized where it meets the screen.
    let stroke = canvas.render(
      DrawList([.strokeRoundedRect(tall, cornerRadius: 8, lineWidth: 2, .black)]))
    #expect(stroke[0, 100] != 0xFFFF_FFFF)
    #expect(stroke[100, 100] == 0xFFFF_FFFF)
    // A diagonal out to 1e308 crosses the screen's centre.
    let diagonal = canvas.render(
      DrawList([.polyline([.zero, CGPoint(x: 1e308, y: 1e308)], lineWidth: 2, .black)]))
    #expect(diagonal[100, 100] != 0xFFFF_FFFF)
    // An image stretched over a huge frame shows its color, from a texture no larger than the
    // output.
    let image = canvas.render(DrawList([.image(name: "square", rect: tall)]))
    #expect(image[100, 100] == 0xFF34_C759)
    #expect(canvas.renderer.textureCacheFootprint.bytes <= 200 * 200 * 4 * 4)
  }

  @Test func textAtHugeAndNaNOriginsAndSizesDoesNotTrap() throws {
    let canvas = try Self.makeCanvas(scale: 1)
    let font = Font.systemFont(ofSize: 17)
    let far = canvas.render(
      DrawList([.text(TextRun("Far", font: font, color: .black, origin: CGPoint(x: 10, y: 1e308)))])
    )
    #expect(inkBounds(far) == nil)
    let unbounded = canvas.render(
      DrawList([
        .text(
          TextRun(
            "Wide", font: font, color: .black, origin: CGPoint(x: 10, y: 10),
            maxWidth: .infinity))
      ]))
    #expect(inkBounds(unbounded) != nil, "an infinite maxWidth does not hide the text")
    for size in [CGFloat.nan, .infinity, 1e308, -5] {
      let odd = Font(name: Font.systemFontName, size: size)
      _ = canvas.render(
        DrawList([.text(TextRun("Odd", font: odd, color: .black, origin: .zero))]))
      #expect(canvas.renderer.size(of: "Odd", font: odd).width.isFinite)
    }
  }

  @Test func pixelSpaceMapsNaNToZeroAndClampsFarInsideInt32() {
    #expect(PixelSpace.integer(.nan) == 0)
    #expect(PixelSpace.integer(.infinity) == 1 << 24)
    #expect(PixelSpace.integer(-.infinity) == -(1 << 24))
    #expect(PixelSpace.integer(1e308) == 1 << 24)
    #expect(PixelSpace.integer(-3.7) == -3)
    // x + w of a rect spanning the whole range still fits in Int32, as SDL computes it.
    let span = Int64(PixelSpace.integer(1e308)) - Int64(PixelSpace.integer(-1e308))
    #expect(Int64(PixelSpace.integer(1e308)) + span < Int64(Int32.max))
  }

  @Test func nearestIntegerIsTheIntegerOfTheRoundedValue() {
    // Halves, the doubles either side of them, the largest double under one half, the limits
    // and beyond, and values a screen and a huge table give.
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      16_777_215.5, -16_777_215.5, 16_777_216, -16_777_216, 16_777_216.5, -16_777_216.5,
      1e308, -1e308, .infinity, -.infinity, .nan, 1919.5, 1080.25, -3.7, 3.7,
    ]
    for half in stride(from: -2_000.5, through: 2_000.5, by: 1) {
      values += [half, half.nextUp, half.nextDown]
    }
    // Seeded, so that a failure names values that fail again.
    var generator = SplitMix64(seed: 0x5EED_0F_50F7)
    for _ in 0..<20_000 {
      values.append(Double.random(in: -20_000_000...20_000_000, using: &generator))
      values.append(Double.random(in: -4...4, using: &generator) * 16)
    }
    for value in values {
      #expect(
        PixelSpace.nearestInteger(value) == PixelSpace.integer(value.rounded()),
        "nearestInteger(\(value))")
    }
  }
}
