import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The contacts scene's context menu: a right click or a long press on someone opens a menu
/// titled with their name, whose items star them or delete them (their letter with them when
/// they were its last).
@MainActor
@Suite(.serialized)
struct ContactsContextMenuTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private func contacts() throws -> (TableView, ContactsScene, ManualClock) {
    let size = CGSize(width: 375, height: 667)
    let clock = ManualClock(now: 100)
    let scene = ContactsScene()
    let table = scene.makeTable(frame: CGRect(origin: .zero, size: size))
    table.screen = try snapshotter.canvas(size: size).makeScreen()
    table.clock = clock
    table.layoutIfNeeded()
    return (table, scene, clock)
  }

  /// The menu the scene gives for `indexPath`, and its actions by title.
  private func menu(_ scene: ContactsScene, _ table: TableView, _ indexPath: IndexPath) throws
    -> (Menu, [String: Action])
  {
    let configuration = try #require(
      scene.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: .zero))
    let menu = try #require(configuration.actionProvider?([]))
    var actions: [String: Action] = [:]
    for case let action as Action in menu.children { actions[action.title] = action }
    return (menu, actions)
  }

  @Test func aRightClickOnSomeoneOpensTheirMenu() throws {
    let (table, _, _) = try contacts()
    let first = try #require(table.indexPathsForVisibleRows?.first)
    let rect = table.rectForRow(at: first)
    table.handle(
      .secondaryClick(location: CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)))
    table.layoutIfNeeded()
    #expect(table.contextMenuLayout != nil)
  }

  @Test func favoriteStarsThePersonAndTheMenuShowsItChecked() throws {
    let (table, scene, _) = try contacts()
    let row = IndexPath(row: 0, section: 0)
    let phone = table.cellForRow(at: row)?.detailTextLabel?.text ?? ""
    let (menu, actions) = try menu(scene, table, row)
    #expect(menu.title == table.cellForRow(at: row)?.textLabel?.text)
    let favorite = try #require(actions["Favorite"])
    #expect(favorite.state == .off)
    favorite.handler(favorite)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: row)?.detailTextLabel?.text == "★ " + phone)
    #expect(try self.menu(scene, table, row).1["Favorite"]?.state == .on)
  }

  @Test func deleteRemovesThePersonAndTheirLetterWhenItEmpties() throws {
    let (table, scene, clock) = try contacts()
    let before = scene.directory.count
    let sectionsBefore = table.numberOfSections
    let row = IndexPath(row: 0, section: 0)
    let rowsInA = table.numberOfRows(inSection: 0)
    let (_, actions) = try menu(scene, table, row)
    let delete = try #require(actions["Delete"])
    #expect(delete.attributes.contains(.destructive))
    delete.handler(delete)
    clock.advance(by: 0.5)
    table.layoutIfNeeded()
    #expect(scene.directory.count == before - 1)
    #expect((table.tableFooterView as? Label)?.text == "\(before - 1) Contacts")
    if rowsInA == 1 {
      #expect(table.numberOfSections == sectionsBefore - 1)
    } else {
      #expect(table.numberOfRows(inSection: 0) == rowsInA - 1)
    }
    // Deleting everyone under a letter takes its section away.
    let sections = scene.directory.sections
    let smallest = try #require(
      sections.indices.min { sections[$0].contacts.count < sections[$1].contacts.count })
    let letter = sections[smallest].letter
    for _ in sections[smallest].contacts {
      let (_, next) = try menu(scene, table, IndexPath(row: 0, section: smallest))
      next["Delete"].map { $0.handler($0) }
      clock.advance(by: 0.5)
      table.layoutIfNeeded()
    }
    #expect(!scene.directory.sections.contains { $0.letter == letter })
    #expect(table.numberOfSections == scene.directory.sections.count)
    #expect(table.numberOfSections == sectionsBefore - (rowsInA == 1 ? 2 : 1))
  }
}
