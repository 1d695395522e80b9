import Foundation

// Adding, removing, moving and marking items. Each operation checks its input first and, when it
// would have UIKit stop the program, records an error and changes nothing.

extension DiffableDataSourceSnapshot {
  // MARK: - Adding items

  /// Adds items at the end of a section.
  /// - Parameters:
  ///   - identifiers: The new items, none of them already in the snapshot.
  ///   - sectionIdentifier: The section; nil (the default) means the last section.
  /// - Complexity: O(k) for k items added.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let operation = "appendItems(_:toSection:)"
    let index: Int
    if let sectionIdentifier {
      guard let found = sectionIndexes[sectionIdentifier] else {
        return refuse(
          operation, .unknownSection(verb: "append items to", identifier: "\(sectionIdentifier)"))
      }
      index = found
    } else {
      guard !sections.isEmpty else { return refuse(operation, .noSections) }
      index = sections.count - 1
    }
    guard acceptsNewItems(identifiers, operation) else { return }
    placeItems(identifiers, inSectionAt: index, at: itemsBySection[index].count)
  }

  /// Adds items before an item, in its section.
  /// - Parameters:
  ///   - identifiers: The new items, none of them already in the snapshot.
  ///   - beforeIdentifier: The item they go before.
  /// - Complexity: O(k + r) for k items added and r rows after them in the section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insertItems(identifiers, at: beforeIdentifier, offset: 0, "insertItems(_:beforeItem:)")
  }

  /// Adds items after an item, in its section.
  /// - Parameters:
  ///   - identifiers: The new items, none of them already in the snapshot.
  ///   - afterIdentifier: The item they go after.
  /// - Complexity: O(k + r) for k items added and r rows after them in the section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insertItems(identifiers, at: afterIdentifier, offset: 1, "insertItems(_:afterItem:)")
  }

  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int,
    _ operation: String
  ) {
    guard let location = itemLocations[anchor], let index = sectionIndexes[location.section] else {
      return refuse(
        operation, .unknownItem(verb: Self.placement("insert", offset), identifier: "\(anchor)"))
    }
    guard acceptsNewItems(identifiers, operation) else { return }
    placeItems(identifiers, inSectionAt: index, at: location.row + offset)
  }

  // MARK: - Removing items

  /// Removes items from their sections.
  /// - Parameter identifiers: Items in the snapshot.
  /// - Complexity: O(k + r) for k items named and the r rows of the sections they leave.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    if let unknown = identifiers.first(where: { itemLocations[$0] == nil }) {
      return refuse("deleteItems(_:)", .unknownItem(verb: "delete", identifier: "\(unknown)"))
    }
    removeItems(identifiers)
    dropMarksOfRemovedIdentifiers()
  }

  /// Removes every section and item, as UIKit's `deleteAllItems()` does.
  /// - Complexity: O(1), plus releasing the storage.
  public mutating func deleteAllItems() {
    let refused = errors
    self = Self()
    errors = refused
  }

  // MARK: - Moving items

  /// Moves an item before another, into that item's section.
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes before; not the same one.
  /// - Complexity: O(r) for the rows of the sections concerned.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, to: toIdentifier, offset: 0, "moveItem(_:beforeItem:)")
  }

  /// Moves an item after another, into that item's section.
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes after; not the same one.
  /// - Complexity: O(r) for the rows of the sections concerned.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    moveItem(identifier, to: toIdentifier, offset: 1, "moveItem(_:afterItem:)")
  }

  private mutating func moveItem(
    _ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int,
    _ operation: String
  ) {
    guard itemLocations[identifier] != nil else {
      return refuse(operation, .unknownItem(verb: "move", identifier: "\(identifier)"))
    }
    guard itemLocations[anchor] != nil else {
      return refuse(
        operation, .unknownItem(verb: Self.placement("move", offset), identifier: "\(anchor)"))
    }
    guard identifier != anchor else {
      return refuse(operation, .movedRelativeToItself("\(identifier)"))
    }
    removeItems(CollectionOfOne(identifier))
    guard let location = itemLocations[anchor], let index = sectionIndexes[location.section]
    else { return }
    placeItems([identifier], inSectionAt: index, at: location.row + offset)
  }

  /// Moves an item to an index path, for a row the user dragged. The item and the index path
  /// (after the move) must be valid.
  mutating func moveItem(_ identifier: ItemIdentifierType, to indexPath: IndexPath) {
    removeItems(CollectionOfOne(identifier))
    placeItems([identifier], inSectionAt: indexPath.section, at: indexPath.row)
  }

  // MARK: - Marking items

  /// Marks items for reload: applying the snapshot replaces their cells with new ones from the
  /// cell provider, with the reload animation.
  /// - Parameter identifiers: Items in the snapshot.
  /// - Complexity: O(k) for k items named.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard acceptsKnownItems(identifiers, verb: "reload", "reloadItems(_:)") else { return }
    for identifier in identifiers where reloadedItemSet.insert(identifier).inserted {
      reloadedItems.append(identifier)
    }
  }

  /// Marks items for reconfiguring: applying the snapshot asks the cell provider again for the
  /// items on screen, which get their existing cell back from `dequeueReusableCell`, so the
  /// content updates in place without a reload animation (and the selection stays).
  /// - Parameter identifiers: Items in the snapshot.
  /// - Complexity: O(k) for k items named.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard acceptsKnownItems(identifiers, verb: "reconfigure", "reconfigureItems(_:)") else {
      return
    }
    for identifier in identifiers where reconfiguredItemSet.insert(identifier).inserted {
      reconfiguredItems.append(identifier)
    }
  }

  // MARK: - Checks

  /// Whether new item identifiers are all new and distinct; records the error when not.
  private mutating func acceptsNewItems(_ identifiers: [ItemIdentifierType], _ operation: String)
    -> Bool
  {
    let repeated = Self.repeated(identifiers) { itemLocations[$0] != nil }
    guard repeated.isEmpty else {
      refuse(operation, .duplicateItemIdentifiers(repeated.map { "\($0)" }))
      return false
    }
    return true
  }

  /// Whether every identifier is an item of the snapshot; records the error when not.
  private mutating func acceptsKnownItems(
    _ identifiers: [ItemIdentifierType], verb: String, _ operation: String
  ) -> Bool {
    guard let unknown = identifiers.first(where: { itemLocations[$0] == nil }) else { return true }
    refuse(operation, .unknownItem(verb: verb, identifier: "\(unknown)"))
    return false
  }
}
