import Foundation

/// Every cell and header or footer view a table holds, and where each is: registered classes,
/// reuse queues, the cells on screen by index path and by identity, the header and footer views
/// on screen by section, and the cells and header and footer views made for measuring rows and
/// sections that are about to show.
///
/// A cell is in one place at a time: on screen, measuring, or waiting in a queue. The store
/// keeps it so: a cell on screen is never queued, whatever path asks, because a queued cell is
/// handed to the next row that asks for one and would show that row's data in two places. So is
/// a header or footer view: on screen, measuring (or lent to the measuring from the screen), or
/// queued.
@MainActor
final class CellStore {
  /// The most cells waiting for reuse per identifier.
  static let cellQueueLimit = Metrics.reusableCellQueueLimit
  /// The most header and footer views waiting for reuse per identifier.
  static let headerFooterQueueLimit = Metrics.reusableHeaderFooterQueueLimit
  /// The most header and footer views kept after measuring until their sections show.
  static let measuredHeaderFooterLimit = Metrics.measuredHeaderFooterLimit

  // MARK: - State

  private var registeredCellClasses: [String: TableViewCell.Type] = [:]
  private var registeredHeaderFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
  private(set) var reusableCells: [String: [TableViewCell]] = [:]
  private var reusableHeaderFooterViews: [String: [TableViewHeaderFooterView]] = [:]
  /// The cells on screen by index path.
  private(set) var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
  /// The same cells by identity, so that a cell finds its index path in O(1).
  private var indexPathsByCell: [ObjectIdentifier: IndexPath] = [:]
  /// Header views on screen by section.
  private(set) var visibleHeaders: [Int: View] = [:]
  /// Footer views on screen by section.
  private(set) var visibleFooters: [Int: View] = [:]
  /// Cells made while measuring rows that are about to be shown, kept so that the data source
  /// is not asked twice for the same row in one pass.
  private(set) var measuredCells: [IndexPath: TableViewCell] = [:]
  /// Cells on screen that measure their own rows while a batch reads heights again; they stay
  /// the rows' and are never recycled by the measuring.
  private var cellsLentForMeasuring: [IndexPath: TableViewCell] = [:]
  /// Header and footer views the delegate gave to measure a section's automatic height, kept so
  /// that showing the section uses them rather than asking again (UIKit measures with the view
  /// it then displays).
  private(set) var measuredHeaderFooters: [HeaderFooterKey: View] = [:]
  /// Header and footer views on screen that measure their own sections while heights are read
  /// again; they stay on screen and are never recycled by the measuring.
  private var headerFootersLentForMeasuring: [HeaderFooterKey: View] = [:]
  /// The cell of the row being reconfigured: dequeuing hands it back to the data source instead
  /// of another one.
  private var reconfiguringCell: TableViewCell?
  /// How many distinct cells the table has displayed or measured.
  private(set) var createdCellCount = 0
  /// The hidden header view that measures the standard titled headers and footers, made when
  /// first needed.
  private var titleMeasuringHeaderFooter: TableViewHeaderFooterView?

  // MARK: - Everything held

  /// Every cell the store holds: on screen, made for measuring (or lent to it), waiting for
  /// reuse, and being reconfigured. A cell on screen is listed twice while it is lent.
  var heldCells: [TableViewCell] {
    var cells = Array(visibleCellsByIndexPath.values)
    cells += measuredCells.values
    cells += cellsLentForMeasuring.values
    for queue in reusableCells.values { cells += queue }
    if let reconfiguringCell { cells.append(reconfiguringCell) }
    return cells
  }

  /// Every header and footer view the store holds: on screen, made for measuring (or lent to
  /// it), waiting for reuse, and the one that measures standard titles.
  var heldHeaderFooterViews: [View] {
    var views = Array(visibleHeaders.values) + Array(visibleFooters.values)
    views += measuredHeaderFooters.values
    views += headerFootersLentForMeasuring.values
    for queue in reusableHeaderFooterViews.values { views += queue.map { $0 as View } }
    if let titleMeasuringHeaderFooter { views.append(titleMeasuringHeaderFooter) }
    return views
  }

