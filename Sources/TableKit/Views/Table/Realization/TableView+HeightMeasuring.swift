import Foundation

/// The table measures for its reader what answers alone do not give: rows sized by their cells,
/// headers and footers sized by their views or titles, and heights kept while the data source
/// may not be asked.
extension TableView: TableHeightMeasuring {
  /// The exact height of a row, read through the reader (see
  /// `TableDataReader.exactHeight(forRowAt:measuring:)`).
  func exactHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    dataReader.exactHeight(forRowAt: indexPath, measuring: self)
  }

  /// The exact height of a section's header, read through the reader.
  func exactHeaderHeight(inSection section: Int) -> CGFloat {
    dataReader.exactHeaderHeight(inSection: section, measuring: self)
  }

  /// The exact height of a section's footer, read through the reader.
  func exactFooterHeight(inSection section: Int) -> CGFloat {
    dataReader.exactFooterHeight(inSection: section, measuring: self)
  }

  func keptHeight(forRowAt indexPath: IndexPath) -> CGFloat? {
    // The data source is ahead of the table by a batch: the row keeps what it has.
    guard transaction.blocksDataSourceReads else { return nil }
    return layout.heightValue(forRowAt: indexPath).map { CGFloat($0.height) } ?? Metrics.rowHeight
  }

  func rowsLikelyShown() -> Set<IndexPath> { Set(layout.rows(intersecting: realizedRect)) }

  func recycleMeasuredCell(at indexPath: IndexPath) { cellStore.recycleMeasuredCell(at: indexPath) }

  /// The height a row's cell needs: the cell is configured by the data source, sized at the
  /// table's width, and kept so that showing the row does not ask for it again.
  func fittingHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    guard let cell = preparedCell(forRowAt: indexPath) else { return Metrics.rowHeight }
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: rowWidth, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return dataReader.sanitized(size.height, .row(indexPath))
  }

  /// The standard height of a header or footer: its custom view's fitting height, else the
  /// style's height for its title (0 without a title in plain tables).
  ///
  /// The custom view is the one on screen when heights are read again for sections that show
  /// (see `lendingHeaderFooterViewsForMeasuring`), else the one given to measure the section
  /// before, else the delegate's, which is kept for showing the section (see
  /// `makeHeaderFooterView`): the delegate is asked once per header, as in UIKit.
  func automaticHeaderFooterHeight(_ section: Int, isHeader: Bool) -> CGFloat {
    let key = HeaderFooterKey(section: section, isHeader: isHeader)
    if let view = cellStore.measuringHeaderFooter(key) {
      prepareCustomHeaderFooter(view, isHeader: isHeader)
      return fittingHeight(ofHeaderFooter: view)
    }
    if let custom = dataReader.customView(inSection: section, isHeader: isHeader) {
      prepareCustomHeaderFooter(custom, isHeader: isHeader)
      cellStore.keepMeasuredHeaderFooter(custom, for: key)
      return fittingHeight(ofHeaderFooter: custom)
    }
    let title = dataReader.title(inSection: section, isHeader: isHeader)
    let probe = cellStore.titleMeasuringHeaderFooter(in: self)
    probe.role = role(isHeader: isHeader)
    probe.layoutMargin = cellLayoutMargin
    probe.textLabel?.text = title
    return probe.sizeThatFits(CGSize(width: rowWidth, height: 0)).height
  }

  /// The height a delegate's header or footer view fits in at the rows' width.
  private func fittingHeight(ofHeaderFooter view: View) -> CGFloat {
    if let headerFooter = view as? TableViewHeaderFooterView {
      return headerFooter.sizeThatFits(CGSize(width: rowWidth, height: 0)).height
    }
    let height = view.sizeThatFits(CGSize(width: rowWidth, height: .greatestFiniteMagnitude))
      .height
    // A view that does not size itself gets the height of its content, as constraints would
    // give it in UIKit, rather than its (often still zero) frame's.
    return height > 0
      ? height : view.systemLayoutSizeFitting(CGSize(width: rowWidth, height: 0)).height
  }
}
