import CSDL2
import Foundation

extension WindowHost {
  /// The name of SDL's video driver in use ("x11", "wayland", "kmsdrm"...), or nil before SDL's
  /// video starts. `SDL_VIDEODRIVER=kmsdrm` picks the KMS/DRM driver, which draws straight to
  /// the display without X or Wayland.
  public static var videoDriver: String? {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) }
  }

  /// The size of the first display's desktop in window units (SDL's screen coordinates), or nil
  /// when SDL cannot tell.
  ///
  /// A fullscreen host opens its window at this size: with no window manager (Xvfb, a bare X
  /// server) nobody resizes a fullscreen window, and SDL's fullscreen window would otherwise
  /// keep its configured size in a corner of the screen.
  /// - Throws: `RenderingError.sdl` when SDL's video cannot start.
  public static func desktopSize() throws -> CGSize? {
    try SDLLibraries.startVideo()
    var mode = SDL_DisplayMode()
    guard SDL_GetDesktopDisplayMode(0, &mode) == 0, mode.w > 0, mode.h > 0 else { return nil }
    return CGSize(width: CGFloat(mode.w), height: CGFloat(mode.h))
  }
}
