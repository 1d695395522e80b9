import CSDL2
import Foundation
import TableKit

/// Shows a view tree in a `WindowHost` and makes it interactive: the desktop demo's and the
/// kiosk's run loop.
///
/// The host gives the root view the window's screen (scale, and the renderer as text measurer
/// and image provider) and size, translates SDL events with an `SDLInputTranslator`, offers each
/// input to `inputFilter` (the application's shortcuts) and routes the rest with an
/// `InputRouter`. A frame lays the tree out (`layoutIfNeeded()`, which brings scrolling to the
/// clock's now), renders its draw list and presents it.
///
/// Each loop turn also runs the main dispatch queue, `Timer`s on `RunLoop.main` and main-actor
/// tasks (see `MainRunLoop`), so application code can use `DispatchQueue.main.asyncAfter` as it
/// would under UIKit.
///
/// It draws only when something changed: after input, a resize or `setNeedsDisplay()`, and
/// while anything animates (a view's `needsAnimationFrame`, a cell's fade or switch, a
/// pointer held down). Otherwise it sleeps in `SDL_WaitEventTimeout` until an event, the
/// application's `wakeUpTime`, a view's `nextRedrawTime` (a caret's blink), the next `Timer`
/// of the main run loop, or work arriving on the main dispatch queue (`MainQueueWaker` pushes
/// an SDL event for it): with none of these it does not wake at all. A turn woken by a time
/// or by queued work compares the draw list with the one on screen and presents it only when
/// it changed, as views do not report every property change (a color set by a timer); an idle
/// turn woken otherwise builds no draw list unless a view asked for layout. So an idle window
/// costs no CPU. With a frame limit (`--frames N`) it draws every frame, so that scripted
/// runs end.
@MainActor
public final class SceneHost {
  /// The window.
  public let window: WindowHost
  /// The view filling the window.
  public private(set) var rootView: View
  /// The color behind the root view.
  public var background: Color = .systemBackground
  /// Turns SDL events into input; its configuration decides whether mouse or touch count.
  public var translator: SDLInputTranslator
  /// Sends input to the tables of the tree.
  public let router = InputRouter()
  /// Turns SDL's text input on while a text field is edited (see `TextInputSession`).
  private lazy var textInput = TextInputSession(pointScale: window.pointScale)
  /// Sees every input first; returning true keeps it from the views (application shortcuts).
  public var inputFilter: (@MainActor (WindowInput) -> Bool)?
  /// Called once per loop turn before drawing (timers such as the kiosk's idle reset).
  public var onTick: (@MainActor () -> Void)?
  /// Draws over the views after them, in window points (spoken mode's focus frame); part of
  /// the frame's draw list, so a change to what it draws is presented.
  public var drawOverlay: (@MainActor (inout DrawList) -> Void)?
  /// Decides whether a request to quit ends the run: SDL's quit event, which the window's close
  /// sends (a window manager's close button or Alt+F4, the compositor closing it) and, unless the
  /// program handles signals itself, SIGTERM and SIGINT. Nil lets every request end the run; a
  /// kiosk refuses them, so that nothing a visitor does closes it.
  public var allowsQuitRequest: (@MainActor () -> Bool)?
  /// The latest time (`SystemClock` seconds) the host may sleep until without drawing; nil lets
  /// it sleep until the next event.
  public var wakeUpTime: (@MainActor () -> TimeInterval?)?

