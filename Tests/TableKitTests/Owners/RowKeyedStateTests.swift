import Foundation
import Testing

@testable import TableKit

/// `RowKeyedState` alone: everything it keeps by index path follows rows through one remap.
@Suite struct RowKeyedStateTests {
  private func row(_ row: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  @Test func selectionFocusAndLastFocusFollowTheirRowsThroughARemap() {
    var state = RowKeyedState()
    state.setSelected(true, at: row(2))
    state.setSelected(true, at: row(5))
    state.focus(row(5))
    state.focus(nil)
    state.focus(row(7))
    // A row inserted at 0 moves every row down by one; row 2 is deleted.
    state.remap { $0 == self.row(2) ? nil : self.row($0.row + 1) }
    #expect(state.selectedIndexPaths == [row(6)])
    #expect(state.focusedIndexPath == row(8))
    #expect(state.lastFocusedIndexPath == row(8))
  }

  @Test func aDeletedFocusedRowLosesTheFocusAndTheHighlightEnds() {
    var state = RowKeyedState()
    state.focus(row(1))
    state.highlightForPress(row(3))
    state.remap { $0 == self.row(1) ? nil : $0 }
    #expect(state.focusedIndexPath == nil)
    #expect(state.highlightedIndexPath == nil)
    // The press remembers what it highlighted, for its tap.
    #expect(state.pressHighlightedRow == row(3))
  }

  @Test func prefetchAnnouncementsFollowTheRemapAndAReloadForgetsThem() {
    var state = RowKeyedState()
    let announced = state.updatePrefetching { prefetcher in
      prefetcher.update(ahead: [self.row(10), self.row(11)]) { _ in false }
    }
    #expect(announced.prefetch == [row(10), row(11)])
    state.remap { $0 == self.row(10) ? nil : self.row($0.row - 1) }
    #expect(state.prefetcher.announced == [row(10)])
    state.setSelected(true, at: row(0))
    state.focus(row(0))
    state.resetForReload()
    #expect(state.prefetcher.announced.isEmpty)
    #expect(state.selectedIndexPaths.isEmpty)
    #expect(state.focusedIndexPath == row(0))
  }

  @Test func removingTheHighlightReturnsTheRowOnce() {
    var state = RowKeyedState()
    state.highlightForPress(row(4, 1))
    #expect(state.removeHighlight() == row(4, 1))
    #expect(state.removeHighlight() == nil)
    state.beginPress()
    #expect(state.pressHighlightedRow == nil)
  }
}
