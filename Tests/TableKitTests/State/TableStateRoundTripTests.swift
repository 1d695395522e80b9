import Foundation
import Testing

@testable import TableKit

/// Saving and restoring the selected rows and the first visible row, with and without the data
/// source's model association, as the reference's "State Preservation" describes.
@MainActor
@Suite struct TableStateRoundTripTests {
  typealias Row = TableViewRestorationState.RowReference

  // MARK: - Without model association

  @Test func withoutModelAssociationRowsAreSavedAsIndexPathsWithTheOffset() {
    let original = StateTable(NamedRowSource(rows: [30, 30, 30]))
    original.select([IndexPath(row: 20, section: 0), IndexPath(row: 3, section: 2)])
    original.scroll(to: 700.5)
    let state = original.table.encodeRestorableState()
    #expect(state.formatVersion == TableViewRestorationState.currentFormatVersion)
    #expect(
      state.selectedRows == [.indexPath(section: 0, row: 20), .indexPath(section: 2, row: 3)])
    #expect(state.firstVisibleRow == .indexPath(section: 0, row: 15))
    #expect(state.firstVisibleRowOffset == 700.5 - 15 * 44)
    #expect(state.contentOffsetY == 700.5)
  }

  @Test func aRoundTripRestoresTheSelectionAndTheOffsetWithoutDelegateCalls() {
    let original = StateTable(NamedRowSource(rows: [30, 30, 30]))
    original.select([IndexPath(row: 20, section: 0), IndexPath(row: 3, section: 2)])
    original.scroll(to: 700.5)
    let state = original.table.encodeRestorableState()

    let restored = StateTable(NamedRowSource(rows: [30, 30, 30]))
    let notifications = NotificationCounter(
      TableView.selectionDidChangeNotification, object: restored.table)
    let issues = restored.table.restoreState(state)
    restored.frame()
    #expect(issues.isEmpty)
    #expect(restored.table.indexPathsForSelectedRows == original.table.indexPathsForSelectedRows)
    #expect(restored.table.contentOffset.y == 700.5)
    #expect(sameScreen(restored.screen, original.screen, tolerance: 0))
    #expect(restored.table.cellForRow(at: IndexPath(row: 20, section: 0))?.isSelected == true)
    #expect(restored.source.callbacks.isEmpty, "no selection or scroll callbacks")
    #expect(notifications.count == 0)
  }

  @Test func restoringReplacesTheSelectionTheTableHad() {
    let original = StateTable(NamedRowSource(rows: [30]))
    original.select([IndexPath(row: 2, section: 0)])
    let state = original.table.encodeRestorableState()
    let restored = StateTable(NamedRowSource(rows: [30]))
    restored.select([IndexPath(row: 1, section: 0), IndexPath(row: 5, section: 0)])
    restored.table.restoreState(state)
    restored.frame()
    #expect(restored.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(restored.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    #expect(restored.source.callbacks.isEmpty)
  }

  @Test func withoutModelAssociationRowsThatNoLongerExistAreSkippedAndReported() {
    let original = StateTable(NamedRowSource(rows: [30, 30]))
    original.select([IndexPath(row: 4, section: 0), IndexPath(row: 25, section: 1)])
    original.scroll(to: 2000)
    let state = original.table.encodeRestorableState()
    #expect(state.firstVisibleRow == .indexPath(section: 1, row: 15))

    // The second section lost most of its rows meanwhile.
    let restored = StateTable(NamedRowSource(rows: [30, 10]))
    let issues = restored.table.restoreState(state)
    #expect(restored.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    #expect(
      issues == [
        RestorationIssue(
          .selectedRow(.indexPath(section: 1, row: 25)), .notARow(IndexPath(row: 25, section: 1))),
        RestorationIssue(
          .firstVisibleRow(.indexPath(section: 1, row: 15)),
          .notARow(IndexPath(row: 15, section: 1))),
      ])
    // The saved offset, clamped to the shorter content.
    #expect(restored.table.contentOffset.y == restored.table.maximumContentOffsetY)
    #expect(issues[0].description.contains("the table has no row 25 of section 1"))
    #expect(issues[1].description.contains("scrolled to the saved content offset instead"))
    #expect(restored.source.outOfRangeQuestions.isEmpty)
  }

  @Test func withoutModelAssociationIndexPathsStayWhereTheyWereWhenRowsMove() {
    let original = StateTable(NamedRowSource(rows: [30]))
    original.select([IndexPath(row: 7, section: 0)])
    let state = original.table.encodeRestorableState()
    let source = NamedRowSource(rows: [30])
    source.sections[0].insert("new", at: 0)
    let restored = StateTable(source)
    #expect(restored.table.restoreState(state).isEmpty)
    #expect(restored.selectedIdentifiers == ["s0r6"], "the same place, another row")
  }

  @Test func modelIdentifiersCannotBeRestoredWithoutModelAssociation() {
    let table = StateTable(NamedRowSource(rows: [30]))
    let state = TableViewRestorationState(
      selectedRows: [.modelIdentifier("s0r3")], firstVisibleRow: .modelIdentifier("s0r9"),
      firstVisibleRowOffset: 2, contentOffsetY: 100)
    let issues = table.table.restoreState(state)
    #expect(issues.map(\.reason) == [.noModelAssociation, .noModelAssociation])
    #expect(table.table.indexPathsForSelectedRows == nil)
    #expect(table.table.contentOffset.y == 100)
    #expect(issues[0].description.contains("DataSourceModelAssociation"))
  }

  // MARK: - With model association

  @Test func withModelAssociationRowsAreSavedAsModelIdentifiers() {
    let original = StateTable(AssociatedRowSource(rows: [30, 30]))
    original.select([IndexPath(row: 2, section: 1)])
    original.scroll(to: 100)
    let state = original.table.encodeRestorableState()
    #expect(state.selectedRows == [.modelIdentifier("s1r2")])
    #expect(state.firstVisibleRow == .modelIdentifier("s0r2"))
    #expect(state.firstVisibleRowOffset == 12)
    #expect(original.source.outOfRangeQuestions.isEmpty)
  }

  @Test func aRowWithoutAModelIdentifierIsSavedByItsIndexPath() {
    let source = AssociatedRowSource(rows: [30])
    source.anonymous = ["s0r4"]
    let original = StateTable(source)
    original.select([IndexPath(row: 4, section: 0), IndexPath(row: 6, section: 0)])
    let state = original.table.encodeRestorableState()
    #expect(state.selectedRows == [.indexPath(section: 0, row: 4), .modelIdentifier("s0r6")])
  }

  @Test func selectedRowsAndTheFirstVisibleRowFollowTheirModelObjects() {
    let original = StateTable(AssociatedRowSource(rows: [30, 30]))
    original.select([
      IndexPath(row: 3, section: 0), IndexPath(row: 20, section: 0), IndexPath(row: 5, section: 1),
    ])
    original.scroll(to: 20 * 44 + 10)
    let state = original.table.encodeRestorableState()
    #expect(state.firstVisibleRow == .modelIdentifier("s0r20"))

    // Meanwhile: ten rows above the first visible row were deleted, "s0r3" was deleted, and
    // "s1r5" moved to the top of the first section.
    let source = AssociatedRowSource(rows: [30, 30])
    source.sections[0].removeSubrange(5..<15)
    source.sections[0].removeAll { $0 == "s0r3" }
    source.sections[1].removeAll { $0 == "s1r5" }
    source.sections[0].insert("s1r5", at: 0)
    let restored = StateTable(source)
    let issues = restored.table.restoreState(state)
    restored.frame()

    #expect(restored.selectedIdentifiers == ["s1r5", "s0r20"])
    #expect(restored.table.indexPathsForSelectedRows?.first == IndexPath(row: 0, section: 0))
    #expect(
      issues == [RestorationIssue(.selectedRow(.modelIdentifier("s0r3")), .unknownModelIdentifier)])
    #expect(issues[0].description.contains("no row with that model identifier"))
    // "s0r20" is at the top again, 10 points scrolled out, though it is now row 10.
    let top = restored.screen.first
    #expect(top?.0 == "s0r20")
    #expect(top?.1 == -10)
    #expect(restored.source.outOfRangeQuestions.isEmpty)
  }

  @Test func aDeletedFirstVisibleRowFallsBackToTheSavedOffset() {
    let original = StateTable(AssociatedRowSource(rows: [30]))
    original.scroll(to: 300)
    let state = original.table.encodeRestorableState()
    let source = AssociatedRowSource(rows: [30])
    source.sections[0].removeAll { $0 == "s0r6" }
    let restored = StateTable(source)
    let issues = restored.table.restoreState(state)
    #expect(
      issues == [
        RestorationIssue(.firstVisibleRow(.modelIdentifier("s0r6")), .unknownModelIdentifier)
      ])
    #expect(restored.table.contentOffset.y == 300)
  }

  @Test func anIndexPathTheDataSourceMakesUpIsCheckedBeforeItIsUsed() {
    let original = StateTable(AssociatedRowSource(rows: [30]))
    original.select([IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    original.select([IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
    original.scroll(to: 88)
    let state = original.table.encodeRestorableState()
    let source = AssociatedRowSource(rows: [30])
    let madeUp: [String: IndexPath] = [
      "s0r1": IndexPath(row: 30, section: 0), "s0r2": IndexPath(indexes: [0, 2, 1]),
      "s0r3": IndexPath(), "s0r4": IndexPath(row: Int.min, section: Int.max),
      "s0r2b": IndexPath(row: 0, section: 0),
    ]
    source.indexPathOverride = { madeUp[$0] ?? IndexPath(row: -1, section: 0) }
    let restored = StateTable(source)
    let issues = restored.table.restoreState(state)
    #expect(restored.table.indexPathsForSelectedRows == nil)
    #expect(issues.count == 5)
    #expect(issues.allSatisfy { if case .notARow = $0.reason { true } else { false } })
    #expect(issues[0].description.contains("the data source placed it at row 30 of section 0"))
    #expect(restored.table.contentOffset.y == 88, "the saved offset")
    #expect(restored.source.outOfRangeQuestions.isEmpty)
  }

  // MARK: - Selection modes

  @Test func singleSelectionTakesTheFirstSavedRowAndReportsTheOthers() {
    let original = StateTable(NamedRowSource(rows: [30]))
    original.select([IndexPath(row: 2, section: 0), IndexPath(row: 9, section: 0)])
    let state = original.table.encodeRestorableState()
    let restored = StateTable(NamedRowSource(rows: [30]), allowsMultipleSelection: false)
    let issues = restored.table.restoreState(state)
    #expect(restored.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(
      issues == [
        RestorationIssue(.selectedRow(.indexPath(section: 0, row: 9)), .multipleSelectionNotAllowed)
      ])
  }

  @Test func aRowSavedTwiceIsSelectedOnce() {
    let table = StateTable(NamedRowSource(rows: [30]), allowsMultipleSelection: false)
    let state = TableViewRestorationState(
      selectedRows: [.indexPath(section: 0, row: 3), .indexPath(section: 0, row: 3)])
    #expect(table.table.restoreState(state).isEmpty)
    #expect(table.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  // MARK: - States that are refused whole

  @Test func aStateOfAnotherTableIsRefusedAndChangesNothing() {
    let original = StateTable(NamedRowSource(rows: [30]), restorationIdentifier: "inbox")
    original.select([IndexPath(row: 2, section: 0)])
    original.scroll(to: 300)
    let state = original.table.encodeRestorableState()
    #expect(state.restorationIdentifier == "inbox")

    let other = StateTable(NamedRowSource(rows: [30]), restorationIdentifier: "archive")
    other.select([IndexPath(row: 5, section: 0)])
    let before = other.snapshot
    let issues = other.table.restoreState(state)
    other.frame()
    #expect(
      issues == [
        RestorationIssue(.state, .restorationIdentifierMismatch(saved: "inbox", table: "archive"))
      ])
    #expect(other.snapshot == before)
    #expect(issues[0].description.contains("belongs to the table \"inbox\""))

    // A table without an identifier takes any state.
    let anonymous = StateTable(NamedRowSource(rows: [30]))
    #expect(anonymous.table.restoreState(state).isEmpty)
    #expect(anonymous.table.contentOffset.y == 300)
  }

  @Test func aStateOfAnotherFormatVersionIsRefusedAndChangesNothing() {
    let table = StateTable(NamedRowSource(rows: [30]))
    table.select([IndexPath(row: 5, section: 0)])
    table.scroll(to: 50)
    let before = table.snapshot
    let state = TableViewRestorationState(
      selectedRows: [.indexPath(section: 0, row: 1)], contentOffsetY: 400, formatVersion: 7)
    #expect(table.table.restoreState(state) == [RestorationIssue(.state, .unsupportedVersion(7))])
    #expect(table.snapshot == before)
  }

  // MARK: - Hostile values

  @Test func hugeAndNegativeIndexPathsAreSkippedWithoutTrapping() {
    let table = StateTable(AssociatedRowSource(rows: [30, 30]))
    let extremes = [Int.min, Int.min + 1, -1, 30, Int.max - 1, Int.max]
    let rows: [Row] = extremes.flatMap { value in
      [.indexPath(section: value, row: 0), .indexPath(section: 0, row: value)]
    }
    for offset in [CGFloat(1e300), -1e300, CGFloat.greatestFiniteMagnitude, 0] {
      for first in rows {
        let state = TableViewRestorationState(
          selectedRows: rows, firstVisibleRow: first, firstVisibleRowOffset: offset,
          contentOffsetY: -offset)
        let issues = table.table.restoreState(state)
        #expect(issues.count == rows.count + 1)
        #expect(table.table.indexPathsForSelectedRows == nil)
        let y = table.table.contentOffset.y
        #expect(y >= table.table.minimumContentOffsetY && y <= table.table.maximumContentOffsetY)
      }
    }
    table.frame()
    #expect(table.source.outOfRangeQuestions.isEmpty)
  }

  @Test func offsetsThatAreNotFiniteLeaveTheScrollPositionAlone() {
    let table = StateTable(NamedRowSource(rows: [30]))
    table.scroll(to: 120)
    for bad in [CGFloat.nan, .infinity, -.infinity] {
      let state = TableViewRestorationState(
        selectedRows: [.indexPath(section: 0, row: 1)],
        firstVisibleRow: .indexPath(section: 0, row: 4), firstVisibleRowOffset: bad,
        contentOffsetY: 10)
      #expect(
        table.table.restoreState(state) == [RestorationIssue(.scrollPosition, .nonFiniteOffset)])
      #expect(table.table.contentOffset.y == 120)
      #expect(table.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }
    let state = TableViewRestorationState(firstVisibleRowOffset: 0, contentOffsetY: .nan)
    #expect(table.table.restoreState(state).map(\.reason) == [.nonFiniteOffset])
    #expect(table.table.contentOffset.y == 120)
  }

  @Test func anEmptyTableSavesNoRowsAndRestoresTheOffsetItCan() {
    let empty = StateTable(NamedRowSource(rows: []))
    let state = empty.table.encodeRestorableState()
    #expect(state.selectedRows.isEmpty && state.firstVisibleRow == nil)
    let full = StateTable(NamedRowSource(rows: [30]))
    full.scroll(to: 200)
    #expect(full.table.restoreState(state).isEmpty)
    #expect(full.table.contentOffset.y == 0)
  }
}
