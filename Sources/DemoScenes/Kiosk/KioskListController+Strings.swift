import TableKit

/// The list's own words in the language shown: the search field's placeholder, what it says
/// for an empty catalog and for a search that finds nothing.
extension KioskListController {
  /// Puts `strings` in the search field, the empty catalog's label and the no-results view.
  func showStrings() {
    searchController.searchBar.placeholder = strings.search
    emptyLabel.text = strings.nothingToShow
    noResultsView.label.text = strings.noResults
    noResultsView.setNeedsLayout()
  }
}
