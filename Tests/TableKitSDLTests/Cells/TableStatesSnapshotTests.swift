import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Pictures of the states a table passes through that the style goldens do not show: multiple
/// selection, keyboard focus, a long press, the section index while tracking, pull to refresh,
/// the scroll indicator, empty tables, no separators, a footer view, a background view, and @3x.
/// Each was looked at against iOS before it was recorded.
@MainActor
@Suite(.serialized)
struct TableStatesSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  // MARK: - Selection, focus, long press

  @Test func multipleSelectionWithCheckmarks() throws {
    let source = FruitStateSource()
    source.marksSelection = true
    source.accessory = .none
    let fixture = try StateFixture(snapshotter, source: source) { $0.allowsMultipleSelection = true }
    fixture.tap(CGPoint(x: 160, y: 66))
    fixture.tap(CGPoint(x: 160, y: 154))
    #expect(fixture.table.indexPathsForSelectedRows?.count == 2)
    try snapshotter.verify(fixture.render(), named: "selection-multiple-checkmarks")
  }

  @Test func theKeyboardFocusRing() throws {
    // Without selection following focus (TableKit's default, for kiosks), as on iOS, so that
    // the ring shows on a row that is not selected.
    let fixture = try StateFixture(snapshotter) { $0.selectionFollowsFocus = false }
    fixture.table.handle(.key(.down, modifiers: []))
    fixture.table.handle(.key(.down, modifiers: []))
    fixture.run(for: 0.4)
    try snapshotter.verify(fixture.render(), named: "focus-ring")
  }

  @Test func aLongPressHighlightsTheRow() throws {
    let fixture = try StateFixture(snapshotter)
    fixture.table.handle(.pointerDown(id: 1, location: CGPoint(x: 160, y: 110), kind: .touch))
    fixture.run(for: 0.6)
    try snapshotter.verify(fixture.render(), named: "long-press-highlight")
  }

  // MARK: - Scenes: the index, refreshing, the indicator

  private func contacts(height: CGFloat = 400) throws -> (TableView, ManualClock, OffscreenCanvas) {
    let size = CGSize(width: 375, height: height)
    let canvas = try snapshotter.canvas(size: size)
    let clock = ManualClock(now: 100)
    let view = ContactsScene.scene.makePreparedView(
      size: size, screen: canvas.makeScreen(), clock: clock)
    return (try #require(view as? TableView), clock, canvas)
  }

  private func step(_ table: TableView, _ clock: ManualClock, for seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
    }
  }

  @Test func theSectionIndexWhileTracking() throws {
    let (table, clock, canvas) = try contacts()
    let x = table.frame.width - 7
    table.handle(.pointerDown(id: 1, location: CGPoint(x: x, y: 150), kind: .touch))
    step(table, clock, for: 0.1)
    table.handle(.pointerMoved(id: 1, location: CGPoint(x: x, y: 230), kind: .touch))
    step(table, clock, for: 0.1)
    try snapshotter.verify(canvas.render(table), named: "section-index-tracking")
  }

  /// Pulls the contacts down by `distance` points over half a second, finger held.
  private func pull(_ table: TableView, _ clock: ManualClock, by distance: CGFloat) {
    table.handle(.pointerDown(id: 1, location: CGPoint(x: 150, y: 80), kind: .touch))
    for step in 1...30 {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
      table.handle(
        .pointerMoved(
          id: 1, location: CGPoint(x: 150, y: 80 + distance * CGFloat(step) / 30), kind: .touch))
    }
    clock.advance(by: 1.0 / 60)
    table.layoutIfNeeded()
  }

  @Test func theRefreshControlPulledPartWay() throws {
    let (table, clock, canvas) = try contacts(height: 300)
    pull(table, clock, by: 90)
    #expect(table.refreshControl?.isRefreshing == false)
    try snapshotter.verify(canvas.render(table), named: "refresh-pulled")
  }

  @Test func theRefreshControlRefreshingThenCollapsing() throws {
    let (table, clock, canvas) = try contacts(height: 300)
    pull(table, clock, by: 360)
    let control = try #require(table.refreshControl)
    #expect(control.isRefreshing)
    table.handle(.pointerUp(id: 1, location: CGPoint(x: 150, y: 440), kind: .touch))
    step(table, clock, for: 1)
    let spinning = FrameSheet.frames(
      of: table, on: canvas, clock: clock, at: [0, 0.1, 0.2, 0.3])
    control.endRefreshing()
    table.layoutIfNeeded()
    let collapsing = FrameSheet.frames(
      of: table, on: canvas, clock: clock, at: FrameSheet.rowAnimationTimes)
    try snapshotter.verifyEach([
      (spinning, "refresh-refreshing-frames"), (collapsing, "refresh-collapsing-frames"),
    ])
  }

  @Test func theScrollIndicatorMidScrollAndAtABottomBounce() throws {
    // A long list without a section index, whose column would share the indicator's edge.
    let names = (1...30).map { "Fruit \($0)" }
    let fixture = try StateFixture(snapshotter,
      size: CGSize(width: 320, height: 300), source: FruitStateSource(sections: [names]))
    let table = fixture.table
    // A slow drag up: the content follows the finger and the indicator shows.
    fixture.press(at: CGPoint(x: 150, y: 250), movingBy: CGPoint(x: 0, y: -200), steps: 20)
    fixture.run(for: 0.2)
    let mid = fixture.render()
    fixture.up(CGPoint(x: 150, y: 50))
    fixture.run(for: 1)
    // Past the bottom: the content is pulled up beyond its end and the indicator shortens.
    table.contentOffset = CGPoint(x: 0, y: table.maximumContentOffsetY)
    table.layoutIfNeeded()
    fixture.press(at: CGPoint(x: 150, y: 250), movingBy: CGPoint(x: 0, y: -200), steps: 20)
    fixture.run(for: 0.1)
    #expect(table.contentOffset.y > table.maximumContentOffsetY)
    let bounce = fixture.render()
    try snapshotter.verifyEach([
      (mid, "scroll-indicator-mid-scroll"), (bounce, "scroll-indicator-bottom-bounce"),
    ])
  }

  // MARK: - Empty, separators, footer and background views

  @Test func anEmptyPlainTableShowsItsExtraSeparators() throws {
    let fixture = try StateFixture(snapshotter, source: FruitStateSource(sections: [[]]))
    try snapshotter.verify(fixture.render(), named: "empty-plain")
  }

  @Test func anEmptyGroupedTable() throws {
    let fixture = try StateFixture(snapshotter, style: .grouped, source: FruitStateSource(sections: [[]]))
    try snapshotter.verify(fixture.render(background: .groupedBackground), named: "empty-grouped")
  }

  @Test func noSeparators() throws {
    let fixture = try StateFixture(snapshotter) { $0.separatorStyle = .none }
    try snapshotter.verify(fixture.render(), named: "separator-style-none")
  }

  @Test func aTableFooterViewHidesTheExtraSeparators() throws {
    let source = FruitStateSource(sections: [["Apple", "Banana", "Cherry"]])
    let fixture = try StateFixture(snapshotter, source: source) { table in
      let footer = Label(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      footer.text = "3 fruits"
      footer.textAlignment = .center
      footer.textColor = .secondaryLabel
      table.tableFooterView = footer
    }
    try snapshotter.verify(fixture.render(), named: "table-footer-view")
  }

  @Test func aBackgroundViewBehindTheRows() throws {
    let source = FruitStateSource(sections: [["Apple", "Banana"]])
    let fixture = try StateFixture(snapshotter, source: source) { table in
      let background = View(frame: .zero)
      background.backgroundColor = .groupedBackground
      let note = Label(frame: CGRect(x: 0, y: 180, width: 320, height: 24))
      note.text = "Pull down to look for more fruit"
      note.textAlignment = .center
      note.textColor = .secondaryLabel
      background.addSubview(note)
      table.backgroundView = background
      table.tableFooterView = View(frame: .zero)
    }
    try snapshotter.verify(fixture.render(), named: "background-view")
  }

  // MARK: - @3x

  @Test func aPlainAndAGroupedTableAtThreeTimesTheScale() throws {
    let plain = try StateFixture(snapshotter, scale: 3, source: FruitStateSource(titles: ["Fruit"]))
    let grouped = try StateFixture(snapshotter,
      style: .grouped, scale: 3,
      source: FruitStateSource(
        sections: [["Apple", "Banana"], ["Cherry", "Damson"]], titles: ["Fruit", "Stone fruit"]))
    let plainPicture = plain.render()
    let groupedPicture = grouped.render(background: .groupedBackground)
    try snapshotter.verifyEach([
      (plainPicture, "table-plain@3x"), (groupedPicture, "table-grouped@3x"),
    ])
  }
}
