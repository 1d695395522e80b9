import Foundation

/// Where every row, header and footer that moves, appears or disappears after an update (or
/// while a row is reordered) is drawn at a time `t`: their animations as values, functions of
/// time. It never touches a view; the table sets the frames and opacities it returns, so it is
/// tested without views on screen.
struct RowAnimator {
  /// What advancing the animations to a time leaves for the table to do.
  struct Progress {
    /// Leaving rows whose animation ended: the table tells the delegate and queues their cells.
    var finishedRows: [DisappearingRow] = []
    /// Leaving rows still animating, with their frame and opacity now.
    var runningRows: [(row: DisappearingRow, frame: CGRect, alpha: CGFloat)] = []
    /// Fading headers and footers whose animation ended.
    var finishedHeaderFooters: [DisappearingHeaderFooter] = []
    /// Fading headers and footers still animating, with their opacity now.
    var runningHeaderFooters: [(item: DisappearingHeaderFooter, alpha: CGFloat)] = []
    /// Whether the table must lay out again to place views that still move.
    var needsLayout = false
  }

  /// Rows on screen moving to their places, by cell.
  private(set) var rowPresentations: [ObjectIdentifier: RowPresentation] = [:]
  /// Rows leaving after an update, drawn until their animation ends.
  private(set) var disappearingRows: [DisappearingRow] = []
  /// Header and footer views moving to their sections' places, by view.
  private(set) var headerFooterPresentations: [ObjectIdentifier: RowPresentation] = [:]
  /// Header and footer views of deleted sections, fading out.
  private(set) var disappearingHeaderFooters: [DisappearingHeaderFooter] = []
  /// The update whose animation is running, for rows that come into view meanwhile.
  private(set) var context: UpdateAnimationContext?

  /// Whether anything still animates.
  var isRunning: Bool {
    !disappearingRows.isEmpty || !rowPresentations.isEmpty || context != nil
      || !disappearingHeaderFooters.isEmpty || !headerFooterPresentations.isEmpty
  }

  // MARK: - Reading

  /// The running presentation of a row's cell, if it moves.
  func rowPresentation(of cell: View) -> RowPresentation? {
    rowPresentations[ObjectIdentifier(cell)]
  }

  /// The running presentation of a header or footer view, if it moves.
  func headerFooterPresentation(of view: View) -> RowPresentation? {
    headerFooterPresentations[ObjectIdentifier(view)]
  }

  /// The frame and opacity a row's view is drawn with at `time`: its animation's, or nil when
  /// it does not move.
  func presentedRow(_ view: View, at time: TimeInterval) -> (frame: CGRect, alpha: CGFloat)? {
    rowPresentations[ObjectIdentifier(view)].map { ($0.frame.value(at: time), $0.alpha.value(at: time)) }
  }

  /// Whether a leaving header or footer is `view`.
  func isDisappearing(_ view: View) -> Bool {
    disappearingHeaderFooters.contains { $0.view === view }
  }

  /// The presentation a row that comes on screen during an update starts with: an inserted
  /// row's from its animation's far end, a moved row's from its place in the old layout; nil
  /// when no update runs at `time` or the row simply stands at `rect`.
  func presentationForNewlyShownRow(
    at indexPath: IndexPath, rect: CGRect, at time: TimeInterval, tableWidth: CGFloat
  ) -> RowPresentation? {
    guard let context, time < context.end else { return nil }
    let duration = Metrics.rowUpdateDuration
    if let animation = context.insertion(at: indexPath) {
      guard animation != .none else { return nil }
      let gap = Self.insertionGapY(at: indexPath, in: context, fallback: rect)
      let far =
        context.isReload(at: indexPath)
        ? animation.reloadFarEnd(of: rect, gapY: gap, tableWidth: tableWidth)
        : animation.farEnd(of: rect, gapY: gap, tableWidth: tableWidth, isInsertion: true)
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
      frame: PropertyAnimation(from: oldRect, to: rect, startTime: context.start, duration: duration),
      alpha: PropertyAnimation(value: 1), drawsBehindNeighbours: false)
  }

