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

  /// Issue 15: an idle window sleeps rather than rebuilding its draw list 20 times a second.
  @Test func anIdleHostBuildsADrawListAboutOnceASecond() throws {
    let (host, _) = try makeHost()
    let clock = SystemClock()
    let start = clock.now
    var turns = 0
    host.onTick = {
      turns += 1
      if clock.now - start > 1.5 { host.quit() }
    }
    let before = host.idleDrawListCount
    try host.run()
    #expect(turns > 10, "the loop still wakes for the main queue")
    #expect(host.idleDrawListCount - before <= 2, "\(host.idleDrawListCount - before) draw lists")
  }

  /// Issue 15: window titles reach the window manager as UTF-8, also in the C locale.
  @Test func theCharacterTypeIsUTF8OnceAWindowIsOpen() throws {
    let (host, _) = try makeHost()
    host.window.setTitle("TableKit Demo — Réglages")
    let type = String(cString: setlocale(LC_CTYPE, nil))
    #expect(type.lowercased().replacingOccurrences(of: "-", with: "").contains("utf8"), "\(type)")
    #expect(String(cString: SDL_GetWindowTitle(host.window.window)) == "TableKit Demo — Réglages")
  }

  @Test func anIdleHostHasNothingToAnimate() throws {
    let (host, _) = try makeHost()
    #expect(!host.isAnimating)
  }
}
