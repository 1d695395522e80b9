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
  ///
  /// The cells of rows the batch inserted or reloaded on screen exist when it returns
  /// (`cellForRow(at:)`, `visibleCells`), as in UIKit. Inside a block animation
  /// (`View.animate`) the rows still move by the batch's own animation, never twice.
  public func endUpdates() {
    guard let batch = transaction.end() else { return }
    View.performWithoutAnimation {
      commit(batch)
      realizeCellsAfterUpdate()
    }
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
    guard let batch = transaction.record(method, change) else { return }
    commit(batch)
    realizeCellsAfterUpdate()
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
    let before = layout.rowCountsBySection()
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
    // that may now name other rows: none may stand for a row measured below. The same goes for
    // header and footer views given to measure sections.
    realizer.recycleMeasuredCells()
    realizer.recycleAllMeasuredHeaderFooters()
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
    let heights = dataReader.heightReading(rowCounts: after, measuring: realizer)
    var newLayout = layout
    let applied = plan.apply(
      to: &newLayout,
      sectionSpec: { section in heights.sectionSpec(section, rowCount: after[section]) },
      rowHeight: { indexPath in heights.rowHeight(at: indexPath) })
    layout = newLayout
    // A layout out of step with the plan (it should not happen) is rebuilt from the data source
    // rather than left half-updated.
    if !applied { rebuildLayout() }
    readHeightsAgain(
      after: plan, all: batch.update.isEmpty && !batch.readsOnlyRowsOnScreen,
      uniformRowHeight: blocksDataSourceReads ? nil : heights.uniformRowHeight())
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
      sectionInsertions[section] = shown(
        (batch.sectionInsertions[section] ?? .automatic)
          .resolved(isInsertion: true, in: .wholeSection))
    }
    for (old, new) in plan.reloadedSections {
      sectionInsertions[new] = shown(
        (batch.sectionReloads[old] ?? .automatic).resolved(isInsertion: true, in: .wholeSection))
    }
    animator.begin(
      UpdateAnimationContext(
        start: now, end: now + duration, oldLayout: oldLayout, plan: plan,
        insertions: insertions, sectionInsertions: sectionInsertions,
        headerTopPadding: headerTopPadding, headersFloat: style == .plain,
        reloadedRows: Set(plan.reloadedRows.map(\.new)),
        reloadedSections: Set(plan.reloadedSections.map(\.new))))
    // 5. Headers and footers follow their sections; those of deleted sections fade out.
    remapHeaderFooterViews(plan, batch: batch, at: now, duration: duration)
    realizer.recycleMeasuredHeaderFootersOffScreen()
    transaction.schedule(batch.completions, endingAt: now + duration)
    setNeedsLayout()
  }
}
