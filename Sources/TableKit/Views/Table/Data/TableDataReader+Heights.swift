import Foundation

/// The reader's heights: what the delegate asks for (else the host's property), made usable
/// once, with the estimate fallbacks stated once. Heights that come from a cell or a header
/// view are measured by a `TableHeightMeasuring`; the reader decides when.
extension TableDataReader {
  /// The height asked for a row: the delegate's (asked by the data source's index path), else
  /// `rowHeight`; `automaticDimension` when the row sizes from its cell.
  func requestedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    let dataIndexPath = dataSourceIndexPath(forTable: indexPath)
    let height =
      host.delegate?.tableView(tableArgument, heightForRowAt: dataIndexPath)
      ?? TableView.unimplementedDimension
    return height == TableView.unimplementedDimension ? host.rowHeight : height
  }

  /// The height asked for a section's header or footer: the delegate's, else the host's
  /// property; `automaticDimension` when it sizes from its view or title.
  func requestedHeight(inSection section: Int, isHeader: Bool) -> CGFloat {
    let delegate = host.delegate
    let height =
      (isHeader
        ? delegate?.tableView(tableArgument, heightForHeaderInSection: section)
        : delegate?.tableView(tableArgument, heightForFooterInSection: section))
      ?? TableView.unimplementedDimension
    guard height == TableView.unimplementedDimension else { return height }
    return isHeader ? host.sectionHeaderHeight : host.sectionFooterHeight
  }

  /// The exact height of a row: the one asked for, made usable, or its cell's when that is
  /// `automaticDimension`; the height it has while the data source is ahead of the table.
  func exactHeight(forRowAt indexPath: IndexPath, measuring: any TableHeightMeasuring) -> CGFloat {
    if let kept = measuring.keptHeight(forRowAt: indexPath) { return kept }
    let height = requestedHeight(forRowAt: indexPath)
    if height == TableView.automaticDimension {
      return measuring.fittingHeight(forRowAt: indexPath)
    }
    return sanitized(height, .row(indexPath))
  }

  /// The exact height of a section's header, with the top padding above a header that has a
  /// height.
  func exactHeaderHeight(inSection section: Int, measuring: any TableHeightMeasuring) -> CGFloat {
    let height = exactHeaderFooterHeight(inSection: section, isHeader: true, measuring: measuring)
    return height > 0 ? height + host.headerTopPadding : height
  }

  /// The exact height of a section's footer.
  func exactFooterHeight(inSection section: Int, measuring: any TableHeightMeasuring) -> CGFloat {
    exactHeaderFooterHeight(inSection: section, isHeader: false, measuring: measuring)
  }

  private func exactHeaderFooterHeight(
    inSection section: Int, isHeader: Bool, measuring: any TableHeightMeasuring
  ) -> CGFloat {
    let height = requestedHeight(inSection: section, isHeader: isHeader)
    if height == TableView.automaticDimension {
      return measuring.automaticHeaderFooterHeight(section, isHeader: isHeader)
    }
    return sanitized(height, isHeader ? .header(section: section) : .footer(section: section))
  }

  /// A row's estimate: the delegate's when it gives one, else `estimatedRowHeight` when set,
  /// else the standard row height; made usable.
  func estimatedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    var estimate =
      host.delegate?.tableView(tableArgument, estimatedHeightForRowAt: indexPath)
      ?? TableView.unimplementedDimension
    if estimate == TableView.automaticDimension || estimate == TableView.unimplementedDimension {
      estimate = host.estimatedRowHeight > 0 ? host.estimatedRowHeight : Metrics.rowHeight
    }
    return sanitized(estimate, .row(indexPath), isEstimate: true)
  }

  /// A section header's or footer's estimate: the delegate's when it gives one, else the
  /// host's property; made usable.
  func estimatedHeight(inSection section: Int, isHeader: Bool) -> CGFloat {
    // The property's `automaticDimension` (the default) gives no number of its own.
    let fallback = max(
      0, isHeader ? host.estimatedSectionHeaderHeight : host.estimatedSectionFooterHeight)
    var estimate =
      (isHeader
        ? host.delegate?.tableView(tableArgument, estimatedHeightForHeaderInSection: section)
        : host.delegate?.tableView(tableArgument, estimatedHeightForFooterInSection: section))
      ?? fallback
    if estimate == TableView.unimplementedDimension || estimate == TableView.automaticDimension {
      estimate = fallback
    }
    return sanitized(
      estimate, isHeader ? .header(section: section) : .footer(section: section), isEstimate: true)
  }

  /// `height` when usable, else the usable height with a message naming the item.
  func sanitized(_ height: CGFloat, _ item: HeightWarning.Item, isEstimate: Bool = false)
    -> CGFloat
  {
    guard let warning = HeightWarning(height: height, for: item, isEstimate: isEstimate) else {
      return height
    }
    host.warningHandler(warning.message)
    return warning.usableHeight
  }

  /// What reads the heights of a reload or a batch with sections of `rowCounts` rows, having
  /// asked once which of the delegate's height methods are implemented.
  func heightReading(rowCounts: [Int], measuring: any TableHeightMeasuring) -> HeightReading {
    HeightReading(reader: self, rowCounts: rowCounts, measuring: measuring)
  }
}
