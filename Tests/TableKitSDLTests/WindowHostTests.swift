import CSDL2
import Foundation
import TableKit
import Testing

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

  /// Issue 32: a window SDL draws in software keeps its last frame, so the next one sets only
  /// the pixels that change, and shows the same picture as a frame drawn whole.
  @Test func aWindowDrawnInSoftwareSetsOnlyThePixelsThatChange() throws {
    let host = try WindowHost(
      configuration: .init(title: "test", size: CGSize(width: 120, height: 80), isResizable: false))
    try #require(host.drawsInSoftware, "Xvfb has no GPU: SDL's software renderer draws")
    let area = Int(120 * host.scale) * Int(80 * host.scale)
    host.present(Self.leftHalf, background: .white)
    #expect(host.renderer.lastReplayStatistics.filledPixels >= area)
    host.present(Self.rightQuarter, background: .white)
    let changed = host.renderer.lastReplayStatistics.filledPixels
    // The left half becomes white and the right quarter red: three quarters change.
    #expect(changed > 0 && changed <= area * 3 / 4)
    try Self.expectRightQuarterOnly(host)
    host.present(Self.rightQuarter, background: .white)
    #expect(host.renderer.lastReplayStatistics.filledPixels < changed)
    try Self.expectRightQuarterOnly(host)
  }

  /// A frame the window may have lost (here overwritten behind the renderer's back, as a new
  /// framebuffer after a resize would be) is drawn whole once it is forgotten, and a window
  /// told not to keep frames draws every frame whole.
  @Test func aForgottenOrUnkeptFrameIsDrawnWhole() throws {
    let host = try WindowHost(
      configuration: .init(title: "test", size: CGSize(width: 120, height: 80), isResizable: false))
    try #require(host.drawsInSoftware, "Xvfb has no GPU: SDL's software renderer draws")
    let area = Int(120 * host.scale) * Int(80 * host.scale)
    host.present(Self.rightQuarter, background: .white)
    let surface = try #require(SDL_GetWindowSurface(host.window))
    SDL_FillRect(surface, nil, 0)
    host.forgetPresentedFrame()
    host.present(Self.rightQuarter, background: .white)
    #expect(host.renderer.lastReplayStatistics.filledPixels >= area)
    try Self.expectRightQuarterOnly(host)
    host.keepsPresentedFrame = false
    for _ in 0..<2 {
      host.present(Self.rightQuarter, background: .white)
      #expect(host.renderer.lastReplayStatistics.filledPixels >= area)
    }
    try Self.expectRightQuarterOnly(host)
  }

  /// What reaches the display, read back from the X server: after every frame of a table
  /// scrolling, with a row inserted and one deleted animating, the server shows exactly the
  /// window's framebuffer (which `RetainedFrameTests` shows is the whole frame's picture),
  /// though each frame put only what changed.
  @Test func theDisplayShowsEveryFrameAsAWholeFrame() throws {
    let host = try WindowHost(
      configuration: .init(title: "test", size: CGSize(width: 240, height: 200), isResizable: false)
    )
    try #require(host.drawsInSoftware, "Xvfb has no GPU: SDL's software renderer draws")
    try #require(WindowHost.videoDriver == "x11", "the server read back is X's")
    let position = Self.positionOnceShown(host)
    let frames = ScrollingTableFrames(
      size: host.size,
      screen: Screen(scale: host.scale, textMeasurer: host.renderer, imageProvider: host.renderer))
    var partial = 0
    for frame in 0..<24 {
      host.present(frames.drawList(forFrame: frame), background: .white)
      let drawn = try #require(host.readPixels())
      let rects = host.renderer.lastReplayDamage.rects(limit: WindowHost.presentedRectangleLimit)
      if rects.map({ Int($0.w) * Int($0.h) }).reduce(0, +) < drawn.width * drawn.height {
        partial += 1
      }
      let shown = try #require(
        X11ScreenCapture.pixels(
          x: position.x, y: position.y, width: drawn.width, height: drawn.height))
      var differing = 0
      for y in 0..<drawn.height {
        for x in 0..<drawn.width where drawn[x, y] & 0xFF_FFFF != shown[y * drawn.width + x] {
          differing += 1
        }
      }
      #expect(differing == 0, "frame \(frame): \(differing) pixels on the display differ")
    }
    #expect(partial > 12, "most frames put only a part of the window")
  }

  /// A part of the display that missed its put (here: the framebuffer changed behind the
  /// renderer's back, so the display and the framebuffer disagree just as they would) stays
  /// wrong only until the next whole put, at most a second later while frames come.
  @Test func aPartTheDisplayMissedIsMendedWithinASecond() throws {
    let host = try WindowHost(
      configuration: .init(title: "test", size: CGSize(width: 120, height: 80), isResizable: false))
    try #require(host.drawsInSoftware, "Xvfb has no GPU: SDL's software renderer draws")
    try #require(WindowHost.videoDriver == "x11", "the server read back is X's")
    let position = Self.positionOnceShown(host)
    host.present(Self.rightQuarter, background: .white)
    let surface = try #require(SDL_GetWindowSurface(host.window))
    var missed = SDL_Rect(x: 4, y: 4, w: 20, h: 20)
    SDL_FillRect(surface, &missed, SDL_MapRGB(surface.pointee.format, 0, 0, 255))
    func shownAtMissedPart() throws -> UInt32 {
      let shown = try #require(
        X11ScreenCapture.pixels(x: position.x + 10, y: position.y + 10, width: 1, height: 1))
      return shown[0]
    }
    // Within the second: only the (empty) damage is put, so the display keeps its white.
    host.lastWholeFramePut = SDL_GetTicks64()
    host.present(Self.rightQuarter, background: .white)
    #expect(try shownAtMissedPart() == 0xFF_FFFF)
    // A second later the whole framebuffer is put, the missed part with it.
    host.lastWholeFramePut = SDL_GetTicks64() &- WindowHost.wholeFramePutInterval
    host.present(Self.rightQuarter, background: .white)
    #expect(try shownAtMissedPart() == 0x00_00FF)
  }

  /// Where the window lies on the X screen, once it is shown (`waitUntilShown`).
  private static func positionOnceShown(_ host: WindowHost) -> (x: Int32, y: Int32) {
    waitUntilShown(host)
    var position = (x: Int32(0), y: Int32(0))
    SDL_GetWindowPosition(host.window, &position.x, &position.y)
    return position
  }

  /// Handles SDL's events until the window is shown (a frame put before that is lost, which
  /// the window event makes the host forget), for at most two seconds.
  private static func waitUntilShown(_ host: WindowHost) {
    let deadline = Date().addingTimeInterval(2)
    var shown = false
    while !shown && Date() < deadline {
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 {
        if event.type == SDL_WINDOWEVENT.rawValue,
          SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_EXPOSED
        {
          shown = true
        }
      }
      if !shown { usleep(10_000) }
    }
    host.updateGeometry()
  }

  private static var leftHalf: DrawList {
    var list = DrawList()
    list.fill(CGRect(x: 0, y: 0, width: 60, height: 80), color: .tint)
    return list
  }

  private static var rightQuarter: DrawList {
    var list = DrawList()
    list.fill(CGRect(x: 90, y: 0, width: 30, height: 80), color: Color(red: 1, green: 0, blue: 0))
    return list
  }

  /// Every pixel is white but the right quarter's, which are red.
  private static func expectRightQuarterOnly(_ host: WindowHost) throws {
    let pixels = try #require(host.readPixels())
    var wrong = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width {
        let expected: UInt32 = x >= pixels.width * 3 / 4 ? 0xFF_0000 : 0xFF_FFFF
        if pixels[x, y] & 0x00FF_FFFF != expected { wrong += 1 }
      }
    }
    #expect(wrong == 0, "\(wrong) pixels differ from the frame drawn whole")
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
    let bare =
      WindowHost.videoDriver == "x11" && X11WindowManagerProbe.isWindowManagerRunning() == false
    #expect((flags & SDL_WINDOW_BORDERLESS.rawValue != 0) == bare)
    #expect(
      (flags & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
        == !bare)
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
