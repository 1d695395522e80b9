import DemoScenes
import Foundation
import TableKit
import TableKitSDL

/// The desktop demo: a 1000 × 700 point window whose content is a `DemoWindowController`, run by a
/// `SceneHost`, with the demo's keyboard shortcuts.
@MainActor
final class DemoApplication {
  /// A command-line mistake, reported with the usage.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  let window: WindowHost
  let content: DemoWindowController
  let host: SceneHost

  /// Opens the window on the scene `--scene` names (the first scene without one), refreshing it
  /// with `--refresh`.
  /// - Throws: `UsageError` for an unknown scene or one without a refresh control for
  ///   `--refresh`; `RenderingError` without a display.
  init(arguments: [String]) throws {
    let scenes = DemoSceneCatalog.all
    var start = 0
    if let index = arguments.firstIndex(of: "--scene") {
      let name = index + 1 < arguments.count ? arguments[index + 1] : ""
      guard let scene = DemoSceneCatalog.named(name),
        let found = scenes.firstIndex(where: { $0.name == scene.name })
      else {
        throw UsageError(
          description: "no scene '\(name)'; scenes: \(scenes.map(\.name).joined(separator: ", "))")
      }
      start = found
    }
    window = try WindowHost(
      configuration: .init(title: "TableKit Demo", size: CGSize(width: 1000, height: 700)))
    content = DemoWindowController(scenes: scenes, showing: start)
    host = SceneHost(window: window, rootViewController: content)
    content.sceneDidChange = { [unowned self] scene in sceneChanged(scene) }
    host.inputFilter = { [unowned self] input in handleShortcut(input) }
    sceneChanged(content.scene)
    if arguments.contains("--refresh") { try startRefresh() }
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

  /// Runs until the window closes or a quit key.
  func run(_ options: WindowHost.RunOptions) throws {
    try host.run(options)
  }

  /// Retitles the window and sends keys to the new scene's table.
  private func sceneChanged(_ scene: DemoScene) {
    window.setTitle("TableKit Demo — \(scene.title)")
    host.router.keyTarget = content.topTable
  }

  /// Ctrl/Cmd+Q quits, and so does Escape on a scene's first screen (elsewhere Escape goes back,
  /// or cancels what is presented); the digits 1–9 switch scenes, except while a text field is
  /// being edited (they are typed then).
  /// - Returns: Whether the input was a shortcut (and so is not passed to the views).
  private func handleShortcut(_ input: WindowInput) -> Bool {
    guard case .key(let key, let modifiers) = input.event else { return false }
    switch key {
    case .escape:
      let canGoBack =
        content.sceneNavigationController.viewControllers.count > 1
        || content.view.window?.topPresentedViewController != nil
      if canGoBack { return false }
      host.quit()
      return true
    case .character("q") where modifiers.contains(.control) || modifiers.contains(.command):
      host.quit()
      return true
    case .character(let character):
      guard modifiers.isEmpty, TextField.firstResponder(in: host.rootView) == nil,
        let digit = character.wholeNumberValue, digit >= 1, digit <= content.scenes.count
      else { return false }
      content.showScene(at: digit - 1)
      return true
    default:
      return false
    }
  }
}
