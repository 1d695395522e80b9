import Foundation

// How `UpdatePlan.init` checks a batch: the rules in the order of its `- Throws:`, each a
// short pass over the batch. Sections come first, as the rows' checks need to know where
// sections go. Index sets are handled as ranges until they are known to be in range, so a
// huge index set costs nothing before it is refused.

extension UpdatePlan {
  /// The checks of a batch, and what they leave for the plan.
  struct Builder {
    /// The batch.
    let update: BatchUpdate
    /// The rows of each section before the update.
    let before: [Int]
    /// The rows of each section after the update.
    let after: [Int]
    /// The rows deleted in sections that stay (reloads aside), once `planRows` has run.
    private(set) var survivingDeletions: [IndexPath] = []
    /// The rows inserted in sections that stay (reloads aside), once `planRows` has run.
    private(set) var survivingInsertions: [IndexPath] = []

    /// Refuses index paths that are not a section and a row, and negative counts.
    /// - Throws: `TableViewError.invalidUpdate`.
    init(_ update: BatchUpdate, before: [Int], after: [Int]) throws {
      for operation in update.operations {
        for indexPath in operation.indexPaths where indexPath.count != 2 {
          throw TableViewError.malformed(indexPath)
        }
      }
      for (counts, isAfter) in [(before, false), (after, true)] {
        if let section = counts.firstIndex(where: { $0 < 0 }) {
          throw TableViewError.negativeCount(counts[section], section: section, after: isAfter)
        }
      }
      self.update = update
      self.before = before
      self.after = after
    }

    // MARK: - Sections

    /// Checks the section operations and says where sections go.
    /// - Throws: `TableViewError.invalidUpdate`.
    func planSections() throws -> SectionMap {
      let (oldCount, newCount) = (before.count, after.count)
      var deleted = IndexSet()
      var inserted = IndexSet()
      var reloaded = IndexSet()
      var destinations: [Int: Int] = [:]
      var sources: [Int: Int] = [:]

      // 1. Sections named twice by one kind of operation (a second reload is harmless).
      for operation in update.operations {
        switch operation {
        case .deleteSections(let sections):
          if let twice = deleted.intersection(sections).first {
            throw TableViewError.duplicateSection("delete", twice)
          }
          deleted.formUnion(sections)
        case .insertSections(let sections):
          if let twice = inserted.intersection(sections).first {
            throw TableViewError.duplicateSection("insert", twice)
          }
          inserted.formUnion(sections)
        case .reloadSections(let sections):
          reloaded.formUnion(sections)
        case .moveSection(let from, let to):
          guard destinations[from] == nil else {
            throw TableViewError.duplicateSectionMoveSource(from)
          }
          if let other = sources[to] {
            throw TableViewError.duplicateSectionMoveDestination(other, from, to: to)
          }
          destinations[from] = to
          sources[to] = from
        default:
          break
        }
      }

      // 2. The number of sections (differences, not sums: huge index sets cannot overflow).
      //    UIKit's message counts a reload as one deletion and one insertion.
      guard newCount - oldCount == inserted.count - deleted.count else {
        throw TableViewError.sectionCount(
          before: oldCount, after: newCount, inserted: Self.sum(inserted.count, reloaded.count),
          deleted: Self.sum(deleted.count, reloaded.count))
      }

      // 3. Sections out of range, in the caller's order.
      for operation in update.operations {
        switch operation {
        case .deleteSections(let sections), .reloadSections(let sections):
          if let outside = Self.firstOutside(sections, count: oldCount) {
            throw TableViewError.deleteSectionOutOfRange(outside, count: oldCount)
          }
        case .insertSections(let sections):
          if let outside = Self.firstOutside(sections, count: newCount) {
            throw TableViewError.insertSectionOutOfRange(outside, count: newCount)
          }
        case .moveSection(let from, let to):
          guard from >= 0, from < oldCount else {
            throw TableViewError.moveSectionSourceOutOfRange(from, count: oldCount)
          }
          guard to >= 0, to < newCount else {
            throw TableViewError.moveSectionDestinationOutOfRange(from, to: to, count: newCount)
          }
        default:
          break
        }
      }

      // 4. Sections that two operations claim.
      if let both = deleted.intersection(reloaded).first {
        throw TableViewError.deleteAndReloadSection(both)
      }
      for (from, to) in destinations.sorted(by: { $0.key < $1.key }) {
        if deleted.contains(from) { throw TableViewError.moveFromRemovedSection("delete", from) }
        if reloaded.contains(from) { throw TableViewError.moveFromRemovedSection("reload", from) }
        if inserted.contains(to) { throw TableViewError.insertAndMoveSection(to) }
      }

      return SectionMap(
        oldCount: oldCount, newCount: newCount, deleted: SortedIndexes(deleted),
        reloaded: SortedIndexes(reloaded), inserted: SortedIndexes(inserted),
        vacated: SortedIndexes(deleted.union(IndexSet(destinations.keys))),
        claimed: SortedIndexes(inserted.union(IndexSet(sources.keys))),
        destinations: destinations, sources: sources)
    }

