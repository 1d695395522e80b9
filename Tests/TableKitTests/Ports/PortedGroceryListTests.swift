import Foundation
import Testing

@testable import TableKit

/// `PortedGroceryList.swift` is what `scripts/port-uikit` makes of a UIKit grocery list (the
/// original is in `UIKitOriginals/`), compiled without a TableKit-specific edit. These tests
/// use it as its user would: the subclassed controller, the custom cell, the diffable data
/// source whose move override applies its own snapshot, swipe actions, a header that collapses
/// its section on a tap, and pull to refresh.
@MainActor
@Suite struct PortedGroceryListTests {
  @MainActor struct Fixture {
    let clock = ManualClock(now: 50)
    let window: Window
    let list = GroceryListViewController()
    let navigation: NavigationController

    init() {
      window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
      navigation = NavigationController(rootViewController: list)
      window.rootViewController = navigation
      list.tableView.clock = clock
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    var table: TableView { list.tableView }
    var driver: TableTestDriver { TableTestDriver(table: table, clock: clock, fps: 60) }

    /// Where a row is on screen, in the table's view coordinates.
    func center(ofRow row: Int, section: Int) -> CGPoint {
      let rect = table.rectForRow(at: IndexPath(row: row, section: section))
      return CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
    }

    func run(_ seconds: TimeInterval) {
      driver.run(for: seconds)
      window.layoutIfNeeded()
    }
  }

  @Test func theListShowsItsCustomCellsUnderTheNavigationBar() throws {
    let fixture = Fixture()
    #expect(fixture.navigation.navigationBar.topItem?.title == "Groceries")
    #expect(fixture.list.navigationItem.rightBarButtonItem === fixture.list.editButtonItem)
    let cell = try #require(
      fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)) as? GroceryCell)
    #expect(cell.nameLabel.text == "Carrots")
    #expect(cell.quantityLabel.text == "× 4")
    #expect(cell.quantityLabel.frame.maxX == fixture.table.frame.width - 15)
    #expect(fixture.table.contentOffset.y == -fixture.table.adjustedContentInset.top)
  }

  @Test func aDraggedRowMovesOnceAndTheTableMatchesTheSnapshot() throws {
    let fixture = Fixture()
    fixture.list.setEditing(true, animated: false)
    fixture.run(0.1)
    // Drag Apples' reorder control down past Carrots and Lemons.
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let grip = CGPoint(x: fixture.table.frame.width - 20, y: fixture.center(ofRow: 0, section: 0).y)
    #expect(cell.isEditing)
    fixture.driver.drag(from: grip, by: CGPoint(x: 0, y: 2 * 44 + 10), duration: 0.6, pause: 0.1)
    fixture.run(0.6)
    #expect(fixture.list.names(in: .produce) == ["Carrots", "Lemons", "Apples"])
    let shown = (0..<3).compactMap {
      (fixture.table.cellForRow(at: IndexPath(row: $0, section: 0)) as? GroceryCell)?.nameLabel.text
    }
    #expect(shown == ["Carrots", "Lemons", "Apples"])
  }

  @Test func swipingADeleteRemovesThatItemAndNoOther() throws {
    let fixture = Fixture()
    let row = fixture.center(ofRow: 1, section: 0)
    fixture.driver.drag(
      from: CGPoint(x: 340, y: row.y), by: CGPoint(x: -200, y: 0), duration: 0.25, pause: 0.1)
    fixture.run(0.4)
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let buttons = try #require(cell.editingState.swipeActions?.buttons)
    #expect(buttons.map(\.title) == ["Delete", "More"])
    let delete = try #require(buttons.first)
    fixture.driver.tap(CGPoint(x: cell.frame.minX + delete.frame.midX, y: row.y))
    fixture.run(0.6)
    #expect(fixture.list.names(in: .produce) == ["Apples", "Lemons"])
    #expect(fixture.table.numberOfRows(inSection: 0) == 2)
  }

  @Test func tappingASectionHeaderCollapsesAndRestoresIt() {
    let fixture = Fixture()
    let header = fixture.table.rectForHeader(inSection: 1)
    let point = CGPoint(x: 100, y: header.midY - fixture.table.contentOffset.y)
    fixture.driver.tap(point)
    fixture.run(0.5)
    #expect(fixture.table.numberOfRows(inSection: 1) == 0)
    #expect(fixture.list.collapsed == [.pantry])
    let again = fixture.table.rectForHeader(inSection: 1)
    fixture.driver.tap(CGPoint(x: 100, y: again.midY - fixture.table.contentOffset.y))
    fixture.run(0.5)
    #expect(fixture.list.names(in: .pantry) == ["Rice", "Olive oil"])
  }

  @Test func pullingDownRefreshesThroughTheClosureTheSelectorBecame() {
    let fixture = Fixture()
    fixture.driver.drag(
      from: CGPoint(x: 180, y: 100), by: CGPoint(x: 0, y: 500), duration: 0.5, pause: 0.1)
    fixture.run(1)
    #expect(fixture.list.refreshCount == 1)
  }

  @Test func theScriptStillPortsTheOriginalIntoTheCompiledFile() throws {
    let run = try runPortScript(
      original: "GroceryListViewController.swift.uikit", ported: "PortedGroceryList.swift")
    #expect(run.status == 0)
    #expect(run.output == run.compiled)
  }
}
