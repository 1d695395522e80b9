import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import ToolArguments

/// The touch kiosk: one scene at the kiosk's sizes (64-point rows, 20-point titles) in a
/// navigation controller (a row opens its detail; the back button or a swipe from the left edge
/// comes back), fullscreen with the cursor hidden and the screen saver off, touch only, returning
/// to its start after a quiet spell.
@MainActor
public final class KioskApplication {
  /// The options it was opened with.
  public let options: KioskOptions
  /// The window.
  public let window: WindowHost
  /// The window's loop.
  public let host: SceneHost
  /// The scene shown.
  public let scene: DemoScene
  private var idleTimer: IdleTimer
  private let clock = SystemClock()
  /// Where the table's state is restored from and saved to; nil with `--no-state`.
  private let stateStore: KioskStateStore?
  /// The scene's navigation controller, the window's root.
  public let navigation: NavigationController
  /// The scene's own view, at the root of the navigation stack.
  private var startView: View { navigation.viewControllers[0].view }

  /// Opens the kiosk as the options say.
  /// - Throws: `RenderingError` without a display.
  public init(options: KioskOptions) throws {
    self.options = options
    guard let scene = DemoSceneCatalog.named(options.sceneName) else {
      preconditionFailure("KioskOptions.parse admits only known scenes")
    }
    self.scene = scene
    stateStore = KioskStateStore.make(for: options, name: scene.name)
    var requestedSize = CGSize(width: 800, height: 600)
    if !options.isWindowed, let desktop = try WindowHost.desktopSize() {
      // The window must cover the screen by itself where no window manager enlarges it.
      let scale = ProcessInfo.processInfo.environment["TABLEKIT_SCALE"].flatMap(Double.init) ?? 1
      requestedSize = CGSize(
        width: desktop.width / max(1, scale), height: desktop.height / max(1, scale))
    }
    window = try WindowHost(
      configuration: .init(
        title: "TableKit Kiosk", size: requestedSize, isFullscreen: !options.isWindowed,
        isResizable: options.isWindowed, hidesCursor: !options.acceptsMouse))
    window.disableScreenSaver()
    navigation = scene.makeNavigationController(appearance: .kiosk)
    host = SceneHost(
      window: window, rootViewController: navigation,
      input: SDLInputTranslator.Configuration(
        acceptsMouse: options.acceptsMouse, acceptsTouch: true,
        mouseActsAsTouch: options.acceptsMouse))
    idleTimer = IdleTimer(timeout: options.idleSeconds, now: clock.now)
    // Laid out first, so that the table has its frame and its bar's inset when it scrolls back
    // to where it was.
    host.contentWindow?.layoutIfNeeded()
    stateStore?.restore(into: startView)
    host.inputFilter = { [unowned self] input in filter(input) }
    host.onTick = { [unowned self] in tick() }
    host.wakeUpTime = { [unowned self] in idleTimer.deadline }
    say(startLine)
  }

  /// The first line the kiosk prints: what it shows, on which driver, display and renderer, at
  /// which size, and how it takes input.
  var startLine: String {
    let size = window.size
    return "table-kiosk: \(scene.name) on the \(WindowHost.videoDriver ?? "?") video driver, "
      + "display \(window.displayDescription ?? "?"), renderer \(window.rendererName ?? "?"), "
      + "\(Int(size.width))×\(Int(size.height)) points at scale \(window.scale), "
      + "idle reset after \(options.idleSeconds) s, "
      + (options.acceptsMouse ? "touch and mouse" : "touch only")
  }

  /// Runs until a quit key or the frame limit, then saves the table's state.
  public func run() throws {
    defer { stateStore?.save(from: startView) }
    try host.run(
      WindowHost.RunOptions(frameLimit: options.frameLimit, screenshotPath: options.screenshotPath))
  }

  /// Every input restarts the idle count; Ctrl/Cmd+Q (from an attached keyboard) quits, and so
  /// does Escape on the first screen (elsewhere it goes back).
  private func filter(_ input: WindowInput) -> Bool {
    idleTimer.noteActivity(at: clock.now)
    guard case .key(let key, let modifiers) = input.event else { return false }
    let canGoBack =
      navigation.viewControllers.count > 1 || host.contentWindow?.topPresentedViewController != nil
    let quits =
      (key == .escape && !canGoBack)
      || (key == .character("q") && !modifiers.intersection([.control, .command]).isEmpty)
    if quits { host.quit() }
    return quits
  }

  /// Returns to the start once the kiosk has been left alone for the idle time.
  private func tick() {
    guard idleTimer.fires(at: clock.now) else { return }
    returnToStart()
  }

  /// Goes back to the start: closes what is presented, pops to the scene's first screen and
  /// scrolls it back to its top, with animations.
  public func returnToStart() {
    if let presented = host.contentWindow?.topPresentedViewController {
      presented.dismiss(animated: true)
    }
    navigation.popToRootViewController(animated: true)
    if let scrollView = startView.mainScrollView {
      let top = CGPoint(x: 0, y: scrollView.minimumContentOffsetY)
      if scrollView.contentOffset != top { scrollView.setContentOffset(top, animated: true) }
    }
    host.setNeedsDisplay()
  }
}
