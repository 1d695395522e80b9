import Foundation
import Testing

@testable import TableKit

/// `TableDataReader` alone, through its narrow `TableDataHost` with a fake host: no table is
/// laid out; a bare `TableView` only stands as the callbacks' argument.
@MainActor
@Suite struct TableDataReaderTests {
  private func path(_ row: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  // MARK: - Counts

  @Test func countsWithoutADataSourceAreZero() {
    let host = FakeHost()
    let reader = TableDataReader(host: host)
    #expect(reader.numberOfSections() == 0)
    #expect(reader.numberOfRows(inSection: 0) == 0)
    #expect(reader.rowCounts() == [])
    #expect(host.warnings.isEmpty)
  }

  @Test func negativeCountsBecomeZeroWithAWarningNamingTheMethod() {
    let host = FakeHost()
    let dataSource = CountsDataSource(sections: 2) { $0 == 0 ? -3 : 4 }
    host.dataSource = dataSource
    let reader = TableDataReader(host: host)
    #expect(reader.rowCounts() == [0, 4])
    #expect(
      host.warnings == ["tableView(_:numberOfRowsInSection:) for section 0 returned -3; using 0"])
    dataSource.sectionCount = -1
    #expect(reader.numberOfSections() == 0)
    #expect(host.warnings.last == "numberOfSections(in:) returned -1; using 0")
  }

