import Foundation

/// The part of `TableDataReader` that reads the heights of one reload or batch into the values
/// `TableLayout` stores. It asks once which of the delegate's height methods are implemented
/// (the defaults answer `unimplementedDimension`), so that uniform heights cost O(1) per
/// section; the reader makes one per reading and it is dropped after.
@MainActor
struct HeightReading {
  /// The reader it reads through.
  let reader: TableDataReader
  /// What measures rows and headers that size from their views.
  let measuring: any TableHeightMeasuring
  /// Whether the delegate estimates rows one by one.
  let rowsAreEstimatedPerRow: Bool
  /// Whether every row has the host's `estimatedRowHeight`.
  let rowsAreEstimatedUniformly: Bool
  /// Whether rows are measured one by one (the delegate's heights, or sized by their cells).
  let rowsAreExactPerRow: Bool
  /// Whether headers are estimated rather than measured.
  let headersAreEstimated: Bool
  /// Whether footers are estimated rather than measured.
  let footersAreEstimated: Bool
  /// Under UIKit's default estimate (`automaticDimension`), the first section's measured
  /// header height, which estimates the other custom headers; nil otherwise.
  let automaticHeaderEstimate: CGFloat?
  /// The same for footers.
  let automaticFooterEstimate: CGFloat?
  /// The rows on screen before the heights are read, which likely show after: the cells
  /// measuring them are kept for showing, the others are reused at once for the next row.
  let rowsLikelyShown: ClosedRange<IndexPath>?

  /// A reading for sections of `rowCounts` rows (already sanitized), probing the delegate with
  /// the first row and the first section.
  init(reader: TableDataReader, rowCounts: [Int], measuring: any TableHeightMeasuring) {
    self.reader = reader
    self.measuring = measuring
    let host = reader.host
    let tableArgument = reader.tableArgument
    let delegate = host.delegate
    let unimplemented = TableView.unimplementedDimension
    let firstRow = rowCounts.firstIndex { $0 > 0 }.map { IndexPath(row: 0, section: $0) }
    let estimatesPerRow =
      firstRow.map {
        delegate?.tableView(tableArgument, estimatedHeightForRowAt: $0) ?? unimplemented
      }
      ?? unimplemented
    rowsAreEstimatedPerRow = estimatesPerRow != unimplemented
    rowsAreEstimatedUniformly = !rowsAreEstimatedPerRow && host.estimatedRowHeight > 0
    let exactPerRow =
      firstRow.map { delegate?.tableView(tableArgument, heightForRowAt: $0) ?? unimplemented }
      ?? unimplemented
    rowsAreExactPerRow =
      exactPerRow != unimplemented || host.rowHeight == TableView.automaticDimension
    // Only rows measured one by one keep cells; the rows on screen are looked up for them alone.
    rowsLikelyShown = rowsAreExactPerRow ? measuring.rowsLikelyShown() : nil
    let hasSections = !rowCounts.isEmpty
    let estimatedHeader =
      hasSections
      ? delegate?.tableView(tableArgument, estimatedHeightForHeaderInSection: 0) ?? unimplemented
      : unimplemented
    automaticHeaderEstimate =
      estimatedHeader == unimplemented
      ? Self.automaticEstimate(reader, measuring, hasSections: hasSections, isHeader: true) : nil
    headersAreEstimated =
      estimatedHeader != unimplemented || host.estimatedSectionHeaderHeight > 0
      || automaticHeaderEstimate != nil
    let estimatedFooter =
      hasSections
      ? delegate?.tableView(tableArgument, estimatedHeightForFooterInSection: 0) ?? unimplemented
      : unimplemented
    automaticFooterEstimate =
      estimatedFooter == unimplemented
      ? Self.automaticEstimate(reader, measuring, hasSections: hasSections, isHeader: false) : nil
    footersAreEstimated =
      estimatedFooter != unimplemented || host.estimatedSectionFooterHeight > 0
      || automaticFooterEstimate != nil
  }

  /// UIKit's default estimate (`automaticDimension`) for headers or footers that size from the
  /// delegate's own views: the first section's is measured, and its height estimates the others,
  /// which are measured as they come on screen, so a table of many sections asks only for the
  /// views it shows. nil (measure them all, as an estimate of 0 asks) when the estimate is set,
  /// the height is given, or the first section's is a title or nothing.
  private static func automaticEstimate(
    _ reader: TableDataReader, _ measuring: any TableHeightMeasuring, hasSections: Bool,
    isHeader: Bool
  ) -> CGFloat? {
    let host = reader.host
    let property = isHeader ? host.estimatedSectionHeaderHeight : host.estimatedSectionFooterHeight
    // Only a delegate gives views of its own: without one nothing needs measuring to know that
    // (a batch measured the first section's title for nothing, 1.5 % of W0's update frames).
    guard hasSections, host.delegate != nil, property == TableView.automaticDimension,
      reader.requestedHeight(inSection: 0, isHeader: isHeader) == TableView.automaticDimension
    else { return nil }
    let first =
      isHeader
      ? reader.exactHeaderHeight(inSection: 0, measuring: measuring)
      : reader.exactFooterHeight(inSection: 0, measuring: measuring)
    return measuring.measuredCustomView(0, isHeader: isHeader) ? first : nil
  }

