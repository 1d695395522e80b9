import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 2: the reading focus walks the elements in order, brings the next row of a
/// list on screen when it moves past the last visible one, and stays with its row through
/// inserts, deletes and moves.
@MainActor
@Suite struct AccessibilityFocusTests {
  /// "Row 1" … under the header "Everyone", in a table 440 points high.
  private func list(rows: Int) -> EditingHarness {
    EditingHarness([(1...rows).map { "Row \($0)" }]) { $0.headers = ["Everyone"] }
  }

  @Test func theFocusStartsAtTheFirstElementAndWalksInReadingOrder() {
    let harness = list(rows: 50)
    let table = harness.table
    let focus = AccessibilityFocus(root: table)
    #expect(focus.focusedNode == nil)
    #expect(focus.moveNext()?.label == "Everyone")
    #expect(focus.moveNext()?.label == "Row 1")
    #expect(focus.moveNext()?.label == "Row 2")
    #expect(focus.movePrevious()?.label == "Row 1")
  }

  @Test func movingPastTheLastVisibleRowScrollsTheNextOneIntoView() throws {
    let harness = list(rows: 50)
    let table = harness.table
    let focus = AccessibilityFocus(root: table)
    let lastVisible = try #require(table.indexPathsForVisibleRows?.last)
    let lastCell = try #require(table.cellForRow(at: lastVisible))
    #expect(focus.focus(on: lastCell))
    let next = try #require(focus.moveNext())
    #expect(next.listPosition?.index == lastVisible.row + 2)
    let shown = table.indexPathsForVisibleRows ?? []
    #expect(shown.contains(IndexPath(row: lastVisible.row + 1, section: 0)))
    let nextRect = table.rectForRow(at: IndexPath(row: lastVisible.row + 1, section: 0))
    #expect(nextRect.maxY <= table.contentOffset.y + table.frame.height + 0.5, "wholly shown")
  }

  @Test func movingBeforeTheFirstVisibleRowScrollsBack() throws {
    let harness = list(rows: 50)
    let table = harness.table
    table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
    table.layoutIfNeeded()
    let focus = AccessibilityFocus(root: table)
    let first = try #require(table.indexPathsForVisibleRows?.first)
    #expect(focus.focus(on: try #require(table.cellForRow(at: first))))
    let previous = try #require(focus.movePrevious())
    #expect(previous.listPosition?.index == first.row)
  }

  @Test func theLastRowOfTheListIsTheEnd() throws {
    let harness = list(rows: 3)
    let table = harness.table
    let focus = AccessibilityFocus(root: table)
    #expect(focus.focus(on: try #require(table.visibleCells.last)))
    #expect(focus.moveNext() == nil)
    #expect(focus.focusedNode?.label == "Row 3", "it stays")
  }

  @Test func theFocusStaysWithItsRowThroughADeleteAbove() throws {
    let harness = list(rows: 10)
    let table = harness.table
    let focus = AccessibilityFocus(root: table)
    #expect(focus.focus(on: try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))))
    harness.source.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    table.layoutIfNeeded()
    #expect(focus.focusedNode?.label == "Row 6")
    #expect(focus.focusedNode?.listPosition?.index == 5)
  }

  @Test func whenItsRowIsDeletedTheFocusGoesToTheRowNowInItsPlace() throws {
    let harness = list(rows: 10)
    let table = harness.table
    let focus = AccessibilityFocus(root: table)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
    #expect(focus.focus(on: cell))
    #expect(cell.accessibilityCustomActions?.first?.perform() == true)
    table.layoutIfNeeded()
    #expect(focus.focusedNode?.label == "Row 6")
  }

  @Test func aHeaderOnScreenIsReadBetweenItsSectionAndThePrevious() throws {
    let harness = EditingHarness([["Ada", "Grace"], ["Hedy"]]) { $0.headers = ["A", "H"] }
    let focus = AccessibilityFocus(root: harness.table)
    #expect(focus.focus(on: try #require(harness.cell(1))))
    #expect(focus.moveNext()?.label == "H")
    #expect(focus.moveNext()?.label == "Hedy")
    #expect(focus.movePrevious()?.label == "H")
  }
}
