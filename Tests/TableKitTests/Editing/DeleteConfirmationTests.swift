import Foundation
import Testing

@testable import TableKit

/// In editing mode: the delete control shows the Delete button, the Delete button commits, the
/// insert control commits an insertion, and any other touch closes the button.
@MainActor
@Suite struct DeleteConfirmationTests {
  /// Five rows A–E, editing, every control settled.
  private func editingHarness(configure: (EditingTableSource) -> Void = { _ in })
    -> EditingHarness
  {
    let harness = EditingHarness(rows: 5, configure: configure)
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    return harness
  }

  /// The delete control of `row`.
  private func control(_ row: Int) -> CGPoint { CGPoint(x: 26, y: 22 + 44 * CGFloat(row)) }

  @Test func tappingTheDeleteControlShowsTheDeleteButton() {
    let harness = editingHarness()
    harness.tap(control(0))
    let cell = harness.cell(0)
    #expect(cell?.showingDeleteConfirmation == true)
    harness.run(for: 0.3)
    #expect(cell?.presentedDeleteReveal == 82)
    #expect(cell?.deleteConfirmationButton.frame == CGRect(x: 238, y: 0, width: 82, height: 44))
    #expect(cell?.editingControl.rotation == 1)
    #expect(harness.source.calls.isEmpty, "no commit yet, and no swipe-editing calls")
  }

  @Test func theDeleteControlTurnsAsTheButtonOpens() {
    let harness = editingHarness()
    harness.tap(control(0))
    harness.run(for: 0.05)
    let rotation = harness.cell(0)?.editingControl.rotation ?? 0
    #expect(rotation > 0 && rotation < 1, "\(rotation)")
  }

  @Test func tappingTheDeleteButtonCommitsTheDeletion() {
    let harness = editingHarness()
    harness.tap(control(1))
    harness.run(for: 0.3)
    harness.tap(CGPoint(x: 280, y: 66))
    #expect(harness.source.calls == ["commit delete 0.1"])
    #expect(harness.table.numberOfRows(inSection: 0) == 4)
    harness.run(for: 0.4)
    #expect(harness.title(1) == "C")
  }

  @Test func tappingTheDeleteControlAgainClosesTheButton() {
    let harness = editingHarness()
    harness.tap(control(0))
    harness.run(for: 0.3)
    harness.tap(control(0))
    harness.run(for: 0.3)
    #expect(harness.cell(0)?.showingDeleteConfirmation == false)
    #expect(harness.cell(0)?.presentedDeleteReveal == 0)
    #expect(harness.cell(0)?.deleteConfirmationButton.isHidden == true)
  }

  @Test func tappingElsewhereClosesTheButtonAndSelectsNothing() {
    let harness = editingHarness()
    harness.table.allowsSelectionDuringEditing = true
    harness.tap(control(0))
    harness.run(for: 0.3)
    harness.tap(CGPoint(x: 160, y: 110))
    #expect(harness.cell(0)?.showingDeleteConfirmation == false)
    #expect(harness.table.indexPathForSelectedRow == nil)
    #expect(!harness.source.calls.contains { $0.hasPrefix("didSelect") })
    harness.tap(CGPoint(x: 160, y: 110))
    #expect(
      harness.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "then it selects")
  }

  @Test func tappingAnotherRowsDeleteControlOnlyClosesTheOpenButton() {
    let harness = editingHarness()
    harness.tap(control(0))
    harness.run(for: 0.3)
    harness.tap(control(2))
    #expect(harness.cell(0)?.showingDeleteConfirmation == false)
    #expect(harness.cell(2)?.showingDeleteConfirmation == false)
  }

  @Test func tappingTheInsertControlCommitsAnInsertion() {
    let harness = editingHarness { $0.styles[IndexPath(row: 1, section: 0)] = .insert }
    harness.tap(control(1))
    #expect(harness.source.calls == ["commit insert 0.1"])
    #expect(harness.table.numberOfRows(inSection: 0) == 6)
    #expect(harness.cell(1)?.showingDeleteConfirmation == false)
  }

  @Test func aDataSourceThatKeepsTheRowClosesTheButton() {
    let harness = editingHarness { $0.appliesCommits = false }
    harness.tap(control(0))
    harness.run(for: 0.3)
    harness.tap(CGPoint(x: 280, y: 22))
    #expect(harness.source.calls == ["commit delete 0.0"])
    harness.run(for: 0.3)
    #expect(harness.cell(0)?.showingDeleteConfirmation == false)
    #expect(harness.cell(0)?.presentedDeleteReveal == 0)
  }

  @Test func scrollingClosesTheDeleteButton() {
    let harness = EditingHarness(rows: 30)
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    harness.tap(control(0))
    harness.run(for: 0.3)
    harness.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -150), duration: 0.3)
    #expect(harness.table.contentOffset.y > 0)
    #expect(harness.cell(3)?.showingDeleteConfirmation == false)
    #expect(!harness.table.isShowingDeleteConfirmation)
  }

  @Test func leavingEditingClosesTheDeleteButton() {
    let harness = editingHarness()
    harness.tap(control(0))
    harness.run(for: 0.3)
    harness.table.setEditing(false, animated: true)
    harness.run(for: 0.3)
    #expect(harness.cell(0)?.showingDeleteConfirmation == false)
    #expect(harness.cell(0)?.presentedDeleteReveal == 0)
  }
}
