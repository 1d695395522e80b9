import Foundation
import Testing

@testable import TableKit

/// Dragging rows by their reorder controls: lifting, making room, autoscrolling, redirecting,
/// dropping and cancelling.
@MainActor
@Suite struct ReorderTests {
  /// Rows A, B, C... in editing mode, every row movable with a grabber.
  private func harness(rows: Int = 10, configure: (EditingTableSource) -> Void = { _ in })
    -> EditingHarness
  {
    let harness = EditingHarness(rows: rows, configure: configure)
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    return harness
  }

  /// The grabber of `row` (in view coordinates, unscrolled).
  private func grabber(_ row: Int) -> CGPoint { CGPoint(x: 296, y: 22 + 44 * CGFloat(row)) }

  /// Moves the dragging finger to `y` in a few frames.
  private func dragFinger(_ harness: EditingHarness, from start: CGFloat, to y: CGFloat) {
    for step in 1...6 {
      harness.frame()
      harness.move(CGPoint(x: 296, y: start + (y - start) * CGFloat(step) / 6))
    }
    harness.frame()
  }

  /// The titles of rows 0..<count as the table shows them.
  private func titles(_ harness: EditingHarness, _ count: Int, section: Int = 0) -> [String?] {
    (0..<count).map { harness.title($0, section: section) }
  }

  @Test func aTouchOnTheGrabberLiftsTheRowAtOnce() {
    let harness = harness()
    harness.down(grabber(1))
    let cell = harness.cell(1)
    #expect(harness.table.interaction.reorder != nil)
    #expect(cell?.alpha == Metrics.liftedRowAlpha)
    #expect(harness.table.liftedCellForDrawing?.cell === cell)
    harness.frame()
    var list = DrawList()
    harness.table.render(into: &list)
    let shadows = list.commands.filter {
      if case .shadow(CGRect(x: 0, y: 44, width: 320, height: 44), 0, let blur, _) = $0 {
        return blur == Metrics.reorderShadowBlur
      }
      return false
    }
    #expect(shadows.count == 2, "the lifted row casts a shadow above and below it")
  }

  @Test func theGrabbersTouchAreaIsItsWidthPlusThirtyPoints() {
    let harness = harness()
    harness.down(CGPoint(x: 272.5, y: 22))
    #expect(harness.table.interaction.reorder != nil)
    harness.up(CGPoint(x: 272.5, y: 22))
    harness.run(for: 0.4)
    harness.down(CGPoint(x: 271.5, y: 22))
    #expect(harness.table.interaction.reorder == nil)
  }

  @Test func thereIsNoGrabberOutsideEditingMode() {
    let harness = EditingHarness(rows: 5)
    harness.down(grabber(0))
    #expect(harness.table.interaction.reorder == nil)
  }

  @Test func theLiftedRowFollowsTheFingerFromItsFirstMove() {
    let harness = harness()
    harness.down(grabber(0))
    harness.frame()
    harness.move(CGPoint(x: 296, y: 27))
    harness.frame()
    #expect(harness.cell(0)?.frame.minY == 5, "no slop before the row moves")
    #expect(harness.table.contentOffset.y == 0)
  }

  @Test func theOtherRowsMakeRoomAsTheRowPassesThem() {
    let harness = harness()
    let b = harness.cell(1)
    harness.down(grabber(0))
    // A's centre at 52 is nearer the second place (centre 66) than the first (22).
    dragFinger(harness, from: 22, to: 52)
    #expect(harness.table.interaction.reorder?.current == IndexPath(row: 1, section: 0))
    #expect(harness.cell(0) === b)
    harness.run(for: 0.1)
    let y = b?.frame.minY ?? -1
    #expect(y > 0 && y < 44, "B glides up: \(y)")
    harness.run(for: 0.3)
    #expect(b?.frame.minY == 0)
    #expect(harness.source.calls.isEmpty, "the data source hears nothing before the drop")
  }

  @Test func theTableHasUncommittedUpdatesWhileADraggedRowIsAwayFromItsPlace() {
    let harness = harness()
    #expect(!harness.table.hasUncommittedUpdates)
    harness.down(grabber(0))
    #expect(!harness.table.hasUncommittedUpdates, "lifted, but still in its place")
    dragFinger(harness, from: 22, to: 22 + 44 * 2)
    #expect(harness.table.hasUncommittedUpdates)
    harness.up(CGPoint(x: 296, y: 22 + 44 * 2))
    #expect(!harness.table.hasUncommittedUpdates, "the drop told the data source")
  }

