import Foundation
import Testing

@testable import TableKit

/// A data source and delegate over a fixed shape that records every delegate call, in order.
@MainActor
final class RecordingTableSource: TableViewDataSource, TableViewDelegate {
  var rowsPerSection: [Int]
  var headerTitles: [String?]
  var footerTitles: [String?]
  var indexTitles: [String]?
  var calls: [String] = []
  var willSelect: ((IndexPath) -> IndexPath?)?
  var willDeselect: ((IndexPath) -> IndexPath?)?
  var rowHeight: ((IndexPath) -> CGFloat)?
  var estimatedRowHeight: ((IndexPath) -> CGFloat)?
  var accessory: TableViewCell.AccessoryType = .none
  var canFocus: ((IndexPath) -> Bool)?
  var cellsRequested = 0
  var heightsRequested = 0
  /// Scroll callbacks only, for tests that look at them alone.
  var scrollCalls: [String] { calls.filter { $0.hasPrefix("scroll") } }

  init(rows: [Int], headers: [String?] = [], footers: [String?] = [], indexTitles: [String]? = nil)
  {
    rowsPerSection = rows
    headerTitles = headers
    footerTitles = footers
    self.indexTitles = indexTitles
  }

  func numberOfSections(in tableView: TableView) -> Int { rowsPerSection.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellsRequested += 1
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row) of section \(indexPath.section)"
    cell.accessoryType = accessory
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    section < headerTitles.count ? headerTitles[section] : nil
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    section < footerTitles.count ? footerTitles[section] : nil
  }
  func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let rowHeight else { return TableView.unimplementedDimension }
    heightsRequested += 1
    return rowHeight(indexPath)
  }
  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    estimatedRowHeight?(indexPath) ?? TableView.unimplementedDimension
  }
  func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool {
    canFocus?(indexPath) ?? true
  }
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    calls.append("shouldHighlight \(indexPath.section).\(indexPath.row)")
    return true
  }
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    calls.append("didUnhighlight \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willSelect \(indexPath.section).\(indexPath.row)")
    return willSelect.map { $0(indexPath) } ?? indexPath
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willDeselect \(indexPath.section).\(indexPath.row)")
    return willDeselect.map { $0(indexPath) } ?? indexPath
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    calls.append("accessoryButtonTapped \(indexPath.section).\(indexPath.row)")
  }
  func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append("scrollViewDidScroll") }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    calls.append("scrollViewWillBeginDragging")
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    calls.append("scrollViewDidEndDragging willDecelerate=\(decelerate)")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    calls.append("scrollViewWillBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    calls.append("scrollViewDidEndDecelerating")
  }
  func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    calls.append("scrollViewDidScrollToTop")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    calls.append("scrollViewDidEndScrollingAnimation")
  }
}

/// A table on a manual clock, with helpers to play input frame by frame.
@MainActor
struct TableHarness {
  let table: TableView
  let source: RecordingTableSource
  let clock = ManualClock()
  var fps: Double = 60

  init(
    rows: [Int], style: TableView.Style = .plain, size: CGSize = CGSize(width: 320, height: 480),
    headers: [String?] = [], footers: [String?] = [], indexTitles: [String]? = nil,
    rowHeight: CGFloat = 44, estimatedRowHeight: CGFloat = 0,
    rowHeightFromDelegate: ((IndexPath) -> CGFloat)? = nil
  ) {
    source = RecordingTableSource(
      rows: rows, headers: headers, footers: footers, indexTitles: indexTitles)
    table = TableView(frame: CGRect(origin: .zero, size: size), style: style)
    table.clock = clock
    table.rowHeight = rowHeight
    table.estimatedRowHeight = estimatedRowHeight
    source.rowHeight = rowHeightFromDelegate
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
  }

  /// The driver that plays input into the table.
  var driver: TableTestDriver { TableTestDriver(table: table, clock: clock, fps: fps) }

  /// Advances the clock by one frame and lays out.
  func frame() { driver.frame() }

  /// Advances frame by frame for `seconds`.
  func run(for seconds: TimeInterval) { driver.run(for: seconds) }

  /// Runs frames until the content rests (at most `limit` seconds); returns the offsets seen.
  @discardableResult
  func runUntilIdle(limit: TimeInterval = 10) -> [CGFloat] { driver.runUntilIdle(limit: limit) }

  func send(_ event: InputEvent) { driver.send(event) }

  /// A finger (or mouse) drag from `start` moving by `delta` over `duration` at the frame rate,
  /// sampled every frame, then released (after resting `pause` seconds).
  func drag(
    from start: CGPoint, by delta: CGPoint, duration: TimeInterval, kind: PointerKind = .touch,
    pause: TimeInterval = 0, id: Int = 1
  ) {
    driver.drag(from: start, by: delta, duration: duration, kind: kind, pause: pause, id: id)
  }

  /// A quick tap at `location`.
  func tap(_ location: CGPoint, kind: PointerKind = .touch, id: Int = 1) {
    driver.tap(location, kind: kind, id: id)
  }
}

/// Counts notifications of one name from one object while it is alive.
final class NotificationCounter: @unchecked Sendable {
  // Notifications arrive on the posting thread: the main actor in these tests.
  private(set) var count = 0
  private var observer: NSObjectProtocol?

  init(_ name: Notification.Name, object: AnyObject) {
    observer = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
      [unowned self] _ in self.count += 1
    }
  }

  deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }
}
