import Foundation
import Testing

@testable import TableKit

/// A data source over an editable model of titled rows, for batch updates.
@MainActor
final class ModelTableSource: TableViewDataSource, TableViewDelegate {
  var sections: [[String]]
  /// Whether titles wrap onto as many lines as they need (for self-sizing rows).
  var wrapsTitles = false
  /// The sections' header titles, by section; none past its end.
  var headerTitles: [String] = []
  init(_ sections: [[String]]) { self.sections = sections }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }
  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.numberOfLines = wrapsTitles ? 0 : 1
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }
}

/// Inserts, deletes, reloads and moves: validated in UIKit's words, animated for 0.3 s, with
/// cells, selection and layout following their rows.
@MainActor
@Suite struct TableUpdateTests {
  @MainActor struct Fixture {
    let table: TableView
    let source: ModelTableSource
    let clock = ManualClock(now: 10)

    init(_ sections: [[String]], style: TableView.Style = .plain, headerTitles: [String] = []) {
      source = ModelTableSource(sections)
      source.headerTitles = headerTitles
      table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
      table.rowHeight = 44
      table.clock = clock
      table.dataSource = source
      table.delegate = source
      table.layoutIfNeeded()
    }

    func step(_ seconds: TimeInterval) {
      clock.advance(by: seconds)
      table.layoutIfNeeded()
    }

    func title(at row: Int, section: Int = 0) -> String? {
      table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text
    }
  }

  static let letters = (0..<8).map { String(UnicodeScalar(UInt8(65 + $0))) }

