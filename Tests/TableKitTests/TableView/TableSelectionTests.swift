import Foundation
import Testing

@testable import TableKit

/// Selection by the user and by code, with the delegate's say, as the UITableView reference
/// documents it.
@MainActor
@Suite struct TableSelectionTests {
  /// The centre of a row on screen (plain table, no headers, 44-point rows).
  func point(row: Int) -> CGPoint { CGPoint(x: 100, y: CGFloat(row) * 44 + 22) }

  @Test func aTapHighlightsThenSelectsInUIKitsOrderAndPostsTheNotification() {
    let harness = TableHarness(rows: [20])
    let notifications = NotificationCounter(
      TableView.selectionDidChangeNotification, object: harness.table)
    harness.tap(point(row: 2))
    #expect(
      harness.source.calls == [
        "shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2",
        "didSelect 0.2",
      ])
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(harness.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(notifications.count == 1)
  }

  @Test func selectingAnotherRowDeselectsThePreviousOneInSingleSelection() {
    let harness = TableHarness(rows: [20])
    harness.tap(point(row: 1))
    harness.source.calls.removeAll()
    harness.tap(point(row: 3))
    #expect(
      harness.source.calls.filter { !$0.contains("ighlight") } == [
        "willSelect 0.3", "willDeselect 0.1", "didDeselect 0.1", "didSelect 0.3",
      ])
    #expect(harness.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test func tappingTheSelectedRowInSingleSelectionKeepsIt() {
    let harness = TableHarness(rows: [20])
    harness.tap(point(row: 1))
    harness.tap(point(row: 1))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(!harness.source.calls.contains { $0.hasPrefix("didDeselect") })
  }

  @Test func multipleSelectionTogglesAndReportsTheLowestRow() {
    let harness = TableHarness(rows: [20])
    harness.table.allowsMultipleSelection = true
    harness.tap(point(row: 5))
    harness.tap(point(row: 2))
    harness.tap(point(row: 7))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(harness.table.indexPathsForSelectedRows?.map(\.row) == [2, 5, 7])
    harness.tap(point(row: 5))
    #expect(harness.table.indexPathsForSelectedRows?.map(\.row) == [2, 7])
    #expect(harness.source.calls.contains("didDeselect 0.5"))
    harness.tap(point(row: 2))
    harness.tap(point(row: 7))
    #expect(harness.table.indexPathsForSelectedRows == nil, "nil, not empty, when none")
    #expect(harness.table.indexPathForSelectedRow == nil)
  }

  @Test func willSelectCanRedirectOrVeto() {
    let harness = TableHarness(rows: [20])
    harness.source.willSelect = {
      $0.row == 4 ? IndexPath(row: 6, section: 0) : ($0.row == 8 ? nil : $0)
    }
    harness.tap(point(row: 4))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
    #expect(harness.source.calls.contains("didSelect 0.6"))
    harness.tap(point(row: 8))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 6, section: 0), "vetoed")
    #expect(!harness.source.calls.contains("didSelect 0.8"))
  }

  @Test func theDetailButtonReportsItsTapAndDoesNotSelect() {
    let harness = TableHarness(rows: [20])
    harness.source.accessory = .detailButton
    harness.table.reloadData()
    harness.table.layoutIfNeeded()
    // The info button sits 15 from the trailing edge, 22 wide.
    harness.tap(CGPoint(x: 320 - 15 - 11, y: 44 + 22))
    #expect(harness.source.calls.contains("accessoryButtonTapped 0.1"))
    #expect(harness.table.indexPathForSelectedRow == nil)
    harness.tap(CGPoint(x: 60, y: 44 + 22))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func programmaticSelectionSendsNoDelegateMessagesOrNotification() {
    let harness = TableHarness(rows: [100])
    let notifications = NotificationCounter(
      TableView.selectionDidChangeNotification, object: harness.table)
    harness.table.selectRow(
      at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    harness.table.selectRow(
      at: IndexPath(row: 4, section: 0), animated: true, scrollPosition: .none)
    harness.table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
    #expect(harness.source.calls.isEmpty)
    #expect(notifications.count == 0)
    #expect(harness.table.indexPathsForSelectedRows == nil)
  }

  @Test func selectRowWithScrollPositionNoneDoesNotScroll() {
    let harness = TableHarness(rows: [100])
    harness.table.selectRow(
      at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .none)
    harness.frame()
    #expect(harness.table.contentOffset.y == 0)
    harness.table.selectRow(
      at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .top)
    harness.frame()
    #expect(harness.table.contentOffset.y == 60 * CGFloat(44))
  }

  @Test func aPanNeverFlashesAHighlight() {
    let harness = TableHarness(rows: [100])
    harness.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -200), duration: 0.05)
    harness.runUntilIdle()
    #expect(!harness.source.calls.contains { $0.hasPrefix("didHighlight") })
    #expect(harness.table.indexPathForSelectedRow == nil)
  }

  @Test func aMouseClickHighlightsAtOnceAndSelects() {
    let harness = TableHarness(rows: [20])
    harness.send(.pointerDown(id: 0, location: point(row: 1), kind: .mouse))
    #expect(harness.source.calls.contains("didHighlight 0.1"))
    harness.send(.pointerUp(id: 0, location: point(row: 1), kind: .mouse))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func selectionIsOffWhenTheTableDisallowsIt() {
    let harness = TableHarness(rows: [20])
    harness.table.allowsSelection = false
    harness.tap(point(row: 1))
    #expect(harness.table.indexPathForSelectedRow == nil)
    #expect(!harness.source.calls.contains { $0.hasPrefix("didHighlight") })
  }

  @Test func invalidIndexPathsAreReportedNotTrapped() {
    let harness = TableHarness(rows: [3])
    var warnings: [String] = []
    harness.table.warningHandler = { warnings.append($0) }
    harness.table.selectRow(
      at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .top)
    harness.table.scrollToRow(at: IndexPath(row: 0, section: 4), at: .top, animated: false)
    #expect(warnings.count == 2)
    #expect(harness.table.indexPathForSelectedRow == nil)
    #expect(harness.table.rectForRow(at: IndexPath(row: 9, section: 0)) == .zero)
    #expect(harness.table.cellForRow(at: IndexPath(row: 9, section: 0)) == nil)
  }
}
