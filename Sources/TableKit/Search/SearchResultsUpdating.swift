import Foundation

/// Updates what a search controller shows as its search bar's text changes, as UIKit's
/// `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
  /// The search bar's text changed, or the search became active or inactive: filter the
  /// results for `searchController.searchBar.text` (empty when inactive).
  func updateSearchResults(for searchController: SearchController)
}
