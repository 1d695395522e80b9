import Foundation

/// Recognizes a gesture on a view and calls its actions, as UIKit's `UIGestureRecognizer`.
/// Attach one with `View.addGestureRecognizer(_:)`; a table delivers the touches and clicks on
/// its headers, footers and cells to the recognizers of the views under them, and a window
/// host to those of any other view.
///
/// Swift on Linux has no selectors, so where UIKit code writes
/// `UITapGestureRecognizer(target: self, action: #selector(tapped))`, TableKit code writes
/// `TapGestureRecognizer { [weak self] _ in self?.tapped() }`, or adds the closure later with
/// `addTarget(_:)`.
@preconcurrency @MainActor
open class GestureRecognizer {
  /// Where a recognizer is in its gesture, as UIKit's `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    /// No gesture recognized yet (the resting state).
    case possible = 0
    /// A continuous gesture (a long press) began.
    case began = 1
    /// A continuous gesture moved.
    case changed = 2
    /// The gesture ended: a discrete gesture (a tap) is recognized in this state.
    case ended = 3
    /// A continuous gesture was cancelled (the pointer was taken away).
    case cancelled = 4
    /// The touches are not this gesture.
    case failed = 5

    /// A discrete gesture's recognized state, as UIKit's alias of `ended`.
    public static let recognized = State.ended
  }

  /// A closure the recognizer calls when its gesture is recognized (and, for continuous
  /// gestures, on every change).
  public typealias Action = @MainActor (GestureRecognizer) -> Void

  /// Where the recognizer is in its gesture; the actions read it.
  public internal(set) var state: State = .possible
  /// The view the recognizer is attached to.
  public internal(set) weak var view: View?
  /// Whether the recognizer takes part at all.
  public var isEnabled = true {
    didSet { if !isEnabled { reset() } }
  }
  /// Whether the view under the recognizer stops getting the touch once the gesture is
  /// recognized (a table then neither selects the row nor opens its menu); true by default.
  public var cancelsTouchesInView = true
  /// How many touches the gesture has: 1 while a pointer is down, 0 otherwise.
  public var numberOfTouches: Int { isTracking ? 1 : 0 }

  private final var actions: [Action] = []
  /// The pointer's last location, in the coordinates of `view`.
  var lastLocation: CGPoint = .zero

  /// Creates a recognizer calling `action`, if given.
  public init(action: Action? = nil) {
    if let action { actions.append(action) }
  }

  /// Adds a closure to call when the gesture is recognized, as UIKit's `addTarget(_:action:)`.
  public final func addTarget(_ action: @escaping Action) { actions.append(action) }

  /// Removes every closure added with `addTarget(_:)` or the initializer.
  public func removeAllTargets() { actions.removeAll() }

  /// The pointer's location in `view`'s coordinates (the window's for nil), as UIKit's.
  public func location(in view: View?) -> CGPoint {
    guard let own = self.view else { return lastLocation }
    return own.convert(lastLocation, to: view)
  }

  // MARK: - Engine (driven by `ViewGestureTracker`)

  /// Whether a pointer is down and the recognizer still follows it.
  var isTracking = false

  /// When the recognizer next needs the time (a long press's threshold, a double tap's wait),
  /// or nil.
  var deadline: TimeInterval? { nil }

  /// Whether the recognizer has recognized its gesture and owns the pointer now.
  var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

  /// A pointer went down at `location` (the view's coordinates).
  func pointerDown(at location: CGPoint, time: TimeInterval) {
    lastLocation = location
    isTracking = true
  }

  /// The pointer moved to `location`.
  func pointerMoved(to location: CGPoint, time: TimeInterval) { lastLocation = location }

  /// The pointer lifted at `location`.
  func pointerUp(at location: CGPoint, time: TimeInterval) {
    lastLocation = location
    isTracking = false
  }

  /// The pointer was taken away (another recognizer won, or the system cancelled it).
  func pointerCancelled() {
    if state == .began || state == .changed {
      state = .cancelled
      sendActions()
    }
    reset()
  }

  /// The clock reached `time` with nothing else happening.
  func advance(to time: TimeInterval) {}

  /// Back to `.possible`, ready for the next gesture.
  func reset() {
    state = .possible
    isTracking = false
  }

  /// How many times the actions have been called: the tracker tells by it which recognizer
  /// just recognized.
  private(set) var recognitionCount = 0

  /// Calls every action with the recognizer.
  func sendActions() {
    recognitionCount += 1
    for action in actions { action(self) }
  }
}
