import Foundation
import TableKit
import Testing

@testable import TableKitSDL

/// Issue 26, item 6: a backdrop blur really blurs what was drawn under it, only there, the same
/// pixels on every run, at a cost that follows the area it covers; culling keeps what it reads.
@MainActor
@Suite(.serialized)
struct BackdropBlurRenderingTests {
  /// Black and white stripes 4 points wide over the whole canvas.
  private func stripes(width: CGFloat, height: CGFloat) -> DrawList {
    var list = DrawList()
    var x: CGFloat = 0
    while x < width {
      list.fill(CGRect(x: x, y: 0, width: 4, height: height), color: .black)
      x += 8
    }
    return list
  }

  private func channel(_ pixel: UInt32) -> Int { Int((pixel >> 8) & 0xFF) }

  private func blur(_ rect: CGRect, radius: CGFloat = 6, corner: CGFloat = 0) -> DrawCommand {
    .backdropBlur(
      rect, BackdropBlur(style: .systemMaterial, radius: radius, saturation: 1, cornerRadius: corner))
  }

  @Test func stripesUnderTheBlurBecomeGrayAndOutsideStayAsTheyWere() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 120, height: 60), scale: 2)
    var list = stripes(width: 120, height: 60)
    list.append(blur(CGRect(x: 0, y: 0, width: 120, height: 30)))
    let image = canvas.render(list)
    // Inside, far from the edge: every pixel near the stripes' mean.
    for x in stride(from: 20, to: 220, by: 7) {
      let value = channel(image[x, 30])
      #expect(abs(value - 128) < 24, "x \(x): \(value)")
    }
    // Below the blur the stripes are sharp.
    #expect(channel(image[1, 100]) == 0 && channel(image[10, 100]) == 255)
  }

  @Test func theSamePixelsOnEveryRunAndAtEveryScale() throws {
    for scale: CGFloat in [1, 2, 3] {
      let size = CGSize(width: 90, height: 50)
      var list = stripes(width: 90, height: 50)
      list.text(
        TextRun("Blurred", font: .systemFont(ofSize: 17), color: .systemRed, origin: CGPoint(x: 4, y: 8)))
      list.append(blur(CGRect(x: 5, y: 5, width: 70, height: 30), corner: 10))
      list.fill(CGRect(x: 5, y: 5, width: 70, height: 30), color: Color(white: 1, alpha: 0.5))
      let first = try OffscreenCanvas(size: size, scale: scale).render(list)
      let second = try OffscreenCanvas(size: size, scale: scale).render(list)
      #expect(first == second, "scale \(scale)")
    }
  }

  @Test func roundedCornersLeaveTheCornersSharp() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 80, height: 80), scale: 1)
    var list = stripes(width: 80, height: 80)
    list.append(blur(CGRect(x: 10, y: 10, width: 60, height: 60), corner: 20))
    let image = canvas.render(list)
    // The corner pixel lies outside the rounded shape: still a stripe (x 10 is in a white one).
    #expect(channel(image[10, 10]) == 0 || channel(image[10, 10]) == 255)
    #expect(channel(image[11, 10]) == channel(image[11, 75]))
    // The middle is blurred.
    #expect(abs(channel(image[40, 40]) - 128) < 30)
  }

  @Test func theCostFollowsTheCoveredArea() throws {
    let canvas = try OffscreenCanvas(size: CGSize(width: 200, height: 200), scale: 1)
    var list = stripes(width: 200, height: 200)
    list.append(blur(CGRect(x: 0, y: 0, width: 200, height: 40)))
    _ = canvas.render(list)
    let statistics = canvas.renderer.lastReplayStatistics
    #expect(statistics.blurs == 1 && statistics.blurredPixels == 200 * 40)
    var clipped = stripes(width: 200, height: 200)
    clipped.clipped(to: CGRect(x: 0, y: 0, width: 50, height: 10)) {
      $0.append(blur(CGRect(x: 0, y: 0, width: 200, height: 40)))
    }
    _ = canvas.render(clipped)
    #expect(canvas.renderer.lastReplayStatistics.blurredPixels == 50 * 10)
  }

  @Test func whatLaterFillsCoverIsStillThereForTheBlurToRead() throws {
    // Text under the blur, then an opaque fill over the text after the blur: culling must not
    // cut the text, which the blur read.
    var list = DrawList()
    list.fill(CGRect(x: 0, y: 0, width: 100, height: 40), color: .black)
    list.append(blur(CGRect(x: 0, y: 0, width: 100, height: 20)))
    list.fill(CGRect(x: 0, y: 0, width: 100, height: 10), color: .white)
    let culled = try OffscreenCanvas(size: CGSize(width: 100, height: 40)).render(list)
    let canvas = try OffscreenCanvas(size: CGSize(width: 100, height: 40))
    canvas.renderer.cullsOverdraw = false
    let whole = canvas.render(list)
    #expect(culled == whole)
    #expect(channel(culled[50, 15]) < 20, "the blur of black under it is black")
  }

  @Test func reduceTransparencyDrawsNoBlur() throws {
    var list = DrawList()
    list.material(
      .systemChromeMaterial, in: CGRect(x: 0, y: 0, width: 50, height: 20),
      reducesTransparency: true)
    let canvas = try OffscreenCanvas(size: CGSize(width: 50, height: 20))
    _ = canvas.render(list)
    #expect(canvas.renderer.lastReplayStatistics.recordedBlurs == 0)
  }
}
