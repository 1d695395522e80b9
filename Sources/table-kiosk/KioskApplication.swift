import DemoScenes
import Foundation
import TableKit
import TableKitSDL

/// The touch kiosk: one scene at the kiosk's sizes (64-point rows, 20-point titles) in a
/// navigation controller (a contact opens its card; the back button or a swipe from the left edge
/// comes back), fullscreen with the cursor hidden and the screen saver off, touch only, returning
/// to its start after a quiet spell.
@MainActor
final class KioskApplication {
  /// A command-line mistake.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  let window: WindowHost
  let host: SceneHost
  let scene: DemoScene
  private var idleTimer: IdleTimer
  private let clock = SystemClock()
  /// Where the table's state is restored from and saved to; nil with `--no-state`.
  private let stateStore: KioskStateStore?
  /// The scene's navigation controller, the window's root.
  let navigation: NavigationController
  /// The scene's own view, at the root of the navigation stack.
  private var startView: View { navigation.viewControllers[0].view }

  /// Opens the kiosk as the command line says.
  /// - Throws: `UsageError` for a bad option; `RenderingError` without a display.
  init(arguments: [String]) throws {
    func value(_ option: String) -> String? {
      guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
        return nil
      }
      return arguments[index + 1]
    }
    let sceneName = value("--scene") ?? ContactsScene.scene.name
    guard let scene = DemoSceneCatalog.named(sceneName) else {
      throw UsageError(
        description: "no scene '\(sceneName)'; scenes: "
          + DemoSceneCatalog.all.map(\.name).joined(separator: ", "))
    }
    let idleSeconds = value("--idle-seconds").map { Double($0) } ?? 90
    guard let idleSeconds, idleSeconds > 0 else {
      throw UsageError(description: "--idle-seconds needs a positive number of seconds")
    }
    stateStore = try KioskStateStore.fromCommandLine(arguments, sceneName: scene.name)
    let windowed = arguments.contains("--windowed")
    let acceptsMouse = arguments.contains("--mouse")
    self.scene = scene
    var requestedSize = CGSize(width: 800, height: 600)
    if !windowed, let desktop = try WindowHost.desktopSize() {
      // The window must cover the screen by itself where no window manager enlarges it.
      let scale = ProcessInfo.processInfo.environment["TABLEKIT_SCALE"].flatMap(Double.init) ?? 1
      requestedSize = CGSize(
        width: desktop.width / max(1, scale), height: desktop.height / max(1, scale))
    }
    window = try WindowHost(
      configuration: .init(
        title: "TableKit Kiosk", size: requestedSize, isFullscreen: !windowed,
        isResizable: windowed,
        hidesCursor: !acceptsMouse))
    window.disableScreenSaver()
    navigation = scene.makeNavigationController(appearance: .kiosk)
    host = SceneHost(
      window: window, rootViewController: navigation,
      input: SDLInputTranslator.Configuration(acceptsMouse: acceptsMouse, acceptsTouch: true))
    idleTimer = IdleTimer(timeout: idleSeconds, now: clock.now)
    // Laid out first, so that the table has its frame and its bar's inset when it scrolls back
    // to where it was.
    host.contentWindow?.layoutIfNeeded()
    stateStore?.restore(into: startView)
    host.inputFilter = { [unowned self] input in filter(input) }
    host.onTick = { [unowned self] in tick() }
    host.wakeUpTime = { [unowned self] in idleTimer.deadline }
    let size = window.size
    print(
      "table-kiosk: \(scene.name) on \(WindowHost.videoDriver ?? "?"), "
        + "\(Int(size.width))×\(Int(size.height)) points at scale \(window.scale), "
        + "idle reset after \(idleSeconds) s, \(acceptsMouse ? "touch and mouse" : "touch only")")
  }

  /// Runs until a quit key or the frame limit, then saves the table's state.
  func run(_ options: WindowHost.RunOptions) throws {
    defer { stateStore?.save(from: startView) }
    try host.run(options)
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
  func returnToStart() {
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
