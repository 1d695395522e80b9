import Foundation

/// Recognizes pans, taps, highlights and long presses from one pointer's events, as a pure state
/// machine fed with events and the times they happen at.
///
/// The recognizers of a table interact (a pan cancels a pending highlight, a long press cancels
/// the tap), so one state machine decides them all for the *primary* pointer: the first that went
/// down. Other fingers that touch while it is down are ignored until they lift; a cancel ends the
/// sequence cleanly.
///
/// Timers (the highlight delay, the long press) fire when time passes, not only when events
/// arrive: the table calls ``advance(to:)`` once per frame, and ``handle(_:at:contentWasMoving:)``
/// first fires any timer due before its event. The actions are the same however often the table
/// steps, because each timer fires at its own due time in order.
///
/// A touch goes like this:
///
///     down          .pressed            (the table stops any scroll motion)
///     + 0.1 s       .highlight          (unless it has moved beyond the slop)
///     moved > 10 pt .unhighlight, .beganPan at the slop's edge, .panned by the distance
///                   beyond it, then .panned on each move
///     up            .endedPan(velocity) or .unhighlight + .tap, then .released
public struct PointerGestureRecognizer: Equatable, Sendable {
  /// The primary pointer's state while it is down.
  private struct Contact: Equatable, Sendable {
    var id: Int
    var kind: PointerKind
    var downLocation: CGPoint
    var lastLocation: CGPoint
    var tracker = VelocityTracker()
    /// When the highlight shows, while it is pending.
    var highlightDue: TimeInterval?
    /// When the long press fires, while it is pending.
    var longPressDue: TimeInterval?
    var isHighlighted = false
    /// Whether lifting now would tap: no pan, no long press, not a touch that stopped motion.
    var canTap: Bool
    /// Where the pan began, once it has.
    var panOrigin: CGPoint?
    /// Whether the pointer has left the slop (with or without a pan).
    var hasLeftSlop = false
    /// Whether the long press fired; the pointer then belongs to it and cannot pan.
    var didLongPress = false
  }

  /// The thresholds and delays of recognition.
  public var configuration: Configuration
  private var contact: Contact?

  /// Creates a recognizer with no pointer down.
  /// - Parameter configuration: Thresholds and delays; the defaults by default.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Whether a primary pointer is down.
  public var isTracking: Bool { contact != nil }

  /// The primary pointer's id, while one is down.
  public var primaryPointerID: Int? { contact?.id }

  /// Whether the primary pointer is panning.
  public var isPanning: Bool { contact?.panOrigin != nil }

  /// The time the next timer fires, if one is pending: the host should draw a frame by then even
  /// if nothing else moves.
  public var nextDeadline: TimeInterval? {
    [contact?.highlightDue, contact?.longPressDue].compactMap { $0 }.min()
  }

  /// Forgets the primary pointer without any action, because another interaction (a context
  /// menu) has taken it: its further events give no actions, and the next pointer to go down
  /// starts a new sequence. The caller balances any highlight itself.
  public mutating func relinquishPrimaryPointer() {
    contact = nil
  }

  // MARK: - Time

  /// Fires the timers due by `time`, in the order they fall due.
  /// - Parameter time: The current time on the frame clock, in seconds.
  /// - Returns: The actions of the timers that fired: ``Action/highlight(_:)``,
  ///   ``Action/longPress(_:)``.
  public mutating func advance(to time: TimeInterval) -> [Action] {
    var actions: [Action] = []
    while var current = contact, let due = nextDeadline, due <= time {
      if current.highlightDue == due {
        current.highlightDue = nil
        current.isHighlighted = true
        actions.append(.highlight(current.downLocation))
      } else {
        current.longPressDue = nil
        current.canTap = false
        current.didLongPress = true
        actions.append(.longPress(current.downLocation))
      }
      contact = current
    }
    return actions
  }

  // MARK: - Events

  /// Feeds one event to the recognizer.
  /// - Parameters:
  ///   - event: The event; wheel and key events are not the recognizer's and give no actions.
  ///   - time: When it happened, in seconds on the frame clock; not before the last call.
  ///   - contentWasMoving: Whether the content was moving by itself (decelerating, bouncing,
  ///     animating) when the event arrived. A pointer that goes down on moving content only stops
  ///     it: it never highlights, taps or long-presses, though it can still pan.
  /// - Returns: What happened, in order: first any timers due before `time`, then the event's
  ///   consequences.
  public mutating func handle(
    _ event: InputEvent, at time: TimeInterval, contentWasMoving: Bool = false
  ) -> [Action] {
    var actions = advance(to: time)
    switch event {
    case .pointerDown(let id, let location, let kind):
      actions += pointerDown(id: id, at: location, kind: kind, time: time, stops: contentWasMoving)
    case .pointerMoved(let id, let location, _):
      actions += pointerMoved(id: id, to: location, time: time)
    case .pointerUp(let id, let location, _):
      actions += pointerUp(id: id, at: location, time: time)
    case .pointerCancelled(let id):
      actions += pointerCancelled(id: id)
    case .secondaryClick, .wheel, .key, .text, .composition:
      break
    }
    return actions
  }

