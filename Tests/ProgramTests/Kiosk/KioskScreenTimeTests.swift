import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import Testing

@testable import KioskApp

/// Issue 31, item 6: the attract loop after a long quiet spell and the black screen outside the
/// opening hours, on stepped clocks (nothing waits): when they start, what ends them, and that
/// the touch that ends them is not acted on.
@MainActor
@Suite struct KioskScreenTimeTests {
  /// Coordinated Universal Time, so that the hours below are the hours read.
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// 7 December 2026, a Monday, at `hour`:`minute` UTC, plus `days`.
  static func date(days: Int = 0, _ hour: Int, _ minute: Int = 0) -> Date {
    calendar.date(
      from: DateComponents(year: 2026, month: 12, day: 7 + days, hour: hour, minute: minute))!
  }

  static let weekdays = KioskDisplaySchedule(
    periods: [
      .init(days: [.monday, .tuesday, .wednesday, .thursday, .friday], on: 9 * 60, off: 18 * 60),
      .init(days: [.friday], on: 20 * 60, off: 2 * 60),
    ], wakeSeconds: 60)

  // MARK: - The schedule

  @Test func openingHoursFollowTheDaysAndCrossMidnight() {
    let schedule = Self.weekdays
    func open(_ date: Date) -> Bool { schedule.isOpen(at: date, in: Self.calendar) }
    #expect(!open(Self.date(8, 59)))
    #expect(open(Self.date(9, 0)))
    #expect(open(Self.date(17, 59)))
    #expect(!open(Self.date(18, 0)))
    #expect(!open(Self.date(days: 5, 12)), "Saturday")
    #expect(open(Self.date(days: 4, 21)), "Friday evening")
    #expect(open(Self.date(days: 5, 1, 30)), "Friday's evening runs into Saturday")
    #expect(!open(Self.date(days: 5, 2)))
    #expect(schedule.nextChange(after: Self.date(8), in: Self.calendar) == Self.date(9))
    #expect(schedule.nextChange(after: Self.date(12), in: Self.calendar) == Self.date(18))
    #expect(
      schedule.nextChange(after: Self.date(days: 5, 3), in: Self.calendar) == Self.date(days: 7, 9),
      "from Saturday night to Monday morning")
  }

  // MARK: - The decisions

  @Test func theAttractLoopStartsAfterItsQuietSpellAndAnyInputEndsIt() {
    var time = KioskScreenTime(
      attract: .init(isEnabled: true, afterSeconds: 300, pictureSeconds: 8), schedule: nil,
      calendar: Self.calendar, now: 1000, date: Self.date(10))
    #expect(time.advance(to: 1299, date: Self.date(10, 5)) == [])
    #expect(time.nextDeadline(now: 1299, date: Self.date(10, 5)) == 1300)
    #expect(time.advance(to: 1300, date: Self.date(10, 5)) == [.attractStarted(quiet: 300)])
    #expect(time.mode == .attract(since: 1300))
    #expect(time.advance(to: 1400, date: Self.date(10, 7)) == [], "it starts once")
    // The touch that ends it, its moves and its lift are all kept from the views.
    let down = time.handle(
      .pointerDown(id: 3, location: CGPoint(x: 10, y: 10), kind: .touch), at: 1401)
    #expect(down.swallowed && down.change == .attractEnded)
    #expect(time.mode == .content)
    #expect(time.handle(.pointerMoved(id: 3, location: .zero, kind: .touch), at: 1401.1).swallowed)
    #expect(time.handle(.pointerUp(id: 3, location: .zero, kind: .touch), at: 1401.2).swallowed)
    // The next touch is the visitor's.
    #expect(!time.handle(.pointerDown(id: 4, location: .zero, kind: .touch), at: 1402).swallowed)
    #expect(!time.handle(.pointerUp(id: 4, location: .zero, kind: .touch), at: 1402.1).swallowed)
    // A key ends it too, with the text it types.
    _ = time.advance(to: 1702.1, date: Self.date(10, 12))
    #expect(time.handle(.key(.character("a"), modifiers: []), at: 1703).swallowed)
    #expect(time.handle(.text("a"), at: 1703).swallowed)
    #expect(!time.handle(.text("b"), at: 1704).swallowed)
  }

  @Test func offTheLoopNeverStarts() {
    var time = KioskScreenTime(
      attract: .off, schedule: nil, calendar: Self.calendar, now: 0, date: Self.date(10))
    #expect(time.advance(to: 100_000, date: Self.date(11)) == [])
    #expect(time.nextDeadline(now: 100_000, date: Self.date(11)) == nil)
  }

  @Test func outsideTheHoursTheScreenBlanksATouchWakesItAndItBlanksAgain() {
    var time = KioskScreenTime(
      attract: .standard, schedule: Self.weekdays, calendar: Self.calendar, now: 0,
      date: Self.date(7))
    // Started before the opening: black at once.
    #expect(time.advance(to: 0, date: Self.date(7)) == [.blanked(afterWake: false)])
    #expect(time.mode == .blank)
    let wake = time.handle(.pointerDown(id: 1, location: .zero, kind: .touch), at: 10)
    #expect(wake.swallowed && wake.change == .woke)
    #expect(time.handle(.pointerUp(id: 1, location: .zero, kind: .touch), at: 10.1).swallowed)
    #expect(time.advance(to: 40, date: Self.date(7, 1)) == [], "awake for the wake time")
    #expect(time.nextDeadline(now: 40, date: Self.date(7, 1)) == 70.1)
    #expect(time.advance(to: 71, date: Self.date(7, 1)) == [.blanked(afterWake: true)])
    // The opening hours turn it on; their end turns it off.
    #expect(time.advance(to: 7200, date: Self.date(9)) == [.opened])
    #expect(time.mode == .content)
    #expect(time.advance(to: 7201, date: Self.date(9, 1)) == [])
    _ = time.handle(.pointerDown(id: 2, location: .zero, kind: .touch), at: 7202)
    _ = time.handle(.pointerUp(id: 2, location: .zero, kind: .touch), at: 7202.1)
    #expect(time.advance(to: 40_000, date: Self.date(18)) == [.blanked(afterWake: false)])
  }

  @Test func aVisitorAtClosingTimeKeepsTheScreenForTheWakeTime() {
    var time = KioskScreenTime(
      attract: .standard, schedule: Self.weekdays, calendar: Self.calendar, now: 0,
      date: Self.date(17, 59))
    _ = time.handle(.pointerDown(id: 1, location: .zero, kind: .touch), at: 50)
    _ = time.handle(.pointerUp(id: 1, location: .zero, kind: .touch), at: 50.1)
    #expect(time.advance(to: 60, date: Self.date(18)) == [], "someone is using it")
    #expect(time.advance(to: 111, date: Self.date(18, 1)) == [.blanked(afterWake: true)])
  }

  // MARK: - Over the kiosk's screens

  /// The kiosk's catalog screens in an 800 × 600 window with the screen time over them, on a
  /// stepped clock and a stepped wall clock, logging to a file.
  @MainActor final class Fixture {
    let screens: KioskCatalogControllerTests.Fixture
    var now: TimeInterval = 0
    var date: Date
    let driver: KioskScreenTimeDriver
    let logPath: String
    let router = InputRouter()
    var returnedToStart = 0

    init(_ catalog: KioskCatalog, date: Date) throws {
      self.date = date
      screens = KioskCatalogControllerTests.Fixture(KioskCatalogControllerTests.reading(catalog))
      logPath = NSTemporaryDirectory() + "kiosk-screen-time-\(UUID().uuidString).log"
      let log = KioskLog(file: try RotatingLogFile(path: logPath), environment: [:])
      // The driver reads the fixture's clocks, which exist once the fixture does.
      var monotonic: () -> TimeInterval = { 0 }
      var wall: () -> Date = { date }
      var back: () -> Void = {}
      driver = KioskScreenTimeDriver(
        window: screens.window, catalog: catalog, log: log, calendar: KioskScreenTimeTests.calendar,
        now: { monotonic() }, date: { wall() }, returnToStart: { back() }, setNeedsDisplay: {})
      monotonic = { [unowned self] in now }
      wall = { [unowned self] in self.date }
      back = { [unowned self] in returnedToStart += 1 }
    }

    /// Moves both clocks on by `seconds` and lets the screen time act.
    func wait(_ seconds: TimeInterval) {
      now += seconds
      date += seconds
      driver.advance()
      screens.settle()
    }

    /// A finger's tap at `point` in the window, through the screen time first, as the kiosk's
    /// input filter takes it, then to the views.
    func tap(at point: CGPoint) {
      for event in [
        InputEvent.pointerDown(id: 7, location: point, kind: .touch),
        .pointerUp(id: 7, location: point, kind: .touch),
      ] {
        let input = WindowInput(event, at: point)
        if !driver.handle(input) { _ = router.route(input, in: screens.window) }
        now += 1.0 / 60
        screens.clock.advance(by: 1.0 / 60)
        screens.window.layoutIfNeeded()
      }
      screens.settle()
    }

    /// The middle of the list's row of `indexPath`, in the window.
    func rowCenter(_ indexPath: IndexPath) -> CGPoint {
      let table = screens.list
      let rect = table.convert(table.rectForRow(at: indexPath), to: screens.window)
      return CGPoint(x: rect.midX, y: rect.midY)
    }

    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
  }

  @Test func theTouchThatEndsTheLoopDoesNotOpenTheRowUnderIt() throws {
    var catalog = KioskCatalogControllerTests.catalog()
    catalog.attract = .init(isEnabled: true, afterSeconds: 120, pictureSeconds: 8)
    let fixture = try Fixture(catalog, date: Self.date(10))
    var announcements: [String] = []
    let token = fixture.screens.window.screen.accessibility.addObserver { event in
      if case .posted(.announcement, let text as String) = event { announcements.append(text) }
    }
    defer { fixture.screens.window.screen.accessibility.removeObserver(token) }
    fixture.wait(119)
    #expect(fixture.driver.attractView == nil)
    fixture.wait(1)
    let loop = try #require(fixture.driver.attractView, "the loop shows after 120 s")
    #expect(loop.superview === fixture.screens.window)
    #expect(loop.frame == fixture.screens.window.bounds)
    #expect(fixture.returnedToStart == 1, "the kiosk went back to its start under the loop")
    #expect(announcements == ["Guide. Touch to explore"], "said once, for spoken mode")
    fixture.wait(30)
    #expect(announcements.count == 1)
    let row = fixture.rowCenter(IndexPath(row: 1, section: 0))
    fixture.tap(at: row)
    #expect(fixture.driver.attractView == nil, "the touch ended the loop")
    #expect(fixture.screens.controller.openItemIDs == [], "and opened nothing")
    #expect(fixture.screens.top === fixture.screens.controller.list)
    fixture.tap(at: row)
    #expect(fixture.screens.controller.openItemIDs == ["item-1"], "the next touch is the visitor's")
    #expect(fixture.log.contains(" info screen: no input for 120 s: attract loop started"))
    #expect(
      fixture.log.contains(
        " info screen: attract loop ended by a touch (the input itself is not acted on)"),
      "\(fixture.log)")
  }

  @Test func theLoopCrossfadesTheCatalogsPictures() throws {
    let folder = try CatalogFolder()
    for name in ["a.png", "b.png", "c.png"] { try folder.writePicture(at: name) }
    let items = ["a", "b", "c"].map { CatalogFolder.item($0, "\"image\": \"\($0).png\"") }
    try folder.writeCatalog(
      CatalogFolder.catalog(items: items).replacingOccurrences(of: #", "image": "p.png""#, with: "")
    )
    let catalog = try #require(folder.read().catalog)
    let loop = KioskAttractView(
      catalog: catalog, settings: .init(isEnabled: true, afterSeconds: 60, pictureSeconds: 8))
    #expect(loop.picturePaths.count == 3)
    #expect(loop.phase(at: 0) == (0, 1, 0))
    #expect(loop.phase(at: 6.5) == (0, 1, 0), "a picture stays until its crossfade")
    #expect(loop.phase(at: 7.25) == (0, 1, 0.5), "half-way through the 1.5 s crossfade")
    #expect(loop.phase(at: 8) == (1, 2, 0))
    #expect(loop.phase(at: 23.9).current == 2)
    #expect(loop.phase(at: 24) == (0, 1, 0), "round again")
    #expect(loop.nextFadeStart(after: 0) == 6.5)
    #expect(loop.nextFadeStart(after: 7) == 14.5)
    loop.show(elapsed: 7.25, clock: "10:42")
    #expect(loop.isFading && loop.needsAnimationFrame)
    loop.show(elapsed: 9, clock: "10:42")
    #expect(!loop.isFading && !loop.needsAnimationFrame, "no frames between crossfades")
  }

  @Test func outsideTheHoursTheScreenIsBlackAndATouchWakesItWithoutActing() throws {
    var catalog = KioskCatalogControllerTests.catalog()
    catalog.schedule = Self.weekdays
    let fixture = try Fixture(catalog, date: Self.date(days: 5, 12))
    fixture.wait(0)
    let black = try #require(fixture.driver.blankView, "Saturday noon is outside the hours")
    #expect(black.backgroundColor == .black && black.frame == fixture.screens.window.bounds)
    let row = fixture.rowCenter(IndexPath(row: 0, section: 0))
    fixture.tap(at: row)
    #expect(fixture.driver.blankView == nil, "woken")
    #expect(fixture.screens.controller.openItemIDs == [], "the waking touch opens nothing")
    fixture.wait(59)
    #expect(fixture.driver.blankView == nil)
    fixture.wait(1.2)
    #expect(fixture.driver.blankView != nil, "black again after the wake time")
    #expect(fixture.log.contains(" notice screen: outside the opening hours: screen off"))
    #expect(
      fixture.log.contains(
        " notice screen: woken by a touch outside the opening hours: screen on until 60 s without input"
      ),
      "\(fixture.log)")
    #expect(
      fixture.log.contains(
        " notice screen: no input for 60 s outside the opening hours: screen off"))
    #expect(
      fixture.driver.statusLine.value
        == "off, outside the opening hours; attract loop after 300 s without input, 8 s a "
        + "picture; opening hours Mon-Fri 09:00–18:00, Fri 20:00–02:00; a touch wakes it for 60 s")
  }
}
