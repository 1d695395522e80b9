import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import ToolArguments

/// What `table-kiosk`'s command line asks for.
public struct KioskOptions: Equatable, Sendable {
  /// Where the kiosk keeps its table's state between runs.
  public enum StateFile: Equatable, Sendable {
    /// `$XDG_STATE_HOME/tablekit/kiosk-state.json` (not in scripted runs).
    case standard
    /// The file `--state` names.
    case file(String)
    /// None: `--no-state`.
    case none

    /// The file `--state` names, or nil.
    var path: String? {
      if case .file(let path) = self { return path }
      return nil
    }
  }

  /// What the kiosk shows.
  public enum Content: Equatable, Sendable {
    /// A catalog folder's `catalog.json` (`--catalog DIR`); nil for the embedded one under
    /// `Assets/Kiosk`.
    case catalog(folder: String?)
    /// A demo scene (`--scene NAME`).
    case scene(String)
  }

  /// What the kiosk shows: the embedded catalog unless told otherwise.
  public var content = Content.catalog(folder: nil)
  /// With `--check DIR`, the folder whose catalog is checked instead of opening the kiosk.
  public var checkedFolder: String?
  /// Whether visitors may delete and reorder items: as the catalog says (off without its say),
  /// `--allow-editing` on, `--read-only` off.
  public var editing = KioskEditingPermission.asCatalogSays
  /// Where the log is also written, rotated (`--log-file FILE`).
  public var logFile: String?
  /// Where the anonymous visit counts are kept (`--visits FILE`).
  public var visitsFile: String?
  /// Whether the kiosk opens an 800 × 600 window rather than covering the screen.
  public var isWindowed = false
  /// Whether the mouse works as a finger does (and the cursor shows).
  public var acceptsMouse = false
  /// Seconds without input before the kiosk returns to its start.
  public var idleSeconds: Double = 90
  /// Where the table's state is kept.
  public var state = StateFile.standard
  /// Quit after this many frames (scripted runs).
  public var frameLimit: Int?
  /// With a frame limit, save the last frame here.
  public var screenshotPath: String?
  /// Input to play as real touch events, after which the kiosk quits (`--touch-script FILE`).
  public var touchScript: InputScript?
  /// Light or dark, and the text size (`--appearance`, `--text-size`).
  public var displayTraits = DisplayTraits()
  /// Spoken mode's settings (`--speech` and its options).
  public var speech = KioskSpeechOptions()
  /// The display settings a visitor may need, as iOS's accessibility settings
  /// (`--reduce-motion`, `--bold-text`, `--darker-colors`).
  public var accessibilitySettings: Set<AccessibilitySetting> = []
  /// How the screen is installed (`--rotate`, `--display`).
  public var screen = KioskScreenOptions()
  /// The wall clock's time at start, to rehearse the opening hours (`--pretend-time`); nil for
  /// the real time.
  public var pretendTime: Date?

  /// The defaults: the embedded catalog, fullscreen, touch only.
  public init() {}

