import Foundation

/// What `TableLayout` needs to know of one section: the heights of its header, its rows and its
/// footer, each exact or estimated.
///
/// Build the rows with the `RowHeights` initializer that fits: `RowHeights(repeating:count:
/// isEstimated:)` for a fixed `rowHeight` or a uniform `estimatedRowHeight` (constant time,
/// whatever the count), `RowHeights(count:isEstimated:height:)` to ask a delegate for every
/// row.
public struct SectionSpec: Sendable {
  /// The height of the section header; `.zero` for none.
  public var headerHeight: HeightValue
  /// The heights of the rows.
  public var rowHeights: RowHeights
  /// The height of the section footer; `.zero` for none.
  public var footerHeight: HeightValue

  /// A section of the given heights.
  /// - Parameters:
  ///   - headerHeight: The header's height; none by default.
  ///   - rowHeights: The rows' heights.
  ///   - footerHeight: The footer's height; none by default.
  public init(
    headerHeight: HeightValue = .zero, rowHeights: RowHeights, footerHeight: HeightValue = .zero
  ) {
    self.headerHeight = headerHeight
    self.rowHeights = rowHeights
    self.footerHeight = footerHeight
  }

  /// A section of `numberOfRows` rows of one height, exact or estimated, in constant time.
  /// - Parameters:
  ///   - numberOfRows: The number of rows.
  ///   - rowHeight: Their height.
  ///   - headerHeight: The header's height; none by default.
  ///   - footerHeight: The footer's height; none by default.
  public static func uniform(
    numberOfRows: Int, rowHeight: HeightValue, headerHeight: HeightValue = .zero,
    footerHeight: HeightValue = .zero
  ) -> SectionSpec {
    SectionSpec(
      headerHeight: headerHeight,
      rowHeights: RowHeights(
        repeating: Double(rowHeight.height), count: numberOfRows,
        isEstimated: rowHeight.isEstimated),
      footerHeight: footerHeight)
  }
}

/// A section as `TableLayout` stores it in its tree of sections: one item whose height is its
/// header, rows and footer together.
struct SectionLayout: HeightTreeElement {
  /// The header's height (sanitized).
  var headerHeight: Double
  /// Whether the header's height is an estimate.
  var headerIsEstimated: Bool
  /// The rows' heights.
  var rows: RowHeights
  /// The footer's height (sanitized).
  var footerHeight: Double
  /// Whether the footer's height is an estimate.
  var footerIsEstimated: Bool

  /// The stored form of `spec`.
  init(_ spec: SectionSpec) {
    headerHeight = HeightQuantum.sanitized(Double(spec.headerHeight.height))
    headerIsEstimated = spec.headerHeight.isEstimated
    rows = spec.rowHeights
    footerHeight = HeightQuantum.sanitized(Double(spec.footerHeight.height))
    footerIsEstimated = spec.footerHeight.isEstimated
  }

  var summary: HeightSummary {
    HeightSummary(
      count: 1, height: headerHeight + rows.totalHeight + footerHeight,
      estimatedCount: rows.estimatedCount + (headerIsEstimated ? 1 : 0)
        + (footerIsEstimated ? 1 : 0))
  }

  func offset(ofItem index: Int, from start: Double) -> Double { start }

  func item(containing offset: Double, from start: Double) -> Int { 0 }

  func countOfItems(startingBefore offset: Double, from start: Double, inclusive: Bool) -> Int {
    (inclusive ? start <= offset : start < offset) ? 1 : 0
  }

  func firstEstimatedItem(in range: Range<Int>) -> Int? {
    summary.estimatedCount > 0 && !range.isEmpty ? range.lowerBound : nil
  }

  var allocatedByteCount: Int { rows.allocatedByteCount }
}
