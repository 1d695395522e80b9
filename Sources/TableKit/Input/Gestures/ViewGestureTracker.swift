import Foundation

/// Delivers a pointer's events to the gesture recognizers of the views under it, inside one
/// view that takes input itself (a table, or a window host's root): the recognizers of the view
/// hit when the pointer goes down and of its superviews up to (not including) that root.
///
/// It stands before the root's own handling, as UIKit's recognizers see touches before their
/// view: events pass through to the root until a recognizer with `cancelsTouchesInView`
/// recognizes its gesture; then the root gets one `pointerCancelled` for that pointer (instead of
/// the lift that would select a row, say) and none of the pointer's later events.
///
/// A class rather than a value: recognizers' actions run while it works and may reach back into
/// the table that owns it (a header tap reloads its section).
@preconcurrency @MainActor
public final class ViewGestureTracker {
  private struct Tracked {
    var recognizers: [GestureRecognizer]
    var claimed = false
  }

  private var pointers: [Int: Tracked] = [:]
  /// Recognizers waiting for time after their pointer lifted (a double tap's second press).
  private var waiting: [GestureRecognizer] = []

  /// Creates a tracker following no pointer.
  public init() {}

  /// Whether some recognizer follows a pointer or waits for the time, so that a host keeps
  /// drawing frames (a long press fires on the clock).
  public var needsTime: Bool {
    pointers.values.contains { tracked in tracked.recognizers.contains { $0.deadline != nil } }
      || waiting.contains { $0.deadline != nil }
  }

  /// Whether recognizers follow the pointer of `event`.
  public func isFollowing(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, _, _), .pointerMoved(let id, _, _), .pointerUp(let id, _, _),
      .pointerCancelled(let id):
      pointers[id] != nil
    default:
      false
    }
  }

  /// Offers `event` (locations in `root`'s coordinates from its top-left corner on screen) to
  /// the recognizers, at `time`.
  /// - Returns: The event the root should handle now: `event` itself, `pointerCancelled` when a
  ///   recognizer just took the pointer, or nil when the pointer belongs to a recognizer.
  public func intercept(_ event: InputEvent, in root: View, at time: TimeInterval)
    -> InputEvent?
  {
    switch event {
    case .pointerDown(let id, let location, _):
      let recognizers = Self.recognizers(at: location, in: root)
      guard !recognizers.isEmpty else { return event }
      waiting.removeAll { recognizer in recognizers.contains { $0 === recognizer } }
      for recognizer in recognizers {
        recognizer.pointerDown(at: Self.point(location, in: root, to: recognizer), time: time)
      }
      pointers[id] = Tracked(recognizers: recognizers)
      return event
    case .pointerMoved(let id, let location, _):
      guard let tracked = pointers[id] else { return event }
      for recognizer in tracked.recognizers {
        recognizer.advance(to: time)
        recognizer.pointerMoved(to: Self.point(location, in: root, to: recognizer), time: time)
      }
      return settle(id, passing: event)
    case .pointerUp(let id, let location, _):
      guard let tracked = pointers[id] else { return event }
      var winner: GestureRecognizer?
      for recognizer in tracked.recognizers where winner == nil {
        recognizer.advance(to: time)
        let wasClaiming = recognizer.hasRecognized
        let recognitions = recognizer.recognitionCount
        recognizer.pointerUp(at: Self.point(location, in: root, to: recognizer), time: time)
        if wasClaiming || recognizer.recognitionCount != recognitions { winner = recognizer }
        if recognizer.deadline != nil { waiting.append(recognizer) }
      }
      for recognizer in tracked.recognizers where recognizer !== winner && recognizer.isTracking {
        recognizer.pointerCancelled()
      }
      pointers[id] = nil
      if tracked.claimed { return nil }
      if let winner, winner.cancelsTouchesInView { return .pointerCancelled(id: id) }
      return event
    case .pointerCancelled(let id):
      guard let tracked = pointers.removeValue(forKey: id) else { return event }
      for recognizer in tracked.recognizers { recognizer.pointerCancelled() }
      return tracked.claimed ? nil : event
    default:
      return event
    }
  }

  /// Brings the recognizers' timers to `time` (a long press begins when its time is up).
  /// - Returns: The pointers a recognizer took at this time, each of which the root should see
  ///   cancelled.
  public func advance(to time: TimeInterval) -> [Int] {
    waiting.removeAll { recognizer in
      recognizer.advance(to: time)
      return recognizer.deadline == nil
    }
    var taken: [Int] = []
    for id in Array(pointers.keys) {
      guard let tracked = pointers[id] else { continue }
      for recognizer in tracked.recognizers { recognizer.advance(to: time) }
      if settle(id, passing: .pointerCancelled(id: id)) != nil, pointers[id]?.claimed == true {
        taken.append(id)
      }
    }
    return taken
  }

  /// After a recognizer may have recognized: the first that did takes the pointer (the others
  /// are cancelled), and the root hears `passing` once if it is cancelled by that.
  private func settle(_ id: Int, passing event: InputEvent) -> InputEvent? {
    guard var tracked = pointers[id] else { return event }
    if tracked.claimed { return nil }
    guard let winner = tracked.recognizers.first(where: { $0.hasRecognized }) else { return event }
    for recognizer in tracked.recognizers where recognizer !== winner {
      recognizer.pointerCancelled()
    }
    tracked.recognizers = [winner]
    guard winner.cancelsTouchesInView else {
      pointers[id] = tracked
      return event
    }
    tracked.claimed = true
    pointers[id] = tracked
    return .pointerCancelled(id: id)
  }

  /// The enabled recognizers of the view at `location` and its superviews below `root`,
  /// innermost first.
  static func recognizers(at location: CGPoint, in root: View) -> [GestureRecognizer] {
    let local = CGPoint(x: location.x + root.boundsOrigin.x, y: location.y + root.boundsOrigin.y)
    var found: [GestureRecognizer] = []
    var current = root.hitTest(local)
    while let view = current, view !== root {
      found += view.gestureRecognizers?.filter(\.isEnabled) ?? []
      current = view.superview
    }
    return found
  }

  /// `location` (root coordinates from its top-left on screen) in the recognizer's view.
  private static func point(_ location: CGPoint, in root: View, to recognizer: GestureRecognizer)
    -> CGPoint
  {
    let local = CGPoint(x: location.x + root.boundsOrigin.x, y: location.y + root.boundsOrigin.y)
    return recognizer.view.map { root.convert(local, to: $0) } ?? local
  }
}
