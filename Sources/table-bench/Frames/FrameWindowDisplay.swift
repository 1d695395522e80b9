import Foundation

/// The display the window rows (`FrameSurface.window`) draw on: the benchmark's own `DISPLAY`,
/// or an Xvfb server it starts the first time one is asked for and stops when it is done.
/// Starting is tried once: without Xvfb every window row is left out with the same reason.
@MainActor
final class FrameWindowDisplay {
  private var server: XServer?
  private var display: String?
  private var triedToStart = false

  /// The environment a window row's child runs in.
  /// - Throws: when there is no display and no Xvfb to start.
  func environment() throws -> [String: String] {
    if display == nil, !triedToStart {
      triedToStart = true
      display = ProcessInfo.processInfo.environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
      if display == nil {
        server = XServer.start(
          screen: (Int(Viewport.desktop.width), Int(Viewport.desktop.height)), for: "frames")
        display = server?.display
      }
    }
    guard let display else {
      throw FrameBenchmarkError.message("no display, and no Xvfb to start")
    }
    // Not SDL's dummy driver, which one may have set for the offscreen rows.
    return ["DISPLAY": display, "SDL_VIDEODRIVER": "x11"]
  }

  /// Stops the Xvfb server this started, if any.
  func stop() {
    server?.stop()
    server = nil
  }
}
