import Foundation
import Testing

@testable import TableKit

/// A prefetch data source that records what it hears.
@MainActor
final class RecordingPrefetcher: TableViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []

  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths)
  }

  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths)
  }

  var allPrefetched: [IndexPath] { prefetched.flatMap { $0 } }
  var allCancelled: [IndexPath] { cancelled.flatMap { $0 } }
}

/// `prefetchDataSource`: the rows one screen ahead are announced once, before their cells are
/// asked for, and cancelled when the scroll turns back before they show.
@MainActor
@Suite struct TablePrefetchingTests {
  /// A 320 × 480 table of 44-pt rows (rows 0...11 have cells: 480 pt plus 44 of overscan), with
  /// a recording prefetcher.
  func makeHarness(rows: [Int] = [1_000]) -> (TableHarness, RecordingPrefetcher) {
    let harness = TableHarness(rows: rows)
    let prefetcher = RecordingPrefetcher()
    harness.table.prefetchDataSource = prefetcher
    harness.table.layoutIfNeeded()
    return (harness, prefetcher)
  }

  func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func theScreenBelowTheRowsWithCellsIsAnnouncedNearestFirst() {
    let (harness, prefetcher) = makeHarness()
    let shown = Set(harness.table.realizer.visibleCells.keys)
    // Cells reach 524 pt (row 11); the look-ahead is 524...1004: rows 11 (partly) to 22.
    #expect(prefetcher.prefetched.count == 1)
    let announced = prefetcher.allPrefetched
    #expect(announced == (12...22).map { row($0) })
    #expect(shown.isDisjoint(with: announced))
    #expect(prefetcher.cancelled.isEmpty)
  }

  @Test func aRowIsAnnouncedOnceWhileItStaysAhead() {
    let (harness, prefetcher) = makeHarness()
    for y in stride(from: CGFloat(10), through: 200, by: 10) {
      harness.table.contentOffset.y = y
      harness.table.layoutIfNeeded()
    }
    let announced = prefetcher.allPrefetched
    #expect(announced.count == Set(announced).count)
    #expect(prefetcher.cancelled.isEmpty)
  }

  @Test func rowsAreAnnouncedBeforeTheirCellsAreAskedFor() {
    let (harness, prefetcher) = makeHarness()
    var announcedBeforeShown = true
    for y in stride(from: CGFloat(0), through: 4_000, by: 37) {
      let before = Set(harness.table.realizer.visibleCells.keys)
      let announced = Set(prefetcher.allPrefetched)
      harness.table.contentOffset.y = y
      harness.table.layoutIfNeeded()
      for indexPath in Set(harness.table.realizer.visibleCells.keys).subtracting(before)
      where !announced.contains(indexPath) {
        announcedBeforeShown = false
      }
    }
    #expect(announcedBeforeShown)
  }

  @Test func turningBackCancelsTheRowsAheadThatNeverShowed() {
    let (harness, prefetcher) = makeHarness()
    harness.table.contentOffset.y = 2_000
    harness.table.layoutIfNeeded()
    let aheadGoingDown = Set(prefetcher.prefetched.last ?? [])
    #expect(!aheadGoingDown.isEmpty)
    harness.table.contentOffset.y = 1_990
    harness.table.layoutIfNeeded()
    // Looking up now: everything announced below the screen is cancelled, the rows above it
    // announced, nearest (highest row) first.
    let cancelled = Set(prefetcher.allCancelled)
    #expect(!cancelled.isEmpty)
    #expect(cancelled.allSatisfy { harness.table.realizer.visibleCells[$0] == nil })
    let firstShown = harness.table.realizer.visibleCells.keys.min()!
    let above = prefetcher.prefetched.last ?? []
    #expect(above.first == row(firstShown.row - 1))
    #expect(above == above.sorted().reversed())
  }

  @Test func aRowThatScrollsOnScreenIsNeverCancelled() {
    let (harness, prefetcher) = makeHarness()
    for y in stride(from: CGFloat(0), through: 3_000, by: 23) {
      harness.table.contentOffset.y = y
      harness.table.layoutIfNeeded()
    }
    #expect(prefetcher.cancelled.isEmpty)
  }

  @Test func theLookAheadStopsAtTheEndOfTheTable() {
    let (harness, prefetcher) = makeHarness(rows: [30])
    harness.table.contentOffset.y = harness.table.contentSize.height - 480
    harness.table.layoutIfNeeded()
    #expect(prefetcher.allPrefetched.allSatisfy { $0.row < 30 })
    #expect(Set(prefetcher.allPrefetched).count == prefetcher.allPrefetched.count)
  }

  @Test func aTableThatFitsOnScreenAnnouncesNothing() {
    let (_, prefetcher) = makeHarness(rows: [5])
    #expect(prefetcher.prefetched.isEmpty)
  }

  @Test func switchingPrefetchingOffCancelsWhatWasAnnounced() {
    let (harness, prefetcher) = makeHarness()
    let announced = prefetcher.allPrefetched
    harness.table.isPrefetchingEnabled = false
    #expect(prefetcher.allCancelled == announced)
    harness.table.contentOffset.y = 500
    harness.table.layoutIfNeeded()
    #expect(prefetcher.prefetched.count == 1)
  }

  @Test func reloadDataStartsOverWithoutCancelling() {
    let (harness, prefetcher) = makeHarness()
    harness.table.reloadData()
    harness.table.layoutIfNeeded()
    #expect(prefetcher.prefetched.count == 2)
    #expect(prefetcher.prefetched[0] == prefetcher.prefetched[1])
    #expect(prefetcher.cancelled.isEmpty)
  }

  @Test func announcedRowsFollowInsertionsAboveThem() {
    let (harness, prefetcher) = makeHarness()
    harness.source.rowsPerSection = [1_001]
    harness.table.insertRows(at: [row(0)], with: .none)
    harness.run(for: 0.5)
    // Rows 12...22 became 13...23 and stay announced. The look-ahead is a screen deep, so the
    // last of them (23) is pushed out of it and cancelled, and the row that was shown last (11,
    // now 12) is announced once its cell has gone.
    #expect(prefetcher.allCancelled == [row(23)])
    #expect(harness.table.realizer.visibleCells[row(12)] == nil)
    #expect(prefetcher.prefetched.dropFirst().flatMap { $0 } == [row(12)])
  }

  @Test func announcedIndexPathsAreValidInEverySection() {
    let (harness, prefetcher) = makeHarness(rows: [3, 0, 4, 50, 2])
    for y in stride(from: CGFloat(0), through: 2_000, by: 61) {
      harness.table.contentOffset.y = y
      harness.table.layoutIfNeeded()
    }
    for indexPath in prefetcher.allPrefetched + prefetcher.allCancelled {
      #expect(indexPath.section < 5)
      #expect(indexPath.row < harness.table.numberOfRows(inSection: indexPath.section))
    }
  }

  @Test func aPrefetcherThatGoesAwayIsNotCalled() {
    let harness = TableHarness(rows: [1_000])
    var prefetcher: RecordingPrefetcher? = RecordingPrefetcher()
    harness.table.prefetchDataSource = prefetcher
    harness.table.layoutIfNeeded()
    prefetcher = nil
    harness.table.contentOffset.y = 800
    harness.table.layoutIfNeeded()
    #expect(harness.table.prefetchDataSource == nil)
  }
}
