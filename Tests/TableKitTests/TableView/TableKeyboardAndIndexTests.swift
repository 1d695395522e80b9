import Foundation
import Testing

@testable import TableKit

/// Keyboard focus and the section index.
@MainActor
@Suite struct TableKeyboardAndIndexTests {
  @Test func arrowKeysMoveFocusAndSelectionAcrossSections() {
    let harness = TableHarness(rows: [2, 2])
    let table = harness.table
    // A sidebar's way: the selection follows the focus.
    table.selectionFollowsFocus = true
    harness.send(.key(.down, modifiers: []))
    #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
    harness.send(.key(.down, modifiers: []))
    harness.send(.key(.down, modifiers: []))
    #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 1))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
    #expect(harness.source.calls.contains("didSelect 1.0"))
    harness.send(.key(.up, modifiers: []))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func byDefaultArrowsOnlyMoveTheFocusAndReturnSelects() {
    let harness = TableHarness(rows: [10])
    let table = harness.table
    #expect(!table.selectionFollowsFocus, "UIKit's default for a table")
    harness.send(.key(.down, modifiers: []))
    harness.send(.key(.down, modifiers: []))
    #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForSelectedRow == nil)
    harness.send(.key(.return, modifiers: []))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func aTableThatDisallowsFocusLeavesKeysToItsHost() {
    let harness = TableHarness(rows: [10])
    let table = harness.table
    harness.send(.key(.down, modifiers: []))
    #expect(table.indexPathForFocusedRow != nil)
    table.allowsFocus = false
    #expect(table.indexPathForFocusedRow == nil, "switching focus off drops it")
    #expect(!table.handle(.key(.down, modifiers: [])), "the key is not consumed")
    #expect(table.indexPathForFocusedRow == nil)
  }

  @Test func arrowsHomeAndEndPassOverRowsThatCannotHaveFocus() {
    let harness = TableHarness(rows: [4, 3])
    let table = harness.table
    table.selectionFollowsFocus = true
    // Even rows of the first section, and the last row of all, cannot have focus.
    harness.source.canFocus = { indexPath in
      !(indexPath.section == 0 && indexPath.row % 2 == 0)
        && indexPath != IndexPath(row: 2, section: 1)
    }
    harness.send(.key(.down, modifiers: []))
    #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0), "row 0 is passed over")
    harness.send(.key(.down, modifiers: []))
    #expect(table.indexPathForFocusedRow == IndexPath(row: 3, section: 0))
    harness.send(.key(.end, modifiers: []))
    #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 1))
    harness.send(.key(.down, modifiers: []))
    #expect(
      table.indexPathForFocusedRow == IndexPath(row: 1, section: 1), "nothing focusable below")
    harness.send(.key(.home, modifiers: []))
    #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func aKeyCommandRunsWhenItsKeyIsPressedWithExactlyItsModifiers() {
    let harness = TableHarness(rows: [10])
    var ran: [String] = []
    let sort = KeyCommand(title: "Sort", input: .character("s")) { ran.append($0.title) }
    let save = KeyCommand(title: "Save", input: .character("s"), modifierFlags: .control) {
      ran.append($0.title)
    }
    harness.table.addKeyCommand(sort)
    harness.table.addKeyCommand(save)
    harness.table.addKeyCommand(sort)
    #expect(harness.table.keyCommands.count == 2, "a command is added once")
    #expect(harness.table.handle(.key(.character("s"), modifiers: [])))
    #expect(harness.table.handle(.key(.character("s"), modifiers: .control)))
    #expect(!harness.table.handle(.key(.character("s"), modifiers: [.control, .shift])))
    #expect(ran == ["Sort", "Save"])
    harness.table.removeKeyCommand(sort)
    #expect(!harness.table.handle(.key(.character("s"), modifiers: [])))
    #expect(ran == ["Sort", "Save"])
  }

  @Test func theTablesOwnKeysComeFirstUnlessACommandWantsPriority() {
    let harness = TableHarness(rows: [10])
    let table = harness.table
    var ran = 0
    let command = KeyCommand(input: .down) { _ in ran += 1 }
    table.addKeyCommand(command)
    harness.send(.key(.down, modifiers: []))
    #expect(ran == 0)
    #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
    command.wantsPriorityOverSystemBehavior = true
    harness.send(.key(.down, modifiers: []))
    #expect(ran == 1)
    #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0), "focus stayed")
  }

  @Test func homeEndAndPageKeysScroll() {
    let harness = TableHarness(rows: [200])
    let table = harness.table
    harness.send(.key(.end, modifiers: []))
    #expect(table.indexPathForFocusedRow == IndexPath(row: 199, section: 0))
    #expect(table.contentOffset.y == 200 * CGFloat(44) - 480)
    harness.send(.key(.home, modifiers: []))
    #expect(table.contentOffset.y == 0)
    harness.send(.key(.pageDown, modifiers: []))
    harness.runUntilIdle()
    #expect(table.contentOffset.y == CGFloat(480 - 44))
  }

  @Test func returnSelectsTheFocusedRowInMultipleSelection() {
    let harness = TableHarness(rows: [10])
    let table = harness.table
    table.allowsMultipleSelection = true
    harness.send(.key(.down, modifiers: []))
    harness.send(.key(.down, modifiers: []))
    #expect(table.indexPathForSelectedRow == nil, "moving focus does not select in multiple mode")
    harness.send(.key(.return, modifiers: []))
    harness.send(.key(.space, modifiers: []))
    #expect(table.indexPathsForSelectedRows == nil, "space toggles it off again")
    harness.send(.key(.return, modifiers: []))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }

  @Test func focusResumesAtTheRememberedRowOnlyWhenAsked() {
    for remembers in [false, true] {
      let harness = TableHarness(rows: [10])
      let table = harness.table
      table.allowsSelection = false
      table.remembersLastFocusedIndexPath = remembers
      for _ in 0..<4 { harness.send(.key(.down, modifiers: [])) }
      #expect(table.indexPathForFocusedRow == IndexPath(row: 3, section: 0))
      table.resignFocus()
      harness.send(.key(.down, modifiers: []))
      // Focus comes back at the remembered row, or at the first visible one.
      #expect(table.indexPathForFocusedRow == IndexPath(row: remembers ? 3 : 0, section: 0))
    }
  }

  @Test func theSectionIndexJumpsToSectionsWhileTracking() {
    let titles = ["A", "B", "C", "D"]
    let harness = TableHarness(rows: [30, 30, 30, 30], headers: titles, indexTitles: titles)
    let table = harness.table
    #expect(table.isShowingSectionIndex)
    let frame = table.sectionIndexFrame
    let entry = min(Metrics.sectionIndexEntryHeight, (frame.height - 8) / 4)
    let top = frame.minY + (frame.height - entry * 4) / 2
    let x = frame.midX
    harness.send(.pointerDown(id: 1, location: CGPoint(x: x, y: top + entry * 2.5), kind: .touch))
    #expect(table.sectionIndexView.isTracking)
    #expect(table.contentOffset.y == table.rectForSection(2).minY)
    harness.send(.pointerMoved(id: 1, location: CGPoint(x: x, y: top + entry * 1.5), kind: .touch))
    #expect(table.contentOffset.y == table.rectForSection(1).minY)
    harness.send(.pointerUp(id: 1, location: CGPoint(x: x, y: top + entry * 1.5), kind: .touch))
    #expect(!table.sectionIndexView.isTracking)
    #expect(table.indexPathForSelectedRow == nil, "index touches never select rows")
  }

  /// With estimated heights the section's rows are measured when the index jumps there; the
  /// header must still be at the top, and the last section must end at the bottom edge.
  @Test func theSectionIndexLandsExactlyThroughEstimatedHeights() {
    let titles = (0..<20).map { "S\($0)" }
    let harness = TableHarness(
      rows: Array(repeating: 40, count: 19) + [3], headers: titles, indexTitles: titles,
      estimatedRowHeight: 44, rowHeightFromDelegate: { CGFloat(20 + ($0.row * 13) % 60) })
    let table = harness.table
    let frame = table.sectionIndexFrame
    let entry = min(Metrics.sectionIndexEntryHeight, (frame.height - 8) / 20)
    let top = frame.minY + (frame.height - entry * 20) / 2
    func tap(_ index: Int) {
      let point = CGPoint(x: frame.midX, y: top + entry * (CGFloat(index) + 0.5))
      harness.send(.pointerDown(id: 1, location: point, kind: .touch))
      harness.send(.pointerUp(id: 1, location: point, kind: .touch))
      harness.runUntilIdle(limit: 1)
    }
    tap(9)
    #expect(table.contentOffset.y == table.rectForSection(9).minY)
    tap(19)
    // The last section is short: the content's end comes to the bottom edge instead.
    let lastRow = table.rectForRow(at: IndexPath(row: 2, section: 19))
    #expect(lastRow.height == CGFloat(20 + (2 * 13) % 60), "measured")
    #expect(table.contentOffset.y + table.frame.height == table.contentSize.height)
  }

  @Test func reloadingTheIndexTitlesAsksTheDataSourceAgainAndLeavesTheRowsBe() {
    let harness = TableHarness(rows: [30, 30], indexTitles: ["A", "B"])
    let table = harness.table
    table.selectRow(at: IndexPath(row: 2, section: 1), animated: false, scrollPosition: .none)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    harness.source.indexTitles = ["A", "B", "#"]
    #expect(table.sectionIndexView.titles == ["A", "B"], "titles are read on reload")
    table.reloadSectionIndexTitles()
    table.layoutIfNeeded()
    #expect(table.sectionIndexView.titles == ["A", "B", "#"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1), "no reload of rows")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    harness.source.indexTitles = nil
    table.reloadSectionIndexTitles()
    table.layoutIfNeeded()
    #expect(!table.isShowingSectionIndex)
  }

  @Test func theSectionIndexHidesBelowTheMinimumRowCount() {
    let harness = TableHarness(rows: [3, 3], indexTitles: ["A", "B"])
    #expect(harness.table.isShowingSectionIndex)
    harness.table.sectionIndexMinimumDisplayRowCount = 7
    #expect(!harness.table.isShowingSectionIndex)
  }

  /// Issue 26: iOS 17 shows the index in grouped and inset grouped tables too (the reference
  /// text, from iOS 2–6, said they cannot); a ported country picker relies on it.
  @Test func groupedAndInsetGroupedTablesShowTheIndex() {
    let grouped = TableHarness(rows: [3, 3], style: .grouped, indexTitles: ["A", "B"])
    #expect(grouped.table.isShowingSectionIndex)
    #expect(grouped.table.sectionIndexView.titles == ["A", "B"])
    #expect(grouped.table.sectionIndexView.frame.maxX == grouped.table.frame.width)
    #expect(grouped.table.sectionIndexContentInset == 15, "full-width cells keep clear of it")
    let inset = TableHarness(rows: [3, 3], style: .insetGrouped, indexTitles: ["A", "B"])
    #expect(inset.table.isShowingSectionIndex)
    #expect(inset.table.sectionIndexView.frame.width == 15)
    #expect(inset.table.sectionIndexContentInset == 0, "it stands in the margin beside the cards")
  }
}
