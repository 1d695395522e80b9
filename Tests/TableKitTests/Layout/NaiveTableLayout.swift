import Foundation

@testable import TableKit

/// The reference model `TableLayout` is checked against: plain arrays, every answer found by
/// walking all the items from the top, in O(n).
struct NaiveTableLayout: CustomStringConvertible {
  struct Section: Equatable {
    var header: Double
    var headerIsEstimated = false
    var rows: [Double]
    var rowIsEstimated: [Bool]
    var footer: Double
    var footerIsEstimated = false

    init(header: Double, rows: [Double], footer: Double, estimated: Bool = false) {
      self.header = HeightQuantum.sanitized(header)
      self.rows = rows.map(HeightQuantum.sanitized)
      self.rowIsEstimated = Array(repeating: estimated, count: rows.count)
      self.footer = HeightQuantum.sanitized(footer)
    }

    var height: Double { header + rows.reduce(0, +) + footer }

    var spec: SectionSpec {
      SectionSpec(
        headerHeight: HeightValue(header, isEstimated: headerIsEstimated),
        rowHeights: RowHeights(count: rows.count, isEstimated: false) { rows[$0] }.settingFlags(
          rowIsEstimated),
        footerHeight: HeightValue(footer, isEstimated: footerIsEstimated))
    }
  }

  var style: TableLayout.Style
  var width: Double
  var tableHeader: Double { didSet { measure() } }
  var tableFooter: Double
  var sections: [Section] { didSet { measure() } }

  /// Where each section starts, and every row with its span, top to bottom: found by one walk
  /// from the top after every change.
  private(set) var sectionStarts: [Double] = []
  private(set) var allRows: [(indexPath: IndexPath, start: Double, height: Double)] = []

  init(
    style: TableLayout.Style, width: Double, tableHeader: Double, tableFooter: Double,
    sections: [Section]
  ) {
    self.style = style
    self.width = width
    self.tableHeader = tableHeader
    self.tableFooter = tableFooter
    self.sections = sections
    measure()
  }

  private mutating func measure() {
    sectionStarts = []
    allRows = []
    var y = tableHeader
    for (sectionIndex, section) in sections.enumerated() {
      sectionStarts.append(y)
      y += section.header
      for (row, height) in section.rows.enumerated() {
        allRows.append((IndexPath(row: row, section: sectionIndex), y, height))
        y += height
      }
      y += section.footer
    }
  }

  /// The layout under test, built from the same heights.
  var layout: TableLayout {
    var layout = TableLayout(
      style: style, width: width, tableHeaderHeight: tableHeader, tableFooterHeight: tableFooter)
    layout.reload(numberOfSections: sections.count) { sections[$0].spec }
    return layout
  }

  var description: String {
    let body = sections.map { "(\($0.header) | \($0.rows) | \($0.footer))" }
    return "\(style) width \(width), header \(tableHeader), footer \(tableFooter), sections \(body)"
  }

  // MARK: - Positions, by walking from the top

  func sectionStart(_ section: Int) -> Double { sectionStarts[section] }

  func rowStart(_ section: Int, _ row: Int) -> Double {
    sectionStart(section) + sections[section].header + sections[section].rows[..<row].reduce(0, +)
  }

  var contentHeight: Double { tableHeader + sections.reduce(0) { $0 + $1.height } + tableFooter }

  func rect(_ y: Double, _ height: Double) -> CGRect {
    CGRect(x: 0, y: y, width: width, height: height)
  }

  func rectForSection(_ section: Int) -> CGRect {
    guard sections.indices.contains(section) else { return .zero }
    return rect(sectionStart(section), sections[section].height)
  }

  func rectForHeader(_ section: Int) -> CGRect {
    guard sections.indices.contains(section) else { return .zero }
    return rect(sectionStart(section), sections[section].header)
  }

  func rectForFooter(_ section: Int) -> CGRect {
    guard sections.indices.contains(section) else { return .zero }
    let s = sections[section]
    return rect(sectionStart(section) + s.header + s.rows.reduce(0, +), s.footer)
  }