    /// `a + b`, or `Int.max` when that overflows.
    static func sum(_ a: Int, _ b: Int) -> Int {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .max : sum
    }

    /// The first index of `indexes` outside `0..<count`, if any.
    /// - Complexity: O(log r) for r ranges in the set.
    static func firstOutside(_ indexes: IndexSet, count: Int) -> Int? {
      guard let first = indexes.first else { return nil }
      return first < 0 ? first : indexes.integerGreaterThanOrEqualTo(count)
    }

    // MARK: - Rows

    /// Checks the row operations and sorts them by the section they change.
    /// - Parameter sections: Where sections go, from `planSections()`.
    /// - Returns: The changes of each section that stays and has any.
    /// - Throws: `TableViewError.invalidUpdate`.
    mutating func planRows(_ sections: SectionMap) throws -> [Int: RowChanges] {
      try checkRowRanges()
      let rows = try collectRows()
      try checkMovesAcrossSectionChanges(rows.moves, sections)

      // Sort into the sections that stay: old sections for deletions, reloads and move
      // sources, new ones for insertions and move destinations, keyed by the old index.
      var changes: [Int: PendingRows] = [:]
      for indexPath in rows.deletions where sections.newSection(forOld: indexPath[0]) != nil {
        changes[indexPath[0], default: PendingRows()].vacated.append(indexPath[1])
        changes[indexPath[0], default: PendingRows()].deleted += 1
        survivingDeletions.append(indexPath)
      }
      for indexPath in rows.reloads where sections.newSection(forOld: indexPath[0]) != nil {
        changes[indexPath[0], default: PendingRows()].reloaded.append(indexPath[1])
      }
      for indexPath in rows.insertions {
        guard let section = sections.oldSection(forNew: indexPath[0]) else { continue }
        changes[section, default: PendingRows()].claimed.append(indexPath[1])
        changes[section, default: PendingRows()].inserted += 1
        survivingInsertions.append(indexPath)
      }
      for (from, to) in rows.moves {
        guard let target = sections.oldSection(forNew: to[0]) else { continue }
        changes[from[0], default: PendingRows()].vacated.append(from[1])
        changes[from[0], default: PendingRows()].destinations[from[1]] = to
        changes[target, default: PendingRows()].claimed.append(to[1])
        changes[target, default: PendingRows()].sources[to[1]] = from
        if target != from[0] {
          changes[from[0], default: PendingRows()].movedOut += 1
          changes[target, default: PendingRows()].movedIn += 1
        }
      }

      // The number of rows of every section that stays, by its new index. The counts are
      // compared by their difference, which cannot overflow however large they are.
      // Most sections of a large table are not in the batch: their count must stay, which
      // needs no record of changes made and destroyed for each of them, nor a lookup (with
      // 1,000 sections the lookups were two thirds of this method) for those outside the
      // range of sections the batch changes.
      let changedSections = changes.keys.min().map { $0...changes.keys.max()! }
      // When every section stays where it is (most batches), the counts outside the changed
      // range are compared as two runs of integers; any difference there is named by the loop.
      var checked = 0..<after.count
      if sections.keepsEverySection, before.count == after.count {
        if let changed = changedSections {
          if changed.upperBound < after.count,
            Self.sameCounts(before, after, in: 0..<changed.lowerBound),
            Self.sameCounts(before, after, in: (changed.upperBound + 1)..<after.count)
          {
            checked = changed.lowerBound..<(changed.upperBound + 1)
          }
        } else if Self.sameCounts(before, after, in: 0..<after.count) {
          checked = 0..<0
        }
      }
      for newSection in checked {
        guard let oldSection = sections.oldSection(forNew: newSection) else { continue }
        guard changedSections?.contains(oldSection) == true, let pending = changes[oldSection]
        else {
          guard after[newSection] == before[oldSection] else {
            throw TableViewError.rowCount(
              section: newSection, before: before[oldSection], after: after[newSection],
              inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
          }
          continue
        }
        let inserted = pending.inserted + pending.reloaded.count
        let deleted = pending.deleted + pending.reloaded.count
        let change = inserted - deleted + pending.movedIn - pending.movedOut
        guard after[newSection] - before[oldSection] == change else {
          throw TableViewError.rowCount(
            section: newSection, before: before[oldSection], after: after[newSection],
            inserted: inserted, deleted: deleted, movedIn: pending.movedIn,
            movedOut: pending.movedOut)
        }
      }
      return changes.mapValues(\.changes)
    }

    /// Whether two lists of counts hold the same counts in `range` (within both), compared as
    /// memory: a thousand sections' counts at every edit, where comparing slices went a count
    /// at a time.
    static func sameCounts(_ first: [Int], _ second: [Int], in range: Range<Int>) -> Bool {
      precondition(range.upperBound <= min(first.count, second.count), "the range is in both")
      guard !range.isEmpty else { return true }
      return first.withUnsafeBytes { firstBytes in
        second.withUnsafeBytes { secondBytes in
          let stride = MemoryLayout<Int>.stride
          return memcmp(
            firstBytes.baseAddress! + range.lowerBound * stride,
            secondBytes.baseAddress! + range.lowerBound * stride, range.count * stride) == 0
        }
      }
    }

    /// Refuses rows out of range, in the caller's order: before the update for deletions,
    /// reloads and move sources, after it for insertions and move destinations.
    private func checkRowRanges() throws {
      for operation in update.operations {
        switch operation {
        case .deleteRows(let indexPaths), .reloadRows(let indexPaths):
          for indexPath in indexPaths {
            guard let rows = Self.rows(in: indexPath[0], of: before) else {
              throw TableViewError.deleteRowSectionOutOfRange(indexPath, count: before.count)
            }
            guard indexPath[1] >= 0, indexPath[1] < rows else {
              throw TableViewError.deleteRowOutOfRange(indexPath, count: rows)
            }
          }
        case .insertRows(let indexPaths):
          for indexPath in indexPaths {
            guard let rows = Self.rows(in: indexPath[0], of: after) else {
              throw TableViewError.insertRowSectionOutOfRange(indexPath, count: after.count)
            }
            guard indexPath[1] >= 0, indexPath[1] < rows else {
              throw TableViewError.insertRowOutOfRange(indexPath, count: rows)
            }
          }
        case .moveRow(let from, let to):
          let oldRows = Self.rows(in: from[0], of: before)
          guard let oldRows, from[1] >= 0, from[1] < oldRows else {
            throw TableViewError.moveRowSourceOutOfRange(
              from, sections: before.count, rows: oldRows)
          }
          let newRows = Self.rows(in: to[0], of: after)
          guard let newRows, to[1] >= 0, to[1] < newRows else {
            throw TableViewError.moveRowDestinationOutOfRange(
              from, to: to, sections: after.count, rows: newRows)
          }
        default:
          break
        }
      }
    }

    /// The count of `section` in `counts`; nil when out of range.
    private static func rows(in section: Int, of counts: [Int]) -> Int? {
      section >= 0 && section < counts.count ? counts[section] : nil
    }

    /// The row operations, gathered by kind, refusing rows named twice or claimed by two
    /// operations.
    private func collectRows() throws -> CollectedRows {
      var rows = CollectedRows()
      var reloadSet = Set<IndexPath>()
      var destinations: [IndexPath: IndexPath] = [:]
      var sources: [IndexPath: IndexPath] = [:]
      for operation in update.operations {
        switch operation {
        case .deleteRows(let indexPaths):
          for indexPath in indexPaths {
            guard rows.deletions.insert(indexPath).inserted else {
              throw TableViewError.duplicateRowDelete(indexPath)
            }
          }
        case .insertRows(let indexPaths):
          for indexPath in indexPaths {
            guard rows.insertions.insert(indexPath).inserted else {
              throw TableViewError.duplicateRowInsert(indexPath)
            }
          }
        case .reloadRows(let indexPaths):
          for indexPath in indexPaths where reloadSet.insert(indexPath).inserted {
            rows.reloads.append(indexPath)
          }
        case .moveRow(let from, let to):
          guard destinations[from] == nil else {
            throw TableViewError.duplicateRowMoveSource(from)
          }
          if let other = sources[to] {
            throw TableViewError.duplicateRowMoveDestination(other, from, to: to)
          }
          destinations[from] = to
          sources[to] = from
          rows.moves.append((from, to))
        default:
          break
        }
      }
      if let both = rows.reloads.first(where: rows.deletions.contains) {
        throw TableViewError.deleteAndReloadRow(both)
      }
      for (from, to) in rows.moves {
        if rows.deletions.contains(from) { throw TableViewError.moveFromRemovedRow("delete", from) }
        if reloadSet.contains(from) { throw TableViewError.moveFromRemovedRow("reload", from) }
        if rows.insertions.contains(to) { throw TableViewError.insertAndMoveRow(to) }
      }
      return rows
    }

    /// Refuses rows moved out of a deleted or reloaded section, or into an inserted or
    /// reloaded one: those sections' rows come and go with them.
    private func checkMovesAcrossSectionChanges(
      _ moves: [(IndexPath, IndexPath)], _ sections: SectionMap
    ) throws {
      for (from, to) in moves {
        if sections.deleted.contains(from[0]) {
          throw TableViewError.moveRowFromRemovedSection("deleted", from[0])
        }
        if sections.reloaded.contains(from[0]) {
          throw TableViewError.moveRowFromRemovedSection("reloaded", from[0])
        }
        if sections.inserted.contains(to[0]) {
          throw TableViewError.moveRowIntoNewSection("newly inserted", to[0])
        }
        if sections.isReloadReplacement(to[0]) {
          throw TableViewError.moveRowIntoNewSection("reloaded", to[0])
        }
      }
    }
  }

