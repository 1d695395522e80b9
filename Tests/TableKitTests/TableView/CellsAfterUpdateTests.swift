import Foundation
import Testing

@testable import TableKit

/// Issue 13, item 1: right after a batch (`endUpdates()`, the updates closure of
/// `performBatchUpdates`, or a lone `insertRows`), the rows it inserted or reloaded on screen
/// have their cells, as UIKit makes them inside `endUpdates()`.
@MainActor
@Suite struct CellsAfterUpdateTests {
  @MainActor struct Fixture {
    let table: TableView
    let source: ModelTableSource
    let clock = ManualClock(now: 10)

    init(rows: Int) {
      source = ModelTableSource([(0..<rows).map { "Row \($0)" }])
      table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      table.rowHeight = 44
      table.clock = clock
      table.dataSource = source
      table.delegate = source
      table.layoutIfNeeded()
    }

    /// The title the cell on screen at `row` shows, if it has a cell.
    func title(atRow row: Int) -> String? {
      table.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text
    }
  }

  @Test func aRowInsertedOnScreenHasItsCellWhenEndUpdatesReturns() {
    let fixture = Fixture(rows: 5)
    fixture.source.sections[0].insert("New", at: 2)
    fixture.table.beginUpdates()
    fixture.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    fixture.table.endUpdates()
    #expect(fixture.title(atRow: 2) == "New")
  }

  @Test func aRowInsertedInsidePerformBatchUpdatesHasItsCellAfterwards() {
    let fixture = Fixture(rows: 5)
    fixture.table.performBatchUpdates {
      fixture.source.sections[0].insert("New", at: 0)
      fixture.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(fixture.title(atRow: 0) == "New")
    #expect(fixture.title(atRow: 1) == "Row 0")
  }

  @Test func aLoneInsertOutsideABatchHasItsCellAtOnce() {
    let fixture = Fixture(rows: 3)
    fixture.source.sections[0].append("Last")
    fixture.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .bottom)
    #expect(fixture.title(atRow: 3) == "Last")
  }

  @Test func aReloadedRowHasItsNewCellWithTheNewContent() {
    let fixture = Fixture(rows: 5)
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
    let fixture = Fixture(rows: 40)
    fixture.source.sections[0].insert("Far", at: 30)
    fixture.table.performBatchUpdates {
      fixture.table.insertRows(at: [IndexPath(row: 30, section: 0)], with: .automatic)
    }
    #expect(fixture.table.cellForRow(at: IndexPath(row: 30, section: 0)) == nil)
  }

  @Test func visibleCellsMatchTheVisibleRowsAfterAnInsert() {
    let fixture = Fixture(rows: 20)
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
    let fixture = Fixture(rows: 5)
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
}
