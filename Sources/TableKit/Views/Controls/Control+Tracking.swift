import Foundation

/// How the controls that take input themselves (a button, a segmented control, a slider, a
/// stepper, a page control) follow a press, as UIKit's `UIControl` tracks a touch: the press
/// highlights the control and sends `.touchDown`; moving keeps the highlight while the pointer
/// stays within `Metrics.controlTrackingSlop` of the bounds (sending the drag events); lifting
/// there completes the tap (`handleTap(at:)`), elsewhere sends `.touchUpOutside`; a cancelled
/// pointer sends `.touchCancel`. Space and Return activate the control that has the keys.
///
/// Inside a table such a control leaves presses to the table, which tracks them (a drag that
/// starts on a button in a cell scrolls the table, as a scroll view delays its content's
/// touches) and completes a tap on the control itself; a control that must follow drags (a
/// slider) says so with `tracksPressesInsideTable`.
extension Control {
  /// Handles one event, locations in points from the control's top-left corner.
  /// - Returns: Whether the control (or the table it lies in) used the event.
  func handleControlInput(_ event: InputEvent) -> Bool {
    if !tracksPressesInsideTable, let table = enclosingTable {
      return table.handle(event.movedBy(offsetOfBounds(in: table)))
    }
    switch event {
    case .pointerDown(let id, let location, _):
      guard isEnabled, trackingPointer == nil else { return trackingPointer != nil }
      trackingPointer = id
      isHighlighted = true
      sendActions(for: .touchDown)
      beginTracking(at: boundsPoint(location))
      return true
    case .pointerMoved(let id, let location, _):
      guard trackingPointer == id else { return false }
      let point = boundsPoint(location)
      let inside = isNearEnoughToTrack(point)
      if inside != isHighlighted {
        isHighlighted = inside
        sendActions(for: inside ? .touchDragEnter : .touchDragExit)
      }
      sendActions(for: inside ? .touchDragInside : .touchDragOutside)
      continueTracking(at: point)
      return true
    case .pointerUp(let id, let location, _):
      guard trackingPointer == id else { return false }
      trackingPointer = nil
      let point = boundsPoint(location)
      isHighlighted = false
      endTracking(at: point)
      if isNearEnoughToTrack(point) {
        handleTap(at: point)
      } else {
        sendActions(for: .touchUpOutside)
      }
      return true
    case .pointerCancelled(let id):
      guard trackingPointer == id else { return false }
      trackingPointer = nil
      isHighlighted = false
      cancelTracking()
      sendActions(for: .touchCancel)
      return true
    case .key(let key, let modifiers):
      guard isEnabled else { return false }
      return respondToKey(key, modifiers: modifiers)
    case .secondaryClick, .wheel, .text, .composition:
      return false
    }
  }

  /// Whether `point` (bounds coordinates) is close enough for a press to stay on the control.
  func isNearEnoughToTrack(_ point: CGPoint) -> Bool {
    let slop = Metrics.controlTrackingSlop
    return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
  }

  /// The table whose cell holds the control, if any.
  var enclosingTable: TableView? {
    var current = superview
    while let view = current {
      if let table = view as? TableView { return table }
      current = view.superview
    }
    return nil
  }

  /// Where the control's top-left corner lies from `ancestor`'s top-left corner on screen.
  private func offsetOfBounds(in ancestor: View) -> CGPoint {
    let origin = convert(boundsOrigin, to: ancestor)
    return CGPoint(x: origin.x - ancestor.boundsOrigin.x, y: origin.y - ancestor.boundsOrigin.y)
  }

  /// A location from the control's top-left corner on screen, in bounds coordinates.
  private func boundsPoint(_ location: CGPoint) -> CGPoint {
    CGPoint(x: location.x + boundsOrigin.x, y: location.y + boundsOrigin.y)
  }
}

extension InputEvent {
  /// The event with its location seen from a view whose top-left corner lies `offset` before
  /// the current one's (`offset` added to it).
  func movedBy(_ offset: CGPoint) -> InputEvent {
    func moved(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }
    switch self {
    case .pointerDown(let id, let location, let kind):
      return .pointerDown(id: id, location: moved(location), kind: kind)
    case .pointerMoved(let id, let location, let kind):
      return .pointerMoved(id: id, location: moved(location), kind: kind)
    case .pointerUp(let id, let location, let kind):
      return .pointerUp(id: id, location: moved(location), kind: kind)
    case .secondaryClick(let location):
      return .secondaryClick(location: moved(location))
    case .pointerCancelled, .wheel, .key, .text, .composition:
      return self
    }
  }
}
