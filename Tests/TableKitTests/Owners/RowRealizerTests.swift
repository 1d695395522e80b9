import Foundation
import Testing

@testable import TableKit

/// `RowRealizer` alone, through its narrow `RowRealizingHost` with a fake host: which rows get
/// cells, reuse when the rect moves, what the delegate hears and in which order, measuring
/// with the cell that then shows, header views, and taking everything off for a reload.
@MainActor
@Suite struct RowRealizerTests {
  /// A host of 100 rows in one section, its data source and delegate, and its realizer.
  private func makeRealizer(rows: Int = 100) -> (
    FakeHost, RowRealizer, NumberedRows, DisplayDelegate
  ) {
    let host = FakeHost()
    let realizer = RowRealizer(host: host)
    let dataSource = NumberedRows()
    dataSource.rowCount = rows
    dataSource.realizer = realizer
    let delegate = DisplayDelegate()
    host.dataSource = dataSource
    host.delegate = delegate
    host.layOut(rowCounts: [rows])
    return (host, realizer, dataSource, delegate)
  }

  private func rows(_ cells: [IndexPath: TableViewCell]) -> [Int] { cells.keys.map(\.row).sorted() }

  // MARK: - Which rows

  @Test func theRowsInTheRectGetCellsEachAskedOnceAndAnnounced() {
    let (host, realizer, dataSource, delegate) = makeRealizer()
    // 100 points of 44-point rows: rows 0, 1 and 2.
    let shown = realizer.realizeRows(in: host.viewport, now: 0)
    #expect(rows(shown) == [0, 1, 2])
    #expect(dataSource.asked == [0, 1, 2])
    #expect(delegate.told == ["will 0", "will 1", "will 2"])
    #expect(host.events == ["prepare 0", "prepare 1", "prepare 2"])
    #expect(shown.allSatisfy { $0.value.textLabel?.text == "\($0.key.row)" })
    #expect(realizer.visibleCell(at: IndexPath(row: 1, section: 0)) === shown[IndexPath(row: 1, section: 0)])
    // The same rect again changes nothing and asks nothing.
    let again = realizer.realizeRows(in: host.viewport, now: 0)
    #expect(rows(again) == [0, 1, 2])
    #expect(dataSource.asked == [0, 1, 2])
    #expect(delegate.told.count == 3)
    #expect(host.openReadings == 0)
  }

  @Test func rowsThatLeaveAreQueuedBeforeTheRowsThatComeAskSoTheyReuseThem() {
    let (host, realizer, dataSource, delegate) = makeRealizer()
    let first = realizer.realizeRows(in: host.viewport, now: 0)
    let firstCells = Set(first.values.map(ObjectIdentifier.init))
    delegate.told = []
    // One screen down: rows 11...13 (y 500...600) come, rows 0...2 leave.
    host.viewport.origin.y = 500
    let next = realizer.realizeRows(in: host.viewport, now: 0)
    #expect(rows(next) == [11, 12, 13])
    #expect(Set(delegate.told.prefix(3)) == ["end 0", "end 1", "end 2"])
    #expect(Array(delegate.told.suffix(3)) == ["will 11", "will 12", "will 13"])
    // The cells that left show the rows that came: no cell was made for them.
    #expect(Set(next.values.map(ObjectIdentifier.init)) == firstCells)
    #expect(realizer.createdCellCount == 3)
    #expect(next.allSatisfy { $0.value.textLabel?.text == "\($0.key.row)" })
    #expect(dataSource.asked == [0, 1, 2, 11, 12, 13])
  }

  @Test func aLeavingRowTheHostKeepsShowingKeepsItsCell() {
    let (host, realizer, _, delegate) = makeRealizer()
    let first = realizer.realizeRows(in: host.viewport, now: 0)
    let dragged = first[IndexPath(row: 0, section: 0)]!
    host.keptCells = [ObjectIdentifier(dragged)]
    host.viewport.origin.y = 500
    let next = realizer.realizeRows(in: host.viewport, now: 0)
    #expect(rows(next) == [0, 11, 12, 13])
    #expect(next[IndexPath(row: 0, section: 0)] === dragged)
    #expect(!delegate.told.contains("end 0"))
    #expect(realizer.queuedCells.allSatisfy { $0 !== dragged })
  }

  @Test func aCellStillOnScreenIsNeitherQueuedNorEndedWhenAskedToBeQueued() {
    let (host, realizer, _, _) = makeRealizer()
    let shown = realizer.realizeRows(in: host.viewport, now: 0)
    let cell = shown[IndexPath(row: 2, section: 0)]!
    host.events = []
    realizer.enqueue(cell)
    #expect(host.events.isEmpty, "the host was told to end the cell's swipe and animation")
    #expect(realizer.queuedCells.isEmpty)
    #expect(realizer.indexPath(of: cell) == IndexPath(row: 2, section: 0))
  }