  /// The usage text.
  @MainActor public static let usage = """
    usage: table-kiosk [options]

      --windowed           an 800×600 window instead of the whole screen (for development)
      --catalog DIR        show DIR/catalog.json and its pictures ("Kiosk catalogs" in the
                           article Deploying the kiosk describes the file); the embedded museum
                           guide without it
      --check DIR          check DIR's catalog, print every problem and exit (1 with problems;
                           missing translations are warnings, which pass)
                           (--catalog and --check also take the path of catalog.json itself)
      --allow-editing      visitors may delete (swipe) and reorder (Edit) items until the kiosk
                           returns to its start; off unless this or the catalog's "allowEditing"
                           turns it on
      --read-only          visitors can neither delete nor reorder items, whatever the catalog
                           says
      --log-file FILE      also write the log to FILE (its folder must exist), renamed FILE.1
                           past 1 MB (FILE.2 and FILE.3 kept, older ones dropped)
      --visits FILE        count items opened and searches made, per day, in the CSV file FILE
                           (its folder must exist): date,event,item,count; no search's words
      --mouse              the mouse works as a finger does (drag to scroll, swipe, pull to
                           refresh) and the cursor shows
      --scene NAME         show a demo scene instead of a catalog: \(DemoSceneCatalog.all.map(\.name).joined(separator: ", "))
      --appearance light|dark
                           draw light (the default) or dark, as iOS's appearance setting does
    \(AccessibilitySettingOptions.usage)
      --text-size CATEGORY a Dynamic Type size: extraSmall, small, medium, large (the default),
                           extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium,
                           accessibilityLarge, accessibilityExtraLarge,
                           accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    \(KioskScreenOptions.usage)
      --pretend-time YYYY-MM-DDTHH:MM
                           rehearse the catalog's opening hours: start the kiosk's clock at
                           this local time (e.g. 2026-12-03T22:00 to see it blank after
                           closing) and let it run on from there
      --idle-seconds N     after N seconds without input (90), return to the list and its top,
                           closing menus, swipes and detail screens
      --state FILE         keep the table's place (selection and scroll position) in FILE
                           (its folder must exist)
      --no-state           keep no state
      --frames N           quit after N frames (scripted runs, e.g. under Xvfb)
      --screenshot FILE    with --frames, save the last frame as a PNG (its folder must exist)
      --touch-script FILE  play FILE's taps, drags, flings, keys and waits as real touch events
                           through the kiosk's loop, print a line per `report`, and quit at its
                           end (see InputScript for the steps; for trying and testing)
      --speech             spoken mode, VoiceOver's touch model with an eSpeak NG voice in the
                           catalog's language: touch or drag to hear what is under the finger,
                           swipe right or left for the next or previous item, double-tap to open,
                           three-finger swipe up or down to page, two-finger tap to pause or
                           resume; keys: arrows and Tab move, Return opens, Page Up and Page Down
                           page, R repeats; a keypad: 8 and 2 (4 and 6) move, Enter opens, 9 and 3
                           page, 5 repeats (a catalog's "speech": true turns spoken mode on too)
      --speech-log FILE    in spoken mode, also write each utterance to FILE as a line (its
                           folder must exist)
      --speech-rate WPM    words per minute, \(KioskSpeechOptions.rates.lowerBound) to \(KioskSpeechOptions.rates.upperBound) (\(KioskSpeechOptions.defaultRate))
      --speech-volume N    loudness, 0 to 100 (100)
      --speech-language CODE
                           the voice's language (en, de, fr, ...) instead of the catalog's
      --help               this text

    A running kiosk reloads its catalog when the catalog's files change (or on SIGHUP), keeping
    its place; a catalog with problems shows what could be read, and its problems go to the log
    and the operator view, never to visitors. The table's place is saved on quit and restored at
    start, in $XDG_STATE_HOME/tablekit/kiosk-state.json (~/.local/state/... without it), with
    kiosk-state.json.running beside it while it runs (left there, the next start logs that the
    run crashed); scripted runs (--frames, --touch-script) use a file only when --state names
    one.

    The kiosk is locked: no key or gesture quits or leaves it (Escape only ends a search or
    closes what is open; Ctrl+Q, Ctrl+W and the window's close are refused and logged, except
    with --windowed). The operator presses \(KioskKeyLock.operatorChordName) (or, without a keyboard, holds a
    finger still for 5 s in the screen's top-trailing corner) and types the catalog's
    "operatorPIN" to open the operator view: every catalog problem in full, Reload Catalog,
    Exit Kiosk. SIGTERM and SIGINT end it cleanly, saving its place (systemctl stop); SIGHUP
    reloads the catalog. Log lines carry their time, level and subsystem; under systemd they
    go to the journal with their priorities.

    After a longer quiet spell the kiosk shows the catalog's attract loop (its pictures, "Touch
    to explore"; "attract" sets it); a catalog's "schedule" blanks the screen outside its opening
    hours. The touch that ends either does nothing else.

    Without X or Wayland, run it on the console with SDL's KMS/DRM driver:
    SDL_VIDEODRIVER=kmsdrm table-kiosk (the first line logged names the driver and the display
    SDL chose).
    """

