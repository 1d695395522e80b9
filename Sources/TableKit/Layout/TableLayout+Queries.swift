import Foundation

// MARK: - Counts and sizes

extension TableLayout {
  /// The number of sections.
  /// - Complexity: O(1).
  public var numberOfSections: Int { sections.summary.count }

  /// The number of rows in a section; 0 for an invalid section.
  /// - Complexity: O(log s).
  public func numberOfRows(inSection section: Int) -> Int {
    placedSection(section)?.rowCount ?? 0
  }

  /// The number of rows of every section, in order: what a batch update checks the data
  /// source's new counts against.
  /// - Complexity: O(s), one walk of the sections rather than a descent for each.
  func rowCountsBySection() -> [Int] {
    var counts: [Int] = []
    counts.reserveCapacity(numberOfSections)
    sections.forEachElementInPlace { counts.append($0.pointee.rows.count) }
    return counts
  }

  /// The height of all the content: table header, sections and table footer, in points.
  /// - Complexity: O(1).
  public var contentHeight: CGFloat { CGFloat(sectionsEnd + storedTableFooterHeight) }

  /// The size of the content: `width` by `contentHeight`.
  /// - Complexity: O(1).
  public var contentSize: CGSize { CGSize(width: width, height: contentHeight) }

  /// Whether any header, row or footer still has an estimated height.
  /// - Complexity: O(1).
  public var hasEstimatedHeights: Bool { sections.summary.estimatedCount > 0 }

  /// The heights of the rows of a section; nil for an invalid section.
  /// - Complexity: O(log s).
  public func rowHeights(inSection section: Int) -> RowHeights? {
    withSection(section) { section, _ in section.rows }
  }

  /// The height of a row and whether it is an estimate; nil for an invalid index path.
  /// - Complexity: O(log s + log r).
  public func heightValue(forRowAt indexPath: IndexPath) -> HeightValue? {
    guard indexPath.count == 2 else { return nil }
    let row = indexPath.row
    return withSection(indexPath.section) { section, _ -> HeightValue? in
      guard row >= 0, row < section.rows.count else { return nil }
      return HeightValue(CGFloat(section.rows[row]), isEstimated: section.rows.isEstimated(at: row))
    } ?? nil
  }

  /// The height of a section's header and whether it is an estimate; nil for an invalid
  /// section.
  /// - Complexity: O(log s).
  public func headerHeight(inSection section: Int) -> HeightValue? {
    guard let placed = placedSection(section) else { return nil }
    return HeightValue(CGFloat(placed.headerHeight), isEstimated: placed.headerIsEstimated)
  }

  /// The height of a section's footer and whether it is an estimate; nil for an invalid
  /// section.
  /// - Complexity: O(log s).
  public func footerHeight(inSection section: Int) -> HeightValue? {
    guard let placed = placedSection(section) else { return nil }
    return HeightValue(CGFloat(placed.footerHeight), isEstimated: placed.footerIsEstimated)
  }
}

// MARK: - Rects

extension TableLayout {
  /// The rect of the table header view, in content coordinates: at the top, `width` wide.
  /// - Complexity: O(1).
  public var rectForTableHeader: CGRect { contentRect(y: 0, height: storedTableHeaderHeight) }

  /// The rect of the table footer view, in content coordinates: below the last section.
  /// - Complexity: O(1).
  public var rectForTableFooter: CGRect {
    contentRect(y: sectionsEnd, height: storedTableFooterHeight)
  }

  /// The rect of a whole section (header, rows and footer), in content coordinates, `sectionInset`
  /// in from either side; `.zero` for an invalid section.
  /// - Complexity: O(log s).
  public func rectForSection(_ section: Int) -> CGRect {
    guard let placed = placedSection(section) else { return .zero }
    return sectionRect(y: placed.start, height: placed.end - placed.start)
  }

  /// The rect of a section's header where it lies in the content (not floating), in content
  /// coordinates; `.zero` for an invalid section. See `floatingHeaderFrame(inSection:
  /// visibleRect:)` for where a plain table draws it.
  /// - Complexity: O(log s).
  public func rectForHeader(inSection section: Int) -> CGRect {
    guard let placed = placedSection(section) else { return .zero }
    return sectionRect(y: placed.start, height: placed.headerHeight)
  }

  /// The rect of a section's footer where it lies in the content (not floating), in content
  /// coordinates; `.zero` for an invalid section.
  /// - Complexity: O(log s).
  public func rectForFooter(inSection section: Int) -> CGRect {
    guard let placed = placedSection(section) else { return .zero }
    return sectionRect(y: placed.rowsEnd, height: placed.footerHeight)
  }

  /// The rect of a row, in content coordinates; `.zero` for an invalid index path. It is
  /// `sectionWidth` wide, `sectionInset` in from either side (in an inset grouped table, the
  /// width of the card, as UIKit's `rectForRow(at:)` and cell frames are).
  /// - Complexity: O(log s + log r).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard indexPath.count == 2 else { return .zero }
    let row = indexPath.row
    return withSection(indexPath.section) { section, placed in
      guard row >= 0, row < section.rows.count else { return .zero }
      let span = section.rows.span(ofRow: row, base: placed.rowsStart)
      return sectionRect(y: span.offset, height: span.height)
    } ?? .zero
  }
}

// MARK: - Hit testing and ranges

extension TableLayout {
  /// The row under a point in content coordinates.
  /// - Returns: The index path of the row whose rect contains the point (its top edge included,
  ///   its bottom excluded); nil over the table header and footer, section headers and footers,
  ///   rows of zero height, and outside the rows' horizontal span (`sectionInset ..< width -
  ///   sectionInset`, the card of an inset grouped table) or the content.
  /// - Complexity: O(log s + log r).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    let y = Double(point.y)
    guard point.x >= sectionMinX, point.x < sectionMinX + sectionWidth else { return nil }
    return withSection(containing: y) { section, placed -> IndexPath? in
      guard y >= placed.rowsStart,
        let row = section.rows.row(containingOffset: y, base: placed.rowsStart)
      else { return nil }
      return IndexPath(row: row, section: placed.index)
    } ?? nil
  }

  /// The index paths of the rows in a rect of content coordinates, in order.
  ///
  /// A row is in the rect when its vertical span overlaps the rect's (`[minY, maxY)`, half
  /// open), or, for a row of zero height, when its position lies in that span. Only the
  /// vertical extent of `rect` matters: rows span the full width.
  /// - Returns: The index paths; empty when none (or for a null rect).
  /// - Complexity: O(log s + log r) plus O(1) per row returned (plus O(log s) per section
  ///   crossed).
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath] {
    Array(rows(intersecting: rect))
  }

  /// The sections whose span (header to footer) is in a rect of content coordinates: those
  /// that overlap `[rect.minY, rect.maxY)`, and those of zero height whose position lies in it.
  /// - Returns: A range of sections, empty when none.
  /// - Complexity: O(log s).
  public func sections(intersecting rect: CGRect) -> Range<Int> {
    guard let (minY, maxY) = verticalSpan(of: rect) else { return 0..<0 }
    return sections.items(inInterval: minY, maxY, base: sectionsStart)
  }

  /// The vertical half-open span of a rect; nil for a null or empty-height rect.
  func verticalSpan(of rect: CGRect) -> (Double, Double)? {
    guard !rect.isNull else { return nil }
    let minY = Double(rect.minY)
    let maxY = Double(rect.maxY)
    guard minY < maxY else { return nil }
    return (minY, maxY)
  }
}
