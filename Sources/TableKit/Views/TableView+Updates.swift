import Foundation

extension TableView {
  /// How long row updates animate, as UIKit: 0.3 s, ease in and out.
  static let rowUpdateDuration: TimeInterval = Metrics.rowUpdateDuration

  // MARK: - Batches

  /// Whether the table shows changes its data source has not been told of yet, as UIKit's
  /// `hasUncommittedUpdates`: true while the user drags a row by its reorder control and it has
  /// left its place (the data source hears `moveRowAt` on the drop). A `reloadData()` then
  /// would lose the drag, as it would in UIKit.
  public var hasUncommittedUpdates: Bool {
    guard let session = interaction.reorder else { return false }
    return session.current != session.source
  }

  /// Starts a batch: the inserts, deletes, reloads and moves up to the matching `endUpdates()`
  /// are validated together and animated at once.
  ///
  /// A batch still open when the table next lays out is reported once to `warningHandler`,
  /// naming the file and line of the `beginUpdates()` that opened it: until it ends, every
  /// later update waits in it.
  public func beginUpdates(file: StaticString = #fileID, line: UInt = #line) {
    transaction.begin(origin: "\(file):\(line)")
  }

  /// Tells the warning handler, once per batch, that a batch is open while the table lays out.
  func reportUnclosedBatch() {
    if let warning = transaction.unclosedBatchWarning() { warningHandler(warning) }
  }

  /// Ends a batch: validates it against the data source's counts before and after, in UIKit's
  /// rules, and animates it. An invalid batch goes to `invalidUpdateHandler` with UIKit's
  /// message, and the table reloads from the data source without animation.
  public func endUpdates() {
    if let batch = transaction.end() { commit(batch) }
  }

