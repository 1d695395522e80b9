import Foundation

@testable import TableKit

/// A table as an array of arrays of identified rows: the reference that update plans are
/// checked against. A row keeps its id wherever it moves; a reloaded row or section is
/// replaced by one with a new id.
struct UpdateModel: CustomStringConvertible {
  /// A row: its identity and its height.
  struct Row: Hashable {
    var id: Int
    var height: HeightValue
  }

  /// A section: its identity, header, footer and rows.
  struct Section {
    var id: Int
    var header: HeightValue
    var footer: HeightValue
    var rows: [Row]
  }

  var sections: [Section] = []

  /// The number of rows of each section.
  var rowCounts: [Int] { sections.map(\.rows.count) }

  /// The spec of a section, for `TableLayout`.
  func spec(_ section: Int) -> SectionSpec {
    let rows = sections[section].rows
    var heights = RowHeights()
    for (row, value) in rows.enumerated() {
      heights.insert(Double(value.height.height), isEstimated: value.height.isEstimated, at: row)
    }
    return SectionSpec(
      headerHeight: sections[section].header, rowHeights: heights,
      footerHeight: sections[section].footer)
  }

  /// The height of a row.
  func height(_ indexPath: IndexPath) -> HeightValue {
    sections[indexPath.section].rows[indexPath.row].height
  }

  /// The layout built from scratch.
  var layout: TableLayout {
    var layout = TableLayout(style: .plain, width: 320, tableHeaderHeight: 10)
    layout.reload(numberOfSections: sections.count, section: spec)
    return layout
  }

  /// Where each section id is.
  var sectionIndexes: [Int: Int] {
    Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })
  }

  /// Where each row id is.
  var rowIndexPaths: [Int: IndexPath] {
    var result: [Int: IndexPath] = [:]
    for (section, content) in sections.enumerated() {
      for (row, value) in content.rows.enumerated() { result[value.id] = path(section, row) }
    }
    return result
  }

  /// Sections as `id(row ids)`, in order.
  var description: String {
    sections.map { "\($0.id)(\($0.rows.map { String($0.id) }.joined(separator: " ")))" }
      .joined(separator: " ")
  }
}

/// Fresh ids, never reused within a test.
struct IDSource {
  private var next = 0

  /// A new id.
  mutating func make() -> Int {
    next += 1
    return next
  }
}

extension SeededGenerator {
  /// A row height, exact or estimated, in quarter points.
  mutating func rowHeight() -> HeightValue {
    HeightValue(
      CGFloat(Int.random(in: 0...240, using: &self)) / 4, isEstimated: Bool.random(using: &self))
  }

  /// A new row.
  mutating func row(_ ids: inout IDSource) -> UpdateModel.Row {
    UpdateModel.Row(id: ids.make(), height: rowHeight())
  }

  /// A new section of up to `maxRows` rows.
  mutating func section(_ ids: inout IDSource, maxRows: Int = 6) -> UpdateModel.Section {
    UpdateModel.Section(
      id: ids.make(), header: rowHeight(), footer: rowHeight(),
      rows: (0..<Int.random(in: 0...maxRows, using: &self)).map { _ in row(&ids) })
  }

  /// One of `choices`, with the weights given.
  mutating func weighted<T>(_ choices: [(T, Int)]) -> T {
    var pick = Int.random(in: 0..<choices.map(\.1).reduce(0, +), using: &self)
    for (choice, weight) in choices {
      if pick < weight { return choice }
      pick -= weight
    }
    return choices[choices.count - 1].0
  }
}

/// The first difference between two layouts, checking the first's tree on the way; nil when
/// they agree.
func firstLayoutDifference(_ layout: TableLayout, _ expected: TableLayout) -> String? {
  if let broken = layout.sections.brokenInvariant() { return "section tree: \(broken)" }
  guard layout.numberOfSections == expected.numberOfSections else {
    return "\(layout.numberOfSections) sections, expected \(expected.numberOfSections)"
  }
  for section in 0..<expected.numberOfSections {
    guard layout.headerHeight(inSection: section) == expected.headerHeight(inSection: section),
      layout.footerHeight(inSection: section) == expected.footerHeight(inSection: section)
    else { return "header or footer of section \(section)" }
    guard let rows = layout.rowHeights(inSection: section),
      let expectedRows = expected.rowHeights(inSection: section), rows == expectedRows
    else {
      return
        "rows of section \(section): \(Array(layout.rowHeights(inSection: section) ?? .init()))"
        + ", expected \(Array(expected.rowHeights(inSection: section) ?? .init()))"
    }
  }
  guard layout.contentHeight == expected.contentHeight else {
    return "contentHeight \(layout.contentHeight), expected \(expected.contentHeight)"
  }
  return nil
}
