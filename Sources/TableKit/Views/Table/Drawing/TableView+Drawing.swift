import Foundation

extension TableView {
  // MARK: - Drawing order

  /// Draws, back to front in content coordinates: the table header view; rows leaving after an
  /// update (behind everything); rows sliding out from behind their neighbours; the other rows,
  /// each with its separator; the focus ring; the section footers and headers (which float over
  /// the rows); a row lifted by its reorder control, on its shadow; the table footer view; then
  /// any other subviews. Cells made only for measuring are not drawn.
  func renderTableSubviews(into list: inout DrawList) {
    tableHeaderView?.render(into: &list)
    let separator = separatorDrawColor
    let selectedRows = rowsHidingSeparators()
    // The same for every row, and each a walk up the tree to ask: asked once a frame.
    let rowContext = RowDrawingContext(hairline: 1 / screen.scale, isRightToLeft: isRightToLeft)
    for row in animator.disappearingRows {
      // A leaving card row keeps the corners of the place it had before the update.
      let oldRowCount = animator.context?.oldLayout.numberOfRows(
        inSection: row.oldIndexPath.section)
      let wasLast = style == .insetGrouped && row.oldIndexPath.row == (oldRowCount ?? 0) - 1
      drawRow(
        row.cell, at: row.oldIndexPath, isLast: wasLast, separator: separator, context: rowContext,
        in: &list)
    }
    let lifted = liftedCellForDrawing?.cell
    // Rows' index paths have two elements: sorting by (section, row), read once per row, orders
    // them as IndexPath's `<` does, without its element-by-element walk on every comparison.
    // Rows sliding out from behind their neighbours come first; rows the update moves last, so
    // that they glide over the others, as on iOS, rather than pass unseen beneath the rows they
    // cross.
    let moved = animator.context.map { Set($0.plan.movedRows.map(\.to)) } ?? []
    // The sort moves plain integer keys; the index paths and cells stay where they are.
    var cells: [(indexPath: IndexPath, cell: TableViewCell)] = []
    var order: [(layer: Int, section: Int, row: Int, index: Int)] = []
    cells.reserveCapacity(realizer.visibleCells.count)
    order.reserveCapacity(realizer.visibleCells.count)
    for (indexPath, cell) in realizer.visibleCells where cell !== lifted {
      let layer =
        animator.rowPresentation(of: cell)?.drawsBehindNeighbours == true
        ? 0 : moved.contains(indexPath) ? 2 : 1
      order.append((layer, indexPath.section, indexPath.row, cells.count))
      cells.append((indexPath, cell))
    }
    order.sort(by: drawsBefore)
    // Rows come section by section: each section's count is read once.
    var counted: (section: Int, rows: Int)?
    for key in order {
      let (indexPath, cell) = cells[key.index]
      if counted?.section != indexPath.section {
        counted = (indexPath.section, layout.numberOfRows(inSection: indexPath.section))
      }
      let hidesSeparator =
        !selectedRows.isEmpty
        && (selectedRows.contains(indexPath)
          || selectedRows.contains(IndexPath(row: indexPath.row + 1, section: indexPath.section)))
      drawRow(
        cell, at: indexPath,
        isLast: indexPath.row == (counted?.rows ?? 0) - 1,
        separator: hidesSeparator ? nil : separator, context: rowContext, in: &list)
    }
    if let separator {
      drawingSeparators(in: &list) { drawExtraSeparators(color: separator, in: &$0) }
    }
    drawFocusRing(in: &list)
    for item in animator.disappearingHeaderFooters { item.view.render(into: &list) }
    for section in realizer.visibleFooters.keys.sorted() {
      realizer.visibleFooters[section]?.render(into: &list)
    }
    for section in realizer.visibleHeaders.keys.sorted() {
      realizer.visibleHeaders[section]?.render(into: &list)
    }
    drawLiftedRow(in: &list)
    tableFooterView?.render(into: &list)
    for view in subviews where !isManagedByTable(view) { view.render(into: &list) }
  }

  /// The order rows draw in: by layer, then as index paths. Outside the main actor because a
  /// main-actor comparator checks the executor on every comparison.
  private nonisolated func drawsBefore(
    _ a: (layer: Int, section: Int, row: Int, index: Int),
    _ b: (layer: Int, section: Int, row: Int, index: Int)
  ) -> Bool {
    (a.layer, a.section, a.row) < (b.layer, b.section, b.row)
  }

  /// Whether the table places and draws `view` itself.
  private func isManagedByTable(_ view: View) -> Bool {
    if view is TableViewCell { return true }
    if view === tableHeaderView || view === tableFooterView { return true }
    return realizer.isVisibleHeaderOrFooter(view)
      || animator.isDisappearing(view)
  }

  // MARK: - Separators

  private var separatorDrawColor: Color? {
    separatorStyle == .none ? nil : separatorColor
  }

  /// The rows showing their selection: as on iOS, such a row hides its own separator and the one
  /// above it.
  private func rowsHidingSeparators() -> Set<IndexPath> {
    var rows = Set<IndexPath>()
    for (indexPath, cell) in realizer.visibleCells
    where cell.showsSelection && cell.selectionOpacity > 0 {
      rows.insert(indexPath)
    }
    return rows
  }

