import TableKit

/// The contacts scene's search: typing filters the people by first and last name (see
/// `SearchQuery`), the letters and the index follow, "No Results" shows when nobody matches, and
/// Cancel brings the whole book back where it was (the search controller restores the offset).
extension ContactsScene: SearchResultsUpdating, SceneNavigating {
  /// Filters the table for the search bar's text; the filtered list starts at its top.
  public func updateSearchResults(for searchController: SearchController) {
    let newQuery = SearchQuery(searchController.searchBar.text ?? "")
    guard newQuery != query else { return }
    query = newQuery
    guard let table else { return }
    table.reloadData()
    countLabel?.text = countText
    countLabel?.isHidden = shown.count == 0
    table.backgroundView = query.isEmpty || shown.count > 0 ? nil : noResultsView
    if !query.isEmpty {
      table.contentOffset = CGPoint(x: table.contentOffset.x, y: table.minimumContentOffsetY)
    }
  }

  /// In a navigation controller the search bar moves from the table's header to the bar,
  /// under the large title, hidden until the list is pulled down.
  public func sceneDidLoad(in controller: ViewController) {
    if table?.tableHeaderView === searchController.searchBar { table?.tableHeaderView = nil }
    controller.navigationItem.searchController = searchController
  }
}
