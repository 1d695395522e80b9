import DemoScenes
import Foundation
import TableKit

/// The demo's state between runs, in a folder: `appearance` holds light, dark or system,
/// `text-size` the text size (a `ContentSizeCategory` case name), `scene` names the scene shown
/// at quit,
/// `<scene>.json` holds each scene's table place (see `TableStateStore`) and
/// `<scene>.screens.json` the screens pushed on it (see `NavigationPathStore`), so that the demo
/// starts as it was left.
@MainActor
struct DemoState {
  /// The folder.
  let folder: URL
  /// Whether `--state` named the folder: it is then created alone (its parent was checked at
  /// start), saying so, rather than with the missing folders above it as the default one is.
  var isNamed = false

  private var sceneFile: URL { folder.appendingPathComponent("scene") }
  private var appearanceFile: URL { folder.appendingPathComponent("appearance") }
  private var textSizeFile: URL { folder.appendingPathComponent("text-size") }

  /// The appearance chosen at the last quit (`light`, `dark` or `system` in the file), or nil.
  func savedAppearance() -> DemoDisplaySettings.Appearance? {
    savedWord(in: appearanceFile).flatMap(DemoDisplaySettings.Appearance.init(rawValue:))
  }

  /// The text size chosen at the last quit, or nil.
  func savedTextSize() -> ContentSizeCategory? {
    savedWord(in: textSizeFile).flatMap(DisplayTraits.textSize(named:))
  }

  /// The one word a small state file holds, or nil when it is missing or unreadable.
  private func savedWord(in file: URL) -> String? {
    guard case .success(let data) = RegularFile.contents(of: file.path, limit: 64)
    else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func store(for scene: DemoScene) -> TableStateStore {
    TableStateStore(
      file: folder.appendingPathComponent("\(scene.name).json"),
      restorationIdentifier: "table-demo.\(scene.name)", tool: "table-demo")
  }

  private func screens(for scene: DemoScene) -> NavigationPathStore {
    NavigationPathStore(
      file: folder.appendingPathComponent("\(scene.name).screens.json"),
      restorationIdentifier: "table-demo.\(scene.name)", tool: "table-demo")
  }

  /// The index in `scenes` of the scene shown at the last quit, or nil.
  func savedSceneIndex(in scenes: [DemoScene]) -> Int? {
    guard let data = try? Data(contentsOf: sceneFile) else { return nil }
    let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return scenes.firstIndex { $0.name == name }
  }

  /// Restores the saved place of the scene at `index` into its root table, then pushes the
  /// screens that were open on it.
  func restore(sceneAt index: Int, of content: DemoWindowController) {
    if let table = content.rootTable(ofSceneAt: index) {
      store(for: content.scenes[index]).restore(into: table)
    }
    if let navigation = content.navigationController(ofSceneAt: index) {
      screens(for: content.scenes[index]).restore(into: navigation)
    }
  }

  /// Saves the scene shown, the place of every scene shown this session, and the display
  /// settings.
  func save(_ content: DemoWindowController, display: DemoDisplaySettings) {
    guard createFolderIfMissing() else { return }
    for index in content.loadedSceneIndices {
      if let table = content.rootTable(ofSceneAt: index) {
        store(for: content.scenes[index]).save(from: table)
      }
      if let navigation = content.navigationController(ofSceneAt: index) {
        screens(for: content.scenes[index]).save(from: navigation)
      }
    }
    do {
      try Data((content.scene.name + "\n").utf8).write(to: sceneFile)
    } catch {
      FileHandle.standardError.write(
        Data("table-demo: cannot save the scene shown in \(sceneFile.path): \(error)\n".utf8))
    }
    for (word, file, what) in [
      (display.appearance.rawValue, appearanceFile, "the appearance"),
      (display.textSize.name, textSizeFile, "the text size"),
    ] {
      do {
        try Data((word + "\n").utf8).write(to: file)
      } catch {
        say("cannot save \(what) in \(file.path): \(error)")
      }
    }
  }

  /// Creates the folder when it is missing: a folder `--state` named is created alone and
  /// reported; the default one with its parents, as the XDG specification expects.
  /// - Returns: Whether the folder exists now (a failure is reported).
  private func createFolderIfMissing() -> Bool {
    guard !FileManager.default.fileExists(atPath: folder.path) else { return true }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: !isNamed)
      if isNamed { say("created the state folder \(folder.path)") }
      return true
    } catch {
      say("cannot create the state folder \(folder.path): \(error.localizedDescription)")
      return false
    }
  }

  private func say(_ message: String) {
    FileHandle.standardError.write(Data("table-demo: \(message)\n".utf8))
  }
}
