import Foundation
import Testing

@testable import TableKit

/// Snapshot operations against the plain array model: random sequences of valid and invalid
/// calls, the queries after each, the refused calls' messages, and building at scale.
@Suite struct DiffableDataSourceSnapshotTests {
  // MARK: - Against the model

  @Test(arguments: 0..<40 as Range<UInt64>)
  func randomOperationsChangeTheSnapshotAsTheyChangeTheArrayModel(seed: UInt64) {
    var random = SeededGenerator(seed: 70_000 + seed)
    var snapshot = TestSnapshot()
    var model = SnapshotModel()
    var log: [String] = []
    for step in 0..<150 {
      let errorsBefore = snapshot.errors.count
      let (call, isValid) = Self.randomOperation(&snapshot, &model, using: &random)
      log.append(call)
      let refused = snapshot.errors.count - errorsBefore
      let fault =
        refused != (isValid ? 0 : 1)
        ? "refused \(refused) times; the model says the call is \(isValid ? "valid" : "invalid")"
        : Self.firstDifference(snapshot, model)
      if let fault {
        let calls = log.joined(separator: "\n")
        Issue.record("seed \(70_000 + seed), step \(step): \(fault)\nmodel: \(model)\n\(calls)")
        return
      }
    }
  }

  /// One random call, made on both the snapshot and the model; says whether the model found
  /// it valid (an invalid call leaves the model as it was).
  static func randomOperation(
    _ snapshot: inout TestSnapshot, _ model: inout SnapshotModel,
    using random: inout SeededGenerator
  ) -> (String, Bool) {
    // Identifiers: mostly present ones, sometimes unknown ones, from a small range so that
    // repeats happen.
    let section = { (random: inout SeededGenerator) in "S\(Int.random(in: 0..<8, using: &random))" }
    let item = { (random: inout SeededGenerator) in Int.random(in: 0..<40, using: &random) }
    let sectionList = { (random: inout SeededGenerator) in
      (0..<Int.random(in: 0...2, using: &random)).map { _ in section(&random) }
    }
    let itemList = { (random: inout SeededGenerator) in
      (0..<Int.random(in: 0...3, using: &random)).map { _ in item(&random) }
    }
    let sectionIDs = Set(model.sections.map(\.id))
    let itemIDs = Set(model.allItems)
    func new<T: Hashable>(_ ids: [T], _ present: Set<T>) -> Bool {
      Set(ids).count == ids.count && present.isDisjoint(with: ids)
    }
    let before = Bool.random(using: &random)
    let offset = before ? 0 : 1
    switch Int.random(in: 0..<14, using: &random) {
    case 0:
      let ids = sectionList(&random)
      snapshot.appendSections(ids)
      guard new(ids, sectionIDs) else { return ("appendSections(\(ids))", false) }
      model.sections += ids.map { SnapshotModel.Section(id: $0, items: []) }
      return ("appendSections(\(ids))", true)
    case 1:
      let (ids, anchor) = (sectionList(&random), section(&random))
      if before {
        snapshot.insertSections(ids, beforeSection: anchor)
      } else {
        snapshot.insertSections(ids, afterSection: anchor)
      }
      let call = "insertSections(\(ids), \(before ? "before" : "after")Section: \(anchor))"
      guard let index = model.sectionIndex(anchor), new(ids, sectionIDs) else {
        return (call, false)
      }
      model.sections.insert(
        contentsOf: ids.map { SnapshotModel.Section(id: $0, items: []) }, at: index + offset)
      return (call, true)
    case 2:
      let ids = sectionList(&random)
      snapshot.deleteSections(ids)
      guard sectionIDs.isSuperset(of: ids) else { return ("deleteSections(\(ids))", false) }
      model.sections.removeAll { ids.contains($0.id) }
      model.dropMarks()
      return ("deleteSections(\(ids))", true)
    case 3:
      let (moved, anchor) = (section(&random), section(&random))
      if before {
        snapshot.moveSection(moved, beforeSection: anchor)
      } else {
        snapshot.moveSection(moved, afterSection: anchor)
      }
      let call = "moveSection(\(moved), \(before ? "before" : "after")Section: \(anchor))"
      guard let from = model.sectionIndex(moved), model.sectionIndex(anchor) != nil,
        moved != anchor
      else { return (call, false) }
      let content = model.sections.remove(at: from)
      model.sections.insert(content, at: (model.sectionIndex(anchor) ?? 0) + offset)
      return (call, true)
    case 4:
      let ids = sectionList(&random)
      snapshot.reloadSections(ids)
      guard sectionIDs.isSuperset(of: ids) else { return ("reloadSections(\(ids))", false) }
      for id in ids where !model.reloadedSections.contains(id) { model.reloadedSections.append(id) }
      return ("reloadSections(\(ids))", true)
    case 5, 6:
      let ids = itemList(&random)
      let target = Bool.random(using: &random) ? nil : section(&random)
      snapshot.appendItems(ids, toSection: target)
      let call = "appendItems(\(ids), toSection: \(target ?? "nil"))"
      let index = target.map { model.sectionIndex($0) } ?? model.sections.indices.last
      guard let index, new(ids, itemIDs) else { return (call, false) }
      model.sections[index].items += ids
      return (call, true)
    case 7:
      let (ids, anchor) = (itemList(&random), item(&random))
      if before {
        snapshot.insertItems(ids, beforeItem: anchor)
      } else {
        snapshot.insertItems(ids, afterItem: anchor)
      }
      let call = "insertItems(\(ids), \(before ? "before" : "after")Item: \(anchor))"
      guard let path = model.location(of: anchor), new(ids, itemIDs) else { return (call, false) }
      model.sections[path.section].items.insert(contentsOf: ids, at: path.row + offset)
      return (call, true)
    case 8:
      let ids = itemList(&random)
      snapshot.deleteItems(ids)
      guard itemIDs.isSuperset(of: ids) else { return ("deleteItems(\(ids))", false) }
      for index in model.sections.indices {
        model.sections[index].items.removeAll(where: ids.contains)
      }
      model.dropMarks()
      return ("deleteItems(\(ids))", true)
    case 9:
      let (moved, anchor) = (item(&random), item(&random))
      if before {
        snapshot.moveItem(moved, beforeItem: anchor)
      } else {
        snapshot.moveItem(moved, afterItem: anchor)
      }
      let call = "moveItem(\(moved), \(before ? "before" : "after")Item: \(anchor))"
      guard let from = model.location(of: moved), model.location(of: anchor) != nil,
        moved != anchor
      else { return (call, false) }
      model.sections[from.section].items.remove(at: from.row)
      if let to = model.location(of: anchor) {
        model.sections[to.section].items.insert(moved, at: to.row + offset)
      }
      return (call, true)
    case 10:
      let ids = itemList(&random)
      snapshot.reloadItems(ids)
      guard itemIDs.isSuperset(of: ids) else { return ("reloadItems(\(ids))", false) }
      for id in ids where !model.reloadedItems.contains(id) { model.reloadedItems.append(id) }
      return ("reloadItems(\(ids))", true)
    case 11:
      let ids = itemList(&random)
      snapshot.reconfigureItems(ids)
      guard itemIDs.isSuperset(of: ids) else { return ("reconfigureItems(\(ids))", false) }
      for id in ids where !model.reconfiguredItems.contains(id) {
        model.reconfiguredItems.append(id)
      }
      return ("reconfigureItems(\(ids))", true)
    case 12 where Int.random(in: 0..<4, using: &random) == 0:
      snapshot.deleteAllItems()
      model = SnapshotModel()
      return ("deleteAllItems()", true)
    default:
      return ("(nothing)", true)
    }
  }

