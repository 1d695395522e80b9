import Foundation
import Testing

@testable import TableKit

/// Counts, heights, estimates, reuse and the UIKit queries of a table, headless.
@MainActor
@Suite struct TableDataTests {
  @Test func theQueriesReadFromTheLayoutInContentCoordinates() {
    let harness = TableHarness(
      rows: [3, 0, 5], headers: ["A", nil, "C"], footers: [nil, nil, "end"])
    let table = harness.table
    #expect(table.numberOfSections == 3)
    #expect(table.numberOfRows(inSection: 2) == 5)
    #expect(table.numberOfRows(inSection: 7) == 0)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 28 + 44, width: 320, height: 44))
    #expect(table.rectForHeader(inSection: 1).height == 0, "no title, no header in a plain table")
    #expect(table.rectForSection(2).minY == CGFloat(28 + 3 * 44))
    #expect(table.rectForFooter(inSection: 2).height == 28)
    #expect(table.rectForRow(at: IndexPath(row: 5, section: 2)) == .zero)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil, "over a header")
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 28 + 50)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 2000, width: 10, height: 10)) == [])
    let expectedHeight: CGFloat = 28 + 3 * 44 + 28 + 5 * 44 + 28
    #expect(table.contentSize.height == expectedHeight)
    #expect(table.indexPathsForVisibleRows?.count == 8)
    #expect(table.visibleCells.count == 8)
  }

  @Test func aPinnedHeadersFrameIsInContentCoordinates() {
    let harness = TableHarness(rows: [40, 40], headers: ["A", "B"])
    harness.table.contentOffset = CGPoint(x: 0, y: 500)
    harness.table.layoutIfNeeded()
    #expect(harness.table.headerView(forSection: 0)?.frame.minY == 500)
    #expect(
      harness.table.cellForRow(at: IndexPath(row: 12, section: 0))?.frame.minY
        == CGFloat(28 + 12 * 44))
  }

  @Test func scrollingThrough100000RowsCreatesAboutAScreenfulOfCells() {
    let harness = TableHarness(rows: [100_000])
    let table = harness.table
    var offset: CGFloat = 0
    while offset < table.contentSize.height - 480 {
      offset += 397
      table.contentOffset = CGPoint(x: 0, y: min(offset, table.contentSize.height - 480))
      table.layoutIfNeeded()
    }
    let visible = 480 / 44 + 1
    let overscan = Int((2 * TableView.overscan / 44).rounded(.up)) + 2
    #expect(table.createdCellCount <= visible + overscan + 2, "created \(table.createdCellCount)")
    #expect(table.cellForRow(at: IndexPath(row: 99_999, section: 0)) != nil)
    #expect(table.visibleCells.allSatisfy { $0.superview === table })
  }

  @Test func dequeueReturnsNilForAnUnknownIdentifierAndReusesAfterPrepareForReuse() {
    final class CountingCell: TableViewCell {
      var preparations = 0
      override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
      }
    }
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    table.register(CountingCell.self, forCellReuseIdentifier: "counting")
    let made = table.dequeueReusableCell(
      withIdentifier: "counting", for: IndexPath(row: 0, section: 0))
    #expect(made is CountingCell)
    #expect(made.reuseIdentifier == "counting")
    table.enqueueForReuse(made)
    let again = table.dequeueReusableCell(withIdentifier: "counting")
    #expect(again === made)
    #expect((again as? CountingCell)?.preparations == 1)
  }

  @Test func dequeueingAnUnregisteredIdentifierForAnIndexPathStopsNamingIt() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
      }
    }
  }

  @Test func delegateHeightsAreUsedAndBadOnesBecomeZeroWithOneWarningEach() {
    let harness = TableHarness(rows: [4])
    var warnings: [String] = []
    harness.table.warningHandler = { warnings.append($0) }
    harness.source.rowHeight = { [60, -5, .nan, 30][$0.row] }
    harness.table.reloadData()
    harness.table.layoutIfNeeded()
    #expect(harness.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    #expect(harness.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
    #expect(harness.table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 0)
    #expect(harness.table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 30)
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("row 1") == true)
    #expect(warnings.first?.contains("-5") == true)
  }

  @Test func withAnEstimateOnlyRowsThatComeOnScreenAreMeasured() {
    let harness = TableHarness(
      rows: [1_000_000], rowHeight: TableView.automaticDimension, estimatedRowHeight: 44,
      rowHeightFromDelegate: { 30 + CGFloat($0.row % 3) * 10 })
    let table = harness.table
    let onScreen = table.indexPathsForVisibleRows?.count ?? 0
    let overscanRows = Int((2 * TableView.overscan / 30).rounded(.up)) + 1
    #expect(harness.source.heightsRequested <= onScreen + overscanRows)
    #expect(harness.source.heightsRequested > 0)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 40)
    #expect(
      table.rectForRow(at: IndexPath(row: 500_000, section: 0)).height == 44, "still estimated")
  }

  @Test func measuringRowsAboveTheScreenKeepsTheFirstVisibleRowInPlace() {
    let harness = TableHarness(
      rows: [10_000], rowHeight: TableView.automaticDimension, estimatedRowHeight: 44,
      rowHeightFromDelegate: { _ in 60 })
    let table = harness.table
    // Jump far down: rows there get measured; then scroll up into estimated rows.
    table.contentOffset = CGPoint(x: 0, y: 44 * 5_000)
    table.layoutIfNeeded()
    // Scroll up into rows that still have estimates: the row at the new top of the screen must
    // stay where it is on screen while the rows around it get measured.
    table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y - 200)
    let anchor = try! #require(table.indexPathForRow(at: CGPoint(x: 1, y: table.contentOffset.y)))
    let before = table.rectForRow(at: anchor).minY - table.contentOffset.y
    #expect(table.rectForRow(at: anchor).height == 44, "still an estimate")
    table.layoutIfNeeded()
    let after = table.rectForRow(at: anchor).minY - table.contentOffset.y
    #expect(table.rectForRow(at: anchor).height == 60, "measured")
    #expect(abs(after - before) < 0.001, "moved \(after - before)")
  }

  /// A new width reads automatic and estimated heights again; the row at the top of the screen
  /// must stay there, as it does when rows above it are measured: at its top, partly scrolled
  /// by, and scrolled by further than its estimate (72 points tall, 60 of them above the edge).
  @Test(arguments: [(5_000, 0), (5_000, 10), (5_006, 60)])
  func aNewWidthKeepsTheFirstVisibleRowInPlace(row: Int, scrolledBy: CGFloat) throws {
    let harness = TableHarness(
      rows: [10_000], estimatedRowHeight: 44,
      rowHeightFromDelegate: { CGFloat(30 + ($0.row * 7) % 50) })
    let table = harness.table
    let indexPath = IndexPath(row: row, section: 0)
    table.scrollToRow(at: indexPath, at: .top, animated: false)
    table.contentOffset.y += scrolledBy
    harness.frame()
    let before = table.rectForRow(at: indexPath).minY - table.contentOffset.y
    #expect(before == -scrolledBy)
    table.frame.size.width = 300
    harness.frame()
    #expect(table.rectForRow(at: indexPath).minY - table.contentOffset.y == before)
    #expect(table.indexPathsForVisibleRows?.first == indexPath)
  }

  @Test func aTableHeaderViewComingOrGoingKeepsTheDataAndTheSelection() throws {
    let harness = TableHarness(rows: [30])
    let table = harness.table
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    let cell = table.cellForRow(at: IndexPath(row: 4, section: 0))
    let requested = harness.source.cellsRequested
    table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    harness.frame()
    #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
    #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell, "no reload")
    table.tableHeaderView = nil
    harness.frame()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    #expect(table.contentSize.height == CGFloat(30 * 44))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    #expect(harness.source.cellsRequested - requested <= 3, "only rows coming on screen")
  }

  @Test func automaticRowHeightsGrowWithMultilineLabels() {
    @MainActor final class LongText: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = indexPath.row == 0 ? "Short" : String(repeating: "word ", count: 60)
        return cell
      }
    }
    let source = LongText()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.rowHeight == TableView.automaticDimension, "the documented default")
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 100)
  }

  @Test func reloadDataClearsTheSelection() {
    let harness = TableHarness(rows: [10])
    harness.table.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    harness.table.reloadData()
    #expect(harness.table.indexPathForSelectedRow == nil)
  }

  @Test func negativeRowCountsBecomeZeroWithAWarning() {
    let harness = TableHarness(rows: [-3, 2])
    var warnings: [String] = []
    harness.table.warningHandler = { warnings.append($0) }
    harness.table.reloadData()
    #expect(harness.table.numberOfRows(inSection: 0) == 0)
    #expect(warnings.count == 1)
  }
}