  @Test func droppingTellsTheDataSourceWhereTheRowWent() {
    let harness = harness()
    harness.down(grabber(0))
    dragFinger(harness, from: 22, to: 22 + 44 * 3)
    harness.up(CGPoint(x: 296, y: 22 + 44 * 3))
    #expect(harness.source.calls == ["move 0.0 to 0.3"])
    #expect(harness.source.sections[0].prefix(5) == ["B", "C", "D", "A", "E"])
    harness.run(for: 0.1)
    let a = harness.cell(3)
    #expect(harness.table.liftedCellForDrawing?.cell === a, "it settles above the others")
    harness.run(for: 0.3)
    #expect(titles(harness, 5) == ["B", "C", "D", "A", "E"])
    #expect(a?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
    #expect(a?.alpha == 1)
    #expect(harness.table.liftedCellForDrawing == nil)
    #expect(!harness.table.needsAnimationFrame)
  }

  @Test func droppingWhereTheRowStartedTellsTheDataSourceNothing() {
    let harness = harness()
    harness.down(grabber(2))
    dragFinger(harness, from: 110, to: 120)
    harness.up(CGPoint(x: 296, y: 120))
    #expect(harness.source.calls.isEmpty)
  }

  @Test func theDelegateCanRedirectTheRow() {
    let harness = harness { source in
      source.redirect = { _, proposed in
        IndexPath(row: min(proposed.row, 2), section: proposed.section)
      }
    }
    harness.down(grabber(0))
    dragFinger(harness, from: 22, to: 22 + 44 * 5)
    #expect(harness.table.interaction.reorder?.current == IndexPath(row: 2, section: 0))
    harness.up(CGPoint(x: 296, y: 22 + 44 * 5))
    #expect(harness.source.calls == ["move 0.0 to 0.2"])
    harness.run(for: 0.4)
    #expect(titles(harness, 4) == ["B", "C", "A", "D"])
  }

  @Test func aRedirectToNowhereLeavesTheRowWhereItIs() {
    var warnings: [String] = []
    let harness = harness { $0.redirect = { _, _ in IndexPath(row: 99, section: 0) } }
    harness.table.warningHandler = { warnings.append($0) }
    harness.down(grabber(0))
    dragFinger(harness, from: 22, to: 110)
    harness.up(CGPoint(x: 296, y: 110))
    #expect(harness.source.calls.isEmpty)
    #expect(!warnings.isEmpty)
  }

  @Test func aCancelledDragPutsTheRowBack() {
    let harness = harness()
    harness.down(grabber(0))
    dragFinger(harness, from: 22, to: 154)
    harness.send(.pointerCancelled(id: 1))
    harness.run(for: 0.4)
    #expect(harness.source.calls.isEmpty)
    #expect(titles(harness, 5) == ["A", "B", "C", "D", "E"])
    #expect(harness.cell(0)?.frame.minY == 0)
    #expect(harness.cell(0)?.alpha == 1)
  }

  @Test func leavingEditingPutsADraggedRowBack() {
    let harness = harness()
    harness.down(grabber(0))
    dragFinger(harness, from: 22, to: 154)
    harness.table.setEditing(false, animated: true)
    harness.up(CGPoint(x: 296, y: 154))
    harness.run(for: 0.4)
    #expect(harness.source.calls.isEmpty)
    #expect(titles(harness, 5) == ["A", "B", "C", "D", "E"])
  }

  @Test func aRowCanMoveIntoAnotherSection() {
    let harness = EditingHarness([["A", "B", "C"], ["D", "E"]])
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    harness.down(grabber(0))
    // Section 1 starts at 132; with A gone from section 0, its second place spans 132–176.
    dragFinger(harness, from: 22, to: 154)
    harness.up(CGPoint(x: 296, y: 154))
    #expect(harness.source.calls == ["move 0.0 to 1.1"])
    #expect(harness.source.sections == [["B", "C"], ["D", "A", "E"]])
    harness.run(for: 0.4)
    #expect(harness.table.numberOfRows(inSection: 0) == 2)
    #expect(titles(harness, 3, section: 1) == ["D", "A", "E"])
  }