  @Test func nothingIsAskedWhileTheDataSourceIsAheadOfTheHost() {
    let (host, realizer, dataSource, delegate) = makeRealizer()
    host.blocksDataSourceReads = true
    #expect(realizer.realizeRows(in: host.viewport, now: 0).isEmpty)
    #expect(dataSource.asked.isEmpty)
    #expect(delegate.told.isEmpty)
    // A row keeps the height it has meanwhile, without asking.
    #expect(realizer.keptHeight(forRowAt: IndexPath(row: 4, section: 0)) == 44)
    host.blocksDataSourceReads = false
    #expect(realizer.keptHeight(forRowAt: IndexPath(row: 4, section: 0)) == nil)
  }

  // MARK: - Measuring

  @Test func aRowMeasuredByItsCellShowsThatCellWithoutAskingAgain() {
    let (host, realizer, dataSource, _) = makeRealizer()
    let height = realizer.fittingHeight(forRowAt: IndexPath(row: 1, section: 0))
    #expect(height > 0 && height.isFinite)
    #expect(dataSource.asked == [1])
    let shown = realizer.realizeRows(in: host.viewport, now: 0)
    #expect(dataSource.asked == [1, 0, 2])
    #expect(shown[IndexPath(row: 1, section: 0)]?.textLabel?.text == "1")
    // A measured row that does not show goes back to the queue at the end of the pass.
    _ = realizer.fittingHeight(forRowAt: IndexPath(row: 50, section: 0))
    realizer.recycleMeasuredCells()
    #expect(realizer.queuedCells.count == 1)
  }

  @Test func cellsOnScreenMeasureTheirOwnRowsWhenLentAndStayOnScreen() {
    let (host, realizer, dataSource, _) = makeRealizer()
    let shown = realizer.realizeRows(in: host.viewport, now: 0)
    dataSource.asked = []
    // After an update that inserted one row at the top, row 0 is row 1.
    realizer.lendingCellsForMeasuring(indexPathNow: { IndexPath(row: $0.row + 1, section: 0) }) {
      _ = realizer.fittingHeight(forRowAt: IndexPath(row: 1, section: 0))
    }
    #expect(dataSource.asked.isEmpty)
    realizer.recycleMeasuredCells()
    #expect(realizer.queuedCells.isEmpty)
    #expect(realizer.visibleCells.count == shown.count)
  }

  // MARK: - Headers and footers

  @Test func aHeaderViewGivenForMeasuringIsTheOneShownAndTheDelegateIsAskedOnce() {
    let (host, realizer, _, delegate) = makeRealizer()
    delegate.givesHeaderViews = true
    host.layOut(rowCounts: [100], headerHeight: 30)
    #expect(realizer.automaticHeaderFooterHeight(0, isHeader: true) == 30)
    #expect(delegate.headerViewsGiven == 1)
    let realization = realizer.realizeHeaderFooters(sections: [0], isHeader: true, now: 0)
    #expect(delegate.headerViewsGiven == 1)
    #expect(realization.views[0] is ThirtyPointsTall)
    #expect(realization.shown.map(\.section) == [0])
    #expect(host.events.last == "prepare header 0")
    // The host announces what it placed; the realizer leaves that to it.
    #expect(!delegate.told.contains("will header 0"))
  }

