import Foundation

extension TableView {
  // MARK: - Drawing order

  /// Draws, back to front in content coordinates: the table header view, the cells, the
  /// separators, the section headers and footers (which float over the rows), the table footer
  /// view, then any other subviews. Cells made only for measuring are not drawn.
  func renderTableSubviews(into list: inout DrawList) {
    tableHeaderView?.render(into: &list)
    let rows = visibleCellsByIndexPath.sorted { $0.key < $1.key }
    for (_, cell) in rows { cell.render(into: &list) }
    drawSeparators(for: rows, in: &list)
    drawFocusRing(in: &list)
    for section in visibleFooters.keys.sorted() { visibleFooters[section]?.render(into: &list) }
    for section in visibleHeaders.keys.sorted() { visibleHeaders[section]?.render(into: &list) }
    tableFooterView?.render(into: &list)
    for view in subviews where !isManagedByTable(view) { view.render(into: &list) }
  }

  /// Whether the table places and draws `view` itself.
  private func isManagedByTable(_ view: View) -> Bool {
    if view is TableViewCell { return true }
    if view === tableHeaderView || view === tableFooterView { return true }
    return visibleHeaders.values.contains { $0 === view }
      || visibleFooters.values.contains { $0 === view }
  }

  // MARK: - Separators

  private var separatorDrawColor: Color? {
    separatorStyle == .none ? nil : separatorColor
  }

  /// One-pixel lines under the visible rows: inset per cell in plain tables; in grouped tables
  /// full width above the first and below the last row of each group.
  private func drawSeparators(
    for rows: [(key: IndexPath, value: TableViewCell)], in list: inout DrawList
  ) {
    guard let color = separatorDrawColor else { return }
    let hairline = 1 / screen.scale
    let width = frame.width
    // As on iOS, a row showing its selection hides its own separator and the one above it.
    var selectedRows = Set<IndexPath>()
    for (indexPath, cell) in rows where cell.showsSelection && cell.selectionOpacity > 0 {
      selectedRows.insert(indexPath)
    }
    for (indexPath, cell) in rows where !cell.isHidden {
      let rect = layout.rectForRow(at: indexPath)
      guard rect.height > 0 else { continue }
      let below = IndexPath(row: indexPath.row + 1, section: indexPath.section)
      if selectedRows.contains(indexPath) || selectedRows.contains(below) { continue }
      let isLast = indexPath.row == layout.numberOfRows(inSection: indexPath.section) - 1
      var inset = cell.separatorInset
      if style == .grouped && isLast { inset = .zero }
      if isRightToLeft { inset = inset.mirrored }
      let fromX = inset.left
      let toX = width - inset.right
      list.withAlpha(cell.alpha) { list in
        if style == .grouped && indexPath.row == 0 {
          list.append(
            .line(
              from: CGPoint(x: 0, y: rect.minY), to: CGPoint(x: width, y: rect.minY), pixelWidth: 1,
              color))
        }
        if toX > fromX {
          let y = rect.maxY - hairline
          list.append(
            .line(from: CGPoint(x: fromX, y: y), to: CGPoint(x: toX, y: y), pixelWidth: 1, color))
        }
      }
    }
    drawExtraSeparators(color: color, in: &list)
  }

  /// A plain table without a footer view fills the space below its last row with separators
  /// spaced like rows, as documented for `separatorInset`.
  private func drawExtraSeparators(color: Color, in list: inout DrawList) {
    guard style == .plain, tableFooterView == nil else { return }
    let end = layout.contentHeight
    guard end < bounds.maxY else { return }
    let spacing = rowHeight > 0 ? rowHeight : Metrics.rowHeight
    let inset = isRightToLeft ? separatorInset.mirrored : separatorInset
    let hairline = 1 / screen.scale
    // Lines sit where the bottoms of further rows would be.
    var y = end + spacing
    if y < bounds.minY { y += ((bounds.minY - y) / spacing).rounded(.down) * spacing }
    while y - hairline < bounds.maxY {
      list.append(
        .line(
          from: CGPoint(x: inset.left, y: y - hairline),
          to: CGPoint(x: frame.width - inset.right, y: y - hairline), pixelWidth: 1, color))
      y += spacing
    }
  }

  /// A rounded tint outline inside the focused row, shown while the keyboard drives the table.
  private func drawFocusRing(in list: inout DrawList) {
    guard let focused = indexPathForFocusedRow else { return }
    let rect = layout.rectForRow(at: focused)
    guard rect.height > 4 else { return }
    list.append(
      .strokeRoundedRect(
        rect.insetBy(dx: 3, dy: 2), cornerRadius: 6, lineWidth: 2, tintColor.withAlphaComponent(0.8)
      ))
  }

  // MARK: - Overlay

  /// Draws the section index over the content, fixed to the view.
  func drawTableOverlay(in list: inout DrawList) {
    if isShowingSectionIndex { sectionIndexView.render(into: &list) }
  }

  /// Draws the background view, which does not scroll, behind everything.
  func drawTableBackground(in list: inout DrawList) {
    guard let backgroundView else { return }
    backgroundView.frame = CGRect(origin: .zero, size: frame.size)
    backgroundView.layoutIfNeeded()
    backgroundView.render(into: &list)
  }
}
