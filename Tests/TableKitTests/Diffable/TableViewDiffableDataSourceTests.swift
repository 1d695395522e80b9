import Foundation
import Testing

@testable import TableKit

/// A table driven by a `TableViewDiffableDataSource`, headless on a manual clock: its rows,
/// cells and selection follow the snapshots applied, and nothing is ever reported.
@MainActor
@Suite(.serialized) struct TableViewDiffableDataSourceTests {
  @MainActor final class Fixture {
    let table: TableView
    let clock = ManualClock(now: 10)
    var dataSource: TableViewDiffableDataSource<String, Int>!
    /// The version of each item's content; a cell shows "item vN".
    var versions: [Int: Int] = [:]
    /// How often the cell provider was asked for each item.
    var provided: [Int: Int] = [:]
    var warnings: [String] = []
    var invalidUpdates: [TableViewError] = []

    init(height: CGFloat = 1200) {
      table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
      table.rowHeight = 44
      table.clock = clock
      table.warningHandler = { [unowned self] in warnings.append($0) }
      table.invalidUpdateHandler = { [unowned self] in invalidUpdates.append($0) }
      dataSource = TableViewDiffableDataSource(tableView: table) {
        [unowned self] tableView, indexPath, item in
        provided[item, default: 0] += 1
        return Self.cell(in: tableView, text: "\(item) v\(versions[item, default: 0])")
      }
      table.layoutIfNeeded()
    }

    /// A reused or new cell showing `text`.
    static func cell(in tableView: TableView, text: String) -> TableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row")
        ?? TableViewCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = text
      return cell
    }

    func step(_ seconds: TimeInterval) {
      clock.advance(by: seconds)
      table.layoutIfNeeded()
    }

    /// Drags the top row by its grabber (at the trailing edge) down by `distance` over 20
    /// frames, drops it and lets it settle.
    func dragFirstRowByItsGrabber(by distance: CGFloat) {
      let start = CGPoint(x: 320 - 20, y: 22)
      table.handle(.pointerDown(id: 1, location: start, kind: .touch))
      for step in 1...20 {
        self.step(1.0 / 60)
        let y = start.y + CGFloat(step) * distance / 20
        table.handle(.pointerMoved(id: 1, location: CGPoint(x: start.x, y: y), kind: .touch))
      }
      table.handle(
        .pointerUp(id: 1, location: CGPoint(x: start.x, y: start.y + distance), kind: .touch))
      self.step(0.5)
    }

