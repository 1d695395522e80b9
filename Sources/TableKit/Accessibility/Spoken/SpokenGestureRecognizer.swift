import Foundation

/// Reads VoiceOver's gestures from raw pointer events, for spoken mode, where touches go to
/// the reading focus rather than to the views: a finger resting or dragging explores, a quick
/// one-finger swipe sideways moves the focus and one up or down steps through the rotor's
/// setting, a double tap activates, two fingers turning work the rotor, a three-finger swipe
/// up or down pages, a two-finger tap pauses or resumes speech.
///
/// Times are the host's clock (seconds) given with each event; `advance(to:)` reports what
/// waiting decides (a lone tap explores once no second tap came; a finger held still starts
/// exploring), so the host calls it each turn of its loop and wakes at `nextDeadline`.
public struct SpokenGestureRecognizer: Sendable {
  /// A touch quicker than this can be a swipe; a finger down longer explores.
  public static let exploreDelay: TimeInterval = 0.25
  /// The longest gap between the two taps of a double tap.
  public static let doubleTapInterval: TimeInterval = 0.35
  /// The least travel of a swipe, in points.
  public static let swipeDistance: CGFloat = 40
  /// The most a tap's fingers move, in points.
  public static let tapSlop: CGFloat = 12
  /// How far two fingers turn for each step of the rotor, in radians (30°): a small twist
  /// reaches the next setting and turning on reaches the ones after it, as on iOS.
  public static let rotorStepAngle: CGFloat = .pi / 6

  /// One finger of the gesture under way.
  private struct Finger: Sendable {
    /// Where it went down.
    var start: CGPoint
    var location: CGPoint
    var isDown = true
    /// How far it moved since it went down.
    var travel: (dx: CGFloat, dy: CGFloat) { (location.x - start.x, location.y - start.y) }
  }

  /// The fingers that touched since the first went down, and what it has become.
  private struct Gesture: Sendable {
    var started: TimeInterval
    var fingers: [Int: Finger] = [:]
    var isExploring = false
    /// The angle of the line between two fingers when the rotor last stepped (or the second
    /// finger landed); nil unless exactly two fingers are down.
    var rotorAngle: CGFloat?
    /// Whether two fingers turned the rotor: the gesture then decides nothing when it ends.
    var didTurnRotor = false
    /// A finger that lifted while others were down never explores (it is a chord).
    var isChord: Bool { fingers.count > 1 }

    /// The angle of the line from the first finger down to the second, while exactly two are
    /// down; growing clockwise on screen (y grows downwards).
    var twoFingerAngle: CGFloat? {
      let down = fingers.filter(\.value.isDown).sorted { $0.key < $1.key }.map(\.value.location)
      guard fingers.count == 2, down.count == 2 else { return nil }
      return atan2(down[1].y - down[0].y, down[1].x - down[0].x)
    }
  }

  private var gesture: Gesture?
  /// A tap that becomes exploration at its place unless a second tap makes a double tap.
  private var pendingTap: (location: CGPoint, time: TimeInterval)?

  /// Creates a recognizer with no gesture under way.
  public init() {}

  /// Reads one event at `time`.
  /// - Returns: What it decided, in order (often nothing yet).
  public mutating func handle(_ event: InputEvent, at time: TimeInterval) -> [SpokenInput] {
    var decided = advance(to: time)
    switch event {
    case .pointerDown(let id, let location, _):
      var current = gesture ?? Gesture(started: time)
      current.fingers[id] = Finger(start: location, location: location)
      if current.isChord { current.isExploring = false }
      current.rotorAngle = current.twoFingerAngle
      gesture = current
    case .pointerMoved(let id, let location, _):
      guard var current = gesture, current.fingers[id]?.isDown == true else { break }
      current.fingers[id]?.location = location
      if let step = turnRotor(&current) { decided.append(step) }
      gesture = current
      if current.isExploring { decided.append(.explore(location)) }
    case .pointerUp(let id, let location, _):
      guard var current = gesture, current.fingers[id]?.isDown == true else { break }
      current.fingers[id]?.location = location
      current.fingers[id]?.isDown = false
      current.rotorAngle = nil
      gesture = current
      if !current.fingers.values.contains(where: \.isDown) {
        gesture = nil
        decided += finish(current, at: time)
      }
    case .pointerCancelled(let id):
      if gesture?.fingers[id] != nil { gesture = nil }
    case .secondaryClick, .wheel, .key, .text, .composition:
      break
    }
    return decided
  }

