import DemoScenes
import Foundation
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
  }

  /// The demo scene shown (`--scene`).
  public var sceneName = "contacts"
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

  /// The defaults: the contacts scene, fullscreen, touch only.
  public init() {}

  /// The usage text.
  @MainActor public static let usage = """
    usage: table-kiosk [options]

      --windowed           an 800×600 window instead of the whole screen (for development)
      --mouse              the mouse works as a finger does (drag to scroll, swipe, pull to
                           refresh) and the cursor shows
      --scene NAME         the scene shown (contacts): \(DemoSceneCatalog.all.map(\.name).joined(separator: ", "))
      --idle-seconds N     return to the start and its top after N seconds without input (90)
      --state FILE         keep the table's place (selection and scroll position) in FILE
      --no-state           keep no state
      --frames N           quit after N frames (scripted runs, e.g. under Xvfb)
      --screenshot FILE    with --frames, save the last frame as a PNG
      --help               this text

    The table's place is saved on quit and restored at start, in
    $XDG_STATE_HOME/tablekit/kiosk-state.json (~/.local/state/... without it); scripted runs
    (--frames) use a file only when --state names one. Escape on the first screen or Ctrl+Q
    quits from an attached keyboard. Without X or Wayland, run it on the console with SDL's
    KMS/DRM driver: SDL_VIDEODRIVER=kmsdrm table-kiosk (the first line printed names the
    driver and the display SDL chose).
    """

  /// Reads the command line.
  /// - Throws: `ToolArgumentsError` for `--help` and for every mistake.
  @MainActor public static func parse(_ arguments: inout ToolArguments) throws(ToolArgumentsError)
    -> KioskOptions
  {
    var options = KioskOptions()
    var stateOption: String?
    while let option = try arguments.readNext() {
      switch option {
      case "--windowed": options.isWindowed = true
      case "--mouse": options.acceptsMouse = true
      case "--scene":
        let name = try arguments.readValue(for: option)
        guard let scene = DemoSceneCatalog.named(name) else {
          throw .mistake(
            "no scene '\(name)'; scenes: "
              + DemoSceneCatalog.all.map(\.name).joined(separator: ", "))
        }
        options.sceneName = scene.name
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
      default: throw arguments.unknown(option)
      }
    }
    if options.screenshotPath != nil, options.frameLimit == nil {
      throw .mistake("--screenshot needs --frames N (the frame to save)")
    }
    return options
  }

  /// Whether the run is scripted: it ends by itself.
  public var isScripted: Bool { frameLimit != nil }
}