  func rectForRow(_ indexPath: IndexPath) -> CGRect {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return .zero }
    return rect(
      rowStart(indexPath.section, indexPath.row),
      sections[indexPath.section].rows[indexPath.row])
  }

  func indexPathForRow(at point: CGPoint) -> IndexPath? {
    guard point.x >= 0, point.x < width else { return nil }
    let y = Double(point.y)
    return allRows.first { y >= $0.start && y < $0.start + $0.height }?.indexPath
  }

  /// The rule for "in a half-open interval": overlapping it, or, at zero height, lying in it.
  static func isIn(start: Double, height: Double, _ minY: Double, _ maxY: Double) -> Bool {
    start < maxY && (start + height > minY || start >= minY)
  }

  func indexPathsForRows(in rect: CGRect) -> [IndexPath] {
    let minY = Double(rect.minY)
    let maxY = Double(rect.maxY)
    guard !rect.isNull, minY < maxY else { return [] }
    return allRows.filter { Self.isIn(start: $0.start, height: $0.height, minY, maxY) }
      .map(\.indexPath)
  }

  func sections(intersecting rect: CGRect) -> [Int] {
    let minY = Double(rect.minY)
    let maxY = Double(rect.maxY)
    guard !rect.isNull, minY < maxY else { return [] }
    return sections.indices.filter {
      Self.isIn(start: sectionStart($0), height: sections[$0].height, minY, maxY)
    }
  }

  // MARK: - Floating, told piece by piece

  func floatingHeaderFrame(_ section: Int, visible: CGRect) -> CGRect {
    guard sections.indices.contains(section) else { return .zero }
    let natural = rectForHeader(section)
    guard style == .plain else { return natural }
    let top = Double(visible.minY)
    let height = sections[section].header
    let sectionEnd = sectionStart(section) + sections[section].height
    if top <= Double(natural.minY) { return natural }  // not yet reached: scrolls with content
    if top <= sectionEnd - height { return rect(top, height) }  // stuck to the top
    return rect(sectionEnd - height, height)  // pushed up by the end of the section
  }

  func floatingFooterFrame(_ section: Int, visible: CGRect) -> CGRect {
    guard sections.indices.contains(section) else { return .zero }
    let natural = rectForFooter(section)
    guard style == .plain else { return natural }
    let bottom = Double(visible.maxY)
    let height = sections[section].footer
    let sectionStart = sectionStart(section)
    if bottom >= Double(natural.maxY) { return natural }  // fully on screen: in its place
    if bottom - height >= sectionStart { return rect(bottom - height, height) }  // stuck
    return rect(sectionStart, height)  // pushed down by the top of the section
  }

  func sectionsWithVisibleHeaders(in visible: CGRect) -> [Int] {
    guard !visible.isNull, visible.height != 0 else { return [] }
    return sections.indices.filter {
      let frame = floatingHeaderFrame($0, visible: visible)
      return sections[$0].header > 0 && frame.minY < visible.maxY && frame.maxY > visible.minY
    }
  }

  func sectionsWithVisibleFooters(in visible: CGRect) -> [Int] {
    guard !visible.isNull, visible.height != 0 else { return [] }
    return sections.indices.filter {
      let frame = floatingFooterFrame($0, visible: visible)
      return sections[$0].footer > 0 && frame.minY < visible.maxY && frame.maxY > visible.minY
    }
  }

  /// Offsets worth probing: every item boundary, one ulp either side, and the middle of items.
  var interestingOffsets: [Double] {
    var boundaries: [Double] = [0, tableHeader]
    var y = tableHeader
    for section in sections {
      y += section.header
      boundaries.append(y)
      for height in section.rows {
        boundaries.append(y + height / 2)
        y += height
        boundaries.append(y)
      }
      y += section.footer
      boundaries.append(y)
    }
    boundaries.append(y + tableFooter)
    return boundaries.flatMap { [$0, $0.nextDown, $0.nextUp] } + [-1, contentHeight + 1]
  }
}

extension RowHeights {
  /// The same heights with their estimate flags set from `flags` (for building test tables).
  func settingFlags(_ flags: [Bool]) -> RowHeights {
    var copy = self
    for (row, isEstimated) in flags.enumerated() where isEstimated {
      copy.setHeight(self[row], at: row, isEstimated: true)
    }
    return copy
  }
}

extension SeededGenerator {
  /// A random table for the model tests: up to 7 sections (sometimes 40) of up to 8 rows
  /// (sometimes 30), with zero heights, table header and footer.
  mutating func table() -> NaiveTableLayout {
    let style: TableLayout.Style = Bool.random(using: &self) ? .plain : .grouped
    let sectionCount =
      Int.random(in: 0..<10, using: &self) == 0
      ? Int.random(in: 0...40, using: &self) : Int.random(in: 0...7, using: &self)
    var sections: [NaiveTableLayout.Section] = []
    for _ in 0..<sectionCount {
      let rowCount =
        Int.random(in: 0..<10, using: &self) == 0
        ? Int.random(in: 0...30, using: &self) : Int.random(in: 0...8, using: &self)
      sections.append(
        .init(
          header: Bool.random(using: &self) ? height() : 0,
          rows: (0..<rowCount).map { _ in height() },
          footer: Bool.random(using: &self) ? height() : 0))
    }
    return NaiveTableLayout(
      style: style, width: Double(Int.random(in: 0...400, using: &self)),
      tableHeader: HeightQuantum.sanitized(Bool.random(using: &self) ? height() : 0),
      tableFooter: HeightQuantum.sanitized(Bool.random(using: &self) ? height() : 0),
      sections: sections)
  }
}