  @Test func aDeletedRowAnimatesOutWhileTheRowsBelowCloseTheGap() {
    let fixture = Fixture([Self.letters])
    let cellC = fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))
    fixture.source.sections[0].remove(at: 1)
    fixture.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    fixture.step(0.15)
    // Halfway: C glides up from 88 toward 44, the deleted B is still drawn, fading.
    let y = cellC?.frame.minY ?? 0
    #expect(y > 44 && y < 88, "C is at \(y)")
    #expect(fixture.table.animator.disappearingRows.count == 1)
    let fading = fixture.table.animator.disappearingRows.first?.cell.alpha ?? 1
    #expect(fading > 0 && fading < 1)
    fixture.step(0.2)
    #expect(cellC?.frame.minY == 44)
    #expect(fixture.table.animator.disappearingRows.isEmpty)
    #expect(fixture.title(at: 1) == "C")
    #expect(fixture.table.numberOfRows(inSection: 0) == 7)
  }

  @Test func anInsertedRowFadesInAtItsPlace() {
    let fixture = Fixture([Self.letters])
    fixture.source.sections[0].insert("New", at: 2)
    fixture.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    fixture.step(1.0 / 60)
    let cell = fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(cell?.textLabel?.text == "New")
    #expect(cell?.frame.minY == 88)
    #expect((cell?.alpha ?? 1) < 0.1)
    fixture.step(0.3)
    #expect(cell?.alpha == 1)
    #expect(fixture.title(at: 3) == "C")
  }

  @Test func automaticDeletesAtTheEndOfASectionSlideUpBehindTheRowAbove() {
    let fixture = Fixture([Self.letters])
    fixture.source.sections[0].removeLast()
    fixture.table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
    fixture.step(0.3 - 1e-6)
    let leaving = fixture.table.animator.disappearingRows.first?.cell
    // `.top`: it ends fully behind row G, whose bottom is at 7 × 44.
    #expect(abs((leaving?.frame.minY ?? 0) - (7 * 44 - 44)) < 0.5)
    #expect(leaving?.alpha == 1)
  }

  @Test func leftAndRightMoveRowsByTheTablesWidth() {
    let fixture = Fixture([Self.letters])
    fixture.source.sections[0].remove(at: 0)
    fixture.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    fixture.step(0.3 - 1e-6)
    let leaving = fixture.table.animator.disappearingRows.first?.cell
    #expect(abs((leaving?.frame.minX ?? 0) + 320) < 0.5)
  }

  @Test func anUpdateMidAnimationNeverJumps() {
    let fixture = Fixture([Self.letters])
    let cellE = fixture.table.cellForRow(at: IndexPath(row: 4, section: 0))
    fixture.source.sections[0].remove(at: 0)
    fixture.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    var positions: [CGFloat] = []
    for frame in 0..<40 {
      if frame == 8 {
        fixture.source.sections[0].insert("X", at: 0)
        fixture.source.sections[0].insert("Y", at: 0)
        fixture.table.insertRows(
          at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .top)
      }
      fixture.step(1.0 / 60)
      positions.append(cellE?.frame.minY ?? 0)
    }
    let steps = zip(positions, positions.dropFirst()).map { abs($1 - $0) }
    #expect((steps.max() ?? 0) < 12, "largest step \(steps.max() ?? 0) in \(positions)")
    #expect(positions.last == CGFloat(5 * 44), "E ends one row lower than it started")
  }

  @Test func movedRowsKeepTheirCellAndSelection() {
    let fixture = Fixture([Self.letters, ["x", "y"]])
    fixture.table.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    let cellB = fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))
    let moved = fixture.source.sections[0].remove(at: 1)
    fixture.source.sections[1].insert(moved, at: 1)
    fixture.table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
    fixture.step(0.4)
    #expect(fixture.table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
    #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellB)
    #expect(fixture.title(at: 1, section: 1) == "B")
  }

  @Test func anInvalidBatchIsReportedInUIKitsWordsAndTheTableResynchronizes() {
    let fixture = Fixture([Self.letters])
    var errors: [TableViewError] = []
    fixture.table.invalidUpdateHandler = { errors.append($0) }
    // The model gains two rows but the batch inserts one.
    fixture.source.sections[0] += ["I", "J"]
    var finished: Bool?
    fixture.table.performBatchUpdates(
      {
        fixture.table.insertRows(at: [IndexPath(row: 8, section: 0)], with: .automatic)
      }, completion: { finished = $0 })
    #expect(
      errors == [
        .invalidUpdate(
          "Invalid update: invalid number of rows in section 0. The number of rows contained in "
            + "an existing section after the update (10) must be equal to the number of rows "
            + "contained in that section before the update (8), plus or minus the number of rows "
            + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
            + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
      ])
    #expect(finished == false)
    #expect(fixture.table.numberOfRows(inSection: 0) == 10, "reloaded from the data source")
    fixture.step(0.1)
    #expect(fixture.title(at: 9) == "J")
  }

  @Test func aBatchCompletesAfterItsAnimation() {
    let fixture = Fixture([Self.letters])
    var finished: Bool?
    fixture.table.performBatchUpdates(
      {
        fixture.source.sections[0].remove(at: 3)
        fixture.source.sections[0].append("Z")
        fixture.table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .middle)
        fixture.table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .bottom)
      }, completion: { finished = $0 })
    fixture.step(0.2)
    #expect(finished == nil)
    fixture.step(0.15)
    #expect(finished == true)
    #expect(fixture.title(at: 7) == "Z")
  }

  @Test func insertingAndDeletingSectionsFadesThemAndUpdatesTheLayout() {
    let fixture = Fixture([["a", "b"], ["c"]])
    fixture.source.sections.insert(["n1", "n2"], at: 1)
    fixture.table.insertSections(IndexSet(integer: 1), with: .automatic)
    fixture.step(1.0 / 60)
    #expect(fixture.table.numberOfSections == 3)
    #expect((fixture.table.cellForRow(at: IndexPath(row: 0, section: 1))?.alpha ?? 1) < 0.2)
    fixture.step(0.4)
    #expect(fixture.title(at: 0, section: 2) == "c")
    fixture.source.sections.remove(at: 0)
    fixture.table.deleteSections(IndexSet(integer: 0), with: .fade)
    fixture.step(0.4)
    #expect(fixture.title(at: 0) == "n1")
  }

  @Test func reloadedRowsGetANewCellFromTheDataSource() {
    let fixture = Fixture([Self.letters])
    fixture.source.sections[0][2] = "Changed"
    fixture.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    fixture.step(1.0 / 60)
    #expect(fixture.title(at: 2) == "Changed")
  }

  /// Self-sizing rows are measured with a cell from the data source; a cell measured for an
  /// update must not stand for another row after the next update (before any frame).
  @Test func backToBackUpdatesMeasureEachRowWithItsOwnContent() {
    let fixture = Fixture([["Short"]])
    let table = fixture.table
    table.rowHeight = TableView.automaticDimension
    fixture.source.wrapsTitles = true
    fixture.step(1.0 / 60)
    let long = String(repeating: "many words that wrap ", count: 12)
    fixture.source.sections[0].insert("Also short", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    // No frame: the inserted row's measuring cell is still at hand when this arrives.
    fixture.source.sections[0][0] = long
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    fixture.step(1.0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 100)
    #expect(fixture.title(at: 0) == long)
  }

  @Test func headersGlideFromTheBatchTimeEvenWhenTheNextFrameComesLate() {
    // The tasks scene: a tap at one moment, the next frame half a second later. The header
    // below a deleted row glided from the first layout after the batch, so it still stood at
    // its old place, over the row that had moved up, and caught the next tap.
    let fixture = Fixture(
      [["A", "B", "C"], ["D", "E"]], style: .insetGrouped, headerTitles: ["One", "Two"])
    let header = fixture.table.headerView(forSection: 1)
    let before = header?.frame.minY ?? 0
    fixture.table.performBatchUpdates {
      fixture.source.sections[0].remove(at: 0)
      fixture.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    fixture.step(0.15)
    let halfway = header?.frame.minY ?? 0
    #expect(halfway < before && halfway > before - 44, "halfway at \(halfway)")
    fixture.step(0.35)
    #expect(fixture.table.headerView(forSection: 1) === header)
    #expect(header?.frame == fixture.table.rectForHeader(inSection: 1))
    #expect(!fixture.table.hasRunningRowAnimations)
  }

  @Test func headersOfAnUpdateAreInPlaceAtTheFirstFrameAfterItsDuration() {
    let fixture = Fixture(
      [["A", "B", "C"], ["D", "E"]], style: .grouped, headerTitles: ["One", "Two"])
    let header = fixture.table.headerView(forSection: 1)
    fixture.table.performBatchUpdates {
      fixture.source.sections[1].insert("Z", at: 0)
      fixture.source.sections[0].append("Y")
      fixture.table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
      fixture.table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
    }
    fixture.step(0.5)
    #expect(header?.frame == fixture.table.rectForHeader(inSection: 1))
  }
}
