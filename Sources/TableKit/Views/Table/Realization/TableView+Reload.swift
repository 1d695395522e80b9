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
    // Rows and fading headers still leaving were displayed: they end now, as their animations
    // would have ended them.
    let leaving = animator.removeAll()
    endDisplaying(leavingRows: leaving.rows, headerFooters: leaving.headerFooters)
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
    let rowCounts = (0..<sectionCount).map { dataReader.numberOfRows(inSection: $0) }
    let heights = dataReader.heightReading(rowCounts: rowCounts, measuring: self)
    // Header and footer views given to measure sections far from the screen go back to the
    // reuse queue as soon as their section is read, so that measuring many sections reuses a
    // few views; those near the screen are kept for showing.
    let near = realizedRect
    var sectionStart = Double(newLayout.tableHeaderHeight)
    newLayout.reload(numberOfSections: sectionCount) { section in
      let spec = heights.sectionSpec(section, rowCount: rowCounts[section])
      let sectionEnd = sectionStart + SectionLayout(spec).summary.height
      if !(sectionStart < Double(near.maxY) && sectionEnd > Double(near.minY)) {
        cellStore.recycleMeasuredHeaderFooters(inSection: section)
      }
      sectionStart = sectionEnd
      return spec
    }
    layout = newLayout
    recycleMeasuredHeaderFootersOffScreen()
    dataReader.noteRowTotal(rowCounts.reduce(0, +))
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
}