  @Test func theHeadersBetweenGlideByTheRowsHeight() {
    let harness = EditingHarness([["A", "B"], ["C", "D"]]) { $0.headers = ["One", "Two"] }
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    let header = harness.table.headerView(forSection: 1)
    #expect(header?.frame.minY == 116)
    // A's grabber at 50; with A at the top of section 1 its centre would be at 122.
    harness.down(CGPoint(x: 296, y: 50))
    dragFinger(harness, from: 50, to: 122)
    #expect(harness.table.interaction.reorder?.current == IndexPath(row: 0, section: 1))
    harness.run(for: 0.1)
    let y = header?.frame.minY ?? 0
    #expect(y > 72 && y < 116, "\(y)")
    harness.run(for: 0.3)
    #expect(header?.frame.minY == 72)
    harness.up(CGPoint(x: 296, y: 122))
    #expect(harness.source.calls == ["move 0.0 to 1.0"])
    #expect(harness.source.sections == [["B"], ["A", "C", "D"]])
  }

  @Test func nearTheBottomEdgeTheTableScrollsAndTheRowComesAlong() {
    let harness = harness(rows: 40)
    harness.down(grabber(2))
    dragFinger(harness, from: 110, to: 470)
    harness.run(for: 0.5)
    let offset = harness.table.contentOffset.y
    #expect(offset > 200, "\(offset)")
    let session = harness.table.interaction.reorder
    #expect((session?.current.row ?? 0) > 10)
    // The row stays under the finger, 22 points above it as when it was lifted.
    let fingerGap = session.map { $0.liftedFrame.minY - offset } ?? 0
    #expect(abs(fingerGap - 448) < 1e-6, "\(fingerGap)")
    // Rows that came on screen meanwhile show the data source's rows in their new order.
    if let session {
      var model = harness.source.sections[0]
      model.insert(model.remove(at: 2), at: session.current.row)
      for cell in harness.table.visibleCells where cell !== session.cell {
        let row = harness.table.indexPath(for: cell)?.row ?? -1
        #expect(cell.textLabel?.text == model[row], "row \(row)")
      }
    }
    harness.up(CGPoint(x: 296, y: 470))
    let destination = session?.current.row ?? -1
    #expect(harness.source.calls == ["move 0.2 to 0.\(destination)"])
    #expect(!harness.table.needsAnimationFrame || harness.table.liftedCellForDrawing != nil)
  }

  @Test func nearTheTopEdgeTheTableScrollsBackUp() {
    let harness = harness(rows: 40)
    harness.table.contentOffset = CGPoint(x: 0, y: 440)
    harness.table.layoutIfNeeded()
    harness.down(grabber(5))
    dragFinger(harness, from: 242, to: 5)
    harness.run(for: 1)
    #expect(harness.table.contentOffset.y == 0)
    #expect(harness.table.reorderAutoscrollVelocity == 0, "it stops at the top")
  }

  @Test func autoscrollIsFasterNearerTheEdge() {
    let velocity = { (y: CGFloat) in
      TableView.reorderAutoscrollVelocity(pointerY: y, visibleTop: 0, visibleBottom: 480)
    }
    #expect(velocity(240) == 0)
    #expect(velocity(44) == 0)
    #expect(velocity(22) == -400)
    #expect(velocity(0) == -800)
    #expect(velocity(458) == 400)
    #expect(velocity(600) == 800)
  }

  @Test func aBatchUpdateDuringADragPutsTheRowBackFirst() {
    var errors: [TableViewError] = []
    let harness = EditingHarness([["A", "B", "C"], ["D", "E"]])
    harness.table.invalidUpdateHandler = { errors.append($0) }
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    harness.down(grabber(0))
    dragFinger(harness, from: 22, to: 154)
    harness.source.sections[1].remove(at: 1)
    harness.table.deleteRows(at: [IndexPath(row: 1, section: 1)], with: .fade)
    #expect(errors.isEmpty, "\(errors)")
    #expect(harness.table.interaction.reorder == nil)
    harness.up(CGPoint(x: 296, y: 154))
    #expect(harness.source.calls.isEmpty)
    harness.run(for: 0.4)
    #expect(titles(harness, 3) == ["A", "B", "C"])
    #expect(titles(harness, 1, section: 1) == ["D"])
  }

  @Test func aSecondFingerIsIgnoredWhileARowIsDragged() {
    let harness = harness()
    harness.down(grabber(0))
    harness.send(.pointerDown(id: 2, location: CGPoint(x: 160, y: 300), kind: .touch))
    harness.send(.pointerMoved(id: 2, location: CGPoint(x: 160, y: 100), kind: .touch))
    harness.send(.pointerUp(id: 2, location: CGPoint(x: 160, y: 100), kind: .touch))
    #expect(harness.table.interaction.reorder?.pointer == 1)
    #expect(harness.table.contentOffset.y == 0)
  }
}