  /// A section's header, rows and footer heights.
  func sectionSpec(_ section: Int, rowCount: Int) -> SectionSpec {
    SectionSpec(
      headerHeight: header(section), rowHeights: rows(section, rowCount),
      footerHeight: footer(section))
  }

  /// The heights of a section's `count` rows.
  func rows(_ section: Int, _ count: Int) -> RowHeights {
    if rowsAreEstimatedUniformly {
      return RowHeights(
        repeating: Double(reader.host.estimatedRowHeight), count: count, isEstimated: true)
    }
    if rowsAreEstimatedPerRow {
      return RowHeights(count: count, isEstimated: true) { row in
        Double(reader.estimatedHeight(forRowAt: IndexPath(row: row, section: section)))
      }
    }
    if rowsAreExactPerRow {
      if let given = rowsGivenByDelegate(section, count) { return given }
      return RowHeights(count: count, isEstimated: false) { row in
        Double(exactRowHeight(IndexPath(row: row, section: section)))
      }
    }
    return RowHeights(
      repeating: Double(
        reader.sanitized(reader.host.rowHeight, .row(IndexPath(row: 0, section: section)))),
      count: count, isEstimated: false)
  }

  /// The height every row has when all have the table's `rowHeight`: no estimates, no
  /// delegate heights, no cells sizing themselves; nil otherwise.
  func uniformRowHeight() -> CGFloat? {
    guard !rowsAreEstimatedUniformly, !rowsAreEstimatedPerRow, !rowsAreExactPerRow else {
      return nil
    }
    return reader.sanitized(reader.host.rowHeight, .row(IndexPath(row: 0, section: 0)))
  }

  /// A row's exact height, measured by its cell when it sizes from it.
  private func exactRowHeight(_ indexPath: IndexPath) -> CGFloat {
    let height = reader.exactHeight(forRowAt: indexPath, measuring: measuring)
    recycleMeasuredCellUnlessLikelyShown(indexPath)
    return height
  }

  /// Sends the cell a row was just measured with back for reuse, unless the row is likely to
  /// show: only rows about to show keep the cell they were measured with.
  private func recycleMeasuredCellUnlessLikelyShown(_ indexPath: IndexPath) {
    if rowsLikelyShown?.contains(indexPath) != true { measuring.recycleMeasuredCell(at: indexPath) }
  }

  /// The heights of a section's rows as the delegate gives them, one call per row and nothing
  /// else (issue 32: a million rows asked without estimates, as UIKit asks them, in well under
  /// 100 ms): the delegate, the table passed to it and the fallback height are read once, not
  /// per row through the host, whose every access retained the table through its unowned
  /// reference and its weak-reference side table. A row the delegate sizes automatically is
  /// measured by its cell, as `exactRowHeight` measures it. nil when the full way must read
  /// every row: a batch holds the data source's reads back, or a dragged row maps index paths.
  private func rowsGivenByDelegate(_ section: Int, _ count: Int) -> RowHeights? {
    let host = reader.host
    guard measuring.keptHeight(forRowAt: IndexPath(row: 0, section: section)) == nil,
      host.draggedRowMove == nil, let delegate = host.delegate
    else { return nil }
    let table = reader.tableArgument
    let fallback = host.rowHeight
    // One index path, its row set for each row: `IndexPath(row:section:)` builds and frees an
    // array each time, half of a row's cost.
    var indexPath = IndexPath(row: 0, section: section)
    return RowHeights(count: count, isEstimated: false) { row in
      indexPath.row = row
      var height = delegate.tableView(table, heightForRowAt: indexPath)
      if height == TableView.unimplementedDimension { height = fallback }
      if height == TableView.automaticDimension {
        // As `exactHeight` does for such a row, without asking the delegate again.
        let fitted = measuring.fittingHeight(forRowAt: indexPath)
        recycleMeasuredCellUnlessLikelyShown(indexPath)
        return Double(fitted)
      }
      return Double(reader.sanitized(height, .row(indexPath)))
    }
  }

  /// The height of an inserted row: its estimate when rows are estimated, else its exact height.
  func rowHeight(at indexPath: IndexPath) -> HeightValue {
    if rowsAreEstimatedUniformly { return .estimated(reader.host.estimatedRowHeight) }
    if rowsAreEstimatedPerRow { return .estimated(reader.estimatedHeight(forRowAt: indexPath)) }
    return .exact(reader.exactHeight(forRowAt: indexPath, measuring: measuring))
  }

  /// A section header's height: its estimate when headers are estimated, else measured.
  func header(_ section: Int) -> HeightValue {
    if let automaticHeaderEstimate {
      return section == 0 ? .exact(automaticHeaderEstimate) : .estimated(automaticHeaderEstimate)
    }
    guard headersAreEstimated else {
      return .exact(reader.exactHeaderHeight(inSection: section, measuring: measuring))
    }
    return .estimated(reader.estimatedHeight(inSection: section, isHeader: true))
  }

  /// A section footer's height: its estimate when footers are estimated, else measured.
  func footer(_ section: Int) -> HeightValue {
    if let automaticFooterEstimate {
      return section == 0 ? .exact(automaticFooterEstimate) : .estimated(automaticFooterEstimate)
    }
    guard footersAreEstimated else {
      return .exact(reader.exactFooterHeight(inSection: section, measuring: measuring))
    }
    return .estimated(reader.estimatedHeight(inSection: section, isHeader: false))
  }
}
