import Foundation
import Testing

@testable import TableKit

/// Swipe to delete outside editing mode, on the second row (y 44–88) of a 320-point table.
@MainActor
@Suite struct SwipeToDeleteTests {
  private let y: CGFloat = 66

  /// Twenty rows A... on a 320 × 480 table.
  private func harness(
    layoutDirection: LayoutDirection = .leftToRight,
    configure: (EditingTableSource) -> Void = { _ in }
  ) -> EditingHarness {
    let names = (0..<20).map { "Row \($0)" }
    return EditingHarness([names], layoutDirection: layoutDirection, configure: configure)
  }

  /// Moves the finger along the row from x 300 through `xs`, a frame apart, without lifting.
  private func swipe(_ harness: EditingHarness, through xs: [CGFloat], kind: PointerKind = .touch) {
    harness.down(CGPoint(x: 300, y: y), kind: kind)
    for x in xs {
      harness.frame()
      harness.move(CGPoint(x: x, y: y), kind: kind)
    }
    harness.frame()
  }

  @Test func theRowDoesNotMoveUntilTheFingerHasTravelledTwentyFivePoints() {
    let harness = harness()
    swipe(harness, through: [290, 285, 276])
    let cell = harness.cell(1)
    #expect(cell?.presentedDeleteReveal == 0)
    #expect(harness.source.calls.isEmpty)
    harness.move(CGPoint(x: 265, y: y))
    harness.frame()
    #expect(cell?.presentedDeleteReveal == 10)
    #expect(cell?.contentView.frame.minX == -10)
    #expect(cell?.deleteConfirmationButton.frame.minX == 310)
    #expect(harness.source.calls == ["willBeginEditing 0.1"])
    #expect(harness.table.contentOffset.y == 0, "a sideways swipe does not scroll")
  }

  @Test func pastTheButtonTheRowFollowsWithResistance() {
    let harness = harness()
    swipe(harness, through: [285, 250, 200, 150, 93])
    // 207 points of travel: 25 to start, 82 to the button, then 100^0.7.
    let reveal = harness.cell(1)?.presentedDeleteReveal ?? 0
    #expect(abs(reveal - 107.1189) < 0.001, "\(reveal)")
  }

