import DemoScenes
import Foundation
import TableKit
import TableKitSDL

/// Shows what `KioskScreenTime` decides over the kiosk's window: the attract loop's view, or
/// black outside the opening hours; logs each change, returns the kiosk to its start under
/// them, and keeps spoken mode quiet while the screen is black.
@MainActor
final class KioskScreenTimeDriver {
  /// The decisions.
  private(set) var state: KioskScreenTime
  /// The window the loop and the black cover go over.
  private let window: Window
  private let log: KioskLog
  /// The monotonic clock (`SystemClock` in the kiosk, a manual one in tests).
  private let now: @MainActor () -> TimeInterval
  /// The wall clock, for the opening hours and the loop's time of day.
  private let date: @MainActor () -> Date
  /// Goes back to the list at its top.
  private let returnToStart: @MainActor () -> Void
  /// Asks for a frame.
  private let setNeedsDisplay: @MainActor () -> Void
  /// The catalog whose pictures and title the loop shows.
  private var catalog: KioskCatalog
  /// The loop, while it shows.
  private(set) var attractView: KioskAttractView?
  /// Black, while the screen is off.
  private(set) var blankView: View?
  /// Spoken mode, whose voice says the invitation and is stopped by the black screen.
  var spokenMode: KioskSpokenMode?
  private let clockFormatter: DateFormatter

  /// Starts over `window` with `catalog`'s settings.
  init(
    window: Window, catalog: KioskCatalog, log: KioskLog, calendar: Calendar = .current,
    now: @escaping @MainActor () -> TimeInterval, date: @escaping @MainActor () -> Date,
    returnToStart: @escaping @MainActor () -> Void,
    setNeedsDisplay: @escaping @MainActor () -> Void
  ) {
    self.window = window
    self.catalog = catalog
    self.log = log
    self.now = now
    self.date = date
    self.returnToStart = returnToStart
    self.setNeedsDisplay = setNeedsDisplay
    state = KioskScreenTime(
      attract: catalog.attract, schedule: catalog.schedule, calendar: calendar, now: now(),
      date: date())
    clockFormatter = DateFormatter()
    clockFormatter.locale = Locale(identifier: "en_GB")
    clockFormatter.timeZone = calendar.timeZone
    clockFormatter.dateFormat = "HH:mm"
  }

  /// Takes a reloaded catalog's settings (and pictures, from the loop's next start).
  func update(catalog: KioskCatalog) {
    self.catalog = catalog
    state.attract = catalog.attract
    state.schedule = catalog.schedule
    advance()
  }

  /// Offers `input` to the screen time.
  /// - Returns: Whether the views must not see it: it woke the screen, or belongs to the touch
  ///   or key that did.
  func handle(_ input: WindowInput) -> Bool {
    let (swallowed, change) = state.handle(input.event, at: now())
    if let change { apply([change], input: input) }
    return swallowed
  }

  /// Brings the screen to now: starts the loop, blanks, or comes on; moves the loop along.
  func advance() {
    let changes = state.advance(to: now(), date: date())
    apply(changes, input: nil)
    if case .attract(let since) = state.mode, let attractView {
      let wasFading = attractView.isFading
      let before = attractView.elapsed
      attractView.show(elapsed: now() - since, clock: clockFormatter.string(from: date()))
      attractView.frame = window.bounds
      if wasFading || attractView.isFading || Int(before / 60) != Int(attractView.elapsed / 60) {
        setNeedsDisplay()
      }
    }
  }

  /// When `advance` must run next: the loop's next crossfade or minute, the schedule's next
  /// change; nil when only input matters.
  var nextDeadline: TimeInterval? {
    let time = now()
    var times = [state.nextDeadline(now: time, date: date())].compactMap { $0 }
    if case .attract(let since) = state.mode, let attractView {
      let elapsed = time - since
      if attractView.isFading { times.append(time) }
      if let fade = attractView.nextFadeStart(after: elapsed) { times.append(since + fade) }
      // The clock's next minute.
      let seconds = date().timeIntervalSinceReferenceDate
      times.append(time + (60 - seconds.truncatingRemainder(dividingBy: 60)))
    }
    return times.min()
  }

