import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The tasks scene: a diffable data source of task identifiers, where taps and swipe actions
/// change the list and the table follows through animated snapshots, without a warning or an
/// invalid update on the way.
@MainActor
@Suite(.serialized)
struct TasksSceneTests {
  typealias Section = TasksScene.Section

  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// The scene's table, its controller and data source, and its clock; warnings and invalid
  /// updates are recorded as issues.
  struct Fixture {
    let table: TableView
    let scene: TasksScene
    let dataSource: TableViewDiffableDataSource<Section, TasksScene.Task.ID>
    let clock: ManualClock
  }

  private func fixture() throws -> Fixture {
    let size = CGSize(width: 375, height: 667)
    let canvas = try snapshotter.canvas(size: size)
    let clock = ManualClock(now: 5)
    let view = TasksScene.scene.makePreparedView(
      size: size, screen: canvas.makeScreen(), clock: clock)
    let table = try #require(view as? SceneTableView)
    table.warningHandler = { Issue.record("warning: \($0)") }
    table.invalidUpdateHandler = { Issue.record("invalid update: \($0)") }
    let scene = try #require(table.controller as? TasksScene)
    let dataSource = try #require(
      table.dataSource as? TableViewDiffableDataSource<Section, TasksScene.Task.ID>)
    return Fixture(table: table, scene: scene, dataSource: dataSource, clock: clock)
  }

  private func step(_ fixture: Fixture, _ seconds: TimeInterval = 0.5) {
    fixture.clock.advance(by: seconds)
    fixture.table.layoutIfNeeded()
  }

  /// The middle of a row, in the table's view coordinates.
  private func center(of indexPath: IndexPath, in table: TableView) -> CGPoint {
    let rect = table.rectForRow(at: indexPath)
    return CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
  }

  private func tap(_ fixture: Fixture, at location: CGPoint) {
    fixture.table.handle(.pointerDown(id: 1, location: location, kind: .touch))
    step(fixture, 1.0 / 60)
    fixture.table.handle(.pointerUp(id: 1, location: location, kind: .touch))
    step(fixture)
  }

  /// A finger from `x` across a row by `dx` a frame for twelve frames, lifted where it ends.
  private func swipe(_ fixture: Fixture, row indexPath: IndexPath, from x: CGFloat, by dx: CGFloat)
  {
    let y = center(of: indexPath, in: fixture.table).y
    fixture.table.handle(.pointerDown(id: 1, location: CGPoint(x: x, y: y), kind: .touch))
    for frame in 1...12 {
      step(fixture, 1.0 / 60)
      let location = CGPoint(x: x + dx * CGFloat(frame), y: y)
      fixture.table.handle(.pointerMoved(id: 1, location: location, kind: .touch))
    }
    fixture.table.handle(
      .pointerUp(id: 1, location: CGPoint(x: x + dx * 12, y: y), kind: .touch))
    step(fixture)
  }

  /// The list configuration a row's cell shows.
  private func content(at indexPath: IndexPath, in table: TableView) throws
    -> ListContentConfiguration
  {
    let cell = try #require(table.cellForRow(at: indexPath), "no cell at \(indexPath)")
    return try #require(cell.contentConfiguration as? ListContentConfiguration)
  }

  /// The table has the snapshot's sections and rows, and every cell on screen shows the task
  /// its row's identifier names, as a fresh cell would.
  private func expectTableFollowsTheList(_ fixture: Fixture) throws {
    let snapshot = fixture.dataSource.snapshot()
    let list = fixture.scene.makeSnapshot()
    #expect(
      snapshot.sectionIdentifiers == list.sectionIdentifiers, "the data source shows the list")
    #expect(snapshot.itemIdentifiers == list.itemIdentifiers, "the data source shows the list")
    #expect(fixture.table.numberOfSections == snapshot.numberOfSections)
    for (index, section) in snapshot.sectionIdentifiers.enumerated() {
      #expect(
        fixture.table.numberOfRows(inSection: index) == snapshot.numberOfItems(inSection: section))
    }
    for indexPath in fixture.table.indexPathsForVisibleRows ?? [] {
      let id = try #require(fixture.dataSource.itemIdentifier(for: indexPath))
      let task = try #require(fixture.scene.list[id])
      let shown = try content(at: indexPath, in: fixture.table)
      #expect(shown.text == task.title, "\(indexPath)")
      #expect(shown.secondaryText == task.note, "\(indexPath)")
      #expect(shown.image?.name == (task.isDone ? "task-done" : "task-open"), "\(indexPath)")
    }
  }

  // MARK: - Tests

  @Test func theFirstSnapshotHasTodayUpcomingAndDoneByIdentifier() throws {
    let fixture = try fixture()
    let snapshot = fixture.dataSource.snapshot()
    #expect(fixture.table.style == .insetGrouped)
    #expect(snapshot.sectionIdentifiers == [.today, .upcoming, .done])
    #expect(snapshot.itemIdentifiers(inSection: .today) == [1, 2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: .upcoming) == [6, 7, 8, 9])
    #expect(snapshot.itemIdentifiers(inSection: .done) == [11, 10], "most recently done first")
    #expect(fixture.dataSource.tableView(fixture.table, titleForHeaderInSection: 1) == "Upcoming")
    let first = try content(at: IndexPath(row: 0, section: 0), in: fixture.table)
    #expect(first.text == "Call the dentist")
    #expect(first.secondaryText == "Today, 9:00")
    #expect(first.image?.name == "task-open")
    try expectTableFollowsTheList(fixture)
    #expect(TaskList() == TaskList(), "the list is the same on every run")
  }

  @Test func theSKeySortsOpenTasksByTitleAndBackMovingTheirCells() throws {
    let fixture = try fixture()
    let snapshot = fixture.dataSource.snapshot()
    let today = snapshot.itemIdentifiers(inSection: .today)
    let titles = { (ids: [TasksScene.Task.ID]) in ids.compactMap { fixture.scene.list[$0]?.title } }
    let firstCell = fixture.table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(fixture.table.handle(.key(.character("s"), modifiers: [])))
    step(fixture)
    let sorted = fixture.dataSource.snapshot().itemIdentifiers(inSection: .today)
    #expect(titles(sorted) == titles(today).sorted())
    #expect(Set(sorted) == Set(today))
    // The first task keeps its cell wherever it went: the rows moved, nothing reloaded.
    let place = try #require(fixture.dataSource.indexPath(for: today[0]))
    #expect(fixture.table.cellForRow(at: place) === firstCell)
    fixture.table.handle(.key(.character("s"), modifiers: []))
    step(fixture)
    #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: .today) == today)
  }

  @Test func tappingATaskMovesItToTheTopOfDoneInItsOwnCellAndBack() throws {
    let fixture = try fixture()
    let dentist = IndexPath(row: 0, section: 0)
    let cell = try #require(fixture.table.cellForRow(at: dentist))
    tap(fixture, at: center(of: dentist, in: fixture.table))
    let snapshot = fixture.dataSource.snapshot()
    #expect(snapshot.itemIdentifiers(inSection: .today) == [2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: .done) == [1, 11, 10])
    #expect(fixture.table.indexPathForSelectedRow == nil)
    let done = IndexPath(row: 0, section: 2)
    fixture.table.scrollToRow(at: done, at: .bottom, animated: false)
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.cellForRow(at: done) === cell, "the row moved, it was not reloaded")
    let shown = try content(at: done, in: fixture.table)
    #expect(shown.text == "Call the dentist")
    #expect(shown.secondaryText == "Completed")
    #expect(shown.image?.name == "task-done")
    #expect(shown.textProperties.color == .secondaryLabel)
    try expectTableFollowsTheList(fixture)

    tap(fixture, at: center(of: done, in: fixture.table))
    #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: .today) == [1, 2, 3, 4, 5])
    fixture.table.scrollToRow(at: dentist, at: .top, animated: false)
    fixture.table.layoutIfNeeded()
    #expect(try content(at: dentist, in: fixture.table).secondaryText == "Today, 9:00")
    try expectTableFollowsTheList(fixture)
  }

  @Test func aFullSwipeTowardLeadingDeletesTheTask() throws {
    let fixture = try fixture()
    swipe(fixture, row: IndexPath(row: 1, section: 0), from: 350, by: -30)
    #expect(fixture.scene.list[2] == nil, "Water the plants is gone")
    #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: .today) == [1, 3, 4, 5])
    #expect(fixture.table.visibleCells.allSatisfy { !$0.showingDeleteConfirmation })
    try expectTableFollowsTheList(fixture)
  }

  @Test func tomorrowPostponesATaskToUpcomingAndTodayBringsItBack() throws {
    let fixture = try fixture()
    // Open the row's actions: Delete at the edge, Tomorrow inside it.
    swipe(fixture, row: IndexPath(row: 0, section: 0), from: 340, by: -17)
    let y = center(of: IndexPath(row: 0, section: 0), in: fixture.table).y
    tap(fixture, at: CGPoint(x: 215, y: y))
    var snapshot = fixture.dataSource.snapshot()
    #expect(snapshot.itemIdentifiers(inSection: .today) == [2, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: .upcoming) == [1, 6, 7, 8, 9])
    let postponed = IndexPath(row: 0, section: 1)
    #expect(try content(at: postponed, in: fixture.table).secondaryText == "Tomorrow, 9:00")
    #expect(fixture.table.visibleCells.allSatisfy { !$0.showingDeleteConfirmation })
    try expectTableFollowsTheList(fixture)

    let configuration = try #require(
      fixture.scene.tableView(fixture.table, trailingSwipeActionsConfigurationForRowAt: postponed))
    #expect(configuration.actions.map(\.title) == ["Delete", "Today"])
    swipe(fixture, row: postponed, from: 340, by: -15)
    tap(fixture, at: CGPoint(x: 230, y: center(of: postponed, in: fixture.table).y))
    snapshot = fixture.dataSource.snapshot()
    #expect(snapshot.itemIdentifiers(inSection: .today) == [1, 2, 3, 4, 5])
    #expect(
      try content(at: IndexPath(row: 0, section: 0), in: fixture.table).secondaryText
        == "Today, 9:00")
    try expectTableFollowsTheList(fixture)
  }

  @Test func aFullSwipeTowardTrailingMarksATaskDone() throws {
    let fixture = try fixture()
    swipe(fixture, row: IndexPath(row: 2, section: 0), from: 30, by: 30)
    #expect(fixture.dataSource.snapshot().itemIdentifiers(inSection: .done) == [3, 11, 10])
    let done = try #require(
      fixture.scene.tableView(
        fixture.table, leadingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 2)))
    #expect(done.actions.map(\.title) == ["Not Done"])
    try expectTableFollowsTheList(fixture)
  }

  @Test func sectionsThatEmptyOutDisappearAndComeBack() throws {
    let fixture = try fixture()
    for _ in 0..<5 {
      tap(fixture, at: center(of: IndexPath(row: 0, section: 0), in: fixture.table))
      try expectTableFollowsTheList(fixture)
    }
    #expect(fixture.dataSource.snapshot().sectionIdentifiers == [.upcoming, .done])
    #expect(fixture.dataSource.tableView(fixture.table, titleForHeaderInSection: 0) == "Upcoming")
    for id in [1, 2, 3, 4, 5, 10, 11] { fixture.scene.delete(id) }
    step(fixture)
    #expect(fixture.dataSource.snapshot().sectionIdentifiers == [.upcoming])
    try expectTableFollowsTheList(fixture)
    // Bringing an upcoming task forward brings Today back, above Upcoming.
    fixture.scene.reschedule(9, to: .today)
    step(fixture)
    #expect(fixture.dataSource.snapshot().sectionIdentifiers == [.today, .upcoming])
    fixture.scene.toggleDone(6)
    step(fixture)
    #expect(fixture.dataSource.snapshot().sectionIdentifiers == [.today, .upcoming, .done])
    #expect(fixture.dataSource.tableView(fixture.table, titleForHeaderInSection: 2) == "Done")
    try expectTableFollowsTheList(fixture)
  }

  @Test func changesDuringAnAnimationAnimateFromWhereTheRowsAre() throws {
    let fixture = try fixture()
    fixture.scene.toggleDone(1)
    step(fixture, 0.1)
    fixture.scene.toggleDone(2)
    step(fixture, 0.1)
    fixture.scene.toggleDone(1)
    fixture.scene.delete(7)
    step(fixture)
    let snapshot = fixture.dataSource.snapshot()
    #expect(snapshot.itemIdentifiers(inSection: .today) == [1, 3, 4, 5])
    #expect(snapshot.itemIdentifiers(inSection: .done) == [2, 11, 10])
    try expectTableFollowsTheList(fixture)
  }
}
