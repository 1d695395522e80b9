import Foundation
import Testing

@testable import TableKit

/// The batch between two snapshots: valid by the table's own rules, mapping every item that
/// stays to its new place, and moving as few items as the orders allow.
@Suite struct SnapshotDifferenceTests {
  // MARK: - Random pairs

  @Test(arguments: 0..<40 as Range<UInt64>)
  func theBatchBetweenRandomSnapshotsIsValidAndTakesEveryItemToItsNewPlace(seed: UInt64) {
    var random = SeededGenerator(seed: 80_000 + seed)
    var ids = DiffableIDSource()
    var old = SnapshotModel.random(ids: &ids, using: &random)
    for step in 0..<60 {
      let new = old.randomChange(ids: &ids, using: &random)
      if let fault = Self.firstFault(from: old.snapshot, to: new.snapshot) {
        Issue.record("seed \(80_000 + seed), step \(step): \(fault)\nold: \(old)\nnew: \(new)")
        return
      }
      old = new
      old.reloadedSections = []
      old.reloadedItems = []
      old.reconfiguredItems = []
    }
  }

  /// The first way the difference from `old` to `new` is wrong; nil when none.
  static func firstFault(from old: TestSnapshot, to new: TestSnapshot) -> String? {
    let difference = SnapshotDifference(from: old, to: new)
    let plan: UpdatePlan
    do {
      plan = try UpdatePlan(
        difference.batchUpdate, rowCountsBefore: rowCounts(old), rowCountsAfter: rowCounts(new))
    } catch {
      return "the table refuses the batch: \(error)\n\(difference.batchUpdate)"
    }
    let reloadedSections = Set(new.reloadedSectionIdentifiers)
    let reloadedItems = Set(new.reloadedItemIdentifiers)
    let reloadedPairs = Set(plan.reloadedRows.map { [$0.old, $0.new] })
    for (index, section) in old.sectionIdentifiers.enumerated() {
      let expected = reloadedSections.contains(section) ? nil : new.indexOfSection(section)
      let mapped = plan.newSection(forOld: index)
      guard mapped == expected || reloadedSections.contains(section) else {
        return "section \(section) goes to \(String(describing: mapped))"
      }
      for item in old.itemIdentifiers(inSection: section) {
        guard let oldPath = old.indexPath(of: item) else { return "lost \(item)" }
        let newSection = new.sectionIdentifier(containingItem: item)
        let mapped = plan.newIndexPath(forOld: oldPath)
        // An item that goes with its old section, or comes with its new one, is deleted (and
        // inserted): the plan maps it nowhere.
        let leavesWithSection = reloadedSections.contains(section)
        let comesWithSection = newSection.map {
          reloadedSections.contains($0) || old.indexOfSection($0) == nil
        }
        if leavesWithSection || comesWithSection != false {
          guard mapped == nil else { return "item \(item) should leave its old row" }
          continue
        }
        if reloadedItems.contains(item), let newPath = new.indexPath(of: item),
          mapped == nil,
          reloadedPairs.contains([oldPath, newPath])
            || (difference.deletedRows.contains(oldPath)
              && difference.insertedRows.contains(newPath))
        {
          continue
        }
        guard mapped == new.indexPath(of: item) else {
          return "item \(item) goes from \(oldPath) to \(String(describing: mapped)), expected "
            + "\(String(describing: new.indexPath(of: item)))\n\(difference.batchUpdate)"
        }
      }
    }
    for item in new.itemIdentifiers where old.indexPath(of: item) == nil {
      guard let newPath = new.indexPath(of: item), plan.oldIndexPath(forNew: newPath) == nil else {
        return "new item \(item) is said to come from an old row"
      }
    }
    for path in difference.reconfiguredRows {
      guard let item = new.item(at: path), new.reconfiguredItemIdentifiers.contains(item) else {
        return "reconfigured \(path), not marked"
      }
    }
    return nil
  }

