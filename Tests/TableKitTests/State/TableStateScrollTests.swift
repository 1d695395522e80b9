import Foundation
import Testing

@testable import TableKit

/// The first visible row comes back to the same place on screen: with fixed heights, with
/// headers above it, and with estimated heights that are measured only as rows come on screen.
@MainActor
@Suite struct TableStateScrollTests {
  /// Heights that differ from row to row, in quarter points so that sums are exact.
  static func varied(_ identifier: String) -> CGFloat {
    CGFloat(30 + (identifier.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) } & 0xFF)) / 4
  }

  @Test func theExactOffsetComesBackWithFixedHeights() {
    for y: CGFloat in [0, 0.25, 43.75, 44, 1234.5, 3919.75, 3920] {
      let original = StateTable(NamedRowSource(rows: [50, 50]))
      original.scroll(to: y)
      let restored = StateTable(NamedRowSource(rows: [50, 50]))
      #expect(restored.table.restoreState(original.table.encodeRestorableState()).isEmpty)
      #expect(restored.table.contentOffset.y == original.table.contentOffset.y, "at \(y)")
    }
  }

  @Test func restoringScrollsWithoutAnimationOrScrollCallbacks() {
    let original = StateTable(NamedRowSource(rows: [50]))
    original.scroll(to: 600)
    let restored = StateTable(NamedRowSource(rows: [50]))
    restored.table.restoreState(original.table.encodeRestorableState())
    #expect(restored.table.contentOffset.y == 600)
    #expect(!restored.table.isScrollAnimating)
    restored.frame()
    #expect(restored.source.callbacks.isEmpty)
  }

  @Test func restoringStopsAFlingUnderWay() {
    let original = StateTable(NamedRowSource(rows: [50]))
    original.scroll(to: 600)
    let restored = StateTable(NamedRowSource(rows: [50]))
    restored.table.setContentOffset(CGPoint(x: 0, y: 1500), animated: true)
    restored.frame()
    restored.table.restoreState(original.table.encodeRestorableState())
    for _ in 0..<30 { restored.frame() }
    #expect(restored.table.contentOffset.y == 600)
  }

  @Test func aPositionAboveTheFirstRowOfAGroupComesBack() {
    func make() -> StateTable {
      let source = NamedRowSource(rows: [8, 8, 8, 8])
      source.headerTitle = { "Group \($0)" }
      return StateTable(source, style: .grouped)
    }
    let original = make()
    // Somewhere in the gap and header above section 2.
    let header = original.table.rectForHeader(inSection: 2)
    original.scroll(to: header.minY + 3)
    let state = original.table.encodeRestorableState()
    #expect(state.firstVisibleRow == .indexPath(section: 2, row: 0))
    #expect(state.firstVisibleRowOffset < 0, "the row starts below the top of the bounds")
    let restored = make()
    #expect(restored.table.restoreState(state).isEmpty)
    #expect(restored.table.contentOffset.y == original.table.contentOffset.y)
  }

  @Test func withEstimatedHeightsTheSameRowsShowAtTheSamePlaces() {
    for y: CGFloat in [0, 37.5, 2000, 5555.25, 9000] {
      // The original table scrolled there in steps, measuring every row on the way.
      let measured = NamedRowSource(rows: [120, 120])
      measured.heightOfRow = Self.varied
      let original = StateTable(
        measured, rowHeight: TableView.automaticDimension, estimatedRowHeight: 44)
      var step: CGFloat = 0
      while step < y {
        step = min(y, step + 300)
        original.scroll(to: step)
      }
      original.frame()
      let state = original.table.encodeRestorableState()

      // A fresh table knows only estimates above the restored row.
      let source = NamedRowSource(rows: [120, 120])
      source.heightOfRow = Self.varied
      let restored = StateTable(
        source, rowHeight: TableView.automaticDimension, estimatedRowHeight: 44)
      #expect(restored.table.restoreState(state).isEmpty)
      restored.frame()
      #expect(
        sameScreen(restored.screen, original.screen),
        "at \(y): \(restored.screen.prefix(3)) vs \(original.screen.prefix(3))")
      #expect(restored.source.outOfRangeQuestions.isEmpty)
    }
  }

  @Test func withEstimatedHeightsAMovedRowStillLandsExactly() {
    let source = AssociatedRowSource(rows: [200])
    source.heightOfRow = Self.varied
    let original = StateTable(
      source, rowHeight: TableView.automaticDimension, estimatedRowHeight: 44)
    original.table.scrollToRow(at: IndexPath(row: 150, section: 0), at: .top, animated: false)
    original.frame()
    original.scroll(to: original.table.contentOffset.y + 17.25)
    let state = original.table.encodeRestorableState()
    let top = original.screen.first

    // Fifty rows above went away; the row is now row 100, its estimated place far off.
    let changed = AssociatedRowSource(rows: [200])
    changed.sections[0].removeSubrange(40..<90)
    changed.heightOfRow = Self.varied
    let restored = StateTable(
      changed, rowHeight: TableView.automaticDimension, estimatedRowHeight: 60)
    #expect(restored.table.restoreState(state).isEmpty)
    restored.frame()
    #expect(restored.screen.first?.0 == top?.0)
    #expect(abs((restored.screen.first?.1 ?? 0) - (top?.1 ?? 1)) < 1e-6)
  }

  @Test func aScrollPositionPastTheNewEndIsClamped() {
    let original = StateTable(NamedRowSource(rows: [100]))
    original.scroll(to: 3000)
    let restored = StateTable(NamedRowSource(rows: [40]))
    restored.table.restoreState(original.table.encodeRestorableState())
    #expect(restored.table.contentOffset.y == restored.table.maximumContentOffsetY)
  }
}
