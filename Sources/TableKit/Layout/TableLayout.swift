import Foundation

/// The geometry of a table: where its table header, section headers, rows, section footers and
/// table footer lie, as a value the table view reads from and updates.
///
/// Everything is in **content coordinates**: y = 0 is the top of the table header view, x runs
/// from 0 to `width`. The table header comes first, then each section (header, rows, footer),
/// then the table footer.
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

  /// The width of every rect, in points; negative or non-finite values count as 0.
  public var width: CGFloat {
    didSet { if !(width.isFinite && width > 0) { width = 0 } }
  }

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

  /// A height made safe to lay out: negative, NaN and infinite values become 0, and the value
  /// is rounded to a multiple of 1/1024 point (far below a pixel, so that offsets are exact
  /// sums). Use `HeightWarning` to tell the delegate's author about the first three.
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
    var built: [SectionLayout] = []
    built.reserveCapacity(max(0, numberOfSections))
    for index in 0..<max(0, numberOfSections) { built.append(SectionLayout(try section(index))) }
    sections = HeightTree(built)
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
  /// A section with where it lies: the positions of its parts in content coordinates.
  struct PlacedSection {
    /// The section's index.
    var index: Int
    /// The section.
    var section: SectionLayout
    /// The top of its header.
    var start: Double

    /// The top of its first row (the bottom of its header).
    var rowsStart: Double { start + section.headerHeight }
    /// The bottom of its last row (the top of its footer).
    var rowsEnd: Double { rowsStart + section.rows.totalHeight }
    /// The bottom of its footer.
    var end: Double { rowsEnd + section.footerHeight }
  }

  /// Where the first section starts: below the table header.
  var sectionsStart: Double { storedTableHeaderHeight }

  /// Where the last section ends: above the table footer.
  var sectionsEnd: Double { sectionsStart + sections.summary.height }

  /// The section at `index` and where it lies; nil when out of range.
  /// - Complexity: O(log s).
  func placedSection(_ index: Int) -> PlacedSection? {
    guard index >= 0, index < sections.summary.count else { return nil }
    let location = sections.location(ofItem: index, base: sectionsStart)
    return PlacedSection(index: index, section: location.element, start: location.elementStart)
  }

  /// The section whose span (header to footer) contains the content offset `y`.
  /// - Complexity: O(log s).
  func placedSection(containing y: Double) -> PlacedSection? {
    guard let location = sections.location(containing: y, base: sectionsStart) else { return nil }
    return PlacedSection(
      index: location.index, section: location.element, start: location.elementStart)
  }

  /// A full-width rect in content coordinates.
  func contentRect(y: Double, height: Double) -> CGRect {
    CGRect(x: 0, y: y, width: width, height: height)
  }
}
