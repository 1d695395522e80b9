import DemoScenes
import Foundation
import TableKit
import Testing

/// The desktop demo's window content as its user meets it (issue 15): Escape closes what is
/// open before it quits, the help and the frame-time overlay sit over the scenes.
@MainActor
@Suite struct DemoWindowTests {
  /// The demo's content in a visible window on a manual clock.
  @MainActor struct Fixture {
    let clock = ManualClock(now: 5)
    let window: Window
    let content: DemoWindowController

    init(showing index: Int = 0, width: CGFloat = 1000) {
      window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 700), clock: clock)
      content = DemoWindowController(showing: index)
      window.rootViewController = content
      window.makeKeyAndVisible()
      settle()
    }

    func settle() {
      for _ in 0..<60 {
        window.forEachScrollView { $0.clock = clock }
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }
  }

  /// Issue 24: Escape never quits the demo; with nothing open it does nothing.
  @Test func escapeNeverQuits() {
    let fixture = Fixture()
    #expect(fixture.content.handleEscape() == .nothingOpen)
    #expect(fixture.content.handleEscape() == .nothingOpen, "pressed again, still nothing")
  }

  /// Issue 24: Escape during a search ends the search (as its Cancel button does) rather than
  /// quitting the demo.
  @Test func escapeEndsASearch() throws {
    let fixture = Fixture()
    let root = try #require(fixture.content.sceneNavigationController.topViewController)
    let search = try #require(root.navigationItem.searchController, "contacts search")
    search.isActive = true
    fixture.settle()
    #expect(search.isActive)
    #expect(fixture.content.handleEscape() == .closed)
    fixture.settle()
    #expect(!search.isActive)
    #expect(fixture.content.handleEscape() == .nothingOpen)
  }

  /// Issue 29: an edit menu open over a search closes on Escape before the search ends.
  @Test func escapeLeavesAnOpenEditMenuToTheViewsBeforeASearchEnds() throws {
    let fixture = Fixture()
    let root = try #require(fixture.content.sceneNavigationController.topViewController)
    let search = try #require(root.navigationItem.searchController, "contacts search")
    search.isActive = true
    fixture.settle()
    let delegate = CopyOnlyMenu()
    let interaction = EditMenuInteraction(delegate: delegate)
    root.view.addInteraction(interaction)
    interaction.presentEditMenu(
      with: EditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 200)))
    #expect(fixture.window.isShowingEditMenu)
    #expect(fixture.content.handleEscape() == .passToViews, "the menu closes, not the search")
    #expect(search.isActive)
    #expect(fixture.window.closeEditMenu(forKey: .escape, modifiers: []))
    #expect(!fixture.window.isShowingEditMenu)
    #expect(fixture.content.handleEscape() == .closed)
    #expect(!search.isActive)
  }

  @Test func escapeClosesTheHelpFirst() {
    let fixture = Fixture()
    fixture.content.keysHelp.isHidden = false
    #expect(fixture.content.handleEscape() == .closed)
    #expect(fixture.content.keysHelp.isHidden)
    #expect(fixture.content.handleEscape() == .nothingOpen)
  }

  @Test func escapeEndsEditingAndTheEditButtonFollows() throws {
    let editing = try #require(DemoSceneCatalog.all.firstIndex { $0.name == "editing" })
    let fixture = Fixture(showing: editing)
    let root = try #require(fixture.content.sceneNavigationController.topViewController)
    root.setEditing(true, animated: false)
    #expect(fixture.content.topTable?.isEditing == true)
    #expect(fixture.content.handleEscape() == .closed)
    fixture.settle()
    #expect(fixture.content.topTable?.isEditing == false)
    #expect(!root.isEditing)
  }

  @Test func escapeLeavesAPushedScreenAndAnAlertToTheViews() throws {
    let fixture = Fixture()
    let navigation = fixture.content.sceneNavigationController
    navigation.pushViewController(ViewController(), animated: false)
    fixture.settle()
    #expect(fixture.content.handleEscape() == .passToViews, "the navigation controller pops")
    navigation.popViewController(animated: false)
    fixture.settle()
    let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    fixture.content.present(alert, animated: false)
    fixture.settle()
    #expect(fixture.content.handleEscape() == .passToViews, "the alert cancels")
  }

  @Test func theOverlaysLieOverTheScenes() {
    let fixture = Fixture()
    let subviews = fixture.content.view.subviews
    #expect(subviews.suffix(2).contains { $0 === fixture.content.keysHelp })
    #expect(subviews.suffix(2).contains { $0 === fixture.content.frameOverlay })
    let overlay = fixture.content.frameOverlay.frame
    #expect(overlay.maxX == 988 && overlay.maxY == 688, "in the bottom trailing corner")
    // Switching scenes keeps them on top.
    fixture.content.showScene(at: 1)
    #expect(fixture.content.view.subviews.last === fixture.content.keysHelp)
  }
}