  /// The presentation a header or footer that comes on screen during an update starts with:
  /// one of a section the update inserted (or reloaded) fades in with its rows where it stands;
  /// one of a section that was there before starts where that section is drawn at the update's
  /// start, its frame in the old layout, and moves with the section's rows (same start, same
  /// duration, same curve), so that it never stands at its final place over rows still sliding
  /// there. Nil when no update runs at `time` or the view simply stands at `frame`.
  /// - Parameters:
  ///   - section: The section, in the new layout.
  ///   - isHeader: Whether it is the header (else the footer).
  ///   - frame: Where it goes in the new layout.
  ///   - visibleRect: The rect plain headers and footers float in.
  ///   - time: Now.
  func presentationForNewlyShownHeaderFooter(
    inSection section: Int, isHeader: Bool, frame: CGRect, visibleRect: CGRect,
    at time: TimeInterval
  ) -> RowPresentation? {
    guard let context, time < context.end else { return nil }
    let duration = Metrics.rowUpdateDuration
    if let animation = context.sectionInsertions[section] {
      guard animation != .none else { return nil }
      return RowPresentation(
        frame: PropertyAnimation(value: frame),
        alpha: PropertyAnimation(from: 0, to: 1, startTime: context.start, duration: duration),
        drawsBehindNeighbours: false)
    }
    guard let old = context.plan.oldSection(forNew: section) else { return nil }
    // The old frame is where the view was drawn: below the header's padding, floating only in
    // a plain table (a grouped layout gives its footer rects whatever the visible rect).
    let oldFrame =
      isHeader
      ? context.oldLayout.headerViewFrame(
        inSection: old, visibleRect: visibleRect, topPadding: context.headerTopPadding,
        floats: context.headersFloat)
      : context.oldLayout.floatingFooterFrame(inSection: old, visibleRect: visibleRect)
    guard oldFrame != frame, oldFrame != .zero else { return nil }
    return RowPresentation(
      frame: PropertyAnimation(
        from: oldFrame, to: frame, startTime: context.start, duration: duration),
      alpha: PropertyAnimation(value: 1), drawsBehindNeighbours: false)
  }

