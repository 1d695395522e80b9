import Foundation
import Testing

@testable import TableKit

/// Issue 24, item 4: a `contentInset` that is not finite trapped at the next layout. It is
/// refused at the property: the inset stays as it was, and a warning names the bad value.
@MainActor
@Suite struct ContentInsetRefusalTests {
  nonisolated static let refused: [EdgeInsets] = [
    EdgeInsets(top: .nan), EdgeInsets(left: .infinity), EdgeInsets(bottom: -.infinity),
    EdgeInsets(top: 10, left: 0, bottom: 10, right: .nan),
  ]

  @Test(arguments: refused)
  func aNonFiniteInsetIsRefusedWithAWarning(inset: EdgeInsets) {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scroll.contentSize = CGSize(width: 300, height: 2000)
    let kept = EdgeInsets(top: 20, left: 0, bottom: 8, right: 0)
    scroll.contentInset = kept
    let warnings = GeometryWarnings.warnings { scroll.contentInset = inset }
    #expect(scroll.contentInset == kept)
    #expect(warnings.count == 1)
    let message = warnings.first?.message ?? ""
    #expect(message.contains("contentInset"), "\(message)")
    #expect(message.contains("nan") || message.contains("inf"), "\(message)")
    scroll.layoutIfNeeded()
    #expect(scroll.contentOffset.x.isFinite && scroll.contentOffset.y.isFinite)
  }

  @Test func aTableGivenANaNInsetStillLaysOutAndScrolls() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let source = CountingSource(rows: 200)
    table.dataSource = source
    table.layoutIfNeeded()
    let warnings = GeometryWarnings.warnings {
      table.contentInset = EdgeInsets(top: .nan, left: 0, bottom: .nan, right: 0)
    }
    #expect(warnings.count == 1)
    #expect(table.contentInset == .zero)
    table.scrollToRow(at: IndexPath(row: 150, section: 0), at: .middle, animated: false)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y.isFinite && table.contentOffset.y > 0)
    #expect(!table.visibleCells.isEmpty)
  }

  @Test func finiteInsetsIncludingNegativeOnesAreKeptWithoutAWarning() {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let inset = EdgeInsets(top: -10, left: 1e6, bottom: 0, right: 3)
    let warnings = GeometryWarnings.warnings { scroll.contentInset = inset }
    #expect(scroll.contentInset == inset)
    #expect(warnings.isEmpty)
  }
}

/// A one-section data source of numbered rows.
@MainActor
final class CountingSource: TableViewDataSource {
  let rows: Int
  init(rows: Int) { self.rows = rows }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}