  static func rowCounts(_ snapshot: TestSnapshot) -> [Int] {
    snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) }
  }

  // MARK: - Few moves

  @Test func everyOrderOfFiveItemsMovesOnlyThoseOutsideTheLongestOrderedRun() {
    let items = [0, 1, 2, 3, 4]
    for order in Self.permutations(items) {
      let old = SnapshotModel([.init(id: "A", items: items)]).snapshot
      let new = SnapshotModel([.init(id: "A", items: order)]).snapshot
      let difference = SnapshotDifference(from: old, to: new)
      let expected = items.count - Self.longestIncreasingLength(order)
      #expect(difference.movedRows.count == expected, "order \(order)")
      #expect(difference.deletedRows.isEmpty && difference.insertedRows.isEmpty)
      #expect(Self.firstFault(from: old, to: new) == nil, "order \(order)")
    }
  }

  @Test func everyOrderOfFourSectionsMovesOnlyThoseOutsideTheLongestOrderedRun() {
    let names = ["A", "B", "C", "D"]
    for order in Self.permutations(names.indices.map { $0 }) {
      let old = SnapshotModel(names.enumerated().map { .init(id: $1, items: [$0]) }).snapshot
      let new = SnapshotModel(order.map { .init(id: names[$0], items: [$0]) }).snapshot
      let difference = SnapshotDifference(from: old, to: new)
      #expect(difference.movedSections.count == 4 - Self.longestIncreasingLength(order))
      #expect(difference.movedRows.isEmpty, "rows move with their sections")
      #expect(Self.firstFault(from: old, to: new) == nil, "order \(order)")
    }
  }

  @Test func insertionsAndDeletionsAroundItemsMoveNothing() {
    let old = SnapshotModel([.init(id: "A", items: [1, 2, 3, 4])]).snapshot
    let new = SnapshotModel([.init(id: "A", items: [0, 1, 3, 5, 4, 6])]).snapshot
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.movedRows.isEmpty)
    #expect(difference.deletedRows == [IndexPath(row: 1, section: 0)])
    #expect(
      difference.insertedRows == [0, 3, 5].map { IndexPath(row: $0, section: 0) })
  }

  @Test func anItemChangingSectionIsOneMove() {
    let old = SnapshotModel([.init(id: "A", items: [1, 2]), .init(id: "B", items: [3])]).snapshot
    let new = SnapshotModel([.init(id: "B", items: [3, 2]), .init(id: "A", items: [1])]).snapshot
    let difference = SnapshotDifference(from: old, to: new)
    #expect(
      difference.movedRows == [
        .init(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 0))
      ])
    #expect(difference.movedSections.count == 1)
    #expect(Self.firstFault(from: old, to: new) == nil)
  }

  @Test func aReloadedItemThatMovesIsDeletedAndInserted() {
    let old = SnapshotModel([.init(id: "A", items: [1, 2, 3])]).snapshot
    var new = SnapshotModel([.init(id: "A", items: [3, 1, 2])]).snapshot
    new.reloadItems([3, 1])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.movedRows.isEmpty)
    #expect(difference.reloadedRows == [IndexPath(row: 0, section: 0)])
    #expect(difference.deletedRows == [IndexPath(row: 2, section: 0)])
    #expect(difference.insertedRows == [IndexPath(row: 0, section: 0)])
    #expect(Self.firstFault(from: old, to: new) == nil)
  }

  // MARK: - Helpers

  static func permutations(_ values: [Int]) -> [[Int]] {
    guard values.count > 1 else { return [values] }
    return values.indices.flatMap { index in
      var rest = values
      let first = rest.remove(at: index)
      return permutations(rest).map { [first] + $0 }
    }
  }

  /// The length of the longest increasing subsequence, by brute force over subsets.
  static func longestIncreasingLength(_ values: [Int]) -> Int {
    (0..<(1 << values.count)).map { mask in
      let chosen = values.indices.filter { mask & (1 << $0) != 0 }.map { values[$0] }
      return zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 } ? chosen.count : 0
    }.max() ?? 0
  }
}
