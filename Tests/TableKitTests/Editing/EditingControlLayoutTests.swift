import Foundation
import Testing

@testable import TableKit

/// Where a cell puts its editing parts: the delete or insert control, the indent, the reorder
/// control in the accessory's place, and the Delete button, in both layout directions.
@MainActor
@Suite struct EditingControlLayoutTests {
  /// A 320 × 44 cell titled "Title" in editing mode with `style`, laid out.
  private func editingCell(
    _ style: TableViewCell.EditingStyle = .delete,
    layoutDirection: LayoutDirection = .leftToRight,
    _ configure: (TableViewCell) -> Void = { _ in }
  ) -> TableViewCell {
    ViewTesting.cell(.default, layoutDirection: layoutDirection) { cell in
      cell.textLabel?.text = "Title"
      cell.editingStyle = style
      configure(cell)
      cell.setEditing(true, animated: false)
    }
  }

  @Test func theDeleteControlSitsFifteenFromTheLeadingEdgeAndTheContentIndentsBy38() {
    let cell = editingCell(.delete)
    #expect(!cell.editingControl.isHidden)
    #expect(cell.editingControl.style == .delete)
    #expect(cell.editingControl.frame == CGRect(x: 15, y: 11, width: 22, height: 22))
    #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 282, height: 44))
    #expect(cell.textLabel?.frame.minX == 15, "the title keeps its margin inside the content")
  }

