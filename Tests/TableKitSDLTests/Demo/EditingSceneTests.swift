import DemoScenes
import Foundation
import TableKit
import Testing

/// The editing scene: the toggle row switches editing, and deletes, inserts and moves keep the
/// table in step with the list.
@MainActor
@Suite struct EditingSceneTests {
  private func table() throws -> (TableView, ManualClock) {
    let view = EditingScene.scene.makeView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let table = try #require(view as? TableView)
    let clock = ManualClock(now: 5)
    table.clock = clock
    table.invalidUpdateHandler = { Issue.record("invalid update: \($0)") }
    table.layoutIfNeeded()
    return (table, clock)
  }

  private func step(_ table: TableView, _ clock: ManualClock, _ seconds: TimeInterval = 0.5) {
    clock.advance(by: seconds)
    table.layoutIfNeeded()
  }

  private func tap(_ table: TableView, _ clock: ManualClock, _ location: CGPoint) {
    table.handle(.pointerDown(id: 1, location: location, kind: .touch))
    step(table, clock, 1.0 / 60)
    table.handle(.pointerUp(id: 1, location: location, kind: .touch))
    step(table, clock)
  }

  @Test func theToggleRowSwitchesEditingAndRenamesItself() throws {
    let (table, clock) = try table()
    let toggle = IndexPath(row: 0, section: 0)
    #expect(table.cellForRow(at: toggle)?.textLabel?.text == "Edit")
    tap(table, clock, CGPoint(x: 100, y: 22))
    #expect(table.isEditing)
    #expect(table.cellForRow(at: toggle)?.textLabel?.text == "Done")
    #expect(table.cellForRow(at: toggle)?.contentView.frame.minX == 0, "the toggle does not indent")
    tap(table, clock, CGPoint(x: 100, y: 22))
    #expect(!table.isEditing)
  }

  @Test func deletingInsertingAndMovingKeepTheTableInStepWithTheList() throws {
    let (table, clock) = try table()
    let source = try #require(table.dataSource)
    tap(table, clock, CGPoint(x: 100, y: 22))
    // Delete the first item: its control, then the Delete button.
    let firstItemY: CGFloat = 44 + 28 + 22
    tap(table, clock, CGPoint(x: 26, y: firstItemY))
    tap(table, clock, CGPoint(x: 340, y: firstItemY))
    #expect(table.numberOfRows(inSection: 1) == 15)
    // Drag the new first item down two places by its grabber.
    table.handle(.pointerDown(id: 1, location: CGPoint(x: 350, y: firstItemY), kind: .touch))
    for step in 1...8 {
      self.step(table, clock, 1.0 / 60)
      let y = firstItemY + 11 * CGFloat(step)
      table.handle(.pointerMoved(id: 1, location: CGPoint(x: 350, y: y), kind: .touch))
    }
    table.handle(.pointerUp(id: 1, location: CGPoint(x: 350, y: firstItemY + 88), kind: .touch))
    step(table, clock)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Bread")
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.textLabel?.text == "Bananas")
    #expect(table.numberOfRows(inSection: 1) == source.tableView(table, numberOfRowsInSection: 1))
    // Add one with the insert row's control, at the bottom.
    table.scrollToRow(at: IndexPath(row: 0, section: 2), at: .bottom, animated: false)
    step(table, clock)
    let addRect = table.rectForRow(at: IndexPath(row: 0, section: 2))
    tap(table, clock, CGPoint(x: 26, y: addRect.midY - table.contentOffset.y))
    #expect(table.numberOfRows(inSection: 1) == 16)
    for row in 0..<table.numberOfRows(inSection: 1) {
      let indexPath = IndexPath(row: row, section: 1)
      guard let cell = table.cellForRow(at: indexPath) else { continue }
      let fresh = source.tableView(table, cellForRowAt: indexPath)
      #expect(cell.textLabel?.text == fresh.textLabel?.text, "row \(row)")
    }
  }

  /// A finger down at x 360 that moves `dx` a frame, `frames` times, without lifting.
  private func swipe(
    _ table: TableView, _ clock: ManualClock, y: CGFloat, by dx: CGFloat, frames: Int
  ) {
    table.handle(.pointerDown(id: 1, location: CGPoint(x: 360, y: y), kind: .touch))
    for step in 1...frames {
      self.step(table, clock, 1.0 / 60)
      table.handle(
        .pointerMoved(id: 1, location: CGPoint(x: 360 + dx * CGFloat(step), y: y), kind: .touch))
    }
  }

  @Test func aSwipeDeletesAnItemOutsideEditing() throws {
    let (table, clock) = try table()
    let y: CGFloat = 44 + 28 + 22
    swipe(table, clock, y: y, by: -29, frames: 12)
    table.handle(.pointerUp(id: 1, location: CGPoint(x: 12, y: y), kind: .touch))
    step(table, clock)
    #expect(table.numberOfRows(inSection: 1) == 15)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Bananas")
  }

  @Test func anItemsLaterActionMovesItToTheEndOfTheList() throws {
    let (table, clock) = try table()
    let y: CGFloat = 44 + 28 + 22
    swipe(table, clock, y: y, by: -20, frames: 10)
    step(table, clock, 0.1)
    table.handle(.pointerUp(id: 1, location: CGPoint(x: 160, y: y), kind: .touch))
    step(table, clock)
    // Delete is outermost (293–375); Later is inside it.
    tap(table, clock, CGPoint(x: 250, y: y))
    #expect(table.numberOfRows(inSection: 1) == 16)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Bananas")
    #expect(table.visibleCells.allSatisfy { !$0.showingDeleteConfirmation })
    let last = IndexPath(row: 15, section: 1)
    table.scrollToRow(at: last, at: .bottom, animated: false)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: last)?.textLabel?.text == "Apples")
  }
}
