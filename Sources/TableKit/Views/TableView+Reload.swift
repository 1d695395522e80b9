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
    let sectionCount =
      dataSource.map { sanitizedCount($0.numberOfSections(in: self), "numberOfSections(in:)") } ?? 0
    let heights = HeightSources(table: self, sectionCount: sectionCount)
    var rowTotal = 0
    newLayout.reload(numberOfSections: sectionCount) { section in
      let rows =
        dataSource.map {
          sanitizedCount(
            $0.tableView(self, numberOfRowsInSection: section),
            "tableView(_:numberOfRowsInSection:) for section \(section)")
        } ?? 0
      rowTotal += rows
      return SectionSpec(
        headerHeight: heights.header(section), rowHeights: heights.rows(section, rows),
        footerHeight: heights.footer(section))
    }
    layout = newLayout
    totalRowCount = rowTotal
    readSectionIndexTitles()
    updateContentSize()
  }

  /// The most rows a section holds: far more than anyone can scroll through, and few enough
  /// that every row's offset is exact to a fraction of a pixel in a `Double`.
  public static let maximumRowCount = 1 << 32

  /// A count as the data source gave it, or a usable one with a warning: negative counts become
  /// 0 and counts beyond `maximumRowCount` become that.
  func sanitizedCount(_ count: Int, _ source: String) -> Int {
    guard count >= 0 else {
      warningHandler("\(source) returned \(count); using 0")
      return 0
    }
    guard count <= Self.maximumRowCount else {
      warningHandler(
        "\(source) returned \(count); using \(Self.maximumRowCount), the most a table holds")
      return Self.maximumRowCount
    }
    return count
  }

  /// The data source's row count of every section, sanitized.
  func readRowCounts() -> [Int] {
    let sectionCount = sanitizedCount(
      dataSource?.numberOfSections(in: self) ?? 0, "numberOfSections(in:)")
    return (0..<sectionCount).map { section in
      sanitizedCount(
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0,
        "tableView(_:numberOfRowsInSection:) for section \(section)")
    }
  }

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

  /// The height asked for a row: the delegate's, else `rowHeight`; `automaticDimension` when
  /// the row sizes from its cell.
  func requestedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    let dataIndexPath = dataSourceIndexPath(forTable: indexPath)
    let height =
      delegate?.tableView(self, heightForRowAt: dataIndexPath) ?? Self.unimplementedDimension
    return height == Self.unimplementedDimension ? rowHeight : height
  }

  /// The exact height of a section's header.
  func exactHeaderHeight(inSection section: Int) -> CGFloat {
    var height =
      delegate?.tableView(self, heightForHeaderInSection: section) ?? Self.unimplementedDimension
    if height == Self.unimplementedDimension { height = sectionHeaderHeight }
    if height == Self.automaticDimension {
      return automaticHeaderFooterHeight(section, isHeader: true)
    }
    return sanitized(height, .header(section: section))
  }

  /// The exact height of a section's footer.
  func exactFooterHeight(inSection section: Int) -> CGFloat {
    var height =
      delegate?.tableView(self, heightForFooterInSection: section) ?? Self.unimplementedDimension
    if height == Self.unimplementedDimension { height = sectionFooterHeight }
    if height == Self.automaticDimension {
      return automaticHeaderFooterHeight(section, isHeader: false)
    }
    return sanitized(height, .footer(section: section))
  }

  func sanitized(_ height: CGFloat, _ item: HeightWarning.Item, isEstimate: Bool = false) -> CGFloat
  {
    if let warning = HeightWarning(height: height, for: item, isEstimate: isEstimate) {
      warningHandler(warning.message)
      return warning.usableHeight
    }
    return height
  }

  /// The height a row's cell needs: the cell is configured by the data source, sized at the
  /// table's width, and kept so that showing the row does not ask for it again.
  func fittingHeight(forRowAt indexPath: IndexPath) -> CGFloat {
    guard let cell = preparedCell(forRowAt: indexPath) else { return Metrics.rowHeight }
    let size = cell.sizeThatFits(CGSize(width: rowWidth, height: .greatestFiniteMagnitude))
    return sanitized(size.height, .row(indexPath))
  }

  /// The standard height of a header or footer: its custom view's fitting height, else the
  /// style's height for its title (0 without a title in plain tables).
  func automaticHeaderFooterHeight(_ section: Int, isHeader: Bool) -> CGFloat {
    let custom =
      isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    if let custom {
      if let headerFooter = custom as? TableViewHeaderFooterView {
        headerFooter.role = role(isHeader: isHeader)
        headerFooter.layoutMargin = cellLayoutMargin
        return headerFooter.sizeThatFits(CGSize(width: rowWidth, height: 0)).height
      }
      let height = custom.sizeThatFits(CGSize(width: rowWidth, height: .greatestFiniteMagnitude))
        .height
      return height > 0 ? height : custom.frame.height
    }
    let title =
      isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    let probe = standardHeaderFooterMeasure
    probe.role = role(isHeader: isHeader)
    probe.layoutMargin = cellLayoutMargin
    probe.textLabel?.text = title
    return probe.sizeThatFits(CGSize(width: rowWidth, height: 0)).height
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
    rowsLikelyShown = Set(table.layout.rows(intersecting: table.realizedRect))
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