  @Test func aSlowReleasePastHalfTheButtonOpensIt() {
    let harness = harness()
    harness.drag(from: CGPoint(x: 300, y: y), by: CGPoint(x: -75, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    let cell = harness.cell(1)
    #expect(cell?.showingDeleteConfirmation == true)
    #expect(cell?.presentedDeleteReveal == 82)
    #expect(harness.source.calls == ["willBeginEditing 0.1"])
  }

  /// Issue 15: the demo's Escape and the kiosk's idle reset close a swiped row this way.
  @Test func leavingEditingWhenNotEditingClosesASwipedRow() {
    let harness = harness()
    harness.drag(from: CGPoint(x: 300, y: y), by: CGPoint(x: -75, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.showingDeleteConfirmation == true)
    harness.table.setEditing(false, animated: true)
    harness.run(for: 0.4)
    #expect(harness.cell(1)?.showingDeleteConfirmation == false)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(!harness.table.isEditing)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
  }

  @Test func aSlowReleaseShortOfHalfTheButtonClosesIt() {
    let harness = harness()
    harness.drag(from: CGPoint(x: 300, y: y), by: CGPoint(x: -55, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.showingDeleteConfirmation == false)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
  }

  @Test func aFlickOpensTheRowFromAnywhere() {
    let harness = harness()
    // 45 points in three frames: 20 points of reveal, short of half the button, at 900 pt/s.
    harness.drag(from: CGPoint(x: 300, y: y), by: CGPoint(x: -45, y: 0), duration: 0.05)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 82)
  }

  @Test func aFlickBackClosesAnOpenRow() {
    let harness = harness()
    harness.drag(
      from: CGPoint(x: 300, y: y), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 82)
    // Back 25 points fast: still 74 open, past half the button, but the flick closes it.
    harness.drag(from: CGPoint(x: 150, y: y), by: CGPoint(x: 25, y: 0), duration: 0.05)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
  }

  @Test func anOpenRowFollowsTheFingerFromWhereItIs() {
    let harness = harness()
    harness.drag(
      from: CGPoint(x: 300, y: y), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    harness.down(CGPoint(x: 100, y: y))
    harness.frame()
    // 11 points: the row follows by the one beyond the slop, no jump by the slop.
    harness.move(CGPoint(x: 111, y: y))
    harness.frame()
    #expect(harness.cell(1)?.presentedDeleteReveal == 81, "no jump by the slop")
    harness.move(CGPoint(x: 131, y: y))
    harness.frame()
    #expect(harness.cell(1)?.presentedDeleteReveal == 61)
  }

  @Test func aFullSwipeDeletesTheRow() {
    let harness = harness()
    harness.drag(from: CGPoint(x: 315, y: y), by: CGPoint(x: -300, y: 0), duration: 0.3)
    #expect(
      harness.source.calls == ["willBeginEditing 0.1", "commit delete 0.1", "didEndEditing 0.1"])
    #expect(harness.table.numberOfRows(inSection: 0) == 19)
    harness.run(for: 0.4)
    #expect(harness.title(1) == "Row 2")
  }

  @Test func theSelectionFollowsItsRowWhenASwipeDeletesOneAbove() {
    let harness = harness()
    harness.table.selectRow(
      at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    harness.drag(from: CGPoint(x: 315, y: y), by: CGPoint(x: -300, y: 0), duration: 0.3)
    harness.run(for: 0.4)
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(harness.cell(2)?.isSelected == true)
  }

  @Test func pastTheFullSwipeLineTheButtonStretchesAcrossTheRowAndBackingOffShrinksIt() {
    let harness = harness()
    harness.down(CGPoint(x: 315, y: y))
    for x in stride(from: 300, through: 20, by: -20) {
      harness.frame()
      harness.move(CGPoint(x: CGFloat(x), y: y))
    }
    harness.frame()
    harness.move(CGPoint(x: 15, y: y))
    harness.run(for: 0.2)
    #expect(harness.cell(1)?.presentedDeleteReveal == 320)
    harness.move(CGPoint(x: 100, y: y))
    harness.run(for: 0.2)
    let reveal = harness.cell(1)?.presentedDeleteReveal ?? 0
    #expect(reveal > 82 && reveal < 140, "\(reveal)")
    harness.up(CGPoint(x: 100, y: y))
    #expect(!harness.source.calls.contains { $0.hasPrefix("commit") })
  }

  @Test func aVerticalPanStillScrolls() {
    let harness = harness()
    harness.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: -40, y: -200), duration: 0.3)
    #expect(harness.table.contentOffset.y > 100)
    #expect(harness.source.calls == ["scrollViewWillBeginDragging"])
    #expect(harness.table.visibleCells.allSatisfy { $0.presentedDeleteReveal == 0 })
  }

  @Test func aRowThatCannotBeEditedDoesNotSwipe() {
    let harness = harness { $0.uneditable = [IndexPath(row: 1, section: 0)] }
    swipe(harness, through: [280, 250, 200])
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    let insert = self.harness { $0.styles[IndexPath(row: 1, section: 0)] = .insert }
    swipe(insert, through: [280, 250, 200])
    #expect(insert.cell(1)?.presentedDeleteReveal == 0, "only delete rows swipe")
  }

  @Test func thereIsNoSwipeInEditingMode() {
    let harness = harness()
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    swipe(harness, through: [280, 250, 200])
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
  }

  @Test func aMouseSwipesOnlyWhereMousePanningIsAllowed() {
    let harness = harness()
    swipe(harness, through: [280, 250, 200], kind: .mouse)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    harness.up(CGPoint(x: 200, y: y), kind: .mouse)
    harness.table.allowsMousePanning = true
    swipe(harness, through: [280, 250, 200], kind: .mouse)
    #expect(harness.cell(1)?.presentedDeleteReveal == 75)
  }

  @Test func rightToLeftTheRowSwipesRightAndTheButtonIsOnTheLeft() {
    let harness = harness(layoutDirection: .rightToLeft)
    harness.down(CGPoint(x: 20, y: y))
    for x: CGFloat in [40, 80, 110] {
      harness.frame()
      harness.move(CGPoint(x: x, y: y))
    }
    harness.frame()
    let cell = harness.cell(1)
    #expect(cell?.presentedDeleteReveal == 65)
    #expect(cell?.contentView.frame.minX == 65)
    #expect(cell?.deleteConfirmationButton.frame.maxX == 65)
    harness.run(for: 0.1)
    harness.up(CGPoint(x: 110, y: y))
    harness.run(for: 0.3)
    #expect(cell?.presentedDeleteReveal == 82)
    #expect(cell?.deleteConfirmationButton.frame == CGRect(x: 0, y: 0, width: 82, height: 44))
  }

  @Test func swipingAnotherRowClosesTheOpenOne() {
    let harness = harness()
    harness.drag(
      from: CGPoint(x: 300, y: y), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    harness.drag(
      from: CGPoint(x: 300, y: 154), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.cell(3)?.presentedDeleteReveal == 82)
    #expect(
      harness.source.calls == [
        "willBeginEditing 0.1", "didEndEditing 0.1", "willBeginEditing 0.3",
      ])
  }

  @Test func aTapOnTheOpenRowClosesItWithoutSelecting() {
    let harness = harness()
    harness.drag(
      from: CGPoint(x: 300, y: y), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    harness.tap(CGPoint(x: 100, y: y))
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.table.indexPathForSelectedRow == nil)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
  }

  @Test func tappingTheSwipedDeleteButtonDeletesTheRow() {
    let harness = harness()
    harness.drag(
      from: CGPoint(x: 300, y: y), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    harness.tap(CGPoint(x: 280, y: y))
    #expect(
      harness.source.calls == ["willBeginEditing 0.1", "commit delete 0.1", "didEndEditing 0.1"])
    #expect(harness.table.numberOfRows(inSection: 0) == 19)
  }

  @Test func enteringEditingModeMidSwipeEndsItAndTheRestOfThePanDoesNotScroll() {
    let harness = harness()
    swipe(harness, through: [280, 250, 200])
    harness.table.setEditing(true, animated: true)
    for y in stride(from: 80, through: 300, by: 20) {
      harness.frame()
      harness.move(CGPoint(x: 200, y: CGFloat(y)))
    }
    harness.up(CGPoint(x: 200, y: 300))
    harness.run(for: 0.4)
    #expect(harness.table.contentOffset.y == 0)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
  }

  @Test func aSwipedRowScrolledOffScreenEndsItsEditing() {
    let harness = harness()
    harness.drag(
      from: CGPoint(x: 300, y: y), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    harness.table.contentOffset = CGPoint(x: 0, y: 400)
    harness.table.layoutIfNeeded()
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
    harness.table.contentOffset = CGPoint(x: 0, y: 0)
    harness.table.layoutIfNeeded()
    #expect(harness.table.visibleCells.allSatisfy { $0.presentedDeleteReveal == 0 })
  }

  @Test func enteringEditingModeClosesASwipedRow() {
    let harness = harness()
    harness.drag(
      from: CGPoint(x: 300, y: y), by: CGPoint(x: -150, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    harness.table.setEditing(true, animated: true)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
  }
}
