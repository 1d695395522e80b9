import Foundation

/// What changes between two snapshots, as the operations of one batch update of a table that
/// shows the first and whose data source now gives the second: deletions, reloads and move
/// sources by index paths before the update, insertions, move destinations and
/// reconfigurations by index paths after it, in UIKit's rules, so that `UpdatePlan` accepts it.
///
/// The story, for the old snapshot O and the new one N:
/// 1. Sections only in O are deleted, sections only in N inserted. Of the sections in both,
///    the longest run that keeps its order stays; the others move. A section marked for reload
///    is reloaded where it stays, or deleted and inserted where it moves (a batch cannot move
///    and reload one section). Deleted, inserted and reloaded sections take their rows with
///    them: none of their rows is named again.
/// 2. Items only in O are deleted, items only in N inserted, and so are items that leave or
///    join a section that comes or goes as a whole. Items that change section move. Of the
///    items that stay in their section, the longest run that keeps its order stays and the
///    others move, so an item whose order among its neighbours is unchanged is never moved.
/// 3. An item marked for reload is reloaded where it stays, or deleted and inserted where it
///    moves. An item marked for reconfiguring that is neither new nor reloaded is reconfigured
///    at its new index path, after the batch.
struct SnapshotDifference: Equatable, Sendable {
  /// Sections deleted, by index before the update.
  var deletedSections = IndexSet()
  /// Sections inserted, by index after the update.
  var insertedSections = IndexSet()
  /// Sections moved, from an index before the update to one after it.
  var movedSections: [Move<Int>] = []
  /// Sections reloaded, by index before the update.
  var reloadedSections = IndexSet()
  /// Rows deleted, by index path before the update.
  var deletedRows: [IndexPath] = []
  /// Rows inserted, by index path after the update.
  var insertedRows: [IndexPath] = []
  /// Rows moved, from an index path before the update to one after it.
  var movedRows: [Move<IndexPath>] = []
  /// Rows reloaded, by index path before the update.
  var reloadedRows: [IndexPath] = []
  /// Rows whose cells are reconfigured after the update, by index path after it.
  var reconfiguredRows: [IndexPath] = []

  /// A move from a place before the update to one after it.
  struct Move<Place: Hashable & Sendable>: Hashable, Sendable {
    var from: Place
    var to: Place
  }

  /// Whether the batch has nothing to do (reconfigurations aside).
  var isBatchEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && movedRows.isEmpty && reloadedRows.isEmpty
  }

  /// The batch as `BatchUpdate` records it, for validating with `UpdatePlan`.
  var batchUpdate: BatchUpdate {
    var update = BatchUpdate()
    update.deleteSections(deletedSections)
    update.insertSections(insertedSections)
    for move in movedSections { update.moveSection(move.from, toSection: move.to) }
    update.reloadSections(reloadedSections)
    update.deleteRows(at: deletedRows)
    update.insertRows(at: insertedRows)
    for move in movedRows { update.moveRow(at: move.from, to: move.to) }
    update.reloadRows(at: reloadedRows)
    return update
  }
}

extension SnapshotDifference {
  /// The difference that turns a table showing `old` into one showing `new`.
  /// - Parameters:
  ///   - old: The snapshot the table shows.
  ///   - new: The snapshot to show; its reload and reconfigure marks count, `old`'s do not.
  /// - Complexity: O(n log n) for n items in both snapshots.
  init<Section, Item>(
    from old: DiffableDataSourceSnapshot<Section, Item>,
    to new: DiffableDataSourceSnapshot<Section, Item>
  ) {
    // 1. Sections.
    var whole = Set<Section>()  // sections whose rows come, go or reload with them
    for (index, section) in old.sections.enumerated() where new.sectionIndexes[section] == nil {
      deletedSections.insert(index)
      whole.insert(section)
    }
    for (index, section) in new.sections.enumerated() where old.sectionIndexes[section] == nil {
      insertedSections.insert(index)
      whole.insert(section)
    }
    let common = old.sections.compactMap { section in
      new.sectionIndexes[section].map { (section: section, new: $0) }
    }
    let staying = longestIncreasingRun(common.map(\.new))
    for (position, pair) in common.enumerated() {
      guard let oldIndex = old.sectionIndexes[pair.section] else { continue }
      let reloads = new.reloadedSectionSet.contains(pair.section)
      if reloads { whole.insert(pair.section) }
      switch (staying.contains(position), reloads) {
      case (true, false): break
      case (true, true): reloadedSections.insert(oldIndex)
      case (false, false): movedSections.append(Move(from: oldIndex, to: pair.new))
      case (false, true):
        deletedSections.insert(oldIndex)
        insertedSections.insert(pair.new)
      }
    }

    // 2. Items leaving or joining, and items changing section.
    var sameSection: [Int: [(item: Item, old: Int, new: Int)]] = [:]  // by new section index
    var moved: [(item: Item, move: Move<IndexPath>)] = []
    for (sectionIndex, section) in old.sections.enumerated() where !whole.contains(section) {
      for (row, item) in old.itemsBySection[sectionIndex].enumerated() {
        let oldPath = IndexPath(row: row, section: sectionIndex)
        guard let location = new.itemLocations[item], !whole.contains(location.section),
          let newPath = new.indexPath(of: item)
        else {
          deletedRows.append(oldPath)
          continue
        }
        if location.section == section {
          sameSection[newPath.section, default: []].append((item, row, newPath.row))
        } else {
          moved.append((item, Move(from: oldPath, to: newPath)))
        }
      }
    }
    for (sectionIndex, section) in new.sections.enumerated() where !whole.contains(section) {
      for (row, item) in new.itemsBySection[sectionIndex].enumerated() {
        if let location = old.itemLocations[item], !whole.contains(location.section) { continue }
        insertedRows.append(IndexPath(row: row, section: sectionIndex))
      }
    }

    // 3. Items that stay in their section: all but the longest ordered run move.
    var stayingItems: [(item: Item, path: IndexPath)] = []
    for (newSection, items) in sameSection.sorted(by: { $0.key < $1.key }) {
      guard let oldSection = old.sectionIndexes[new.sections[newSection]] else { continue }
      let kept = longestIncreasingRun(items.map(\.new))
      for (position, entry) in items.enumerated() {
        let oldPath = IndexPath(row: entry.old, section: oldSection)
        let newPath = IndexPath(row: entry.new, section: newSection)
        if kept.contains(position) {
          stayingItems.append((entry.item, oldPath))
        } else {
          moved.append((entry.item, Move(from: oldPath, to: newPath)))
        }
      }
    }

    // 4. Reloads and reconfigurations.
    for (item, oldPath) in stayingItems {
      if new.reloadedItemSet.contains(item) {
        reloadedRows.append(oldPath)
      } else if new.reconfiguredItemSet.contains(item), let newPath = new.indexPath(of: item) {
        reconfiguredRows.append(newPath)
      }
    }
    for (item, move) in moved {
      if new.reloadedItemSet.contains(item) {
        deletedRows.append(move.from)
        insertedRows.append(move.to)
      } else {
        movedRows.append(move)
        if new.reconfiguredItemSet.contains(item) { reconfiguredRows.append(move.to) }
      }
    }
  }
}

/// The positions of a longest strictly increasing subsequence of `values` (patience sorting).
/// - Complexity: O(n log n).
func longestIncreasingRun(_ values: [Int]) -> IndexSet {
  // tails[k]: the position of the smallest value ending an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = Array(repeating: -1, count: values.count)
  for (position, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var run = IndexSet()
  var position = tails.last ?? -1
  while position >= 0 {
    run.insert(position)
    position = previous[position]
  }
  return run
}
