import Foundation

/// The geometry of a table: where its table header, section headers, rows, section footers and
/// table footer lie, as a value the table view reads from and updates.
///
/// Everything is in **content coordinates**: y = 0 is the top of the table header view, x runs
/// from 0 to `width`. The table header comes first, then each section (header, rows, footer),
/// then the table footer. The table header and footer span the full width; sections' rows,
/// headers and footers stand `sectionInset` in from either side (0 unless the table is inset
/// grouped, whose cards they are).
///
/// Sections are kept in a balanced tree by height, and each section's rows in a `RowHeights`,
/// so every query and single-item mutation is O(log n) in the number of sections plus
/// O(log n) in the number of rows of the section concerned, whether the table is one section of
/// 10,000,000 rows or 100,000 sections of 100 rows. Heights may be estimates; see
/// `resolveEstimatedHeights(in:anchorY:measureRow:measureHeader:measureFooter:)`.
///
/// Invalid sections and index paths never trap: queries give `.zero`, nil or empty results and
/// mutations do nothing.
public struct TableLayout: Sendable {
  /// The style of a table, as UIKit's `UITableView.Style`.
  public enum Style: Hashable, Sendable {
    /// Headers and footers float over the rows while their section is on screen.
    case plain
    /// Sections are set apart as groups; headers and footers scroll with the content. The
    /// spacing between groups is the height of their footers and headers.
    case grouped
  }

  /// The style, which decides whether headers and footers float.
  public let style: Style

  /// The sections, by height.
  var sections: HeightTree<SectionLayout>

  /// The width of the table, in points; negative or non-finite values count as 0.
  public var width: CGFloat {
    didSet { if !(width.isFinite && width > 0) { width = 0 } }
  }

  /// How far sections' rows, headers and footers stand in from the left and from the right, in
  /// points: the margin around the cards of an inset grouped table, 0 for other styles.
  /// Negative or non-finite values count as 0; the inset used never exceeds half the width.
  public var sectionInset: CGFloat = 0 {
    didSet { if !(sectionInset.isFinite && sectionInset > 0) { sectionInset = 0 } }
  }

  /// The width of sections' rows, headers and footers: `width` less `sectionInset` on either
  /// side, never negative.
  public var sectionWidth: CGFloat { max(0, width - 2 * sectionInset) }

  /// Where sections' rows, headers and footers begin: `sectionInset`, or the middle of the
  /// table when the inset is wider than half of it.
  var sectionMinX: CGFloat { min(sectionInset, width / 2) }

  /// The height of the table header view, in points (sanitized: see `sanitizedHeight(_:)`).
  public var tableHeaderHeight: CGFloat {
    get { CGFloat(storedTableHeaderHeight) }
    set { storedTableHeaderHeight = HeightQuantum.sanitized(Double(newValue)) }
  }

  /// The height of the table footer view, in points (sanitized).
  public var tableFooterHeight: CGFloat {
    get { CGFloat(storedTableFooterHeight) }
    set { storedTableFooterHeight = HeightQuantum.sanitized(Double(newValue)) }
  }

  private(set) var storedTableHeaderHeight: Double = 0
  private(set) var storedTableFooterHeight: Double = 0

  /// An empty table: no sections.
  /// - Parameters:
  ///   - style: Plain (floating headers) or grouped.
  ///   - width: The width of the table's rects, in points.
  ///   - tableHeaderHeight: The height of the table header view.
  ///   - tableFooterHeight: The height of the table footer view.
  public init(
    style: Style = .plain, width: CGFloat = 0, tableHeaderHeight: CGFloat = 0,
    tableFooterHeight: CGFloat = 0
  ) {
    self.style = style
    self.width = width.isFinite && width > 0 ? width : 0
    self.sections = HeightTree()
    self.tableHeaderHeight = tableHeaderHeight
    self.tableFooterHeight = tableFooterHeight
  }

  /// The tallest a row, header or footer can be, in points: about a thousand screens. Taller
  /// heights are stored as this, so that no sum of heights leaves the range where offsets are
  /// exact and finite, whatever a delegate returns.
  public static let maximumItemHeight: CGFloat = 1_000_000

  /// A height made safe to lay out: negative, NaN and infinite values become 0, values beyond
  /// `maximumItemHeight` become it, and the value is rounded to a multiple of 1/1024 point (far
  /// below a pixel, so that offsets are exact sums). Use `HeightWarning` to tell the delegate's
  /// author.
  public static func sanitizedHeight(_ value: Double) -> Double {
    HeightQuantum.sanitized(value)
  }

  // MARK: - Building

  /// Replaces every section.
  /// - Parameters:
  ///   - numberOfSections: The number of sections.
  ///   - section: The heights of a section, called once per section in order.
  /// - Complexity: O(s) for s sections, plus the work of `section`: O(1) for a section of
  ///   uniform rows, O(rows) for per-row heights.
  public mutating func reload(
    numberOfSections: Int, section: (Int) throws -> SectionSpec
  ) rethrows {
    sections = try HeightTree(count: numberOfSections) { SectionLayout(try section($0)) }
  }

