import DemoScenes
import Foundation
import TableKit
import Testing

/// The demo's scenes in their navigation controllers: rows lead to detail screens and back, and
/// what a detail changes shows when the user comes back.
@MainActor
@Suite struct SceneNavigationTests {
  /// A scene's navigation controller in a visible window on a manual clock.
  @MainActor struct Fixture {
    let clock = ManualClock(now: 50)
    let window: Window
    let navigation: NavigationController

    init(_ scene: DemoScene) {
      window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: clock)
      navigation = scene.makeNavigationController()
      window.rootViewController = navigation
      window.forEachScrollView { $0.clock = clock }
      window.makeKeyAndVisible()
      settle()
    }

    /// The table of the screen on top.
    var topTable: TableView? { navigation.topViewController?.view.mainScrollView as? TableView }

    /// Runs a second of 60 Hz frames, so that pushes, pops and fades end.
    func settle() {
      for _ in 0..<60 {
        clock.advance(by: 1.0 / 60)
        window.forEachScrollView { $0.clock = clock }
        window.layoutIfNeeded()
      }
    }

    /// Taps the row at `indexPath` of the top table, scrolling it into view first.
    func tap(_ indexPath: IndexPath) throws {
      let table = try #require(topTable)
      table.scrollToRow(at: indexPath, at: .middle, animated: false)
      window.layoutIfNeeded()
      let rect = table.rectForRow(at: indexPath)
      let location = CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
      table.handle(.pointerDown(id: 1, location: location, kind: .touch))
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
      table.handle(.pointerUp(id: 1, location: location, kind: .touch))
      settle()
    }