/// Narrow windows: the sidebar collapses into the navigation (issue 15).
@MainActor
@Suite struct DemoCompactWidthTests {
  private typealias Fixture = DemoWindowTests.Fixture

  private func editingIndex() throws -> Int {
    try #require(DemoSceneCatalog.all.firstIndex { $0.name == "editing" })
  }

  @Test func belowSevenHundredPointsTheScenesSitInATabBar() throws {
    let fixture = Fixture(width: 600)
    let content = fixture.content
    #expect(content.isCompact)
    #expect(content.sidebar.isHidden)
    let tabs = try #require(content.compactTabBarController)
    #expect(tabs.view.frame == CGRect(x: 0, y: 0, width: 600, height: 700))
    #expect(tabs.tabBar.items?.map(\.title) == ["Contacts", "Settings", "Cell Styles", "10 Million Rows", "More"])
    #expect(tabs.selectedViewController === content.sceneNavigationController)
    let table = try #require(content.topTable)
    #expect(table.adjustedContentInset.bottom == Metrics.tabBarHeight, "rows scroll out from under the bar")
    #expect(content.keyTable === content.topTable)
  }

  @Test func choosingATabOrASceneUnderMoreShowsThatScene() throws {
    let fixture = Fixture(width: 600)
    let content = fixture.content
    let tabs = try #require(content.compactTabBarController)
    tabs.tabBar.handle(.key(.right, modifiers: []))
    fixture.settle()
    #expect(content.scene.name == "settings")
    // The editing scene lies under More: its screens show in the More stack.
    content.showScene(at: try editingIndex())
    fixture.settle()
    #expect(content.scene.name == "editing")
    #expect(content.shownNavigationController === tabs.moreNavigationController)
    #expect(content.sceneRootView === tabs.moreNavigationController.viewControllers[1].view)
    #expect(content.handleEscape() == .passToViews, "the views' Escape goes back to the More list")
  }

  @Test func wideningPutsTheSidebarBackWithEachScenesStack() throws {
    let fixture = Fixture(showing: try editingIndex(), width: 600)
    fixture.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 700)
    fixture.settle()
    let content = fixture.content
    #expect(!content.isCompact)
    #expect(content.compactTabBarController == nil)
    #expect(!content.sidebar.isHidden)
    #expect(content.sidebar.frame.width == DemoWindowController.sidebarWidth)
    let root = try #require(content.sceneNavigationController.viewControllers.first)
    #expect(root.navigationItem.leftBarButtonItems?.map(\.title) == ["Edit"])
    #expect(content.sceneNavigationController.parent === content)
    #expect(content.sceneNavigationController.view.superview != nil)
  }
}

/// The frame-time overlay's arithmetic.
@MainActor
@Suite struct FrameTimeOverlayTests {
  @Test func framesPerSecondCountTheLastSecondAndOldFramesAreForgotten() {
    let overlay = FrameTimeOverlay()
    for index in 0..<300 {
      overlay.record(
        .init(time: Double(index) / 60, layout: 0.001, drawList: 0.0005, replay: 0.002))
    }
    #expect(overlay.framesPerSecond(at: 299.0 / 60) == 60)
    #expect((240...241).contains(overlay.frames.count), "four seconds of frames")
    #expect(abs((overlay.frames.last?.total ?? 0) - 0.0035) < 1e-12)
    overlay.record(.init(time: 100, layout: 0, drawList: 0, replay: 0))
    #expect(overlay.frames.count == 1)
    #expect(overlay.framesPerSecond(at: 100) == 1)
  }
}

/// A menu of one Copy command, for a view that has none of its own.
@MainActor
private final class CopyOnlyMenu: EditMenuInteractionDelegate {
  func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    Menu(children: [Action(title: "Copy") { _ in }])
  }
}
