import Foundation

/// What a search bar tells as it is used, as UIKit's `UISearchBarDelegate`. Every method has a
/// default that does nothing (and lets editing begin).
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
  /// Whether the bar's field may become first responder; the default is true.
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  /// The field became first responder.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// The field resigned first responder.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The user changed the text (typing, deleting, pasting, the clear button); setting `text`
  /// from code does not call it, as in UIKit.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// Return (the keyboard's Search key) was pressed.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The Cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  /// True.
  public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
