import Foundation

/// Header and footer views coming on and leaving the screen, as UIKit gives them: the delegate
/// is asked once for each header or footer that comes on screen (or not at all when it gave the
/// view to measure the section's automatic height), the view stays the section's while it is
/// on screen (floating too), and a view that left goes back to its identifier's reuse queue
/// before the ones coming in are asked for, so that they can dequeue it.
extension RowRealizer {
  /// The header (or footer) views on screen after a pass, and those among them that came on
  /// screen in it, which the delegate hears about once the host has placed them.
  struct HeaderFooterRealization {
    /// Every view on screen, by section.
    let views: [Int: View]
    /// The views that came on screen, by section, in order.
    let shown: [(section: Int, view: View)]
  }

  /// The reuse identifier of the standard titled header and footer views.
  static let standardHeaderFooterIdentifier = "TableKit.standardHeaderFooter"

  /// Brings the header (or footer) views on screen to `sections`: views of sections that stay
  /// stay, those of sections that left go (after `didEndDisplaying…`, to the reuse queue) unless
  /// the host still draws them, and sections that came get a view, prepared by the host.
  func realizeHeaderFooters(sections: [Int], isHeader: Bool, now: TimeInterval)
    -> HeaderFooterRealization
  {
    var leaving = isHeader ? store.visibleHeaders : store.visibleFooters
    var next: [Int: View] = [:]
    var incoming: [Int] = []
    for section in sections {
      if let view = leaving.removeValue(forKey: section) {
        next[section] = view
      } else {
        incoming.append(section)
      }
    }
    for (section, view) in leaving where host.keepsShowing(leavingHeaderFooter: view, now: now) {
      next[section] = view
      leaving[section] = nil
    }
    // Off the store's list first: a view on screen is never queued.
    setVisibleHeaderFooters(next, isHeader: isHeader)
    for (section, view) in leaving.sorted(by: { $0.key < $1.key }) {
      endDisplaying(headerFooter: view, inSection: section, isHeader: isHeader)
    }
    var shown: [(section: Int, view: View)] = []
    for section in incoming {
      guard let view = makeHeaderFooterView(section, isHeader: isHeader) else { continue }
      host.prepareForDisplay(headerFooter: view, inSection: section, isHeader: isHeader, now: now)
      next[section] = view
      shown.append((section, view))
    }
    setVisibleHeaderFooters(next, isHeader: isHeader)
    return HeaderFooterRealization(views: next, shown: shown)
  }

  /// Takes every header and footer view off the screen (a reload): the delegate hears
  /// `didEndDisplaying…` for each, and the views go back to the reuse queues, as do those
  /// given to measure sections.
  func unrealizeAllHeaderFooters() {
    let headers = store.visibleHeaders
    let footers = store.visibleFooters
    store.setVisibleHeaders([:])
    store.setVisibleFooters([:])
    for (section, view) in headers.sorted(by: { $0.key < $1.key }) {
      endDisplaying(headerFooter: view, inSection: section, isHeader: true)
    }
    for (section, view) in footers.sorted(by: { $0.key < $1.key }) {
      endDisplaying(headerFooter: view, inSection: section, isHeader: false)
    }
    store.recycleMeasuredHeaderFooters()
  }

  /// Whether `view` is one of the table's standard titled headers and footers (which the
  /// delegate did not give).
  func isStandardHeaderFooter(_ view: View) -> Bool {
    (view as? TableViewHeaderFooterView)?.reuseIdentifier == Self.standardHeaderFooterIdentifier
  }

  /// The look of a standard header or footer view for the host's style.
  func role(isHeader: Bool) -> TableViewHeaderFooterView.Role {
    switch (host.style, isHeader) {
    case (.plain, true): return .plainHeader
    case (.plain, false): return .plainFooter
    case (.grouped, true), (.insetGrouped, true): return .groupedHeader
    case (.grouped, false), (.insetGrouped, false): return .groupedFooter
    }
  }

  /// The data source's title for a section's header or footer as a standard view shows it:
  /// uppercased for a grouped header, as UIKit does to `titleForHeaderInSection`'s string (and
  /// only to it: text a delegate sets on the view, in `willDisplayHeaderView` or on its own
  /// header view, shows as set). This is TableKit's recorded choice for iOS 17's look (issue
  /// 26): iOS 17's grouped and inset grouped tables still uppercase that string (LOOK.md's
  /// grouped title, 13 regular uppercase), so only the draw-time uppercasing was wrong.
  func shownTitle(inSection section: Int, isHeader: Bool) -> String? {
    let title = reader.title(inSection: section, isHeader: isHeader)
    return role(isHeader: isHeader) == .groupedHeader ? title?.uppercased() : title
  }

  /// Gives a delegate's header or footer view the table's look for its place.
  func prepareCustomHeaderFooter(_ view: View, isHeader: Bool) {
    guard let headerFooter = view as? TableViewHeaderFooterView else { return }
    headerFooter.role = role(isHeader: isHeader)
    headerFooter.layoutMargin = host.cellLayoutMargin
  }

  // MARK: - Parts

  private func setVisibleHeaderFooters(_ views: [Int: View], isHeader: Bool) {
    if isHeader {
      store.setVisibleHeaders(views)
    } else {
      store.setVisibleFooters(views)
    }
  }

  private func endDisplaying(headerFooter view: View, inSection section: Int, isHeader: Bool) {
    reader.didEndDisplaying(headerFooter: view, inSection: section, isHeader: isHeader)
    host.headerFooterWillBeQueued(view)
    enqueue(view)
  }

  /// The view for a header or footer coming on screen: the one the delegate gave to measure
  /// it, else the delegate's, else a standard titled one; nil when the section has neither (its
  /// height is then just space).
  private func makeHeaderFooterView(_ section: Int, isHeader: Bool) -> View? {
    let key = HeaderFooterKey(section: section, isHeader: isHeader)
    if let custom =
      store.takeMeasuredHeaderFooter(key)
      ?? reader.customView(inSection: section, isHeader: isHeader)
    {
      prepareCustomHeaderFooter(custom, isHeader: isHeader)
      return custom
    }
    guard let title = shownTitle(inSection: section, isHeader: isHeader), !title.isEmpty
    else { return nil }
    let identifier = Self.standardHeaderFooterIdentifier
    let view =
      store.dequeueHeaderFooterView(withIdentifier: identifier)
      ?? TableViewHeaderFooterView(reuseIdentifier: identifier)
    view.role = role(isHeader: isHeader)
    view.layoutMargin = host.cellLayoutMargin
    view.textLabel?.text = title
    return view
  }
}
