import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 24, item 2: every public path of the offscreen backend that turns a floating-point
/// value into an integer, given absurd values: canvases of 0, 1e9 and NaN points, scales of 0,
/// NaN and 100, fonts of size 0 and 10,000, images of 100,000 pixels and images drawn 0 and
/// 100,000 points large. Each gives a clear error, or a clamped result and a warning; none
/// traps or allocates without bound.
@MainActor
@Suite(.serialized)
struct AbsurdGeometryRenderingTests {
  // MARK: - Scales

  @Test(arguments: [0, -1, CGFloat.nan, .infinity, -.infinity])
  func aCanvasRefusesAScaleThatIsNotFiniteAndPositive(scale: CGFloat) throws {
    let error = #expect(throws: RenderingError.self) {
      try OffscreenCanvas(size: CGSize(width: 100, height: 100), scale: scale)
    }
    let text = error?.description ?? ""
    #expect(text.contains("OffscreenCanvas scale \(Double(scale))"), "\(text)")
    #expect(text.contains("finite and greater than 0"), "\(text)")
  }

  @Test func theSnapshottersCanvasRefusesAScaleOfZeroAtCreation() throws {
    let snapshotter = try Snapshotter()
    #expect(throws: RenderingError.self) {
      try snapshotter.canvas(size: CGSize(width: 100, height: 100), scale: 0)
    }
    #expect(throws: RenderingError.self) {
      try snapshotter.render(DrawList(), size: CGSize(width: 10, height: 10), scale: .nan)
    }
  }

  @Test func aScaleOf100DrawsASmallCanvasAndRefusesALargeOne() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 10, height: 8), scale: 100)
    let picture = canvas.render(
      DrawList([.fillRect(CGRect(x: 5, y: 0, width: 5, height: 8), .black)]))
    #expect(picture.width == 1000 && picture.height == 800)
    #expect(picture[250, 400] == 0xFFFF_FFFF && picture[750, 400] == 0xFF00_0000)
    let error = #expect(throws: RenderingError.self) {
      try OffscreenCanvas(size: CGSize(width: 400, height: 300), scale: 100)
    }
    #expect(
      error?.description.contains("at most 16384 pixels") == true, "\(String(describing: error))")
  }

  @Test func aScreenMadeOnACanvasAtScale100LaysATableOut() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 40, height: 30), scale: 100)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    table.screen = canvas.makeScreen()
    table.layoutIfNeeded()
    var list = DrawList()
    table.render(into: &list)
    _ = canvas.render(list)
  }

  // MARK: - Canvas sizes

  @Test func aCanvasOfZeroOrNegativeSizeIsOnePixelWithAWarning() throws {
    for size in [CGSize.zero, CGSize(width: -50, height: -1)] {
      let (canvas, warnings) = try GeometryWarnings.capture {
        try OffscreenCanvas(size: size)
      }
      #expect(canvas.render(DrawList()).width == 1)
      #expect(canvas.currentPixels().height == 1)
      #expect(warnings.count == 2, "\(warnings)")
      #expect(warnings.allSatisfy { $0.message.contains("OffscreenCanvas size") })
    }
  }

  @Test(arguments: [
    CGSize(width: 1e9, height: 1e9), CGSize(width: 1e9, height: 10), CGSize(width: 10, height: 1e9),
    CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
    CGSize(width: 16_000, height: 16_000),
  ])
  func aCanvasTooLargeOrNotFiniteIsRefusedNamingItsSize(size: CGSize) throws {
    let error = #expect(throws: RenderingError.self) { try OffscreenCanvas(size: size) }
    let text = error?.description ?? ""
    #expect(text.contains("OffscreenCanvas size \(Double(size.width)) × "), "\(text)")
  }

  // MARK: - Fonts

  @Test(arguments: [CGFloat(0), 10_000, -12, .nan, .infinity])
  func aFontOfAnAbsurdSizeMeasuresAndDrawsClampedWithAWarning(size: CGFloat) throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 100), scale: 2)
    let font = Font.systemFont(ofSize: size)
    let (measured, warnings) = GeometryWarnings.capture {
      let measured = canvas.renderer.size(of: "Hello", font: font)
      let lineHeight = canvas.renderer.lineHeight(of: font)
      _ = canvas.render(
        DrawList([.text(TextRun("Hello", font: font, color: .black, origin: .zero))]))
      return (measured, lineHeight)
    }
    #expect(measured.0.width.isFinite && measured.0.height.isFinite, "\(measured)")
    #expect(measured.1.isFinite && measured.1 > 0 && measured.1 <= 1024, "\(measured)")
    #expect(!warnings.isEmpty)
    #expect(warnings.allSatisfy { $0.message.contains("pixel size of font") }, "\(warnings)")
  }

  // MARK: - Images

  /// A folder holding "wide.png" (100,000 × 1 pixels) and "tall.png" (1 × 100,000).
  private static func makeExtremePictures() throws -> String {
    let folder = try makeTemporaryDirectory("extreme-images")
    let pixels = [UInt32](repeating: 0xFF00_7AFF, count: 100_000)
    try PixelImage(width: 100_000, height: 1, pixels: pixels)
      .writePNG(to: (folder as NSString).appendingPathComponent("wide.png"))
    try PixelImage(width: 1, height: 100_000, pixels: pixels)
      .writePNG(to: (folder as NSString).appendingPathComponent("tall.png"))
    return folder
  }

  @Test func picturesOf100000PixelsDrawAtAnySizeWithoutTrapping() throws {
    let images = try ImageLibrary(
      searchPath: AssetSearchPath(directories: [Self.makeExtremePictures()]))
    let canvas = try OffscreenCanvas(
      size: CGSize(width: 300, height: 200), scale: 2, images: images)
    #expect(images.size(ofImage: "wide") == CGSize(width: 100_000, height: 1))
    #expect(images.size(ofImage: "tall") == CGSize(width: 1, height: 100_000))
    let anySize = [
      CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 0, width: 0, height: 0),
      CGRect(x: 0, y: 0, width: 0.1, height: 0.1), CGRect(x: 0, y: 0, width: 1e12, height: 1e12),
    ]
    // Each stretched 100,000 points along its own length. (Across it, a picture is resampled
    // from every source pixel the screen's part covers: correct, but slow in a debug build.)
    let along = [
      "wide": CGRect(x: -50, y: 10, width: 100_000, height: 4),
      "tall": CGRect(x: 10, y: -50_000, width: 4, height: 100_000),
    ]
    for (name, stretched) in along {
      let picture = canvas.render(
        DrawList((anySize + [stretched]).map { .image(name: name, rect: $0) }))
      #expect(picture.width == 600 && picture.height == 400)
      #expect(picture[300, 30] == 0xFF00_7AFF, "\(name) drawn")
    }
    #expect(images.cacheFootprint.bytes <= images.byteLimit)
  }

  // MARK: - Draw lists

  @Test func commandsWithNaNAndInfiniteFramesDrawNothingThereAndWarn() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 100, height: 100))
    let bad: [CGRect] = [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
      CGRect(x: -CGFloat.infinity, y: 0, width: 10, height: .nan),
    ]
    let (picture, warnings) = GeometryWarnings.capture {
      canvas.render(
        DrawList(
          bad.flatMap { rect -> [DrawCommand] in
            [
              .fillRect(rect, .black), .image(name: "missing", rect: rect),
              .text(
                TextRun("NaN", font: .systemFont(ofSize: 12), color: .black, origin: rect.origin)),
            ]
          }))
    }
    #expect(picture.width == 100)
    #expect(!warnings.isEmpty, "a NaN or infinite pixel value is reported")
  }
}
