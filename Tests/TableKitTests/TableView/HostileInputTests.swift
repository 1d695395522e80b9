import Foundation
import Testing

@testable import TableKit

/// A data source over a mutable model whose cells say which row they show, with hooks that let
/// a test do hostile things from inside `cellForRowAt`.
@MainActor
private final class ModelSource: TableViewDataSource, TableViewDelegate {
  var rows: [[String]]
  /// Runs inside `cellForRowAt`, after the cell is configured.
  var duringCellRequest: ((TableView, IndexPath) -> Void)?
  var height: ((IndexPath) -> CGFloat)?
  var cellRequests = 0

  init(sections: [Int]) {
    rows = sections.enumerated().map { section, count in
      (0..<count).map { "item \(section)-\($0)" }
    }
  }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows[section].count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellRequests += 1
    precondition(
      indexPath.section < rows.count && indexPath.row < rows[indexPath.section].count,
      "asked for \(indexPath) outside the model")
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
    duringCellRequest?(tableView, indexPath)
    return cell
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    height?(indexPath) ?? TableView.unimplementedDimension
  }

  /// The visible rows whose cell is missing or shows another row's text, as "index path: text"
  /// lines.
  func mismatchedCells(in table: TableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).compactMap { indexPath in
      let shown = table.cellForRow(at: indexPath)?.textLabel?.text
      let expected = rows[indexPath.section][indexPath.row]
      return shown == expected ? nil : "\(indexPath): \(shown ?? "no cell") (expected \(expected))"
    }
  }
}

@MainActor
private func makeTable(
  _ source: ModelSource, rowHeight: CGFloat = TableView.automaticDimension,
  estimatedRowHeight: CGFloat = 0, size: CGSize = CGSize(width: 320, height: 480),
  warnings: WarningLog
) -> TableView {
  let table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
  table.clock = ManualClock()
  table.rowHeight = rowHeight
  table.estimatedRowHeight = estimatedRowHeight
  table.warningHandler = { warnings.messages.append($0) }
  table.dataSource = source
  table.delegate = source
  table.layoutIfNeeded()
  return table
}

/// The messages a table sent to its warning handler.
@MainActor
private final class WarningLog {
  var messages: [String] = []
}

@MainActor
@Suite("Hostile input: wrong rows")
struct HostileRowContentTests {
  /// Every section shape recycles measured cells in another order: the bug showed in some
  /// orders of a dictionary only, so several shapes and repeated batches are tried.
  nonisolated static let shapes: [[Int]] = [[4], [12], [3, 3, 3], [1, 20, 2], [5, 0, 7, 1], [30]]

  @Test("An empty batch on a self-sizing table leaves every cell showing its own row", arguments: shapes)
  func emptyBatchKeepsCellsOnTheirRows(shape: [Int]) {
    let warnings = WarningLog()
    let source = ModelSource(sections: shape)
    let table = makeTable(source, warnings: warnings)
    for round in 0..<4 {
      if round.isMultiple(of: 2) {
        table.performBatchUpdates({})
      } else {
        table.beginUpdates()
        table.endUpdates()
      }
      #expect(source.mismatchedCells(in: table) == [], "right after empty batch \(round)")
      table.layoutIfNeeded()
      #expect(source.mismatchedCells(in: table) == [], "after the layout of empty batch \(round)")
      // Scrolling brings rows in, which dequeue cells: none may be one still on screen.
      table.contentOffset.y = min(table.maximumContentOffsetY, CGFloat(round) * 90)
      table.layoutIfNeeded()
      #expect(source.mismatchedCells(in: table) == [], "after scrolling, round \(round)")
    }
    #expect(warnings.messages == [])
  }

  @Test("No cell is on screen twice or on screen and in a reuse queue after an empty batch")
  func noCellIsInTwoPlaces() {
    let warnings = WarningLog()
    let source = ModelSource(sections: [3, 3, 3, 3])
    let table = makeTable(source, warnings: warnings)
    table.performBatchUpdates({})
    table.layoutIfNeeded()
    let visible = table.visibleCells.map(ObjectIdentifier.init)
    #expect(Set(visible).count == visible.count)
    let queued = table.realizer.queuedCells.map(ObjectIdentifier.init)
    #expect(Set(visible).isDisjoint(with: queued))
  }

