import Foundation

@testable import TableKit

/// A random valid batch, made the way an app makes one: change the model, then describe the
/// change to the table (deletions, reloads and move sources by index paths before, insertions
/// and move destinations by index paths after), in a random order of calls.
struct UpdateScenario: CustomStringConvertible {
  var old: UpdateModel
  var new: UpdateModel
  var update = BatchUpdate()
  /// The section moves the batch asks for.
  var movedSections: [(from: Int, to: Int)] = []
  /// The reloaded sections, and where their replacements are.
  var reloadedSections: [(old: Int, new: Int)] = []
  /// The row moves the batch asks for.
  var movedRows: [(from: IndexPath, to: IndexPath)] = []
  /// The reloaded rows, and where their replacements are.
  var reloadedRows: [(old: IndexPath, new: IndexPath)] = []

  /// What happens to a section or a row.
  enum Fate { case keep, delete, reload, move }

  /// A section of the new table, and where it came from.
  private struct Entry {
    var section: UpdateModel.Section
    var oldIndex: Int?
    /// nil for an inserted section.
    var fate: Fate?
  }

  /// A random change of `old` and the batch that describes it.
  init(from old: UpdateModel, ids: inout IDSource, random: inout SeededGenerator) {
    self.old = old
    let sectionFates = old.sections.map { _ in
      random.weighted([(Fate.keep, 60), (.delete, 12), (.reload, 12), (.move, 16)])
    }
    let rowFates = old.sections.indices.map { section -> [Fate] in
      guard sectionFates[section] == .keep || sectionFates[section] == .move else { return [] }
      return old.sections[section].rows.map { _ in
        random.weighted([(Fate.keep, 55), (.delete, 15), (.reload, 15), (.move, 15)])
      }
    }

    // 1. The sections that keep their order (kept and reloaded), with the rows that keep
    //    theirs (kept and reloaded); a reload gets a new id.
    var entries: [Entry] = []
    var reloadedRowIDs: [Int: IndexPath] = [:]
    for (index, section) in old.sections.enumerated() {
      switch sectionFates[index] {
      case .keep, .move:
        var kept = section
        kept.rows = []
        for (row, value) in section.rows.enumerated() {
          switch rowFates[index][row] {
          case .keep: kept.rows.append(value)
          case .reload:
            let fresh = random.row(&ids)
            reloadedRowIDs[fresh.id] = path(index, row)
            kept.rows.append(fresh)
          case .delete, .move: break
          }
        }
        entries.append(Entry(section: kept, oldIndex: index, fate: sectionFates[index]))
      case .reload:
        entries.append(Entry(section: random.section(&ids), oldIndex: index, fate: .reload))
      case .delete:
        break
      }
    }

    // 2. Moved and inserted sections at random places; the others keep their order.
    let moving = entries.filter { $0.fate == .move }.shuffled(using: &random)
    entries.removeAll { $0.fate == .move }
    for entry in moving {
      entries.insert(entry, at: Int.random(in: 0...entries.count, using: &random))
    }
    for _ in 0..<(entries.count < 8 ? Int.random(in: 0...2, using: &random) : 0) {
      let entry = Entry(section: random.section(&ids), oldIndex: nil, fate: nil)
      entries.insert(entry, at: Int.random(in: 0...entries.count, using: &random))
    }

    // 3. Moved and inserted rows at random places in sections that stay.
    let targets = entries.indices.filter { entries[$0].fate == .keep || entries[$0].fate == .move }
    var movers: [UpdateModel.Row] = []
    for (section, fates) in rowFates.enumerated() {
      for (row, fate) in fates.enumerated() where fate == .move {
        movers.append(old.sections[section].rows[row])
      }
    }
    for row in movers.shuffled(using: &random) {
      let target = targets[Int.random(in: 0..<targets.count, using: &random)]
      let place = Int.random(in: 0...entries[target].section.rows.count, using: &random)
      entries[target].section.rows.insert(row, at: place)
    }
    for target in targets where entries[target].section.rows.count < 12 {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let place = Int.random(in: 0...entries[target].section.rows.count, using: &random)
        entries[target].section.rows.insert(random.row(&ids), at: place)
      }
    }
    new = UpdateModel(sections: entries.map(\.section))

