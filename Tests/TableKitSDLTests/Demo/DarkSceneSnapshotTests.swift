import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Every demo scene in dark (issue 26, item 9: "every scene golden also in dark"), at the
/// 375 × 667 points `tablesnap verify` renders scenes at, scrolled where its light golden is;
/// and the demo's window in dark. Each picture was looked at beside iOS 17's dark appearance
/// before it was recorded (the auto-layout scene's is `auto-layout-dark`, with its suite).
@MainActor
@Suite(.serialized)
struct DarkSceneSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// A scene and how far it is scrolled.
  struct Case: Sendable, CustomTestStringConvertible {
    var scene: String
    var offset: CGFloat
    var golden: String { "\(scene)-dark" }
    var testDescription: String { golden }
  }

  nonisolated static let cases = [
    // Section B's header floating over its rows, as in `contacts-scrolled`.
    Case(scene: "contacts", offset: 700),
    Case(scene: "settings", offset: 0),
    Case(scene: "styles", offset: 0),
    // The last rows of ten million, as in `stress-end`.
    Case(scene: "stress", offset: .greatestFiniteMagnitude),
    Case(scene: "images", offset: 0),
    Case(scene: "right-to-left", offset: 0),
    Case(scene: "playground", offset: 0),
    Case(scene: "editing", offset: 0),
    Case(scene: "tasks", offset: 0),
  ]

  @Test func everySceneButAutoLayoutHasACase() {
    let covered = Set(Self.cases.map(\.scene) + ["auto-layout"])
    #expect(Set(DemoSceneCatalog.all.map(\.name)) == covered)
  }

  @Test(arguments: cases)
  func aSceneInDarkMatchesItsGolden(_ testCase: Case) throws {
    let scene = try #require(DemoSceneCatalog.named(testCase.scene))
    let size = CGSize(width: 375, height: 667)
    let canvas = try snapshotter.canvas(size: size)
    let screen = canvas.makeScreen()
    let view = scene.makePreparedView(
      size: size, screen: screen, offset: testCase.offset,
      traits: TraitCollection(userInterfaceStyle: .dark))
    try snapshotter.verify(canvas.render(view, screen: screen), named: testCase.golden)
  }

  @Test func theDemoWindowInDark() throws {
    let size = CGSize(width: 1000, height: 700)
    let canvas = try snapshotter.canvas(size: size)
    let screen = canvas.makeScreen()
    let clock = ManualClock()
    let view = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    view.hostTraitCollection.userInterfaceStyle = .dark
    view.rootViewController = DemoWindowController(scenes: DemoSceneCatalog.all, showing: 8)
    view.screen = screen
    view.forEachScrollView { $0.clock = clock }
    view.makeKeyAndVisible()
    try snapshotter.verify(canvas.render(view, screen: screen), named: "demo-window-tasks-dark")
  }
}