  private var needsDisplay = true
  private var isQuitting = false
  /// What is on screen, so that an idle turn can tell whether the drained work changed it.
  private var presented: (list: DrawList, background: Color)?
  private var screenScale: CGFloat = 0
  /// The time the loop paces frames and wake-ups by (`SceneHost+Pacing.swift`).
  let clock = SystemClock()
  /// Whether the loop wakes for work arriving on the main dispatch queue (see
  /// `MainQueueWaker`); on by default. Off, an idle loop sleeps until an event or a time
  /// (`wakeUpTime`, a view's `nextRedrawTime`, a run-loop `Timer`) only: for a host that posts
  /// nothing to the main queue, or a test of those times run inside a main-queue job.
  public var wakesForMainQueue = true
  /// Wakes the loop for main-queue work while `run` sleeps; nil outside `run`. Internal for
  /// the loop's pacing (`SceneHost+Pacing.swift`).
  var waker: MainQueueWaker?
  /// Whether the waker's event came during this turn: queued work ran and may have changed views.
  private var wokeForMainQueue = false
  /// Draw lists built while idle (to show what queued work changed), for the idle tests.
  public private(set) var idleDrawListCount = 0
  /// Loop turns that slept and woke (for an event, a time or queued work), for the idle tests.
  public private(set) var wakeCount = 0
  /// Whether `run` shows the window to screen readers (AT-SPI through ATK, when a session bus
  /// is there); on by default, except in runs with a frame limit.
  public var exposesAccessibility = true
  /// The window's screen-reader bridge, from the first `run` on a session with a bus. Internal
  /// for the loop's pacing, which lets the bridge's updates wake it.
  var accessibility: SceneAccessibility?
  /// The window's screen-reader bridge, or nil (no bus, or not run yet).
  public var accessibilityBridge: AccessibilityBridge? { accessibility?.bridge }

  /// Creates a host showing `rootView` in `window`.
  /// - Parameters:
  ///   - window: The window to draw in.
  ///   - rootView: The view to fill it with.
  ///   - input: What input counts (mouse, touch) and how the wheel is read.
  public init(
    window: WindowHost, rootView: View, input: SDLInputTranslator.Configuration = .init()
  ) {
    self.window = window
    self.rootView = rootView
    translator = SDLInputTranslator(
      configuration: input, windowSize: window.size, pointScale: window.pointScale)
    translator.rotation = window.rotation
    translator.windowID = SDL_GetWindowID(window.window)
    attach(rootView)
  }

  /// Creates a host showing `rootViewController` in a `Window` filling `window`, and makes it
  /// visible: the controller's appearance methods run, as when an iOS app's window appears.
  /// TableKit's own words ("Back", "Cancel") are in the language of the person's locale
  /// (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), English when it names none.
  /// - Parameters:
  ///   - window: The window to draw in.
  ///   - rootViewController: The controller whose view fills it (a navigation controller,
  ///     usually).
  ///   - input: What input counts (mouse, touch) and how the wheel is read.
  public convenience init(
    window: WindowHost, rootViewController: ViewController,
    input: SDLInputTranslator.Configuration = .init()
  ) {
    let content = Window(frame: CGRect(origin: .zero, size: window.size))
    content.hostTraitCollection.preferredLanguage =
      SystemStrings.preferredLanguage(environment: ProcessInfo.processInfo.environment)
    content.rootViewController = rootViewController
    self.init(window: window, rootView: content, input: input)
    content.makeKeyAndVisible()
  }

  /// The window view at the root, when the host shows a view controller.
  public var contentWindow: Window? { rootView as? Window }

  // MARK: - Content

  /// Replaces the root view; pointers held on the old one are forgotten.
  public func setRootView(_ view: View) {
    rootView = view
    router.reset()
    attach(view)
    accessibility?.bridge.setRoot(view)
  }

  private func attach(_ view: View) {
    screenScale = window.scale
    let screen = Screen(
      scale: window.scale, textMeasurer: window.renderer, imageProvider: window.renderer)
    // A new scale (the window moved to another display) makes a new screen: the person's
    // accessibility settings stay as they were.
    let previous = view.screen.accessibility
    for setting in AccessibilitySetting.allCases where previous.isEnabled(setting) {
      screen.accessibility.set(setting, enabled: true)
    }
    view.screen = screen
    view.screen.clipboard = SDLClipboard()
    view.frame = CGRect(origin: .zero, size: window.size)
    needsDisplay = true
  }