  @Test func theDeleteControlIsARedCircleWithAWhiteBar() {
    let cell = editingCell(.delete)
    var list = DrawList()
    cell.editingControl.draw(in: &list)
    #expect(
      list.commands.first
        == .fillEllipse(CGRect(x: 0, y: 0, width: 22, height: 22), .destructiveRed))
    #expect(
      list.commands.dropFirst().first
        == .polyline([CGPoint(x: 6.25, y: 11), CGPoint(x: 15.75, y: 11)], lineWidth: 2.5, .white))
  }

  @Test func theInsertControlIsAGreenCircleWithAWhitePlus() {
    let cell = editingCell(.insert)
    var list = DrawList()
    cell.editingControl.draw(in: &list)
    #expect(
      list.commands.first == .fillEllipse(CGRect(x: 0, y: 0, width: 22, height: 22), .insertGreen))
    let bars = list.commands.filter {
      if case .polyline(_, 2.5, .white) = $0 { return true }
      return false
    }
    #expect(bars.count == 2)
  }

  @Test func aRowWithoutAnEditingStyleShowsNoControlButStillIndents() {
    let cell = editingCell(.none)
    #expect(cell.editingControl.isHidden)
    #expect(cell.contentView.frame.minX == 38)
  }

  @Test func aRowThatShouldNotIndentKeepsItsContentInPlace() {
    let cell = editingCell(.delete) { $0.shouldIndentWhileEditing = false }
    #expect(cell.contentView.frame.minX == 0)
    #expect(!cell.editingControl.isHidden)
  }

  @Test func theReorderControlTakesTheAccessorysPlaceFifteenFromTheTrailingEdge() {
    let cell = editingCell(.delete) { cell in
      cell.accessoryType = .disclosureIndicator
      cell.showsReorderControl = true
    }
    #expect(!cell.reorderControl.isHidden)
    #expect(cell.reorderControl.frame == CGRect(x: 287, y: 15, width: 18, height: 14))
    #expect(cell.accessoryMarks.isHidden)
    #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 249, height: 44))
    var list = DrawList()
    cell.reorderControl.draw(in: &list)
    #expect(
      list.commands
        == [0, 6, 12].map {
          .fillRect(CGRect(x: 0, y: $0, width: 18, height: 2), .reorderBars)
        })
  }

  @Test func theReorderControlNeedsTheDataSourcesPermission() {
    let cell = editingCell(.delete) { cell in
      cell.showsReorderControl = true
      cell.editingState.tableAllowsMove = false
    }
    #expect(cell.reorderControl.isHidden)
    #expect(cell.reorderControlHitRect == nil)
  }

  @Test func theReorderControlsTouchAreaIsThirtyPointsWiderAndAsTallAsTheRow() {
    let cell = editingCell(.delete) { $0.showsReorderControl = true }
    #expect(cell.reorderControlHitRect == CGRect(x: 272, y: 0, width: 48, height: 44))
  }

  @Test func theEditingAccessoryReplacesTheAccessoryAndWithoutOneTheAccessoryHides() {
    let plain = editingCell(.delete) { $0.accessoryType = .checkmark }
    #expect(plain.accessoryMarks.isHidden)
    #expect(plain.contentView.frame.maxX == 320)
    let kept = editingCell(.delete) { cell in
      cell.accessoryType = .checkmark
      cell.hidesAccessoryWhenEditing = false
    }
    #expect(!kept.accessoryMarks.isHidden)
    #expect(kept.accessoryMarks.type == .checkmark)
    let replaced = editingCell(.delete) { cell in
      cell.accessoryType = .checkmark
      cell.editingAccessoryType = .disclosureIndicator
    }
    #expect(replaced.accessoryMarks.type == .disclosureIndicator)
    #expect(!replaced.accessoryMarks.isHidden)
  }

  @Test func rightToLeftMirrorsTheControlsAndTheIndent() {
    let cell = editingCell(.delete, layoutDirection: .rightToLeft) { $0.showsReorderControl = true }
    #expect(cell.editingControl.frame == CGRect(x: 283, y: 11, width: 22, height: 22))
    #expect(cell.reorderControl.frame == CGRect(x: 15, y: 15, width: 18, height: 14))
    #expect(cell.contentView.frame == CGRect(x: 33, y: 0, width: 249, height: 44))
    #expect(cell.editingControlHitRect == CGRect(x: 268, y: 0, width: 52, height: 44))
    #expect(cell.reorderControlHitRect == CGRect(x: 0, y: 0, width: 48, height: 44))
  }

  /// Issue 26: as on iOS 7 and later, the whole row slides left for the button (iOS 6 laid the
  /// button over a narrowed row).
  @Test func inEditingModeTheWholeRowSlidesLeftToRevealTheDeleteButton() {
    let cell = editingCell(.delete)
    cell.showingDeleteConfirmation = true
    cell.setDeleteConfirmationReveal(82, animated: false)
    cell.layoutIfNeeded()
    #expect(!cell.deleteConfirmationButton.isHidden)
    #expect(cell.deleteConfirmationButton.frame == CGRect(x: 238, y: 0, width: 82, height: 44))
    #expect(cell.deleteConfirmationHitRect == CGRect(x: 238, y: 0, width: 82, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 38 - 82, y: 0, width: 282, height: 44))
    #expect(cell.contentView.frame.maxX == 238, "the content ends where the button starts")
    #expect(cell.textLabel?.frame.minX == 15, "the title keeps its place in the content")
    #expect(cell.subviews.last === cell.deleteConfirmationButton, "it is drawn over the rest")
    #expect(cell.editingControl.rotation == 1, "the bar stands upright")
    #expect(cell.editingControl.frame.minX == -67, "the control slides with the row (15 − 82)")
  }

  @Test func rightToLeftTheDeleteButtonOpensOnTheLeft() {
    let cell = editingCell(.delete, layoutDirection: .rightToLeft)
    cell.showingDeleteConfirmation = true
    cell.setDeleteConfirmationReveal(82, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.deleteConfirmationButton.frame == CGRect(x: 0, y: 0, width: 82, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 82, y: 0, width: 282, height: 44))
    #expect(cell.editingControl.frame.minX == 365)
  }

  @Test func theDeleteButtonDrawsItsWhiteTitleCentredOnRed() {
    let cell = editingCell(.delete)
    cell.editingState.deleteTitle = "Delete"
    cell.showingDeleteConfirmation = true
    cell.setDeleteConfirmationReveal(82, animated: false)
    cell.layoutIfNeeded()
    let runs = ViewTesting.textRuns(of: cell.deleteConfirmationButton)
    #expect(runs.map(\.string) == ["Delete"])
    // "Delete" is 6 × 9.35 = 56.1 wide: (82 − 56.1) / 2 = 12.95, rounded to the pixel.
    #expect(runs.first?.origin == CGPoint(x: 13, y: 12))
    #expect(runs.first?.color == .white)
    #expect(runs.first?.font == Metrics.deleteButtonFont)
  }

  @Test func inEditingModeTheDetailAndAccessorySlideLeftAndTheGrabberFadesAsItGoes() {
    let value = ViewTesting.cell(.value1) { cell in
      cell.textLabel?.text = "Title"
      cell.detailTextLabel?.text = "Detail"
      cell.editingStyle = .delete
      cell.editingAccessoryType = .checkmark
      cell.setEditing(true, animated: false)
      cell.showingDeleteConfirmation = true
      cell.setDeleteConfirmationReveal(82, animated: false)
    }
    // The checkmark moves from 291 to 209; the content ends 10 before it.
    #expect(value.accessoryMarks.frame.minX == 209)
    #expect(value.contentView.frame.maxX == 209)
    let grabbing = editingCell(.delete) { $0.showsReorderControl = true }
    #expect(grabbing.contentView.frame.maxX == 287)
    grabbing.showingDeleteConfirmation = true
    grabbing.setDeleteConfirmationReveal(20, animated: false)
    grabbing.layoutIfNeeded()
    #expect(grabbing.contentView.frame.maxX == 267, "the row follows the reveal")
    grabbing.setDeleteConfirmationReveal(82, animated: false)
    grabbing.layoutIfNeeded()
    #expect(grabbing.contentView.frame.maxX == 205)
    #expect(grabbing.reorderControl.frame.minX == 205, "it slides with the row: 287 − 82")
    #expect(grabbing.reorderControl.alpha == 0)
  }

  @Test func aLongDeleteTitleWidensTheButton() {
    let cell = editingCell(.delete)
    cell.editingState.deleteTitle = "Remove from list"
    // 16 × 9.35 = 149.6, plus 12 on either side.
    #expect(cell.deleteConfirmationButtonWidth == 174)
  }

  @Test func aSwipePastTheButtonStretchesItAndKeepsTheTitleNextToTheContent() {
    let cell = ViewTesting.cell(.default) { $0.textLabel?.text = "Title" }
    cell.showingDeleteConfirmation = true
    cell.setDeleteConfirmationReveal(120, animated: false)
    cell.layoutIfNeeded()
    #expect(cell.deleteConfirmationButton.frame == CGRect(x: 200, y: 0, width: 120, height: 44))
    #expect(cell.contentView.frame.minX == -120, "outside editing the content slides aside")
    #expect(cell.editingControl.isHidden, "no editing control outside editing")
    #expect(ViewTesting.textRuns(of: cell.deleteConfirmationButton).first?.origin.x == 13)
  }

  @Test func leavingEditingClosesTheDeleteButtonAndRemovesTheControls() {
    let cell = editingCell(.delete)
    cell.showingDeleteConfirmation = true
    cell.setDeleteConfirmationReveal(82, animated: false)
    cell.setEditing(false, animated: false)
    cell.layoutIfNeeded()
    #expect(!cell.showingDeleteConfirmation)
    #expect(cell.deleteConfirmationButton.isHidden)
    #expect(cell.editingControl.isHidden)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test func reuseClosesTheDeleteButton() {
    let cell = editingCell(.delete)
    cell.showingDeleteConfirmation = true
    cell.setDeleteConfirmationReveal(82, animated: false)
    cell.prepareForReuse()
    cell.layoutIfNeeded()
    #expect(cell.presentedDeleteReveal == 0)
    #expect(cell.deleteConfirmationButton.isHidden)
  }
}
