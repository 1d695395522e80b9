import Foundation

/// The realizer measures for the reader what answers alone do not give: rows sized by their
/// cells, headers and footers sized by their views or titles, and heights kept while the data
/// source may not be asked. The cells and views it measures with are the ones it then shows,
/// so the data source is asked once per row and the delegate once per header, as in UIKit.
extension RowRealizer: TableHeightMeasuring {
  /// The exact height of a row, read through the reader (see
  /// `TableDataReader.exactHeight(forRowAt:measuring:)`).
  func exactHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    reader.exactHeight(forRowAt: indexPath, measuring: self)
  }

  /// The exact height of a section's header, read through the reader.
  func exactHeaderHeight(inSection section: Int) -> CGFloat {
    reader.exactHeaderHeight(inSection: section, measuring: self)
  }

  /// The exact height of a section's footer, read through the reader.
  func exactFooterHeight(inSection section: Int) -> CGFloat {
    reader.exactFooterHeight(inSection: section, measuring: self)
  }

  func keptHeight(forRowAt indexPath: IndexPath) -> CGFloat? {
    // The data source is ahead of the table by a batch: the row keeps what it has.
    guard host.blocksDataSourceReads else { return nil }
    return host.layout.heightValue(forRowAt: indexPath).map { CGFloat($0.height) }
      ?? Metrics.rowHeight
  }

  func rowsLikelyShown() -> ClosedRange<IndexPath>? {
    // The rows meeting a rect run from its first to its last in index-path order: testing the
    // range is two comparisons, where a set of them was built for every batch (a hundredth of
    // W1's update frames).
    let rows = host.layout.rows(intersecting: host.realizedRect)
    guard let first = rows.firstIndexPath, let last = rows.lastIndexPath, first <= last
    else { return nil }
    return first...last
  }

  func recycleMeasuredCell(at indexPath: IndexPath) { store.recycleMeasuredCell(at: indexPath) }

  func measuredCustomView(_ section: Int, isHeader: Bool) -> Bool {
    store.measuringHeaderFooter(HeaderFooterKey(section: section, isHeader: isHeader)) != nil
  }

  /// The height a row's cell needs: the cell is configured by the data source, sized at the
  /// row's width, and kept so that showing the row does not ask for it again.
  func fittingHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    guard let cell = preparedCell(forRowAt: indexPath) else { return Metrics.rowHeight }
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: host.rowWidth, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let height = reader.sanitized(size.height, .row(indexPath))
    return height > 0 ? height : collapsedCellHeight(cell)
  }

  /// The height of a self-sizing cell that fits in no height at all: UIKit takes the collapse
  /// as unintended (typically constraints pinned to the cell instead of its `contentView`,
  /// written for tables before self-sizing) and shows the standard height, warning once.
  private func collapsedCellHeight(_ cell: TableViewCell) -> CGFloat {
    if !warnedAboutCollapsedCell {
      warnedAboutCollapsedCell = true
      reader.host.warningHandler(
        "Warning once only: Detected a case where constraints ambiguously suggest a height of "
          + "zero for a table view cell's content view. We're considering the collapse "
          + "unintentional and using standard height instead. Cell: \(cell)")
    }
    return Metrics.rowHeight
  }

  /// The standard height of a header or footer: its custom view's fitting height, else the
  /// style's height for its title (0 without a title in plain tables).
  ///
  /// The custom view is the one on screen when heights are read again for sections that show
  /// (see `lendingHeaderFootersForMeasuring`), else the one given to measure the section
  /// before, else the delegate's, which is kept for showing the section: the delegate is asked
  /// once per header, as in UIKit.
  func automaticHeaderFooterHeight(_ section: Int, isHeader: Bool) -> CGFloat {
    let key = HeaderFooterKey(section: section, isHeader: isHeader)
    if let view = store.measuringHeaderFooter(key) {
      prepareCustomHeaderFooter(view, isHeader: isHeader)
      return fittingHeight(ofHeaderFooter: view)
    }
    if let custom = reader.customView(inSection: section, isHeader: isHeader) {
      prepareCustomHeaderFooter(custom, isHeader: isHeader)
      store.keepMeasuredHeaderFooter(custom, for: key)
      return fittingHeight(ofHeaderFooter: custom)
    }
    let title = shownTitle(inSection: section, isHeader: isHeader)
    let probe = titleMeasuringHeaderFooter()
    probe.role = role(isHeader: isHeader)
    probe.layoutMargin = host.cellLayoutMargin
    probe.textLabel?.text = title
    return probe.sizeThatFits(CGSize(width: host.rowWidth, height: 0)).height
  }

  /// Measures again the rows in `rect` whose heights are exact and returns those whose height
  /// changed, with the new height, for the host to put in its layout. A row still at its
  /// estimate (one just inserted) is left to the next layout pass, which keeps the content under
  /// the viewer in place as it measures.
  func rereadHeights(ofRowsIn rect: CGRect) -> [(IndexPath, CGFloat)] {
    var changed: [(IndexPath, CGFloat)] = []
    // The host's layout, copied once rather than for every row; the data source may not change
    // the table while it is asked (its batches wait).
    let layout = host.layout
    for indexPath in layout.rows(intersecting: rect) {
      guard let current = layout.heightValue(forRowAt: indexPath), !current.isEstimated
      else { continue }
      let height = exactHeight(forRowAt: indexPath)
      if current.height != height { changed.append((indexPath, height)) }
    }
    return changed
  }

  // MARK: - Lending what is on screen

  /// Runs `body` (which reads heights again) with the cells on screen measuring their own rows,
  /// `indexPathNow` giving a shown row's index path in the layout being read (nil for one that
  /// is gone), so that reading heights again never asks the data source for a row on screen.
  /// The cells are lent, never given: measured cells go back to the reuse queues, and a cell
  /// still on screen in a queue would be handed to another row and show its text.
  func lendingCellsForMeasuring(
    indexPathNow: (IndexPath) -> IndexPath?, _ body: () -> Void
  ) {
    var shown: [IndexPath: TableViewCell] = [:]
    shown.reserveCapacity(store.visibleCellsByIndexPath.count)
    for (old, cell) in store.visibleCellsByIndexPath {
      if let new = indexPathNow(old) { shown[new] = cell }
    }
    store.lendingCellsForMeasuring(shown, body)
  }

  /// Runs `body` (which reads heights again) with the delegate's header and footer views on
  /// screen measuring their own sections, `sectionNow` giving a shown section's index in the
  /// layout being read (nil for one that is gone or reloaded), so that reading heights again
  /// asks the delegate only about sections not on screen.
  func lendingHeaderFootersForMeasuring(
    sectionNow: (Int) -> Int? = { $0 }, _ body: () -> Void
  ) {
    var lent: [HeaderFooterKey: View] = [:]
    for (views, isHeader) in [(store.visibleHeaders, true), (store.visibleFooters, false)] {
      for (section, view) in views where !isStandardHeaderFooter(view) {
        guard let now = sectionNow(section) else { continue }
        lent[HeaderFooterKey(section: now, isHeader: isHeader)] = view
      }
    }
    store.lendingHeaderFootersForMeasuring(lent, body)
  }

  // MARK: - Measuring views kept for sections

  /// Queues the views given to measure sections that are not about to show: those outside the
  /// realized rect (the rest wait for their section to come on screen).
  func recycleMeasuredHeaderFootersOffScreen() {
    let near = host.layout.sections(intersecting: host.realizedRect)
    store.recycleMeasuredHeaderFooters { near.contains($0.section) }
  }

  /// Queues the views given to measure one section at once (it is far from the screen), so
  /// that measuring many sections reuses a few views.
  func recycleMeasuredHeaderFooters(inSection section: Int) {
    store.recycleMeasuredHeaderFooters(inSection: section)
  }

  /// Queues every view given to measure a section that was not shown.
  func recycleAllMeasuredHeaderFooters() { store.recycleMeasuredHeaderFooters() }

  // MARK: - Parts

  /// The hidden standard header view that measures titles, made on first use as a hidden
  /// subview of the host, so that it measures with the host's screen.
  private func titleMeasuringHeaderFooter() -> TableViewHeaderFooterView {
    store.titleMeasuringHeaderFooter { host.takeIn(headerFooter: $0) }
  }

  /// The height a delegate's header or footer view fits in at the rows' width.
  private func fittingHeight(ofHeaderFooter view: View) -> CGFloat {
    let width = host.rowWidth
    if let headerFooter = view as? TableViewHeaderFooterView {
      return headerFooter.sizeThatFits(CGSize(width: width, height: 0)).height
    }
    let height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    // A view that does not size itself gets the height of its content, as constraints would
    // give it in UIKit, rather than its (often still zero) frame's.
    return height > 0
      ? height : view.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
  }
}
