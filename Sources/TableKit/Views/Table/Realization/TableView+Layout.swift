import Foundation

extension TableView {
  /// How far beyond the visible rect cells are kept, above and below, so that a row's cell is
  /// ready a moment before it scrolls in.
  static let overscan = Metrics.overscan

  /// The leading and trailing margin of the cells' content and of header and footer titles:
  /// the standard margin, or, following the readable width on a table wider than a readable
  /// column with its margins, whatever centres that column.
  var cellLayoutMargin: CGFloat {
    let standard = Metrics.margin
    // Inset grouped cards already keep to the readable column; content keeps its margin in them.
    guard style != .insetGrouped, cellLayoutMarginsFollowReadableWidth,
      frame.width > Metrics.readableContentWidth + 2 * standard
    else { return standard }
    return screen.roundToPixel((frame.width - Metrics.readableContentWidth) / 2)
  }

  /// The separator inset cells get: the table's, except that the default one starts at the
  /// content's margin when that follows the readable width.
  var cellSeparatorInset: EdgeInsets {
    guard style != .insetGrouped, cellLayoutMarginsFollowReadableWidth,
      separatorInset == EdgeInsets(left: Metrics.margin)
    else { return separatorInset }
    return EdgeInsets(left: cellLayoutMargin)
  }

  /// The part of the bounds the table lays out and draws: all of them, up to
  /// `Metrics.maximumViewportExtent` wide and tall, so that a frame of absurd size asks for a
  /// bounded number of cells and draws a bounded list.
  var viewport: CGRect {
    CGRect(
      origin: bounds.origin,
      size: CGSize(
        width: min(bounds.width, Metrics.maximumViewportExtent),
        height: min(bounds.height, Metrics.maximumViewportExtent)))
  }

  /// The content rect whose rows get cells: the viewport grown by the overscan.
  var realizedRect: CGRect { viewport.insetBy(dx: 0, dy: -Self.overscan) }

  /// The part of the content not under the top and bottom insets (nor under the bars over the
  /// table, see `topInsetUncoveredByBars`), where plain headers float.
  var floatingRect: CGRect {
    let viewport = viewport
    let top = max(0, adjustedContentInset.top - topInsetUncoveredByBars)
    return CGRect(
      x: viewport.minX, y: viewport.minY + top, width: viewport.width,
      height: max(0, viewport.height - top - adjustedContentInset.bottom))
  }

  /// Tells the warning handler, once per frame given, that the table's frame could not be used
  /// as given or is larger than it lays out.
  private func reportUnusableFrame() {
    let given = unusableFrame ?? frame
    let isTooLarge =
      frame.width > Metrics.maximumViewportExtent || frame.height > Metrics.maximumViewportExtent
    guard unusableFrame != nil || isTooLarge else {
      reportedFrame = nil
      return
    }
    guard reportedFrame != given else { return }
    reportedFrame = given
    warningHandler(
      "the table's frame \(given) is not a usable size; it lays out and draws "
        + "\(viewport.size) of it (at most \(Metrics.maximumViewportExtent) points either way)")
  }

  // MARK: - Laying out

  /// Brings the table up to date: reloads if a reload is pending, measures estimated rows that
  /// came on screen, then gives every visible row a cell and every visible section its header
  /// and footer views, in content coordinates.
  func layoutTable() {
    // A data source that changes the table while it is read (UIKit forbids it) has its changes
    // applied between passes, and the pass runs again so that nothing shows half updated.
    defer { reportUnclosedBatch() }
    let wasInLayoutPass = isInLayoutPass
    isInLayoutPass = true
    defer { isInLayoutPass = wasInLayoutPass }
    let settled = settleLayout(
      maxCycles: Metrics.maximumReentrantLayoutPasses,
      "the data source changed the table from inside its callbacks", reportsFailure: false
    ) { _ in
      applyReentrantChanges()
      layoutTableOnce()
      return transaction.hasNoDeferredChanges
        ? .settled : .unsettled("the latest changes wait for the next frame")
    }
    guard !settled else { return }
    // Said once per table: a data source that reloads from every cell request would say it
    // every frame.
    if let warning = transaction.passLimitWarning() { warningHandler(warning) }
    setNeedsLayout()
  }

  /// Sizes and lays out the background view, which is not a subview (it must not scroll). It
  /// takes the table's screen and traits here, so that its text is measured with the table's
  /// fonts and laid out in its direction, and its colors follow the table's appearance.
  func layOutBackgroundView() {
    guard let backgroundView else { return }
    if backgroundView.screen !== screen { backgroundView.screen = screen }
    backgroundView.inheritTraits(asDrawnBy: self)
    layOutBackdrop(backgroundView)
  }

  /// One layout pass, in its order.
  private func layoutTableOnce() {
    reportUnusableFrame()
    ensureLoaded()
    if needsLayoutRebuild {
      needsLayoutRebuild = false
      rebuildLayoutKeepingPlace()
    } else if layout.width != frame.width || layout.sectionInset != sectionInset {
      // Automatic heights depend on the width; fixed ones only need the new width.
      if rowHeight == Self.automaticDimension || estimatedRowHeight > 0 {
        rebuildLayoutKeepingPlace()
      } else {
        layout.width = frame.width
        layout.sectionInset = sectionInset
      }
    }
    layoutTableHeaderAndFooterViews()
    sizeInvalidatedCells()
    // Once the data source is ahead of the table by a batch (asked for from inside a cell
    // request), the rest of the pass would ask it about rows by index paths it no longer has
    // or announce rows under them: the pass stops, and runs again after the batch.
    for stage in [
      resolveEstimatedHeights, followRowScroll, updateVisibleCells, updatePrefetching,
      updateHeaderAndFooterViews, layoutSectionIndex,
    ] {
      guard !transaction.blocksDataSourceReads else { break }
      stage()
    }
    realizer.recycleMeasuredCells()
    realizer.recycleMeasuredHeaderFootersOffScreen()
  }

