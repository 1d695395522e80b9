import Foundation

extension TableView {
  // MARK: - Headers and footers

  func updateHeaderAndFooterViews() {
    let headerSections = layout.sectionsWithVisibleHeaders(in: viewport)
    let footerSections = layout.sectionsWithVisibleFooters(in: viewport)
    let headers = refreshed(cellStore.visibleHeaders, for: headerSections, isHeader: true) {
      section in headerFooterFrame(inSection: section, isHeader: true)
    }
    cellStore.setVisibleHeaders(headers)
    let footers = refreshed(cellStore.visibleFooters, for: footerSections, isHeader: false) {
      section in headerFooterFrame(inSection: section, isHeader: false)
    }
    cellStore.setVisibleFooters(footers)
  }

  /// Where a section's header or footer view goes now, in content coordinates: its rect in the
  /// grouped styles, its floating frame in the visible area in the plain style.
  func headerFooterFrame(inSection section: Int, isHeader: Bool) -> CGRect {
    guard style == .plain else {
      return isHeader
        ? layout.rectForHeader(inSection: section) : layout.rectForFooter(inSection: section)
    }
    let visible = floatingRect
    return isHeader
      ? layout.floatingHeaderFrame(inSection: section, visibleRect: visible)
      : layout.floatingFooterFrame(inSection: section, visibleRect: visible)
  }

  private func refreshed(
    _ current: [Int: View], for sections: [Int], isHeader: Bool, frame: (Int) -> CGRect
  ) -> [Int: View] {
    let now = clock.now
    var remaining = current
    var next: [Int: View] = [:]
    for section in sections {
      if let view = remaining.removeValue(forKey: section) {
        next[section] = view
      } else if let view = makeHeaderFooterView(section, isHeader: isHeader) {
        next[section] = view
        // A header of a section inserted by a running update fades in with its rows.
        if let fadeIn = animator.presentationForNewlyShownHeaderFooter(
          inSection: section, frame: frame(section), at: now)
        {
          animator.setHeaderFooterPresentation(fadeIn, for: view)
        }
        if isHeader {
          delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
          delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
      }
    }
    for (section, view) in remaining {
      if isHeader {
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      } else {
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      }
      animator.setHeaderFooterPresentation(nil, for: view)
      enqueueForReuse(view)
    }
    for (section, view) in next {
      placeHeaderFooter(view, at: frame(section), now: now)
      if view.superview !== self { addSubview(view) }
      view.layoutIfNeeded()
    }
    return next
  }

  /// Sets a header or footer view's frame, or where its update animation draws it now.
  private func placeHeaderFooter(_ view: View, at rect: CGRect, now: TimeInterval) {
    apply(animator.placeHeaderFooter(view, at: rect, now: now), to: view, rect: rect)
  }

  /// The delegate's view for a header or footer, or a standard titled one; nil when the section
  /// has neither (its height is then just space).
  private func makeHeaderFooterView(_ section: Int, isHeader: Bool) -> View? {
    if let custom = dataReader.customView(inSection: section, isHeader: isHeader) {
      if let headerFooter = custom as? TableViewHeaderFooterView {
        headerFooter.role = role(isHeader: isHeader)
        headerFooter.layoutMargin = cellLayoutMargin
      }
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

  /// The reuse identifier of the standard titled header and footer views.
  static let standardHeaderFooterIdentifier = "TableKit.standardHeaderFooter"

  func removeAllHeaderFooterViews() {
    for (section, view) in cellStore.visibleHeaders {
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      enqueueForReuse(view)
    }
    for (section, view) in cellStore.visibleFooters {
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      enqueueForReuse(view)
    }
    cellStore.setVisibleHeaders([:])
    cellStore.setVisibleFooters([:])
  }
}
