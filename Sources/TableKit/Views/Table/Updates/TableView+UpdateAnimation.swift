import Foundation

extension TableView {
  /// Moves header and footer views to their sections' new indexes, gliding from where they are
  /// drawn to their new frames over the update's duration from `now`, as the rows do; the views
  /// of deleted (or reloaded) sections fade out where they are. (Gliding toward the new frame
  /// only from the next layout pass would start late when that pass comes late, and leave a
  /// header over the rows that moved, catching their taps, until it caught up.)
  func remapHeaderFooterViews(
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
    realizer.remapVisibleHeaders(remap(realizer.visibleHeaders, isHeader: true))
    realizer.remapVisibleFooters(remap(realizer.visibleFooters, isHeader: false))
  }

  /// A standard titled header or footer shows its new section's title.
  private func refreshStandardTitle(of view: View, section: Int, isHeader: Bool) {
    guard let standard = view as? TableViewHeaderFooterView,
      standard.reuseIdentifier == RowRealizer.standardHeaderFooterIdentifier
    else { return }
    standard.textLabel?.text = realizer.shownTitle(inSection: section, isHeader: isHeader)
  }

  /// The concrete animation of every inserted or reloaded row, by new index path.
  func resolvedInsertions(_ plan: UpdatePlan, batch: PendingBatch, oldLayout: TableLayout)
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
      result[indexPath] = shown(requested.resolved(isInsertion: true, in: context))
    }
    for (old, new) in plan.reloadedRows {
      let requested = batch.reloads[old] ?? batch.sectionReloads[old.section] ?? .automatic
      result[new] = shown(requested == .automatic ? .fade : requested)
    }
    return result
  }

  /// The animation drawn for `animation`: under Reduce Motion rows cross-fade instead of
  /// sliding, as the person asked (read at each batch, so a change applies to the next one).
  func shown(_ animation: RowAnimation) -> RowAnimation {
    screen.accessibility.isReduceMotionEnabled ? animation.withoutMotion : animation
  }

  /// Remaps the cells on screen to their new index paths with a presentation from their drawn
  /// frame, and sends the cells of deleted and reloaded rows off with their animation.
  func animateVisibleCells(
    _ plan: UpdatePlan, batch: PendingBatch, oldLayout: TableLayout, at now: TimeInterval,
    duration: TimeInterval
  ) {
    let insertedPlaces = Set(plan.insertedRows)
    let reloaded = Dictionary(
      plan.reloadedRows.map { ($0.old, $0.new) }, uniquingKeysWith: { a, _ in a })
    let visible = realizer.visibleCells
    var remapped: [IndexPath: TableViewCell] = [:]
    remapped.reserveCapacity(visible.count)
    var leaving: [(IndexPath, TableViewCell)] = []
    // Read once: each read of the table's property copies the layout (see `updateVisibleCells`).
    let layout = self.layout
    for (oldIndexPath, cell) in visible {
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
    realizer.remapVisibleCells(remapped)
    // In row order, so that the delegate hears of them and they draw in the same order on
    // every run. Only the leaving rows are sorted: sorting every row on screen was a fifth of
    // this method.
    leaving.sort { ($0.0.section, $0.0.row) < ($1.0.section, $1.0.row) }
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
        : shown(
          reloaded[oldIndexPath] != nil && requested == .automatic
            ? .fade : requested.resolved(isInsertion: false, in: context))
      let presented = presentation(of: cell, at: now)
      animator.setRowPresentation(nil, for: cell)
      guard animation != .none else {
        realizer.endDisplaying(cell, at: oldIndexPath)
        continue
      }
      let gap = gapY(
        afterOld: oldIndexPath, oldRows: visible.keys, plan: plan, fallback: presented.frame)
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
    afterOld indexPath: IndexPath, oldRows: some Collection<IndexPath>, plan: UpdatePlan,
    fallback: CGRect
  ) -> CGFloat {
    let place = (indexPath.section, indexPath.row)
    var below: (place: (Int, Int), new: IndexPath)?
    var above: (place: (Int, Int), new: IndexPath)?
    for old in oldRows {
      let oldPlace = (old.section, old.row)
      if oldPlace > place, below.map({ oldPlace < $0.place }) ?? true,
        let new = plan.newIndexPath(forOld: old)
      {
        below = (oldPlace, new)
      } else if oldPlace < place, above.map({ oldPlace > $0.place }) ?? true,
        let new = plan.newIndexPath(forOld: old)
      {
        above = (oldPlace, new)
      }
    }
    if let below { return layout.rectForRow(at: below.new).minY }
    if let above { return layout.rectForRow(at: above.new).maxY }
    return fallback.minY
  }
}
