import Foundation

/// What `RowRealizer` realizes rows through, and nothing more: the geometry it realizes from,
/// the reader it asks for cells and views, the view they join, and the table's say over cells
/// that come and go (a dragged or animating row stays; a row coming on screen takes its
/// selection, editing look and animation). The realizer depends on this rather than on
/// `TableView`, so that it is tested alone with a fake host; `TableView` is the host in a
/// program.
@MainActor
protocol RowRealizingHost: AnyObject {
  /// The geometry rows, headers and footers are realized from.
  var layout: TableLayout { get }
  /// The one reader of the data source and delegate.
  var dataReader: TableDataReader { get }
  /// The content rect whose rows have cells: the viewport and the overscan.
  var realizedRect: CGRect { get }
  /// The content rect on screen, whose headers and footers have views.
  var viewport: CGRect { get }
  /// The width cells and header and footer views are sized at.
  var rowWidth: CGFloat { get }
  /// The style, which gives standard header and footer views their look.
  var style: TableView.Style { get }
  /// The leading and trailing margin of header and footer titles.
  var cellLayoutMargin: CGFloat { get }
  /// Whether the data source is ahead of the table by a batch: rows keep the heights they have.
  var blocksDataSourceReads: Bool { get }
  /// Whether the data source may be asked about the row the table shows at `indexPath` now.
  func dataSourceCanBeAsked(about indexPath: IndexPath) -> Bool
  /// Runs `body`, which asks the data source, as a reading (changes it asks for wait).
  func readingDataSource<Result>(_ reading: ReentrantChanges.Reading, _ body: () -> Result)
    -> Result

  /// Makes a cell the data source gave the host's: its owner, metrics and subview, so that it
  /// measures with the host's screen. Returns whether the host had never had it.
  func takeIn(_ cell: TableViewCell) -> Bool
  /// Makes a header or footer view (or the hidden view measuring titles) the host's subview.
  func takeIn(headerFooter view: View)

  /// Whether the cell of a row that left the realized rect stays on screen (a dragged row, or
  /// one an update's animation still draws there).
  func keepsShowing(leavingCell cell: TableViewCell, now: TimeInterval) -> Bool
  /// Whether a header or footer view whose section left the screen stays (an update's
  /// animation still draws it there).
  func keepsShowing(leavingHeaderFooter view: View, now: TimeInterval) -> Bool
  /// Gives a cell coming on screen its row's selection, editing look and, while an update
  /// animates, where it starts.
  func prepareForDisplay(_ cell: TableViewCell, at indexPath: IndexPath, now: TimeInterval)
  /// Gives a header or footer view coming on screen where it starts while an update animates.
  func prepareForDisplay(
    headerFooter view: View, inSection section: Int, isHeader: Bool, now: TimeInterval)
  /// A cell leaves the screen for the reuse queue: it ends any swipe-editing and animation.
  func cellWillBeQueued(_ cell: TableViewCell)
  /// A header or footer view leaves the screen for the reuse queue: it ends any animation.
  func headerFooterWillBeQueued(_ view: View)
}
