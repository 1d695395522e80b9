import Foundation
import Testing

@testable import TableKit

/// A data source and delegate over sections of titled rows that records every editing call in
/// order and applies commits and moves to its model, as a real data source would.
@MainActor
final class EditingTableSource: TableViewDataSource, TableViewDelegate {
  var sections: [[String]]
  var calls: [String] = []
  /// The rows that may not be edited (no control, no swipe).
  var uneditable: Set<IndexPath> = []
  /// The rows that may move; every row when nil.
  var movable: Set<IndexPath>?
  /// The editing style per row; `.delete` where absent.
  var styles: [IndexPath: TableViewCell.EditingStyle] = [:]
  var indents: Set<IndexPath>?
  var deleteTitle: String?
  var redirect: ((IndexPath, IndexPath) -> IndexPath)?
  /// Whether a commit deletes or inserts the row (a data source may also refuse).
  var appliesCommits = true
  var showsReorderControl = true
  var accessory: TableViewCell.AccessoryType = .none
  /// The style of new cells, their detail text, and any further set-up per row.
  var cellStyle: TableViewCell.CellStyle = .default
  var detail: ((IndexPath) -> String?)?
  var configure: ((TableViewCell, IndexPath) -> Void)?
  var indexTitles: [String]?
  var headers: [String?] = []
  /// The swipe actions per row, by side; the delegate's default (nil) when absent.
  var leadingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
  var trailingActions: ((IndexPath) -> SwipeActionsConfiguration?)?

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: cellStyle, reuseIdentifier: "row")
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.detailTextLabel?.text = detail?(indexPath)
    cell.showsReorderControl = showsReorderControl
    cell.accessoryType = accessory
    configure?(cell, indexPath)
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section < headers.count ? headers[section] : nil
  }
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !uneditable.contains(indexPath)
  }
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    movable?.contains(indexPath) ?? true
  }
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    // A commit of `.none` is how the table asks whether `commit` is implemented: not a call
    // the tests follow.
    guard editingStyle != .none else { return }
    calls.append("commit \(editingStyle) \(indexPath.section).\(indexPath.row)")
    guard appliesCommits else { return }
    switch editingStyle {
    case .delete:
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    case .insert:
      let new = IndexPath(row: indexPath.row + 1, section: indexPath.section)
      sections[new.section].insert("New", at: new.row)
      tableView.insertRows(at: [new], with: .automatic)
    case .none:
      break
    }
  }
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    // A row moved onto itself is how the table asks whether `moveRowAt` is implemented.
    guard sourceIndexPath != destinationIndexPath else { return }
    calls.append(
      "move \(sourceIndexPath.section).\(sourceIndexPath.row) to "
        + "\(destinationIndexPath.section).\(destinationIndexPath.row)")
    let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
  }
  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  { styles[indexPath] ?? .delete }
  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { deleteTitle ?? "Delete" }
  func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  { indents?.contains(indexPath) ?? true }
  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
    calls.append("willBeginEditing \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
    calls.append("didEndEditing \(indexPath.map { "\($0.section).\($0.row)" } ?? "nil")")
  }
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { leadingActions?(indexPath) }
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { trailingActions?(indexPath) }
  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    redirect?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    calls.append("accessoryButtonTapped \(indexPath.section).\(indexPath.row)")
  }
  func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    calls.append("scrollViewWillBeginDragging")
  }
}

/// A 320 × 480 table of 44-point rows on a manual clock, with the fixed-advance screen, fed by
/// an `EditingTableSource`, and helpers to play input frame by frame.
@MainActor
struct EditingHarness {
  let table: TableView
  let source: EditingTableSource
  let clock = ManualClock(now: 100)
  let fps: Double = 60

  init(
    _ sections: [[String]], size: CGSize = CGSize(width: 320, height: 480),
    style: TableView.Style = .plain, layoutDirection: LayoutDirection = .leftToRight,
    configure: (EditingTableSource) -> Void = { _ in }
  ) {
    source = EditingTableSource(sections)
    configure(source)
    table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.screen = ViewTesting.screen(layoutDirection: layoutDirection)
    table.clock = clock
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
  }

  /// Rows named "A", "B", ... in one section.
  init(rows: Int, configure: (EditingTableSource) -> Void = { _ in }) {
    let names = (0..<rows).map {
      String(UnicodeScalar(UInt8(65 + $0 % 26))) + ($0 >= 26 ? "\($0)" : "")
    }
    self.init([names], configure: configure)
  }

  func cell(_ row: Int, section: Int = 0) -> TableViewCell? {
    table.cellForRow(at: IndexPath(row: row, section: section))
  }

  func title(_ row: Int, section: Int = 0) -> String? {
    cell(row, section: section)?.textLabel?.text
  }

  /// The driver that plays input into the table.
  var driver: TableTestDriver { TableTestDriver(table: table, clock: clock, fps: fps) }

  /// Advances the clock by one frame and lays out.
  func frame() { driver.frame() }

  /// Advances frame by frame for `seconds`.
  func run(for seconds: TimeInterval) { driver.run(for: seconds) }

  func send(_ event: InputEvent) { driver.send(event) }

  func down(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 1) {
    driver.down(location, kind: kind, id: id)
  }
  func move(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 1) {
    driver.move(location, kind: kind, id: id)
  }
  func up(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 1) {
    driver.up(location, kind: kind, id: id)
  }

  /// A drag from `start` by `delta` over `duration`, one move per frame, then (after resting
  /// `pause` seconds) released unless `lifts` is false.
  func drag(
    from start: CGPoint, by delta: CGPoint, duration: TimeInterval, pause: TimeInterval = 0,
    kind: PointerKind = .touch, lifts: Bool = true
  ) {
    driver.drag(
      from: start, by: delta, duration: duration, kind: kind, pause: pause, lifts: lifts)
  }

  /// A quick tap at `location`.
  func tap(_ location: CGPoint, kind: PointerKind = .touch) { driver.tap(location, kind: kind) }
}
