import Foundation
import Testing

@testable import TableKit

/// A registered header class that counts the views made of it and their reuses.
@MainActor
final class CountingHeaderView: TableViewHeaderFooterView {
  /// Called with every view made.
  static var onInit: ((CountingHeaderView) -> Void)?
  private(set) var reuseCount = 0

  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    Self.onInit?(self)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// Custom header (and optionally footer) views, as ported UIKit code gives them: dequeued from
/// a registered class, or plain views made on every call. It counts what the table asks.
@MainActor
final class CustomHeaderSource: TableViewDataSource, TableViewDelegate {
  enum Kind { case registered, plainViews }
  var rows: [Int]
  let kind: Kind
  var headerHeight: CGFloat?
  var footers = false
  /// `viewForHeaderInSection` calls, by section.
  var headerAsks: [Int] = []
  var footerAsks: [Int] = []
  /// Views this source or the registered class made.
  var madeViews: [View] = []
  /// Display calls, in order ("will 3", "end 3", "willFooter 3"...).
  var displayCalls: [String] = []

  init(rows: [Int], kind: Kind = .registered) {
    self.rows = rows
    self.kind = kind
  }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? TableViewCell(style: .default, reuseIdentifier: "row")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeight ?? TableView.unimplementedDimension
  }
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    footers ? (headerHeight ?? TableView.unimplementedDimension) : 0
  }
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    headerAsks.append(section)
    return view(title: "Section \(section)", in: tableView)
  }
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    guard footers else { return nil }
    footerAsks.append(section)
    return view(title: "End of \(section)", in: tableView)
  }

  private func view(title: String, in tableView: TableView) -> View {
    switch kind {
    case .registered:
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "custom")!
      view.textLabel?.text = title
      return view
    case .plainViews:
      // A colored bar of a fixed height, made anew on every call.
      let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
      view.backgroundColor = .systemBlue
      madeViews.append(view)
      return view
    }
  }

  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  {
    displayCalls.append("will \(section)")
  }
  func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
  ) {
    displayCalls.append("end \(section)")
  }
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
  {
    displayCalls.append("willFooter \(section)")
  }
  func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
  ) {
    displayCalls.append("endFooter \(section)")
  }
}