    /// The texts of the top table's row at `indexPath`: its title and value.
    func texts(at indexPath: IndexPath) -> (String?, String?) {
      guard let cell = topTable?.cellForRow(at: indexPath) else { return (nil, nil) }
      if let content = cell.contentConfiguration as? ListContentConfiguration {
        return (content.text, content.secondaryText)
      }
      return (cell.textLabel?.text, cell.detailTextLabel?.text)
    }
  }

  @Test func aContactOpensTheirCardAndBackDeselectsTheRow() throws {
    let fixture = Fixture(ContactsScene.scene)
    let list = try #require(fixture.topTable)
    let first = IndexPath(row: 0, section: 0)
    let name = fixture.texts(at: first).0
    try fixture.tap(first)
    let card = try #require(fixture.navigation.topViewController as? ContactCardController)
    #expect(card.contact.fullName == name)
    #expect(card.title == name)
    #expect(fixture.texts(at: first).0 == "mobile")
    #expect(fixture.texts(at: first).1 == card.contact.phone)
    #expect(list.indexPathsForSelectedRows == [first], "the row stays selected under the card")
    fixture.navigation.popViewController(animated: true)
    fixture.settle()
    #expect(fixture.navigation.topViewController?.view.mainScrollView === list)
    #expect(list.indexPathsForSelectedRows == nil, "coming back deselects the row")
  }

  @Test func starringOnTheCardStarsTheListRow() throws {
    let fixture = Fixture(ContactsScene.scene)
    let first = IndexPath(row: 0, section: 0)
    let phone = fixture.texts(at: first).1
    try fixture.tap(first)
    let card = try #require(fixture.navigation.topViewController as? ContactCardController)
    let favourite = IndexPath(row: 2, section: 3)
    #expect(fixture.texts(at: favourite).0 == "Add to Favorites")
    try fixture.tap(favourite)
    #expect(card.isFavorite)
    #expect(fixture.texts(at: favourite).0 == "Remove from Favorites")
    fixture.navigation.popViewController(animated: false)
    fixture.settle()
    #expect(fixture.texts(at: first).1 == "★ " + (phone ?? ""))
  }

  @Test func generalLeadsToAboutAndAutoLocksChoiceShowsOnReturn() throws {
    let fixture = Fixture(SettingsScene.scene)
    let general = IndexPath(row: 0, section: 2)
    #expect(fixture.texts(at: general).0 == "General")
    try fixture.tap(general)
    #expect(fixture.navigation.topViewController?.title == "General")
    try fixture.tap(IndexPath(row: 0, section: 0))
    #expect(fixture.navigation.topViewController?.title == "About")
    #expect(fixture.texts(at: IndexPath(row: 1, section: 0)).1 == "1.0 (42)")
    fixture.navigation.popViewController(animated: true)
    fixture.settle()
    let autoLock = IndexPath(row: 0, section: 1)
    #expect(fixture.texts(at: autoLock) == ("Auto-Lock", "30 Seconds"))
    try fixture.tap(autoLock)
    let options = try #require(fixture.topTable)
    #expect(options.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark)
    try fixture.tap(IndexPath(row: 3, section: 0))
    #expect(options.cellForRow(at: IndexPath(row: 3, section: 0))?.accessoryType == .checkmark)
    #expect(
      options.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType
        == TableViewCell.AccessoryType.none)
    fixture.navigation.popViewController(animated: true)
    fixture.settle()
    #expect(fixture.texts(at: autoLock) == ("Auto-Lock", "5 Minutes"), "the value follows")
    #expect(fixture.topTable?.indexPathsForSelectedRows == nil)
  }

  @Test func aNetworkChosenOnTheWiFiPageShowsOnTheMainScreen() throws {
    let fixture = Fixture(SettingsScene.scene)
    let wifi = IndexPath(row: 1, section: 0)
    #expect(fixture.texts(at: wifi).1 == "Home Network")
    try fixture.tap(wifi)
    try fixture.tap(IndexPath(row: 1, section: 0))
    fixture.navigation.popViewController(animated: true)
    fixture.settle()
    #expect(fixture.texts(at: wifi).1 == "Office")
    let office = IndexPath(row: 2, section: 1)
    #expect(fixture.topTable?.cellForRow(at: office)?.accessoryType == .checkmark)
  }

  @Test func theEditingScenesEditAndAddAreBarButtons() throws {
    let fixture = Fixture(EditingScene.scene)
    let root = try #require(fixture.navigation.topViewController)
    let table = try #require(fixture.topTable)
    let edit = try #require(root.navigationItem.leftBarButtonItem)
    let add = try #require(root.navigationItem.rightBarButtonItem)
    #expect(edit.title == "Edit")
    #expect(add.systemItem == .add)
    #expect(table.numberOfRows(inSection: 0) == 0, "no toggle row under a bar")
    #expect(table.numberOfRows(inSection: 2) == 0, "no add row under a bar")
    let count = table.numberOfRows(inSection: 1)
    edit.performPrimaryAction()
    fixture.settle()
    #expect(table.isEditing && root.isEditing && edit.title == "Done")
    // Add asks for a name (issue 14): its Add is disabled until the field holds one.
    add.performPrimaryAction()
    fixture.settle()
    let alert = try #require(fixture.window.topPresentedViewController as? AlertController)
    let field = try #require(alert.textFields?.first)
    #expect(field.isFirstResponder)
    #expect(alert.actions.last?.isEnabled == false)
    field.handle(.text("Basil"))
    #expect(alert.actions.last?.isEnabled == true)
    field.handle(.key(.return, modifiers: []))
    fixture.settle()
    #expect(fixture.window.topPresentedViewController == nil)
    #expect(table.numberOfRows(inSection: 1) == count + 1)
    table.scrollToRow(at: IndexPath(row: count, section: 1), at: .bottom, animated: false)
    fixture.settle()
    #expect(fixture.texts(at: IndexPath(row: count, section: 1)).0 == "Basil")
    edit.performPrimaryAction()
    fixture.settle()
    #expect(!table.isEditing && edit.title == "Edit")
  }

  @Test func deletingTheDoneTasksAsksWithAnActionSheet() throws {
    let fixture = Fixture(TasksScene.scene)
    let root = try #require(fixture.navigation.topViewController)
    let table = try #require(fixture.topTable)
    let trash = try #require(root.navigationItem.rightBarButtonItems?.first { $0.systemItem == .trash })
    #expect(trash.systemItem == .trash && trash.isEnabled)
    let sections = table.numberOfSections
    trash.performPrimaryAction()
    fixture.settle()
    let sheet = try #require(fixture.window.topPresentedViewController as? AlertController)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(sheet.actions.map(\.style) == [.destructive, .cancel])
    // Escape cancels: nothing is deleted.
    #expect(fixture.window.handle(.key(.escape, modifiers: [])))
    fixture.settle()
    #expect(fixture.window.topPresentedViewController == nil)
    #expect(table.numberOfSections == sections)
    // Asked again, Return chooses the one action that is not Cancel: the done tasks go.
    trash.performPrimaryAction()
    fixture.settle()
    #expect(fixture.window.handle(.key(.return, modifiers: [])))
    fixture.settle()
    #expect(fixture.window.topPresentedViewController == nil)
    #expect(table.numberOfSections == sections - 1, "the Done section is gone")
    #expect(!trash.isEnabled, "nothing is left to delete")
  }

  @Test func aNewTaskIsAskedForInACardSheetAndComesInAtTheEndOfToday() throws {
    // Issue 29: "+" presents the new-task card sheet (it was an alert, issue 14).
    let fixture = Fixture(TasksScene.scene)
    let root = try #require(fixture.navigation.topViewController)
    let table = try #require(fixture.topTable)
    let add = try #require(root.navigationItem.rightBarButtonItems?.first)
    #expect(add.systemItem == .add)
    let today = table.numberOfRows(inSection: 0)
    // Escape, with nothing typed, dismisses the sheet and adds nothing.
    add.performPrimaryAction()
    fixture.settle()
    var sheet = try #require(fixture.window.topPresentedViewController as? NavigationController)
    var form = try #require(sheet.topViewController as? NewTaskController)
    #expect(form.title == "New Task")
    #expect(sheet.sheetPresentationController?.prefersGrabberVisible == true)
    #expect(fixture.window.handle(.key(.escape, modifiers: [])))
    fixture.settle()
    #expect(fixture.window.topPresentedViewController == nil)
    #expect(table.numberOfRows(inSection: 0) == today)
    // Add stays disabled while the title is blank, spaces included, and adds the trimmed one
    // with the note.
    add.performPrimaryAction()
    fixture.settle()
    sheet = try #require(fixture.window.topPresentedViewController as? NavigationController)
    form = try #require(sheet.topViewController as? NewTaskController)
    let confirm = try #require(form.navigationItem.rightBarButtonItem)
    #expect(form.titleField.isFirstResponder && !confirm.isEnabled)
    form.titleField.handle(.text("   "))
    #expect(!confirm.isEnabled)
    form.titleField.handle(.text("Buy stamps "))
    #expect(confirm.isEnabled)
    // Typed into, the sheet no longer goes by a swipe without asking.
    #expect(sheet.isModalInPresentation)
    form.titleField.handle(.key(.return, modifiers: []))
    #expect(form.noteView.isFirstResponder)
    form.noteView.text = "At the post office"
    confirm.performPrimaryAction()
    // The row comes in once the sheet has gone, with the table's animation: on the frame
    // after, it is there and the table still needs frames.
    var frames = 0
    while table.numberOfRows(inSection: 0) == today, frames < 60 {
      fixture.clock.advance(by: 1.0 / 60)
      fixture.window.layoutIfNeeded()
      frames += 1
    }
    #expect(table.numberOfRows(inSection: 0) == today + 1)
    fixture.clock.advance(by: 1.0 / 60)
    fixture.window.layoutIfNeeded()
    #expect(table.needsAnimationFrame)
    fixture.settle()
    #expect(fixture.window.topPresentedViewController == nil)
    let new = IndexPath(row: today, section: 0)
    table.scrollToRow(at: new, at: .middle, animated: false)
    fixture.settle()
    #expect(fixture.texts(at: new) == ("Buy stamps", "Today"))
  }
}
