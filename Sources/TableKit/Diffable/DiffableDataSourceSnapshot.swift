import Foundation

/// The sections and items a table shows at one moment, named by identifiers, as UIKit's
/// `NSDiffableDataSourceSnapshot`. Build one, then hand it to a `TableViewDiffableDataSource`,
/// which works out what changed and updates the table in one batch.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<Section, Contact.ID>()
/// snapshot.appendSections([.favorites, .all])
/// snapshot.appendItems(favorites.map(\.id), toSection: .favorites)
/// snapshot.appendItems(everyone.map(\.id), toSection: .all)
/// dataSource.apply(snapshot)
/// ```
///
/// Every identifier appears once: a section identifier once among the sections, an item
/// identifier once among all items of all sections. The snapshot keeps an index from each
/// identifier to its place, so lookups cost O(1) (`indexOfItem(_:)` adds one step per section
/// before the item) and appending 100,000 items costs O(n).
///
/// Where UIKit stops the program (a duplicate identifier, an unknown section or item, items
/// appended when there is no section), the snapshot stays exactly as it was and records a
/// `DiffableDataSourceError` in `errors`; a `TableViewDiffableDataSource` passes those to the
/// table's `warningHandler` when the snapshot is applied.
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The place of an item: its section's identifier and its position in that section.
  struct ItemLocation: Hashable, Sendable {
    var section: SectionIdentifierType
    var row: Int
  }

  // MARK: - Storage

  /// The section identifiers, in order.
  private(set) var sections: [SectionIdentifierType] = []
  /// The items of each section, parallel to `sections`.
  private(set) var itemsBySection: [[ItemIdentifierType]] = []
  /// The position of each section identifier in `sections`.
  private(set) var sectionIndexes: [SectionIdentifierType: Int] = [:]
  /// The place of each item identifier.
  private(set) var itemLocations: [ItemIdentifierType: ItemLocation] = [:]
  /// Sections marked for reload, in the order they were marked, and as a set.
  var reloadedSections: [SectionIdentifierType] = []
  var reloadedSectionSet: Set<SectionIdentifierType> = []
  /// Items marked for reload.
  var reloadedItems: [ItemIdentifierType] = []
  var reloadedItemSet: Set<ItemIdentifierType> = []
  /// Items marked for reconfiguring.
  var reconfiguredItems: [ItemIdentifierType] = []
  var reconfiguredItemSet: Set<ItemIdentifierType> = []

  /// The operations this snapshot refused, oldest first, each with the message UIKit would
  /// stop with. A refused operation changed nothing. A data source reports them to its table's
  /// `warningHandler` when the snapshot is applied, and keeps none of them.
  public internal(set) var errors: [DiffableDataSourceError] = []

  /// An empty snapshot: no sections, no items.
  public init() {}

  // MARK: - Counts

  /// The number of items in all sections.
  /// - Complexity: O(1).
  public var numberOfItems: Int { itemLocations.count }

  /// The number of sections.
  /// - Complexity: O(1).
  public var numberOfSections: Int { sections.count }

  /// The section identifiers, in order.
  /// - Complexity: O(1).
  public var sectionIdentifiers: [SectionIdentifierType] { sections }

  /// The item identifiers of all sections, section after section.
  /// - Complexity: O(n) for n items.
  public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

  /// The number of items in a section.
  /// - Parameter identifier: The section.
  /// - Returns: Its number of items; 0 for a section not in the snapshot (UIKit stops the
  ///   program).
  /// - Complexity: O(1).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sectionIndexes[identifier].map { itemsBySection[$0].count } ?? 0
  }

  /// The items of a section, in order.
  /// - Parameter identifier: The section.
  /// - Returns: Its items; empty for a section not in the snapshot.
  /// - Complexity: O(1).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sectionIndexes[identifier].map { itemsBySection[$0] } ?? []
  }

  /// The section that contains an item.
  /// - Parameter identifier: The item.
  /// - Returns: Its section, or nil when the item is not in the snapshot.
  /// - Complexity: O(1).
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    itemLocations[identifier]?.section
  }

  /// The position of an item among the items of all sections (its index in
  /// `itemIdentifiers`).
  /// - Parameter identifier: The item.
  /// - Returns: Its position, or nil when the item is not in the snapshot.
  /// - Complexity: O(s) for the s sections before the item's.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let location = itemLocations[identifier], let section = sectionIndexes[location.section]
    else { return nil }
    return itemsBySection[..<section].reduce(location.row) { $0 + $1.count }
  }

  /// The position of a section.
  /// - Parameter identifier: The section.
  /// - Returns: Its position, or nil when the section is not in the snapshot.
  /// - Complexity: O(1).
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndexes[identifier]
  }

  /// The index path of an item: its section's position and its position in that section.
  /// - Parameter identifier: The item.
  /// - Returns: The index path, or nil when the item is not in the snapshot.
  /// - Complexity: O(1).
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let location = itemLocations[identifier], let section = sectionIndexes[location.section]
    else { return nil }
    return IndexPath(row: location.row, section: section)
  }

  /// The item at an index path, or nil outside the snapshot.
  /// - Complexity: O(1).
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
      itemsBySection[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return itemsBySection[indexPath.section][indexPath.row]
  }

  // MARK: - Marks

  /// The sections marked by `reloadSections(_:)` since the snapshot was made or last applied.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  /// The items marked by `reloadItems(_:)`.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

  /// The items marked by `reconfigureItems(_:)`.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

  /// The snapshot without reload or reconfigure marks and without errors: what a data source
  /// keeps once it has applied it.
  var withoutMarks: Self {
    var copy = self
    copy.reloadedSections = []
    copy.reloadedSectionSet = []
    copy.reloadedItems = []
    copy.reloadedItemSet = []
    copy.reconfiguredItems = []
    copy.reconfiguredItemSet = []
    copy.errors = []
    return copy
  }

  // MARK: - Storage changes

  /// Puts sections at `position` with the given items, and renumbers the sections after them.
  /// Callers have checked that no identifier is already present.
  mutating func placeSections(
    _ identifiers: [SectionIdentifierType], items: [[ItemIdentifierType]], at position: Int
  ) {
    sections.insert(contentsOf: identifiers, at: position)
    itemsBySection.insert(contentsOf: items, at: position)
    for (section, sectionItems) in zip(identifiers, items) {
      for (row, item) in sectionItems.enumerated() {
        itemLocations[item] = ItemLocation(section: section, row: row)
      }
    }
    renumberSections(from: position)
  }

  /// Takes the sections at `offsets` out, with their items, and returns them in order.
  mutating func takeSections(at offsets: IndexSet) -> [(
    SectionIdentifierType, [ItemIdentifierType]
  )] {
    guard let first = offsets.first else { return [] }
    let taken = offsets.map { (sections[$0], itemsBySection[$0]) }
    for (section, _) in taken { sectionIndexes[section] = nil }
    sections.remove(at: offsets)
    itemsBySection.remove(at: offsets)
    renumberSections(from: first)
    return taken
  }

  /// Removes the sections at `offsets` and their items.
  mutating func removeSections(at offsets: IndexSet) {
    for (_, items) in takeSections(at: offsets) {
      for item in items { itemLocations[item] = nil }
    }
  }

  /// Writes the positions of the sections from `position` on into the index.
  private mutating func renumberSections(from position: Int) {
    for index in position..<sections.count { sectionIndexes[sections[index]] = index }
  }

  /// Replaces the items of the section at `index`, and indexes them.
  mutating func setItems(_ items: [ItemIdentifierType], ofSectionAt index: Int) {
    itemsBySection[index] = items
    renumberItems(ofSectionAt: index, from: 0)
  }

  /// Inserts items into the section at `index` at `row`, and indexes them and the rows after.
  mutating func placeItems(_ items: [ItemIdentifierType], inSectionAt index: Int, at row: Int) {
    itemsBySection[index].insert(contentsOf: items, at: row)
    renumberItems(ofSectionAt: index, from: row)
  }

  /// Writes the locations of the rows of a section from `row` on into the index.
  private mutating func renumberItems(ofSectionAt index: Int, from row: Int) {
    let section = sections[index]
    let items = itemsBySection[index]
    for position in row..<items.count {
      itemLocations[items[position]] = ItemLocation(section: section, row: position)
    }
  }

  /// Removes items from the snapshot wherever they are, and renumbers what stays in their
  /// sections. The items must be present.
  /// - Complexity: O(k + r) for k items and the r rows of the sections they leave.
  mutating func removeItems(_ items: some Sequence<ItemIdentifierType>) {
    var rowsBySection: [Int: IndexSet] = [:]
    for item in items {
      guard let location = itemLocations.removeValue(forKey: item),
        let section = sectionIndexes[location.section]
      else { continue }
      rowsBySection[section, default: IndexSet()].insert(location.row)
    }
    for (section, rows) in rowsBySection {
      itemsBySection[section].remove(at: rows)
      if let first = rows.first { renumberItems(ofSectionAt: section, from: first) }
    }
  }

  /// Drops the reload and reconfigure marks of identifiers that left the snapshot.
  mutating func dropMarksOfRemovedIdentifiers() {
    if !reloadedSections.isEmpty {
      reloadedSections.removeAll { sectionIndexes[$0] == nil }
      reloadedSectionSet = Set(reloadedSections)
    }
    if !reloadedItems.isEmpty {
      reloadedItems.removeAll { itemLocations[$0] == nil }
      reloadedItemSet = Set(reloadedItems)
    }
    if !reconfiguredItems.isEmpty {
      reconfiguredItems.removeAll { itemLocations[$0] == nil }
      reconfiguredItemSet = Set(reconfiguredItems)
    }
  }
}

// MARK: - Equatable

extension DiffableDataSourceSnapshot: Equatable {
  /// Whether two snapshots have the same sections with the same items in the same order, and
  /// the same reload and reconfigure marks. Recorded errors do not count.
  /// - Complexity: O(n) for n items.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sections == rhs.sections && lhs.itemsBySection == rhs.itemsBySection
      && lhs.reloadedSectionSet == rhs.reloadedSectionSet
      && lhs.reloadedItemSet == rhs.reloadedItemSet
      && lhs.reconfiguredItemSet == rhs.reconfiguredItemSet
  }
}

extension Array {
  /// Removes the elements at `offsets`, keeping the others in order.
  /// - Complexity: O(n) for n elements from the first offset on.
  mutating func remove(at offsets: IndexSet) {
    guard let first = offsets.first else { return }
    var kept = first
    for index in first..<count where !offsets.contains(index) {
      swapAt(kept, index)
      kept += 1
    }
    removeSubrange(kept...)
  }
}
