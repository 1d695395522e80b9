import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 1: a row's swipe actions, its delete and insert controls and its reorder
/// control are custom actions that really do what the gesture does.
@MainActor
@Suite struct RowAccessibilityActionsTests {
  private func actionNames(of cell: TableViewCell?) -> [String] {
    (cell?.accessibilityCustomActions ?? []).map(\.name)
  }

  private func perform(_ name: String, on cell: TableViewCell?) -> Bool {
    cell?.accessibilityCustomActions?.first { $0.name == name }?.perform() ?? false
  }

  private func editing(_ harness: EditingHarness) {
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
  }

  @Test func swipeActionsAreTheRowsActionsAndRunTheirHandlers() {
    var ran: [String] = []
    let harness = EditingHarness([["Ada", "Grace"]]) { source in
      source.trailingActions = { path in
        SwipeActionsConfiguration(actions: ["Delete", "Flag"].map { (title: String) in
          ContextualAction(style: .normal, title: title) { _, _, done in
            ran.append("\(title) \(path.row)")
            done(true)
          }
        })
      }
    }
    #expect(actionNames(of: harness.cell(1)) == ["Delete", "Flag"])
    #expect(perform("Flag", on: harness.cell(1)))
    #expect(ran == ["Flag 1"])
  }

  @Test func theClassicDeleteDeletesTheRow() {
    let harness = EditingHarness([["Ada", "Grace", "Hedy"]])
    #expect(actionNames(of: harness.cell(1)) == ["Delete"])
    #expect(perform("Delete", on: harness.cell(1)))
    #expect(harness.source.calls == ["commit delete 0.1"])
    #expect(harness.table.numberOfRows(inSection: 0) == 2)
  }

  @Test func aRowThatCannotBeEditedHasNoActions() {
    let harness = EditingHarness([["Ada"]]) { $0.uneditable = [IndexPath(row: 0, section: 0)] }
    #expect(actionNames(of: harness.cell(0)).isEmpty)
  }

  @Test func whileEditingTheInsertControlIsAnAction() {
    let harness = EditingHarness([["Ada"]]) { source in
      source.styles = [IndexPath(row: 0, section: 0): .insert]
      source.movable = []
    }
    editing(harness)
    #expect(actionNames(of: harness.cell(0)) == ["Insert"])
    #expect(perform("Insert", on: harness.cell(0)))
    #expect(harness.table.numberOfRows(inSection: 0) == 2)
  }

  @Test func reorderingOffersMoveUpAndMoveDownWhereTheRowCanGo() {
    let harness = EditingHarness([["Ada", "Grace", "Hedy"]])
    editing(harness)
    #expect(actionNames(of: harness.cell(0)) == ["Delete", "Move down"])
    #expect(actionNames(of: harness.cell(1)) == ["Delete", "Move up", "Move down"])
    #expect(actionNames(of: harness.cell(2)) == ["Delete", "Move up"])
  }

  @Test func moveDownMovesTheRowInTheDataSourceAndTheTable() throws {
    let harness = EditingHarness([["Ada", "Grace", "Hedy"]])
    editing(harness)
    let ada = try #require(harness.cell(0))
    #expect(perform("Move down", on: ada))
    #expect(harness.source.calls == ["move 0.0 to 0.1"])
    #expect(harness.source.sections == [["Grace", "Ada", "Hedy"]])
    #expect(harness.table.indexPath(for: ada) == IndexPath(row: 1, section: 0))
    #expect(perform("Move up", on: ada))
    #expect(harness.source.sections == [["Ada", "Grace", "Hedy"]])
  }

  @Test func aMoveGoesWhereTheDelegateRedirectsIt() {
    let harness = EditingHarness([["Ada", "Grace"], ["Hedy"]]) { source in
      // Rows stay in their own section.
      source.redirect = { from, to in to.section == from.section ? to : from }
    }
    editing(harness)
    let table = harness.table
    #expect(table.accessibilityMoveTarget(from: IndexPath(row: 1, section: 0), by: 1) == nil)
    #expect(actionNames(of: harness.cell(1)) == ["Delete", "Move up"])
  }

  @Test func aRowMovesAcrossASectionEnd() {
    let harness = EditingHarness([["Ada"], ["Grace"]])
    editing(harness)
    let table = harness.table
    #expect(
      table.accessibilityMoveTarget(from: IndexPath(row: 0, section: 0), by: 1)
        == IndexPath(row: 0, section: 1))
    #expect(
      table.accessibilityMoveTarget(from: IndexPath(row: 0, section: 1), by: -1)
        == IndexPath(row: 1, section: 0))
    #expect(table.accessibilityMoveTarget(from: IndexPath(row: 0, section: 0), by: -1) == nil)
  }
}