  /// The first query on which the snapshot and the model disagree; nil when none.
  static func firstDifference(_ snapshot: TestSnapshot, _ model: SnapshotModel) -> String? {
    guard SnapshotModel(snapshot) == model else { return "content: \(SnapshotModel(snapshot))" }
    guard snapshot.numberOfSections == model.sections.count,
      snapshot.numberOfItems == model.allItems.count, snapshot.itemIdentifiers == model.allItems
    else { return "counts or itemIdentifiers" }
    for (index, section) in model.sections.enumerated() {
      guard snapshot.indexOfSection(section.id) == index,
        snapshot.numberOfItems(inSection: section.id) == section.items.count
      else { return "section \(section.id)" }
      for item in section.items
      where snapshot.sectionIdentifier(containingItem: item) != section.id
        || snapshot.indexOfItem(item) != model.allItems.firstIndex(of: item)
      {
        return "item \(item)"
      }
    }
    let unknownItem = (0..<41).first { !model.allItems.contains($0) } ?? -1
    guard snapshot.indexOfItem(unknownItem) == nil,
      snapshot.sectionIdentifier(containingItem: unknownItem) == nil,
      snapshot.indexOfSection("unknown") == nil,
      snapshot.numberOfItems(inSection: "unknown") == 0,
      snapshot.itemIdentifiers(inSection: "unknown").isEmpty
    else { return "a query about an unknown identifier" }
    // The content decides equality, as a snapshot built again from the model shows.
    guard model.snapshot == snapshot else { return "== with a snapshot rebuilt from the model" }
    return nil
  }

  // MARK: - Examples

