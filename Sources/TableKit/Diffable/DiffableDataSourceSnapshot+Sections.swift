import Foundation

// Adding, removing, moving and marking sections. Each operation checks its input first and, when
// it would have UIKit stop the program, records an error and changes nothing.

extension DiffableDataSourceSnapshot {
  // MARK: - Adding sections

  /// Adds empty sections after the last one.
  /// - Parameter identifiers: The new sections, none of them already in the snapshot.
  /// - Complexity: O(k) for k sections added.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard acceptsNewSections(identifiers, "appendSections(_:)") else { return }
    placeSections(
      identifiers, items: Array(repeating: [], count: identifiers.count), at: sections.count)
  }

  /// Adds empty sections before a section.
  /// - Parameters:
  ///   - identifiers: The new sections, none of them already in the snapshot.
  ///   - toIdentifier: The section they go before.
  /// - Complexity: O(k + s) for k sections added and s sections after them.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, offset: 0, "insertSections(_:beforeSection:)")
  }

  /// Adds empty sections after a section.
  /// - Parameters:
  ///   - identifiers: The new sections, none of them already in the snapshot.
  ///   - toIdentifier: The section they go after.
  /// - Complexity: O(k + s) for k sections added and s sections after them.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, offset: 1, "insertSections(_:afterSection:)")
  }

  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int,
    _ operation: String
  ) {
    guard let index = sectionIndexes[anchor] else {
      return refuse(
        operation, .unknownSection(verb: Self.placement("insert", offset), identifier: "\(anchor)"))
    }
    guard acceptsNewSections(identifiers, operation) else { return }
    placeSections(
      identifiers, items: Array(repeating: [], count: identifiers.count), at: index + offset)
  }

  // MARK: - Removing sections

  /// Removes sections with their items.
  /// - Parameter identifiers: Sections in the snapshot.
  /// - Complexity: O(k + s + r) for k sections named, s sections after the first removed, and
  ///   r items removed.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    if let unknown = identifiers.first(where: { sectionIndexes[$0] == nil }) {
      return refuse(
        "deleteSections(_:)", .unknownSection(verb: "delete", identifier: "\(unknown)"))
    }
    removeSections(at: IndexSet(identifiers.compactMap { sectionIndexes[$0] }))
    dropMarksOfRemovedIdentifiers()
  }

  // MARK: - Moving sections

  /// Moves a section, with its items, before another.
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before; not the same one.
  /// - Complexity: O(s) for s sections.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, offset: 0, "moveSection(_:beforeSection:)")
  }

  /// Moves a section, with its items, after another.
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes after; not the same one.
  /// - Complexity: O(s) for s sections.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, offset: 1, "moveSection(_:afterSection:)")
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int,
    _ operation: String
  ) {
    guard let from = sectionIndexes[identifier] else {
      return refuse(operation, .unknownSection(verb: "move", identifier: "\(identifier)"))
    }
    guard sectionIndexes[anchor] != nil else {
      return refuse(
        operation,
        .unknownSection(verb: Self.placement("move", offset), identifier: "\(anchor)"))
    }
    guard identifier != anchor else {
      return refuse(operation, .movedRelativeToItself("\(identifier)"))
    }
    let taken = takeSections(at: IndexSet(integer: from))
    guard let target = sectionIndexes[anchor] else { return }
    placeSections(taken.map(\.0), items: taken.map(\.1), at: target + offset)
  }

  // MARK: - Marking sections

  /// Marks sections for reload: applying the snapshot asks the cell provider again for all
  /// their rows (and the data source for their titles), with the reload animation.
  /// - Parameter identifiers: Sections in the snapshot.
  /// - Complexity: O(k) for k sections named.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    if let unknown = identifiers.first(where: { sectionIndexes[$0] == nil }) {
      return refuse(
        "reloadSections(_:)", .unknownSection(verb: "reload", identifier: "\(unknown)"))
    }
    for identifier in identifiers where reloadedSectionSet.insert(identifier).inserted {
      reloadedSections.append(identifier)
    }
  }

  // MARK: - Checks

  /// Whether new section identifiers are all new and distinct; records the error when not.
  private mutating func acceptsNewSections(
    _ identifiers: [SectionIdentifierType], _ operation: String
  ) -> Bool {
    let repeated = Self.repeated(identifiers) { sectionIndexes[$0] != nil }
    guard repeated.isEmpty else {
      refuse(operation, .duplicateSectionIdentifiers(repeated.map { "\($0)" }))
      return false
    }
    return true
  }

  /// The identifiers named twice in `identifiers` or already `present`, each once, in order.
  static func repeated<Identifier: Hashable>(
    _ identifiers: [Identifier], present: (Identifier) -> Bool
  ) -> [Identifier] {
    var seen = Set<Identifier>()
    var reported = Set<Identifier>()
    var result: [Identifier] = []
    for identifier in identifiers {
      let isRepeat = !seen.insert(identifier).inserted || present(identifier)
      if isRepeat, reported.insert(identifier).inserted { result.append(identifier) }
    }
    return result
  }

  /// Records a refused operation.
  mutating func refuse(_ operation: String, _ reason: DiffableDataSourceError.Reason) {
    errors.append(DiffableDataSourceError(operation: operation, reason: reason))
  }

  /// What an insert or move does with its anchor, for messages: `"insert before"`.
  static func placement(_ action: String, _ offset: Int) -> String {
    action + (offset == 0 ? " before" : " after")
  }
}
