import Foundation
import TableKit
import TableKitSDL
import TableKitTesting

/// A window of `size` at 2x on a manual clock showing `root`, light or dark: the scene of the
/// materials' and vibrancy's pictures.
struct MaterialScene {
  let canvas: OffscreenCanvas
  let clock = ManualClock(now: 10)
  let window: Window

  @MainActor
  init(_ snapshotter: Snapshotter, size: CGSize, root: ViewController, dark: Bool) throws {
    canvas = try snapshotter.canvas(size: size, scale: 2)
    window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen()
    if dark { window.traitOverrides.userInterfaceStyle = .dark }
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.forEachScrollView { $0.clock = clock }
  }

  @MainActor
  func run(seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  @MainActor
  func render() -> PixelImage { canvas.render(window) }
}