  /// Gives the rows a committed batch brought on screen their cells at once, as UIKit does
  /// inside `endUpdates()`: code that inserts or reloads a row and then configures or focuses
  /// its cell finds it through `cellForRow(at:)`, and `visibleCells` agrees with
  /// `indexPathsForVisibleRows`. It is the cell stages of a layout pass; the cells take the
  /// presentations the batch's animation gives them (which start at the batch's start), so the
  /// next pass finds them in place and the animation draws as it would have.
  ///
  /// Nothing happens inside a layout pass (which realizes the cells itself), while the data
  /// source is being read or is ahead of the table (a batch asked for from inside
  /// `cellForRowAt`), or before the table has loaded or while its layout waits for a rebuild.
  func realizeCellsAfterUpdate() {
    guard !isInLayoutPass, !needsReload, !needsLayoutRebuild, layout.width == frame.width,
      !transaction.isReadingDataSource, transaction.hasNoDeferredChanges
    else { return }
    for stage in [resolveEstimatedHeights, updateVisibleCells] {
      guard !transaction.blocksDataSourceReads else { break }
      stage()
    }
    realizer.recycleMeasuredCells()
  }

  /// Reads every height again (a new width, a new screen) while the item at the top of the
  /// visible area stays where it is on screen: rows above it fall back to their estimates, and
  /// without this the content under the viewer's eyes would jump by the difference.
  private func rebuildLayoutKeepingPlace() {
    // The data is the same: header and footer views on screen measure their own sections.
    realizer.lendingHeaderFootersForMeasuring { rebuildLayoutKeepingPlaceOnce() }
  }

  private func rebuildLayoutKeepingPlaceOnce() {
    let anchorY = Double(bounds.minY)
    let item = layout.item(at: anchorY)
    let intoItem = anchorY - layout.start(of: item)
    rebuildLayout()
    // What will show is measured first, the anchor item among it, so that the place inside it
    // is one of its real height.
    if layout.hasEstimatedHeights {
      let top = CGFloat(layout.start(of: item) + intoItem)
      let screen = CGRect(x: 0, y: top, width: frame.width, height: frame.height)
      measureEstimatedItems(
        in: screen.insetBy(dx: 0, dy: -Self.overscan), anchorY: CGFloat(layout.start(of: item)))
    }
    let delta = CGFloat(layout.start(of: item) + intoItem - anchorY)
    if delta != 0 { shiftContentOffset(by: delta) }
  }

  /// Sizes the content for the table header and footer views (none is a height of zero) and
  /// places them above the first section and below the last.
  private func layoutTableHeaderAndFooterViews() {
    let headerHeight = tableHeaderView?.frame.height ?? 0
    if layout.tableHeaderHeight != headerHeight { layout.tableHeaderHeight = headerHeight }
    let footerHeight = tableFooterView?.frame.height ?? 0
    if layout.tableFooterHeight != footerHeight { layout.tableFooterHeight = footerHeight }
    if let header = tableHeaderView {
      header.frame = layout.rectForTableHeader
      if header.superview !== self { addSubview(header) }
    }
    if let footer = tableFooterView {
      footer.frame = layout.rectForTableFooter
      if footer.superview !== self { addSubview(footer) }
    }
    updateContentSize()
  }

  /// Replaces estimates by measured heights for everything in the realized rect, and moves the
  /// content offset so that the first visible row stays where it was on screen.
  private func resolveEstimatedHeights() {
    guard layout.hasEstimatedHeights else { return }
    var correction: CGFloat = 0
    realizer.lendingHeaderFootersForMeasuring {
      correction = measureEstimatedItems(in: realizedRect, anchorY: bounds.minY)
    }
    if correction != 0 { shiftContentOffset(by: correction) }
  }

  /// Measures the items with estimated heights in `rect` (which moves with the item under
  /// `anchorY` as heights above it change) and returns how far that item moved.
  @discardableResult
  func measureEstimatedItems(in rect: CGRect, anchorY: CGFloat) -> CGFloat {
    // The measuring closures reach the data source, which may query the table (and so
    // `layout`) while the heights change: work on a copy, which shares storage until a path
    // of the height tree is written.
    var working = layout
    let realizer = self.realizer
    let correction = working.resolveEstimatedHeights(
      in: rect, anchorY: anchorY,
      measureRow: { realizer.exactHeight(forRowAt: $0) },
      measureHeader: { realizer.exactHeaderHeight(inSection: $0) },
      measureFooter: { realizer.exactFooterHeight(inSection: $0) })
    // A batch the data source asked for while measuring makes the heights measured after it
    // stand-ins: they are measured again once the batch is applied.
    guard !transaction.blocksDataSourceReads else { return 0 }
    layout = working
    updateContentSize()
    return correction
  }

  /// Moves the content offset by `delta` without it counting as a scroll: the content under the
  /// screen stays put because the heights above it changed by the same amount.
  func shiftContentOffset(by delta: CGFloat) {
    // A running animation moves its target along (see `ScrollAxisSimulation.shift`).
    rowScroll?.target += delta
    boundsOrigin.y += delta
    contentOffsetWasShifted(by: delta)
  }
}
