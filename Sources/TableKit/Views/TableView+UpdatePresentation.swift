import Foundation

/// A row leaving the table while its animation runs: drawn behind the other rows until it ends.
struct DisappearingRow {
  let cell: TableViewCell
  let oldIndexPath: IndexPath
  var frame: PropertyAnimation<CGRect>
  var alpha: PropertyAnimation<CGFloat>
}

/// A section's header or footer view fading out after its section was deleted.
struct DisappearingHeaderFooter {
  let view: View
  let section: Int
  let isHeader: Bool
  var alpha: PropertyAnimation<CGFloat>
}

/// Where a row on screen is drawn while it moves to its place after an update.
struct RowPresentation {
  var frame: PropertyAnimation<CGRect>
  var alpha: PropertyAnimation<CGFloat>
  /// Whether the row comes out from behind its neighbours (drawn before them).
  var drawsBehindNeighbours: Bool
}

/// What a running batch update needs to animate rows that come into view while it runs.
struct UpdateAnimationContext {
  let start: TimeInterval
  let end: TimeInterval
  let oldLayout: TableLayout
  let plan: UpdatePlan
  /// The animation of each inserted (or reloaded) row, by new index path.
  let insertions: [IndexPath: RowAnimation]
  /// The animation of the rows of each inserted (or reloaded) section, by new section.
  let sectionInsertions: [Int: RowAnimation]

  /// The animation a row that is new in this update comes in with, if it is new.
  func insertion(at indexPath: IndexPath) -> RowAnimation? {
    insertions[indexPath] ?? sectionInsertions[indexPath.section]
  }
}

// MARK: - Presenting

extension TableView {
  /// The frame and opacity a cell is drawn with at `time`: its animation's, or its layout
  /// frame at full opacity.
  func presentation(of cell: TableViewCell, at time: TimeInterval) -> (
    frame: CGRect, alpha: CGFloat
  ) {
    if let running = rowPresentations[ObjectIdentifier(cell)] {
      return (running.frame.value(at: time), running.alpha.value(at: time))
    }
    return (cell.frame, cell.alpha)
  }

  /// The presentation a row that comes on screen during an update starts with: an inserted
  /// row's from its animation's far end, a moved row's from its place in the old layout.
  func presentationForNewlyShownRow(at indexPath: IndexPath, rect: CGRect, at time: TimeInterval)
    -> RowPresentation?
  {
    guard let context = updateContext, time < context.end else { return nil }
    let duration = Self.rowUpdateDuration
    if let animation = context.insertion(at: indexPath) {
      guard animation != .none else { return nil }
      let gap = insertionGapY(at: indexPath, in: context, fallback: rect)
      let far = animation.farEnd(of: rect, gapY: gap, tableWidth: frame.width, isInsertion: true)
      return RowPresentation(
        frame: PropertyAnimation(
          from: far.frame, to: rect, startTime: context.start, duration: duration),
        alpha: PropertyAnimation(
          from: far.alpha, to: 1, startTime: context.start, duration: duration),
        drawsBehindNeighbours: animation.drawsBehindNeighbours(isInsertion: true))
    }
    guard let old = context.plan.oldIndexPath(forNew: indexPath) else { return nil }
    let oldRect = context.oldLayout.rectForRow(at: old)
    guard oldRect != rect, oldRect != .zero else { return nil }
    return RowPresentation(
      frame: PropertyAnimation(
        from: oldRect, to: rect, startTime: context.start, duration: duration),
      alpha: PropertyAnimation(value: 1), drawsBehindNeighbours: false)
  }

  /// Where an inserted row's gap opens, in the old layout: below the old row that is now just
  /// above it, else above the old row now just below it.
  private func insertionGapY(
    at indexPath: IndexPath, in context: UpdateAnimationContext, fallback: CGRect
  )
    -> CGFloat
  {
    if indexPath.row > 0,
      let above = context.plan.oldIndexPath(
        forNew: IndexPath(row: indexPath.row - 1, section: indexPath.section))
    {
      return context.oldLayout.rectForRow(at: above).maxY
    }
    if let below = context.plan.oldIndexPath(
      forNew: IndexPath(row: indexPath.row + 1, section: indexPath.section))
    {
      return context.oldLayout.rectForRow(at: below).minY
    }
    return fallback.minY
  }

  /// Brings row animations to `time`: leaving rows go to the reuse queue when done, finished
  /// presentations are dropped, and batch completions run.
  func advanceRowAnimations(to time: TimeInterval) {
    if !disappearingRows.isEmpty {
      var running: [DisappearingRow] = []
      for row in disappearingRows {
        if row.frame.isFinished(at: time) && row.alpha.isFinished(at: time) {
          delegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: row.oldIndexPath)
          row.cell.alpha = 1
          enqueueForReuse(row.cell)
        } else {
          row.cell.frame = row.frame.value(at: time)
          row.cell.alpha = row.alpha.value(at: time)
          running.append(row)
        }
      }
      disappearingRows = running
      setNeedsLayout()
    }
    if !disappearingHeaderFooters.isEmpty {
      var running: [DisappearingHeaderFooter] = []
      for item in disappearingHeaderFooters {
        if item.alpha.isFinished(at: time) {
          if item.isHeader {
            delegate?.tableView(
              self, didEndDisplayingHeaderView: item.view, forSection: item.section)
          } else {
            delegate?.tableView(
              self, didEndDisplayingFooterView: item.view, forSection: item.section)
          }
          item.view.alpha = 1
          enqueueForReuse(item.view)
        } else {
          item.view.alpha = item.alpha.value(at: time)
          running.append(item)
        }
      }
      disappearingHeaderFooters = running
    }
    if let context = updateContext, time >= context.end { updateContext = nil }
    // Presentations are brought to the time by the layout pass, which places the views.
    if !rowPresentations.isEmpty || !headerFooterPresentations.isEmpty { setNeedsLayout() }
    if !batchCompletions.isEmpty {
      let due = batchCompletions.filter { $0.end <= time }
      batchCompletions.removeAll { $0.end <= time }
      for item in due { item.completion(true) }
    }
  }

  /// Whether row animations still run.
  var hasRunningRowAnimations: Bool {
    !disappearingRows.isEmpty || !rowPresentations.isEmpty || updateContext != nil
      || !batchCompletions.isEmpty || !disappearingHeaderFooters.isEmpty
      || !headerFooterPresentations.isEmpty
  }
}
