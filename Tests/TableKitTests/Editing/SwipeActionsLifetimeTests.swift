import Foundation
import Testing

@testable import TableKit

/// How long a row keeps its swipe actions. UIKit code writes handlers that capture the table
/// strongly (`tableView.deleteRows(…)` inside the closure); a cell that kept its actions after
/// the row closed, or a cell in the reuse queue that still held them, made a cycle
/// (table → cell → action → handler → table) that kept the table and its screen alive after
/// its controller was gone. The ASan monkey found it in the demo's Editing scene.
@MainActor
@Suite struct SwipeActionsLifetimeTests {
  private let y: CGFloat = 66

  /// Twenty rows whose trailing "Archive" action captures the table strongly, as ported UIKit
  /// code does, and completes at once.
  private func harness() -> EditingHarness {
    let harness = EditingHarness([(0..<20).map { "Row \($0)" }])
    let table = harness.table
    harness.source.trailingActions = { _ in
      SwipeActionsConfiguration(actions: [
        ContextualAction(style: .normal, title: "Archive") { _, _, completion in
          table.setNeedsLayout()
          completion(true)
        }
      ])
    }
    return harness
  }

  /// Opens the second row by a slow drag and lets it settle.
  private func openSecondRow(_ harness: EditingHarness) {
    harness.drag(from: CGPoint(x: 300, y: y), by: CGPoint(x: -200, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
  }

  @Test func aRowThatClosedLetsGoOfItsActions() {
    let harness = harness()
    openSecondRow(harness)
    let cell = harness.cell(1)
    let buttons = cell?.editingState.swipeActions?.buttons ?? []
    #expect(buttons.count == 1, "the row is open")
    harness.tap(CGPoint(x: 280, y: y))  // Archive: its handler completes, the row closes
    harness.run(for: 0.5)
    #expect(cell?.presentedDeleteReveal == 0)
    #expect(cell?.editingState.swipeActions == nil)
    #expect(buttons.allSatisfy { $0.superview == nil }, "the buttons are gone")
    #expect(cell?.configurationState.isSwiped == false)
  }

  @Test func aRowStillClosingKeepsItsButtonsUntilTheSlideEnds() {
    let harness = harness()
    openSecondRow(harness)
    let cell = harness.cell(1)
    harness.tap(CGPoint(x: 20, y: 200))  // a tap elsewhere closes the row, animated
    harness.frame()
    harness.frame()
    #expect((cell?.presentedDeleteReveal ?? 0) > 0, "still sliding back")
    #expect(cell?.editingState.swipeActions?.buttons.allSatisfy { !$0.isHidden } == true)
    harness.run(for: 0.5)
    #expect(cell?.editingState.swipeActions == nil)
  }

  @Test func aTableWhoseHandlersCaptureItIsFreedAfterASwipe() {
    weak var freedTable: TableView?
    weak var freedCell: TableViewCell?
    do {
      let harness = harness()
      freedTable = harness.table
      openSecondRow(harness)
      freedCell = harness.cell(1)
      harness.tap(CGPoint(x: 280, y: y))
      harness.run(for: 0.5)
      harness.table.dataSource = nil
      harness.table.delegate = nil
    }
    #expect(freedCell == nil)
    #expect(freedTable == nil)
  }

  @Test func aTableLeftWithARowOpenIsFreedOnceRemovedFromItsSuperview() {
    weak var freedTable: TableView?
    do {
      let harness = harness()
      let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      container.addSubview(harness.table)
      freedTable = harness.table
      openSecondRow(harness)
      #expect(harness.cell(1)?.showingDeleteConfirmation == true)
      harness.table.removeFromSuperview()
      #expect(harness.cell(1)?.showingDeleteConfirmation == false, "the open row closed")
      #expect(harness.source.calls.last == "didEndEditing 0.1")
      harness.table.dataSource = nil
      harness.table.delegate = nil
    }
    #expect(freedTable == nil)
  }

  @Test func aCellWaitingInTheReuseQueueHoldsNoActions() {
    let harness = harness()
    openSecondRow(harness)
    let cell = harness.cell(1)
    harness.source.sections = [[]]
    harness.table.reloadData()
    harness.frame()
    #expect(harness.table.visibleCells.isEmpty, "every cell waits in the queue")
    #expect(cell?.editingState.swipeActions == nil)
  }
}
