import Foundation
import Testing

@testable import TableKit

/// `RowPrefetcher` alone: which rows it announces and cancels as the look-ahead moves.
@Suite struct RowPrefetcherTests {
  private func rows(_ range: ClosedRange<Int>) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: 0) }
  }

  @Test func theLookAheadFollowsTheScrollsDirection() {
    var prefetcher = RowPrefetcher()
    let realized = CGRect(x: 0, y: 100, width: 320, height: 500)
    let ahead = prefetcher.lookAhead(beyond: realized, offset: 100, extent: 480)
    #expect(ahead == CGRect(x: 0, y: 600, width: 320, height: 480))
    let back = prefetcher.lookAhead(beyond: realized, offset: 60, extent: 480)
    #expect(back == CGRect(x: 0, y: -380, width: 320, height: 480))
    #expect(prefetcher.direction == .backward)
  }

  @Test func rowsAreAnnouncedOnceNearestFirstAndCancelledWhenTheyLeaveUnshown() {
    var prefetcher = RowPrefetcher()
    let first = prefetcher.update(ahead: rows(10...12)) { _ in false }
    #expect(first.prefetch == rows(10...12))
    let again = prefetcher.update(ahead: rows(11...13)) { $0.row == 10 }
    // Row 10 was shown (delivered, not cancelled); 13 is new.
    #expect(again.prefetch == rows(13...13))
    #expect(again.cancel.isEmpty)
    let away = prefetcher.update(ahead: rows(40...41)) { _ in false }
    #expect(away.cancel == rows(11...13))
    #expect(prefetcher.cancelAll() == rows(40...41))
    #expect(prefetcher.announced.isEmpty)
  }

  @Test func aRemapMovesAnnouncementsAndDropsDeletedRows() {
    var prefetcher = RowPrefetcher()
    _ = prefetcher.update(ahead: rows(5...6)) { _ in false }
    prefetcher.remap { $0.row == 5 ? nil : IndexPath(row: $0.row + 10, section: 0) }
    #expect(prefetcher.announced == [IndexPath(row: 16, section: 0)])
    prefetcher.reset()
    #expect(prefetcher.announced.isEmpty)
  }
}
