import DemoScenes
import Foundation
import TableKit

/// The demo's state between runs, in a folder: `appearance` holds light or dark, `scene` names
/// the scene shown at quit,
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

  /// The appearance shown at the last quit (`light` or `dark` in the file), or nil.
  func savedAppearance() -> UserInterfaceStyle? {
    guard case .success(let data) = RegularFile.contents(of: appearanceFile.path, limit: 64)
    else { return nil }
    let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return DisplayTraits.appearance(named: name)
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

  /// Saves the scene shown and the place of every scene shown this session.
  func save(_ content: DemoWindowController) {
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
    let appearance = content.traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
    do {
      try Data((appearance + "\n").utf8).write(to: appearanceFile)
    } catch {
      say("cannot save the appearance in \(appearanceFile.path): \(error)")
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