  private mutating func pointerDown(
    id: Int, at location: CGPoint, kind: PointerKind, time: TimeInterval, stops: Bool
  ) -> [Action] {
    // A second finger while the first is down is ignored: the first owns the gesture.
    guard contact == nil else { return [] }
    var new = Contact(
      id: id, kind: kind, downLocation: location, lastLocation: location, canTap: !stops)
    new.tracker.addSample(location, at: time)
    var actions: [Action] = [.pressed(location)]
    if !stops {
      let delay = configuration.highlightDelay(for: kind)
      if delay > 0 {
        new.highlightDue = time + delay
      } else {
        new.isHighlighted = true
        actions.append(.highlight(location))
      }
      new.longPressDue = configuration.longPressDuration.map { time + $0 }
    }
    contact = new
    return actions
  }

  private mutating func pointerMoved(id: Int, to location: CGPoint, time: TimeInterval) -> [Action]
  {
    guard var current = contact, current.id == id else { return [] }
    var actions: [Action] = []
    let previous = current.lastLocation
    current.tracker.addSample(location, at: time)
    current.lastLocation = location

    if let origin = current.panOrigin {
      // 1. Panning: report the translation from where the pan began.
      actions.append(
        .panned(translation: location.subtracting(origin), delta: location.subtracting(previous)))
    } else if !current.hasLeftSlop,
      distance(location, current.downLocation) > configuration.touchSlop
    {
      // 2. Leaving the slop ends any hope of a tap, a highlight or a long press...
      current.hasLeftSlop = true
      current.highlightDue = nil
      current.longPressDue = nil
      if current.isHighlighted {
        current.isHighlighted = false
        actions.append(.unhighlight)
      }
      // ...and begins a pan, unless a long press has taken the pointer or a mouse may not pan.
      // The pan begins where the pointer crossed the edge of the slop, and the content follows
      // by the distance beyond it at once, as UIKit's: a fast first move (a finger at 60 Hz
      // can move 50 points in a frame) is not lost, and the content does not jump by the slop.
      let mayPan = current.kind == .touch || configuration.allowsMousePanning
      if mayPan && !current.didLongPress {
        let origin = slopEdge(from: current.downLocation, toward: location)
        current.panOrigin = origin
        actions.append(.beganPan(downLocation: current.downLocation, location: origin))
        if location != origin {
          let beyond = location.subtracting(origin)
          actions.append(.panned(translation: beyond, delta: beyond))
        }
      }
      current.canTap = false
    }
    contact = current
    return actions
  }

  private mutating func pointerUp(id: Int, at location: CGPoint, time: TimeInterval) -> [Action] {
    guard var current = contact, current.id == id else { return [] }
    var actions: [Action] = []
    current.tracker.addSample(location, at: time)
    if let origin = current.panOrigin {
      if location != current.lastLocation {
        actions.append(
          .panned(
            translation: location.subtracting(origin),
            delta: location.subtracting(current.lastLocation)))
      }
      actions.append(.endedPan(velocity: current.tracker.velocity(at: time)))
    } else if current.canTap, distance(location, current.downLocation) <= configuration.touchSlop {
      // A quick tap still shows its highlight for the moment of the selection.
      if !current.isHighlighted { actions.append(.highlight(current.downLocation)) }
      actions += [.unhighlight, .tap(current.downLocation)]
    } else if current.isHighlighted {
      actions.append(.unhighlight)
    }
    actions.append(.released)
    contact = nil
    return actions
  }

  private mutating func pointerCancelled(id: Int) -> [Action] {
    guard let current = contact, current.id == id else { return [] }
    var actions: [Action] = []
    if current.panOrigin != nil { actions.append(.cancelledPan) }
    if current.isHighlighted { actions.append(.unhighlight) }
    actions.append(.released)
    contact = nil
    return actions
  }

  // MARK: - Helpers

  /// Where the straight way from `downLocation` to `location` (outside the slop) crosses the
  /// slop's edge.
  private func slopEdge(from downLocation: CGPoint, toward location: CGPoint) -> CGPoint {
    let length = distance(location, downLocation)
    guard length > 0 else { return location }
    let slop = min(configuration.touchSlop, length)
    return CGPoint(
      x: downLocation.x + (location.x - downLocation.x) / length * slop,
      y: downLocation.y + (location.y - downLocation.y) / length * slop)
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
