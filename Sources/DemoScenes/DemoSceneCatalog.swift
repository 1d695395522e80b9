import TableKit

/// Every demo scene, in the order of the demo's sidebar and its number keys.
@MainActor
public enum DemoSceneCatalog {
  /// The scenes, in sidebar order.
  public static let all: [DemoScene] = [
    ContactsScene.scene,
    SettingsScene.scene,
    StylesScene.scene,
    StressScene.scene,
    ImagesScene.scene,
    RightToLeftScene.scene,
    PlaygroundScene.scene,
    EditingScene.scene,
    TasksScene.scene,
    AutoLayoutScene.scene,
  ]

  /// The scene called `name` (its command-line name or its title, ignoring case), or nil.
  public static func named(_ name: String) -> DemoScene? {
    let wanted = name.lowercased()
    return all.first { $0.name == wanted || $0.title.lowercased() == wanted }
  }
}
