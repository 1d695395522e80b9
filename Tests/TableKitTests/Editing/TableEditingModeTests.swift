import Foundation
import Testing

@testable import TableKit

/// Entering and leaving editing mode: what each row learns from the data source and delegate,
/// and the animation of the controls coming in.
@MainActor
@Suite struct TableEditingModeTests {
  @Test func eachVisibleRowGetsItsEditingStyleFromTheDelegateAndNoneWhereItCannotBeEdited() {
    let harness = EditingHarness(rows: 4) { source in
      source.styles[IndexPath(row: 1, section: 0)] = .insert
      source.uneditable = [IndexPath(row: 2, section: 0)]
    }
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    let styles: [TableViewCell.EditingStyle] = [.delete, .insert, .none, .delete]
    #expect((0..<4).map { harness.cell($0)?.editingStyle ?? .delete } == styles)
    // As in UIKit, a row the data source cannot edit stays out of editing (issue 28).
    #expect((0..<4).map { harness.cell($0)?.isEditing } == [true, true, false, true])
    #expect(harness.cell(2)?.editingControl.isHidden == true)
  }

  @Test func rowsThatComeOnScreenWhileEditingAreEditingToo() {
    let harness = EditingHarness(rows: 40) { $0.styles[IndexPath(row: 30, section: 0)] = .insert }
    harness.table.setEditing(true, animated: false)
    harness.table.contentOffset = CGPoint(x: 0, y: 1000)
    harness.table.layoutIfNeeded()
    let cell = harness.cell(30)
    #expect(cell?.isEditing == true)
    #expect(cell?.editingStyle == .insert)
    #expect(cell?.editingControl.isHidden == false)
    #expect(cell?.contentView.frame.minX == 38)
  }

  @Test func aReusedCellLeavesEditingWhenTheTableIsNotEditing() {
    let harness = EditingHarness(rows: 40)
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    harness.table.setEditing(false, animated: false)
    harness.table.contentOffset = CGPoint(x: 0, y: 1000)
    harness.table.layoutIfNeeded()
    #expect(harness.table.visibleCells.allSatisfy { !$0.isEditing })
  }

  @Test func theDelegateDecidesWhichRowsIndent() {
    let harness = EditingHarness(rows: 3) { $0.indents = [IndexPath(row: 0, section: 0)] }
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    #expect(harness.cell(0)?.contentView.frame.minX == 38)
    #expect(harness.cell(1)?.contentView.frame.minX == 0)
  }

  @Test func theReorderControlShowsWhereTheDataSourceLetsTheRowMove() {
    let harness = EditingHarness(rows: 3) { $0.movable = [IndexPath(row: 0, section: 0)] }
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    #expect(harness.cell(0)?.reorderControl.isHidden == false)
    #expect(harness.cell(1)?.reorderControl.isHidden == true)
  }

  @Test func aDataSourceThatMovesRowsShowsTheGrabberWithoutTheCellsShowsReorderControl() {
    // As on iOS, implementing `moveRowAt` is enough (issue 13); `canMoveRowAt` still decides.
    let harness = EditingHarness(rows: 2) {
      $0.showsReorderControl = false
      $0.movable = [IndexPath(row: 0, section: 0)]
    }
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    #expect(harness.cell(0)?.reorderControl.isHidden == false)
    #expect(harness.cell(1)?.reorderControl.isHidden == true)
  }

  @Test func theDeleteButtonTitleComesFromTheDelegate() {
    let harness = EditingHarness(rows: 2) { $0.deleteTitle = "Remove" }
    harness.table.setEditing(true, animated: false)
    #expect(harness.cell(0)?.editingState.deleteTitle == "Remove")
    harness.source.deleteTitle = ""
    harness.table.setEditing(false, animated: false)
    harness.table.setEditing(true, animated: false)
    #expect(harness.cell(0)?.editingState.deleteTitle == "Delete", "an empty title falls back")
  }

