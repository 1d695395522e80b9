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
    realizer.recycleMeasuredCells()
    endReorderForReload()
    _ = interaction.endSwipe()
    if let cell = interaction.openRow?.cell {
      cell.showingDeleteConfirmation = false
      finishSwipeEditing(of: cell)
    }
    realizer.unrealizeAllRows()
    // Rows and fading headers still leaving were displayed: they end now, as their animations
    // would have ended them.
    let leaving = animator.removeAll()
    realizer.endDisplaying(leavingRows: leaving.rows, headerFooters: leaving.headerFooters)
    realizer.unrealizeAllHeaderFooters()
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
    var blank = TableLayout(
      style: style == .plain ? .plain : .grouped, width: frame.width,
      tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
      tableFooterHeight: tableFooterView?.frame.height ?? 0)
    blank.sectionInset = sectionInset
    layout = realizer.readLayout(into: blank)
    realizer.recycleMeasuredHeaderFootersOffScreen()
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
