import Foundation

/// Numbers a table's rows from 1 across its sections, as a screen reader counts them ("row 12
/// of 40"), from the layout's counts, which come from the data source, never from the rows on
/// screen. Made once per tree or status, so that each row's number costs O(1).
struct AccessibilityRowNumbering {
  /// The number of rows before each section.
  private let rowsBefore: [Int]
  /// The rows of every section.
  let totalRowCount: Int

  /// Reads the counts of every section, in one walk of the layout's sections.
  /// - Complexity: O(s) for s sections.
  init(layout: TableLayout) {
    var before: [Int] = []
    before.reserveCapacity(layout.numberOfSections)
    var total = 0
    for count in layout.rowCountsBySection() {
      before.append(total)
      total += count
    }
    rowsBefore = before
    totalRowCount = total
  }

  /// The 1-based number of the row at `indexPath`, or nil for a section that does not exist.
  func position(of indexPath: IndexPath) -> Int? {
    guard rowsBefore.indices.contains(indexPath.section) else { return nil }
    return rowsBefore[indexPath.section] + indexPath.row + 1
  }
}

/// Whole numbers as iOS says them in English, with thousands grouped by commas ("1,000"), the
/// same on every machine whatever its locale; shared with the demo's stress scene (`package`).
package enum GroupedDigits {
  /// `number` with a comma every three digits.
  package static func string(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return number < 0 ? "-" + grouped : grouped
  }
}
