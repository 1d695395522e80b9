import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Goldens of demo scenes, each judged by eye before it was recorded (see `__Snapshots__/`).
@MainActor
@Suite(.serialized)
struct DemoSceneSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// One golden: a scene, how far it is scrolled, and the scale.
  struct Case: Sendable, CustomTestStringConvertible {
    var golden: String
    var scene: String
    var offset: CGFloat
    var scale: CGFloat
    var testDescription: String { golden }
  }

  nonisolated static let cases = [
    // A plain list scrolled so that section B's header floats over its rows.
    Case(golden: "contacts-scrolled@1x", scene: "contacts", offset: 700, scale: 1),
    // Inset grouped settings: icons, switches, values, chevrons, checkmark, info button, footers.
    Case(golden: "settings@2x", scene: "settings", offset: 0, scale: 2),
    // The same, mirrored.
    Case(golden: "right-to-left@1x", scene: "right-to-left", offset: 0, scale: 1),
    // The last rows of ten million, under the last section's header.
    Case(golden: "stress-end@1x", scene: "stress", offset: .greatestFiniteMagnitude, scale: 1),
    // A to-do list on a diffable data source: inset grouped cards of configured cells with
    // completion circles, titles and due notes; a done task grayed under the Done header.
    Case(golden: "tasks@2x", scene: "tasks", offset: 0, scale: 2),
  ]

  @Test(arguments: cases)
  func aSceneMatchesItsGolden(_ testCase: Case) throws {
    let scene = try #require(DemoSceneCatalog.named(testCase.scene))
    let size = CGSize(width: 375, height: 667)
    let canvas = try snapshotter.canvas(size: size, scale: testCase.scale)
    let screen = canvas.makeScreen()
    let view = scene.makePreparedView(size: size, screen: screen, offset: testCase.offset)
    try snapshotter.verify(canvas.render(view, screen: screen), named: testCase.golden)
  }

  /// The window showing `scenes[index]`, drawn and compared with the golden `name`.
  private func verifyWindow(scenes: [DemoScene], showing index: Int, named name: String) throws {
    let size = CGSize(width: 1000, height: 700)
    let canvas = try snapshotter.canvas(size: size)
    let screen = canvas.makeScreen()
    let clock = ManualClock()
    let view = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    view.rootViewController = DemoWindowController(scenes: scenes, showing: index)
    view.screen = screen
    view.forEachScrollView { $0.clock = clock }
    view.makeKeyAndVisible()
    try snapshotter.verify(canvas.render(view, screen: screen), named: name)
  }

  @Test func theDemoWindowMatchesItsGolden() throws {
    // The golden was judged when the catalog had eight scenes; the ninth row of the sidebar
    // is in the window golden below.
    try verifyWindow(
      scenes: Array(DemoSceneCatalog.all.prefix(8)), showing: 2, named: "demo-window-styles@1x")
  }

  @Test func theDemoWindowOnTheTasksSceneMatchesItsGolden() throws {
    // Every scene in the sidebar, the ninth checked; its cards in the wider window.
    try verifyWindow(
      scenes: DemoSceneCatalog.all, showing: 8, named: "demo-window-tasks@1x")
  }
}
