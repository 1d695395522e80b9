import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import ToolArguments

/// The touch kiosk: a catalog (or a demo scene) at the kiosk's sizes in a navigation controller
/// (an item opens its detail; the back button or a swipe from the left edge comes back),
/// fullscreen with the cursor hidden and the screen saver off, touch only, returning to its
/// start after a quiet spell, and reloading the catalog when its files change.
@MainActor
public final class KioskApplication {
  /// The options it was opened with.
  public let options: KioskOptions
  /// The window.
  public let window: WindowHost
  /// The window's loop.
  public let host: SceneHost
  /// The navigation controller of what is shown.
  public let navigation: NavigationController
  /// The catalog's content, when the kiosk shows a catalog.
  public let catalogController: KioskCatalogController?
  /// Where the catalog is read from, when the kiosk shows one.
  public let catalogSource: KioskCatalogSource?
  private var watcher: KioskCatalogWatcher?
  /// Spoken mode, when `--speech` or the catalog turned it on.
  private var spokenMode: KioskSpokenMode?
  /// The `--touch-script` being played.
  private var player: InputScriptPlayer?
  private var idleTimer: IdleTimer
  private let clock = SystemClock()
  /// Where the table's state is restored from and saved to; nil with `--no-state`.
  private let stateStore: TableStateStore?
  /// What the kiosk shows, for the first line and the state's name.
  private let contentName: String
  /// The first screen's view (the list's, or the scene's).
  private var startView: View { navigation.viewControllers[0].view }

  /// Opens the kiosk as the options say.
  /// - Throws: `RenderingError` without a display; `SpeechError` when spoken mode cannot
  ///   start its voice or its log.
  public init(options: KioskOptions) throws {
    self.options = options
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
    let root: ViewController
    var catalogSettings: KioskCatalog?
    switch options.content {
    case .scene(let name):
      guard let scene = DemoSceneCatalog.named(name) else {
        preconditionFailure("KioskOptions.parse admits only known scenes")
      }
      contentName = scene.name
      navigation = scene.makeNavigationController(appearance: .kiosk)
      root = navigation
      catalogSource = nil
      catalogController = nil
    case .catalog(let folder):
      contentName = "catalog"
      let source = KioskCatalogSource(
        folder: folder.map { URL(fileURLWithPath: $0, isDirectory: true) }
          ?? KioskCatalogSource.embeddedFolder,
        images: window.renderer.images)
      let reading = source.read()
      catalogSettings = reading.catalog
      let controller = KioskCatalogController(reading: reading, isReadOnly: options.isReadOnly)
      catalogSource = source
      catalogController = controller
      navigation = controller.navigation
      root = controller
      watcher = KioskCatalogWatcher(files: source.watchedFiles(of: reading), now: clock.now)
      Self.report(reading, from: source, reloaded: false)
    }
    stateStore = options.stateStore(name: contentName)
    host = SceneHost(
      window: window, rootViewController: root,
      input: SDLInputTranslator.Configuration(
        acceptsMouse: options.acceptsMouse, acceptsTouch: true,
        mouseActsAsTouch: options.acceptsMouse))
    // A touch kiosk has no keyboard: TableKit's own comes up for a field after a touch (and
    // stays away once a hardware keyboard is used).
    host.contentWindow?.showsOnScreenKeyboard = .automatic
    host.contentWindow?.hostTraitCollection = options.displayTraits.traitCollection
    idleTimer = IdleTimer(timeout: options.idleSeconds, now: clock.now)
    // Laid out first, so that the table has its frame and its bar's inset when it scrolls back
    // to where it was.
    host.contentWindow?.layoutIfNeeded()
    stateStore?.restore(into: startView)
    host.inputFilter = { [unowned self] input in filter(input) }
    host.onTick = { [unowned self] in tick() }
    host.wakeUpTime = { [unowned self] in
      [idleTimer.deadline, watcher?.nextCheck, player?.nextDeadline, spokenMode?.nextDeadline]
        .compactMap { $0 }.min()
    }
    say(startLine)
    try startSpokenMode(catalog: catalogSettings)
  }

  /// Turns spoken mode on when `--speech` or the catalog's `"speech": true` asks, in the
  /// catalog's language, and says the first screen's heading.
  private func startSpokenMode(catalog: KioskCatalog?) throws {
    guard options.speech.isOn || catalog?.turnsSpeechOn == true else {
      if options.speech != KioskSpeechOptions() {
        say("table-kiosk: the speech options do nothing without spoken mode (--speech)")
      }
      return
    }
    guard let window = host.contentWindow else { return }
    let spoken = try KioskSpokenMode(
      window: window, options: options.speech, catalogLanguage: catalog?.language)
    spokenMode = spoken
    host.drawOverlay = { list in spoken.drawFocusFrame(into: &list) }
    say(spoken.startLine)
    spoken.session.start()
  }

  /// The first line the kiosk prints: what it shows, on which driver, display and renderer, at
  /// which size, and how it takes input.
  var startLine: String {
    let size = window.size
    let shown = catalogSource.map { "the catalog in \($0.reader.folder.path)" } ?? contentName
    return "table-kiosk: \(shown) on the \(WindowHost.videoDriver ?? "?") video driver, "
      + "display \(window.displayDescription ?? "?"), renderer \(window.rendererName ?? "?"), "
      + "\(Int(size.width))×\(Int(size.height)) points at scale \(window.scale), "
      + "idle reset after \(options.idleSeconds) s, "
      + (options.acceptsMouse ? "touch and mouse" : "touch only")
      + (options.isReadOnly ? ", read-only" : "")
  }