  /// Asks for a frame even though nothing the host can see changed.
  public func setNeedsDisplay() { needsDisplay = true }

  /// Ends `run` after the current loop turn.
  public func quit() { isQuitting = true }

  // MARK: - Running

  /// Runs until the window closes, `quit()` is called, or the frame limit is reached.
  /// - Parameter options: The frame limit and the screenshot to save at the end.
  /// - Throws: `RenderingError` when the screenshot cannot be written.
  public func run(_ options: WindowHost.RunOptions = .init()) throws {
    var frames = 0
    let scripted = options.frameLimit != nil
    isQuitting = false
    waker = scripted || !wakesForMainQueue ? nil : MainQueueWaker()
    // A scripted run (a test, a screenshot) is not read by anyone: no bus, no warning.
    if exposesAccessibility, !scripted, accessibility == nil {
      accessibility = SceneAccessibility(window: window, rootView: rootView)
    }
    defer {
      waker?.stop()
      waker = nil
      accessibility?.stopWaking()
    }
    while !isQuitting {
      // 1. Wait for input unless a frame is due, then take every pending event.
      let busy = scripted || needsDisplay || isAnimating
      var event = SDL_Event()
      var reachedDeadline = false
      if !busy {
        let timeout = sleepMilliseconds()
        wakeCount += 1
        if SDL_WaitEventTimeout(&event, timeout) != 0 {
          handle(event)
        } else {
          reachedDeadline = true
        }
      }
      while !isQuitting, SDL_PollEvent(&event) != 0 { handle(event) }
      // A click that began editing turns text input on now, before the next keys arrive: SDL
      // makes text events only while it is on, so a key typed before the next idle redraw
      // (the caret's blink) would otherwise arrive without its text.
      textInput.update(for: rootView)
      onTick?()
      if isQuitting { break }
      // 2. Run the main queue, timers and main-actor tasks that are due; they may change views.
      MainRunLoop.runPendingWork()
      let ranQueuedWork = wokeForMainQueue
      wokeForMainQueue = false
      waker?.didRunMainQueue()
      // The screen reader's messages, and what it asked for (an action, a focus).
      if accessibility?.turn() == true { needsDisplay = true }
      accessibility?.bridge.updateIfDue(now: clock.now)
      if isQuitting { break }
      // 3. Draw when needed; otherwise show what the drained work or the time changed, if anything.
      guard scripted || needsDisplay || isAnimating else {
        if reachedDeadline || ranQueuedWork || Self.needsLayout(rootView) { presentIfChanged() }
        continue
      }
      let started = clock.now
      drawFrame()
      frames += 1
      if let limit = options.frameLimit, frames >= limit {
        if let path = options.screenshotPath, let image = window.readPixels() {
          try image.writePNG(to: path)
        }
        return
      }
      pace(since: started)
    }
  }

  /// Runs one turn of the loop at once, without waiting for input or pacing: takes every
  /// pending event, runs the due work of the main queue, and draws a frame.
  ///
  /// For a program that feeds SDL's queue itself and steps time on its own (the monkey, with a
  /// `ManualClock` behind `SystemClock.substitute(_:)`), so that a frame follows every batch
  /// of input however long drawing takes. Does nothing once `quit()` was called.
  public func runFrame() {
    guard !isQuitting else { return }
    var event = SDL_Event()
    while !isQuitting, SDL_PollEvent(&event) != 0 { handle(event) }
    textInput.update(for: rootView)
    onTick?()
    guard !isQuitting else { return }
    MainRunLoop.runPendingWork()
    drawFrame()
  }

  /// Whether `quit()` was called (by a shortcut, the window's close, or the application).
  public var hasQuit: Bool { isQuitting }

