import Foundation

/// The table applies what its realizer realized: each cell on screen at its row's rect (or
/// where a drag or an update's animation draws it), with the table's metrics, as a subview;
/// each header and footer view at its section's place, floating in the plain style.
extension TableView {
  // MARK: - Rows

  /// Gives each row in the realized rect a cell (see `RowRealizer.realizeRows(in:now:)`) and
  /// places them.
  func updateVisibleCells() {
    let now = clock.now
    let realized = realizer.realizeRows(in: realizedRect, now: now)
    let metrics = cellTableMetrics
    // Read once for the pass: each read of the table's property copies the layout (its trees
    // retained and released), a row at a time about 1 % of a table's frame (issue 32). Nothing
    // below changes it: a cell whose size changes asks for the next pass.
    let layout = self.layout
    for (indexPath, cell) in realized {
      if let lifted = liftedFrame(of: cell) {
        cell.frame = lifted
      } else {
        let rect = layout.rectForRow(at: indexPath)
        apply(animator.placeRow(cell, at: rect, now: now), to: cell, rect: rect)
      }
      applyTableMetrics(metrics, to: cell)
      if cell.superview !== self { addSubview(cell) }
      cell.layoutIfNeeded()
    }
  }

  /// Gives a view the frame and opacity its presentation has now, or its rect.
  func apply(_ presented: (frame: CGRect, alpha: CGFloat)?, to view: View, rect: CGRect) {
    guard let presented else {
      view.frame = rect
      return
    }
    view.frame = presented.frame
    view.alpha = presented.alpha
  }

  /// What every cell takes from the table for its layout: margins, separator inset, the room
  /// kept for the section index, and the background of its table's style.
  struct CellTableMetrics {
    var layoutMargin: CGFloat
    var separatorInset: EdgeInsets
    var trailingContentInset: CGFloat
    var background: Color
  }

  /// The table's metrics for its cells now. A pass over the cells reads them once: read for
  /// each cell, through the screen and the style, they were a seventieth of an update frame,
  /// most of it retains and releases.
  var cellTableMetrics: CellTableMetrics {
    CellTableMetrics(
      layoutMargin: cellLayoutMargin, separatorInset: cellSeparatorInset,
      trailingContentInset: sectionIndexContentInset,
      background: style == .plain ? .systemBackground : .cellOnGroupedBackground)
  }

  /// Gives a cell the table's metrics (see `cellTableMetrics`); a cell keeping its default
  /// background takes its table style's, as UIKit's cells do: the same white in light mode,
  /// black or dark gray cards in dark mode. Only what differs is set: this runs for every cell
  /// on every frame, and setting the same value again changes nothing.
  func applyTableMetrics(_ metrics: CellTableMetrics, to cell: TableViewCell) {
    if cell.tableLayoutMargin != metrics.layoutMargin {
      cell.tableLayoutMargin = metrics.layoutMargin
    }
    if cell.tableSeparatorInset != metrics.separatorInset {
      cell.tableSeparatorInset = metrics.separatorInset
    }
    if cell.trailingContentInset != metrics.trailingContentInset {
      cell.trailingContentInset = metrics.trailingContentInset
    }
    let current = cell.backgroundColor
    guard current != metrics.background,
      current == .systemBackground || current == .cellOnGroupedBackground
    else { return }
    cell.backgroundColor = metrics.background
  }

  // MARK: - Headers and footers

  /// Gives every section whose header or footer shows its view (see
  /// `RowRealizer.realizeHeaderFooters(sections:isHeader:now:)`), places them, and then tells
  /// the delegate about those that came, so that it sees them where they show.
  func updateHeaderAndFooterViews() {
    let now = clock.now
    updateHeaderFooterViews(
      sections: layout.sectionsWithVisibleHeaders(in: viewport), isHeader: true, now: now)
    updateHeaderFooterViews(
      sections: layout.sectionsWithVisibleFooters(in: viewport), isHeader: false, now: now)
  }

  /// Realizes and places the header (or footer) views of `sections`.
  private func updateHeaderFooterViews(sections: [Int], isHeader: Bool, now: TimeInterval) {
    let realization = realizer.realizeHeaderFooters(
      sections: sections, isHeader: isHeader, now: now)
    for (section, view) in realization.views {
      let frame = headerFooterFrame(inSection: section, isHeader: isHeader)
      apply(animator.placeHeaderFooter(view, at: frame, now: now), to: view, rect: frame)
      if view.superview !== self { addSubview(view) }
    }
    for (section, view) in realization.shown {
      dataReader.willDisplay(headerFooter: view, inSection: section, isHeader: isHeader)
    }
    for view in realization.views.values { view.layoutIfNeeded() }
  }

  /// Where a section's header or footer view goes now, in content coordinates: its rect in the
  /// grouped styles, its floating frame in the visible area in the plain style (the rule is
  /// `TableLayout`'s).
  func headerFooterFrame(inSection section: Int, isHeader: Bool) -> CGRect {
    guard isHeader else {
      return style == .plain
        ? layout.floatingFooterFrame(inSection: section, visibleRect: floatingRect)
        : layout.rectForFooter(inSection: section)
    }
    return layout.headerViewFrame(
      inSection: section, visibleRect: floatingRect, topPadding: headerTopPadding,
      floats: style == .plain)
  }
}
