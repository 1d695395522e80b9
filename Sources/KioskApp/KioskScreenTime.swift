import DemoScenes
import Foundation
import TableKit

/// Decides what the kiosk's screen shows besides its content (issue 31, item 6): the attract
/// loop after a long quiet spell, and black outside the catalog's opening hours, woken by a
/// touch for a while. It also keeps the input that ends either from the views: the touch that
/// wakes the screen does not open the row under it.
///
/// A value fed with two times, neither read by itself, so that tests step them: `now`, a
/// monotonic clock's seconds (`SystemClock`), for quiet spells; `date`, the wall clock, for the
/// opening hours in `calendar`'s time zone.
public struct KioskScreenTime: Sendable {
  /// What the screen shows.
  public enum Mode: Equatable, Sendable {
    /// The kiosk's content.
    case content
    /// The attract loop, since `since` (monotonic seconds).
    case attract(since: TimeInterval)
    /// Nothing: black, outside the opening hours.
    case blank
  }

  /// A change the kiosk acts on and logs.
  public enum Change: Equatable, Sendable {
    /// The attract loop began after `quiet` seconds without input.
    case attractStarted(quiet: TimeInterval)
    /// Input ended the attract loop.
    case attractEnded
    /// The screen went black outside the opening hours: at their end or at the start
    /// (`afterWake` false), or once the wake time passed without input after a visitor woke it
    /// or stayed past closing time (true).
    case blanked(afterWake: Bool)
    /// Input woke the black screen outside the opening hours.
    case woke
    /// The opening hours began: the screen is on.
    case opened
  }

  /// The attract loop's settings.
  public var attract: KioskAttractSettings
  /// The opening hours; nil keeps the screen on.
  public var schedule: KioskDisplaySchedule?
  /// The calendar (and time zone) the opening hours are read in.
  public var calendar: Calendar
  /// What the screen shows now.
  public private(set) var mode = Mode.content
  /// When the kiosk started, or the last input came (monotonic seconds).
  public private(set) var lastInput: TimeInterval
  /// Whether input came since the start: without any, a closed kiosk blanks at once.
  private var hadInput = false
  /// Whether the opening hours were on at the last `advance`.
  private var wasOpen: Bool
  /// The pointers whose touch woke the screen: the rest of their touch is kept from the views.
  private var swallowedPointers: Set<Int> = []
  /// Whether the text of the key that woke the screen is still to come (SDL sends a key's text
  /// after it).
  private var swallowsText = false

  /// Starts showing the content at `now` (`date` on the wall clock).
  public init(
    attract: KioskAttractSettings, schedule: KioskDisplaySchedule?, calendar: Calendar = .current,
    now: TimeInterval, date: Date
  ) {
    self.attract = attract
    self.schedule = schedule
    self.calendar = calendar
    lastInput = now
    wasOpen = schedule?.isOpen(at: date, in: calendar) ?? true
  }

  /// Whether the schedule has the screen on at `date`.
  public func isOpen(at date: Date) -> Bool { schedule?.isOpen(at: date, in: calendar) ?? true }

  /// Takes `event`, which came at `now`.
  /// - Returns: Whether the views must not see it (it woke the screen, or belongs to the touch
  ///   or key that did), and the change it made.
  public mutating func handle(_ event: InputEvent, at now: TimeInterval) -> (
    swallowed: Bool, change: Change?
  ) {
    lastInput = max(lastInput, now)
    hadInput = true
    let wasShowingContent = mode == .content
    var change: Change?
    if !wasShowingContent {
      change = mode == .blank ? .woke : .attractEnded
      mode = .content
    }
    switch event {
    case .pointerDown(let id, _, _):
      swallowsText = false
      guard !wasShowingContent else { return (false, nil) }
      swallowedPointers.insert(id)
      return (true, change)
    case .pointerMoved(let id, _, _):
      return (swallowedPointers.contains(id) || !wasShowingContent, change)
    case .pointerUp(let id, _, _), .pointerCancelled(let id):
      return (swallowedPointers.remove(id) != nil || !wasShowingContent, change)
    case .text, .composition:
      let swallowed = swallowsText || !wasShowingContent
      swallowsText = false
      return (swallowed, change)
    case .key:
      swallowsText = !wasShowingContent
      return (!wasShowingContent, change)
    case .wheel, .secondaryClick:
      swallowsText = false
      return (!wasShowingContent, change)
    }
  }

  /// Brings the screen to `now` (`date` on the wall clock): the attract loop starts after its
  /// quiet spell; outside the opening hours the screen blanks once the wake time has passed
  /// since the last input; at their start it comes on.
  /// - Returns: The changes, in order.
  public mutating func advance(to now: TimeInterval, date: Date) -> [Change] {
    var changes: [Change] = []
    let open = isOpen(at: date)
    defer { wasOpen = open }
    if !open {
      let wake = schedule?.wakeSeconds ?? 0
      if mode != .blank, !hadInput || now - lastInput >= wake {
        changes.append(.blanked(afterWake: hadInput && !wasOpen))
        mode = .blank
      }
      return changes
    }
    if mode == .blank {
      changes.append(.opened)
      mode = .content
      // The hours began: the attract loop's spell counts from here.
      lastInput = now
    }
    if mode == .content, attract.isEnabled, swallowedPointers.isEmpty,
      now - lastInput >= attract.afterSeconds
    {
      changes.append(.attractStarted(quiet: now - lastInput))
      mode = .attract(since: now)
    }
    return changes
  }

  /// The next monotonic time `advance` may change something, for the loop's sleep; nil when
  /// only input can. A schedule's next change is looked at again at least every minute, so
  /// that a wall clock set forward or back is followed.
  public func nextDeadline(now: TimeInterval, date: Date) -> TimeInterval? {
    var times: [TimeInterval] = []
    switch mode {
    case .content:
      if attract.isEnabled { times.append(lastInput + attract.afterSeconds) }
      if let schedule, !isOpen(at: date) {
        times.append(hadInput ? lastInput + schedule.wakeSeconds : now)
      }
    case .attract, .blank:
      break
    }
    if let schedule {
      let change = schedule.nextChange(after: date, in: calendar).map {
        now + $0.timeIntervalSince(date)
      }
      times.append(min(change ?? .infinity, now + 60))
    }
    return times.min()
  }
}
