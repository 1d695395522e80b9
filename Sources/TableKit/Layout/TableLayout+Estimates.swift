import Foundation

// MARK: - Items

extension TableLayout {
  /// One laid-out item of the table, top to bottom.
  enum Item: Hashable {
    case tableHeader
    case header(section: Int)
    case row(IndexPath)
    case footer(section: Int)
    case tableFooter
  }

  /// The item at content offset `y`: the first item, top to bottom, that ends after `y` or
  /// starts at or after it (so the item containing `y`, or a zero-height item lying at `y`);
  /// the table header above the sections, the table footer below them.
  /// - Complexity: O(log s + log r).
  func item(at y: Double) -> Item {
    guard y >= sectionsStart else { return .tableHeader }
    let section = sections.items(inInterval: y, .infinity, base: sectionsStart).lowerBound
    return withSection(section) { layout, placed -> Item in
      if placed.rowsStart > y || placed.start >= y { return .header(section: section) }
      let rows = layout.rows
      let row = rows.rows(inInterval: y, .infinity, base: placed.rowsStart).lowerBound
      if row < rows.count { return .row(IndexPath(row: row, section: section)) }
      return .footer(section: section)
    } ?? .tableFooter
  }

  /// The content offset of the top of an item.
  /// - Complexity: O(log s + log r).
  func start(of item: Item) -> Double {
    switch item {
    case .tableHeader: return 0
    case .header(let section): return placedSection(section)?.start ?? sectionsEnd
    case .row(let indexPath): return Double(rectForRow(at: indexPath).minY)
    case .footer(let section): return placedSection(section)?.rowsEnd ?? sectionsEnd
    case .tableFooter: return sectionsEnd
    }
  }
}

// MARK: - Resolving estimates

extension TableLayout {
  /// Measures the items with estimated heights that come into a rect, and tells how far the
  /// content offset must move so that the content under the anchor does not jump.
  ///
  /// 1. The item under `anchorY` (usually the top of the visible area) is remembered, with where
  ///    it starts.
  /// 2. The first header, row or footer in `rect` whose height is an estimate is measured, and
  ///    its estimate replaced by the exact height; the anchor item may have moved by now, and
  ///    `rect` moves with it (the rect is where the screen will be once the offset is
  ///    corrected).
  /// 3. Step 2 repeats until no estimated item is left in the moved rect: items that shrink
  ///    pull more items into it, which are measured in turn.
  ///
  /// Each item is measured at most once (its height is exact afterwards), so the number of
  /// `measureRow` calls is at most the number of rows that come into the rect.
  ///
  /// An item is in the rect when it overlaps `[rect.minY, rect.maxY)`, or, for a zero height,
  /// when its position lies in it. In a plain table the header and footer of every section in
  /// the rect count as in it too, wherever their places are: they float into view with their
  /// sections. Only the vertical extent of `rect` matters.
  /// - Parameters:
  ///   - rect: The rect whose items must be exact, in content coordinates: the visible rect
  ///     plus whatever overscan the caller wants.
  ///   - anchorY: The content offset that must stay in place on screen: the top of the visible
  ///     area. The item under it keeps its place; above the sections nothing moves.
  ///   - measureRow: The exact height of a row (sanitized).
  ///   - measureHeader: The exact height of a section's header.
  ///   - measureFooter: The exact height of a section's footer.
  /// - Returns: How much to add to the content offset's y so that the anchor item stays where
  ///   it was on screen; 0 when nothing above it changed.
  /// - Complexity: O(k (log s + log r)) for k items measured.
  @discardableResult
  public mutating func resolveEstimatedHeights(
    in rect: CGRect, anchorY: CGFloat,
    measureRow: (IndexPath) -> CGFloat,
    measureHeader: (Int) -> CGFloat,
    measureFooter: (Int) -> CGFloat
  ) -> CGFloat {
    guard hasEstimatedHeights, let (minY, maxY) = verticalSpan(of: rect) else { return 0 }
    let anchor = item(at: Double(anchorY))
    let anchorStart = start(of: anchor)
    var correction = 0.0
    while let item = firstEstimatedItem(in: minY + correction, maxY + correction) {
      switch item {
      case .row(let indexPath):
        let height = measureRow(indexPath)
        updateSection(indexPath.section) {
          $0.rows.setHeight(Double(height), at: indexPath.row, isEstimated: false)
        }
      case .header(let section):
        setHeaderHeight(.exact(measureHeader(section)), inSection: section)
      case .footer(let section):
        setFooterHeight(.exact(measureFooter(section)), inSection: section)
      case .tableHeader, .tableFooter:
        return CGFloat(correction)
      }
      correction = start(of: anchor) - anchorStart
    }
    return CGFloat(correction)
  }

  /// The first header, row or footer, top to bottom, with an estimated height in the vertical
  /// interval `[minY, maxY)` (see `resolveEstimatedHeights` for what "in" means, floating
  /// headers and footers included).
  /// - Complexity: O(log s + log r).
  func firstEstimatedItem(in minY: Double, _ maxY: Double) -> Item? {
    guard minY < maxY, hasEstimatedHeights else { return nil }
    func isInInterval(start: Double, height: Double) -> Bool {
      start < maxY && (start + height > minY || start >= minY)
    }
    let floats = style == .plain
    // Sections in the interval that hold estimates; only the first and the last can hold
    // estimates outside it, so this loop turns at most three times.
    let lower = sections.firstItem(endingAfter: minY, orAt: true, base: sectionsStart)
    let upper = sections.countOfItems(startingBefore: maxY, base: sectionsStart, inclusive: false)
    var next = lower
    while next < upper, let section = sections.firstEstimatedItem(in: next..<upper) {
      let found = withSection(section) { layout, placed -> Item? in
        if placed.headerIsEstimated,
          floats || isInInterval(start: placed.start, height: placed.headerHeight)
        {
          return .header(section: section)
        }
        let rows = layout.rows.rows(inInterval: minY, maxY, base: placed.rowsStart)
        if let row = layout.rows.firstEstimatedRow(in: rows) {
          return .row(IndexPath(row: row, section: section))
        }
        if placed.footerIsEstimated,
          floats || isInInterval(start: placed.rowsEnd, height: placed.footerHeight)
        {
          return .footer(section: section)
        }
        return nil
      }
      if let found, let item = found { return item }
      next = section + 1
    }
    return nil
  }
}
