import Foundation
import TableKit

/// One input event read from a window, in points from the window's top-left corner, with the
/// place it happened so that a host can route it: the pointer's location for pointer events,
/// the mouse position for wheel events, nil for keys.
public struct WindowInput: Hashable, Sendable {
  /// The event; pointer locations are in window points.
  public var event: InputEvent
  /// Where in the window it happened, in points; nil when it has no place (keys, cancels).
  public var location: CGPoint?

  /// Creates a window input.
  public init(_ event: InputEvent, at location: CGPoint? = nil) {
    self.event = event
    self.location = location
  }

  /// The event with its pointer location moved by `-origin`: relative to a view whose top-left
  /// corner is at `origin` in the window.
  public func event(relativeTo origin: CGPoint) -> InputEvent {
    func shifted(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
    switch event {
    case .pointerDown(let id, let location, let kind):
      return .pointerDown(id: id, location: shifted(location), kind: kind)
    case .pointerMoved(let id, let location, let kind):
      return .pointerMoved(id: id, location: shifted(location), kind: kind)
    case .pointerUp(let id, let location, let kind):
      return .pointerUp(id: id, location: shifted(location), kind: kind)
    case .secondaryClick(let location):
      return .secondaryClick(location: shifted(location))
    case .pointerCancelled, .wheel, .key, .text, .composition:
      return event
    }
  }
}
