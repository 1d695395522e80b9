import DemoScenes
import Foundation
import TableKit
import TableKitSDL

/// The desktop demo: a 1000 × 700 point window whose content is a `DemoWindowController`, run by a
/// `SceneHost`, with the demo's keyboard shortcuts.
@MainActor
public final class DemoApplication {
  /// A command-line mistake, reported with the usage.
  public struct UsageError: Error, CustomStringConvertible {
    /// What was wrong.
    public let description: String
  }

  /// The window.
  public let window: WindowHost
  /// The sidebar and the scenes.
  public let content: DemoWindowController
  /// The window's loop.
  public let host: SceneHost
  /// Where the scenes' places are kept between runs; nil with `--no-state`.
  private let state: DemoState?
  /// The scenes whose saved place has been restored (each once, when first shown).
  private var restoredScenes: Set<Int> = []
  /// The appearance and text size shown, which the keys and the Settings scene change.
  private let display = DemoDisplaySettings.shared
  /// What the desktop's portal says of its appearance (nothing without a portal).
  private var desktop = DesktopAppearance()
  /// The watch of the desktop's appearance settings; nil without a session bus.
  private var desktopWatch: DesktopAppearanceWatch?
  /// The accessibility settings the command line turned on, which stay on whatever the
  /// desktop says.
  private let settingsFromOptions: Set<AccessibilitySetting>

  /// Opens the window on the scene the options name, refreshing it with `--refresh`.
  /// - Throws: `UsageError` for a scene without a refresh control for `--refresh`;
  ///   `RenderingError` without a display.
  public init(options: DemoOptions) throws {
    let scenes = DemoSceneCatalog.all
    state = options.stateFolder.map { DemoState(folder: $0, isNamed: options.hasStateOption) }
    let start = options.sceneIndex ?? state?.savedSceneIndex(in: scenes) ?? 0
    window = try WindowHost(
      configuration: .init(title: "TableKit Demo", size: CGSize(width: 1000, height: 700)))
    content = DemoWindowController(scenes: scenes, showing: start)
    host = SceneHost(window: window, rootViewController: content)
    // The on-screen keyboard comes up only after a touch (a touch screen): a mouse click on a
    // field never brings it, and the first key typed on the keyboard sends it away.
    host.contentWindow?.showsOnScreenKeyboard = .automatic
    settingsFromOptions = options.accessibilitySettings
    followDesktop()
    display.appearance = options.appearance ?? state?.savedAppearance() ?? .light
    display.textSize = options.textSize ?? state?.savedTextSize() ?? .large
    display.onChange = { [unowned self] in applyDisplaySettings() }
    applyDisplaySettings()
    content.sceneDidChange = { [unowned self] scene in sceneChanged(scene) }
    content.layoutDidChange = { [unowned self] in host.router.keyTarget = content.keyTable }
    host.inputFilter = { [unowned self] input in handleShortcut(input) }
    host.onFrameDrawn = { [unowned self] costs in
      guard !content.frameOverlay.isHidden else { return }
      content.frameOverlay.record(
        .init(
          time: costs.time, layout: costs.layout, drawList: costs.drawList,
          replay: costs.replay))
    }
    sceneChanged(content.scene)
    if options.refreshes { try startRefresh() }
  }

  /// Starts the scene's refresh as a user's pull would: the band opens and the scene's own
  /// handler runs, as `beginRefreshing()` and `sendActions(for: .valueChanged)` would in UIKit.
  /// - Throws: `UsageError` when the scene's table has no refresh control.
  private func startRefresh() throws {
    guard let control = content.topTable?.refreshControl else {
      throw UsageError(description: "--refresh: scene '\(content.scene.name)' cannot refresh")
    }
    control.beginRefreshing()
    control.valueChanged?(control)
  }

  /// Runs until the window closes or Ctrl/Cmd+Q, then saves the scenes' places.
  public func run(_ options: WindowHost.RunOptions) throws {
    defer {
      state?.save(content, display: display)
      desktopWatch?.stop()
    }
    try host.run(options)
  }

  /// Reads the desktop's appearance and watches it, as a desktop's own apps follow its
  /// switches: its contrast and reduced-motion settings become Increase Contrast and Reduce
  /// Motion (on as well when the command line asks), its color scheme the style while the
  /// appearance is Automatic.
  private func followDesktop() {
    desktop = DesktopAppearance.read()
    desktopWatch = DesktopAppearanceWatch { [weak self] setting in
      guard let self else { return }
      desktop.apply(setting)
      applyAccessibilitySettings()
      applyDisplaySettings()
    }
    applyAccessibilitySettings()
  }