  /// Reports what waiting until `time` decided: a lone tap's exploration, a held finger's.
  public mutating func advance(to time: TimeInterval) -> [SpokenInput] {
    var decided: [SpokenInput] = []
    if let tap = pendingTap, time - tap.time > Self.doubleTapInterval {
      pendingTap = nil
      decided.append(.explore(tap.location))
    }
    if var current = gesture, !current.isExploring, !current.isChord,
      time - current.started >= Self.exploreDelay,
      let finger = current.fingers.values.first, finger.isDown
    {
      current.isExploring = true
      gesture = current
      decided.append(.explore(finger.location))
    }
    return decided
  }

  /// When `advance(to:)` next has something to decide, or nil while nothing waits.
  public var nextDeadline: TimeInterval? {
    var times: [TimeInterval] = []
    if let tap = pendingTap { times.append(tap.time + Self.doubleTapInterval + 0.001) }
    if let current = gesture, !current.isExploring, !current.isChord {
      times.append(current.started + Self.exploreDelay)
    }
    return times.min()
  }

  /// A step of the rotor when two fingers have turned far enough since the last one:
  /// clockwise its next setting, counterclockwise its previous one.
  private func turnRotor(_ current: inout Gesture) -> SpokenInput? {
    guard let start = current.rotorAngle, let angle = current.twoFingerAngle else { return nil }
    // The turn since the last step, the short way round.
    var turn = angle - start
    if turn > .pi { turn -= 2 * .pi }
    if turn < -.pi { turn += 2 * .pi }
    guard abs(turn) >= Self.rotorStepAngle else { return nil }
    current.rotorAngle = angle
    current.didTurnRotor = true
    return turn > 0 ? .nextRotorSetting : .previousRotorSetting
  }

  /// What a gesture whose fingers have all lifted was.
  private mutating func finish(_ finished: Gesture, at time: TimeInterval) -> [SpokenInput] {
    if finished.isExploring { return [] }
    if finished.didTurnRotor { return flushPendingTap() }
    let fingers = Array(finished.fingers.values)
    let isTap = fingers.allSatisfy {
      hypot($0.travel.dx, $0.travel.dy) <= Self.tapSlop
    }
    switch fingers.count {
    case 1:
      let finger = fingers[0]
      if isTap {
        if let tap = pendingTap, time - tap.time <= Self.doubleTapInterval {
          pendingTap = nil
          return [.activate]
        }
        pendingTap = (finger.location, time)
        return []
      }
      // A tap waiting for its second is only a tap now.
      var decided = flushPendingTap()
      let travel = finger.travel
      if abs(travel.dx) >= Self.swipeDistance, abs(travel.dx) > 1.5 * abs(travel.dy) {
        decided.append(travel.dx > 0 ? .next : .previous)
      } else if abs(travel.dy) >= Self.swipeDistance, abs(travel.dy) > 1.5 * abs(travel.dx) {
        decided.append(travel.dy > 0 ? .nextRotorItem : .previousRotorItem)
      }
      return decided
    case 2 where isTap:
      return flushPendingTap() + [.togglePause]
    case 3:
      let rise = fingers.map(\.travel.dy).reduce(0, +) / 3
      guard abs(rise) >= Self.swipeDistance else { return flushPendingTap() }
      // Swiping up brings the next page up, as VoiceOver's three-finger swipe.
      return flushPendingTap() + [.scrollPage(rise < 0 ? .down : .up)]
    default:
      return flushPendingTap()
    }
  }

  private mutating func flushPendingTap() -> [SpokenInput] {
    guard let tap = pendingTap else { return [] }
    pendingTap = nil
    return [.explore(tap.location)]
  }
}
