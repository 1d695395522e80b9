import Foundation

/// A whole layout read from the data source and delegate (a reload), measuring what needs a
/// cell or a view as it goes.
extension RowRealizer {
  /// Reads every section's counts and heights through the reader into `blank` (a layout of no
  /// sections with the table's style, width and table header and footer heights) and notes the
  /// row total with the reader. Header and footer views given to measure sections far from the
  /// screen go back to the reuse queue as soon as their section is read, so that measuring many
  /// sections reuses a few views; those near the screen are kept for showing.
  func readLayout(into blank: TableLayout) -> TableLayout {
    var layout = blank
    let sectionCount = reader.numberOfSections()
    let rowCounts = (0..<sectionCount).map { reader.numberOfRows(inSection: $0) }
    let heights = reader.heightReading(rowCounts: rowCounts, measuring: self)
    let near = host.realizedRect
    var sectionStart = Double(layout.tableHeaderHeight)
    layout.reload(numberOfSections: sectionCount) { section in
      let spec = heights.sectionSpec(section, rowCount: rowCounts[section])
      let sectionEnd = sectionStart + SectionLayout(spec).summary.height
      if !(sectionStart < Double(near.maxY) && sectionEnd > Double(near.minY)) {
        recycleMeasuredHeaderFooters(inSection: section)
      }
      sectionStart = sectionEnd
      return spec
    }
    reader.noteRowTotal(rowCounts.reduce(0, +))
    return layout
  }
}
