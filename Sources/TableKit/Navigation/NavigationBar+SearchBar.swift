import Foundation

// MARK: - Search bars

extension NavigationBar {
  /// Puts the shown pages' search bars (their items' `searchController`s') in their bands at
  /// the bar's bottom, under the large title: a band narrower than 52 points shows the bar
  /// closing (see `SearchBarGeometry`); during a push or pop each slides with its view and
  /// fades with its page. Search bars of items no longer shown leave the bar.
  func placeSearchBars() {
    let pages = shownPages
    let coverage = min(1, max(0, pages.coverage))
    var placed: [SearchBar] = []
    let entries: [(Page?, CGFloat)] = [(pages.lower, 1 - coverage), (pages.upper, coverage)]
    for (page, alpha) in entries {
      guard let page, let searchController = page.item.searchController else { continue }
      let bar = searchController.searchBar
      if bar.superview !== self { addSubview(bar) }
      if !bar.isInNavigationBar { bar.isInNavigationBar = true }
      let band = max(0, page.searchBand)
      bar.frame = CGRect(
        x: page.largeTitleOffset, y: max(page.titleRowHeight, frame.height - band),
        width: frame.width, height: band)
      bar.alpha = pages.lower == nil ? 1 : alpha
      bar.isHidden = band <= 0
      bar.setNeedsLayout()
      placed.append(bar)
    }
    for case let bar as SearchBar in subviews where !placed.contains(where: { $0 === bar }) {
      bar.removeFromSuperview()
    }
  }

  /// Whether `point` (bar coordinates) is over a search bar shown on the bar, whose field and
  /// Cancel button take it rather than the bar's buttons.
  func isOnSearchBar(_ point: CGPoint) -> Bool {
    subviews.contains { $0 is SearchBar && !$0.isHidden && $0.frame.contains(point) }
  }
}
