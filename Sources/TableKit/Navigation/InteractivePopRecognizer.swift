import Foundation

/// Decides what a pointer that went down in the leading edge strip of a navigation container
/// means, as a pure state machine fed with that pointer's events and the times they happen at:
/// a horizontal drag towards the trailing edge drags the top view back (an interactive pop);
/// anything else (a tap, a vertical drag, a pointer resting still) belongs to the view under
/// it, which then gets the buffered down and everything after it.
///
///     down in the strip   (held back)
///     moved > 10 pt       sideways towards trailing: .began at the slop's edge, .changed by
///                         the distance beyond it, then .changed on each move
///                         otherwise: .forwardDown, then .forward of each event
///     resting 0.15 s      .forwardDown (a row at the edge still highlights and long-presses)
///     up                  .ended(translation, velocity), or .forwardDown + .forward(up)
struct InteractivePopRecognizer: Sendable {
  /// What the container does, in order.
  enum Action: Equatable, Sendable {
    /// Give the view under the pointer the down that was held back; further events of the
    /// pointer are forwarded to it.
    case forwardDown(InputEvent)
    /// Give the view that got the down this event.
    case forward(InputEvent)
    /// The drag began: the top view starts to follow the pointer.
    case began
    /// The pointer is `translation` points towards the trailing edge from where the drag began.
    case changed(translation: CGFloat)
    /// The pointer lifted `translation` points towards the trailing edge from where the drag
    /// began, moving at `velocity` points per second towards it (negative: back towards the
    /// leading edge).
    case ended(translation: CGFloat, velocity: CGFloat)
    /// The system took the pointer away during the drag: settle back.
    case cancelled
  }

  private struct Contact: Sendable {
    var id: Int
    var kind: PointerKind
    var downLocation: CGPoint
    var downTime: TimeInterval
    var tracker = VelocityTracker()
    /// Where the drag began, once it has: where the pointer crossed the slop's edge.
    /// Translations are measured from here, so that the view does not jump by the slop but
    /// follows by the distance beyond it.
    var dragOrigin: CGPoint?
  }

  private enum State: Sendable {
    case idle
    /// Down in the strip, undecided; the down is held back.
    case pending(Contact)
    /// Dragging the top view.
    case dragging(Contact)
    /// The pointer belongs to the view under it.
    case forwarding(id: Int)
  }

  private var state = State.idle

  /// Creates a recognizer with no pointer.
  init() {}

  /// The pointer the recognizer follows, if any.
  var pointerID: Int? {
    switch state {
    case .idle: return nil
    case .pending(let contact), .dragging(let contact): return contact.id
    case .forwarding(let id): return id
    }
  }

  /// Whether the pointer drags the top view.
  var isDragging: Bool {
    if case .dragging = state { return true }
    return false
  }

  /// When the held-back down goes to the view under it if the pointer keeps still, while one
  /// is held back: the host should draw a frame by then.
  var nextDeadline: TimeInterval? {
    guard case .pending(let contact) = state else { return nil }
    return contact.downTime + Metrics.interactivePopDecisionDelay
  }

  /// Starts following a pointer that went down in the edge strip; its down is held back.
  /// - Parameters:
  ///   - id: The pointer.
  ///   - location: Where it went down, in the container's coordinates.
  ///   - kind: Finger or mouse.
  ///   - time: When, on the clock.
  mutating func begin(id: Int, location: CGPoint, kind: PointerKind, at time: TimeInterval) {
    var contact = Contact(id: id, kind: kind, downLocation: location, downTime: time)
    contact.tracker.addSample(location, at: time)
    state = .pending(contact)
  }

  /// Gives the held-back down to the view under the pointer if it has rested for the decision
  /// delay by `time`.
  mutating func advance(to time: TimeInterval) -> [Action] {
    guard case .pending(let contact) = state, let due = nextDeadline, time >= due else {
      return []
    }
    state = .forwarding(id: contact.id)
    return [.forwardDown(Self.down(of: contact))]
  }

