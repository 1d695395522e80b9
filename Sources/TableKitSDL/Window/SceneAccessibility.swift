import CSDL2
import Foundation
import TableKit

/// A `SceneHost`'s side of the screen-reader bridge: the window's `AccessibilityBridge`, and
/// the bus's messages run from the host's loop (GLib's main context, iterated without
/// blocking each turn, with a `MainQueueWaker` on the bus's descriptors so that a loop asleep
/// in SDL wakes when a client asks something).
///
/// It exists only when the bus does (`AccessibilityBus.start`); when no client reads the
/// window, a drawn frame costs it one check.
@MainActor
final class SceneAccessibility {
  /// The window's bridge.
  let bridge: AccessibilityBridge
  private var waker: MainQueueWaker?
  private var watched: [Int32] = []

  /// Starts the bus (once per process) and bridges `window`, or returns nil without a bus.
  init?(window: WindowHost, rootView: View) {
    let name = ProcessInfo.processInfo.processName
    guard AccessibilityBus.start(applicationName: name) else { return nil }
    let sdlWindow = window.window
    let title = SDL_GetWindowTitle(sdlWindow).map { String(cString: $0) } ?? name
    bridge = AccessibilityBridge(
      root: rootView, title: title.isEmpty ? name : title, unitsPerPoint: window.pointScale,
      windowOrigin: {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(sdlWindow, &x, &y)
        return (x, y)
      })
    // Active only while it has the input focus; SDL tells of later changes (SceneHost).
    let flags = SDL_GetWindowFlags(sdlWindow)
    bridge.windowFocusChanged(isFocused: flags & SDL_WINDOW_INPUT_FOCUS.rawValue != 0)
  }

  /// Runs the bus's messages and the requests they brought.
  /// - Returns: Whether a request ran (the window should draw).
  func turn() -> Bool {
    let ranMessages = AccessibilityBus.iterate()
    waker?.didRunMainQueue(madeProgress: ranMessages)
    return bridge.performRequests()
  }

  /// Gets ready to sleep: watches the bus's descriptors.
  /// - Returns: Seconds until GLib's next timeout, or nil.
  func prepareToSleep() -> TimeInterval? {
    let sources = AccessibilityBus.wakeSources()
    // A source ready now (timeout 0) hides the descriptors of lower priorities: keep watching
    // what was watched until the loop has run it.
    if sources.timeout != 0, sources.descriptors != watched {
      waker?.stop()
      watched = sources.descriptors
      waker = MainQueueWaker(watchingAny: watched)
    }
    // Without a waker (no descriptor could be watched), poll as a loop without one does.
    return waker == nil
      ? min(sources.timeout ?? .infinity, MainQueueWaker.fallbackSleep)
      : sources.timeout
  }

  /// Stops watching the bus (the loop ends).
  func stopWaking() {
    waker?.stop()
    waker = nil
    watched = []
  }
}
