import CSDL2
import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import Testing

/// The scene host in a real window (under Xvfb in `scripts/test`): events pushed into SDL's
/// queue come out as routed input, resizes resize the root view, and quitting ends the loop.
@MainActor
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
    "needs a display; scripts/test provides one with xvfb-run"))
struct SceneHostTests {
  private func makeHost() throws -> (SceneHost, TableView) {
    let window = try WindowHost(
      configuration: .init(title: "scene host test", size: CGSize(width: 400, height: 300)))
    let table = ContactsScene().makeTable(frame: .zero)
    let host = SceneHost(window: window, rootView: table)
    // Drain what opening the window queued (exposure, focus), so that tests see their own events.
    try host.run(.init(frameLimit: 1))
    return (host, table)
  }

  private func push(_ event: SDL_Event) {
    var event = event
    SDL_PushEvent(&event)
  }

  @Test func theRootViewFillsTheWindowAndMeasuresWithItsRenderer() throws {
    let (host, table) = try makeHost()
    #expect(table.frame == CGRect(origin: .zero, size: host.window.size))
    #expect(table.screen.textMeasurer === host.window.renderer)
    #expect(table.screen.scale == host.window.scale)
    #expect(!table.visibleCells.isEmpty)
  }

  @Test func keysReachTheFilterAndTheRestTheTable() throws {
    let (host, table) = try makeHost()
    var filtered: [InputEvent] = []
    var delivered: [InputEvent] = []
    host.inputFilter = { input in
      filtered.append(input.event)
      return input.event == .key(.character("2"), modifiers: [])
    }
    host.router.deliver = { target, event in
      #expect(target === table)
      delivered.append(event)
      return false
    }
    for code in [SDLK_2, SDLK_DOWN] {
      var event = SDL_Event()
      event.key.type = SDL_KEYDOWN.rawValue
      event.key.keysym.sym = SDL_Keycode(code.rawValue)
      push(event)
    }
    try host.run(.init(frameLimit: 2))
    #expect(filtered == [.key(.character("2"), modifiers: []), .key(.down, modifiers: [])])
    #expect(delivered == [.key(.down, modifiers: [])])
  }

