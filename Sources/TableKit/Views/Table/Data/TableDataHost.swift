import Foundation

/// What `TableDataReader` reads through, and nothing more: the objects it asks, the table's own
/// answers for when they give none, where its warnings go, and the row a drag has moved. The
/// reader depends on this rather than on `TableView`, so it is tested alone with a fake host;
/// `TableView` is the host in a program.
@MainActor
protocol TableDataHost: AnyObject {
  /// The table the data source and delegate answer for: their methods' `tableView` argument.
  var tableViewForCallbacks: TableView { get }
  /// The object asked for counts, cells, titles and editing.
  var dataSource: (any TableViewDataSource)? { get }
  /// The object asked for heights, views and editing styles.
  var delegate: (any TableViewDelegate)? { get }
  /// The object told about rows ahead of the screen.
  var prefetchDataSource: (any TableViewDataSourcePrefetching)? { get }
  /// The row height when the delegate gives none.
  var rowHeight: CGFloat { get }
  /// The row estimate when the delegate gives none; 0 means none.
  var estimatedRowHeight: CGFloat { get }
  /// The header height when the delegate gives none.
  var sectionHeaderHeight: CGFloat { get }
  /// The footer height when the delegate gives none.
  var sectionFooterHeight: CGFloat { get }
  /// The header estimate when the delegate gives none; 0 means none.
  var estimatedSectionHeaderHeight: CGFloat { get }
  /// The footer estimate when the delegate gives none; 0 means none.
  var estimatedSectionFooterHeight: CGFloat { get }
  /// The usable space above a header that has a height.
  var headerTopPadding: CGFloat { get }
  /// Receives a message for every answer the reader had to make usable.
  var warningHandler: (String) -> Void { get }
  /// The move of the row being dragged, which the layout shows and the data source has not been
  /// told of; nil when no row is dragged.
  var draggedRowMove: RowMove? { get }
  /// Whether the table shows a row at `indexPath`.
  func isValidRow(_ indexPath: IndexPath) -> Bool
}
