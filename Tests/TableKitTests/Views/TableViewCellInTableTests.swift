import Foundation
import Testing

@testable import TableKit

/// Cell looks that need the table's help. The table is the lead's; where it does not help yet,
/// the test is a known issue whose message says what the table should do.
@MainActor
@Suite
struct TableViewCellInTableTests {
  /// Rows of default cells with titles.
  private final class Rows: TableViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  private func table(rows: Int, clock: ManualClock = ManualClock()) -> (TableView, Rows) {
    let source = Rows(rows)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 3), style: .plain)
    table.clock = clock
    table.screen = ViewTesting.screen()
    table.rowHeight = 44
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, source)
  }

  /// The y of every hairline the table draws.
  private func separatorYs(of table: TableView) -> [CGFloat] {
    var list = DrawList()
    table.render(into: &list)
    return list.commands.compactMap {
      if case .line(let from, _, _, _) = $0 { return from.y }
      return nil
    }
  }

  @Test func theTableGivesEachCellItsSeparatorInset() throws {
    let (table, source) = table(rows: 3)
    table.separatorInset = EdgeInsets(left: 40, right: 8)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.separatorInset == EdgeInsets(left: 40, right: 8))
    withExtendedLifetime(source) {}
  }

  @Test func aSelectedRowHidesItsSeparatorAndTheOneAboveIt() throws {
    let (table, source) = table(rows: 3)
    try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))).isSelected = true
    #expect(separatorYs(of: table) == [131])
    withExtendedLifetime(source) {}
  }

  @Test func theTableDrivesTheSelectionFadeOfItsCellsOnItsClock() throws {
    let clock = ManualClock()
    let (table, source) = table(rows: 3, clock: clock)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    cell.setSelected(true, animated: true)
    table.layoutIfNeeded()
    clock.advance(by: Metrics.selectionFadeDuration)
    table.layoutIfNeeded()
    #expect(cell.selectionOpacity == 1)
    withExtendedLifetime(source) {}
  }
}