  @Test func aClickReachesTheTableInItsPoints() throws {
    let (host, _) = try makeHost()
    var delivered: [InputEvent] = []
    host.router.deliver = { _, event in
      delivered.append(event)
      return true
    }
    for down in [true, false] {
      var event = SDL_Event()
      event.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.x = Int32(120 * host.window.pointScale)
      event.button.y = Int32(90 * host.window.pointScale)
      push(event)
    }
    try host.run(.init(frameLimit: 2))
    let mouse = SDLInputTranslator.mousePointerID
    #expect(
      delivered == [
        .pointerDown(id: mouse, location: CGPoint(x: 120, y: 90), kind: .mouse),
        .pointerUp(id: mouse, location: CGPoint(x: 120, y: 90), kind: .mouse),
      ])
  }

  @Test func resizingTheWindowResizesTheRootView() throws {
    let (host, table) = try makeHost()
    SDL_SetWindowSize(
      host.window.window, Int32(500 * host.window.pointScale), Int32(350 * host.window.pointScale))
    // The server may take a moment to apply the size.
    for _ in 0..<50 where table.frame.size != CGSize(width: 500, height: 350) {
      try host.run(.init(frameLimit: 1))
      SDL_Delay(10)
    }
    #expect(host.window.size == CGSize(width: 500, height: 350))
    #expect(table.frame.size == CGSize(width: 500, height: 350))
    #expect(table.visibleCells.allSatisfy { $0.frame.width == 500 })
  }

  @Test func quittingEndsTheLoopBeforeTheFrameLimit() throws {
    let (host, _) = try makeHost()
    var event = SDL_Event()
    event.type = SDL_QUIT.rawValue
    push(event)
    var frames = 0
    host.onTick = { frames += 1 }
    try host.run(.init(frameLimit: 1000))
    #expect(frames <= 1)
  }

  /// Issue 15: an idle window sleeps until the time it was given, neither waking every 50 ms
  /// nor building draw lists meanwhile.
  @Test func anIdleHostSleepsUntilItsWakeUpTime() throws {
    let (host, _) = try makeHost()
    let clock = SystemClock()
    let start = clock.now
    // Inside this test's main-queue job the main queue cannot be run, so its waker would wake
    // the loop for it every 50 ms; the demo's idle CPU is measured end to end instead.
    host.wakesForMainQueue = false
    host.wakeUpTime = { start + 1 }
    // Unowned: the host keeps its `onTick`, so a strong capture would keep the host, its window
    // and the table alive until exit, which LeakSanitizer reports as a leak.
    host.onTick = { [unowned host] in
      if clock.now - start >= 1 { host.quit() }
    }
    let wakes = host.wakeCount
    let lists = host.idleDrawListCount
    try host.run()
    #expect(clock.now - start >= 1)
    #expect(host.wakeCount - wakes <= 3, "\(host.wakeCount - wakes) wakes in a second")
    #expect(host.idleDrawListCount - lists <= 2, "\(host.idleDrawListCount - lists) draw lists")
  }

  /// A view whose drawing changes at a time of its own (as a caret blinks).
  private final class TimedView: View {
    var wake: TimeInterval?
    override var nextRedrawTime: TimeInterval? { wake }
  }

  /// Issue 15: a view's `nextRedrawTime` wakes an idle host then, and not before.
  @Test func aViewsRedrawTimeWakesTheIdleHost() throws {
    let (host, table) = try makeHost()
    let clock = SystemClock()
    let start = clock.now
    let view = TimedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.wake = start + 0.3
    table.addSubview(view)
    try host.run(.init(frameLimit: 1))
    host.wakesForMainQueue = false
    host.wakeUpTime = { start + 2 }
    var wokeAt: TimeInterval?
    // Unowned, as above: the host keeps the closure.
    host.onTick = { [unowned host] in
      if clock.now >= start + 0.3 {
        wokeAt = clock.now
        host.quit()
      }
    }
    let wakes = host.wakeCount
    try host.run()
    let woke = try #require(wokeAt)
    #expect(woke - start < 0.5, "woke \(woke - start) s after the start")
    #expect(host.wakeCount - wakes <= 2, "\(host.wakeCount - wakes) wakes")
    view.removeFromSuperview()
  }

  /// Issue 15: window titles reach the window manager as UTF-8, also in the C locale.
  @Test func theCharacterTypeIsUTF8OnceAWindowIsOpen() throws {
    let (host, _) = try makeHost()
    host.window.setTitle("TableKit Demo — Réglages")
    let type = String(cString: setlocale(LC_CTYPE, nil))
    #expect(type.lowercased().replacingOccurrences(of: "-", with: "").contains("utf8"), "\(type)")
    #expect(String(cString: SDL_GetWindowTitle(host.window.window)) == "TableKit Demo — Réglages")
  }

  /// A host let go is freed with its window and root view: nothing its run loop sets up (the
  /// main-queue waker, text input, the screen-reader bridge) holds them, so a host that
  /// outlives its caller is held by the caller's own code (a callback capturing the host).
  @Test func aHostLetGoIsFreedWithItsWindowAndRootView() throws {
    weak var freedHost: SceneHost?
    weak var freedWindow: WindowHost?
    weak var freedTable: TableView?
    try {
      let (host, table) = try makeHost()
      host.onTick = { [unowned host] in host.quit() }
      try host.run()
      (freedHost, freedWindow, freedTable) = (host, host.window, table)
    }()
    #expect(freedHost == nil)
    #expect(freedWindow == nil)
    #expect(freedTable == nil)
  }

  @Test func anIdleHostHasNothingToAnimate() throws {
    let (host, _) = try makeHost()
    #expect(!host.isAnimating)
  }
}