  /// Replaces every section, in the shape of a data source and a delegate.
  /// - Parameters:
  ///   - numberOfSections: The number of sections.
  ///   - numberOfRows: The number of rows of a section.
  ///   - headerHeight: The height of a section's header.
  ///   - footerHeight: The height of a section's footer.
  ///   - rowHeights: The heights of the rows of a section, given the section and its number of
  ///     rows. Return `RowHeights(repeating:count:isEstimated:)` for uniform heights (O(1)).
  /// - Complexity: O(s) for s sections plus the work of the closures.
  public mutating func reload(
    numberOfSections: Int, numberOfRows: (Int) -> Int, headerHeight: (Int) -> HeightValue,
    footerHeight: (Int) -> HeightValue, rowHeights: (_ section: Int, _ count: Int) -> RowHeights
  ) {
    reload(numberOfSections: numberOfSections) { section in
      SectionSpec(
        headerHeight: headerHeight(section),
        rowHeights: rowHeights(section, max(0, numberOfRows(section))),
        footerHeight: footerHeight(section))
    }
  }
}

// MARK: - Placing sections

extension TableLayout {
  /// Where a section lies, and the measures of its parts, in content coordinates: plain
  /// numbers, copied out of the tree without touching the section's row storage.
  struct PlacedSection {
    /// The section's index.
    var index: Int
    /// The top of its header.
    var start: Double
    /// The height of its header.
    var headerHeight: Double
    /// Whether the header's height is an estimate.
    var headerIsEstimated: Bool
    /// The number of rows.
    var rowCount: Int
    /// The total height of its rows.
    var rowsHeight: Double
    /// The height of its footer.
    var footerHeight: Double
    /// Whether the footer's height is an estimate.
    var footerIsEstimated: Bool

    init(index: Int, start: Double, section: SectionLayout) {
      self.index = index
      self.start = start
      headerHeight = section.headerHeight
      headerIsEstimated = section.headerIsEstimated
      rowCount = section.rows.count
      rowsHeight = section.rows.totalHeight
      footerHeight = section.footerHeight
      footerIsEstimated = section.footerIsEstimated
    }

    /// The top of its first row (the bottom of its header).
    var rowsStart: Double { start + headerHeight }
    /// The bottom of its last row (the top of its footer).
    var rowsEnd: Double { rowsStart + rowsHeight }
    /// The bottom of its footer.
    var end: Double { rowsEnd + footerHeight }
  }

  /// Where the first section starts: below the table header.
  var sectionsStart: Double { storedTableHeaderHeight }

  /// Where the last section ends: above the table footer.
  var sectionsEnd: Double { sectionsStart + sections.summary.height }

  /// Calls `body` with the section at `index` (lent, not copied) and where it lies; nil when
  /// out of range.
  /// - Complexity: O(log s).
  func withSection<Result>(
    _ index: Int, _ body: (SectionLayout, PlacedSection) -> Result
  ) -> Result? {
    guard index >= 0, index < sections.summary.count else { return nil }
    return sections.withElement(ofItem: index, base: sectionsStart) { section, position in
      body(section, PlacedSection(index: index, start: position.elementStart, section: section))
    }
  }

  /// Calls `body` with the section whose span (header to footer) contains the content offset
  /// `y`, and where it lies; nil when there is none.
  /// - Complexity: O(log s).
  func withSection<Result>(
    containing y: Double, _ body: (SectionLayout, PlacedSection) -> Result
  ) -> Result? {
    sections.withElement(containing: y, base: sectionsStart) { section, position in
      body(
        section,
        PlacedSection(index: position.index, start: position.elementStart, section: section))
    }
  }

  /// Where the section at `index` lies; nil when out of range.
  /// - Complexity: O(log s).
  func placedSection(_ index: Int) -> PlacedSection? {
    withSection(index) { _, placed in placed }
  }

  /// A full-width rect in content coordinates: the table header and footer.
  func contentRect(y: Double, height: Double) -> CGRect {
    CGRect(x: 0, y: y, width: width, height: height)
  }

  /// A rect of a section's row, header or footer in content coordinates: `sectionInset` in from
  /// either side.
  func sectionRect(y: Double, height: Double) -> CGRect {
    CGRect(x: sectionMinX, y: y, width: sectionWidth, height: height)
  }
}

// MARK: - Memory

extension TableLayout {
  /// The heap memory the layout occupies, in bytes: the allocated capacity of every array of
  /// the section tree and of every section's row heights, with their headers. Shared storage
  /// (after a copy) is counted in full.
  /// - Complexity: O(s + r / 128).
  public var allocatedByteCount: Int { sections.allocatedByteCount }
}
