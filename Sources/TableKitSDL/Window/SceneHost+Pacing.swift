import CSDL2
import Foundation
import TableKit

/// How the loop decides when to draw and how long to sleep: whether anything in the tree still
/// moves, the earliest time a view asks to be drawn again, and the pause that keeps a software
/// renderer's frames at 60 Hz.
extension SceneHost {
  /// Whether anything in the tree still moves, or a pointer is held down.
  public var isAnimating: Bool {
    router.hasCapturedPointers || translator.hasPointersDown || rootView.screen.animator.isRunning
      || Self.isAnimating(rootView)
  }

  /// Whether any view of the tree waits to lay out.
  static func needsLayout(_ view: View) -> Bool {
    view.needsLayout || view.subviews.contains { needsLayout($0) }
  }

  static func isAnimating(_ view: View) -> Bool {
    if view.needsAnimationFrame { return true }
    if let cell = view as? TableViewCell, cell.isAnimating { return true }
    return view.subviews.contains { isAnimating($0) }
  }

  /// The earliest time (`SystemClock` seconds) a visible view of the tree asks to be drawn
  /// again by itself (`View.nextRedrawTime`), or nil.
  static func nextRedrawTime(in view: View) -> TimeInterval? {
    guard !view.isHidden else { return nil }
    var earliest = view.nextRedrawTime
    for subview in view.subviews {
      guard let time = nextRedrawTime(in: subview) else { continue }
      earliest = min(earliest ?? time, time)
    }
    return earliest
  }

  /// How long to sleep for input, in milliseconds: until the earliest of `wakeUpTime`, the
  /// views' `nextRedrawTime` and the next run-loop `Timer`, at least a millisecond; -1 (until
  /// an event) when there is none. Without a `MainQueueWaker` (none could start) but waking
  /// for the main queue, at most `MainQueueWaker.fallbackSleep`, so that queued work still runs.
  func sleepMilliseconds() -> Int32 {
    let now = clock.now
    let times = [
      wakeUpTime?().map { $0 - now }, Self.nextRedrawTime(in: rootView).map { $0 - now },
      MainRunLoop.secondsToNextTimer(),
      waker == nil && wakesForMainQueue ? MainQueueWaker.fallbackSleep : nil,
      accessibility?.prepareToSleep(),
      accessibility?.bridge.nextUpdateTime.map { $0 - now },
    ]
    guard let seconds = times.compactMap({ $0 }).min() else { return -1 }
    let milliseconds = (seconds * 1000).rounded(.up)
    // A wake-up time already past or far off is usual and clamped silently; NaN is warned about.
    let usual = milliseconds.isNaN ? milliseconds : min(Double(Int32.max), max(1, milliseconds))
    return Int32(
      checked: usual, in: 1...Int32.max, fallback: 1, naming: "the time to sleep in milliseconds")
  }

  /// Sleeps out the rest of a 60 Hz frame when presenting did not wait for vsync (software
  /// renderers and Xvfb present at once), so that animations do not spin the CPU.
  func pace(since started: TimeInterval) {
    let interval = 1.0 / 60
    let elapsed = clock.now - started
    if elapsed < interval * 0.8 {
      SDL_Delay(UInt32(checked: (interval - elapsed) * 1000, naming: "a frame's pause in ms"))
    }
  }
}
