import Foundation
import Testing

@testable import TableKit

/// `reconfigureRows(at:)`: the data source is asked again for rows on screen and fills in their
/// own cells, with no reload animation.
@MainActor
@Suite(.serialized) struct TableReconfigureTests {
  @Test func aReconfiguredRowKeepsItsCellAndSelectionAndShowsTheNewContent() {
    let fixture = TableUpdateTests.Fixture([["A", "B", "C"]])
    let path = IndexPath(row: 1, section: 0)
    fixture.table.selectRow(at: path, animated: false, scrollPosition: .none)
    let cell = fixture.table.cellForRow(at: path)
    fixture.source.sections[0][1] = "B2"
    fixture.table.reconfigureRows(at: [path])
    #expect(fixture.table.cellForRow(at: path) === cell)
    #expect(cell?.textLabel?.text == "B2")
    #expect(fixture.table.animator.disappearingRows.isEmpty)
    #expect(!fixture.table.hasRunningRowAnimations)
    fixture.step(0.1)
    #expect(fixture.table.indexPathsForSelectedRows == [path])
    #expect(cell?.isSelected == true)
  }

  @Test func aRowOutsideTheTableIsIgnoredWithAMessage() {
    let fixture = TableUpdateTests.Fixture([["A"]])
    var warnings: [String] = []
    fixture.table.warningHandler = { warnings.append($0) }
    fixture.table.reconfigureRows(at: [IndexPath(row: 3, section: 0)])
    #expect(warnings.count == 1)
    #expect(fixture.title(at: 0) == "A")
  }

  /// A data source that makes a new cell every time.
  final class FreshCellSource: TableViewDataSource {
    var titles = ["A", "B"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      titles.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = titles[indexPath.row]
      return cell
    }
  }

  @Test func aDataSourceThatGivesAnotherCellHasItShownInTheRowsPlace() {
    let source = FreshCellSource()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.rowHeight = 44
    table.dataSource = source
    table.layoutIfNeeded()
    let path = IndexPath(row: 1, section: 0)
    let old = table.cellForRow(at: path)
    source.titles[1] = "B2"
    table.reconfigureRows(at: [path])
    table.layoutIfNeeded()
    let new = table.cellForRow(at: path)
    #expect(new !== old)
    #expect(new?.textLabel?.text == "B2")
    #expect(new?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
    #expect(old?.superview == nil)
  }
}