  /// Where the kiosk is, for `report` steps: the screen on top (`list`, `detail <id>`, or a
  /// scene screen's title), the offset of its table and the first item fully in view.
  public var stateDescription: String {
    let top = navigation.topViewController
    var parts: [String] = []
    if let detail = top as? KioskDetailController {
      parts.append("screen=detail:\(detail.item.id)")
    } else if top === navigation.viewControllers.first {
      parts.append("screen=list")
    } else {
      parts.append("screen=\(top?.title ?? "?")")
    }
    if let table = top?.viewIfLoaded?.mainScrollView as? TableView {
      parts.append("offset=\(Int(table.contentOffset.y.rounded()))")
      // In view means below the bar as it is now: a search bar hidden under it is part of the
      // table's inset but covers nothing.
      let barBottom =
        navigation.isNavigationBarHidden
        ? table.adjustedContentInset.top : navigation.navigationBar.frame.maxY
      if let list = top as? KioskListController,
        let first = table.indexPathsForVisibleRows?.first(where: {
          table.rectForRow(at: $0).minY >= table.contentOffset.y + barBottom
        }),
        let id = list.modelIdentifierForElement(at: first, in: table)
      {
        parts.append("first=\(id)")
      }
    }
    parts.append("stack=\(navigation.viewControllers.count)")
    return parts.joined(separator: " ")
  }

  /// Runs until the window closes, SIGTERM or SIGINT, the frame limit or the touch script's
  /// end, then saves the table's state.
  public func run() throws {
    defer { stateStore?.save(from: startView) }
    player = options.touchScript.map { InputScriptPlayer(script: $0, startingAt: clock.now) }
    try host.run(
      WindowHost.RunOptions(frameLimit: options.frameLimit, screenshotPath: options.screenshotPath))
  }

  /// Every input restarts the idle count. No key quits the kiosk, not Escape nor Ctrl+Q: a
  /// visitor with a keyboard must not end it, and nothing would start it again. It ends when
  /// its window closes, on SIGTERM or SIGINT (SDL turns both into a quit), or at the end of a
  /// scripted run; the keys go on to the views (Escape goes back).
  private func filter(_ input: WindowInput) -> Bool {
    idleTimer.noteActivity(at: clock.now)
    return spokenMode?.handle(input, at: clock.now) ?? false
  }

  /// Returns to the start once the kiosk has been left alone for the idle time, and reloads the
  /// catalog when its files changed.
  private func tick() {
    let now = clock.now
    if let player {
      for label in player.advance(to: now, windowSize: window.size) {
        say("table-kiosk: report \(label): \(stateDescription)")
      }
      if player.isFinished { host.quit() }
    }
    if spokenMode?.advance(to: now) == true { host.setNeedsDisplay() }
    if watcher?.hasChanged(at: now) == true { reloadCatalog() }
    guard idleTimer.fires(at: now) else { return }
    returnToStart()
  }

  /// Reads the catalog again and shows it, keeping the visitor's place.
  public func reloadCatalog() {
    guard let source = catalogSource, let controller = catalogController else { return }
    // Pictures changed on disk are decoded again, not taken from the caches.
    window.renderer.forgetImages()
    let reading = source.read()
    watcher?.watch(source.watchedFiles(of: reading))
    controller.reload(with: reading)
    Self.report(reading, from: source, reloaded: true)
    // The voice follows the catalog's language, unless the catalog that shows is the previous.
    if reading.hasItems,
      let problem = spokenMode?.follow(catalogLanguage: reading.catalog?.language)
    {
      say(problem)
    }
    host.setNeedsDisplay()
  }

  /// Goes back to the start: closes what is presented, pops to the first screen and scrolls it
  /// back to its top, with animations; a catalog also drops the visitors' changes, menus,
  /// swipes and editing.
  public func returnToStart() {
    if let catalogController {
      catalogController.returnToStart(animated: true)
    } else {
      host.contentWindow?.topPresentedViewController?.dismiss(animated: true)
      navigation.popToRootViewController(animated: true)
      // A reload closes an open menu and swipe and ends a drag; editing ends too.
      if let table = startView.mainScrollView as? TableView {
        navigation.viewControllers[0].setEditing(false, animated: true)
        table.reloadData()
      }
      if let scrollView = startView.mainScrollView {
        let top = CGPoint(x: 0, y: scrollView.minimumContentOffsetY)
        if scrollView.contentOffset != top { scrollView.setContentOffset(top, animated: true) }
      }
    }
    host.setNeedsDisplay()
  }

  /// Says on standard error what a reading found: one line per problem.
  private static func report(
    _ reading: KioskCatalogReading, from source: KioskCatalogSource, reloaded: Bool
  ) {
    let items = reading.catalog?.allItems.count ?? 0
    var lines = [
      "table-kiosk: \(reloaded ? "reloaded" : "read") \(source.reader.catalogFile.path): "
        + "\(items) items, \(reading.problems.count) problems"
    ]
    if reloaded, !reading.hasItems {
      lines.append("table-kiosk: still showing the previous catalog")
    }
    lines += reading.problems.map { "table-kiosk:   \($0)" }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}
