import Foundation

extension TableView {
  // MARK: - Headers and footers

  /// Gives every section whose header or footer shows its view, as UIKit does: the delegate is
  /// asked once for each header or footer that comes on screen (or not at all when it gave the
  /// view to measure the section's automatic height), the view stays the section's while it is
  /// on screen (floating too), and a view that left goes back to its identifier's reuse queue
  /// before the ones coming in are asked for, so that they can dequeue it.
  func updateHeaderAndFooterViews() {
    let now = clock.now
    refreshHeaderFooterViews(
      for: layout.sectionsWithVisibleHeaders(in: viewport), isHeader: true, now: now)
    refreshHeaderFooterViews(
      for: layout.sectionsWithVisibleFooters(in: viewport), isHeader: false, now: now)
  }

  /// Where a section's header or footer view goes now, in content coordinates: its rect in the
  /// grouped styles, its floating frame in the visible area in the plain style.
  func headerFooterFrame(inSection section: Int, isHeader: Bool) -> CGRect {
    guard isHeader else {
      return style == .plain
        ? layout.floatingFooterFrame(inSection: section, visibleRect: floatingRect)
        : layout.rectForFooter(inSection: section)
    }
    return layout.headerViewFrame(
      inSection: section, visibleRect: floatingRect, topPadding: headerTopPadding,
      floats: style == .plain)
  }

  /// Brings the header (or footer) views on screen to `sections`: views of sections that stay
  /// stay, those of sections that left go (after `didEndDisplaying…`, to the reuse queue), and
  /// sections that came get a view (then `willDisplay…`).
  private func refreshHeaderFooterViews(for sections: [Int], isHeader: Bool, now: TimeInterval) {
    var leaving = isHeader ? cellStore.visibleHeaders : cellStore.visibleFooters
    var next: [Int: View] = [:]
    var incoming: [Int] = []
    for section in sections {
      if let view = leaving.removeValue(forKey: section) {
        next[section] = view
      } else {
        incoming.append(section)
      }
    }
    // A header still moving to its place after an update stays while it is drawn on screen,
    // as a moving row does.
    for (section, view) in leaving where isStillDrawnOnScreen(view, at: now) {
      next[section] = view
      leaving[section] = nil
    }
    // Off the store's list first: a view on screen is never queued.
    setVisibleHeaderFooterViews(next, isHeader: isHeader)
    for (section, view) in leaving.sorted(by: { $0.key < $1.key }) {
      tellDidEndDisplaying(view, section: section, isHeader: isHeader)
      animator.setHeaderFooterPresentation(nil, for: view)
      enqueueForReuse(view)
    }
    var shown: [(Int, View)] = []
    for section in incoming {
      guard let view = makeHeaderFooterView(section, isHeader: isHeader) else { continue }
      let frame = headerFooterFrame(inSection: section, isHeader: isHeader)
      // One that comes on screen while an update animates starts where its section is drawn
      // (or fades in with an inserted section's rows).
      if let presentation = animator.presentationForNewlyShownHeaderFooter(
        inSection: section, isHeader: isHeader, frame: frame, visibleRect: floatingRect, at: now)
      {
        animator.setHeaderFooterPresentation(presentation, for: view)
      }
      next[section] = view
      shown.append((section, view))
    }
    setVisibleHeaderFooterViews(next, isHeader: isHeader)
    for (section, view) in next {
      placeHeaderFooter(
        view, at: headerFooterFrame(inSection: section, isHeader: isHeader), now: now)
      if view.superview !== self { addSubview(view) }
    }
    for (section, view) in shown {
      if isHeader {
        delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      } else {
        delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      }
    }
    for view in next.values { view.layoutIfNeeded() }
  }

  private func setVisibleHeaderFooterViews(_ views: [Int: View], isHeader: Bool) {
    if isHeader {
      cellStore.setVisibleHeaders(views)
    } else {
      cellStore.setVisibleFooters(views)
    }
  }

  /// Whether a view is drawn in the viewport by an update's animation that has not ended.
  private func isStillDrawnOnScreen(_ view: View, at now: TimeInterval) -> Bool {
    guard let presentation = animator.headerFooterPresentation(of: view),
      !presentation.frame.isFinished(at: now)
    else { return false }
    return presentation.frame.value(at: now).intersects(viewport)
  }