  @Test("A batch from inside cellForRowAt waits for the layout pass, and the table ends equal to the model")
  func batchFromCellForRowAt() {
    let warnings = WarningLog()
    let source = ModelSource(sections: [30])
    var invalid: [TableViewError] = []
    var inserted = 0
    source.duringCellRequest = { [unowned source] table, _ in
      guard inserted < 6 else { return }
      inserted += 1
      source.rows[0].append("added \(inserted)")
      table.insertRows(at: [IndexPath(row: source.rows[0].count - 1, section: 0)], with: .fade)
    }
    let table = makeTable(source, rowHeight: 44, warnings: warnings)
    table.invalidUpdateHandler = { invalid.append($0) }
    for _ in 0..<10 { table.layoutIfNeeded() }
    #expect(invalid.isEmpty)
    #expect(table.numberOfRows(inSection: 0) == source.rows[0].count)
    #expect(source.rows[0].count == 36)
    #expect(source.mismatchedCells(in: table) == [])
    #expect(
      warnings.messages.contains { $0.contains("cellForRowAt") && $0.contains("insertRows") },
      "\(warnings.messages)")
  }

  @Test("A deletion from inside cellForRowAt never makes the table ask for a row the model lost")
  func deletionFromCellForRowAt() {
    let warnings = WarningLog()
    let source = ModelSource(sections: [12])
    var deleted = 0
    source.duringCellRequest = { [unowned source] table, _ in
      guard deleted < 5 else { return }
      deleted += 1
      source.rows[0].removeLast()
      table.deleteRows(at: [IndexPath(row: source.rows[0].count, section: 0)], with: .automatic)
    }
    // The model's precondition traps on a request outside it: reaching the end is the test.
    let table = makeTable(source, warnings: warnings)
    for _ in 0..<10 { table.layoutIfNeeded() }
    #expect(table.numberOfRows(inSection: 0) == 7)
    #expect(source.mismatchedCells(in: table) == [])
  }

  @Test("reloadData from inside cellForRowAt is done after the pass instead of recursing")
  func reloadFromCellForRowAt() {
    let warnings = WarningLog()
    let source = ModelSource(sections: [40])
    source.duringCellRequest = { [unowned source] table, _ in
      source.rows[0][0] = "changed"
      table.reloadData()
    }
    let table = makeTable(source, warnings: warnings)
    for _ in 0..<5 { table.layoutIfNeeded() }
    #expect(table.numberOfRows(inSection: 0) == 40)
    #expect(source.mismatchedCells(in: table) == [])
    #expect(warnings.messages.contains { $0.contains("reloadData()") && $0.contains("cellForRowAt") })
    // Each frame does a bounded amount of work however often the data source asks again.
    let before = source.cellRequests
    table.layoutIfNeeded()
    #expect(source.cellRequests - before < 400)
  }

  @Test("A reload asked once from cellForRowAt settles: the table stops reloading")
  func singleReloadFromCellForRowAtSettles() {
    let warnings = WarningLog()
    let source = ModelSource(sections: [40])
    var asked = false
    source.duringCellRequest = { [unowned source] table, _ in
      guard !asked else { return }
      asked = true
      source.rows[0] = (0..<50).map { "new \($0)" }
      table.reloadData()
    }
    let table = makeTable(source, rowHeight: 44, warnings: warnings)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 50)
    #expect(source.mismatchedCells(in: table) == [])
    let before = source.cellRequests
    table.layoutIfNeeded()
    #expect(source.cellRequests == before)
  }
}

@MainActor
@Suite("Hostile input: traps and unbounded work")
struct HostileGeometryTests {
  @Test("Heights of 1e308 and infinity are clamped with a warning, and the table draws")
  func enormousHeights() {
    let warnings = WarningLog()
    let source = ModelSource(sections: [20])
    source.height = { indexPath in indexPath.row == 2 ? 1e308 : 44 }
    let table = makeTable(source, rowHeight: 44, warnings: warnings)
    #expect(table.contentSize.height.isFinite)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height <= TableLayout.maximumItemHeight)
    #expect(warnings.messages.contains { $0.contains("1e+308") })
    var list = DrawList()
    table.render(into: &list)
    table.contentOffset.y = table.maximumContentOffsetY
    table.layoutIfNeeded()
    table.render(into: &list)
    #expect(list.commands.isEmpty == false)
  }

