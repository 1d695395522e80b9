import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Goldens of menus beyond a button's pull-down: the demo's Sort menu from its navigation bar
/// item, and a submenu opened over its parent panel (issue 29).
@MainActor
@Suite(.serialized)
struct BarButtonMenuSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  private func makeWindow(root: ViewController) throws -> (Window, ManualClock, OffscreenCanvas) {
    try ClockedWindow.make(
      snapshotter: snapshotter, size: CGSize(width: 375, height: 667), scale: 2, root: root)
  }

  private func run(_ window: Window, _ clock: ManualClock, seconds: TimeInterval = 0.3) {
    ClockedWindow.run(window, clock, seconds: seconds)
  }

  /// Sends a tap at `point` (window coordinates) to what the window shows there.
  private func tap(_ window: Window, at point: CGPoint) throws {
    var view = window.hitTest(point)
    while let current = view, !(current is InputHandling) { view = current.superview }
    let handler = try #require(view as? (View & InputHandling))
    let local = window.convert(point, to: handler)
    let inBounds = CGPoint(
      x: local.x - handler.boundsOrigin.x, y: local.y - handler.boundsOrigin.y)
    handler.handle(.pointerDown(id: 1, location: inBounds, kind: .touch))
    handler.handle(.pointerUp(id: 1, location: inBounds, kind: .touch))
  }

  @Test func theTasksScenesSortMenuHangsFromItsBarButtonAndSorts() throws {
    let navigation = TasksScene.scene.makeNavigationController()
    let (window, clock, canvas) = try makeWindow(root: navigation)
    run(window, clock, seconds: 0.2)
    let root = try #require(navigation.topViewController)
    let sort = try #require(root.navigationItem.rightBarButtonItems?.last)
    #expect(sort.title == "Sort")
    #expect(sort.primaryAction == nil && sort.menu != nil)
    let node = try #require(
      AccessibilityTree(of: window).root.allNodes.first { $0.label == "Sort" })
    let frame = node.frame
    try tap(window, at: CGPoint(x: frame.midX, y: frame.midY))
    // The menu at rest, once it has grown in.
    run(window, clock, seconds: 0.5)
    try snapshotter.verify(canvas.render(window), named: "tasks-sort-menu@2x")

    // Choosing Title sorts the list and checks Title the next time the menu opens.
    let menu = try #require(window.subviews.last)
    try tap(window, at: CGPoint(x: menu.bounds.midX, y: frame.maxY + 8 + 32 + 44 + 22))
    run(window, clock)
    #expect(window.subviews.last !== menu)
    #expect(sort.menu?.children.compactMap { ($0 as? Action)?.state } == [.off, .on])
  }

  @Test func aSubmenuOpenOverItsParentPanel() throws {
    let menu = Menu(children: [
      Action(title: "Copy", image: Image(systemName: "doc.on.doc")) { _ in },
      Menu(
        options: .displayInline,
        children: [
          Action(title: "Duplicate", image: Image(systemName: "plus.square.on.square")) { _ in },
          Action(title: "Rename", image: Image(systemName: "pencil")) { _ in },
        ]),
      Menu(
        title: "Move To",
        children: [
          Action(title: "Documents", state: .on) { _ in }, Action(title: "Downloads") { _ in },
          Action(title: "Desktop") { _ in },
        ]),
      Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { _ in },
    ])
    let (window, clock, canvas, button) = try MenuButtonScene.open(
      menu, title: "File", at: CGPoint(x: 24, y: 120), size: CGSize(width: 375, height: 667),
      snapshotter: snapshotter)
    // Grown in: a tap lands where the menu is drawn, and "Move To" rests there from now on.
    run(window, clock, seconds: Metrics.menuOpeningDuration)
    let row = button.convert(button.bounds, to: nil)
    // The fourth row ("Move To") lies under the title-less panel's Copy and section gap.
    let moveTo = CGPoint(
      x: row.minX + 100,
      y: row.maxY + Metrics.buttonMenuSpacing + 3 * Metrics.contextMenuItemHeight
        + 2 * Metrics.contextMenuGroupGap + Metrics.contextMenuItemHeight / 2)
    try tap(window, at: moveTo)
    // The submenu at rest, once it has expanded from its row.
    run(window, clock, seconds: 0.5)
    try snapshotter.verify(canvas.render(window), named: "button-submenu-open@2x")
  }
}
