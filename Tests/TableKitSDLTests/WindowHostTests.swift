import CSDL2
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

  /// Issue 32, start-up: with no window manager to answer SDL's fullscreen request (a bare X
  /// server such as this Xvfb), a fullscreen window opens borderless over the display, without
  /// SDL's 100 ms wait; with one, it asks for fullscreen as before.
  @Test func aFullscreenWindowCoversTheDisplayWithOrWithoutAWindowManager() throws {
    let host = try WindowHost(
      configuration: .init(title: "test", size: CGSize(width: 120, height: 80), isFullscreen: true))
    let flags = SDL_GetWindowFlags(host.window)
    var bounds = SDL_Rect()
    #expect(SDL_GetDisplayBounds(0, &bounds) == 0)
    var size = (width: Int32(0), height: Int32(0))
    SDL_GetWindowSize(host.window, &size.width, &size.height)
    #expect(size.width == bounds.w && size.height == bounds.h)
    let bare = WindowHost.videoDriver == "x11" && X11WindowManagerProbe.isWindowManagerRunning() == false
    #expect((flags & SDL_WINDOW_BORDERLESS.rawValue != 0) == bare)
    #expect((flags & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == !bare)
    if bare {
      var position = (x: Int32(-1), y: Int32(-1))
      SDL_GetWindowPosition(host.window, &position.x, &position.y)
      #expect(position.x == bounds.x && position.y == bounds.y)
    }
  }

  @Test func theWindowManagerProbeCannotTellWithoutAServer() {
    #expect(X11WindowManagerProbe.isWindowManagerRunning(environment: [:]) == nil)
    #expect(X11WindowManagerProbe.isWindowManagerRunning(environment: ["DISPLAY": ""]) == nil)
    #expect(X11WindowManagerProbe.isWindowManagerRunning(environment: ["DISPLAY": ":4711"]) == nil)
  }
}