  // MARK: - Registering

  /// Registers a cell class for `identifier`; nil unregisters.
  func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    registeredCellClasses[identifier] = cellClass
  }

  /// Registers a header or footer class for `identifier`; nil unregisters.
  func register(
    _ viewClass: TableViewHeaderFooterView.Type?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    registeredHeaderFooterClasses[identifier] = viewClass
  }

  // MARK: - Dequeuing and queuing

  /// The reconfiguring row's own cell when its identifier matches, else a queued cell (after
  /// `prepareForReuse()`), else a new one of the registered class, else nil.
  /// - Complexity: O(1).
  func dequeueCell(withIdentifier identifier: String) -> TableViewCell? {
    // A row being reconfigured keeps its cell, without `prepareForReuse()`, as in UIKit.
    if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
      reconfiguringCell = nil
      return cell
    }
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registeredCellClasses[identifier] else { return nil }
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  /// A queued header or footer view (after `prepareForReuse()`), a new one of the registered
  /// class, or nil.
  func dequeueHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
    if let view = reusableHeaderFooterViews[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = registeredHeaderFooterClasses[identifier] else { return nil }
    return viewClass.init(reuseIdentifier: identifier)
  }

  /// Takes a cell that left the screen off the table and queues it by its identifier (cells
  /// without one are dropped), keeping queues small. A cell still on screen stays where it is.
  /// - Complexity: O(q) for q cells queued under its identifier (at most `cellQueueLimit`).
  func enqueue(_ cell: TableViewCell) {
    guard !isOnScreen(cell) else { return }
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    var queue = reusableCells[identifier, default: []]
    guard queue.count < Self.cellQueueLimit, !queue.contains(where: { $0 === cell }) else { return }
    queue.append(cell)
    reusableCells[identifier] = queue
  }

  /// Takes a header or footer view that left the screen off the table and queues it by its
  /// identifier (views without one, such as plain `View`s from `viewForHeaderInSection`, are
  /// dropped). A view still on screen, or one a delegate gave again for another section, stays.
  func enqueue(_ view: View) {
    guard !isVisibleHeaderOrFooter(view) else { return }
    view.removeFromSuperview()
    guard let headerFooter = view as? TableViewHeaderFooterView,
      let identifier = headerFooter.reuseIdentifier
    else { return }
    var queue = reusableHeaderFooterViews[identifier, default: []]
    guard queue.count < Self.headerFooterQueueLimit,
      !queue.contains(where: { $0 === headerFooter })
    else { return }
    queue.append(headerFooter)
    reusableHeaderFooterViews[identifier] = queue
  }

  /// Counts a cell the table takes for the first time.
  func noteAdopted(_ cell: TableViewCell) { createdCellCount += 1 }

  // MARK: - Cells on screen

  /// The cell showing `indexPath`, or nil.
  /// - Complexity: O(1).
  func visibleCell(at indexPath: IndexPath) -> TableViewCell? { visibleCellsByIndexPath[indexPath] }

  /// The index path a cell on screen shows, or nil.
  /// - Complexity: O(1).
  func indexPath(of cell: TableViewCell) -> IndexPath? { indexPathsByCell[ObjectIdentifier(cell)] }

  /// Whether `cell` is on screen.
  /// - Complexity: O(1).
  func isOnScreen(_ cell: TableViewCell) -> Bool { indexPathsByCell[ObjectIdentifier(cell)] != nil }

  /// Replaces the cells on screen (after a layout pass, a batch or a reorder remapped them).
  /// - Complexity: O(v) for v cells.
  func setVisibleCells(_ cells: [IndexPath: TableViewCell]) {
    visibleCellsByIndexPath = cells
    // Refilled in place every frame: a new dictionary (through a mapped array) cost an
    // allocation or two per frame, and its closures checked the executor for every cell.
    indexPathsByCell.removeAll(keepingCapacity: true)
    // A cell listed under two paths keeps the first; looked up once, as that never happens.
    for (indexPath, cell) in cells {
      let identity = ObjectIdentifier(cell)
      if let first = indexPathsByCell.updateValue(indexPath, forKey: identity) {
        indexPathsByCell[identity] = first
      }
    }
  }

  /// The cells on screen, if they are exactly those of `rows`: each row has one and no other
  /// cell is listed. The rows at either end are looked at first, as a scroll changes those.
  /// - Complexity: O(r) for r rows.
  func visibleCellsIfListingExactly(_ rows: RowSequence) -> [IndexPath: TableViewCell]? {
    guard let first = rows.firstIndexPath, let last = rows.lastIndexPath,
      visibleCellsByIndexPath[first] != nil, visibleCellsByIndexPath[last] != nil
    else { return rows.isEmpty && visibleCellsByIndexPath.isEmpty ? visibleCellsByIndexPath : nil }
    var count = 0
    for indexPath in rows {
      guard visibleCellsByIndexPath[indexPath] != nil else { return nil }
      count += 1
    }
    return count == visibleCellsByIndexPath.count ? visibleCellsByIndexPath : nil
  }

  /// Takes the cell of one row off the screen's list (the caller queues or shows it elsewhere).
  @discardableResult
  func removeVisibleCell(at indexPath: IndexPath) -> TableViewCell? {
    guard let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) else { return nil }
    indexPathsByCell[ObjectIdentifier(cell)] = nil
    return cell
  }

  /// Takes every cell off the screen's list and returns them by index path.
  func removeAllVisibleCells() -> [IndexPath: TableViewCell] {
    defer { setVisibleCells([:]) }
    return visibleCellsByIndexPath
  }

  // MARK: - Headers and footers on screen

  /// Replaces the header views on screen by section.
  func setVisibleHeaders(_ views: [Int: View]) { visibleHeaders = views }

  /// Replaces the footer views on screen by section.
  func setVisibleFooters(_ views: [Int: View]) { visibleFooters = views }

  /// Whether `view` is a header or footer on screen.
  /// - Complexity: O(v) for v header and footer views on screen.
  func isVisibleHeaderOrFooter(_ view: View) -> Bool {
    visibleHeaders.values.contains { $0 === view } || visibleFooters.values.contains { $0 === view }
  }

  // MARK: - Measuring headers and footers

  /// The view that measures or measured `key`'s section: one lent from the screen, or one the
  /// delegate gave for measuring.
  func measuringHeaderFooter(_ key: HeaderFooterKey) -> View? {
    headerFootersLentForMeasuring[key] ?? measuredHeaderFooters[key]
  }

  /// Keeps a view the delegate gave to measure `key` until it shows or is recycled; beyond
  /// `measuredHeaderFooterLimit` views it is queued at once instead.
  func keepMeasuredHeaderFooter(_ view: View, for key: HeaderFooterKey) {
    if let previous = measuredHeaderFooters.removeValue(forKey: key), previous !== view {
      enqueue(previous)
    }
    guard measuredHeaderFooters.count < Self.measuredHeaderFooterLimit else {
      enqueue(view)
      return
    }
    measuredHeaderFooters[key] = view
  }

  /// Takes the view that measured `key` away from the measuring (it is being shown).
  func takeMeasuredHeaderFooter(_ key: HeaderFooterKey) -> View? {
    measuredHeaderFooters.removeValue(forKey: key)
  }

  /// Queues the views that measured a section's header and footer at once, so that measuring
  /// many sections reuses a few views rather than making one per section.
  func recycleMeasuredHeaderFooters(inSection section: Int) {
    for isHeader in [true, false] {
      guard
        let view = measuredHeaderFooters.removeValue(
          forKey: HeaderFooterKey(section: section, isHeader: isHeader))
      else { continue }
      enqueue(view)
    }
  }

  /// Queues the views that measured sections and were not shown, except those `keeps` names
  /// (sections about to show).
  func recycleMeasuredHeaderFooters(keeping keeps: (HeaderFooterKey) -> Bool = { _ in false }) {
    guard !measuredHeaderFooters.isEmpty else { return }
    for (key, view) in measuredHeaderFooters where !keeps(key) {
      measuredHeaderFooters[key] = nil
      enqueue(view)
    }
  }

  /// Runs `body` with the header and footer views on screen lent to the measuring under `views`'
  /// keys (their sections' indexes now), so that they measure their own sections.
  func lendingHeaderFootersForMeasuring(_ views: [HeaderFooterKey: View], _ body: () -> Void) {
    let previous = headerFootersLentForMeasuring
    headerFootersLentForMeasuring = views
    defer { headerFootersLentForMeasuring = previous }
    body()
  }

  // MARK: - Measuring

  /// The cell that measures or measured `indexPath` in this pass: one lent from the screen, or
  /// one made for measuring.
  func measuringCell(at indexPath: IndexPath) -> TableViewCell? {
    cellsLentForMeasuring[indexPath] ?? measuredCells[indexPath]
  }

  /// Keeps a cell made to measure `indexPath` until the row shows or the pass ends.
  func keepMeasuredCell(_ cell: TableViewCell, at indexPath: IndexPath) {
    measuredCells[indexPath] = cell
  }

  /// Takes the cell made to measure `indexPath` away from the measuring (it is being shown).
  @discardableResult
  func takeMeasuredCell(at indexPath: IndexPath) -> TableViewCell? {
    measuredCells.removeValue(forKey: indexPath)
  }

  /// Queues every cell made for measuring that was not shown.
  func recycleMeasuredCells() {
    guard !measuredCells.isEmpty else { return }
    for cell in measuredCells.values { enqueue(cell) }
    measuredCells.removeAll()
  }

  /// Queues the cell made to measure one row at once, so that measuring a whole section of
  /// self-sizing rows reuses one cell rather than making one per row.
  func recycleMeasuredCell(at indexPath: IndexPath) {
    guard let cell = measuredCells.removeValue(forKey: indexPath) else { return }
    enqueue(cell)
  }

  /// Forgets the cells made for measuring without queuing them (a reload took them off).
  func discardMeasuredCells() { measuredCells.removeAll() }

  /// The hidden standard header view that measures titles; made on first use, hidden, and
  /// given to `placing` (which makes it a subview of the table, so that it measures with the
  /// table's screen).
  func titleMeasuringHeaderFooter(placing: (View) -> Void) -> TableViewHeaderFooterView {
    if let view = titleMeasuringHeaderFooter { return view }
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    view.isHidden = true
    placing(view)
    titleMeasuringHeaderFooter = view
    return view
  }

  /// Runs `body` with the cells on screen lent to the measuring under `indexPaths` (their rows'
  /// index paths after an update), so that they measure their own rows.
  func lendingCellsForMeasuring(_ cells: [IndexPath: TableViewCell], _ body: () -> Void) {
    cellsLentForMeasuring = cells
    defer { cellsLentForMeasuring = [:] }
    body()
  }

  // MARK: - Reconfiguring

  /// Runs `body` with `cell` handed back by the next dequeue of its identifier.
  func reconfiguring<Result>(_ cell: TableViewCell, _ body: () -> Result) -> Result {
    reconfiguringCell = cell
    defer { reconfiguringCell = nil }
    return body()
  }
}

/// A section's header or its footer.
struct HeaderFooterKey: Hashable {
  /// The section.
  let section: Int
  /// Whether it is the header (else the footer).
  let isHeader: Bool
}