/// Header and footer views are asked for once per appearance and reused, as in UIKit (issue 13,
/// item 4).
@MainActor
@Suite(.serialized)
struct HeaderFooterReuseTests {
  /// A plain table on a manual clock over `source`, laid out once, its headers and footers
  /// measured at a reload (estimates of 0; UIKit's default estimates are tested in
  /// AutomaticEstimateDefaultTests).
  private func table(
    _ source: CustomHeaderSource, style: TableView.Style = .plain, rowHeight: CGFloat = 30,
    height: CGFloat = 480
  ) -> (TableView, ManualClock) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    let clock = ManualClock()
    table.clock = clock
    table.rowHeight = rowHeight
    table.estimatedSectionHeaderHeight = 0
    table.estimatedSectionFooterHeight = 0
    table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "custom")
    // Weakly: the class keeps its closure after the test, and a source held there would leak.
    CountingHeaderView.onInit = { [weak source] in source?.madeViews.append($0) }
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, clock)
  }

  /// Scrolls by `step` points a frame until the content's end, checking after each frame.
  private func scrollThrough(
    _ table: TableView, _ clock: ManualClock, step: CGFloat, check: () -> Void = {}
  ) {
    // (The end moves as estimated heights are measured.)
    var end: CGFloat { table.contentSize.height - table.bounds.height }
    while table.contentOffset.y < end {
      clock.advance(by: 1.0 / 60)
      table.contentOffset = CGPoint(x: 0, y: min(end, table.contentOffset.y + step))
      table.layoutIfNeeded()
      check()
    }
  }

  private func onScreenHeaderViews(_ table: TableView) -> Int {
    table.realizer.visibleHeaders.count + table.realizer.visibleFooters.count
  }

  // MARK: - The first screen

  @Test(arguments: [true, false])
  func theFirstScreenAsksOncePerHeader(automaticHeight: Bool) {
    // Eight sections of one 30-point row under a 28-point header: 464 points, all on screen.
    let source = CustomHeaderSource(rows: Array(repeating: 1, count: 8))
    source.headerHeight = automaticHeight ? nil : 28
    let (table, _) = table(source)
    // Measured or not, each header is asked for once, and the view measured is the one shown.
    #expect(source.headerAsks == Array(0..<8))
    #expect(source.madeViews.count == 8)
    #expect(source.displayCalls == (0..<8).map { "will \($0)" })
    for section in 0..<8 {
      let view = table.displayedHeaderView(forSection: section)
      #expect(view === source.madeViews[section], "section \(section)")
      #expect(view?.frame.height == 28)
    }
  }

  @Test func plainViewsAreAskedForOnceEachAndDroppedWhenTheyLeave() {
    let source = CustomHeaderSource(rows: Array(repeating: 2, count: 40), kind: .plainViews)
    let (table, clock) = table(source)
    // Their heights are automatic and have no estimate: every section is measured with the
    // view it gives (30 points tall), and those of the first screen (the 90-point sections 0
    // to 5) are shown without asking again.
    #expect(source.headerAsks == Array(0..<40))
    #expect(source.displayCalls == (0..<6).map { "will \($0)" })
    let first = source.madeViews[0]
    #expect(table.displayedHeaderView(forSection: 0) === first)
    scrollThrough(table, clock, step: 20)
    // A view without an identifier goes when it leaves: off the table, in no queue.
    #expect(first.superview == nil)
    #expect(table.realizer.visibleHeaders.values.allSatisfy { $0 !== first })
    // Each appearance asked once (the 40 measurements at the reload aside, 6 of them shown).
    let appearances = source.displayCalls.filter { $0.hasPrefix("will") }.count
    #expect(appearances == 40)
    #expect(source.headerAsks.count == 40 + appearances - 6)
  }

  // MARK: - A long scroll

  @Test(arguments: [true, false])
  func aLongScrollMakesNoMoreViewsThanFitOnScreen(automaticHeight: Bool) {
    // 200 sections of three rows: a header every 118 points, five on screen at most.
    let source = CustomHeaderSource(rows: Array(repeating: 3, count: 200))
    source.headerHeight = automaticHeight ? nil : 28
    let (table, clock) = table(source)
    var mostOnScreen = onScreenHeaderViews(table)
    scrollThrough(table, clock, step: 45) {
      mostOnScreen = max(mostOnScreen, onScreenHeaderViews(table))
    }
    #expect(mostOnScreen <= 6)
    #expect(source.madeViews.count <= mostOnScreen + 3, "\(source.madeViews.count) views made")
    // Once per appearance: the first screen's headers came from the measuring.
    let appearances = source.displayCalls.filter { $0.hasPrefix("will") }.count
    #expect(appearances == 200)
    let measured = automaticHeight ? 200 : 0
    let shownFromMeasuring =
      automaticHeight
      ? table.layout.sectionsWithVisibleHeaders(
        in: CGRect(x: 0, y: 0, width: 320, height: 480)
      ).count : 0
    #expect(source.headerAsks.count == measured + appearances - shownFromMeasuring)
  }

  @Test func estimatedHeadersAreAskedForOnceAsTheyComeNearTheScreen() {
    // Automatic heights with an estimate: a header is measured as it comes near the screen,
    // with the view then shown.
    let source = CustomHeaderSource(rows: Array(repeating: 3, count: 200))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let clock = ManualClock()
    table.clock = clock
    table.rowHeight = 30
    table.estimatedSectionHeaderHeight = 20
    table.register(CountingHeaderView.self, forHeaderFooterViewReuseIdentifier: "custom")
    // Weakly: the class keeps its closure after the test, and a source held there would leak.
    CountingHeaderView.onInit = { [weak source] in source?.madeViews.append($0) }
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    #expect(source.headerAsks.count < 10, "only those near the screen: \(source.headerAsks)")
    scrollThrough(table, clock, step: 45)
    let appearances = source.displayCalls.filter { $0.hasPrefix("will") }.count
    #expect(appearances == 200)
    #expect(source.headerAsks.count == appearances)
    #expect(Set(source.headerAsks).count == 200)
    #expect(source.madeViews.count <= 10)
  }

  @Test func aFastScrollReusesTheViewThatLeftForTheOneThatCame() {
    let source = CustomHeaderSource(rows: Array(repeating: 3, count: 200))
    source.headerHeight = 28
    let (table, clock) = table(source)
    // A screen and more a frame: every header on screen leaves as others come.
    scrollThrough(table, clock, step: 600)
    #expect(source.madeViews.count <= onScreenHeaderViews(table) + 5)
  }

  @Test func viewsThatLeftComeBackThroughTheQueueAfterPrepareForReuse() throws {
    let source = CustomHeaderSource(rows: Array(repeating: 3, count: 30))
    source.headerHeight = 28
    let (table, clock) = table(source)
    let first = try #require(table.displayedHeaderView(forSection: 0) as? CountingHeaderView)
    #expect(first.reuseCount == 0)
    // Section 0 scrolls away; its view goes to the queue and comes back for a later section.
    clock.advance(by: 1.0 / 60)
    table.contentOffset = CGPoint(x: 0, y: 118 * 5)
    table.layoutIfNeeded()
    #expect(table.displayedHeaderView(forSection: 0) == nil)
    let reused = (0..<30).compactMap { table.displayedHeaderView(forSection: $0) }.filter { $0 === first }
    #expect(reused.count == 1)
    #expect(first.reuseCount == 1)
    #expect(first.textLabel?.text?.hasPrefix("Section ") == true)
    #expect(first.superview === table)
  }

  @Test func dequeueingHandsOutAViewThatLeft() throws {
    // Five short sections, then a long one.
    let source = CustomHeaderSource(rows: [3, 3, 3, 3, 3, 100])
    source.headerHeight = 28
    let (table, clock) = table(source)
    let first = try #require(table.displayedHeaderView(forSection: 0))
    #expect(source.madeViews.count == 5)
    // Into the long section: its header alone shows, in one of the five views that left; the
    // other four wait in the queue.
    clock.advance(by: 1.0 / 60)
    table.contentOffset = CGPoint(x: 0, y: 1_500)
    table.layoutIfNeeded()
    #expect(table.displayedHeaderView(forSection: 5) != nil)
    #expect(source.madeViews.count == 5)
    var dequeued: [View] = []
    for _ in 0..<4 {
      dequeued += [table.dequeueReusableHeaderFooterView(withIdentifier: "custom")].compactMap {
        $0
      }
    }
    #expect(dequeued.contains { $0 === first })
    #expect(source.madeViews.count == 5, "all four came from the queue")
    #expect(dequeued.allSatisfy { $0 !== table.displayedHeaderView(forSection: 5) })
  }

  // MARK: - On screen

  @Test func aFloatingHeaderKeepsItsViewWhileItsSectionIsOnScreen() throws {
    // One long section under a short one: its header floats for 2,000 points.
    let source = CustomHeaderSource(rows: [2, 70, 2])
    source.headerHeight = 28
    let (table, clock) = table(source)
    let floating = try #require(table.displayedHeaderView(forSection: 1))
    var offset: CGFloat = 0
    while offset < 1_800 {
      offset += 37
      clock.advance(by: 1.0 / 60)
      table.contentOffset = CGPoint(x: 0, y: offset)
      table.layoutIfNeeded()
      #expect(table.displayedHeaderView(forSection: 1) === floating)
      // In its place below section 0, then pinned at the top.
      #expect(floating.frame.minY == max(88, offset))
    }
    #expect(source.headerAsks.filter { $0 == 1 }.count == 1, "never asked again")
    #expect(source.displayCalls.filter { $0 == "will 1" }.count == 1)
  }

  @Test func willAndDidEndDisplayingComeOncePerAppearanceInTurn() {
    let source = CustomHeaderSource(rows: Array(repeating: 3, count: 60))
    source.headerHeight = 28
    source.footers = true
    let (table, clock) = table(source)
    scrollThrough(table, clock, step: 23)
    // Back up, the other way.
    while table.contentOffset.y > 0 {
      clock.advance(by: 1.0 / 60)
      table.contentOffset = CGPoint(x: 0, y: max(0, table.contentOffset.y - 31))
      table.layoutIfNeeded()
    }
    for (prefix, end, views) in [
      ("will ", "end ", table.realizer.visibleHeaders),
      ("willFooter ", "endFooter ", table.realizer.visibleFooters),
    ] {
      for section in 0..<60 {
        let calls = source.displayCalls.filter {
          $0 == "\(prefix)\(section)" || $0 == "\(end)\(section)"
        }
        #expect(!calls.isEmpty, "section \(section) showed")
        // will, end, will, end... ending with will for a view on screen now.
        for (index, call) in calls.enumerated() {
          #expect(call.hasPrefix(index % 2 == 0 ? prefix : end), "\(calls)")
        }
        #expect(calls.count % 2 == (views[section] == nil ? 0 : 1), "\(prefix)\(section): \(calls)")
      }
    }
    // Asked once per appearance.
    #expect(source.headerAsks.count == source.displayCalls.filter { $0.hasPrefix("will ") }.count)
    #expect(
      source.footerAsks.count == source.displayCalls.filter { $0.hasPrefix("willFooter ") }.count)
  }

  // MARK: - Reading again

  @Test func reloadingSectionsAsksAgainForThoseOnly() throws {
    let source = CustomHeaderSource(rows: Array(repeating: 1, count: 8))
    let (table, clock) = table(source)
    source.headerAsks = []
    let before = try #require(table.displayedHeaderView(forSection: 2))
    table.reloadSections(IndexSet(integer: 2), with: .none)
    clock.advance(by: 1.0 / 60)
    table.layoutIfNeeded()
    #expect(source.headerAsks == [2])
    let after = try #require(table.displayedHeaderView(forSection: 2))
    #expect(after !== before)
    #expect(table.displayedHeaderView(forSection: 3) === source.madeViews[3])
    source.headerAsks = []
    table.reloadData()
    table.layoutIfNeeded()
    #expect(source.headerAsks == Array(0..<8))
    #expect(source.madeViews.count <= 9, "the views that left came back from the queue")
  }

  @Test func readingHeightsAgainMeasuresTheViewsOnScreen() {
    let source = CustomHeaderSource(rows: Array(repeating: 1, count: 8))
    let (table, clock) = table(source)
    source.headerAsks = []
    // The idiom for heights that changed: an empty batch reads every height again.
    table.beginUpdates()
    table.endUpdates()
    clock.advance(by: 1)
    table.layoutIfNeeded()
    #expect(source.headerAsks == [], "the headers on screen measured themselves")
    // So does a new width, with rows that size themselves.
    table.rowHeight = TableView.automaticDimension
    table.layoutIfNeeded()
    source.headerAsks = []
    table.frame.size.width = 300
    table.layoutIfNeeded()
    #expect(source.headerAsks.allSatisfy { table.displayedHeaderView(forSection: $0) == nil })
    #expect(table.displayedHeaderView(forSection: 0)?.frame.width == 300)
  }
}
