import Foundation
import Testing

@testable import TableKit

/// A data source over a model of named rows in sections, recording what the table asks and
/// which selection and scroll callbacks it sends. Questions about rows outside the model are
/// recorded in `outOfRangeQuestions` and answered harmlessly, so a test fails instead of
/// trapping.
@MainActor
class NamedRowSource: TableViewDataSource, TableViewDelegate {
  /// The model: the identifiers of the rows, by section.
  var sections: [[String]]
  /// Exact row heights by identifier; nil leaves the table's `rowHeight`.
  var heightOfRow: ((String) -> CGFloat)?
  /// Section header titles; nil for none.
  var headerTitle: ((Int) -> String?)?
  /// The data source questions about rows that do not exist, in words.
  var outOfRangeQuestions: [String] = []
  /// Selection and scroll callbacks the table sent, in order.
  var callbacks: [String] = []

  init(sections: [[String]]) { self.sections = sections }

  /// `count` rows per section named "s<section>r<row>".
  convenience init(rows: [Int]) {
    self.init(
      sections: rows.enumerated().map { section, count in
        (0..<count).map { "s\(section)r\($0)" }
      })
  }

  /// The identifier at `indexPath`, or nil (recorded) outside the model.
  func identifier(at indexPath: IndexPath, asking question: String) -> String? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.row)
    else {
      outOfRangeQuestions.append("\(question) \(indexPath)")
      return nil
    }
    return sections[indexPath.section][indexPath.row]
  }

  /// The model's index path of an identifier.
  func modelIndexPath(of identifier: String) -> IndexPath? {
    for (section, rows) in sections.enumerated() {
      if let row = rows.firstIndex(of: identifier) { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    guard sections.indices.contains(section) else {
      outOfRangeQuestions.append("numberOfRows \(section)")
      return 0
    }
    return sections[section].count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = identifier(at: indexPath, asking: "cellForRow")
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headerTitle?(section)
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let heightOfRow else { return TableView.unimplementedDimension }
    return identifier(at: indexPath, asking: "heightForRow").map(heightOfRow) ?? 0
  }
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    callbacks.append("willSelect")
    return indexPath
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    callbacks.append("didSelect")
  }
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    callbacks.append("willDeselect")
    return indexPath
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    callbacks.append("didDeselect")
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) { callbacks.append("scrollViewDidScroll") }
}

/// The same model, naming its rows by identifier through `DataSourceModelAssociation`.
@MainActor
final class AssociatedRowSource: NamedRowSource, DataSourceModelAssociation {
  /// Replaces the answer of `indexPathForElement`, to play a data source that makes things up.
  var indexPathOverride: ((String) -> IndexPath?)?
  /// Identifiers that have no model identifier (answered nil).
  var anonymous: Set<String> = []

  func modelIdentifierForElement(at indexPath: IndexPath, in view: View) -> String? {
    guard let identifier = identifier(at: indexPath, asking: "modelIdentifier") else { return nil }
    return anonymous.contains(identifier) ? nil : identifier
  }

  func indexPathForElement(withModelIdentifier identifier: String, in view: View) -> IndexPath? {
    if let indexPathOverride { return indexPathOverride(identifier) }
    return modelIndexPath(of: identifier)
  }
}

/// A table over a `NamedRowSource` on a manual clock, built as `TableHarness` builds its
/// tables.
@MainActor
struct StateTable {
  let table: TableView
  let source: NamedRowSource
  let clock = ManualClock()

  init(
    _ source: NamedRowSource, style: TableView.Style = .plain,
    size: CGSize = CGSize(width: 320, height: 480), rowHeight: CGFloat = 44,
    estimatedRowHeight: CGFloat = 0, allowsMultipleSelection: Bool = true,
    restorationIdentifier: String? = nil
  ) {
    self.source = source
    table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.clock = clock
    table.rowHeight = rowHeight
    table.estimatedRowHeight = estimatedRowHeight
    table.allowsMultipleSelection = allowsMultipleSelection
    table.restorationIdentifier = restorationIdentifier
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
  }

  /// The driver that plays input into the table.
  var driver: TableTestDriver { TableTestDriver(table: table, clock: clock) }

  /// Advances the clock by one frame and lays out.
  func frame() { driver.frame() }

  /// Scrolls by code to `y` and lays out, as a host would over a frame.
  func scroll(to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    frame()
  }

  /// Selects rows by code.
  func select(_ indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }
  }

  /// What shows on screen: each visible row's identifier with its top relative to the top of
  /// the bounds.
  var screen: [(String, CGFloat)] {
    (table.indexPathsForVisibleRows ?? []).map { indexPath in
      (
        source.identifier(at: indexPath, asking: "screen") ?? "?",
        table.rectForRow(at: indexPath).minY - table.contentOffset.y
      )
    }
  }

  /// The selected rows' identifiers, in index path order.
  var selectedIdentifiers: [String] {
    (table.indexPathsForSelectedRows ?? []).map {
      source.identifier(at: $0, asking: "selected") ?? "?"
    }
  }

  /// The selection, the offset and the selected state of the visible cells: what an operation
  /// that fails must leave untouched.
  var snapshot: TableSnapshot {
    TableSnapshot(
      selection: table.indexPathsForSelectedRows ?? [], offset: table.contentOffset,
      selectedCells: table.visibleCells.filter(\.isSelected).count)
  }
}

/// What a failed restoration must not change.
struct TableSnapshot: Equatable {
  var selection: [IndexPath]
  var offset: CGPoint
  var selectedCells: Int
}

/// Two screens agree: the same rows, each within `tolerance` of the same place.
func sameScreen(_ a: [(String, CGFloat)], _ b: [(String, CGFloat)], tolerance: CGFloat = 1e-6)
  -> Bool
{
  a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) <= tolerance }
}

/// A temporary folder for one test, removed by the caller.
func makeStateFolder(_ name: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tablekit-state-\(name)-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
