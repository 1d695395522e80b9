import Foundation
import TableKit

/// Whether cells are reused under churn: frames of scrolling with random inserts, deletes,
/// reloads of rows, empty batches and whole reloads, on a self-sizing table and on one of fixed
/// heights. The figure is how many cells the table made against how many rows it shows at
/// once: with reuse it stays a small multiple, however many frames run.
enum ReuseBenchmarks {
  static let suite = BenchmarkSuite(
    name: "reuse",
    summary: "cells created over 10,000 frames of scrolling and random updates",
    run: { MainActor.assumeIsolated { run() } })

  /// A model of numbered rows whose cells come from the reuse queue.
  @MainActor
  final class ChurningRows: TableViewDataSource {
    var rows: [String]
    init(count: Int) { rows = (0..<count).map { "Row \($0)" } }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row")
        ?? TableViewCell(style: .subtitle, reuseIdentifier: "row")
      cell.textLabel?.text = rows[indexPath.row]
      cell.detailTextLabel?.text = indexPath.row.isMultiple(of: 3) ? "a second line" : nil
      return cell
    }
  }

  static let frames = 10_000

  @MainActor
  static func run() -> [BenchmarkResult] {
    var results = ResultBuilder(suite: "reuse")
    for selfSizing in [true, false] {
      progress("reuse: \(selfSizing ? "self-sizing" : "fixed heights"), \(frames) frames")
      let (realized, created) = churn(selfSizing: selfSizing)
      results.add(
        "cells created, \(selfSizing ? "self-sizing rows" : "rows of 44 pt")", unit: "cells",
        small: ("rows with cells at once", Double(realized)),
        large: ("cells ever created", Double(created)), maximumRatio: 4,
        note: "390×844 pt; every frame scrolls or inserts, deletes, reloads rows or the table")
    }
    return results.results
  }

  /// Runs the churn and returns the most rows that had cells at once and the cells created.
  @MainActor
  static func churn(selfSizing: Bool) -> (realized: Int, created: Int) {
    let source = ChurningRows(count: 2_000)
    let clock = ManualClock()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.clock = clock
    table.rowHeight = selfSizing ? TableView.automaticDimension : 44
    table.warningHandler = { progress("reuse: warning: \($0)") }
    table.dataSource = source
    table.layoutIfNeeded()
    var generator = SplitMix64(seed: 11)
    var realized = 0
    for frame in 0..<frames {
      let row = Int.random(in: 0..<source.rows.count, using: &generator)
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        source.rows.insert("New \(frame)", at: row)
        table.insertRows(at: [IndexPath(row: row, section: 0)], with: .fade)
      case 1:
        source.rows.remove(at: row)
        table.deleteRows(at: [IndexPath(row: row, section: 0)], with: .left)
      case 2:
        table.reloadRows(at: Array((table.indexPathsForVisibleRows ?? []).prefix(2)), with: .fade)
      case 3:
        table.performBatchUpdates({})
      case 4 where frame.isMultiple(of: 50):
        table.reloadData()
      default:
        let step = CGFloat.random(in: -400...400, using: &generator)
        let y = min(max(0, table.contentOffset.y + step), table.maximumContentOffsetY)
        table.contentOffset = CGPoint(x: 0, y: y)
      }
      clock.advance(by: 1 / 60)
      table.layoutIfNeeded()
      let nearby = table.indexPathsForRows(in: table.bounds.insetBy(dx: 0, dy: -44)) ?? []
      realized = max(realized, nearby.count)
    }
    return (realized, table.createdCellCount)
  }
}