  /// Whether the attract loop or the black screen covers the content.
  var isCovering: Bool { attractView != nil || blankView != nil }

  /// What the operator view says of the screen time, in a line: what the screen does now, the
  /// attract loop and the opening hours.
  var statusLine: (title: String, value: String) {
    let mode: String
    switch state.mode {
    case .content: mode = state.isOpen(at: date()) ? "on" : "on, woken outside the opening hours"
    case .attract: mode = "attract loop"
    case .blank: mode = "off, outside the opening hours"
    }
    let attract =
      state.attract.isEnabled
      ? "attract loop after \(Int(state.attract.afterSeconds)) s without input, "
        + "\(Int(state.attract.pictureSeconds)) s a picture"
      : "no attract loop"
    let hours = state.schedule.map { "opening hours \($0.description)" } ?? "no opening hours"
    return ("Screen", "\(mode); \(attract); \(hours)")
  }

  // MARK: - Changes

  private func apply(_ changes: [KioskScreenTime.Change], input: WindowInput?) {
    for change in changes {
      switch change {
      case .attractStarted(let quiet):
        log.info(.screen, "no input for \(Int(quiet)) s: attract loop started")
        returnToStart()
        showAttract()
      case .attractEnded:
        log.info(
          .screen,
          "attract loop ended by \(Self.describe(input)) (the input itself is not acted on)")
        hideCovers()
        // Spoken mode says where the visitor is, as after a screen change.
        if spokenMode != nil {
          window.screen.accessibility.post(notification: .screenChanged, argument: nil)
        }
      case .blanked(let afterWake):
        log.notice(
          .screen,
          afterWake
            ? "no input for \(Int(state.schedule?.wakeSeconds ?? 0)) s outside the opening "
              + "hours: screen off"
            : "outside the opening hours: screen off")
        returnToStart()
        showBlank()
      case .woke:
        log.notice(
          .screen,
          "woken by \(Self.describe(input)) outside the opening hours: screen on until "
            + "\(Int(state.schedule?.wakeSeconds ?? 0)) s without input")
        hideCovers()
        if spokenMode != nil {
          window.screen.accessibility.post(notification: .screenChanged, argument: nil)
        }
      case .opened:
        log.notice(.screen, "the opening hours begin: screen on")
        hideCovers()
      }
    }
    if !changes.isEmpty { setNeedsDisplay() }
  }

  private func showAttract() {
    hideCovers()
    let view = KioskAttractView(catalog: catalog, settings: state.attract)
    view.frame = window.bounds
    view.show(elapsed: 0, clock: clockFormatter.string(from: date()))
    window.addSubview(view)
    attractView = view
    // Said once: the loop's invitation, for a visitor who cannot see it.
    window.screen.accessibility.post(
      notification: .announcement, argument: "\(catalog.title). \(view.invitation)")
  }

  private func showBlank() {
    hideCovers()
    let view = View(frame: window.bounds)
    view.backgroundColor = .black
    window.addSubview(view)
    blankView = view
    spokenMode?.voice.stop()
  }

  private func hideCovers() {
    attractView?.removeFromSuperview()
    attractView = nil
    blankView?.removeFromSuperview()
    blankView = nil
  }

  /// `a touch`, `a key`, `the mouse`: what ended the loop or woke the screen, for the log.
  private static func describe(_ input: WindowInput?) -> String {
    switch input?.event {
    case .pointerDown(_, _, .touch)?: return "a touch"
    case .pointerDown?: return "a click"
    case .key?, .text?, .composition?: return "a key"
    case .wheel?, .secondaryClick?: return "the mouse"
    default: return "input"
    }
  }
}