  @Test func enteringEditingSlidesTheControlsInAndIndentsOverPointThreeSeconds() {
    let harness = EditingHarness(rows: 3)
    harness.table.setEditing(true, animated: true)
    harness.table.layoutIfNeeded()
    let cell = harness.cell(0)
    #expect(cell?.editingControl.frame.minX == -23, "it starts 38 points further out")
    #expect(cell?.editingControl.alpha == 0)
    #expect(cell?.contentView.frame.minX == 0)
    #expect(cell?.reorderControl.frame.minX == 325)
    harness.run(for: 0.15)
    let x = cell?.editingControl.frame.minX ?? 0
    let indent = cell?.contentView.frame.minX ?? 0
    #expect(x > -23 && x < 15, "\(x)")
    #expect(indent > 0 && indent < 38, "\(indent)")
    #expect(abs(indent - 19) < 1, "halfway through ease-in-out is half the way")
    #expect(harness.table.needsAnimationFrame)
    harness.run(for: 0.15)
    #expect(cell?.editingControl.frame.minX == 15)
    #expect(cell?.editingControl.alpha == 1)
    #expect(cell?.contentView.frame.minX == 38)
    #expect(cell?.reorderControl.frame.minX == 287)
  }

  @Test func leavingEditingSlidesTheControlsOutAndTheAccessoryFadesBackIn() {
    let harness = EditingHarness(rows: 3) { $0.accessory = .disclosureIndicator }
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    let cell = harness.cell(0)
    #expect(cell?.accessoryMarks.isHidden == true, "the reorder control replaces the chevron")
    harness.table.setEditing(false, animated: true)
    // The grabber fades out as the chevron fades in, over the whole transition (issue 26).
    harness.run(for: 0.1)
    let grabber = cell?.reorderControl.alpha ?? 0
    let chevron = cell?.accessoryMarks.alpha ?? 0
    #expect(cell?.accessoryMarks.isHidden == false)
    #expect(grabber > 0 && grabber < 1, "\(grabber)")
    #expect(abs(grabber + chevron - 1) < 1e-9, "\(chevron)")
    harness.run(for: 0.25)
    #expect(cell?.accessoryMarks.alpha == 1)
    #expect(cell?.editingControl.isHidden == true)
    #expect(cell?.reorderControl.isHidden == true)
    #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 297, height: 44))
  }

  @Test func theSeparatorIndentsWithTheContent() {
    let harness = EditingHarness(rows: 3)
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    #expect(harness.cell(0)?.separatorInset.left == 53, "15 + 38")
  }

  /// A controller subclass that edits a list, as a ported UIKit controller would.
  @MainActor final class ListController: TableViewController {
    var rows = ["A", "B", "C"]
    var calls: [String] = []
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }
    override func tableView(
      _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      "Remove"
    }
    override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
      calls.append("willBeginEditing \(indexPath.row)")
    }
    // Rows swipe to delete only where `commit` is implemented, as on iOS (issue 13).
    override func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete else { return }
      rows.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  @Test func aControllerSubclassTogglesEditingAndOverridesTheEditingDelegateMethods() {
    let controller = ListController(style: .plain)
    let table: TableView = controller.tableView
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    table.screen = ViewTesting.screen()
    table.clock = ManualClock()
    table.rowHeight = 44
    controller.viewWillAppear(false)
    table.layoutIfNeeded()
    controller.setEditing(true, animated: false)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.isEditing == true)
    #expect(cell?.editingState.deleteTitle == "Remove")
    controller.setEditing(false, animated: false)
    table.handle(.pointerDown(id: 1, location: CGPoint(x: 300, y: 22), kind: .touch))
    for x in stride(from: 290, through: 200, by: -10) {
      table.handle(.pointerMoved(id: 1, location: CGPoint(x: CGFloat(x), y: 22), kind: .touch))
    }
    #expect(controller.calls == ["willBeginEditing 0"])
  }
}
