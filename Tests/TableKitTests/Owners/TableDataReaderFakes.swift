import Foundation

@testable import TableKit

/// The fake host and the answering objects `TableDataReaderTests` reads through: each answers
/// what a test sets and records what it was asked.
@MainActor
extension TableDataReaderTests {
  /// A host whose properties a test sets, and which keeps the warnings.
  final class FakeHost: TableDataHost {
    let tableViewForCallbacks = TableView(frame: .zero)
    var dataSource: (any TableViewDataSource)?
    var delegate: (any TableViewDelegate)?
    var prefetchDataSource: (any TableViewDataSourcePrefetching)?
    /// The style the fake realizer host reports (the reader itself no longer reads it).
    var style = TableView.Style.plain
    var rowHeight: CGFloat = 44
    var estimatedRowHeight: CGFloat = 0
    var sectionHeaderHeight: CGFloat = 28
    var sectionFooterHeight: CGFloat = 0
    var estimatedSectionHeaderHeight: CGFloat = 0
    var estimatedSectionFooterHeight: CGFloat = 0
    var headerTopPadding: CGFloat = 0
    var draggedRowMove: RowMove?
    /// The row counts the table shows, for `isValidRow(_:)`.
    var shownRowCounts: [Int] = []
    var warnings: [String] = []
    var warningHandler: (String) -> Void { { [unowned self] in self.warnings.append($0) } }

    func isValidRow(_ indexPath: IndexPath) -> Bool {
      indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < shownRowCounts.count
        && indexPath.row >= 0 && indexPath.row < shownRowCounts[indexPath.section]
    }
  }

  /// A measurer that answers fixed heights and records what it was asked.
  final class FakeMeasuring: TableHeightMeasuring {
    var keptHeight: CGFloat?
    var cellHeight: CGFloat = 60
    var headerFooterHeight: CGFloat = 17
    var likelyShown: ClosedRange<IndexPath>?
    var fitted: [IndexPath] = []
    var recycled: [IndexPath] = []

    func keptHeight(forRowAt indexPath: IndexPath) -> CGFloat? { keptHeight }
    func fittingHeight(forRowAt indexPath: IndexPath) -> CGFloat {
      fitted.append(indexPath)
      return cellHeight
    }
    func rowsLikelyShown() -> ClosedRange<IndexPath>? { likelyShown }
    func recycleMeasuredCell(at indexPath: IndexPath) { recycled.append(indexPath) }
    func automaticHeaderFooterHeight(_ section: Int, isHeader: Bool) -> CGFloat {
      headerFooterHeight
    }
  }

  /// A data source of fixed counts that does not implement `moveRowAt` or `commit`.
  final class CountsDataSource: TableViewDataSource {
    var sectionCount: Int
    var rowCount: (Int) -> Int
    var indexTitles: [String]?
    var editableRows: [IndexPath] = []
    var askedToEdit: [IndexPath] = []
    var cellsAsked: [IndexPath] = []

    init(sections: Int, rows: @escaping (Int) -> Int) {
      sectionCount = sections
      rowCount = rows
    }

    func numberOfSections(in tableView: TableView) -> Int { sectionCount }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rowCount(section)
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      cellsAsked.append(indexPath)
      return TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Header \(section)"
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
      askedToEdit.append(indexPath)
      return editableRows.contains(indexPath)
    }
  }

  /// A data source that implements `moveRowAt` and records the moves it is told.
  final class MovingDataSource: TableViewDataSource {
    var moves: [RowMove] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) { moves.append(RowMove(from: sourceIndexPath, to: destinationIndexPath)) }
  }

  /// A delegate whose height answers a test sets; `unimplementedDimension` is what the
  /// protocol's defaults answer, so it stands for a method not implemented.
  final class HeightDelegate: TableViewDelegate {
    static let unimplemented = TableView.unimplementedDimension
    var rowHeight: (IndexPath) -> CGFloat = { _ in unimplemented }
    var estimatedRowHeight: (IndexPath) -> CGFloat = { _ in unimplemented }
    var headerHeight: (Int) -> CGFloat = { _ in unimplemented }
    var estimatedHeaderHeight: (Int) -> CGFloat = { _ in unimplemented }
    var rowsAsked: [IndexPath] = []

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      rowsAsked.append(indexPath)
      return rowHeight(indexPath)
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    { estimatedRowHeight(indexPath) }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
      headerHeight(section)
    }
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    { estimatedHeaderHeight(section) }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
      -> Bool
    { false }
  }

  /// A delegate that answers the questions about one row and records them.
  final class RowDelegate: TableViewDelegate {
    var asked: [IndexPath] = []
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      indexPath.row == 1 ? nil : IndexPath(row: indexPath.row + 1, section: indexPath.section)
    }
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      asked.append(indexPath)
      return indexPath.row != 2
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      false
    }
  }

  /// A prefetch data source that records what it is told.
  final class RecordingPrefetcher: TableViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
      prefetched.append(indexPaths)
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      cancelled.append(indexPaths)
    }
  }
}