  @Test func appendingItemsWithoutASectionGoesToTheLastSection() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2])
    snapshot.appendItems([3], toSection: "A")
    #expect(snapshot.itemIdentifiers(inSection: "A") == [3])
    #expect(snapshot.itemIdentifiers(inSection: "B") == [1, 2])
    #expect(snapshot.itemIdentifiers == [3, 1, 2])
    #expect(snapshot.indexOfItem(2) == 2)
    #expect(snapshot.errors.isEmpty)
  }

  @Test func deletingAnItemDropsItsReloadAndReconfigureMarks() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 2, 3])
    snapshot.reloadItems([1, 2])
    snapshot.reconfigureItems([3])
    snapshot.deleteItems([2, 3])
    #expect(snapshot.reloadedItemIdentifiers == [1])
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func deleteAllItemsRemovesTheSectionsToo() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot == TestSnapshot())
  }

  @Test func movingAnItemAfterTheLastOfAnotherSectionAppendsItThere() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2], toSection: "A")
    snapshot.appendItems([3, 4], toSection: "B")
    snapshot.moveItem(1, afterItem: 4)
    #expect(snapshot.itemIdentifiers(inSection: "A") == [2])
    #expect(snapshot.itemIdentifiers(inSection: "B") == [3, 4, 1])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "B")
  }

  // MARK: - Bad input

  @Test func aDuplicateItemIsRefusedWithUIKitsWordsAndChangesNothing() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 2])
    let before = snapshot
    snapshot.appendItems([3, 2, 3])
    #expect(snapshot == before)
    #expect(
      snapshot.errors.map(\.description) == [
        "appendItems(_:toSection:): supplied item identifiers are not unique. Duplicate "
          + "identifiers: {(2, 3)}"
      ])
  }

  @Test func aDuplicateSectionIsRefused() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A"])
    snapshot.insertSections(["B", "A"], beforeSection: "A")
    #expect(snapshot.sectionIdentifiers == ["A"])
    #expect(
      snapshot.errors.first?.reason == .duplicateSectionIdentifiers(["A"]))
  }

  @Test func appendingItemsWhenThereIsNoSectionIsRefused() {
    var snapshot = TestSnapshot()
    snapshot.appendItems([1])
    #expect(snapshot.numberOfItems == 0)
    #expect(
      snapshot.errors.map(\.description) == [
        "appendItems(_:toSection:): There are currently no sections in the data source. Please "
          + "add a section first."
      ])
  }

  @Test func unknownSectionsAndItemsAreRefusedByName() {
    var snapshot = TestSnapshot()
    snapshot.appendSections(["A"])
    snapshot.appendItems([1, 2])
    let before = snapshot
    snapshot.appendItems([3], toSection: "Z")
    snapshot.insertItems([3], beforeItem: 9)
    snapshot.deleteItems([1, 9])
    snapshot.moveItem(9, afterItem: 1)
    snapshot.moveItem(1, afterItem: 1)
    snapshot.reloadItems([9])
    snapshot.deleteSections(["Z"])
    snapshot.moveSection("A", beforeSection: "Z")
    #expect(snapshot == before)
    #expect(
      snapshot.errors.map(\.description) == [
        "appendItems(_:toSection:): Attempted to append items to section identifier that does "
          + "not exist in the snapshot: Z",
        "insertItems(_:beforeItem:): Attempted to insert before item identifier that does not "
          + "exist in the snapshot: 9",
        "deleteItems(_:): Attempted to delete item identifier that does not exist in the "
          + "snapshot: 9",
        "moveItem(_:afterItem:): Attempted to move item identifier that does not exist in the "
          + "snapshot: 9",
        "moveItem(_:afterItem:): Attempted to move identifier relative to itself: 1",
        "reloadItems(_:): Attempted to reload item identifier that does not exist in the "
          + "snapshot: 9",
        "deleteSections(_:): Attempted to delete section identifier that does not exist in the "
          + "snapshot: Z",
        "moveSection(_:beforeSection:): Attempted to move before section identifier that does "
          + "not exist in the snapshot: Z",
      ])
  }

  // MARK: - Scale

  @Test func buildingASnapshotOfAHundredThousandItemsIsFast() {
    let clock = ContinuousClock()
    var snapshot = TestSnapshot()
    let elapsed = clock.measure {
      snapshot.appendSections((0..<100).map { "S\($0)" })
      for section in 0..<100 {
        snapshot.appendItems(Array(section * 1000..<(section + 1) * 1000), toSection: "S\(section)")
      }
      // Lookups stay cheap at this size.
      for item in stride(from: 0, to: 100_000, by: 997) {
        _ = snapshot.sectionIdentifier(containingItem: item)
        _ = snapshot.indexOfItem(item)
      }
    }
    #expect(snapshot.numberOfItems == 100_000)
    #expect(snapshot.indexOfItem(99_999) == 99_999)
    #expect(snapshot.sectionIdentifier(containingItem: 54_321) == "S54")
    // A linear search per append would take minutes; an index takes milliseconds (debug build).
    #expect(elapsed < .seconds(5), "took \(elapsed)")
  }
}
