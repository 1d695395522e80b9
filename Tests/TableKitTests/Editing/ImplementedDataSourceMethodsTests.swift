import Foundation
import Testing

@testable import TableKit

/// Issue 13, item 2: as on iOS, rows in editing show reorder controls where the data source
/// implements `moveRowAt` (and `canMoveRowAt` allows), and rows swipe to delete only where it
/// implements `commit`; the table finds out with probes that change nothing.
@MainActor
@Suite struct ImplementedDataSourceMethodsTests {
  /// The clock of the tables made here.
  let clock = ManualClock(now: 10)

  /// Rows of a list, with cells that never ask for a reorder control. Each data source below
  /// conforms itself: a subclass's methods do not replace the protocol extension's defaults
  /// for a superclass's conformance.
  @MainActor class ListRows {
    var items = ["A", "B", "C", "D"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }
  }

  /// A list that moves its rows the way UIKit code does, and implements nothing else optional.
  final class MovingSource: ListRows, TableViewDataSource {
    var moves = 0
    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves += 1
      let item = items.remove(at: sourceIndexPath.row)
      items.insert(item, at: destinationIndexPath.row)
    }
  }

  /// A list that moves rows but keeps the first one in place.
  final class PinnedFirstRowSource: ListRows, TableViewDataSource {
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      indexPath.row != 0
    }
    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let item = items.remove(at: sourceIndexPath.row)
      items.insert(item, at: destinationIndexPath.row)
    }
  }

  /// A list implementing nothing optional.
  final class ListRowsSource: ListRows, TableViewDataSource {}

  /// A controller subclass as three of the ported apps have: rows, no `commit`.
  class PlainController: TableViewController {
    var items = ["A", "B", "C"]
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }
  }

  /// The same controller deleting rows in `commit`, as the Xcode template does.
  final class DeletingController: PlainController {
    var commits: [TableViewCell.EditingStyle] = []
    override func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      commits.append(editingStyle)
      if editingStyle == .delete {
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
      }
    }
  }

  /// A 320 × 480 table of 44-point rows over `source` (which the caller keeps: the table holds
  /// it weakly), laid out.
  private func table(_ source: any TableViewDataSource) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.clock = clock
    table.rowHeight = 44
    table.dataSource = source
    table.layoutIfNeeded()
    return table
  }

  /// Whether each visible row shows its reorder control in editing.
  private func reorderControls(in table: TableView) -> [Bool] {
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    return table.visibleCells.map(\.showsReorderControlWhileEditing)
  }

  /// The controller's table, 320 × 480, appeared and laid out.
  private func table(of controller: TableViewController) -> TableView {
    let table: TableView = controller.tableView
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    table.clock = clock
    table.rowHeight = 44
    controller.viewWillAppear(false)
    table.layoutIfNeeded()
    return table
  }

  /// Whether a swipe on the row would reveal the classic Delete button.
  private func swipesToDelete(_ table: TableView, row: Int) -> Bool {
    let reveal = table.swipeReveal(forRowAt: IndexPath(row: row, section: 0), side: .trailing)
    guard case .deleteButton = reveal else { return false }
    return true
  }

  // MARK: - Reordering

  @Test func aDataSourceImplementingMoveRowAtGetsReorderControlsWithoutShowsReorderControl() {
    let source = MovingSource()
    let table = table(source)
    #expect(reorderControls(in: table) == [true, true, true, true])
    // The probe moved a row onto itself: nothing changed, and it was asked once.
    #expect(source.items == ["A", "B", "C", "D"])
    #expect(source.moves == 1)
  }

  @Test func aDataSourceWithoutMoveRowAtGetsNoReorderControls() {
    let source = ListRowsSource()
    let table = table(source)
    #expect(reorderControls(in: table) == [false, false, false, false])
  }

  @Test func canMoveRowAtStillKeepsARowInPlace() {
    let source = PinnedFirstRowSource()
    let table = table(source)
    #expect(reorderControls(in: table) == [false, true, true, true])
    #expect(source.items == ["A", "B", "C", "D"])
  }

  @Test func aCellAskingForTheControlStillNeedsCanMoveRowAt() {
    // `showsReorderControl` users keep what they had: a control where canMoveRowAt says yes.
    final class AskingSource: ListRows, TableViewDataSource {
      func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
      override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
      {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        cell.showsReorderControl = indexPath.row < 2
        return cell
      }
    }
    let source = AskingSource()
    let table = table(source)
    #expect(reorderControls(in: table) == [true, true, false, false])
  }

  @Test func aNewDataSourceIsAskedAgain() {
    let source = ListRowsSource()
    let table = table(source)
    #expect(reorderControls(in: table) == [false, false, false, false])
    let moving = MovingSource()
    table.dataSource = moving
    table.setEditing(false, animated: false)
    table.layoutIfNeeded()
    #expect(reorderControls(in: table) == [true, true, true, true])
  }

  @Test func aControllerSubclassShowsReorderControlsOnlyWhenItOverridesMoveRowAt() {
    final class MovingController: PlainController {
      override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
      ) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
      }
    }
    let plain = PlainController(style: .plain)
    #expect(reorderControls(in: table(of: plain)) == [false, false, false])
    let moving = MovingController(style: .plain)
    #expect(reorderControls(in: table(of: moving)) == [true, true, true])
    #expect(moving.items == ["A", "B", "C"])
  }

  // MARK: - Swipe to delete

  @Test func aControllerSubclassWithoutCommitGetsNoSwipeDelete() {
    let controller = PlainController(style: .plain)
    let table = table(of: controller)
    #expect(!swipesToDelete(table, row: 1))
    // A real swipe opens nothing.
    let driver = TableTestDriver(table: table, clock: clock)
    driver.drag(from: CGPoint(x: 300, y: 66), by: CGPoint(x: -150, y: 0), duration: 0.25)
    driver.run(for: 0.5)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == false)
  }

  @Test func aControllerSubclassWithCommitSwipesToDelete() {
    let controller = DeletingController(style: .plain)
    let table = table(of: controller)
    #expect(swipesToDelete(table, row: 1))
    // The probe was a commit of `.none`, which the template's code ignores.
    #expect(controller.commits == [.none])
    #expect(controller.items == ["A", "B", "C"])
    let driver = TableTestDriver(table: table, clock: clock)
    driver.drag(
      from: CGPoint(x: 300, y: 66), by: CGPoint(x: -75, y: 0), duration: 0.25)
    driver.run(for: 0.5)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.showingDeleteConfirmation == true)
    #expect(controller.commits == [.none], "asked once")
  }

  @Test func aPlainDataSourceWithoutCommitGetsNoSwipeDelete() {
    let source = ListRowsSource()
    let table = table(source)
    #expect(!swipesToDelete(table, row: 0))
  }
}
