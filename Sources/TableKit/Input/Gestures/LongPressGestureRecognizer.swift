import Foundation

/// Recognizes a press held still, as UIKit's `UILongPressGestureRecognizer`: the pointer stays
/// down for `minimumPressDuration` seconds without moving more than `allowableMovement` points.
/// It is continuous: the actions run in `.began` when the time is up, in `.changed` as the
/// pointer then moves, and in `.ended` when it lifts (`.cancelled` if it is taken away).
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the pointer must stay down, in seconds; 0.5 by default, as UIKit's.
  public var minimumPressDuration: TimeInterval = 0.5
  /// How far the pointer may move before the press begins, in points; 10 by default.
  public var allowableMovement: CGFloat = 10
  /// How many fingers the press needs; 1 by default (and the only count TableKit recognizes).
  public var numberOfTouchesRequired = 1

  private var pressStart: TimeInterval?
  private var downLocation: CGPoint = .zero

  override var deadline: TimeInterval? {
    guard state == .possible, let pressStart else { return nil }
    return pressStart + minimumPressDuration
  }

  override func pointerDown(at location: CGPoint, time: TimeInterval) {
    super.pointerDown(at: location, time: time)
    pressStart = time
    downLocation = location
  }

  override func pointerMoved(to location: CGPoint, time: TimeInterval) {
    super.pointerMoved(to: location, time: time)
    switch state {
    case .possible:
      let dx = location.x - downLocation.x
      let dy = location.y - downLocation.y
      if dx * dx + dy * dy > allowableMovement * allowableMovement { reset() }
    case .began, .changed:
      state = .changed
      sendActions()
    default:
      break
    }
  }

  override func pointerUp(at location: CGPoint, time: TimeInterval) {
    super.pointerUp(at: location, time: time)
    if state == .began || state == .changed {
      state = .ended
      sendActions()
    }
    reset()
  }

  override func advance(to time: TimeInterval) {
    guard let deadline, time >= deadline else { return }
    state = .began
    sendActions()
  }

  override func reset() {
    super.reset()
    pressStart = nil
  }
}