  /// Draws a cell, then its one-pixel separator at its bottom (inset per cell in plain tables;
  /// in grouped tables full width above the first and below the last row of each group; in
  /// inset grouped tables inside the card, none above the first row or below the last), with
  /// the cell's opacity, so that a moving row carries its separator along. In an inset grouped
  /// table the cell is clipped to its card (content swiped aside does not spill into the
  /// margin), and the first and last rows' outer corners are then rounded off.
  private func drawRow(
    _ cell: TableViewCell, at indexPath: IndexPath, isLast: Bool, separator: Color?,
    context: RowDrawingContext, in list: inout DrawList
  ) {
    if style == .insetGrouped {
      list.clipped(to: cell.frame) { cell.render(into: &$0) }
    } else {
      cell.render(into: &list)
    }
    defer {
      var corners: RectCorner = style == .insetGrouped && indexPath.row == 0 ? .top : []
      if style == .insetGrouped && isLast { corners.formUnion(.bottom) }
      roundCorners(corners, of: cell, in: &list)
    }
    guard let color = separator, !cell.isHidden, cell.frame.height > 0 else { return }
    if style == .insetGrouped && isLast { return }
    let rect = cell.frame
    if style == .plain && isLast && isInPopoverBox
      && endsTableOnItsBottomEdge(rect, section: indexPath.section)
    {
      return
    }
    let width = style == .insetGrouped ? rect.width : frame.width
    var inset = cell.separatorInset
    if style == .grouped && isLast { inset = .zero }
    if context.isRightToLeft { inset = inset.mirrored }
    // Swipe action buttons and the Delete button fill the row's full height: its separators
    // stop at them, as on iOS, rather than cross them.
    var covered = (from: rect.minX, to: rect.minX + width)
    let reveal = cell.presentedDeleteReveal
    if reveal > 0 {
      if cell.revealsOnTheRight {
        covered.to = min(covered.to, rect.maxX - reveal)
      } else {
        covered.from = max(covered.from, rect.minX + reveal)
      }
    }
    let fromX = max(rect.minX + inset.left, covered.from)
    let toX = min(rect.minX + width - inset.right, covered.to)
    let hairline = context.hairline
    list.withAlpha(cell.alpha) { faded in
      drawingSeparators(in: &faded) { list in
        if style == .grouped && indexPath.row == 0 && covered.to > covered.from {
          list.append(
            .line(
              from: CGPoint(x: covered.from, y: rect.minY),
              to: CGPoint(x: covered.to, y: rect.minY),
              pixelWidth: 1, color))
        }
        if toX > fromX {
          let y = rect.maxY - hairline
          list.append(
            .line(from: CGPoint(x: fromX, y: y), to: CGPoint(x: toX, y: y), pixelWidth: 1, color))
        }
      }
    }
  }

  /// Runs `body`, which draws separators, vibrantly when `separatorEffect` is a vibrancy.
  private func drawingSeparators(in list: inout DrawList, _ body: (inout DrawList) -> Void) {
    guard let vibrancy = separatorEffect as? VibrancyEffect else { return body(&list) }
    list.vibrant(
      vibrancy.requestedStyle ?? .separator, over: vibrancy.blurEffect.style,
      reducesTransparency: reducesTransparency, body)
  }

  /// What every row of a frame draws with, read once for the frame.
  struct RowDrawingContext {
    /// One device pixel, in points: a separator's thickness.
    var hairline: CGFloat
    /// Whether the table lays out right to left (separator insets mirror).
    var isRightToLeft: Bool
  }

  /// Whether a row's bottom is both the end of the table's content and the bottom edge of the
  /// table on screen: in a popover its separator would separate it from nothing and lie on
  /// the popover's edge, cut by its rounded corners.
  private func endsTableOnItsBottomEdge(_ rowFrame: CGRect, section: Int) -> Bool {
    guard tableFooterView == nil, section == layout.numberOfSections - 1 else { return false }
    let tolerance = 0.5 / screen.scale
    return rowFrame.maxY >= layout.contentHeight - tolerance
      && abs(rowFrame.maxY - viewport.maxY) <= tolerance
  }

  /// A plain table without a footer view fills the space below its last row with separators
  /// spaced like rows, as documented for `separatorInset`.
  private func drawExtraSeparators(color: Color, in list: inout DrawList) {
    guard style == .plain, tableFooterView == nil else { return }
    let end = layout.contentHeight
    let viewport = viewport
    guard end < viewport.maxY else { return }
    // A row height under a point would draw lines closer than pixels: the standard spacing.
    let spacing = rowHeight >= 1 ? rowHeight : Metrics.rowHeight
    let inset = isRightToLeft ? separatorInset.mirrored : separatorInset
    let hairline = 1 / screen.scale
    // Lines sit where the bottoms of further rows would be.
    var y = end + spacing
    if y < viewport.minY { y += ((viewport.minY - y) / spacing).rounded(.down) * spacing }
    while y - hairline < viewport.maxY {
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
        rect.insetBy(dx: Metrics.focusRingInset.width, dy: Metrics.focusRingInset.height),
        cornerRadius: Metrics.focusRingCornerRadius, lineWidth: Metrics.focusRingLineWidth,
        tintColor.withAlphaComponent(Metrics.focusRingAlpha)
      ))
  }

  // MARK: - Overlay

  /// Draws the section index over the content, fixed to the view.
  func drawTableOverlay(in list: inout DrawList) {
    if isShowingSectionIndex { sectionIndexView.render(into: &list) }
  }

  /// Draws the background view, which does not scroll, behind everything.
  func drawTableBackground(in list: inout DrawList) {
    // Sized and laid out with the table (`layOutBackgroundView`); its traits are looked at
    // again here, since the table's may change without a layout.
    guard let backgroundView else { return }
    backgroundView.inheritTraits(asDrawnBy: self)
    backgroundView.render(into: &list)
  }
}
