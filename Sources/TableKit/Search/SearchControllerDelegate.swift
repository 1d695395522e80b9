import Foundation

/// Hears a search controller become active and inactive, as UIKit's
/// `UISearchControllerDelegate`. Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
  /// The search is about to become active.
  func willPresentSearchController(_ searchController: SearchController)
  /// The search became active.
  func didPresentSearchController(_ searchController: SearchController)
  /// The search is about to end.
  func willDismissSearchController(_ searchController: SearchController)
  /// The search ended.
  func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: SearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: SearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: SearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: SearchController) {}
}
