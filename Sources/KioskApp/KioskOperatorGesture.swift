import Foundation
import TableKit

/// The operator's way in on a kiosk without a keyboard: one finger held still for
/// `holdSeconds` in the screen's top-trailing corner, which asks for the PIN as the chord does.
/// A visitor's tap or scroll never lasts that long there (the corner holds at most the bar's
/// trailing button, which a hold does not press: its touch is cancelled when the hold is taken).
struct KioskOperatorGesture {
  /// How long the finger stays down.
  static let holdSeconds: TimeInterval = 5
  /// The corner's side, in points.
  static let cornerSide: CGFloat = 60
  /// How far the finger may wander while held.
  static let slop: CGFloat = 20

  /// The finger held in the corner: its id, where it went down, and when.
  private var held: (id: Int, start: CGPoint, since: TimeInterval)?

  /// Follows `event` at `time` in a window of `size`. The corner is the screen's, whichever way
  /// its text runs.
  mutating func handle(_ event: InputEvent, at time: TimeInterval, in size: CGSize) {
    switch event {
    case .pointerDown(let id, let location, _):
      let inCorner = location.x >= size.width - Self.cornerSide && location.y <= Self.cornerSide
      // A second finger is some other gesture.
      held = held == nil && inCorner ? (id, location, time) : nil
    case .pointerMoved(let id, let location, _):
      guard let current = held, current.id == id else { return }
      if hypot(location.x - current.start.x, location.y - current.start.y) > Self.slop {
        held = nil
      }
    case .pointerUp(let id, _, _), .pointerCancelled(let id):
      if held?.id == id { held = nil }
    default:
      break
    }
  }

  /// When the hold completes, if a finger is held in the corner.
  var deadline: TimeInterval? { held.map { $0.since + Self.holdSeconds } }

  /// The held finger's id once it has been held long enough (then forgotten), else nil.
  mutating func completes(at time: TimeInterval) -> Int? {
    guard let current = held, time >= current.since + Self.holdSeconds else { return nil }
    held = nil
    return current.id
  }
}
