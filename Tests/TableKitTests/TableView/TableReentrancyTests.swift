import Foundation
import Testing

@testable import TableKit

/// A data source and delegate that ask the table about itself from inside its callbacks, as
/// UIKit code often does (rounding the last row's corners, sizing from a neighbour's rect).
@MainActor
final class QueryingSource: TableViewDataSource, TableViewDelegate {
  var rows: [Int]
  var answers = 0

  init(rows: [Int]) { self.rows = rows }

  /// Every query a callback might make; the answers are only counted.
  func ask(_ table: TableView, about indexPath: IndexPath) {
    answers += table.numberOfSections + table.numberOfRows(inSection: indexPath.section)
    answers += Int(table.rectForRow(at: indexPath).height)
    answers += Int(table.rectForSection(indexPath.section).height)
    answers += table.indexPathsForVisibleRows?.count ?? 0
    answers += table.visibleCells.count
    answers += table.cellForRow(at: indexPath) == nil ? 0 : 1
    answers += table.indexPathForRow(at: CGPoint(x: 10, y: table.contentOffset.y + 10))?.row ?? 0
    answers += Int(table.contentSize.height)
    answers += table.indexPathsForSelectedRows?.count ?? 0
  }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    ask(tableView, about: indexPath)
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .subtitle, reuseIdentifier: "row")
    let isLast = indexPath.row == tableView.numberOfRows(inSection: indexPath.section) - 1
    cell.textLabel?.text = "Row \(indexPath.row)\(isLast ? " (last)" : "")"
    cell.detailTextLabel?.text = String(repeating: "words ", count: indexPath.row % 7)
    cell.detailTextLabel?.numberOfLines = 0
    return cell
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    ask(tableView, about: indexPath)
    return indexPath.row % 3 == 0 ? TableView.automaticDimension : 40 + CGFloat(indexPath.row % 5)
  }
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    ask(tableView, about: indexPath)
  }
}

/// Queries made from inside the data source's and delegate's callbacks (while the table
/// measures estimated rows, applies an update or reloads) are answered, never trapped on.
@MainActor
@Suite struct TableReentrancyTests {
  @Test(arguments: [false, true])
  func callbacksMayQueryTheTableWhileItMeasuresUpdatesAndReloads(estimated: Bool) {
    let source = QueryingSource(rows: [30, 0, 200, 5])
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let clock = ManualClock()
    table.clock = clock
    table.estimatedRowHeight = estimated ? 44 : 0
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    func frames(_ count: Int) {
      for _ in 0..<count {
        clock.advance(by: 1.0 / 60)
        table.layoutIfNeeded()
      }
    }
    for y in stride(from: CGFloat(0), through: 4_000, by: 333) {
      table.contentOffset.y = y
      table.layoutIfNeeded()
    }
    table.scrollToRow(at: IndexPath(row: 150, section: 2), at: .middle, animated: true)
    frames(30)
    source.rows[2] += 2
    table.insertRows(
      at: [IndexPath(row: 140, section: 2), IndexPath(row: 160, section: 2)], with: .fade)
    frames(10)
    source.rows[0] -= 1
    table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .left)
      table.reloadRows(at: [IndexPath(row: 150, section: 2)], with: .automatic)
    }
    frames(30)
    table.reloadData()
    frames(2)
    #expect(source.answers > 0)
    #expect(table.numberOfRows(inSection: 2) == 202)
    #expect(table.visibleCells.allSatisfy { $0.textLabel?.text?.hasPrefix("Row") == true })
  }
}