  @Test("An infinite or NaN frame draws a bounded list and asks for a bounded number of cells")
  func nonFiniteFrames() {
    for size in [
      CGSize(width: 320, height: CGFloat.infinity), CGSize(width: CGFloat.infinity, height: 480),
      CGSize(width: 320, height: CGFloat.nan), CGSize(width: 1e300, height: 1e300),
    ] {
      let warnings = WarningLog()
      let source = ModelSource(sections: [100_000])
      let table = makeTable(source, rowHeight: 44, size: size, warnings: warnings)
      var list = DrawList()
      table.render(into: &list)
      #expect(list.commands.count < 100_000, "frame \(size)")
      #expect(source.cellRequests < 2_000, "frame \(size)")
      #expect(!warnings.messages.isEmpty, "frame \(size) is reported")
    }
  }

  @Test("A data source claiming Int.max rows is capped with a warning and shows rows mid-table")
  func intMaxRows() {
    let warnings = WarningLog()
    let source = InfiniteSource()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.rowHeight = 44
    table.warningHandler = { warnings.messages.append($0) }
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == TableView.maximumRowCount)
    #expect(warnings.messages.contains { $0.contains("\(Int.max)") })
    table.contentOffset.y = table.contentSize.height / 2
    table.layoutIfNeeded()
    #expect(!table.visibleCells.isEmpty)
    let rows = (table.indexPathsForVisibleRows ?? []).map(\.row)
    #expect(rows.allSatisfy { $0 > 1_000_000 })
    #expect(table.visibleCells.allSatisfy { $0.textLabel?.text?.hasPrefix("row ") == true })
  }
}

/// A data source that claims as many rows as `Int` can count.
@MainActor
private final class InfiniteSource: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Int.max }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "row \(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite("Hostile input: silent batches")
struct HostileBatchTests {
  @Test("A beginUpdates() never closed is reported after a layout pass, naming where it began")
  func unclosedBatchIsReported() {
    let warnings = WarningLog()
    let source = ModelSource(sections: [5])
    let table = makeTable(source, rowHeight: 44, warnings: warnings)
    table.beginUpdates()
    source.rows[0].append("late")
    table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
    table.layoutIfNeeded()
    table.layoutIfNeeded()
    let reports = warnings.messages.filter { $0.contains("beginUpdates()") }
    #expect(reports.count == 1, "reported once: \(warnings.messages)")
    #expect(reports.first?.contains("HostileInputTests.swift") == true)
    #expect(reports.first?.contains("endUpdates()") == true)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 6)
  }
}

@MainActor
@Suite("Hostile input: reuse under churn")
struct ReuseUnderChurnTests {
  @Test(
    "Reloads, batches and self-sizing take cells from the reuse queues: cells created stay near the rows on screen",
    arguments: [true, false])
  func cellsCreatedStayBounded(selfSizing: Bool) {
    let rowHeight: CGFloat = selfSizing ? TableView.automaticDimension : 44
    let warnings = WarningLog()
    let source = ModelSource(sections: [300, 200])
    let table = makeTable(source, rowHeight: rowHeight, warnings: warnings)
    let clock = table.clock as! ManualClock
    var generator = SeededGenerator(seed: 7)
    for step in 0..<600 {
      switch step % 6 {
      case 0:
        table.reloadData()
      case 1:
        table.performBatchUpdates({})
      case 2:
        let row = Int.random(in: 0..<source.rows[0].count, using: &generator)
        source.rows[0].insert("new \(step)", at: row)
        table.insertRows(at: [IndexPath(row: row, section: 0)], with: .fade)
      case 3:
        let row = Int.random(in: 0..<source.rows[0].count, using: &generator)
        source.rows[0].remove(at: row)
        table.deleteRows(at: [IndexPath(row: row, section: 0)], with: .left)
      case 4:
        table.reloadRows(at: Array((table.indexPathsForVisibleRows ?? []).prefix(3)), with: .fade)
      default:
        table.contentOffset.y = CGFloat.random(in: 0...table.maximumContentOffsetY, using: &generator)
      }
      clock.advance(by: 1 / 60)
      table.layoutIfNeeded()
    }
    // A screen of 480 points holds 11 rows of 44 plus overscan; fading reloads and deletions
    // hold a few more while they animate.
    #expect(table.createdCellCount < 60, "created \(table.createdCellCount)")
    #expect(source.mismatchedCells(in: table) == [])
  }
}
