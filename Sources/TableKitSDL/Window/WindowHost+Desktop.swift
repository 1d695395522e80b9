import CSDL2
import Foundation

extension WindowHost {
  /// The name of SDL's video driver in use ("x11", "wayland", "kmsdrm"...), or nil before SDL's
  /// video starts. `SDL_VIDEODRIVER=kmsdrm` picks the KMS/DRM driver, which draws straight to
  /// the display without X or Wayland.
  public static var videoDriver: String? {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) }
  }

  /// The size of the desktop of the display `display` (the first by default) in window units
  /// (SDL's screen coordinates), or nil when SDL cannot tell.
  ///
  /// A fullscreen host opens its window at this size: with no window manager (Xvfb, a bare X
  /// server) nobody resizes a fullscreen window, and SDL's fullscreen window would otherwise
  /// keep its configured size in a corner of the screen.
  /// - Throws: `RenderingError.sdl` when SDL's video cannot start.
  public static func desktopSize(display: Int = 0) throws -> CGSize? {
    try SDLLibraries.startVideo()
    var mode = SDL_DisplayMode()
    guard SDL_GetDesktopDisplayMode(Int32(clamping: display), &mode) == 0, mode.w > 0, mode.h > 0
    else { return nil }
    return CGSize(width: CGFloat(mode.w), height: CGFloat(mode.h))
  }
}

extension WindowHost {
  /// The bounds of display `display` when a fullscreen window there is better opened borderless
  /// over them: on X11 with no window manager running, where SDL's fullscreen request has
  /// nobody to answer it and SDL waits 100 ms for a change that never comes
  /// (`X11WindowManagerProbe`); nil elsewhere, and wherever SDL or X cannot tell.
  static func displayWithoutWindowManager(_ display: Int32) -> SDL_Rect? {
    guard videoDriver == "x11", X11WindowManagerProbe.isWindowManagerRunning() == false else {
      return nil
    }
    var bounds = SDL_Rect()
    guard SDL_GetDisplayBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0 else {
      return nil
    }
    return bounds
  }
}

extension WindowHost {
  /// The display the window is on, as a person would name it: SDL's name for it, its desktop
  /// mode and refresh rate (`"Xvfb" 1280×800 at 60 Hz`), or nil when SDL cannot tell.
  public var displayDescription: String? {
    let index = SDL_GetWindowDisplayIndex(window)
    guard index >= 0 else { return nil }
    let name = SDL_GetDisplayName(index).map { String(cString: $0) } ?? "display \(index)"
    var mode = SDL_DisplayMode()
    guard SDL_GetDesktopDisplayMode(index, &mode) == 0 else { return "\"\(name)\"" }
    let rate = mode.refresh_rate > 0 ? " at \(mode.refresh_rate) Hz" : ""
    return "\"\(name)\" \(mode.w)×\(mode.h)\(rate)"
  }

  /// The displays SDL knows, by index: `0 "Xvfb" 1280×800`.
  /// - Throws: `RenderingError.sdl` when SDL's video cannot start.
  public static func displayNames() throws -> [String] {
    try SDLLibraries.startVideo()
    let count = max(0, SDL_GetNumVideoDisplays())
    return (0..<count).map { index in
      let name = SDL_GetDisplayName(index).map { String(cString: $0) } ?? "display \(index)"
      var mode = SDL_DisplayMode()
      guard SDL_GetDesktopDisplayMode(index, &mode) == 0 else { return "\(index) \"\(name)\"" }
      return "\(index) \"\(name)\" \(mode.w)×\(mode.h)"
    }
  }

  /// The renderer SDL made for the window (`opengl`, `software`...), or nil.
  public var rendererName: String? {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(sdlRenderer, &info) == 0, let name = info.name else { return nil }
    return String(cString: name)
  }
}