    // 4. The batch, one index a call, shuffled and then merged into fewer calls.
    let newSections = new.sectionIndexes
    let newRows = new.rowIndexPaths
    let oldRowIDs = Set(old.sections.flatMap { $0.rows.map(\.id) })
    var calls: [BatchUpdate.Operation] = []
    for (index, section) in old.sections.enumerated() {
      switch sectionFates[index] {
      case .delete, .reload:
        calls.append(
          sectionFates[index] == .delete ? .deleteSections([index]) : .reloadSections([index]))
        // Row changes inside a section that goes are allowed, and add nothing.
        for row in section.rows.indices {
          switch Int.random(in: 0..<10, using: &random) {
          case 0, 1: calls.append(.deleteRows([path(index, row)]))
          case 2: calls.append(.reloadRows([path(index, row)]))
          default: break
          }
        }
      case .move:
        let destination = newSections[section.id] ?? -1
        calls.append(.moveSection(index, toSection: destination))
        movedSections.append((from: index, to: destination))
      case .keep:
        break
      }
      for (row, fate) in rowFates[index].enumerated() {
        let indexPath = path(index, row)
        switch fate {
        case .delete: calls.append(.deleteRows([indexPath]))
        case .reload:
          calls.append(.reloadRows([indexPath]))
          if Int.random(in: 0..<10, using: &random) == 0 { calls.append(.reloadRows([indexPath])) }
        case .move:
          let destination = newRows[section.rows[row].id] ?? path(-1, -1)
          calls.append(.moveRow(at: indexPath, to: destination))
          movedRows.append((from: indexPath, to: destination))
        case .keep: break
        }
      }
    }
    for (index, entry) in entries.enumerated() {
      switch entry.fate {
      case nil, .reload:
        if let oldIndex = entry.oldIndex {
          reloadedSections.append((old: oldIndex, new: index))
        } else {
          calls.append(.insertSections([index]))
        }
        for row in entry.section.rows.indices where Int.random(in: 0..<4, using: &random) == 0 {
          calls.append(.insertRows([path(index, row)]))
        }
      case .keep, .move:
        for (row, value) in entry.section.rows.enumerated()
        where !oldRowIDs.contains(value.id) && reloadedRowIDs[value.id] == nil {
          calls.append(.insertRows([path(index, row)]))
        }
      case .delete:
        break
      }
    }
    for (id, oldPath) in reloadedRowIDs {
      reloadedRows.append((old: oldPath, new: newRows[id] ?? path(-1, -1)))
    }
    calls.shuffle(using: &random)
    var merged: [BatchUpdate.Operation] = []
    for call in calls {
      if let last = merged.last, Bool.random(using: &random), let both = Self.merge(last, call) {
        merged[merged.count - 1] = both
      } else {
        merged.append(call)
      }
    }
    update = BatchUpdate(merged)
  }

  /// One call that does what `first` and `second` do, when they are of one kind.
  static func merge(_ first: BatchUpdate.Operation, _ second: BatchUpdate.Operation)
    -> BatchUpdate.Operation?
  {
    switch (first, second) {
    case (.insertRows(let a), .insertRows(let b)): .insertRows(a + b)
    case (.deleteRows(let a), .deleteRows(let b)): .deleteRows(a + b)
    case (.reloadRows(let a), .reloadRows(let b)): .reloadRows(a + b)
    case (.insertSections(let a), .insertSections(let b)): .insertSections(a.union(b))
    case (.deleteSections(let a), .deleteSections(let b)): .deleteSections(a.union(b))
    case (.reloadSections(let a), .reloadSections(let b)): .reloadSections(a.union(b))
    default: nil
    }
  }

  /// The batch and the tables around it, ready to paste into a test.
  var description: String {
    "rowCountsBefore: \(old.rowCounts)\nrowCountsAfter: \(new.rowCounts)\nold: \(old)\n"
      + "new: \(new)\n\(update)"
  }
}
