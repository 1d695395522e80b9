import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import ToolArguments

/// What the demo's command line asks for.
public struct DemoOptions: Sendable {
  /// The scene `--scene` names; nil starts on the saved one (or the first).
  public var sceneIndex: Int?
  /// Whether the scene's pull to refresh starts at launch (`--refresh`).
  public var refreshes = false
  /// The frame limit and the screenshot to save (`--frames`, `--screenshot`).
  public var run = WindowHost.RunOptions()
  /// The state folder: `--state DIR`; nil with `--no-state`; the default folder otherwise.
  public var stateFolder: URL? = TableStateStore.defaultFile(named: "demo")
  /// Whether `--state` or `--no-state` was given.
  public var hasStateOption = false
  /// Light, dark or the desktop's from `--appearance`; nil takes the one saved at the last
  /// quit.
  public var appearance: DemoDisplaySettings.Appearance?
  /// The text size from `--text-size`; nil takes the one saved at the last quit.
  public var textSize: ContentSizeCategory?
  /// The accessibility display settings turned on (`--reduce-motion`, `--bold-text`,
  /// `--darker-colors`).
  public var accessibilitySettings: Set<AccessibilitySetting> = []

  /// Options as with no arguments.
  public init() {}

  /// `table-demo --help`.
  @MainActor public static let usage = """
  usage: table-demo [--scene NAME] [--refresh] [--appearance light|dark|system]
                    [--text-size SIZE] [--reduce-motion] [--bold-text] [--darker-colors]
                    [--frames N [--screenshot FILE.png]]

    --scene NAME         start on a scene: \(DemoSceneCatalog.all.map(\.name).joined(separator: ", "))
    --refresh            start the scene's pull to refresh at launch, as a user's pull would
                         (contacts)
    --appearance A       light, dark, or system: the desktop's color scheme, read from the
                         freedesktop portal and followed as it changes (light without a
                         portal); D switches light and dark while it runs, the Settings
                         scene's Display & Brightness page offers all three; the last one
                         is kept
    --text-size SIZE     the text size (Dynamic Type): extraSmall, small, medium, large
                         (the default), extraLarge, extraExtraLarge, extraExtraExtraLarge,
                         accessibilityMedium ... accessibilityExtraExtraExtraLarge;
                         Ctrl+Plus and Ctrl+Minus step it while it runs, Ctrl+0 goes back
                         to large; the last one is kept
  \(AccessibilitySettingOptions.usage)
    --state DIR          keep the scenes' places (scroll position, selection, pushed
                         screens) and the scene shown in DIR between runs (DIR is created,
                         and the demo says so, when its parent folder exists)
    --no-state           keep nothing
    --frames N           quit after N frames (scripted runs, e.g. under Xvfb)
    --screenshot FILE    with --frames, save the last frame as a PNG (FILE's folder must
                         exist)
    --help               this text

  The demo saves on quit, and restores at the next start, the appearance, the text size, the scene shown and every scene's
  place and pushed screens, in $XDG_STATE_HOME/tablekit/demo/ (~/.local/state/... without it); scripted runs
  (--frames) use a folder only when --state names one.

  keys: 1–9 and 0 switch scenes; Escape closes what is open (the help, a search, a menu, a swiped
  row, editing, an alert, a pushed screen) and never quits; D switches light and dark;
  Ctrl+Plus (or Ctrl+=) and Ctrl+Minus make the text larger and smaller, Ctrl+0 Large; F shows
  the frame times, H or ? the keys; Ctrl/Cmd+Q (or closing the window) quits; the rest go to the scene's table: arrows,
  page up/down and home/end move the focus, Return or Space opens the focused row. The wheel
  scrolls the table under the mouse, a trackpad 1:1.
  """

  /// Reads the command line's options.
  /// - Throws: `ToolArgumentsError` for an unknown option or a bad value.
  @MainActor public static func parse(_ arguments: inout ToolArguments) throws(ToolArgumentsError)
    -> DemoOptions
  {
    var options = DemoOptions()
    while let option = try arguments.readNext() {
      switch option {
      case "--scene":
        let name = try arguments.readValue(for: option)
        guard let scene = DemoSceneCatalog.named(name),
          let index = DemoSceneCatalog.all.firstIndex(where: { $0.name == scene.name })
        else {
          throw .mistake(
            "no scene '\(name)'; scenes: "
              + DemoSceneCatalog.all.map(\.name).joined(separator: ", "))
        }
        options.sceneIndex = index
      case "--refresh": options.refreshes = true
      case "--appearance":
        let name = try arguments.readChoice(
          for: option, from: DemoDisplaySettings.Appearance.allCases.map(\.rawValue))
        options.appearance = DemoDisplaySettings.Appearance(rawValue: name)
      case "--text-size":
        let name = try arguments.readChoice(for: option, from: DisplayTraits.textSizeNames)
        options.textSize = DisplayTraits.textSize(named: name)
      case "--state", "--no-state":
        if options.hasStateOption { throw .mistake("--state and --no-state exclude each other") }
        options.hasStateOption = true
        options.stateFolder =
          option == "--state"
          ? URL(fileURLWithPath: try arguments.readValue(for: option), isDirectory: true) : nil
      case "--frames": options.run.frameLimit = try arguments.readNumber(for: option, minimum: 1)
      case "--screenshot": options.run.screenshotPath = try arguments.readValue(for: option)
      default:
        guard let setting = AccessibilitySettingOptions.setting(forFlag: option) else {
          throw arguments.unknown(option)
        }
        options.accessibilitySettings.insert(setting)
      }
    }
    if options.run.frameLimit != nil, !options.hasStateOption { options.stateFolder = nil }
    if options.run.screenshotPath != nil, options.run.frameLimit == nil {
      throw .mistake("--screenshot needs --frames N (the frame to save)")
    }
    if let path = options.run.screenshotPath,
      let problem = OutputLocation.fileProblem(path, option: "--screenshot")
    {
      throw .mistake(problem)
    }
    if options.hasStateOption, let folder = options.stateFolder,
      let problem = OutputLocation.folderProblem(folder.path, option: "--state")
    {
      throw .mistake(problem)
    }
    return options
  }
}