  @Test func aTitleAloneGetsAStandardHeaderAndNeitherGetsNone() {
    let (host, realizer, dataSource, _) = makeRealizer()
    defer { withExtendedLifetime(host) {} }
    #expect(realizer.realizeHeaderFooters(sections: [0], isHeader: true, now: 0).views.isEmpty)
    dataSource.headerTitle = "Fruit"
    let realization = realizer.realizeHeaderFooters(sections: [0], isHeader: true, now: 0)
    let header = realization.views[0] as? TableViewHeaderFooterView
    #expect(header?.textLabel?.text == "Fruit")
    #expect(header.map(realizer.isStandardHeaderFooter) == true)
    #expect(header?.role == .plainHeader)
    // Its section leaving queues it, after the delegate hears.
    _ = realizer.realizeHeaderFooters(sections: [], isHeader: true, now: 0)
    #expect(realizer.visibleHeaders.isEmpty)
    #expect(realizer.dequeueHeaderFooterView(
      withIdentifier: RowRealizer.standardHeaderFooterIdentifier) === header)
  }

  // MARK: - Reloading and reconfiguring

  @Test func unrealizingEverythingEndsEveryDisplayAndQueuesEveryCell() {
    let (host, realizer, _, delegate) = makeRealizer()
    delegate.givesHeaderViews = true
    _ = realizer.realizeRows(in: host.viewport, now: 0)
    _ = realizer.realizeHeaderFooters(sections: [0], isHeader: true, now: 0)
    delegate.told = []
    realizer.unrealizeAllRows()
    realizer.unrealizeAllHeaderFooters()
    #expect(Set(delegate.told) == ["end 0", "end 1", "end 2", "end header 0"])
    #expect(realizer.visibleCells.isEmpty && realizer.visibleHeaders.isEmpty)
    #expect(realizer.queuedCells.count == 3)
    #expect(host.events.filter { $0.hasPrefix("queue") }.count == 4)
  }

  @Test func reconfiguringARowHandsTheDataSourceItsOwnCell() {
    let (host, realizer, dataSource, delegate) = makeRealizer()
    let shown = realizer.realizeRows(in: host.viewport, now: 0)
    let cell = shown[IndexPath(row: 1, section: 0)]!
    cell.textLabel?.text = "stale"
    realizer.reconfigureRow(at: IndexPath(row: 1, section: 0))
    #expect(cell.textLabel?.text == "1")
    #expect(realizer.visibleCell(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(dataSource.asked.last == 1)
    #expect(!delegate.told.contains("end 1"))
    // A row off screen needs nothing.
    realizer.reconfigureRow(at: IndexPath(row: 60, section: 0))
    #expect(dataSource.asked.last == 1)
  }

  // MARK: - Reading a layout and prefetching

  @Test func aLayoutIsReadWithTheCellsThatThenShowMeasuringAutomaticRows() {
    let (host, realizer, dataSource, _) = makeRealizer(rows: 40)
    host.rowHeight = TableView.automaticDimension
    host.estimatedRowHeight = 44
    host.dataHost.sectionHeaderHeight = 0
    let layout = realizer.readLayout(into: TableLayout(style: .plain, width: 320))
    #expect(layout.numberOfSections == 1 && layout.numberOfRows(inSection: 0) == 40)
    #expect(realizer.reader.totalRowCount == 40)
    // With an estimate nothing is measured while reading: rows are measured as they show.
    #expect(dataSource.asked.isEmpty)
    host.layout = layout
    _ = realizer.realizeRows(in: host.viewport, now: 0)
    #expect(dataSource.asked == [0, 1, 2])
  }

  @Test func rowsAheadOfTheCellsAreAnnouncedAndThoseShownAreNot() {
    let (host, realizer, _, _) = makeRealizer()
    _ = realizer.realizeRows(in: host.viewport, now: 0)
    var prefetcher = RowPrefetcher()
    let announcement = realizer.prefetchAnnouncement(updating: &prefetcher)
    // One screen (100 points) below the rows with cells: rows 3 to 4 or 5, none shown.
    #expect(!announcement.prefetch.isEmpty)
    #expect(announcement.prefetch.first == IndexPath(row: 3, section: 0))
    #expect(announcement.prefetch.allSatisfy { realizer.visibleCell(at: $0) == nil })
    #expect(announcement.cancel.isEmpty)
    let recorder = TableDataReaderTests.RecordingPrefetcher()
    host.prefetchDataSource = recorder
    realizer.announce(announcement)
    #expect(recorder.prefetched == [announcement.prefetch])
  }

  @Test func rereadingHeightsReturnsOnlyExactRowsWhoseHeightChanged() {
    let (host, realizer, _, _) = makeRealizer()
    let delegate = TableDataReaderTests.HeightDelegate()
    delegate.rowHeight = { $0.row == 1 ? 60 : 44 }
    host.delegate = delegate
    let changed = realizer.rereadHeights(ofRowsIn: host.viewport)
    #expect(changed.map(\.0) == [IndexPath(row: 1, section: 0)])
    #expect(changed.map(\.1) == [60])
  }

  @Test func onlyACellOnScreenSizingItsOwnRowAsksForSizingAsThePolicyAllows() {
    let (host, realizer, _, _) = makeRealizer()
    let shown = realizer.realizeRows(in: host.viewport, now: 0)
    let cell = shown[IndexPath(row: 0, section: 0)]!
    // Rows of a fixed height are not sized by their cells.
    #expect(!realizer.noteContentSizeChange(of: cell, fromDeepContent: false, policy: .enabled))
    host.rowHeight = TableView.automaticDimension
    #expect(!realizer.noteContentSizeChange(of: cell, fromDeepContent: false, policy: .disabled))
    #expect(!realizer.noteContentSizeChange(of: cell, fromDeepContent: true, policy: .enabled))
    #expect(!realizer.takeSizingRequest())
    let offScreen = TableViewCell(style: .default, reuseIdentifier: "row")
    #expect(
      !realizer.noteContentSizeChange(
        of: offScreen, fromDeepContent: false, policy: .enabledIncludingConstraints))
    #expect(
      realizer.noteContentSizeChange(
        of: cell, fromDeepContent: true, policy: .enabledIncludingConstraints))
    #expect(realizer.noteContentSizeChange(of: cell, fromDeepContent: false, policy: .enabled))
    // Any number of changes make one request, answered once.
    #expect(realizer.takeSizingRequest())
    #expect(!realizer.takeSizingRequest())
  }
}
