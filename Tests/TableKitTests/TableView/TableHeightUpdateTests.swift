import Foundation
import Testing

@testable import TableKit

/// `beginUpdates()` / `endUpdates()` with nothing between them, which the reference documents
/// "to animate the change in the row heights without reloading the cell": heights are read
/// again, rows glide to their new places, and the cells stay.
@MainActor
@Suite struct TableHeightUpdateTests {
  /// Twenty 44-point rows whose heights come from `heights`.
  func makeHarness(estimated: Bool = false) -> (TableHarness, Box) {
    let box = Box()
    let harness = TableHarness(
      rows: [20], estimatedRowHeight: estimated ? 44 : 0,
      rowHeightFromDelegate: { box.heights[$0.row] ?? 44 })
    return (harness, box)
  }

  /// Heights the test changes under the table.
  final class Box: @unchecked Sendable {
    var heights: [Int: CGFloat] = [:]
  }

  @Test func anEmptyBatchAnimatesAChangedHeightWithoutAskingForCells() {
    let (harness, box) = makeHarness()
    let table = harness.table
    let below = table.cellForRow(at: IndexPath(row: 3, section: 0))
    let cellsBefore = harness.source.cellsRequested
    box.heights[1] = 144
    table.beginUpdates()
    table.endUpdates()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 144)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == CGFloat(3 * 44 + 100))
    #expect(table.contentSize.height == CGFloat(20 * 44 + 100))
    harness.run(for: 0.15)
    let midway = below?.frame.minY ?? -1
    #expect(midway > 132 && midway < 232, "row 3 glides down: \(midway)")
    harness.run(for: 0.3)
    #expect(below?.frame.minY == 232)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === below, "the same cell")
    #expect(harness.source.cellsRequested == cellsBefore, "no cell was asked for again")
  }

  @Test func performBatchUpdatesWithoutUpdatesDoesTheSameAndCompletes() {
    let (harness, box) = makeHarness()
    box.heights[0] = 10
    var completed: Bool?
    harness.table.performBatchUpdates(nil) { completed = $0 }
    #expect(harness.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 10)
    harness.run(for: 0.5)
    #expect(completed == true)
  }

  @Test func aSelfSizingCellGrowsWithItsNewContentInPlace() {
    let harness = TableHarness(rows: [10], rowHeight: TableView.automaticDimension)
    let table = harness.table
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
    let before = table.rectForRow(at: IndexPath(row: 2, section: 0)).height
    let cellsBefore = harness.source.cellsRequested
    cell?.textLabel?.numberOfLines = 0
    cell?.textLabel?.text = Array(repeating: "A longer title that wraps", count: 6).joined(
      separator: " ")
    table.beginUpdates()
    table.endUpdates()
    let after = table.rectForRow(at: IndexPath(row: 2, section: 0)).height
    #expect(after > before + 40, "\(before) → \(after)")
    #expect(harness.source.cellsRequested == cellsBefore)
    harness.run(for: 0.5)
    #expect(cell?.frame.height == after)
  }

  @Test func anEmptyBatchReadsRowsOffScreenAgainWhenThereAreNoEstimates() {
    let (harness, box) = makeHarness()
    box.heights[18] = 80
    harness.table.beginUpdates()
    harness.table.endUpdates()
    #expect(harness.table.rectForRow(at: IndexPath(row: 18, section: 0)).height == 80)
  }

  @Test func withEstimatesTheRowsOnScreenAreReadAgain() {
    let (harness, box) = makeHarness(estimated: true)
    box.heights[2] = 70
    box.heights[19] = 90
    harness.table.beginUpdates()
    harness.table.endUpdates()
    #expect(harness.table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 70)
    harness.table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
    harness.frame()
    #expect(harness.table.rectForRow(at: IndexPath(row: 19, section: 0)).height == 90)
  }

  @Test func aBatchWithUpdatesAlsoReadsTheRowsOnScreenAgain() {
    let (harness, box) = makeHarness()
    box.heights[1] = 100
    harness.source.rowsPerSection = [21]
    harness.table.insertRows(at: [IndexPath(row: 15, section: 0)], with: .fade)
    #expect(harness.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100)
  }

  @Test func anEmptyBatchWhoseCountsChangedIsReportedAndReloads() {
    let (harness, _) = makeHarness()
    var errors: [TableViewError] = []
    harness.table.invalidUpdateHandler = { errors.append($0) }
    harness.source.rowsPerSection = [21]
    harness.table.beginUpdates()
    harness.table.endUpdates()
    #expect(errors.count == 1)
    #expect(harness.table.numberOfRows(inSection: 0) == 21)
  }
}