  /// Runs `updates` as one batch, then calls `completion` when the animations end (with false if
  /// the batch was invalid).
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    beginUpdates(file: file, line: line)
    updates?()
    if let completion { transaction.addCompletionToOpenBatch(completion) }
    endUpdates()
  }

  /// Runs `updates` as one batch that takes effect without animation, as UIKit's
  /// `performBatchUpdates` inside `UIView.performWithoutAnimation`: the selection and the
  /// cells of rows that stay follow their rows. Inside another batch, it joins that batch.
  func performBatchUpdatesWithoutAnimation(_ updates: () -> Void) {
    beginUpdates()
    transaction.makeOutermostBatchUnanimated()
    updates()
    endUpdates()
  }

  /// Inserts rows at index paths of the data after the update.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("insertRows(at:with:)") { batch in
      batch.update.insertRows(at: indexPaths)
      for indexPath in indexPaths { batch.insertions[indexPath] = animation }
    }
  }

  /// Deletes rows at index paths of the data before the update.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("deleteRows(at:with:)") { batch in
      batch.update.deleteRows(at: indexPaths)
      for indexPath in indexPaths { batch.deletions[indexPath] = animation }
    }
  }

  /// Reloads rows (index paths before the update): each is replaced by a new cell, animated as a
  /// delete plus an insert in the same direction.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("reloadRows(at:with:)") { batch in
      batch.update.reloadRows(at: indexPaths)
      for indexPath in indexPaths { batch.reloads[indexPath] = animation }
    }
  }

  /// Moves a row from an index path before the update to one after it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("moveRow(at:to:)") { $0.update.moveRow(at: indexPath, to: newIndexPath) }
  }

  /// Inserts sections at indexes of the data after the update.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record("insertSections(_:with:)") { batch in
      batch.update.insertSections(sections)
      for section in sections { batch.sectionInsertions[section] = animation }
    }
  }

  /// Deletes sections at indexes of the data before the update.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record("deleteSections(_:with:)") { batch in
      batch.update.deleteSections(sections)
      for section in sections { batch.sectionDeletions[section] = animation }
    }
  }

  /// Reloads sections (indexes before the update).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record("reloadSections(_:with:)") { batch in
      batch.update.reloadSections(sections)
      for section in sections { batch.sectionReloads[section] = animation }
    }
  }

  /// Moves a section from an index before the update to one after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection(_:toSection:)") { $0.update.moveSection(section, toSection: newSection) }
  }

  /// Adds operations to the open batch, or runs them as a batch of their own.
  private func record(_ method: String, _ change: (inout PendingBatch) -> Void) {
    if let batch = transaction.record(method, change) { commit(batch) }
  }

  // MARK: - Committing

  func commit(_ batch: PendingBatch) {
    guard !transaction.isReadingDataSource else {
      if let warning = transaction.deferBatch(batch) { warningHandler(warning) }
      setNeedsLayout()
      return
    }
    validateAndApply(batch)
  }

  private func validateAndApply(_ batch: PendingBatch) {
    // A dragged row goes back first: the counts before the batch are the data source's.
    cancelReorder(animated: false)
    // An open context menu closes: its row may move or go.
    dismissContextMenu()
    guard dataSource != nil, !needsReload else {
      reloadData()
      batch.completions.forEach { $0(true) }
      return
    }
    // 1. The counts before come from the layout, the counts after from the data source.
    let before = (0..<layout.numberOfSections).map { layout.numberOfRows(inSection: $0) }
    let after = readingDataSource(.batch) { dataReader.rowCounts() }
    let plan: UpdatePlan
    do {
      plan = try UpdatePlan(batch.update, rowCountsBefore: before, rowCountsAfter: after)
    } catch let error as TableViewError {
      reportInvalidUpdate(error)
      batch.completions.forEach { $0(false) }
      return
    } catch {
      reportInvalidUpdate(.invalidUpdate("\(error)"))
      batch.completions.forEach { $0(false) }
      return
    }
    readingDataSource(.batch) { apply(plan, batch: batch, rowCountsAfter: after) }
  }

  /// Tells the handler (or the warning handler) and reloads without animation, so that the
  /// table matches its data source again and nothing is asked outside the data source's counts.
  private func reportInvalidUpdate(_ error: TableViewError) {
    if let invalidUpdateHandler {
      invalidUpdateHandler(error)
    } else {
      warningHandler(error.description)
    }
    reloadData()
  }

  private func apply(_ plan: UpdatePlan, batch: PendingBatch, rowCountsAfter after: [Int]) {
    let now = clock.now
    let duration = batch.isAnimated ? Self.rowUpdateDuration : 0
    let oldLayout = layout
    // Cells measured since the last frame show the data before the update, under index paths
    // that may now name other rows: none may stand for a row measured below.
    recycleMeasuredCells()
    // A scroll on its way to a row follows the row to its new place; a deleted row ends it.
    if let request = rowScroll {
      let moved =
        request.indexPath.row == NSNotFound
        ? plan.newSection(forOld: request.indexPath.section).map {
          IndexPath(row: NSNotFound, section: $0)
        }
        : plan.newIndexPath(forOld: request.indexPath)
      rowScroll = moved.map {
        RowScroll(indexPath: $0, position: request.position, target: request.target)
      }
    }
    // 2. The layout follows the plan; new rows and sections are measured (or estimated).
    let heights = HeightSources(table: self, sectionCount: after.count)
    var newLayout = layout
    let applied = plan.apply(
      to: &newLayout,
      sectionSpec: { section in
        SectionSpec(
          headerHeight: heights.header(section), rowHeights: heights.rows(section, after[section]),
          footerHeight: heights.footer(section))
      },
      rowHeight: { indexPath in heights.rowHeight(at: indexPath) })
    layout = newLayout
    // A layout out of step with the plan (it should not happen) is rebuilt from the data source
    // rather than left half-updated.
    if !applied { rebuildLayout() }
    readHeightsAgain(after: plan, all: batch.update.isEmpty && !batch.readsOnlyRowsOnScreen)
    dataReader.noteRowTotal(after.reduce(0, +))
    readSectionIndexTitles()
    updateContentSize()
    if contentOffset.y > maximumContentOffsetY, !isTracking {
      scroll(toY: maximumContentOffsetY, animated: batch.isAnimated, reportsScrolling: true)
    }
    // 3. Selection and focus follow their rows; deleted and reloaded rows lose them.
    rowState.remap { plan.newIndexPath(forOld: $0) }
    // 4. Cells on screen move to their new rows from where they are drawn now, or leave.
    let insertions = resolvedInsertions(plan, batch: batch, oldLayout: oldLayout)
    animateVisibleCells(plan, batch: batch, oldLayout: oldLayout, at: now, duration: duration)
    var sectionInsertions: [Int: RowAnimation] = [:]
    for section in plan.insertedSections {
      sectionInsertions[section] = (batch.sectionInsertions[section] ?? .automatic)
        .resolved(isInsertion: true, in: .wholeSection)
    }
    for (old, new) in plan.reloadedSections {
      sectionInsertions[new] = (batch.sectionReloads[old] ?? .automatic)
        .resolved(isInsertion: true, in: .wholeSection)
    }
    animator.begin(UpdateAnimationContext(
      start: now, end: now + duration, oldLayout: oldLayout, plan: plan,
      insertions: insertions, sectionInsertions: sectionInsertions))
    // 5. Headers and footers follow their sections; those of deleted sections fade out.
    remapHeaderFooterViews(plan, batch: batch, at: now, duration: duration)
    transaction.schedule(batch.completions, endingAt: now + duration)
    setNeedsLayout()
  }

  /// Moves header and footer views to their sections' new indexes, gliding from where they are
  /// drawn to their new frames over the update's duration from `now`, as the rows do; the views
  /// of deleted (or reloaded) sections fade out where they are. (Gliding toward the new frame
  /// only from the next layout pass would start late when that pass comes late, and leave a
  /// header over the rows that moved, catching their taps, until it caught up.)
  private func remapHeaderFooterViews(
    _ plan: UpdatePlan, batch: PendingBatch, at now: TimeInterval, duration: TimeInterval
  ) {
    let reloadedOld = Set(plan.reloadedSections.map(\.old))
    func remap(_ views: [Int: View], isHeader: Bool) -> [Int: View] {
      var remapped: [Int: View] = [:]
      for (old, view) in views {
        let running = animator.headerFooterPresentation(of: view)
        let presented = (
          frame: running?.frame.value(at: now) ?? view.frame,
          alpha: running?.alpha.value(at: now) ?? view.alpha
        )
        if let new = plan.newSection(forOld: old), !reloadedOld.contains(old) {
          remapped[new] = view
          refreshStandardTitle(of: view, section: new, isHeader: isHeader)
          let target = headerFooterFrame(inSection: new, isHeader: isHeader)
          animator.setHeaderFooterPresentation(
            RowPresentation(
              frame: PropertyAnimation(
                from: presented.frame, to: target, startTime: now, duration: duration),
              alpha: PropertyAnimation(
                from: presented.alpha, to: 1, startTime: now, duration: duration),
              drawsBehindNeighbours: false), for: view)
        } else {
          animator.setHeaderFooterPresentation(nil, for: view)
          let animation = batch.sectionDeletions[old] ?? batch.sectionReloads[old] ?? .fade
          animator.addDisappearingHeaderFooter(
            DisappearingHeaderFooter(
              view: view, section: old, isHeader: isHeader,
              alpha: PropertyAnimation(
                from: presented.alpha, to: 0, startTime: now,
                duration: animation == .none ? 0 : duration)))
        }
      }
      return remapped
    }
    cellStore.setVisibleHeaders(remap(cellStore.visibleHeaders, isHeader: true))
    cellStore.setVisibleFooters(remap(cellStore.visibleFooters, isHeader: false))
  }

  /// A standard titled header or footer shows its new section's title.
  private func refreshStandardTitle(of view: View, section: Int, isHeader: Bool) {
    guard let standard = view as? TableViewHeaderFooterView,
      standard.reuseIdentifier == Self.standardHeaderFooterIdentifier
    else { return }
    standard.textLabel?.text = dataReader.title(inSection: section, isHeader: isHeader)
  }

  /// The concrete animation of every inserted or reloaded row, by new index path.
  private func resolvedInsertions(_ plan: UpdatePlan, batch: PendingBatch, oldLayout: TableLayout)
    -> [IndexPath: RowAnimation]
  {
    var result: [IndexPath: RowAnimation] = [:]
    let deletedPlaces = Set(plan.deletedRows)
    for indexPath in plan.insertedRows {
      let requested =
        batch.insertions[indexPath] ?? batch.sectionInsertions[indexPath.section]
        ?? batch.sectionReloads[plan.oldSection(forNew: indexPath.section) ?? -1] ?? .automatic
      let wholeSection = plan.insertedSections.contains(indexPath.section)
      let rows = layout.numberOfRows(inSection: indexPath.section)
      let context = RowAnimationContext(
        isAtSectionEnd: indexPath.row == rows - 1, isAtSectionStart: indexPath.row == 0,
        isWholeSection: wholeSection, isReplacedAtSamePlace: deletedPlaces.contains(indexPath),
        isVeryTall: layout.rectForRow(at: indexPath).height > frame.height)
      result[indexPath] = requested.resolved(isInsertion: true, in: context)
    }
    for (old, new) in plan.reloadedRows {
      let requested = batch.reloads[old] ?? batch.sectionReloads[old.section] ?? .automatic
      result[new] = requested == .automatic ? .fade : requested
    }
    return result
  }

  /// Remaps the cells on screen to their new index paths with a presentation from their drawn
  /// frame, and sends the cells of deleted and reloaded rows off with their animation.
  private func animateVisibleCells(
    _ plan: UpdatePlan, batch: PendingBatch, oldLayout: TableLayout, at now: TimeInterval,
    duration: TimeInterval
  ) {
    let insertedPlaces = Set(plan.insertedRows)
    let reloaded = Dictionary(
      plan.reloadedRows.map { ($0.old, $0.new) }, uniquingKeysWith: { a, _ in a })
    let oldRows = cellStore.visibleCellsByIndexPath.keys.sorted()
    var remapped: [IndexPath: TableViewCell] = [:]
    var leaving: [(IndexPath, TableViewCell)] = []
    for oldIndexPath in oldRows {
      guard let cell = cellStore.visibleCellsByIndexPath[oldIndexPath] else { continue }
      if let newIndexPath = plan.newIndexPath(forOld: oldIndexPath) {
        remapped[newIndexPath] = cell
        let presented = presentation(of: cell, at: now)
        animator.setRowPresentation(
          RowPresentation(
            frame: PropertyAnimation(
              from: presented.frame, to: layout.rectForRow(at: newIndexPath), startTime: now,
              duration: duration),
            alpha: PropertyAnimation(
              from: presented.alpha, to: 1, startTime: now, duration: duration),
            drawsBehindNeighbours: false), for: cell)
      } else {
        leaving.append((oldIndexPath, cell))
      }
    }
    cellStore.setVisibleCells(remapped)
    for (oldIndexPath, cell) in leaving {
      let requested: RowAnimation =
        batch.deletions[oldIndexPath] ?? batch.reloads[oldIndexPath]
        ?? batch.sectionDeletions[oldIndexPath.section] ?? batch.sectionReloads[
          oldIndexPath.section]
        ?? .automatic
      let wholeSection = plan.deletedSections.contains(oldIndexPath.section)
      let rows = oldLayout.numberOfRows(inSection: oldIndexPath.section)
      let context = RowAnimationContext(
        isAtSectionEnd: oldIndexPath.row == rows - 1, isAtSectionStart: oldIndexPath.row == 0,
        isWholeSection: wholeSection,
        isReplacedAtSamePlace: plan.newSection(forOld: oldIndexPath.section).map {
          insertedPlaces.contains(IndexPath(row: oldIndexPath.row, section: $0))
        } ?? false,
        isVeryTall: cell.frame.height > frame.height)
      let animation: RowAnimation =
        duration == 0
        ? .none
        : reloaded[oldIndexPath] != nil && requested == .automatic
          ? .fade : requested.resolved(isInsertion: false, in: context)
      let presented = presentation(of: cell, at: now)
      animator.setRowPresentation(nil, for: cell)
      guard animation != .none else {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: oldIndexPath)
        enqueueForReuse(cell)
        continue
      }
      let gap = gapY(
        afterOld: oldIndexPath, oldRows: oldRows, plan: plan, fallback: presented.frame)
      let far = animation.farEnd(
        of: presented.frame, gapY: gap, tableWidth: frame.width, isInsertion: false)
      animator.addDisappearingRow(
        DisappearingRow(
          cell: cell, oldIndexPath: oldIndexPath,
          frame: PropertyAnimation(
            from: presented.frame, to: far.frame, startTime: now, duration: duration),
          alpha: PropertyAnimation(
            from: presented.alpha, to: far.alpha, startTime: now, duration: duration)))
    }
  }

  /// Where the gap a deleted row leaves closes, in the new layout: the top of the nearest row
  /// below it that stays, else the bottom of the nearest row above it, else where it was.
  private func gapY(
    afterOld indexPath: IndexPath, oldRows: [IndexPath], plan: UpdatePlan, fallback: CGRect
  ) -> CGFloat {
    if let below = oldRows.first(where: { $0 > indexPath && plan.newIndexPath(forOld: $0) != nil }),
      let new = plan.newIndexPath(forOld: below)
    {
      return layout.rectForRow(at: new).minY
    }
    if let above = oldRows.last(where: { $0 < indexPath && plan.newIndexPath(forOld: $0) != nil }),
      let new = plan.newIndexPath(forOld: above)
    {
      return layout.rectForRow(at: new).maxY
    }
    return fallback.minY
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
