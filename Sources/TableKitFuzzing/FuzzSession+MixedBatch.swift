import DemoScenes
import Foundation

@testable import TableKit

/// The mixed batch: one valid batch of every kind of row change, planned on the model first.
extension FuzzSession {
  /// One batch as UIKit's rules want it: deletes, reloads and the sources of moves in old index
  /// paths, inserts and the destinations of moves in new ones, at most one section deleted and
  /// one inserted. The new model is built first (what stays keeps its order; moved and new
  /// rows land anywhere in the sections that were there before), the index paths are read off
  /// it, and the calls go out in a random order, in `performBatchUpdates`, in
  /// `beginUpdates()` / `endUpdates()`, or in nested pairs.
  func applyMixedBatch(using generator: inout SplitMix64) -> String? {
    let old = model.sections
    // 1. Maybe one section goes (never the last).
    let deletedSection: Int? =
      old.count > 1 && Int.random(in: 0..<4, using: &generator) == 0
      ? Int.random(in: 0..<old.count, using: &generator) : nil
    // 2. In the sections that stay, each row may go, move away or be reloaded.
    let odds = Int.random(in: 3...40, using: &generator)
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var movedFrom: [Int: IndexPath] = [:]
    var moving: [FuzzItem] = []
    var final: [[FuzzItem]] = []
    var finalIDs: [Int] = []
    for (section, items) in old.enumerated() {
      guard section != deletedSection else {
        for item in items { selectedIDs.remove(item.id) }
        continue
      }
      var kept: [FuzzItem] = []
      for (row, item) in items.enumerated() {
        let path = IndexPath(row: row, section: section)
        switch Int.random(in: 0..<odds, using: &generator) {
        case 0:
          deletes.append(path)
          selectedIDs.remove(item.id)
        case 1:
          movedFrom[item.id] = path
          moving.append(item)
        case 2:
          reloads.append(path)
          selectedIDs.remove(item.id)
          kept.append(renewed(item, using: &generator))
        default:
          kept.append(item)
        }
      }
      final.append(kept)
      finalIDs.append(model.sectionIDs[section])
    }
    // 3. Maybe a section comes.
    var insertedSection: Int?
    if Int.random(in: 0..<4, using: &generator) == 0 {
      let at = Int.random(in: 0...final.count, using: &generator)
      final.insert(
        (0..<Int.random(in: 0...5, using: &generator)).map { _ in
          model.makeItem(using: &generator)
        }, at: at)
      finalIDs.insert((model.sectionIDs.max() ?? 0) + 1, at: at)
      insertedSection = at
    }
    // 4. Moved rows and new rows land anywhere in the sections that were there before.
    let targets = final.indices.filter { $0 != insertedSection }
    var newIDs: Set<Int> = []
    let newItems = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      let item = model.makeItem(using: &generator)
      newIDs.insert(item.id)
      return item
    }
    for item in moving + newItems {
      guard let section = targets.randomElement(using: &generator) else { break }
      final[section].insert(item, at: Int.random(in: 0...final[section].count, using: &generator))
    }
    // 5. The new index paths of moved and new rows, read off the new model.
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var inserts: [IndexPath] = []
    for (section, items) in final.enumerated() where section != insertedSection {
      for (row, item) in items.enumerated() {
        let path = IndexPath(row: row, section: section)
        if newIDs.contains(item.id) {
          inserts.append(path)
        } else if let from = movedFrom[item.id] {
          moves.append((from, path))
        }
      }
    }
    model.sections = final
    model.sectionIDs = finalIDs

    // 6. The calls, in a random order.
    func animation() -> RowAnimation {
      Self.animations.randomElement(using: &generator) ?? .automatic
    }
    var calls: [(description: String, call: () -> Void)] = []
    if let deletedSection {
      let animation = animation()
      calls.append(
        ("delete section \(deletedSection)",
         { [table] in table.deleteSections(IndexSet(integer: deletedSection), with: animation) }))
    }
    if let insertedSection {
      let animation = animation()
      calls.append(
        ("insert section \(insertedSection)",
         { [table] in table.insertSections(IndexSet(integer: insertedSection), with: animation) }))
    }
    if !deletes.isEmpty {
      let animation = animation()
      calls.append(
        ("delete \(Self.list(deletes))", { [table] in table.deleteRows(at: deletes, with: animation) }))
    }
    if !reloads.isEmpty {
      let animation = animation()
      calls.append(
        ("reload \(Self.list(reloads))", { [table] in table.reloadRows(at: reloads, with: animation) }))
    }
    if !inserts.isEmpty {
      let animation = animation()
      calls.append(
        ("insert \(Self.list(inserts))", { [table] in table.insertRows(at: inserts, with: animation) }))
    }
    for move in moves {
      calls.append(
        ("move \(Self.name(move.from)) to \(Self.name(move.to))",
         { [table] in table.moveRow(at: move.from, to: move.to) }))
    }
    calls.shuffle(using: &generator)
    let wrapping = Int.random(in: 0..<3, using: &generator)
    let descriptions = calls.map(\.description).joined(separator: ", ")
    switch wrapping {
    case 0:
      table.performBatchUpdates { for call in calls { call.call() } }
      return "mixed batch (performBatchUpdates): \(descriptions)"
    case 1:
      table.beginUpdates()
      for call in calls { call.call() }
      table.endUpdates()
      return "mixed batch (beginUpdates): \(descriptions)"
    default:
      // The inner pair ends without committing; the outer one commits everything.
      let split = Int.random(in: 0...calls.count, using: &generator)
      table.beginUpdates()
      for call in calls[..<split] { call.call() }
      table.beginUpdates()
      for call in calls[split...] { call.call() }
      table.endUpdates()
      table.endUpdates()
      return "mixed batch (nested, inner from call \(split + 1)): \(descriptions)"
    }
  }

  /// "s.r" for an index path.
  static func name(_ path: IndexPath) -> String { "\(path.section).\(path.row)" }

  /// Index paths as "s.r s.r ...".
  static func list(_ paths: [IndexPath]) -> String { paths.map(name).joined(separator: " ") }
}
