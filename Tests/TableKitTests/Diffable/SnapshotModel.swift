import Foundation

@testable import TableKit

/// The snapshot type the diffable tests use: sections named "S0", "S1"..., items numbered.
typealias TestSnapshot = DiffableDataSourceSnapshot<String, Int>

/// A plain model of a snapshot: an array of sections with their items, and the marks, changed
/// by the obvious O(n) code. Snapshots are checked against it.
struct SnapshotModel: Equatable, CustomStringConvertible {
  struct Section: Equatable {
    var id: String
    var items: [Int]
  }

  var sections: [Section] = []
  var reloadedSections: [String] = []
  var reloadedItems: [Int] = []
  var reconfiguredItems: [Int] = []

  init(_ sections: [Section] = []) { self.sections = sections }

  /// The model of a snapshot's content and marks.
  init(_ snapshot: TestSnapshot) {
    sections = snapshot.sectionIdentifiers.map {
      Section(id: $0, items: snapshot.itemIdentifiers(inSection: $0))
    }
    reloadedSections = snapshot.reloadedSectionIdentifiers
    reloadedItems = snapshot.reloadedItemIdentifiers
    reconfiguredItems = snapshot.reconfiguredItemIdentifiers
  }

  /// A snapshot with this content and these marks, built with the public API.
  var snapshot: TestSnapshot {
    var snapshot = TestSnapshot()
    snapshot.appendSections(sections.map(\.id))
    for section in sections { snapshot.appendItems(section.items, toSection: section.id) }
    snapshot.reloadSections(reloadedSections)
    snapshot.reloadItems(reloadedItems)
    snapshot.reconfigureItems(reconfiguredItems)
    return snapshot
  }

  var allItems: [Int] { sections.flatMap(\.items) }

  func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }

  func location(of item: Int) -> IndexPath? {
    for (section, content) in sections.enumerated() {
      if let row = content.items.firstIndex(of: item) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The content as Swift-like text, for failure messages.
  var description: String {
    sections.map { "\($0.id): \($0.items)" }.joined(separator: "; ")
      + (reloadedSections.isEmpty ? "" : " reloadSections \(reloadedSections)")
      + (reloadedItems.isEmpty ? "" : " reloadItems \(reloadedItems)")
      + (reconfiguredItems.isEmpty ? "" : " reconfigureItems \(reconfiguredItems)")
  }

  /// Drops the marks of identifiers no longer present.
  mutating func dropMarks() {
    let ids = Set(sections.map(\.id))
    let items = Set(allItems)
    reloadedSections.removeAll { !ids.contains($0) }
    reloadedItems.removeAll { !items.contains($0) }
    reconfiguredItems.removeAll { !items.contains($0) }
  }
}

// MARK: - Random models and changes

/// Hands out fresh identifiers.
struct DiffableIDSource {
  var nextSection = 0
  var nextItem = 0
  mutating func section() -> String {
    defer { nextSection += 1 }
    return "S\(nextSection)"
  }
  mutating func item() -> Int {
    defer { nextItem += 1 }
    return nextItem
  }
}

extension SnapshotModel {
  /// A random model of up to `maxSections` sections of up to `maxItems` items.
  static func random(
    ids: inout DiffableIDSource, maxSections: Int = 4, maxItems: Int = 6,
    using random: inout SeededGenerator
  ) -> SnapshotModel {
    SnapshotModel(
      (0..<Int.random(in: 0...maxSections, using: &random)).map { _ in
        Section(
          id: ids.section(),
          items: (0..<Int.random(in: 0...maxItems, using: &random)).map { _ in ids.item() })
      })
  }

  /// A random next state: sections and items deleted, inserted, moved (also across sections)
  /// and shuffled, and some of what stays marked for reload or reconfiguring.
  func randomChange(ids: inout DiffableIDSource, using random: inout SeededGenerator)
    -> SnapshotModel
  {
    var next = self
    next.reloadedSections = []
    next.reloadedItems = []
    next.reconfiguredItems = []
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    // Sections: delete, insert, move.
    next.sections.removeAll { _ in chance(15) }
    for _ in 0..<Int.random(in: 0...2, using: &random) where chance(50) {
      let section = Section(
        id: ids.section(),
        items: (0..<Int.random(in: 0...3, using: &random)).map { _ in ids.item() })
      next.sections.insert(section, at: Int.random(in: 0...next.sections.count, using: &random))
    }
    if next.sections.count > 1, chance(40) {
      let moved = next.sections.remove(at: Int.random(in: 0..<next.sections.count, using: &random))
      next.sections.insert(moved, at: Int.random(in: 0...next.sections.count, using: &random))
    }
    guard !next.sections.isEmpty else { return next }
    // Items: delete, insert, move within and across sections.
    for index in next.sections.indices { next.sections[index].items.removeAll { _ in chance(15) } }
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let section = Int.random(in: 0..<next.sections.count, using: &random)
      let row = Int.random(in: 0...next.sections[section].items.count, using: &random)
      next.sections[section].items.insert(ids.item(), at: row)
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let from = Int.random(in: 0..<next.sections.count, using: &random)
      guard !next.sections[from].items.isEmpty else { continue }
      let item = next.sections[from].items.remove(
        at: Int.random(in: 0..<next.sections[from].items.count, using: &random))
      let to = Int.random(in: 0..<next.sections.count, using: &random)
      let row = Int.random(in: 0...next.sections[to].items.count, using: &random)
      next.sections[to].items.insert(item, at: row)
    }
    // Marks.
    next.reloadedSections = next.sections.map(\.id).filter { _ in chance(8) }
    next.reloadedItems = next.allItems.filter { _ in chance(8) }
    next.reconfiguredItems = next.allItems.filter {
      !next.reloadedItems.contains($0) && chance(10)
    }
    return next
  }
}
