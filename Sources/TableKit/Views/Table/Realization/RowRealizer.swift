import Foundation

/// The part of a table that decides which rows, headers and footers have cells and views, in
/// the manner of Flutter's `RenderSliverList` and its child manager: it asks for cells and
/// views through the reader, measures the heights that come from them, reuses them through
/// identifiers, and hands its host the cells and views to place. It owns every cell and header
/// or footer view the table holds (`CellStore`), on screen, measuring or queued; nothing else
/// changes where one is.
///
/// Its named parts: `RowRealizer+Rows` (cells coming and leaving), `RowRealizer+HeaderFooters`
/// (header and footer views), `RowRealizer+Measuring` (the heights it measures for the reader),
/// `RowRealizer+LayoutReading` (a whole layout on a reload), `RowRealizer+Prefetching` and
/// `RowRealizer+Reconfiguring`.
@MainActor
final class RowRealizer {
  /// What the realizer realizes through; the host owns the realizer.
  unowned let host: any RowRealizingHost
  /// Every cell and view, and where each is.
  let store = CellStore()
  /// Whether a self-sizing cell on screen asked to be sized again since the host last took the
  /// request.
  private var cellsNeedSizing = false
  /// Whether the table has said once that a self-sizing cell collapsed to no height (UIKit
  /// says it once per process; TableKit once per table, so each table's owner hears it).
  var warnedAboutCollapsedCell = false

  /// A realizer that realizes through `host`.
  init(host: any RowRealizingHost) { self.host = host }

  /// The reader, which the realizer asks for cells, views and titles.
  var reader: TableDataReader { host.dataReader }

  // MARK: - What is on screen

  /// The cells on screen by the index paths of the rows they show.
  var visibleCells: [IndexPath: TableViewCell] { store.visibleCellsByIndexPath }

  /// The cell showing `indexPath`, or nil.
  /// - Complexity: O(1).
  func visibleCell(at indexPath: IndexPath) -> TableViewCell? { store.visibleCell(at: indexPath) }

  /// The index path a cell on screen shows, or nil.
  /// - Complexity: O(1).
  func indexPath(of cell: TableViewCell) -> IndexPath? { store.indexPath(of: cell) }

  /// The header views on screen by section.
  var visibleHeaders: [Int: View] { store.visibleHeaders }

  /// The footer views on screen by section.
  var visibleFooters: [Int: View] { store.visibleFooters }

  /// Whether `view` is a header or footer on screen.
  func isVisibleHeaderOrFooter(_ view: View) -> Bool { store.isVisibleHeaderOrFooter(view) }

  /// How many distinct cells the table has displayed or measured.
  var createdCellCount: Int { store.createdCellCount }

  /// The cells waiting for reuse, under every identifier.
  var queuedCells: [TableViewCell] { store.reusableCells.values.flatMap { $0 } }

  // MARK: - Registering and reusing

  /// Registers a cell class for `identifier`; nil unregisters.
  func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    store.register(cellClass, forCellReuseIdentifier: identifier)
  }

  /// Registers a header or footer class for `identifier`; nil unregisters.
  func register(
    _ viewClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    store.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// A queued or new cell for `identifier` (see `CellStore.dequeueCell(withIdentifier:)`).
  func dequeueCell(withIdentifier identifier: String) -> TableViewCell? {
    store.dequeueCell(withIdentifier: identifier)
  }

  /// A queued or new header or footer view for `identifier`.
  func dequeueHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
    store.dequeueHeaderFooterView(withIdentifier: identifier)
  }

  /// Puts a cell that left the screen into its identifier's queue, after the host has ended
  /// what it was doing with it. A cell still on screen (one a data source gave for two rows)
  /// stays where it is, its swipe and animation untouched.
  func enqueue(_ cell: TableViewCell) {
    guard store.indexPath(of: cell) == nil else { return }
    host.cellWillBeQueued(cell)
    store.enqueue(cell)
  }

  /// Puts a header or footer view that left the screen into its identifier's queue.
  func enqueue(_ view: View) {
    store.enqueue(view)
  }

  // MARK: - Self-sizing invalidation

  /// Records that a cell's content asks for another size, when `policy` lets that change size
  /// its row (a change deep inside the content only under `.enabledIncludingConstraints`), the
  /// cell is on screen, and its row's height comes from its cell. Returns whether it was
  /// recorded: the host then lays out, and sizes the rows once for any number of changes.
  func noteContentSizeChange(
    of cell: TableViewCell, fromDeepContent: Bool, policy: TableView.SelfSizingInvalidation
  ) -> Bool {
    switch policy {
    case .disabled: return false
    case .enabled: guard !fromDeepContent else { return false }
    case .enabledIncludingConstraints: break
    }
    guard let indexPath = store.indexPath(of: cell),
      reader.requestedHeight(forRowAt: indexPath) == TableView.automaticDimension
    else { return false }
    cellsNeedSizing = true
    return true
  }

  /// Whether rows on screen are to be sized again; the request is taken (answered once).
  func takeSizingRequest() -> Bool {
    defer { cellsNeedSizing = false }
    return cellsNeedSizing
  }

  // MARK: - Remapping

  /// Replaces the cells on screen after a batch or a reorder gave their rows new index paths.
  func remapVisibleCells(_ cells: [IndexPath: TableViewCell]) { store.setVisibleCells(cells) }

  /// Replaces the header views on screen after a batch gave their sections new indexes.
  func remapVisibleHeaders(_ views: [Int: View]) { store.setVisibleHeaders(views) }

  /// Replaces the footer views on screen after a batch gave their sections new indexes.
  func remapVisibleFooters(_ views: [Int: View]) { store.setVisibleFooters(views) }
}