  @Test func countsAboveTheMostATableHoldsAreCappedWithAWarning() {
    let host = FakeHost()
    host.dataSource = CountsDataSource(sections: 1) { _ in Int.max }
    let reader = TableDataReader(host: host)
    #expect(reader.numberOfRows(inSection: 0) == TableView.maximumRowCount)
    #expect(
      host.warnings == [
        "tableView(_:numberOfRowsInSection:) for section 0 returned \(Int.max); using "
          + "\(TableView.maximumRowCount), the most a table holds"
      ])
    #expect(reader.sanitizedCount(TableView.maximumRowCount, "unused") == TableView.maximumRowCount)
    #expect(host.warnings.count == 1)
  }

  // MARK: - Heights

  @Test func rowHeightsFallBackToTheHostsPropertyWhereTheDelegateGivesNone() {
    let host = FakeHost()
    let reader = TableDataReader(host: host)
    #expect(reader.requestedHeight(forRowAt: path(0)) == 44)
    let delegate = HeightDelegate()
    host.delegate = delegate
    #expect(reader.requestedHeight(forRowAt: path(0)) == 44)
    delegate.rowHeight = { CGFloat(10 + $0.row) }
    #expect(reader.requestedHeight(forRowAt: path(3)) == 13)
    #expect(host.warnings.isEmpty)
  }

  @Test func exactHeightsSanitizeBadAnswersWithTheHeightWarning() {
    let host = FakeHost()
    let delegate = HeightDelegate()
    delegate.rowHeight = { $0.row == 0 ? .nan : -5 }
    host.delegate = delegate
    let reader = TableDataReader(host: host)
    let measuring = FakeMeasuring()
    #expect(reader.exactHeight(forRowAt: path(0), measuring: measuring) == 0)
    #expect(reader.exactHeight(forRowAt: path(1), measuring: measuring) == 0)
    #expect(
      host.warnings == [
        HeightWarning(height: .nan, for: .row(path(0)))!.message,
        "heightForRowAt returned -5.0 for <section 0, row 1>; using 0",
      ])
  }

  @Test func automaticRowsAreMeasuredByTheirCellsAndKeptRowsAreNotAsked() {
    let host = FakeHost()
    host.rowHeight = TableView.automaticDimension
    let delegate = HeightDelegate()
    host.delegate = delegate
    let reader = TableDataReader(host: host)
    let measuring = FakeMeasuring()
    #expect(reader.exactHeight(forRowAt: path(2), measuring: measuring) == 60)
    #expect(measuring.fitted == [path(2)])
    // While the data source is ahead of the table, the row keeps its height unasked.
    measuring.keptHeight = 33
    delegate.rowsAsked = []
    #expect(reader.exactHeight(forRowAt: path(2), measuring: measuring) == 33)
    #expect(delegate.rowsAsked.isEmpty)
    #expect(measuring.fitted == [path(2)])
  }

  @Test func rowEstimatesFallBackOnceToTheHostsEstimateThenTheStandardHeight() {
    let host = FakeHost()
    let delegate = HeightDelegate()
    host.delegate = delegate
    let reader = TableDataReader(host: host)
    #expect(reader.estimatedHeight(forRowAt: path(0)) == Metrics.rowHeight)
    host.estimatedRowHeight = 50
    #expect(reader.estimatedHeight(forRowAt: path(0)) == 50)
    delegate.estimatedRowHeight = { _ in TableView.automaticDimension }
    #expect(reader.estimatedHeight(forRowAt: path(0)) == 50)
    delegate.estimatedRowHeight = { _ in 70 }
    #expect(reader.estimatedHeight(forRowAt: path(0)) == 70)
    delegate.estimatedRowHeight = { _ in -.infinity }
    #expect(reader.estimatedHeight(forRowAt: path(4)) == 0)
    #expect(
      host.warnings == [
        HeightWarning(height: -.infinity, for: .row(path(4)), isEstimate: true)!.message
      ])
    #expect(host.warnings.first?.hasPrefix("estimatedHeightForRowAt returned -inf") == true)
  }

  @Test func headerAndFooterHeightsFallBackToTheHostsPropertiesAndPadding() {
    let host = FakeHost()
    host.headerTopPadding = 5
    let delegate = HeightDelegate()
    host.delegate = delegate
    let reader = TableDataReader(host: host)
    let measuring = FakeMeasuring()
    #expect(reader.requestedHeight(inSection: 0, isHeader: true) == 28)
    #expect(reader.exactHeaderHeight(inSection: 0, measuring: measuring) == 33)
    // A footer of no height gets no padding, and a header of none neither.
    #expect(reader.exactFooterHeight(inSection: 0, measuring: measuring) == 0)
    delegate.headerHeight = { _ in 0 }
    #expect(reader.exactHeaderHeight(inSection: 0, measuring: measuring) == 0)
    delegate.headerHeight = { _ in TableView.automaticDimension }
    #expect(reader.exactHeaderHeight(inSection: 1, measuring: measuring) == 22)
    delegate.headerHeight = { _ in .nan }
    #expect(reader.exactHeaderHeight(inSection: 2, measuring: measuring) == 0)
    #expect(host.warnings == ["heightForHeaderInSection returned nan for section 2; using 0"])
    host.estimatedSectionHeaderHeight = 12
    #expect(reader.estimatedHeight(inSection: 3, isHeader: true) == 12)
    delegate.estimatedHeaderHeight = { _ in -2 }
    #expect(reader.estimatedHeight(inSection: 4, isHeader: true) == 0)
    #expect(
      host.warnings.last == "estimatedHeightForHeaderInSection returned -2.0 for section 4; using 0"
    )
  }

  // MARK: - A reading

  @Test func aReadingOfUniformHeightsAsksNoRowOneByOne() {
    let host = FakeHost()
    let delegate = HeightDelegate()
    host.delegate = delegate
    let reader = TableDataReader(host: host)
    let measuring = FakeMeasuring()
    let reading = reader.heightReading(rowCounts: [0, 1_000_000], measuring: measuring)
    #expect(!reading.rowsAreExactPerRow && !reading.rowsAreEstimatedPerRow)
    let spec = reading.sectionSpec(1, rowCount: 1_000_000)
    #expect(spec.rowHeights.count == 1_000_000)
    #expect(spec.rowHeights.totalHeight == 44_000_000)
    // The delegate is probed once, with the first row of the first section that has one.
    #expect(delegate.rowsAsked == [path(0, 1)])
    #expect(measuring.recycled.isEmpty)
  }

  @Test func aReadingOfRowsMeasuredOneByOneKeepsOnlyTheCellsOfRowsLikelyShown() {
    let host = FakeHost()
    host.rowHeight = TableView.automaticDimension
    let reader = TableDataReader(host: host)
    let measuring = FakeMeasuring()
    measuring.likelyShown = path(0)...path(0)
    let reading = reader.heightReading(rowCounts: [3], measuring: measuring)
    #expect(reading.rowsAreExactPerRow)
    let rows = reading.rows(0, 3)
    #expect(rows.totalHeight == 180)
    #expect(measuring.fitted == [path(0), path(1), path(2)])
    #expect(measuring.recycled == [path(1), path(2)])
    #expect(reading.rowHeight(at: path(3)) == .exact(60))
  }

  /// The delegate's heights are read by one call a row (issue 32), with what the full way gives
  /// each: an automatic row measured by its cell, a bad height made usable.
  @Test func aReadingOfTheDelegatesHeightsAsksEachRowOnceAndAgreesWithTheFullWay() {
    let host = FakeHost()
    let delegate = HeightDelegate()
    let given: [CGFloat] = [30, TableView.automaticDimension, -5, 50]
    delegate.rowHeight = { given[$0.row] }
    host.delegate = delegate
    let reader = TableDataReader(host: host)
    let measuring = FakeMeasuring()
    let reading = reader.heightReading(rowCounts: [4], measuring: measuring)
    #expect(reading.rowsAreExactPerRow)
    delegate.rowsAsked = []
    let rows = reading.rows(0, 4)
    #expect(delegate.rowsAsked == (0..<4).map { path($0) })
    #expect(measuring.fitted == [path(1)])
    #expect(measuring.recycled == [path(1)])
    let fullWay = (0..<4).map {
      Double(reader.exactHeight(forRowAt: path($0), measuring: FakeMeasuring()))
    }
    #expect((0..<4).map { rows[$0] } == fullWay)
    // While the data source is ahead of the table, rows keep their heights unasked.
    measuring.keptHeight = 33
    delegate.rowsAsked = []
    #expect(reading.rows(0, 4).totalHeight == 132)
    #expect(delegate.rowsAsked.isEmpty)
  }

  @Test func aReadingWithEstimatesGivesEstimatedValues() {
    let host = FakeHost()
    host.estimatedRowHeight = 30
    host.estimatedSectionHeaderHeight = 10
    let reader = TableDataReader(host: host)
    let reading = reader.heightReading(rowCounts: [2], measuring: FakeMeasuring())
    #expect(reading.rowsAreEstimatedUniformly && reading.headersAreEstimated)
    #expect(reading.rowHeight(at: path(1)) == .estimated(30))
    #expect(reading.header(0) == .estimated(10))
    #expect(reading.footer(0) == .exact(0))
    let delegate = HeightDelegate()
    delegate.estimatedRowHeight = { CGFloat(20 + $0.row) }
    host.delegate = delegate
    let perRow = reader.heightReading(rowCounts: [2], measuring: FakeMeasuring())
    #expect(perRow.rowsAreEstimatedPerRow && !perRow.rowsAreEstimatedUniformly)
    #expect(perRow.rowHeight(at: path(1)) == .estimated(21))
    #expect(perRow.rows(0, 2).totalHeight == 41)
  }

  // MARK: - Rows while dragged

  @Test func aDraggedRowTranslatesTheIndexPathsTheDataSourceIsAskedBy() {
    let host = FakeHost()
    let delegate = HeightDelegate()
    delegate.rowHeight = { CGFloat(10 + $0.row) }
    host.delegate = delegate
    let reader = TableDataReader(host: host)
    #expect(reader.dataSourceIndexPath(forTable: path(1)) == path(1))
    // Row 0 is dragged to row 2: the table's rows 0 and 1 are the data source's 1 and 2.
    host.draggedRowMove = RowMove(from: path(0), to: path(2))
    #expect(reader.dataSourceIndexPath(forTable: path(2)) == path(0))
    #expect(reader.dataSourceIndexPath(forTable: path(0)) == path(1))
    #expect(reader.dataSourceIndexPath(forTable: path(3)) == path(3))
    #expect(reader.requestedHeight(forRowAt: path(2)) == 10)
    #expect(delegate.rowsAsked == [path(0)])
    let dataSource = CountsDataSource(sections: 1) { _ in 4 }
    dataSource.editableRows = [path(1)]
    host.dataSource = dataSource
    host.shownRowCounts = [4]
    #expect(reader.canEditRow(at: path(0)))
    #expect(!reader.canEditRow(at: path(2)))
    #expect(dataSource.askedToEdit == [path(1), path(0)])
    #expect(reader.editingStyle(forRowAt: path(0)) == .delete)
    #expect(!reader.canEditRow(at: path(9)))
    #expect(!reader.shouldIndentWhileEditing(rowAt: path(0)))
  }

  @Test func rowQuestionsHaveTheDefaultsWithoutADelegateAndItsAnswersWithOne() {
    let host = FakeHost()
    let reader = TableDataReader(host: host)
    #expect(reader.rowToSelect(forSelectingRowAt: path(1)) == path(1))
    #expect(reader.rowToDeselect(forDeselectingRowAt: path(1)) == path(1))
    #expect(reader.canFocusRow(at: path(2)) && reader.shouldHighlightRow(at: path(2)))
    #expect(reader.indentationLevel(forDataRowAt: path(0)) == 0)
    let delegate = RowDelegate()
    host.delegate = delegate
    #expect(reader.rowToSelect(forSelectingRowAt: path(1)) == nil)
    #expect(reader.rowToSelect(forSelectingRowAt: path(3)) == path(4))
    #expect(reader.rowToDeselect(forDeselectingRowAt: path(1)) == path(1))
    #expect(!reader.shouldHighlightRow(at: path(0)))
    // Focus is asked by the data source's index path while a row is dragged.
    host.draggedRowMove = RowMove(from: path(2), to: path(0))
    #expect(!reader.canFocusRow(at: path(0)))
    #expect(delegate.asked == [path(2)])
  }

  @Test func prefetchAnnouncementsUseTheDataSourcesIndexPaths() {
    let host = FakeHost()
    let prefetcher = RecordingPrefetcher()
    host.prefetchDataSource = prefetcher
    host.draggedRowMove = RowMove(from: path(0), to: path(5))
    let reader = TableDataReader(host: host)
    reader.prefetchRows(at: [path(5), path(6)])
    reader.cancelPrefetching(forRowsAt: [path(1)])
    #expect(prefetcher.prefetched == [[path(0), path(6)]])
    #expect(prefetcher.cancelled == [[path(2)]])
  }

  // MARK: - Implemented methods

  @Test func implementedMethodsAreProbedOnceForTheHostsDataSource() {
    let host = FakeHost()
    let reader = TableDataReader(host: host)
    #expect(!reader.implements(.moveRow, probingAt: path(0)))
    let counts = CountsDataSource(sections: 1) { _ in 2 }
    host.dataSource = counts
    #expect(!reader.implements(.moveRow, probingAt: path(0)))
    #expect(!reader.implements(.commitEditing, probingAt: path(0)))
    #expect(!reader.canMoveRow(at: path(0)))
    let moving = MovingDataSource()
    // Another data source is probed as asked, without the kept answer.
    #expect(reader.implements(.moveRow, probingAt: path(1), of: moving))
    #expect(moving.moves == [RowMove(from: path(1), to: path(1))])
    host.dataSource = moving
    // The answer for the previous data source is kept until the reader hears of the change.
    #expect(!reader.implements(.moveRow, probingAt: path(0)))
    reader.dataSourceDidChange()
    #expect(reader.implements(.moveRow, probingAt: path(0)))
    #expect(reader.implements(.moveRow, probingAt: path(0)))
    #expect(moving.moves.count == 2)
    #expect(reader.canMoveRow(at: path(3)))
  }

  @Test func aDropIsReportedByTheDataSourcesIndexPaths() {
    let host = FakeHost()
    let moving = MovingDataSource()
    host.dataSource = moving
    let reader = TableDataReader(host: host)
    reader.reportDrop(from: path(0), to: path(3))
    #expect(moving.moves == [RowMove(from: path(0), to: path(3))])
  }

  // MARK: - Section index and titles

  @Test func sectionIndexTitlesReportWhetherTheyChanged() {
    let host = FakeHost()
    let dataSource = CountsDataSource(sections: 2) { _ in 1 }
    host.dataSource = dataSource
    let reader = TableDataReader(host: host)
    #expect(!reader.readSectionIndexTitles())
    dataSource.indexTitles = ["A", "B"]
    #expect(reader.readSectionIndexTitles())
    #expect(reader.sectionIndexTitles == ["A", "B"])
    #expect(!reader.readSectionIndexTitles())
    dataSource.indexTitles = ["A", "C"]
    #expect(reader.readSectionIndexTitles())
    #expect(reader.section(forSectionIndexTitle: "C", at: 1) == 1)
    #expect(reader.title(inSection: 1, isHeader: true) == "Header 1")
    #expect(reader.title(inSection: 1, isHeader: false) == nil)
  }

  /// Issue 26: iOS 17 shows the index in grouped and inset grouped tables too.
  @Test func groupedTablesReadTheirSectionIndex() {
    for style in [TableView.Style.grouped, .insetGrouped] {
      let host = FakeHost()
      host.style = style
      let dataSource = CountsDataSource(sections: 2) { _ in 1 }
      dataSource.indexTitles = ["A", "B"]
      host.dataSource = dataSource
      let reader = TableDataReader(host: host)
      #expect(reader.readSectionIndexTitles(), "\(style)")
      #expect(reader.sectionIndexTitles == ["A", "B"], "\(style)")
    }
  }
}