    /// Where the table disagrees with `model`; nil when it shows exactly the model.
    func firstMismatch(with model: SnapshotModel) -> String? {
      guard table.numberOfSections == model.sections.count else {
        return "\(table.numberOfSections) sections"
      }
      let visible = Set(table.indexPathsForVisibleRows ?? [])
      for (section, content) in model.sections.enumerated() {
        guard table.numberOfRows(inSection: section) == content.items.count else {
          return "\(table.numberOfRows(inSection: section)) rows in section \(section)"
        }
        for (row, item) in content.items.enumerated() {
          let path = IndexPath(row: row, section: section)
          guard dataSource.itemIdentifier(for: path) == item,
            dataSource.indexPath(for: item) == path
          else { return "data source lookups of \(item)" }
          guard let cell = table.cellForRow(at: path) else {
            if visible.contains(path) { return "row \(path) is on screen without a cell" }
            continue
          }
          let expected = "\(item) v\(versions[item, default: 0])"
          guard cell.textLabel?.text == expected else {
            return "row \(path) shows \(cell.textLabel?.text ?? "nothing"), expected \(expected)"
          }
        }
      }
      guard SnapshotModel(dataSource.snapshot()) == SnapshotModel(model.sections) else {
        return "snapshot() is \(SnapshotModel(dataSource.snapshot()))"
      }
      guard warnings.isEmpty, invalidUpdates.isEmpty else {
        return "reported \(warnings) \(invalidUpdates)"
      }
      return nil
    }
  }

  // MARK: - Random pairs

  @Test(arguments: 0..<30 as Range<UInt64>)
  func randomSnapshotsShowTheirItemsAndKeepTheSelectionOnItsItem(seed: UInt64) {
    // Odd seeds use a short table, whose rows come on screen while updates animate.
    let fixture = Fixture(height: seed % 2 == 0 ? 1200 : 200)
    var random = SeededGenerator(seed: 90_000 + seed)
    var ids = DiffableIDSource()
    var model = SnapshotModel.random(ids: &ids, using: &random)
    fixture.dataSource.apply(model.snapshot, animatingDifferences: false)
    fixture.step(1.0 / 60)
    for step in 0..<30 {
      let next = model.randomChange(ids: &ids, using: &random)
      // Select an item that stays, when there is one.
      let selected = model.allItems.randomElement(using: &random)
      if let selected, let path = fixture.dataSource.indexPath(for: selected) {
        fixture.table.selectRow(at: path, animated: false, scrollPosition: .none)
      }
      for item in next.reloadedItems + next.reconfiguredItems {
        fixture.versions[item, default: 0] += 1
      }
      for section in next.reloadedSections {
        for item in next.sections.first(where: { $0.id == section })?.items ?? [] {
          fixture.versions[item, default: 0] += 1
        }
      }
      let animated = step % 3 != 2
      fixture.dataSource.apply(next.snapshot, animatingDifferences: animated)
      // Sometimes the next snapshot comes mid-animation.
      fixture.step(Bool.random(using: &random) ? 0.1 : 0.5)
      if Int.random(in: 0..<3, using: &random) != 0 { fixture.step(0.5) }
      let context = "seed \(90_000 + seed), step \(step), animated \(animated)"
      if let mismatch = fixture.firstMismatch(with: next) {
        Issue.record("\(context): \(mismatch)\nold: \(model)\nnew: \(next)")
        return
      }
      if let selected, Self.keepsItsRow(selected, from: model, to: next) {
        let expected = fixture.dataSource.indexPath(for: selected).map { [$0] }
        #expect(
          fixture.table.indexPathsForSelectedRows == expected,
          "\(context): the selection of \(selected)\nold: \(model)\nnew: \(next)")
      }
      if let path = fixture.table.indexPathForSelectedRow {
        fixture.table.deselectRow(at: path, animated: false)
      }
      model = next
      model.reloadedSections = []
      model.reloadedItems = []
      model.reconfiguredItems = []
    }
  }

  /// Whether an item keeps its row (and so its selection) from one model to the next: it
  /// stays, unreloaded, and neither its old nor its new section comes, goes or reloads.
  static func keepsItsRow(_ item: Int, from old: SnapshotModel, to new: SnapshotModel) -> Bool {
    guard let oldPath = old.location(of: item), let newPath = new.location(of: item) else {
      return false
    }
    let oldSection = old.sections[oldPath.section].id
    let newSection = new.sections[newPath.section].id
    return !new.reloadedItems.contains(item) && !new.reloadedSections.contains(oldSection)
      && !new.reloadedSections.contains(newSection) && new.sectionIndex(oldSection) != nil
      && old.sectionIndex(newSection) != nil
  }

  // MARK: - Examples

  static func model(_ sections: [(String, [Int])]) -> SnapshotModel {
    SnapshotModel(sections.map { SnapshotModel.Section(id: $0.0, items: $0.1) })
  }

  @Test func theInitializerMakesTheDataSourceTheTablesDataSource() {
    let fixture = Fixture()
    #expect(fixture.table.dataSource === fixture.dataSource)
    #expect(fixture.table.numberOfSections == 0)
    #expect(fixture.dataSource.defaultRowAnimation == .automatic)
  }

  @Test func anItemMovesAcrossSectionsAsOneAnimatedBatch() {
    let fixture = Fixture()
    let old = Self.model([("A", [1, 2, 3]), ("B", [4, 5])])
    fixture.dataSource.apply(old.snapshot, animatingDifferences: false)
    fixture.step(0.1)
    let cellOf2 = fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))
    var snapshot = fixture.dataSource.snapshot()
    snapshot.moveItem(2, afterItem: 4)
    var completed = false
    fixture.dataSource.apply(snapshot) { completed = true }
    // The same cell glides to its new row.
    #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellOf2)
    fixture.step(0.15)
    #expect(!completed)
    fixture.step(0.2)
    #expect(completed)
    #expect(fixture.firstMismatch(with: Self.model([("A", [1, 3]), ("B", [4, 2, 5])])) == nil)
  }

  @Test func applyingWithoutAnimationTakesEffectAtOnceAndKeepsTheSelection() {
    let fixture = Fixture()
    fixture.dataSource.apply(Self.model([("A", [1, 2, 3])]).snapshot, animatingDifferences: false)
    fixture.step(0.1)
    fixture.table.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    let new = Self.model([("A", [0, 3, 1])])
    var completed = false
    fixture.dataSource.apply(new.snapshot, animatingDifferences: false) { completed = true }
    fixture.step(1.0 / 60)
    #expect(completed)
    #expect(!fixture.table.needsAnimationFrame)
    #expect(fixture.table.animator.disappearingRows.isEmpty)
    #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
    #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(fixture.firstMismatch(with: new) == nil)
  }

  @Test func reloadingAnItemAsksTheCellProviderForANewCell() {
    let fixture = Fixture()
    fixture.dataSource.apply(Self.model([("A", [1, 2, 3])]).snapshot, animatingDifferences: false)
    fixture.step(0.1)
    let before = fixture.provided[2, default: 0]
    fixture.versions[2] = 1
    var snapshot = fixture.dataSource.snapshot()
    snapshot.reloadItems([2])
    fixture.dataSource.apply(snapshot)
    fixture.step(0.5)
    #expect(fixture.provided[2, default: 0] > before)
    #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "2 v1")
    #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
  }

  @Test func reconfiguringAnItemUpdatesItsCellInPlaceAndKeepsTheSelection() {
    let fixture = Fixture()
    fixture.dataSource.apply(Self.model([("A", [1, 2, 3])]).snapshot, animatingDifferences: false)
    fixture.step(0.1)
    let path = IndexPath(row: 1, section: 0)
    fixture.table.selectRow(at: path, animated: false, scrollPosition: .none)
    let cell = fixture.table.cellForRow(at: path)
    let before = fixture.provided[2, default: 0]
    fixture.versions[2] = 1
    var snapshot = fixture.dataSource.snapshot()
    snapshot.reconfigureItems([2])
    fixture.dataSource.apply(snapshot)
    // At once, in the same cell, with no row animation.
    #expect(fixture.provided[2, default: 0] == before + 1)
    #expect(fixture.table.cellForRow(at: path) === cell)
    #expect(cell?.textLabel?.text == "2 v1")
    #expect(fixture.table.animator.disappearingRows.isEmpty)
    fixture.step(0.5)
    #expect(fixture.table.indexPathsForSelectedRows == [path])
    #expect(cell?.isSelected == true)
    #expect(fixture.firstMismatch(with: Self.model([("A", [1, 2, 3])])) == nil)
  }

  @Test func reloadingASectionAsksForAllItsCellsAgain() {
    let fixture = Fixture()
    fixture.dataSource.apply(
      Self.model([("A", [1, 2]), ("B", [3])]).snapshot, animatingDifferences: false)
    fixture.step(0.1)
    fixture.versions[1] = 1
    fixture.versions[2] = 1
    var snapshot = fixture.dataSource.snapshot()
    snapshot.reloadSections(["A"])
    fixture.dataSource.apply(snapshot)
    fixture.step(0.5)
    #expect(fixture.firstMismatch(with: Self.model([("A", [1, 2]), ("B", [3])])) == nil)
  }

  @Test func applyingUsingReloadDataShowsTheSnapshotAndClearsTheSelection() {
    let fixture = Fixture()
    fixture.dataSource.apply(Self.model([("A", [1, 2])]).snapshot, animatingDifferences: false)
    fixture.step(0.1)
    fixture.table.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    let new = Self.model([("B", [2, 3]), ("A", [1])])
    var completed = false
    fixture.dataSource.applySnapshotUsingReloadData(new.snapshot) { completed = true }
    fixture.step(0.1)
    #expect(completed)
    #expect(fixture.table.indexPathsForSelectedRows == nil)
    #expect(fixture.firstMismatch(with: new) == nil)
    #expect(fixture.dataSource.sectionIdentifier(for: 0) == "B")
    #expect(fixture.dataSource.index(for: "A") == 1)
    #expect(fixture.dataSource.sectionIdentifier(for: 2) == nil)
  }

  // MARK: - Moving rows

  final class MovableDataSource: TableViewDiffableDataSource<String, Int> {
    // Rows the data source cannot edit stay out of editing, reorder control included.
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }
  }

  @Test func aRowTheUserMovedMovesItsItemInTheSnapshot() {
    let fixture = Fixture()
    let movable = MovableDataSource(tableView: fixture.table) { tableView, _, item in
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "\(item) v0"
      return cell
    }
    fixture.dataSource = movable
    movable.apply(
      Self.model([("A", [1, 2, 3]), ("B", [4])]).snapshot, animatingDifferences: false)
    fixture.step(0.1)
    // What the table tells its data source at the drop of a row dragged from A to B.
    movable.tableView(
      fixture.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    #expect(movable.snapshot().itemIdentifiers(inSection: "A") == [2, 3])
    #expect(movable.snapshot().itemIdentifiers(inSection: "B") == [4, 1])
    movable.tableView(
      fixture.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    #expect(movable.snapshot().itemIdentifiers(inSection: "A") == [3, 2])
    // A drop outside the snapshot changes nothing.
    movable.tableView(
      fixture.table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 1))
    #expect(movable.snapshot().itemIdentifiers == [3, 2, 4, 1])
  }

  @Test func aDraggedRowLeavesTheSnapshotAndTheTableInStep() {
    let fixture = Fixture()
    let movable = MovableDataSource(tableView: fixture.table) { tableView, _, item in
      let cell = Fixture.cell(in: tableView, text: "\(item) v0")
      cell.showsReorderControl = true
      return cell
    }
    fixture.dataSource = movable
    movable.apply(Self.model([("A", [1, 2, 3, 4])]).snapshot, animatingDifferences: false)
    fixture.table.setEditing(true, animated: false)
    fixture.step(0.5)
    // Drag row 0 by its grabber down past two rows.
    fixture.dragFirstRowByItsGrabber(by: 100)
    let items = movable.snapshot().itemIdentifiers
    #expect(items != [1, 2, 3, 4], "the drag moved the row")
    #expect(fixture.firstMismatch(with: Self.model([("A", items)])) == nil)
    // The next snapshot starts from the moved order: no inconsistency.
    var snapshot = movable.snapshot()
    snapshot.appendItems([5])
    movable.apply(snapshot)
    fixture.step(0.5)
    #expect(fixture.firstMismatch(with: Self.model([("A", items + [5])])) == nil)
  }

  // MARK: - Bad input

  @Test func refusedSnapshotCallsAreReportedOnApplyAndTheRestIsShown() {
    let fixture = Fixture()
    var snapshot = TestSnapshot()
    snapshot.appendItems([9])  // no section yet
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 2, 2])  // duplicate
    snapshot.appendItems([1, 2])
    snapshot.moveItem(7, beforeItem: 1)  // unknown
    fixture.dataSource.apply(snapshot)
    fixture.step(0.5)
    #expect(
      fixture.warnings == [
        "appendItems(_:toSection:): There are currently no sections in the data source. Please "
          + "add a section first.",
        "appendItems(_:toSection:): supplied item identifiers are not unique. Duplicate "
          + "identifiers: {(2)}",
        "moveItem(_:beforeItem:): Attempted to move item identifier that does not exist in the "
          + "snapshot: 7",
      ])
    fixture.warnings = []
    #expect(fixture.firstMismatch(with: Self.model([("A", [1, 2])])) == nil)
    // Reported once: the data source keeps no errors.
    #expect(fixture.dataSource.snapshot().errors.isEmpty)
  }

  @Test func aCellProviderThatGivesNoCellShowsAnEmptyCellWithAMessage() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.rowHeight = 44
    var warnings: [String] = []
    table.warningHandler = { warnings.append($0) }
    let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A"])
    snapshot.appendItems([1])
    dataSource.apply(snapshot)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
    #expect(
      warnings == [
        "the cell provider of TableViewDiffableDataSource returned nil for item 1 at "
          + "<NSIndexPath> {length = 2, path = 0 - 0}; an empty cell is shown instead"
      ])
  }
}