  /// Reads the command line.
  /// - Throws: `ToolArgumentsError` for `--help` and for every mistake.
  @MainActor public static func parse(_ arguments: inout ToolArguments) throws(ToolArgumentsError)
    -> KioskOptions
  {
    var options = KioskOptions()
    var stateOption: String?
    var contentOption: String?
    var editingOption: String?
    func choose(_ content: Content, by option: String) throws(ToolArgumentsError) {
      if let contentOption, contentOption != option {
        throw .mistake("\(contentOption) and \(option) exclude each other")
      }
      contentOption = option
      options.content = content
    }
    while let option = try arguments.readNext() {
      switch option {
      case "--windowed": options.isWindowed = true
      case "--appearance":
        let name = try arguments.readChoice(for: option, from: DisplayTraits.appearanceNames)
        options.displayTraits.appearance = DisplayTraits.appearance(named: name) ?? .unspecified
      case "--text-size":
        let name = try arguments.readChoice(for: option, from: DisplayTraits.textSizeNames)
        options.displayTraits.textSize = DisplayTraits.textSize(named: name) ?? .unspecified
      case "--mouse": options.acceptsMouse = true
      case "--scene":
        let name = try arguments.readValue(for: option)
        guard let scene = DemoSceneCatalog.named(name) else {
          throw .mistake(
            "no scene '\(name)'; scenes: "
              + DemoSceneCatalog.all.map(\.name).joined(separator: ", "))
        }
        try choose(.scene(scene.name), by: option)
      case "--catalog":
        let folder = try catalogFolder(try arguments.readValue(for: option), option: option)
        try choose(.catalog(folder: folder), by: option)
      case "--check":
        options.checkedFolder = try catalogFolder(
          try arguments.readValue(for: option), option: option)
      case "--read-only", "--allow-editing":
        if let editingOption, editingOption != option {
          throw .mistake("--read-only and --allow-editing exclude each other")
        }
        editingOption = option
        options.editing = option == "--read-only" ? .forbidden : .allowed
      case "--log-file": options.logFile = try arguments.readValue(for: option)
      case "--visits": options.visitsFile = try arguments.readValue(for: option)
      case "--pretend-time": options.pretendTime = try readPretendTime(&arguments)
      case "--idle-seconds":
        options.idleSeconds = try arguments.readPositiveDecimal(for: option)
      case "--state", "--no-state":
        if let stateOption, stateOption != option {
          throw .mistake("--state and --no-state exclude each other")
        }
        stateOption = option
        options.state = option == "--no-state" ? .none : .file(try arguments.readValue(for: option))
      case "--frames": options.frameLimit = try arguments.readNumber(for: option, minimum: 1)
      case "--screenshot": options.screenshotPath = try arguments.readValue(for: option)
      case "--touch-script":
        let path = try arguments.readValue(for: option)
        do {
          options.touchScript = try InputScript(contentsOfFile: path)
        } catch {
          throw .mistake("--touch-script \(path): \(error)")
        }
      case "--rotate", "--display": try options.screen.read(option, from: &arguments)
      case "--speech", "--speech-log", "--speech-rate", "--speech-volume", "--speech-language":
        try options.speech.read(option, from: &arguments)
      default:
        guard let setting = AccessibilitySettingOptions.setting(forFlag: option) else {
          throw arguments.unknown(option)
        }
        options.accessibilitySettings.insert(setting)
      }
    }
    try options.speech.check()
    if options.screenshotPath != nil, options.frameLimit == nil {
      throw .mistake("--screenshot needs --frames N (the frame to save)")
    }
    if let path = options.screenshotPath,
      let problem = OutputLocation.fileProblem(path, option: "--screenshot")
    {
      throw .mistake(problem)
    }
    let outputs = [
      ("--state", options.state.path), ("--log-file", options.logFile),
      ("--visits", options.visitsFile),
    ]
    for case (let option, let path?) in outputs {
      if let problem = OutputLocation.fileProblem(path, option: option) { throw .mistake(problem) }
    }
    return options
  }

  /// Whether the run is scripted: it ends by itself.
  public var isScripted: Bool { frameLimit != nil || touchScript != nil }
}
