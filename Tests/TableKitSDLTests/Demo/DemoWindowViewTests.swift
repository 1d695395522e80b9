import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The demo window's content: a sidebar of scenes and the current scene.
@MainActor
@Suite(.serialized)
struct DemoWindowViewTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private func makeWindow(showing index: Int = 0) throws -> (DemoWindowController, Screen) {
    let canvas = try snapshotter.canvas(size: CGSize(width: 1000, height: 700))
    let screen = canvas.makeScreen()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 700), clock: ManualClock())
    let controller = DemoWindowController(showing: index)
    window.rootViewController = controller
    window.screen = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    windows.keep(window)
    return (controller, screen)
  }

  /// Keeps the windows of a test alive (a controller does not own its window).
  @MainActor private final class Windows {
    private var all: [Window] = []
    func keep(_ window: Window) { all.append(window) }
  }
  private let windows = Windows()

  @Test func theSidebarListsTheScenesAndTheSceneFillsTheRest() throws {
    let (view, _) = try makeWindow()
    #expect(view.sidebar.frame == CGRect(x: 0, y: 0, width: 240, height: 700))
    #expect(view.sceneNavigationController.view.frame == CGRect(x: 241, y: 0, width: 759, height: 700))
    #expect(view.sidebar.numberOfRows(inSection: 0) == DemoSceneCatalog.all.count)
    let first = try #require(view.sidebar.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.textLabel?.text == "Contacts")
    #expect(first.accessoryType == .checkmark)
  }

  @Test func tablesMadeBeforeTheyJoinTheWindowMeasureWithItsScreen() throws {
    let (view, screen) = try makeWindow()
    #expect(view.sceneRootView.screen === screen)
    #expect(view.sidebar.screen === screen)
    view.showScene(at: 4)
    view.view.window?.layoutIfNeeded()
    #expect(view.sceneRootView.screen === screen)
  }

  @Test func showingASceneReplacesTheViewMovesTheCheckmarkAndTells() throws {
    let (view, _) = try makeWindow()
    var shown: [String] = []
    view.sceneDidChange = { shown.append($0.name) }
    let before = view.sceneNavigationController.view!
    view.showScene(at: 1)
    view.view.window?.layoutIfNeeded()
    #expect(view.sceneNavigationController.view !== before)
    #expect(before.superview == nil)
    #expect(view.scene.name == "settings")
    #expect(shown == ["settings"])
    #expect(view.topTable?.style == .insetGrouped)
    #expect(view.sidebar.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == .checkmark)
    #expect(
      view.sidebar.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType
        == TableViewCell.AccessoryType.none)
    view.showScene(at: 1)
    view.showScene(at: 99)
    #expect(shown == ["settings"], "the same scene or no scene changes nothing")
  }

  @Test func aSceneKeepsItsStateWhenShownAgain() throws {
    let (view, _) = try makeWindow()
    let contacts = try #require(view.topTable)
    contacts.contentOffset = CGPoint(x: 0, y: 400)
    view.showScene(at: 1)
    #expect(view.sceneNavigationController.isAppearingOrAppeared)
    view.showScene(at: 0)
    #expect(view.topTable === contacts)
    #expect(contacts.contentOffset.y == 400)
    #expect(contacts.superview != nil)
  }

  @Test func selectingASidebarRowShowsItsScene() throws {
    let (view, _) = try makeWindow()
    view.sidebar.delegate?.tableView(view.sidebar, didSelectRowAt: IndexPath(row: 3, section: 0))
    #expect(view.scene.name == "stress")
  }
}