extension TableViewDiffableDataSourceTests {
  @Test func theAsyncApplyWithoutAnimationReturnsOnceTheTableShowsTheSnapshot() async {
    let fixture = Fixture()
    let model = Self.model([("A", [1, 2]), ("B", [3])])
    await fixture.dataSource.apply(model.snapshot, animatingDifferences: false)
    fixture.step(0.1)
    var next = model
    next.sections.swapAt(0, 1)
    await fixture.dataSource.apply(next.snapshot, animatingDifferences: false)
    #expect(fixture.table.numberOfSections == 2)
    fixture.step(0.1)
    #expect(fixture.firstMismatch(with: next) == nil)
  }
}

extension TableViewDiffableDataSourceTests {
  @Test func applyingAChangeToAHundredThousandItemsIsFast() {
    let fixture = Fixture(height: 480)
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems(Array(0..<50_000), toSection: "A")
    snapshot.appendItems(Array(50_000..<100_000), toSection: "B")
    fixture.dataSource.apply(snapshot, animatingDifferences: false)
    fixture.step(0.1)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      var next = fixture.dataSource.snapshot()
      next.deleteItems([3, 70_000])
      next.insertItems([-1], beforeItem: 0)
      next.moveItem(2, afterItem: 99_999)
      fixture.dataSource.apply(next)
      fixture.step(0.5)
    }
    #expect(fixture.table.numberOfRows(inSection: 0) == 49_999)
    #expect(fixture.table.numberOfRows(inSection: 1) == 50_000)
    #expect(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "-1 v0")
    #expect(fixture.warnings.isEmpty && fixture.invalidUpdates.isEmpty)
    #expect(elapsed < .seconds(5), "took \(elapsed)")
  }
}
