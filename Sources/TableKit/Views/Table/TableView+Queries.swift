import Foundation

extension TableView {
  // MARK: - Counts

  /// The number of sections, as last read from the data source.
  /// - Complexity: O(1), after a pending reload.
  public var numberOfSections: Int {
    ensureLoaded()
    return layout.numberOfSections
  }

  /// The number of rows in `section`; 0 for a section out of range.
  /// - Complexity: O(log s) for s sections, after a pending reload.
  public func numberOfRows(inSection section: Int) -> Int {
    ensureLoaded()
    return layout.numberOfRows(inSection: section)
  }

  // MARK: - Rects (content coordinates)

  /// The rect of a section (header, rows and footer), or `.zero` for an invalid section.
  /// - Complexity: O(log s).
  public func rectForSection(_ section: Int) -> CGRect { layout.rectForSection(section) }

  /// The rect of a row, or `.zero` for an invalid index path, as documented.
  /// - Complexity: O(log s + log r).
  public func rectForRow(at indexPath: IndexPath) -> CGRect { layout.rectForRow(at: indexPath) }

  /// The rect of a section's header at its natural place, or `.zero` for an invalid section.
  /// - Complexity: O(log s).
  public func rectForHeader(inSection section: Int) -> CGRect {
    layout.rectForHeader(inSection: section)
  }

  /// The rect of a section's footer at its natural place, or `.zero` for an invalid section.
  /// - Complexity: O(log s).
  public func rectForFooter(inSection section: Int) -> CGRect {
    layout.rectForFooter(inSection: section)
  }

  /// The row at a point in content coordinates, or nil over headers, footers, gaps and outside.
  /// - Complexity: O(log s + log r).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? { layout.indexPathForRow(at: point) }

  /// The rows intersecting a rect in content coordinates; an empty array when none (optional
  /// only because UIKit's is, so that ported `?? []` and `if let` compile unchanged).
  /// - Complexity: O(log s + log r + k) for k rows returned.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    layout.indexPathsForRows(in: rect)
  }

  // MARK: - Visible rows

  /// The rows intersecting the visible bounds, in order; nil when there are none, as UIKit.
  /// - Complexity: O(log s + log r + v) for v visible rows.
  public var indexPathsForVisibleRows: [IndexPath]? {
    let rows = Array(layout.rows(intersecting: viewport))
    return rows.isEmpty ? nil : rows
  }

  /// The cells of the visible rows, in row order.
  /// - Complexity: O(log s + log r + v) for v visible rows.
  public var visibleCells: [TableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { realizer.visibleCells[$0] }
  }

  /// The cell showing the row at `indexPath`, or nil when the row is not on screen or invalid.
  /// - Complexity: O(1).
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    realizer.visibleCells[indexPath]
  }

  /// The index path of a cell on screen, or nil.
  /// - Complexity: O(1).
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    realizer.indexPath(of: cell)
  }

  /// The header view showing for `section`, as UIKit's `headerView(forSection:)`: nil when the
  /// header is off screen or is a custom view that is not a `TableViewHeaderFooterView`.
  /// - Complexity: O(1).
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    displayedHeaderView(forSection: section) as? TableViewHeaderFooterView
  }

  /// The footer view showing for `section`, as UIKit's `footerView(forSection:)`: nil when the
  /// footer is off screen or is a custom view that is not a `TableViewHeaderFooterView`.
  /// - Complexity: O(1).
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    displayedFooterView(forSection: section) as? TableViewHeaderFooterView
  }

  /// Whatever view shows the header of `section`, custom views included.
  func displayedHeaderView(forSection section: Int) -> View? { realizer.visibleHeaders[section] }

  /// Whatever view shows the footer of `section`, custom views included.
  func displayedFooterView(forSection section: Int) -> View? { realizer.visibleFooters[section] }
}
