import Foundation
import Testing
import TableKit
@testable import TableKitSDL

/// A real window (under Xvfb in `scripts/test`): it opens, reports its size in points, and
/// presents a frame whose pixels read back.
@MainActor
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
    "needs a display; scripts/test provides one with xvfb-run"))
struct WindowHostTests {
  @Test func aWindowPresentsADrawListAndReadsItBack() throws {
    let host = try WindowHost(
      configuration: .init(title: "test", size: CGSize(width: 120, height: 80), isResizable: false))
    #expect(host.size == CGSize(width: 120, height: 80))
    #expect(host.scale >= 1)
    var list = DrawList()
    list.fill(CGRect(x: 0, y: 0, width: 60, height: 80), color: .tint)
    host.present(list, background: .white)
    let pixels = try #require(host.readPixels())
    let s = Int(host.scale)
    #expect(pixels.width == 120 * s && pixels.height == 80 * s)
    #expect(pixels[10, 10] & 0x00FF_FFFF == 0x007A_FF)
    #expect(pixels[100 * s, 10] & 0x00FF_FFFF == 0xFF_FFFF)
  }

  /// Issue 32: on a machine without a GPU the window draws with SDL's software renderer, not
  /// Mesa's OpenGL rasterizer (WindowRendererChoice); with one, with OpenGL as before.
  @Test func theRendererFollowsTheMachinesGPU() throws {
    let host = try WindowHost(
      configuration: .init(title: "test", size: CGSize(width: 120, height: 80), isResizable: false))
    let expected = WindowRendererChoice.current()
    if expected == .software { #expect(host.rendererName == "software") }
    if expected == .accelerated, ProcessInfo.processInfo.environment["SDL_RENDER_DRIVER"] == nil {
      #expect(host.rendererName != "software")
    }
  }
}