  /// Where an inserted row's gap opens, in the old layout: below the old row that is now just
  /// above it, else above the old row now just below it.
  private static func insertionGapY(
    at indexPath: IndexPath, in context: UpdateAnimationContext, fallback: CGRect
  ) -> CGFloat {
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

  // MARK: - Starting and stopping

  /// Starts (or replaces) the presentation of a row's cell; nil stops it.
  mutating func setRowPresentation(_ presentation: RowPresentation?, for cell: View) {
    rowPresentations[ObjectIdentifier(cell)] = presentation
  }

  /// Starts (or replaces) the presentation of a header or footer view; nil stops it.
  mutating func setHeaderFooterPresentation(_ presentation: RowPresentation?, for view: View) {
    headerFooterPresentations[ObjectIdentifier(view)] = presentation
  }

  /// Sends a row off with its animation.
  mutating func addDisappearingRow(_ row: DisappearingRow) { disappearingRows.append(row) }

  /// Fades a deleted section's header or footer out.
  mutating func addDisappearingHeaderFooter(_ item: DisappearingHeaderFooter) {
    disappearingHeaderFooters.append(item)
  }

  /// Notes the update whose animation starts now, for rows that come on screen meanwhile.
  mutating func begin(_ context: UpdateAnimationContext) { self.context = context }

  /// Glides a row to `rect` over `duration` from `now`: a running presentation is retargeted,
  /// a row at rest starts from where it stands (nothing when it is already there).
  mutating func glideRow(
    _ cell: View, standingAt current: (frame: CGRect, alpha: CGFloat), to rect: CGRect,
    at now: TimeInterval, duration: TimeInterval
  ) {
    let key = ObjectIdentifier(cell)
    if var running = rowPresentations[key] {
      running.frame.retarget(to: rect, at: now, duration: duration)
      rowPresentations[key] = running
    } else if current.frame != rect {
      rowPresentations[key] = RowPresentation(
        frame: PropertyAnimation(from: current.frame, to: rect, startTime: now, duration: duration),
        alpha: PropertyAnimation(value: current.alpha), drawsBehindNeighbours: false)
    }
  }

  /// Makes a header or footer at rest glide to wherever the next layout passes place it, over
  /// `duration` from `now` (it does nothing for one already moving).
  mutating func glideHeaderFooterToItsNextPlace(
    _ view: View, standingAt current: (frame: CGRect, alpha: CGFloat), at now: TimeInterval,
    duration: TimeInterval
  ) {
    let key = ObjectIdentifier(view)
    guard headerFooterPresentations[key] == nil else { return }
    headerFooterPresentations[key] = RowPresentation(
      frame: PropertyAnimation(
        from: current.frame, to: current.frame, startTime: now, duration: duration),
      alpha: PropertyAnimation(value: current.alpha), drawsBehindNeighbours: false)
  }

  /// Stops everything, for a reload; returns the leaving rows and headers and footers, whose
  /// views the table takes back.
  mutating func removeAll() -> (rows: [DisappearingRow], headerFooters: [DisappearingHeaderFooter]) {
    defer {
      disappearingRows = []
      rowPresentations = [:]
      disappearingHeaderFooters = []
      headerFooterPresentations = [:]
      context = nil
    }
    return (disappearingRows, disappearingHeaderFooters)
  }

  // MARK: - Advancing

  /// Where a row's view is at `now` when its place is `rect`: its running presentation's frame
  /// and opacity (retargeted when the place changed meanwhile: an estimate measured, a row
  /// moved), or `rect` at full opacity once the presentation has finished or when there is none.
  mutating func placeRow(_ view: View, at rect: CGRect, now: TimeInterval) -> (
    frame: CGRect, alpha: CGFloat
  )? {
    Self.place(view, at: rect, now: now, presentations: &rowPresentations)
  }

  /// Where a header or footer view is at `now` when its place is `rect` (as `placeRow`).
  mutating func placeHeaderFooter(_ view: View, at rect: CGRect, now: TimeInterval) -> (
    frame: CGRect, alpha: CGFloat
  )? {
    Self.place(view, at: rect, now: now, presentations: &headerFooterPresentations)
  }

  /// The frame and opacity for `view`, or nil when it has no presentation (it stands at `rect`
  /// with the opacity it has).
  private static func place(
    _ view: View, at rect: CGRect, now: TimeInterval,
    presentations: inout [ObjectIdentifier: RowPresentation]
  ) -> (frame: CGRect, alpha: CGFloat)? {
    let key = ObjectIdentifier(view)
    guard var presentation = presentations[key] else { return nil }
    if presentation.frame.target != rect { presentation.frame.retarget(to: rect, at: now) }
    if presentation.frame.isFinished(at: now) && presentation.alpha.isFinished(at: now) {
      presentations[key] = nil
      return (rect, 1)
    }
    presentations[key] = presentation
    return (presentation.frame.value(at: now), presentation.alpha.value(at: now))
  }

  /// Brings the leaving rows and headers to `time`, dropping those that finished, and ends the
  /// update's context when its time is over.
  mutating func advance(to time: TimeInterval) -> Progress {
    var progress = Progress()
    if !disappearingRows.isEmpty {
      var running: [DisappearingRow] = []
      for row in disappearingRows {
        if row.frame.isFinished(at: time) && row.alpha.isFinished(at: time) {
          progress.finishedRows.append(row)
        } else {
          progress.runningRows.append((row, row.frame.value(at: time), row.alpha.value(at: time)))
          running.append(row)
        }
      }
      disappearingRows = running
      progress.needsLayout = true
    }
    if !disappearingHeaderFooters.isEmpty {
      var running: [DisappearingHeaderFooter] = []
      for item in disappearingHeaderFooters {
        if item.alpha.isFinished(at: time) {
          progress.finishedHeaderFooters.append(item)
        } else {
          progress.runningHeaderFooters.append((item, item.alpha.value(at: time)))
          running.append(item)
        }
      }
      disappearingHeaderFooters = running
    }
    if let context, time >= context.end { self.context = nil }
    // Presentations are brought to the time by the layout pass, which places the views.
    if !rowPresentations.isEmpty || !headerFooterPresentations.isEmpty { progress.needsLayout = true }
    return progress
  }
}