  /// Feeds one event of the followed pointer (others give no actions).
  /// - Parameters:
  ///   - event: A move, release or cancel, located in the container's coordinates.
  ///   - time: When it happened, on the clock.
  ///   - isRightToLeft: Whether the leading edge is the right one.
  /// - Returns: What the container does, in order.
  mutating func handle(_ event: InputEvent, at time: TimeInterval, isRightToLeft: Bool)
    -> [Action]
  {
    var actions = advance(to: time)
    let trailing: CGFloat = isRightToLeft ? -1 : 1
    switch (state, event) {
    case (.pending(var contact), .pointerMoved(let id, let location, _)) where id == contact.id:
      contact.tracker.addSample(location, at: time)
      let dx = (location.x - contact.downLocation.x) * trailing
      let dy = location.y - contact.downLocation.y
      guard (dx * dx + dy * dy).squareRoot() > Metrics.interactivePopSlop else {
        state = .pending(contact)
        break
      }
      if dx > abs(dy) {
        // The drag begins where the pointer crossed the slop's edge, and the view follows by
        // the distance beyond it at once: a fast first move is not lost, and the view does not
        // jump by the slop.
        let distance = (dx * dx + dy * dy).squareRoot()
        let toEdge = Metrics.interactivePopSlop / distance
        contact.dragOrigin = CGPoint(
          x: contact.downLocation.x + (location.x - contact.downLocation.x) * toEdge,
          y: contact.downLocation.y + (location.y - contact.downLocation.y) * toEdge)
        state = .dragging(contact)
        actions.append(.began)
        let beyond = Self.translation(of: contact, at: location, trailing)
        if beyond != 0 { actions.append(.changed(translation: beyond)) }
      } else {
        state = .forwarding(id: id)
        actions += [.forwardDown(Self.down(of: contact)), .forward(event)]
      }
    case (.pending(let contact), .pointerUp(let id, _, _)) where id == contact.id:
      state = .idle
      actions += [.forwardDown(Self.down(of: contact)), .forward(event)]
    case (.pending(let contact), .pointerCancelled(let id)) where id == contact.id:
      // Nothing got the down, so nothing needs to hear of the cancel.
      state = .idle
    case (.dragging(var contact), .pointerMoved(let id, let location, _)) where id == contact.id:
      contact.tracker.addSample(location, at: time)
      state = .dragging(contact)
      actions.append(.changed(translation: Self.translation(of: contact, at: location, trailing)))
    case (.dragging(var contact), .pointerUp(let id, let location, _)) where id == contact.id:
      contact.tracker.addSample(location, at: time)
      state = .idle
      actions.append(
        .ended(
          translation: Self.translation(of: contact, at: location, trailing),
          velocity: contact.tracker.velocity(at: time).x * trailing))
    case (.dragging(let contact), .pointerCancelled(let id)) where id == contact.id:
      state = .idle
      actions.append(.cancelled)
    case (.forwarding(let followed), .pointerMoved(let id, _, _)) where id == followed:
      actions.append(.forward(event))
    case (.forwarding(let followed), .pointerUp(let id, _, _)) where id == followed,
      (.forwarding(let followed), .pointerCancelled(let id)) where id == followed:
      state = .idle
      actions.append(.forward(event))
    default:
      break
    }
    return actions
  }

  /// Forgets the pointer without any action (the container was taken out of the tree).
  mutating func reset() { state = .idle }

  private static func down(of contact: Contact) -> InputEvent {
    .pointerDown(id: contact.id, location: contact.downLocation, kind: contact.kind)
  }

  private static func translation(of contact: Contact, at location: CGPoint, _ trailing: CGFloat)
    -> CGFloat
  {
    (location.x - (contact.dragOrigin ?? contact.downLocation).x) * trailing
  }
}
