import Foundation
import Testing

@testable import TableKit

/// Issue 13, item 1: right after a batch (`endUpdates()`, the updates closure of
/// `performBatchUpdates`, or a lone `insertRows`), the rows it inserted or reloaded on screen
/// have their cells, as UIKit makes them inside `endUpdates()`.
@MainActor
@Suite struct CellsAfterUpdateTests {
  /// A 320 × 480 table of `rows` 44-point rows titled "Row 0"..., laid out.
  private func fixture(rows: Int) -> TableUpdateTests.Fixture {
    TableUpdateTests.Fixture([(0..<rows).map { "Row \($0)" }])
  }

  @Test func aRowInsertedOnScreenHasItsCellWhenEndUpdatesReturns() {
    let fixture = fixture(rows: 5)
    fixture.source.sections[0].insert("New", at: 2)
    fixture.table.beginUpdates()
    fixture.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    fixture.table.endUpdates()
    #expect(fixture.title(at: 2) == "New")
  }

  @Test func aRowInsertedInsidePerformBatchUpdatesHasItsCellAfterwards() {
    let fixture = fixture(rows: 5)
    fixture.table.performBatchUpdates {
      fixture.source.sections[0].insert("New", at: 0)
      fixture.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(fixture.title(at: 0) == "New")
    #expect(fixture.title(at: 1) == "Row 0")
  }

  @Test func aLoneInsertOutsideABatchHasItsCellAtOnce() {
    let fixture = fixture(rows: 3)
    fixture.source.sections[0].append("Last")
    fixture.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .bottom)
    #expect(fixture.title(at: 3) == "Last")
  }

  @Test func aReloadedRowHasItsNewCellWithTheNewContent() {
    let fixture = fixture(rows: 5)
    let old = fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))
    fixture.source.sections[0][1] = "Changed"
    fixture.table.beginUpdates()
    fixture.table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    fixture.table.endUpdates()
    let new = fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(new?.textLabel?.text == "Changed")
    #expect(new !== old)
  }

  @Test func aRowInsertedOffScreenHasNoCell() {
    let fixture = fixture(rows: 40)
    fixture.source.sections[0].insert("Far", at: 30)
    fixture.table.performBatchUpdates {
      fixture.table.insertRows(at: [IndexPath(row: 30, section: 0)], with: .automatic)
    }
    #expect(fixture.table.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
  }

  @Test func visibleCellsMatchTheVisibleRowsAfterAnInsert() {
    let fixture = fixture(rows: 20)
    fixture.table.performBatchUpdates {
      fixture.source.sections[0].insert(contentsOf: ["A", "B"], at: 1)
      fixture.table.insertRows(
        at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
    }
    let visibleRows = fixture.table.indexPathsForVisibleRows ?? []
    #expect(fixture.table.visibleCells.count == visibleRows.count)
    #expect(visibleRows.allSatisfy { fixture.table.cellForRow(at: $0) != nil })
  }

  @Test func aNewCellAnimatesInAsItWouldHaveFromTheNextFrame() {
    // Made at once, the cell still takes the insertion's presentation: it starts where the
    // animation starts, not at its final place.
    let fixture = fixture(rows: 5)
    fixture.source.sections[0].insert("New", at: 0)
    fixture.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    fixture.clock.advance(by: 0.05)
    fixture.table.layoutIfNeeded()
    let cell = fixture.table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect((cell?.frame.minX ?? 0) < 0)
    fixture.clock.advance(by: 1)
    fixture.table.layoutIfNeeded()
    #expect(cell?.frame.minX == 0)
  }

  /// Inserts a row below any row titled "Grow" the first time its cell is asked for, from inside
  /// `cellForRowAt` (which UIKit forbids and TableKit holds until the reading is over).
  @MainActor final class GrowingSource: TableViewDataSource {
    var rows = ["A", "B", "C"]
    var grew = false
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let title = rows[indexPath.row]
      if title == "Grow", !grew {
        grew = true
        rows.insert("Grown", at: indexPath.row + 1)
        tableView.insertRows(
          at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
      }
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = title
      return cell
    }
  }

  @Test func aBatchAskedForByTheNewCellsRequestWaitsForTheNextLayoutPass() {
    let source = GrowingSource()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.rowHeight = 44
    table.clock = ManualClock(now: 10)
    table.warningHandler = { _ in }
    table.dataSource = source
    table.layoutIfNeeded()
    source.rows.insert("Grow", at: 1)
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    // The new row has its cell; the row its request inserted waits, and the table still shows
    // the counts it was told of.
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Grow")
    #expect(table.numberOfRows(inSection: 0) == 4)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 5)
    let titles = (0..<5).map {
      table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
    }
    #expect(titles == ["A", "Grow", "Grown", "B", "C"])
  }
}
