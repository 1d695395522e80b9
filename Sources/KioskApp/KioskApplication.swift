import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import ToolArguments

/// The touch kiosk: a catalog (or a demo scene) at the kiosk's sizes in a navigation controller
/// (an item opens its detail; the back button or a swipe from the left edge comes back),
/// fullscreen with the cursor hidden and the screen saver off, touch only, returning to its
/// start after a quiet spell, and reloading the catalog when its files change.
///
/// It is locked unless `--windowed`: no key or window request ends it (see `KioskKeyLock`); the
/// operator leaves through the operator view (`KioskOperatorAccess`) or with SIGTERM or SIGINT
/// (`KioskSignals`). What happens is written to its `KioskLog`.
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
  /// Watches the catalog's files for changes.
  var watcher: KioskCatalogWatcher?
  /// Spoken mode, when `--speech` or the catalog turned it on.
  var spokenMode: KioskSpokenMode?
  /// The `--touch-script` being played.
  private var player: InputScriptPlayer?
  private var idleTimer: IdleTimer
  private let clock = SystemClock()
  /// Where the table's state is restored from and saved to; nil with `--no-state`.
  let stateStore: TableStateStore?
  /// The file saying a run is under way, beside the state.
  private let runMarker: KioskRunMarker?
  /// The operator's log.
  public let log: KioskLog
  /// The anonymous visit counts, with `--visits`.
  private let visits: KioskVisits?
  private var signals: KioskSignals?
  /// The operator's way in: the PIN alert and the operator view.
  var operatorAccess: KioskOperatorAccess?
  private var operatorGesture = KioskOperatorGesture()
  /// The attract loop and the opening hours, when the kiosk shows a catalog.
  var screenTime: KioskScreenTimeDriver?
  /// When the kiosk started, for the operator view.
  let startDate = Date()
  /// What the kiosk shows, for the first line and the state's name.
  let contentName: String
  /// The first screen's view (the list's, or the scene's).
  private var startView: View { navigation.viewControllers[0].view }

  /// Opens the kiosk as the options say, logging to `log`.
  /// - Throws: `RenderingError` without a display; `SpeechError` when spoken mode cannot
  ///   start its voice or its log; `KioskVisitsError` for a `--visits` file the kiosk did not
  ///   write.
  public init(options: KioskOptions, log: KioskLog = KioskLog()) throws {
    self.options = options
    self.log = log
    visits = try options.visitsFile.map { path throws(KioskVisitsError) in
      try KioskVisits(file: URL(fileURLWithPath: path))
    }
    var requestedSize = CGSize(width: 800, height: 600)
    try Self.checkDisplay(options.screen.display)
    if !options.isWindowed,
      let desktop = try WindowHost.desktopSize(display: options.screen.display ?? 0)
    {
      // The window must cover the screen by itself where no window manager enlarges it.
      let scale = ProcessInfo.processInfo.environment["TABLEKIT_SCALE"].flatMap(Double.init) ?? 1
      requestedSize = CGSize(
        width: desktop.width / max(1, scale), height: desktop.height / max(1, scale))
    }
    window = try WindowHost(configuration: options.windowConfiguration(size: requestedSize))
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
      let controller = KioskCatalogController(reading: reading, editing: options.editing)
      catalogSource = source
      catalogController = controller
      navigation = controller.navigation
      root = controller
      watcher = KioskCatalogWatcher(files: source.watchedFiles(of: reading), now: clock.now)
    }
    stateStore = options.stateStore(name: contentName) { [log] message in
      log.warning(.state, message)
    }
    runMarker = stateStore.map { KioskRunMarker(stateFile: $0.file) }
    host = SceneHost(
      window: window, rootViewController: root,
      input: SDLInputTranslator.Configuration(
        acceptsMouse: options.acceptsMouse, acceptsTouch: true,
        mouseActsAsTouch: options.acceptsMouse))
    // A touch kiosk has no keyboard: TableKit's own comes up for a field after a touch (and
    // stays away once a hardware keyboard is used).
    host.contentWindow?.showsOnScreenKeyboard = .automatic
    if let window = host.contentWindow {
      // Over the locale's language, which the operator's screens are in.
      window.hostTraitCollection = window.hostTraitCollection.overridden(
        by: options.displayTraits.traitCollection)
    }
    for setting in options.accessibilitySettings {
      host.contentWindow?.screen.accessibility.set(setting, enabled: true)
    }
    idleTimer = IdleTimer(timeout: options.idleSeconds, now: clock.now)
    // Laid out first, so that the table has its frame and its bar's inset when it scrolls back
    // to where it was.
    host.contentWindow?.layoutIfNeeded()
    stateStore?.restore(into: startView)
    host.inputFilter = { [unowned self] input in filter(input) }
    host.onTick = { [unowned self] in tick() }
    host.wakeUpTime = { [unowned self] in
      [
        idleTimer.deadline, watcher?.nextCheck, player?.nextDeadline, spokenMode?.nextDeadline,
        visits?.nextWrite, operatorGesture.deadline, screenTime?.nextDeadline,
      ].compactMap { $0 }.min()
    }
    startScreenTime(catalog: catalogSettings)
    log.info(.kiosk, startLine)
    if let source = catalogSource { report(source: source, reloaded: false) }
    try startSpokenMode(catalog: catalogSettings)
    startLock()
    catalogController?.onOpen = { [unowned self] item in
      visits?.count(.open, itemID: item.id, now: clock.now)
    }
    catalogController?.list.onSearchStarted = { [unowned self] in
      visits?.count(.search, now: clock.now)
    }
    startLanguages()
  }

  /// Turns spoken mode on when `--speech` or the catalog's `"speech": true` asks, in the
  /// catalog's language, and says the first screen's heading.
  private func startSpokenMode(catalog: KioskCatalog?) throws {
    guard options.speech.isOn || catalog?.turnsSpeechOn == true else {
      if options.speech != KioskSpeechOptions() {
        log.warning(.speech, "the speech options do nothing without spoken mode (--speech)")
      }
      return
    }
    guard let window = host.contentWindow else { return }
    let spoken = try KioskSpokenMode(
      window: window, options: options.speech, catalogLanguage: catalog?.defaultLanguage)
    spokenMode = spoken
    host.drawOverlay = { [unowned self] list in
      // The attract loop and the black screen cover what the focus is on.
      if screenTime?.isCovering != true { spoken.drawFocusFrame(into: &list) }
    }
    screenTime?.spokenMode = spoken
    log.info(.speech, spoken.startLine)
    spoken.session.start()
  }


  /// Runs until the operator exits, SIGTERM or SIGINT, the frame limit or the touch script's
  /// end (or, with `--windowed`, the window's close), then saves the table's state (the list's
  /// own place: a search ends first) and the visit counts, and marks the run as ended cleanly.
  public func run() throws {
    // Marked here, not at start: a start that fails (no voice, no display) is no crash.
    if let previous = runMarker?.begin() {
      log.error(
        .state,
        "the previous run (\(previous)) did not end cleanly: it crashed, was killed or lost "
          + "power (the journal or a core dump says why)")
    }
    defer {
      if catalogController?.prepareToSaveState() == true { drawFrames(for: 0.6) }
      stateStore?.save(from: startView)
      writeVisits(force: true)
      runMarker?.end()
      log.info(.kiosk, "stopped")
    }
    // Taken from SDL only while the kiosk runs its own loop: a program driving its frames (the
    // monkey) keeps its own signals.
    signals = KioskSignals(
      stop: { [unowned self] name in
        log.notice(.kiosk, "\(name) received: stopping")
        host.quit()
      },
      reload: { [unowned self] in
        log.notice(.catalog, "SIGHUP received: reloading the catalog")
        reloadCatalog()
      })
    player = options.touchScript.map { InputScriptPlayer(script: $0, startingAt: clock.now) }
    try host.run(
      WindowHost.RunOptions(frameLimit: options.frameLimit, screenshotPath: options.screenshotPath))
  }

  /// Draws frames for `seconds`, so that what slides (the list back from a search) arrives.
  private func drawFrames(for seconds: TimeInterval) {
    let end = clock.now + seconds
    while clock.now < end {
      host.drawFrame()
      Thread.sleep(forTimeInterval: 1.0 / 60)
    }
  }

  /// Locks the kiosk: the window's close is refused (but in `--windowed` development runs), and
  /// the operator's chord leads to the operator view.
  private func startLock() {
    host.allowsQuitRequest = { [unowned self] in
      if options.isWindowed { return true }
      log.warning(
        .lock,
        "refused a request to close the window (the window manager's close, Alt+F4): the kiosk "
          + "is locked; the operator exits from the operator view (\(KioskKeyLock.operatorChordName)) "
          + "or with SIGTERM")
      return false
    }
    operatorAccess = KioskOperatorAccess(
      log: log, requiresPIN: !options.isWindowed,
      pin: { [unowned self] in catalogController?.loadedCatalog.operatorPIN },
      contents: { [unowned self] in operatorContents },
      perform: { [unowned self] action in performOperatorAction(action) })
  }

  /// Every input restarts the idle count. Keys that would quit or close a desktop program are
  /// refused and logged: a visitor with a keyboard must not end the kiosk, and nothing would
  /// start it again. The operator's chord asks for the PIN. Other keys go on to the views
  /// (Escape ends a search or goes back).
  private func filter(_ input: WindowInput) -> Bool {
    idleTimer.noteActivity(at: clock.now)
    if screenTime?.handle(input) == true { return true }
    operatorGesture.handle(input.event, at: clock.now, in: window.size)
    switch KioskKeyLock.meaning(of: input.event) {
    case .refused(let name):
      log.warning(.lock, "refused \(name): the kiosk is locked")
      return true
    case .operatorChord:
      if let window = host.contentWindow {
        operatorAccess?.requestAccess(
          in: window, by: KioskKeyLock.operatorChordName, now: clock.now)
      }
      return true
    case nil:
      if case .key(.escape, []) = input.event, let window = host.contentWindow,
        operatorAccess?.closeView(in: window) == true
      {
        return true
      }
      return spokenMode?.handle(input, at: clock.now) ?? false
    }
  }

  /// Returns to the start once the kiosk has been left alone for the idle time, and reloads the
  /// catalog when its files changed.
  private func tick() {
    let now = clock.now
    if let player {
      for label in player.advance(to: now, windowSize: window.displaySize) {
        say("table-kiosk: report \(label): \(stateDescription)")
      }
      if player.isFinished { host.quit() }
    }
    if spokenMode?.advance(to: now) == true { host.setNeedsDisplay() }
    if watcher?.hasChanged(at: now) == true { reloadCatalog() }
    if let finger = operatorGesture.completes(at: now), let window = host.contentWindow {
      // The hold is the operator's, not a press of what lies under the finger.
      _ = host.router.route(WindowInput(.pointerCancelled(id: finger)), in: host.rootView)
      operatorAccess?.requestAccess(
        in: window,
        by: "a \(Int(KioskOperatorGesture.holdSeconds)) s hold in the top-trailing corner",
        now: now)
      host.setNeedsDisplay()
    }
    writeVisits(force: false)
    screenTime?.advance()
    guard idleTimer.fires(at: now) else { return }
    log.info(.idle, "no input for \(options.idleSeconds) s: returning to the start")
    returnToStart()
    writeVisits(force: true)
  }

  /// Writes the visit counts when due (or now), logging a failure.
  private func writeVisits(force: Bool) {
    if let problem = visits?.writeIfDue(now: clock.now, force: force) {
      log.error(.visits, problem)
    }
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
}
