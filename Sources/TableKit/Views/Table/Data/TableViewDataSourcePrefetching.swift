import Foundation

/// Learns which rows a table will show soon, before it asks for their cells, as UIKit's
/// `UITableViewDataSourcePrefetching`: the place to start loading the data or images those
/// rows need, so that their cells have it when they scroll in.
///
/// The table looks ahead one screen beyond the rows it shows, in the direction it last
/// scrolled, and asks for each row at most once while it stays ahead. A row that leaves the
/// look-ahead without having been shown (the scroll turned back) is cancelled.
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
  /// Rows that will probably be shown soon, nearest first, in the data source's index paths.
  /// - Parameters:
  ///   - tableView: The table asking.
  ///   - indexPaths: The rows, none of which has a cell yet.
  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Rows announced by `tableView(_:prefetchRowsAt:)` that are no longer about to be shown;
  /// work started for them may stop. Does nothing by default.
  /// - Parameters:
  ///   - tableView: The table telling.
  ///   - indexPaths: The rows, in the data source's index paths.
  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  {}
}
