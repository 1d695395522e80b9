import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Goldens of Auto Layout cells (issue 27, item 6): the demo's Auto Layout scene, whose rows a
/// mail cell pinned with anchors, contacts in nested stack views, notes sized by one wrapping
/// label and settings rows as stack views all size from their constraints. Each picture was
/// checked by eye before it was recorded.
@MainActor
@Suite(.serialized)
struct AutoLayoutSceneSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// The scene at 375 × 667 points (the size `tablesnap verify` renders scenes at) under
  /// `traits`, mirrored when asked.
  private func verify(
    named name: String, scale: CGFloat, traits: TraitCollection = TraitCollection(),
    rightToLeft: Bool = false, offset: CGFloat = 0
  ) throws {
    let scene = try #require(DemoSceneCatalog.named("auto-layout"))
    let size = CGSize(width: 375, height: 667)
    let canvas = try snapshotter.canvas(size: size, scale: scale)
    let screen = canvas.makeScreen()
    let view = scene.makePreparedView(size: size, screen: screen, traits: traits)
    if rightToLeft {
      view.semanticContentAttribute = .forceRightToLeft
      view.layoutIfNeeded()
    }
    if offset != 0, let table = view as? TableView {
      table.contentOffset.y = table.clampedContentOffsetY(offset)
      view.layoutIfNeeded()
    }
    try snapshotter.verify(canvas.render(view, screen: screen), named: name)
  }

  @Test func theSceneInLight() throws {
    try verify(named: "auto-layout@2x", scale: 2)
  }

  @Test func theSceneInDark() throws {
    try verify(named: "auto-layout-dark", scale: 1, traits: TraitCollection(userInterfaceStyle: .dark))
  }

  @Test func theSceneRightToLeft() throws {
    try verify(named: "auto-layout-right-to-left", scale: 1, rightToLeft: true)
  }

  @Test func theSceneScrolledToItsSettingsRows() throws {
    try verify(named: "auto-layout-settings@2x", scale: 2, offset: .greatestFiniteMagnitude)
  }

  /// The question opening onto its answer, as UIKit code animates it (a stack view's arranged
  /// view shown and a chevron turned inside `View.animate`, an empty batch measuring the row
  /// again): its first frame, two frames on the way, and the end; then closing halfway.
  @Test func theQuestionOpeningAndClosing() throws {
    let scene = try #require(DemoSceneCatalog.named("auto-layout"))
    let size = CGSize(width: 375, height: 420)
    let canvas = try snapshotter.canvas(size: size, scale: 1)
    let screen = canvas.makeScreen()
    let table = try #require(
      scene.makePreparedView(size: size, screen: screen, traits: TraitCollection()) as? SceneTableView)
    let clock = ManualClock(now: 10)
    table.clock = clock
    let question = IndexPath(row: 2, section: 2)
    table.scrollToRow(at: question, at: .middle, animated: false)
    table.layoutIfNeeded()
    let controller = try #require(table.controller as? AutoLayoutScene)
    controller.tableView(table, didSelectRowAt: question)
    let opening = FrameSheet.frames(
      of: table, on: canvas, clock: clock, at: [0, 0.1, 0.2, 0.4],
      background: .systemGroupedBackground)
    controller.tableView(table, didSelectRowAt: question)
    let closing = FrameSheet.frames(
      of: table, on: canvas, clock: clock, at: [0.15, 0.4], background: .systemGroupedBackground)
    try snapshotter.verify(
      FrameSheet.sideBySide([opening, closing]), named: "auto-layout-question-opening")
  }
}
