import Foundation

extension TableView {
  // MARK: - Reloading

  /// Reloads every section and row from the data source and discards the selection, as
  /// documented. With estimates, only the rows that come on screen are measured.
  public func reloadData() {
    guard !transaction.isReadingDataSource else {
      // Only the next layout pass reloads: queries meanwhile answer from the table as it is.
      if let warning = transaction.deferReload() { warningHandler(warning) }
      setNeedsLayout()
      return
    }
    needsReload = false
    needsLayoutRebuild = false
    // The rows a scroll was following may be others now; the scroll runs on to its target.
    rowScroll = nil
    dismissContextMenu()
    recycleMeasuredCells()
    endReorderForReload()
    _ = interaction.endSwipe()
    if let cell = interaction.openRow?.cell {
      cell.showingDeleteConfirmation = false
      finishSwipeEditing(of: cell)
    }
    for (indexPath, cell) in cellStore.removeAllVisibleCells() {
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      enqueueForReuse(cell)
    }
    let leaving = animator.removeAll()
    for row in leaving.rows {
      delegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: row.oldIndexPath)
      row.cell.alpha = 1
      enqueueForReuse(row.cell)
    }
    for item in leaving.headerFooters {
      // A fading header was displayed: it ends now, as its fade would have ended it.
      if item.isHeader {
        delegate?.tableView(self, didEndDisplayingHeaderView: item.view, forSection: item.section)
      } else {
        delegate?.tableView(self, didEndDisplayingFooterView: item.view, forSection: item.section)
      }
      item.view.alpha = 1
      enqueueForReuse(item.view)
    }
    removeAllHeaderFooterViews()
    cellStore.discardMeasuredCells()
    rowState.resetForReload()
    rebuildLayout()
    setNeedsLayout()
  }

  /// Reloads when a reload is pending (a new data source, new heights): the one check at the
  /// API entry points that need the data source's current shape (input, selection, scrolling,
  /// counts, state), so that other reads answer from the table as it is.
  func ensureLoaded() {
    if needsReload { reloadData() }
  }

  /// Reads counts and heights from the data source and delegate into a new layout.
  func rebuildLayout() {
    readingDataSource(.layout) { readLayout() }
  }

  private func readLayout() {
    var newLayout = TableLayout(
      style: style == .plain ? .plain : .grouped, width: frame.width,
      tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
      tableFooterHeight: tableFooterView?.frame.height ?? 0)
    newLayout.sectionInset = sectionInset
    let sectionCount = dataReader.numberOfSections()
    let heights = HeightSources(table: self, sectionCount: sectionCount)
    var rowTotal = 0
    // Header and footer views given to measure sections far from the screen go back to the
    // reuse queue as soon as their section is read, so that measuring many sections reuses a
    // few views; those near the screen are kept for showing.
    let near = realizedRect
    var sectionStart = Double(newLayout.tableHeaderHeight)
    newLayout.reload(numberOfSections: sectionCount) { section in
      let rows = dataReader.numberOfRows(inSection: section)
      rowTotal += rows
      let spec = SectionSpec(
        headerHeight: heights.header(section), rowHeights: heights.rows(section, rows),
        footerHeight: heights.footer(section))
      let sectionEnd = sectionStart + SectionLayout(spec).summary.height
      if !(sectionStart < Double(near.maxY) && sectionEnd > Double(near.minY)) {
        cellStore.recycleMeasuredHeaderFooters(inSection: section)
      }
      sectionStart = sectionEnd
      return spec
    }
    layout = newLayout
    recycleMeasuredHeaderFootersOffScreen()
    dataReader.noteRowTotal(rowTotal)
    readSectionIndexTitles()
    updateContentSize()
  }

  /// The most rows a section holds: far more than anyone can scroll through, and few enough
  /// that every row's offset is exact to a fraction of a pixel in a `Double`.
  public static let maximumRowCount = 1 << 32

  /// Recomputes `contentSize` from the layout.
  func updateContentSize() {
    contentSize = CGSize(width: frame.width, height: layout.contentHeight)
  }

  // MARK: - Heights

  /// The exact height of a row: the delegate's, else `rowHeight`, sizing from the cell when
  /// either is `automaticDimension`; bad values become 0 with a warning.
  func exactHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    // The data source is ahead of the table by a batch: the row keeps what it has.
    guard !transaction.blocksDataSourceReads else {
      return layout.heightValue(forRowAt: indexPath).map { CGFloat($0.height) } ?? Metrics.rowHeight
    }
    let height = requestedHeight(forRowAt: indexPath)
    if height == Self.automaticDimension { return fittingHeight(forRowAt: indexPath) }
    return sanitized(height, .row(indexPath))
  }

  /// The height asked for a row (see `TableDataReader.requestedHeight(forRowAt:)`).
  func requestedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    dataReader.requestedHeight(forRowAt: indexPath)
  }

  /// The exact height of a section's header, with `sectionHeaderTopPadding` above a header
  /// that has a height.
  func exactHeaderHeight(inSection section: Int) -> CGFloat {
    let height = exactHeaderFooterHeight(inSection: section, isHeader: true)
    return height > 0 ? height + headerTopPadding : height
  }

  /// The space `sectionHeaderTopPadding` asks for: none for `automaticDimension` or a value
  /// that is not a usable length.
  var headerTopPadding: CGFloat {
    let padding = sectionHeaderTopPadding
    guard padding.isFinite, padding > 0 else { return 0 }
    return min(padding, TableLayout.maximumItemHeight)
  }

  /// The exact height of a section's footer.
  func exactFooterHeight(inSection section: Int) -> CGFloat {
    exactHeaderFooterHeight(inSection: section, isHeader: false)
  }

  private func exactHeaderFooterHeight(inSection section: Int, isHeader: Bool) -> CGFloat {
    let height = dataReader.requestedHeight(inSection: section, isHeader: isHeader)
    if height == Self.automaticDimension {
      return automaticHeaderFooterHeight(section, isHeader: isHeader)
    }
    return sanitized(height, isHeader ? .header(section: section) : .footer(section: section))
  }

  /// `height` when usable, else the usable height with a message naming the item.
  func sanitized(_ height: CGFloat, _ item: HeightWarning.Item, isEstimate: Bool = false) -> CGFloat
  {
    dataReader.sanitized(height, item, isEstimate: isEstimate)
  }

  /// The height a row's cell needs: the cell is configured by the data source, sized at the
  /// table's width, and kept so that showing the row does not ask for it again.
  func fittingHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    guard let cell = preparedCell(forRowAt: indexPath) else { return Metrics.rowHeight }
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: rowWidth, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return sanitized(size.height, .row(indexPath))
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
    let probe = dataReader.standardHeaderFooterMeasure()
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
    return height > 0 ? height : view.systemLayoutSizeFitting(CGSize(width: rowWidth, height: 0)).height
  }

  func role(isHeader: Bool) -> TableViewHeaderFooterView.Role {
    switch (style, isHeader) {
    case (.plain, true): return .plainHeader
    case (.plain, false): return .plainFooter
    case (.grouped, true), (.insetGrouped, true): return .groupedHeader
    case (.grouped, false), (.insetGrouped, false): return .groupedFooter
    }
  }
}