  /// The row operations of a batch, by kind.
  private struct CollectedRows {
    var deletions = Set<IndexPath>()
    var insertions = Set<IndexPath>()
    /// Without repeats, in the caller's order.
    var reloads: [IndexPath] = []
    /// In the caller's order.
    var moves: [(IndexPath, IndexPath)] = []
  }

  /// The changes of one section as they are gathered, with the tallies UIKit's message gives.
  private struct PendingRows {
    var vacated: [Int] = []
    var reloaded: [Int] = []
    var claimed: [Int] = []
    var destinations: [Int: IndexPath] = [:]
    var sources: [Int: IndexPath] = [:]
    var inserted = 0
    var deleted = 0
    var movedIn = 0
    var movedOut = 0

    var changes: RowChanges {
      RowChanges(
        vacated: SortedIndexes(vacated), reloaded: SortedIndexes(reloaded),
        claimed: SortedIndexes(claimed), destinations: destinations, sources: sources)
    }
  }
}

extension BatchUpdate.Operation {
  /// The index paths the operation names; none for section operations.
  var indexPaths: [IndexPath] {
    switch self {
    case .insertRows(let indexPaths), .deleteRows(let indexPaths), .reloadRows(let indexPaths):
      indexPaths
    case .moveRow(let from, let to): [from, to]
    case .insertSections, .deleteSections, .reloadSections, .moveSection: []
    }
  }
}
