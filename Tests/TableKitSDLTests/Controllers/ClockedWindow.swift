import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting

/// A window showing a controller on a manual clock, drawn by an offscreen canvas: what the
/// sheet, menu and keyboard snapshot tests drive frame by frame, so that every animation
/// stops at the same frame in every run.
@MainActor
enum ClockedWindow {
  /// A window of `size` points on a canvas at `scale`, showing `root`, made key and laid out.
  /// - Parameters:
  ///   - prepare: Runs before the window is shown (traits, keyboard policy).
  ///   - layoutDirection: The screen's direction.
  static func make(
    snapshotter: Snapshotter, size: CGSize, scale: CGFloat, root: ViewController,
    startingAt start: TimeInterval = 10, layoutDirection: LayoutDirection = .leftToRight,
    prepare: (Window) -> Void = { _ in }
  ) throws -> (Window, ManualClock, OffscreenCanvas) {
    let canvas = try snapshotter.canvas(size: size, scale: scale)
    let clock = ManualClock(now: start)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen(layoutDirection: layoutDirection)
    window.rootViewController = root
    window.forEachScrollView { $0.clock = clock }
    prepare(window)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, clock, canvas)
  }

  /// Plays `seconds` of 60 Hz frames: the clock advances, scroll views that appeared since
  /// are put on it, and the window lays out.
  static func run(_ window: Window, _ clock: ManualClock, seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      window.forEachScrollView { $0.clock = clock }
      window.layoutIfNeeded()
    }
  }
}
