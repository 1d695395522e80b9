import Foundation

/// Recognizes taps, as UIKit's `UITapGestureRecognizer`: the pointer goes down and up without
/// moving more than `Metrics.tapAllowableMovement` points, `numberOfTapsRequired` times with no
/// more than `Metrics.multipleTapInterval` seconds between one lift and the next press. The
/// actions run once, when the last tap lifts, in state `.ended` (`.recognized`).
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture; 1 by default.
  public var numberOfTapsRequired = 1
  /// How many fingers each tap needs; 1 by default (and the only count TableKit recognizes).
  public var numberOfTouchesRequired = 1

  private var taps = 0
  private var downLocation: CGPoint = .zero
  private var nextTapDeadline: TimeInterval?
  /// Whether the touch now down moved too far to be a tap; it then counts for nothing.
  private var touchFailed = false

  override var deadline: TimeInterval? { isTracking ? nil : nextTapDeadline }

  override func pointerDown(at location: CGPoint, time: TimeInterval) {
    if let wait = nextTapDeadline, time > wait { reset() }
    super.pointerDown(at: location, time: time)
    nextTapDeadline = nil
    touchFailed = false
    downLocation = location
  }

  override func pointerMoved(to location: CGPoint, time: TimeInterval) {
    super.pointerMoved(to: location, time: time)
    let dx = location.x - downLocation.x
    let dy = location.y - downLocation.y
    if dx * dx + dy * dy > Metrics.tapAllowableMovement * Metrics.tapAllowableMovement {
      touchFailed = true
      state = .failed
    }
  }

  override func pointerUp(at location: CGPoint, time: TimeInterval) {
    super.pointerUp(at: location, time: time)
    guard !touchFailed else { return reset() }
    taps += 1
    if taps >= max(1, numberOfTapsRequired) {
      state = .ended
      sendActions()
      reset()
    } else {
      nextTapDeadline = time + Metrics.multipleTapInterval
    }
  }

  override func advance(to time: TimeInterval) {
    if let wait = nextTapDeadline, time > wait { reset() }
  }

  override func reset() {
    super.reset()
    taps = 0
    nextTapDeadline = nil
    touchFailed = false
  }
}
