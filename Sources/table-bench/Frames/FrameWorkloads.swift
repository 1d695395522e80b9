import Foundation
import TableKit

/// The tables the frame benchmark scrolls.
/// - W0: 1,000,000 rows of 44 pt, one line `Row N — detail text` and a chevron.
/// - W1: 1,000 sections × 1,000 rows of 20 + (hash(i) mod 100) pt for the row's item i, with
///   28 pt titled headers that float (a plain table).
/// - W2: W1 with estimated heights only: rows are measured as they come on screen.
/// - W3: W0 as a ticker: every visible row's label changes every frame (`FrameTicker`).
enum FrameWorkload: String, CaseIterable, Codable, Sendable {
  case w0 = "W0"
  case w1 = "W1"
  case w2 = "W2"
  case w3 = "W3"

  /// The sections and rows per section at full size.
  var shape: (sections: Int, rowsPerSection: Int) {
    switch self {
    case .w0, .w3: (1, 1_000_000)
    case .w1, .w2: (1_000, 1_000)
    }
  }

  var summary: String {
    switch self {
    case .w0: "1,000,000 rows of 44 pt, a line of text and a chevron"
    case .w1: "1,000 sections × 1,000 rows of 20–119 pt, floating 28 pt headers"
    case .w2: "W1 with estimated heights: rows measured as they come on screen"
    case .w3:
      "W0 as a ticker: every visible row's label (a counter and a price) changes every frame"
    }
  }

  static let rowHeight: CGFloat = 44
  static let headerHeight: CGFloat = 28
  /// W2's estimate: the mean of W1's heights.
  static let estimatedRowHeight: CGFloat = 70

  /// W1's height of the row showing item `index` (section × 1,000 + row, until the updates
  /// insert and delete rows).
  static func variedHeight(_ index: Int) -> CGFloat {
    var x = UInt64(truncatingIfNeeded: index) &+ 0x9E37_79B9_7F4A_7C15
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    x ^= x >> 31
    return 20 + CGFloat(x % 100)
  }

  /// The label of the row showing item `index`.
  static func label(_ index: Int) -> String { "Row \(index + 1) — detail text" }

  /// The height in points of a row showing item `item`: W1's and W2's vary by item, W0's and
  /// W3's are all `rowHeight`.
  func height(ofItem item: Int) -> Double {
    self == .w1 || self == .w2
      ? Double(FrameWorkload.variedHeight(item)) : Double(FrameWorkload.rowHeight)
  }
}

/// The data source (and, for W1 and W2, the delegate giving row heights) of a workload. It
/// keeps the row counts and which item each row shows (`FrameRowIdentities`), which the update
/// script changes.
@MainActor
final class FrameWorkloadSource: TableViewDataSource, TableViewDelegate {
  let workload: FrameWorkload
  /// The rows of each section. `@exclusivity(unchecked)`: TableKit reads a section's count
  /// for each of the thousand sections at every edit, as UIKit does, and the runtime's check of
  /// each read made this model slower than the C arrays GTK4's and the floor's read; it is
  /// changed only by `+= 1` and `-= 1`, which run no other code.
  @exclusivity(unchecked) private(set) var rowCounts: [Int]
  /// Rows per section at creation: the items of the rows at creation are numbered by it.
  let stride: Int
  /// Whether rows are Auto Layout message cells sizing themselves (`AutoLayoutBenchmarks`)
  /// instead of the workload's standard cells.
  let cellsByConstraints: Bool
  /// W3's frame counter: the labels shown are those of this tick.
  var tick = 0
  /// The items of the sections edited so far; the rows of the others show the items they
  /// were made with.
  private var editedSections: [Int: FrameRowIdentities] = [:]
  /// Whether any section was edited. W1's first frame asks for a million heights before any
  /// edit: a row's item is then found by arithmetic alone, with no dynamic exclusivity check
  /// (`@exclusivity(unchecked)`: it is read and set on the main actor only), as cheaply as
  /// before rows had items.
  @exclusivity(unchecked) private var hasEdits = false
  /// The item the next inserted row shows: numbered after every item made at creation.
  private var nextItem: Int

  init(
    _ workload: FrameWorkload, sections: Int? = nil, rowsPerSection: Int? = nil,
    cellsByConstraints: Bool = false
  ) {
    self.workload = workload
    self.cellsByConstraints = cellsByConstraints
    let shape = workload.shape
    stride = rowsPerSection ?? shape.rowsPerSection
    rowCounts = Array(repeating: stride, count: sections ?? shape.sections)
    nextItem = rowCounts.count * stride
  }

  var rowCount: Int { rowCounts.reduce(0, +) }

  /// Sets up `table` for the workload and attaches this source.
  func attach(to table: TableView) {
    if cellsByConstraints {
      table.rowHeight = TableView.automaticDimension
      table.estimatedRowHeight = AutoLayoutBenchmarks.MessageTableCell.estimatedHeight
      table.dataSource = self
      return
    }
    switch workload {
    case .w0, .w3:
      table.rowHeight = FrameWorkload.rowHeight
    case .w1:
      table.sectionHeaderHeight = FrameWorkload.headerHeight
      table.delegate = self
    case .w2:
      table.sectionHeaderHeight = FrameWorkload.headerHeight
      table.estimatedRowHeight = FrameWorkload.estimatedRowHeight
      table.delegate = self
    }
    table.dataSource = self
  }

  /// The item row `indexPath` shows: its label and height are the item's. At creation,
  /// section × `stride` + row.
  @inline(__always) func item(at indexPath: IndexPath) -> Int {
    let section = indexPath.section
    let row = indexPath.row
    guard hasEdits, let edited = editedSections[section] else { return section &* stride &+ row }
    return edited.item(ofRow: row)
  }

  /// The index path of the `index`th row counted from the top, clamped to the table.
  func indexPath(ofRow index: Int) -> IndexPath {
    var remaining = max(0, min(index, rowCount - 1))
    for (section, count) in rowCounts.enumerated() {
      if remaining < count { return IndexPath(row: remaining, section: section) }
      remaining -= count
    }
    return IndexPath(row: max(0, (rowCounts.last ?? 1) - 1), section: rowCounts.count - 1)
  }

  /// The label of item `item` now (W3's changes with the tick).
  func label(_ item: Int) -> String {
    workload == .w3 ? FrameTicker.label(item, tick: tick) : FrameWorkload.label(item)
  }

  /// Records a new item inserted as row `indexPath` (the table is told by the caller).
  func didInsertRow(at indexPath: IndexPath) {
    rowCounts[indexPath.section] += 1
    identities(of: indexPath.section) { $0.insert(nextItem, at: indexPath.row) }
    nextItem += 1
  }

  /// Records row `indexPath` deleted (the table is told by the caller).
  func didDeleteRow(at indexPath: IndexPath) {
    rowCounts[indexPath.section] -= 1
    identities(of: indexPath.section) { $0.delete(at: indexPath.row) }
  }

  private func identities(of section: Int, _ edit: (inout FrameRowIdentities) -> Void) {
    hasEdits = true
    edit(&editedSections[section, default: FrameRowIdentities(first: section * stride)])
  }

  // MARK: - Data source

  func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowCounts[section]
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    if cellsByConstraints {
      return AutoLayoutBenchmarks.MessageTableCell.dequeue(
        from: tableView, row: item(at: indexPath))
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = label(item(at: indexPath))
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    workload == .w0 || workload == .w3 ? nil : "Section \(section + 1)"
  }

  // MARK: - Delegate

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    FrameWorkload.variedHeight(item(at: indexPath))
  }
}
