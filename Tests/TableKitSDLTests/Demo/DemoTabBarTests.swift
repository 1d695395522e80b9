import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 29 in the demo: the scenes in a tab bar on a phone-sized window, the editing scene's
/// Delete/Move toolbar while rows are selected, and the Reading settings page whose controls
/// change its preview. The goldens were judged by eye against iOS 17 before they were
/// recorded.
@MainActor
@Suite(.serialized)
struct DemoTabBarTests {
  let fixture: DemoWindowFixture
  init() throws { fixture = DemoWindowFixture(snapshotter: try Snapshotter()) }

  private func editingScene(in controller: DemoWindowController) throws
    -> (table: TableView, root: ViewController)
  {
    let root = try #require(controller.sceneRootView.closestViewController)
    let table = try #require(root.view.mainScrollView as? TableView)
    return (table, root)
  }

  /// Taps the Select button of the editing scene's bar.
  private func tapSelect(_ root: ViewController) throws {
    let select = try #require(root.navigationItem.rightBarButtonItems?.first { $0.title == "Select" })
    select.performPrimaryAction()
  }

  @Test func aPhoneSizedWindowShowsTheScenesInATabBar() throws {
    let made = try fixture.make(size: CGSize(width: 390, height: 700))
    #expect(made.controller.isCompact)
    try Snapshotter().verify(try fixture.picture(of: made.window), named: "demo-compact-tabs@1x")
  }

  @Test func selectingRowsShowsTheToolbarAndDeleteRemovesThem() throws {
    let clock = ManualClock(now: 1)
    let made = try fixture.make(
      size: CGSize(width: 900, height: 600), showing: DemoWindowFixture.index(of: "editing"),
      clock: clock)
    // The table's editing animation runs on the test's clock too.
    made.window.forEachScrollView { $0.clock = clock }
    let (table, root) = try editingScene(in: made.controller)
    let navigation = try #require(root.navigationController)
    #expect(navigation.isToolbarHidden)
    try tapSelect(root)
    clock.advance(by: 1)
    made.window.layoutIfNeeded()
    #expect(table.isEditing && table.allowsMultipleSelectionDuringEditing)
    #expect(!navigation.isToolbarHidden)
    let items = try #require(navigation.toolbar.items)
    let delete = try #require(items.first { $0.title == "Delete" })
    let move = try #require(items.first { $0.title == "Move" })
    #expect(!delete.isEnabled && !move.isEnabled, "nothing selected yet")
    for row in [1, 3] {
      let indexPath = IndexPath(row: row, section: 1)
      table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      table.delegate?.tableView(table, didSelectRowAt: indexPath)
    }
    #expect(delete.isEnabled && move.isEnabled)
    made.window.layoutIfNeeded()
    try Snapshotter().verify(try fixture.picture(of: made.window), named: "demo-editing-toolbar@1x")
    let before = table.numberOfRows(inSection: 1)
    delete.performPrimaryAction()
    clock.advance(by: 1)
    made.window.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 1) == before - 2)
    #expect(!delete.isEnabled, "the selection went with the rows")
    // Done leaves editing and hides the toolbar.
    root.setEditing(false, animated: true)
    clock.advance(by: 1)
    made.window.layoutIfNeeded()
    #expect(navigation.isToolbarHidden)
  }

  @Test func moveToTheTopKeepsTheSelectedItemsInTheirOrder() throws {
    let clock = ManualClock(now: 1)
    let made = try fixture.make(
      size: CGSize(width: 900, height: 600), showing: DemoWindowFixture.index(of: "editing"),
      clock: clock)
    func settle() {
      for _ in 0..<10 {
        clock.advance(by: 0.1)
        made.window.layoutIfNeeded()
      }
    }
    let (table, root) = try editingScene(in: made.controller)
    try tapSelect(root)
    for row in [2, 5] {
      let indexPath = IndexPath(row: row, section: 1)
      table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      table.delegate?.tableView(table, didSelectRowAt: indexPath)
    }
    let titles = { (0..<3).map { table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: $0, section: 1)).textLabel?.text } }
    let chosen = [2, 5].map { table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: $0, section: 1)).textLabel?.text }
    let move = try #require(root.navigationController?.toolbar.items?.first { $0.title == "Move" })
    move.performPrimaryAction()
    settle()
    let sheet = try #require(made.window.topPresentedViewController as? AlertController)
    #expect(sheet.actions.map(\.title) == ["To the Top", "To the Bottom", "Cancel"])
    // The first action, chosen from the keyboard.
    #expect(made.window.handle(.key(.down, modifiers: [])))
    #expect(made.window.handle(.key(.return, modifiers: [])))
    settle()
    #expect(made.window.topPresentedViewController == nil)
    #expect(Array(titles().prefix(2)) == chosen)
    #expect(!table.isEditing, "a move ends editing, as Mail's does")
  }

  @Test func theReadingPageControlsChangeThePreview() throws {
    let clock = ManualClock(now: 1)
    let made = try fixture.make(
      size: CGSize(width: 390, height: 700), showing: DemoWindowFixture.index(of: "settings"),
      clock: clock)
    let navigation = made.controller.shownNavigationController
    try DemoWindowFixture.open("Display & Brightness", in: navigation)
    try DemoWindowFixture.open("Reading", in: navigation)
    // The rows' height animation runs on the test's clock.
    made.window.forEachScrollView { $0.clock = clock }
    let table = try #require(navigation.topViewController?.view.mainScrollView as? TableView)
    let accessories = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 1))?.accessoryView }
    let segments = try #require(accessories.first as? SegmentedControl)
    let slider = try #require(accessories.dropFirst().first as? Slider)
    let stepper = try #require(accessories.last as? Stepper)
    segments.selectedSegmentIndex = 1
    segments.sendActions(for: .valueChanged)
    slider.value = 22
    slider.sendActions(for: .valueChanged)
    stepper.value = 3
    stepper.sendActions(for: .valueChanged)
    for _ in 0..<10 {
      clock.advance(by: 0.1)
      made.window.layoutIfNeeded()
    }
    let preview = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
    #expect(preview.textAlignment == .center)
    #expect(preview.font.pointSize == 22)
    #expect(preview.numberOfLines == 3)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.detailTextLabel?.text == "3")
    try Snapshotter().verify(try fixture.picture(of: made.window), named: "demo-settings-reading@1x")
  }
}
