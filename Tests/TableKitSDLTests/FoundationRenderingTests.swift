import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The foundation's vertical slice: a DrawList built by pure Swift, replayed by SDL offscreen.
@MainActor
@Suite(.serialized)
struct FoundationRenderingTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  private func renderSampler(scale: CGFloat) throws -> PixelImage {
    let canvas = try snapshotter.canvas(size: RenderingSampler.size, scale: scale)
    return canvas.render(RenderingSampler.drawList(measuring: canvas.renderer))
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func theRenderingSamplerMatchesItsGolden(scale: Double) throws {
    let image = try renderSampler(scale: CGFloat(scale))
    try snapshotter.verify(image, named: "rendering-sampler@\(Int(scale))x")
  }

  @Test func renderingTwiceGivesIdenticalPixels() throws {
    let first = try renderSampler(scale: 2)
    let second = try renderSampler(scale: 2)
    #expect(first.contentHash == second.contentHash)
    #expect(first == second)
  }

  @Test func freetypePropertiesInTheEnvironmentDoNotChangePixels() throws {
    let tablesnap = (builtProductsDirectory() as NSString).appendingPathComponent("tablesnap")
    try #require(
      FileManager.default.isExecutableFile(atPath: tablesnap),
      "tablesnap must be built next to the tests (swift build --build-tests builds it)")
    let folder = try makeTemporaryDirectory("freetype")
    var pictures: [PixelImage] = []
    for (index, properties) in [nil, "truetype:interpreter-version=35 cff:no-stem-darkening=0"]
      .enumerated()
    {
      let output = (folder as NSString).appendingPathComponent("\(index).png")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: tablesnap)
      process.arguments = ["render", "rendering-sampler", "--scale", "2", "--out", output]
      var environment = ProcessInfo.processInfo.environment
      environment["FREETYPE_PROPERTIES"] = properties
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      pictures.append(try PixelImage(contentsOfFile: output))
    }
    #expect(pictures[0] == pictures[1])
    #expect(pictures[0] == (try renderSampler(scale: 2)))
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func measuredTextSizesAgreeWithTheDrawnText(scale: Double) throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 400, height: 40), scale: CGFloat(scale))
    for (string, font) in [
      ("Wi-Fi", Font.systemFont(ofSize: 17)), ("Connections", Font.boldSystemFont(ofSize: 15)),
      ("Ag Wy", Font.systemFont(ofSize: 12)),
    ] {
      var list = DrawList()
      let origin = CGPoint(x: 10, y: 5)
      list.text(TextRun(string, font: font, color: .black, origin: origin))
      let image = canvas.render(list)
      let ink = try #require(inkBounds(image))
      let measured = canvas.renderer.size(of: string, font: font)
      let s = CGFloat(scale)
      // Ink lies inside the measured box (one pixel of slack for anti-aliasing and side bearings)
      // and nearly fills it horizontally.
      #expect(CGFloat(ink.0) >= origin.x * s - 1)
      #expect(CGFloat(ink.2) <= (origin.x + measured.width) * s + 1)
      #expect(CGFloat(ink.2 - ink.0 + 1) >= measured.width * s - 3 * s)
      #expect(CGFloat(ink.1) >= origin.y * s - 1)
      #expect(CGFloat(ink.3) <= (origin.y + measured.height) * s + 1)
      #expect(canvas.renderer.baseline(of: font) < measured.height)
    }
  }

  @Test func tailTruncationKeepsTheRunInsideItsWidth() throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 300, height: 30))
    var list = DrawList()
    list.text(
      TextRun(
        "A title far too long to fit in one hundred points", font: .systemFont(ofSize: 17),
        color: .black, origin: CGPoint(x: 10, y: 4), maxWidth: 100))
    let ink = try #require(inkBounds(canvas.render(list)))
    #expect(ink.2 <= 110)
    #expect(ink.2 >= 95, "the ellipsis reaches close to the limit")
  }

  @Test func hairlinesAreOnePixelAtEveryScale() throws {
    for scale in [1.0, 2.0, 3.0] {
      let canvas = try snapshotter.canvas(size: CGSize(width: 20, height: 10), scale: scale)
      var list = DrawList()
      list.append(
        .line(
          from: CGPoint(x: 0, y: 10 - 1 / scale), to: CGPoint(x: 20, y: 10 - 1 / scale),
          pixelWidth: 1, .black))
      let ink = try #require(inkBounds(canvas.render(list)))
      #expect(ink.1 == ink.3, "one pixel row at scale \(scale)")
      #expect(ink.3 == Int(10 * scale) - 1, "the last row inside the rect at scale \(scale)")
    }
  }

  @Test func clipTranslationAndAlphaNest() throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 40, height: 40))
    var list = DrawList()
    list.translated(by: CGPoint(x: 10, y: 10)) { inner in
      inner.clipped(to: CGRect(x: 0, y: 0, width: 10, height: 10)) { clipped in
        clipped.withAlpha(0.5) {
          $0.fill(CGRect(x: -5, y: -5, width: 40, height: 40), color: .black)
        }
      }
    }
    list.fill(CGRect(x: 30, y: 30, width: 5, height: 5), color: .black)
    let image = canvas.render(list)
    #expect(image[15, 15] == 0xFF80_8080 || image[15, 15] == 0xFF7F_7F7F)
    #expect(image[9, 15] == 0xFFFF_FFFF, "left of the clip")
    #expect(image[20, 15] == 0xFFFF_FFFF, "right of the clip")
    #expect(image[32, 32] == 0xFF00_0000, "state is restored after the pops")
  }

  @Test func roundingCornersPaintsTheBackdropOutsideTheirArcsOnly() throws {
    for scale: CGFloat in [1, 2] {
      let canvas = try snapshotter.canvas(size: CGSize(width: 60, height: 40), scale: scale)
      var list = DrawList()
      let card = CGRect(x: 10, y: 10, width: 40, height: 20)
      list.fill(card, color: .black)
      list.roundCorners(of: card, cornerRadius: 10, corners: .top, backdrop: .white)
      let image = canvas.render(list)
      let s = Int(scale)
      #expect(image[10 * s, 10 * s] == 0xFFFF_FFFF, "the top-left corner is rounded off")
      #expect(image[49 * s, 10 * s] == 0xFFFF_FFFF, "and the top-right one")
      #expect(image[10 * s, 29 * s] == 0xFF00_0000, "the bottom corners stay square")
      #expect(image[49 * s, 29 * s] == 0xFF00_0000)
      #expect(image[13 * s, 13 * s] == 0xFF00_0000, "inside the arc stays drawn")
      #expect(image[30 * s, 10 * s] == 0xFF00_0000, "between the corners too")
    }
  }
}