  private func tellDidEndDisplaying(_ view: View, section: Int, isHeader: Bool) {
    if isHeader {
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    } else {
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
  }

  /// Sets a header or footer view's frame, or where its update animation draws it now.
  private func placeHeaderFooter(_ view: View, at rect: CGRect, now: TimeInterval) {
    apply(animator.placeHeaderFooter(view, at: rect, now: now), to: view, rect: rect)
  }

  /// The view for a header or footer coming on screen: the one the delegate gave to measure
  /// it, else the delegate's, else a standard titled one; nil when the section has neither (its
  /// height is then just space).
  private func makeHeaderFooterView(_ section: Int, isHeader: Bool) -> View? {
    let key = HeaderFooterKey(section: section, isHeader: isHeader)
    if let custom =
      cellStore.takeMeasuredHeaderFooter(key)
      ?? dataReader.customView(inSection: section, isHeader: isHeader)
    {
      prepareCustomHeaderFooter(custom, isHeader: isHeader)
      return custom
    }
    guard let title = dataReader.title(inSection: section, isHeader: isHeader), !title.isEmpty
    else { return nil }
    let identifier = Self.standardHeaderFooterIdentifier
    let view =
      dequeueReusableHeaderFooterView(withIdentifier: identifier)
      ?? TableViewHeaderFooterView(reuseIdentifier: identifier)
    view.role = role(isHeader: isHeader)
    view.layoutMargin = cellLayoutMargin
    view.textLabel?.text = title
    return view
  }

  /// Gives a delegate's header or footer view the table's look for its place.
  func prepareCustomHeaderFooter(_ view: View, isHeader: Bool) {
    guard let headerFooter = view as? TableViewHeaderFooterView else { return }
    headerFooter.role = role(isHeader: isHeader)
    headerFooter.layoutMargin = cellLayoutMargin
  }

  /// Whether `view` is one of the table's standard titled headers and footers (which the
  /// delegate did not give).
  func isStandardHeaderFooter(_ view: View) -> Bool {
    (view as? TableViewHeaderFooterView)?.reuseIdentifier == Self.standardHeaderFooterIdentifier
  }

  /// The reuse identifier of the standard titled header and footer views.
  static let standardHeaderFooterIdentifier = "TableKit.standardHeaderFooter"

  /// Takes every header and footer view off the screen (a reload): the delegate hears
  /// `didEndDisplaying…` for each, and the views go back to the reuse queues, as do those
  /// given to measure sections.
  func removeAllHeaderFooterViews() {
    let headers = cellStore.visibleHeaders
    let footers = cellStore.visibleFooters
    cellStore.setVisibleHeaders([:])
    cellStore.setVisibleFooters([:])
    for (section, view) in headers.sorted(by: { $0.key < $1.key }) {
      tellDidEndDisplaying(view, section: section, isHeader: true)
      enqueueForReuse(view)
    }
    for (section, view) in footers.sorted(by: { $0.key < $1.key }) {
      tellDidEndDisplaying(view, section: section, isHeader: false)
      enqueueForReuse(view)
    }
    cellStore.recycleMeasuredHeaderFooters()
  }

  // MARK: - Measuring

  /// Runs `body` (which reads heights again) with the delegate's header and footer views on
  /// screen measuring their own sections, `sectionNow` giving a shown section's index in the
  /// layout being read (nil for one that is gone or reloaded), so that reading heights again
  /// asks the delegate only about sections not on screen.
  func lendingHeaderFooterViewsForMeasuring(
    sectionNow: (Int) -> Int? = { $0 }, _ body: () -> Void
  ) {
    var lent: [HeaderFooterKey: View] = [:]
    for (views, isHeader) in [(cellStore.visibleHeaders, true), (cellStore.visibleFooters, false)] {
      for (section, view) in views where !isStandardHeaderFooter(view) {
        guard let now = sectionNow(section) else { continue }
        lent[HeaderFooterKey(section: now, isHeader: isHeader)] = view
      }
    }
    cellStore.lendingHeaderFootersForMeasuring(lent, body)
  }

  /// Queues the views given to measure sections that are not about to show: those outside the
  /// realized rect (the rest wait for their section to come on screen).
  func recycleMeasuredHeaderFootersOffScreen() {
    let near = layout.sections(intersecting: realizedRect)
    cellStore.recycleMeasuredHeaderFooters { near.contains($0.section) }
  }

  /// The look of a standard header or footer view for the table's style.
  func role(isHeader: Bool) -> TableViewHeaderFooterView.Role {
    switch (style, isHeader) {
    case (.plain, true): return .plainHeader
    case (.plain, false): return .plainFooter
    case (.grouped, true), (.insetGrouped, true): return .groupedHeader
    case (.grouped, false), (.insetGrouped, false): return .groupedFooter
    }
  }
}
