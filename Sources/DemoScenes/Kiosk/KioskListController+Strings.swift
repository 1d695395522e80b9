import TableKit

/// The list's own words in the language shown: what it says for an empty catalog and for a
/// search that finds nothing. (The search field's placeholder and Cancel are TableKit's, in the
/// language the catalog controller gives its screens as their `preferredLanguage` trait.)
extension KioskListController {
  /// Puts `strings` in the empty catalog's label and the no-results view.
  func showStrings() {
    emptyLabel.text = strings.nothingToShow
    noResultsView.label.text = strings.noResults
    noResultsView.setNeedsLayout()
  }
}
