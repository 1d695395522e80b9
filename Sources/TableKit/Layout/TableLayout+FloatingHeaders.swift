import Foundation

// Plain tables keep a section's header at the top of the visible area, and its footer at the
// bottom, while the section is on screen. The rules, for a header:
//
//   y = max(natural, min(visible.minY, section.end - header.height))
//
// It sticks to the top of the visible rect, is pushed up by the end of its section (its bottom
// never goes below the bottom of the section's footer), and never rises above its natural
// place, so it scrolls with the content when the table bounces at the top. For a footer:
//
//   y = min(natural, max(visible.maxY - footer.height, section.start))
//
// It sticks to the bottom of the visible rect, is pushed down by the top of its section, and
// never sinks below its natural place. A floating frame always lies within its section's span,
// so only sections that intersect the visible rect can show one.

extension TableLayout {
  /// Where a section's header is drawn for a visible rect, in content coordinates.
  ///
  /// In a plain table the header floats: it sticks to the top of `visibleRect` while its
  /// section is visible, is pushed up by the end of its section, and never goes above its
  /// natural place. In a grouped table it is `rectForHeader(inSection:)`.
  /// - Parameters:
  ///   - section: The section.
  ///   - visibleRect: The part of the content not under the content insets, in content
  ///     coordinates: `contentOffset` plus the top inset, bounds size less the insets.
  /// - Returns: The frame; `.zero` for an invalid section.
  /// - Complexity: O(log s).
  public func floatingHeaderFrame(inSection section: Int, visibleRect: CGRect) -> CGRect {
    guard let placed = placedSection(section) else { return .zero }
    return headerFrame(of: placed, visibleTop: Double(visibleRect.minY))
  }

  /// Where a section's header view goes for a visible rect, in content coordinates. The
  /// header's rect holds `topPadding` (the table's `sectionHeaderTopPadding`) above the view;
  /// a floating view pins at the top of `visibleRect` itself, leaving the padding behind, and
  /// is still pushed up by the end of its section.
  /// - Parameters:
  ///   - section: The section.
  ///   - visibleRect: The part of the content not under the content insets.
  ///   - topPadding: The padding above the header view, in points.
  ///   - floats: Whether headers float (a plain table).
  /// - Returns: The frame; `.zero` for an invalid section.
  /// - Complexity: O(log s).
  public func headerViewFrame(
    inSection section: Int, visibleRect: CGRect, topPadding: CGFloat, floats: Bool
  ) -> CGRect {
    let rect = rectForHeader(inSection: section)
    let padding = min(topPadding, rect.height)
    let height = rect.height - padding
    guard floats else {
      return CGRect(x: rect.minX, y: rect.minY + padding, width: rect.width, height: height)
    }
    let floating = floatingHeaderFrame(inSection: section, visibleRect: visibleRect)
    guard padding > 0 else { return floating }
    let y = max(rect.minY + padding, min(visibleRect.minY, floating.maxY - height))
    return CGRect(x: floating.minX, y: y, width: floating.width, height: height)
  }

  /// Where a section's footer is drawn for a visible rect, in content coordinates.
  ///
  /// In a plain table the footer floats: it sticks to the bottom of `visibleRect` while its
  /// section is visible, is pushed down by the top of its section, and never goes below its
  /// natural place. In a grouped table it is `rectForFooter(inSection:)`.
  /// - Parameters:
  ///   - section: The section.
  ///   - visibleRect: The part of the content not under the content insets, in content
  ///     coordinates.
  /// - Returns: The frame; `.zero` for an invalid section.
  /// - Complexity: O(log s).
  public func floatingFooterFrame(inSection section: Int, visibleRect: CGRect) -> CGRect {
    guard let placed = placedSection(section) else { return .zero }
    return footerFrame(of: placed, visibleBottom: Double(visibleRect.maxY))
  }

  /// The sections whose header shows in a visible rect (floating, in a plain table): a header
  /// of nonzero height whose frame overlaps the rect.
  /// - Parameter visibleRect: The visible part of the content, in content coordinates.
  /// - Returns: The sections, in order.
  /// - Complexity: O(log s) per section that intersects the rect.
  public func sectionsWithVisibleHeaders(in visibleRect: CGRect) -> [Int] {
    sections(in: visibleRect) { placed, minY, _ in
      placed.headerHeight > 0 ? headerFrame(of: placed, visibleTop: minY) : nil
    }
  }

  /// The sections whose footer shows in a visible rect (floating, in a plain table): a footer
  /// of nonzero height whose frame overlaps the rect.
  /// - Parameter visibleRect: The visible part of the content, in content coordinates.
  /// - Returns: The sections, in order.
  /// - Complexity: O(log s) per section that intersects the rect.
  public func sectionsWithVisibleFooters(in visibleRect: CGRect) -> [Int] {
    sections(in: visibleRect) { placed, _, maxY in
      placed.footerHeight > 0 ? footerFrame(of: placed, visibleBottom: maxY) : nil
    }
  }

  /// The sections intersecting `visibleRect` for which `frame` gives a rect that overlaps it.
  private func sections(
    in visibleRect: CGRect,
    frame: (_ placed: PlacedSection, _ minY: Double, _ maxY: Double) -> CGRect?
  ) -> [Int] {
    guard let (minY, maxY) = verticalSpan(of: visibleRect) else { return [] }
    return sections(intersecting: visibleRect).filter { section in
      guard let placed = placedSection(section), let rect = frame(placed, minY, maxY) else {
        return false
      }
      return Double(rect.minY) < maxY && Double(rect.maxY) > minY
    }
  }

  /// The header's frame: natural in a grouped table, floating in a plain one.
  func headerFrame(of placed: PlacedSection, visibleTop: Double) -> CGRect {
    let height = placed.headerHeight
    guard style == .plain, visibleTop.isFinite else {
      return sectionRect(y: placed.start, height: height)
    }
    let y = max(placed.start, min(visibleTop, placed.end - height))
    return sectionRect(y: y, height: height)
  }

  /// The footer's frame: natural in a grouped table, floating in a plain one.
  func footerFrame(of placed: PlacedSection, visibleBottom: Double) -> CGRect {
    let height = placed.footerHeight
    guard style == .plain, visibleBottom.isFinite else {
      return sectionRect(y: placed.rowsEnd, height: height)
    }
    let y = min(placed.rowsEnd, max(visibleBottom - height, placed.start))
    return sectionRect(y: y, height: height)
  }
}