/// `selfSizingInvalidation`: a self-sizing cell whose content asks for another size has its row
/// sized again in the next frame, gliding, without the data source being asked for a cell.
@MainActor
@Suite struct TableSelfSizingInvalidationTests {
  let long = Array(repeating: "A longer title that wraps", count: 6).joined(separator: " ")

  /// Ten self-sizing rows in a table whose invalidation is `mode`, with the third row's cell.
  func makeHarness(_ mode: TableView.SelfSizingInvalidation) -> (TableHarness, TableViewCell) {
    let harness = TableHarness(rows: [10], rowHeight: TableView.automaticDimension)
    harness.table.selfSizingInvalidation = mode
    let cell = harness.table.cellForRow(at: IndexPath(row: 2, section: 0))!
    cell.textLabel?.numberOfLines = 0
    return (harness, cell)
  }

  var row: IndexPath { IndexPath(row: 2, section: 0) }

  @Test func aCellThatInvalidatesItsSizeGrowsItsRowInTheNextFrame() {
    let (harness, cell) = makeHarness(.enabled)
    let before = harness.table.rectForRow(at: row).height
    let cellsBefore = harness.source.cellsRequested
    cell.textLabel?.text = long
    cell.invalidateIntrinsicContentSize()
    harness.frame()
    let after = harness.table.rectForRow(at: row).height
    #expect(after > before + 40, "\(before) → \(after)")
    #expect(cell.frame.height < after, "the row glides to its new height")
    harness.run(for: 0.5)
    #expect(cell.frame.height == after)
    #expect(harness.table.cellForRow(at: row) === cell)
    #expect(harness.source.cellsRequested == cellsBefore)
  }

  @Test func newTextAloneSizesTheRowOnlyWhenConstraintsCount() {
    for mode in [TableView.SelfSizingInvalidation.enabled, .enabledIncludingConstraints] {
      let (harness, cell) = makeHarness(mode)
      let before = harness.table.rectForRow(at: row).height
      cell.textLabel?.text = long
      harness.run(for: 0.5)
      let grew = harness.table.rectForRow(at: row).height > before
      #expect(grew == (mode == .enabledIncludingConstraints), "\(mode)")
    }
  }

  @Test func aDisabledTableKeepsTheHeightUntilAnEmptyBatch() {
    let (harness, cell) = makeHarness(.disabled)
    let before = harness.table.rectForRow(at: row).height
    cell.textLabel?.text = long
    cell.invalidateIntrinsicContentSize()
    harness.run(for: 0.5)
    #expect(harness.table.rectForRow(at: row).height == before)
    harness.table.beginUpdates()
    harness.table.endUpdates()
    #expect(harness.table.rectForRow(at: row).height > before)
  }

  @Test func rowsOfAFixedHeightAreNotSizedByTheirCells() {
    let harness = TableHarness(rows: [10])
    harness.table.selfSizingInvalidation = .enabledIncludingConstraints
    let cell = harness.table.cellForRow(at: row)!
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.text = long
    cell.invalidateIntrinsicContentSize()
    harness.run(for: 0.5)
    #expect(harness.table.rectForRow(at: row).height == 44)
  }
}