  /// Turns on the settings the command line asks for, and those the desktop asks for while it
  /// does (the desktop says nothing of bold text or screen readers here).
  private func applyAccessibilitySettings() {
    guard let accessibility = host.contentWindow?.screen.accessibility else { return }
    let fromDesktop: [AccessibilitySetting: Bool] = [
      .reduceMotion: desktop.prefersReducedMotion == true,
      .darkerSystemColors: desktop.prefersHigherContrast == true,
    ]
    for setting in settingsFromOptions {
      accessibility.set(setting, enabled: true)
    }
    for (setting, asked) in fromDesktop where !settingsFromOptions.contains(setting) {
      accessibility.set(setting, enabled: asked)
    }
  }

  /// Gives the window the appearance and text size chosen: the desktop's style while the
  /// appearance follows it (light when the desktop does not say).
  private func applyDisplaySettings() {
    let style: UserInterfaceStyle
    switch display.appearance {
    case .light: style = .light
    case .dark: style = .dark
    case .system: style = desktop.style ?? .light
    }
    guard let window = host.contentWindow else { return }
    window.hostTraitCollection = window.hostTraitCollection.modifyingTraits {
      $0.userInterfaceStyle = style
      $0.preferredContentSizeCategory = display.textSize
    }
  }

  /// Turns light into dark and dark into light, as Control Center's switch does (leaving the
  /// desktop's appearance for the other one).
  private func switchAppearance() {
    let isDark = host.contentWindow?.hostTraitCollection.userInterfaceStyle == .dark
    display.appearance = isDark ? .light : .dark
  }

  /// Retitles the window, sends keys to the new scene's table, and restores the scene's saved
  /// place the first time it shows.
  private func sceneChanged(_ scene: DemoScene) {
    window.setTitle("TableKit Demo — \(scene.title)")
    host.router.keyTarget = content.keyTable
    if let state, restoredScenes.insert(content.sceneIndex).inserted {
      // Laid out first, so that the table has its frame and its bar's inset.
      host.rootView.layoutIfNeeded()
      state.restore(sceneAt: content.sceneIndex, of: content)
    }
  }

  /// Ctrl/Cmd+Q quits; Escape closes what is open (the help, a search, a menu, a swiped row,
  /// editing, an alert, a pushed screen) and never quits; the digits 1–9 and 0 switch scenes, F
  /// shows or hides the frame times, H or ? the keys, except while a text field is being
  /// edited (they are typed then). D switches between light and dark; Ctrl+Plus (or Ctrl+=),
  /// Ctrl+Minus and Ctrl+0 make the text larger, smaller and Large, even while typing, as a
  /// browser's zoom keys do.
  /// - Returns: Whether the input was a shortcut (and so is not passed to the views).
  private func handleShortcut(_ input: WindowInput) -> Bool {
    guard case .key(let key, let modifiers) = input.event else { return false }
    let isTyping = TextField.firstResponder(in: host.rootView) != nil
    switch key {
    case .escape:
      // Escape never quits: a key pressed once too often must not lose the window.
      return content.handleEscape() == .closed
    case .character("q") where modifiers.contains(.control) || modifiers.contains(.command):
      host.quit()
      return true
    case .character("f") where modifiers.isEmpty && !isTyping:
      content.frameOverlay.isHidden.toggle()
      return true
    case .character("d") where modifiers.isEmpty && !isTyping:
      switchAppearance()
      return true
    case .character("+") where modifiers.contains(.control),
      .character("=") where modifiers.contains(.control):
      display.stepTextSize(by: 1)
      return true
    case .character("-") where modifiers.contains(.control):
      display.stepTextSize(by: -1)
      return true
    case .character("0") where modifiers.contains(.control):
      display.textSize = .large
      return true
    case .character("h") where modifiers.isEmpty && !isTyping,
      .character("/") where modifiers == .shift && !isTyping, .character("?") where !isTyping:
      content.keysHelp.isHidden.toggle()
      return true
    case .character(let character):
      // 1 to 9 are the first nine scenes, 0 the tenth, as on a keyboard's row.
      guard modifiers.isEmpty, !isTyping, let digit = character.wholeNumberValue,
        case let index = digit == 0 ? 9 : digit - 1, index < content.scenes.count
      else { return false }
      content.showScene(at: index)
      return true
    default:
      return false
    }
  }
}
