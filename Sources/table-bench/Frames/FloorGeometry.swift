import Foundation

extension FloorRenderer {
  /// Where the floor's rows and headers lie, in points, kept through the update script's
  /// inserts and deletes as any toolkit showing the same rows must keep them: by arithmetic
  /// in W0 and W3 (one section of equal rows), and in W1 and W2 by each section's top and
  /// the tops of its rows within it, so that an edit shifts one section's rows and the
  /// sections below (about two thousand additions), not a million tops.
  struct Geometry {
    let workload: FrameWorkload
    /// Each section's row count.
    private var rowCounts: [Int]
    /// W1 and W2: each section's header top, then the table's end (`sections + 1` values).
    private var sectionTops: [Double] = []
    /// W1 and W2: per section, its rows' tops measured from its first row's top, then the
    /// section's end (`rows + 1` values).
    private var rowTops: [[Double]] = []

    /// The geometry of `sections` sections of `rowsPerSection` rows as made, row `r` of
    /// section `s` showing item `s × rowsPerSection + r`.
    init(_ workload: FrameWorkload, sections: Int, rowsPerSection: Int) {
      self.workload = workload
      rowCounts = Array(repeating: rowsPerSection, count: sections)
      guard hasHeaders else { return }
      sectionTops.reserveCapacity(sections + 1)
      rowTops.reserveCapacity(sections)
      var y = 0.0
      for section in 0..<sections {
        sectionTops.append(y)
        var tops: [Double] = []
        tops.reserveCapacity(rowsPerSection + 1)
        var top = 0.0
        for row in 0..<rowsPerSection {
          tops.append(top)
          top += workload.height(ofItem: section * rowsPerSection + row)
        }
        tops.append(top)
        rowTops.append(tops)
        y += Double(FrameWorkload.headerHeight) + top
      }
      sectionTops.append(y)
    }

    /// Whether sections have headers and rows their own heights (W1, W2), or the table is one
    /// section of equal rows (W0, W3).
    private var hasHeaders: Bool { workload == .w1 || workload == .w2 }

    /// An item: a header (`row` nil) or a row, with its span in points.
    struct Item {
      var section: Int
      var row: Int?
      var top: Double
      var height: Double
    }

    /// Calls `body` for each item meeting `minY..<maxY`, top to bottom.
    func forEachItem(from minY: Double, to maxY: Double, _ body: (Item) -> Void) {
      guard hasHeaders else {
        let height = Double(FrameWorkload.rowHeight)
        var row = max(0, Int(minY / height))
        while row < rowCounts[0], Double(row) * height < maxY {
          body(Item(section: 0, row: row, top: Double(row) * height, height: height))
          row += 1
        }
        return
      }
      var section = Self.lastIndex(in: sectionTops, upTo: rowCounts.count - 1, atOrAbove: minY)
      let header = Double(FrameWorkload.headerHeight)
      var row: Int? = nil
      if minY >= sectionTops[section] + header {
        row = Self.lastIndex(
          in: rowTops[section], upTo: max(0, rowCounts[section] - 1),
          atOrAbove: minY - sectionTops[section] - header)
      }
      while section < rowCounts.count, sectionTops[section] < maxY {
        let rowsTop = sectionTops[section] + header
        if let current = row {
          guard current < rowCounts[section], rowsTop + rowTops[section][current] < maxY else {
            section += 1
            row = nil
            continue
          }
          let top = rowTops[section][current]
          body(
            Item(
              section: section, row: current, top: rowsTop + top,
              height: rowTops[section][current + 1] - top))
          row = current + 1
        } else {
          body(Item(section: section, row: nil, top: sectionTops[section], height: header))
          row = 0
        }
      }
    }

    /// The last index `i` in `0...upper` with `values[i] <= y` (0 when none is).
    private static func lastIndex(in values: [Double], upTo upper: Int, atOrAbove y: Double)
      -> Int
    {
      var low = 0
      var high = upper
      while low < high {
        let middle = (low + high + 1) / 2
        if values[middle] <= y { low = middle } else { high = middle - 1 }
      }
      return low
    }

    /// The top of row `row` of section `section`, or nil when there is no such row.
    func rowTop(section: Int, row: Int) -> Double? {
      guard section < rowCounts.count, row < rowCounts[section] else { return nil }
      guard hasHeaders else { return Double(row) * Double(FrameWorkload.rowHeight) }
      return sectionTops[section] + Double(FrameWorkload.headerHeight) + rowTops[section][row]
    }

    /// The top of section `section`'s header, or nil past the last section.
    func headerTop(_ section: Int) -> Double? {
      hasHeaders && section < rowCounts.count ? sectionTops[section] : nil
    }

    /// Records a row of `height` points inserted at `indexPath`: the rows below it move down.
    mutating func insertRow(at indexPath: IndexPath, height: Double) {
      let (section, row) = (indexPath.section, indexPath.row)
      precondition(row >= 0 && row <= rowCounts[section], "the floor inserts within a section")
      rowCounts[section] += 1
      guard hasHeaders else { return }
      rowTops[section].insert(rowTops[section][row], at: row)
      shift(section: section, rowsAfter: row, by: height)
    }

    /// Records row `indexPath` deleted: the rows below it move up.
    mutating func deleteRow(at indexPath: IndexPath) {
      let (section, row) = (indexPath.section, indexPath.row)
      precondition(row >= 0 && row < rowCounts[section], "the floor deletes a row it has")
      rowCounts[section] -= 1
      guard hasHeaders else { return }
      let height = rowTops[section][row + 1] - rowTops[section][row]
      rowTops[section].remove(at: row)
      shift(section: section, rowsAfter: row - 1, by: -height)
    }

    /// Moves the tops of section `section`'s rows after row `row` (and its end), and every
    /// later section, by `delta`.
    private mutating func shift(section: Int, rowsAfter row: Int, by delta: Double) {
      for index in (row + 1)..<rowTops[section].count { rowTops[section][index] += delta }
      for index in (section + 1)..<sectionTops.count { sectionTops[index] += delta }
    }
  }
}