  /// What one drawn frame cost, in seconds of `SystemClock`: for a frame-time overlay.
  public struct FrameCosts: Equatable, Sendable {
    /// When the frame started.
    public var time: TimeInterval
    /// Laying the tree out (`layoutIfNeeded()`, which also brings scrolling to now).
    public var layout: TimeInterval
    /// Building the draw list.
    public var drawList: TimeInterval
    /// Replaying the draw list in the renderer and presenting it.
    public var replay: TimeInterval
  }

  /// Hears what each drawn frame cost, after it is presented.
  public var onFrameDrawn: (@MainActor (FrameCosts) -> Void)?

  /// Lays out, renders and presents one frame.
  public func drawFrame() {
    needsDisplay = false
    let start = clock.now
    rootView.layoutIfNeeded()
    textInput.update(for: rootView)
    let laidOut = clock.now
    var list = DrawList()
    rootView.render(into: &list)
    drawOverlay?(&list)
    let built = clock.now
    present(list)
    let presented = clock.now
    accessibility?.bridge.update(now: presented)
    onFrameDrawn?(
      FrameCosts(
        time: start, layout: laidOut - start, drawList: built - laidOut,
        replay: presented - built))
  }

  /// Presents the frame only when its draw list or background differs from what is on screen.
  private func presentIfChanged() {
    idleDrawListCount += 1
    let list = makeDrawList()
    if let presented, presented.list == list, presented.background == background { return }
    present(list)
    accessibility?.bridge.update(now: clock.now)
  }

  private func makeDrawList() -> DrawList {
    router.advanceViewGestures()
    rootView.layoutIfNeeded()
    textInput.update(for: rootView)
    var list = DrawList()
    rootView.render(into: &list)
    drawOverlay?(&list)
    return list
  }

  private func present(_ list: DrawList) {
    // The background follows the root view's appearance, as its colors do.
    window.present(list, background: background.resolvedColor(with: rootView.traitCollection))
    presented = (list, background)
  }

  // MARK: - Events

  private func handle(_ event: SDL_Event) {
    if let waker, event.type == waker.eventType {
      wokeForMainQueue = true
      return
    }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      if allowsQuitRequest?() ?? true { quit() }
    case SDL_WINDOWEVENT:
      windowEvent(event.window)
    case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
      window.forgetPresentedFrame()
      presented = nil
      needsDisplay = true
    default:
      guard let input = translator.translate(event) else { return }
      dispatch(input)
    }
  }

  private func dispatch(_ input: WindowInput) {
    needsDisplay = true
    // A key may move the focus or the selection: a screen reader hears it at the next frame.
    if case .key = input.event { accessibility?.bridge.updateSoon() }
    // The window's on-screen keyboard shows after touches and hides at the first hardware key.
    contentWindow?.noteInput(input.event)
    if inputFilter?(input) == true { return }
    router.route(input, in: rootView)
  }

  private func windowEvent(_ event: SDL_WindowEvent) {
    let id = SDL_WindowEventID(UInt32(event.event))
    // A gesture cannot outlive the focus: its release may never come.
    if id == SDL_WINDOWEVENT_FOCUS_LOST {
      for input in translator.cancelAllPointers() { dispatch(input) }
    }
    if id == SDL_WINDOWEVENT_FOCUS_GAINED || id == SDL_WINDOWEVENT_FOCUS_LOST {
      accessibility?.bridge.windowFocusChanged(isFocused: id == SDL_WINDOWEVENT_FOCUS_GAINED)
    }
    // The window forgot its frame (`WindowHost.updateGeometry`): an expose, a new
    // framebuffer or a frame put before the window was mapped needs the whole frame again,
    // even when nothing in it changed.
    presented = nil
    if window.updateGeometry() {
      translator.windowSize = window.size
      if window.scale != screenScale {
        attach(rootView)
        // The new screen has a center of its own: the bridge listens to that one now.
        accessibility?.bridge.setRoot(rootView)
      } else {
        rootView.frame = CGRect(origin: .zero, size: window.size)
      }
    }
    needsDisplay = true
  }
}
