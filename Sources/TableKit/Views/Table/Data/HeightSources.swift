import Foundation

/// Reads heights for `rebuildLayout()`, deciding once per reload which of the delegate's height
/// methods are implemented, so that uniform heights cost O(1) per section.
@MainActor
struct HeightSources {
  let table: TableView
  let rowsAreEstimatedPerRow: Bool
  let rowsAreEstimatedUniformly: Bool
  let rowsAreExactPerRow: Bool
  let headersAreEstimated: Bool
  let footersAreEstimated: Bool
  /// The rows on screen before the heights are read, which likely show after: the cells
  /// measuring them are kept for showing, the others are reused at once for the next row.
  let rowsLikelyShown: Set<IndexPath>

  init(table: TableView, sectionCount: Int) {
    self.table = table
    let delegate = table.delegate
    let unimplemented = TableView.unimplementedDimension
    // Probing with the first row: the defaults return the "unimplemented" marker.
    let firstRow = (0..<sectionCount).first {
      (table.dataSource?.tableView(table, numberOfRowsInSection: $0) ?? 0) > 0
    }.map { IndexPath(row: 0, section: $0) }
    let estimatesPerRow =
      firstRow.map { delegate?.tableView(table, estimatedHeightForRowAt: $0) ?? unimplemented }
      ?? unimplemented
    rowsAreEstimatedPerRow = estimatesPerRow != unimplemented
    rowsAreEstimatedUniformly = !rowsAreEstimatedPerRow && table.estimatedRowHeight > 0
    let exactPerRow =
      firstRow.map { delegate?.tableView(table, heightForRowAt: $0) ?? unimplemented }
      ?? unimplemented
    rowsAreExactPerRow =
      exactPerRow != unimplemented || table.rowHeight == TableView.automaticDimension
    // Only rows measured one by one keep cells; the rows on screen are looked up for them alone.
    rowsLikelyShown =
      rowsAreExactPerRow ? Set(table.layout.rows(intersecting: table.realizedRect)) : []
    let estimatedHeader =
      sectionCount > 0
      ? delegate?.tableView(table, estimatedHeightForHeaderInSection: 0) ?? unimplemented
      : unimplemented
    headersAreEstimated = estimatedHeader != unimplemented || table.estimatedSectionHeaderHeight > 0
    let estimatedFooter =
      sectionCount > 0
      ? delegate?.tableView(table, estimatedHeightForFooterInSection: 0) ?? unimplemented
      : unimplemented
    footersAreEstimated = estimatedFooter != unimplemented || table.estimatedSectionFooterHeight > 0
  }

  func rows(_ section: Int, _ count: Int) -> RowHeights {
    if rowsAreEstimatedUniformly {
      return RowHeights(
        repeating: Double(table.estimatedRowHeight), count: count, isEstimated: true)
    }
    if rowsAreEstimatedPerRow {
      return RowHeights(count: count, isEstimated: true) { row in
        let indexPath = IndexPath(row: row, section: section)
        var estimate = table.delegate?.tableView(table, estimatedHeightForRowAt: indexPath) ?? 0
        if estimate == TableView.automaticDimension || estimate == TableView.unimplementedDimension
        {
          estimate = table.estimatedRowHeight > 0 ? table.estimatedRowHeight : Metrics.rowHeight
        }
        return Double(table.sanitized(estimate, .row(indexPath), isEstimate: true))
      }
    }
    if rowsAreExactPerRow {
      let heights = RowHeights(count: count, isEstimated: false) { row in
        let indexPath = IndexPath(row: row, section: section)
        let height = table.exactHeight(forRowAt: indexPath)
        // Only rows about to show keep the cell they were measured with.
        if !rowsLikelyShown.contains(indexPath) { table.cellStore.recycleMeasuredCell(at: indexPath) }
        return Double(height)
      }
      return heights
    }
    return RowHeights(
      repeating: Double(
        table.sanitized(table.rowHeight, .row(IndexPath(row: 0, section: section)))),
      count: count, isEstimated: false)
  }

  func header(_ section: Int) -> HeightValue {
    guard headersAreEstimated else { return .exact(table.exactHeaderHeight(inSection: section)) }
    return estimate(
      table.delegate?.tableView(table, estimatedHeightForHeaderInSection: section),
      fallback: table.estimatedSectionHeaderHeight, item: .header(section: section))
  }

  func footer(_ section: Int) -> HeightValue {
    guard footersAreEstimated else { return .exact(table.exactFooterHeight(inSection: section)) }
    return estimate(
      table.delegate?.tableView(table, estimatedHeightForFooterInSection: section),
      fallback: table.estimatedSectionFooterHeight, item: .footer(section: section))
  }

  /// The delegate's estimate when it gives a usable one, else the table's property.
  private func estimate(_ fromDelegate: CGFloat?, fallback: CGFloat, item: HeightWarning.Item)
    -> HeightValue
  {
    var value = fromDelegate ?? fallback
    if value == TableView.unimplementedDimension || value == TableView.automaticDimension {
      value = fallback
    }
    return .estimated(table.sanitized(value, item, isEstimate: true))
  }
}

extension HeightSources {
  /// The height of an inserted row: its estimate when rows are estimated, else its exact height.
  func rowHeight(at indexPath: IndexPath) -> HeightValue {
    if rowsAreEstimatedUniformly { return .estimated(table.estimatedRowHeight) }
    if rowsAreEstimatedPerRow {
      var estimate =
        table.delegate?.tableView(table, estimatedHeightForRowAt: indexPath)
        ?? table.estimatedRowHeight
      if estimate == TableView.automaticDimension || estimate == TableView.unimplementedDimension {
        estimate = table.estimatedRowHeight > 0 ? table.estimatedRowHeight : Metrics.rowHeight
      }
      return .estimated(table.sanitized(estimate, .row(indexPath), isEstimate: true))
    }
    return .exact(table.exactHeight(forRowAt: indexPath))
  }
}
