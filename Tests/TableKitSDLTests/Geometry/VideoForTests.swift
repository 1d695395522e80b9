import Foundation

/// Where these tests open windows: the display `scripts/test` provides with Xvfb, or else
/// SDL's dummy video driver, which needs none.
enum VideoForTests {
  /// Chooses the dummy driver when there is no display; call before the first window opens.
  static func prepare() {
    if ProcessInfo.processInfo.environment["DISPLAY"] == nil {
      setenv("SDL_VIDEODRIVER", "dummy", 0)
    }
  }
}
