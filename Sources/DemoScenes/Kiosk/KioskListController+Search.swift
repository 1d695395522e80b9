import TableKit

/// The kiosk list's search: typing filters the items by title and subtitle (see
/// `SearchQuery`), sections left empty go, "No Results" shows when nothing matches, and Cancel
/// brings back the whole catalog where it was. Deleting and reordering wait until the search
/// ends, since the filtered rows are not the catalog's places.
extension KioskListController: SearchResultsUpdating {
  /// Filters the list for the search bar's text; the filtered list starts at its top.
  public func updateSearchResults(for searchController: SearchController) {
    let newQuery = SearchQuery(searchController.searchBar.text ?? "")
    guard newQuery != query else { return }
    if query.isEmpty { onSearchStarted?() }
    query = newQuery
    guard isViewLoaded else { return }
    if !query.isEmpty, isEditing { setEditing(false, animated: false) }
    tableView.reloadData()
    showEmptyLabelIfNeeded()
    showHighlight()
    if !query.isEmpty {
      tableView.contentOffset = CGPoint(
        x: tableView.contentOffset.x, y: tableView.minimumContentOffsetY)
    }
  }

  /// The sections of `catalog` with only the items `query` matches by title or subtitle.
  static func sections(of catalog: KioskCatalog, matching query: SearchQuery)
    -> [KioskCatalog.Section]
  {
    guard !query.isEmpty else { return catalog.sections }
    return catalog.sections.compactMap { section in
      var kept = section
      kept.items = section.items.filter { query.matches([$0.title, $0.subtitle]) }
      return kept.items.isEmpty ? nil : kept
    }
  }
}
