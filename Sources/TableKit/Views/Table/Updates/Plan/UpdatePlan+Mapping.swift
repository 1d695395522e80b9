import Foundation

// Old ↔ new index paths. Sections and rows map the same way: an index the batch names goes
// where the batch says (a move) or nowhere (a deletion, an insertion); every other index keeps
// its order, so its new position is "the k-th place nobody claimed", where k counts the
// indexes before it that nobody vacated.

// MARK: - Queries

extension UpdatePlan {
  /// The index path after the update of the row at `indexPath` before it.
  /// - Parameter indexPath: A row before the update.
  /// - Returns: Where the row is after the update; nil when it is deleted or reloaded (its
  ///   replacement is a new row), when its section is deleted or reloaded, and for an index
  ///   path out of range or not of a section and a row.
  /// - Complexity: O(log k) for k index paths in the batch.
  public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, let newSection = newSection(forOld: indexPath.section) else {
      return nil
    }
    let row = indexPath.row
    guard row >= 0, row < rowCountsBefore[indexPath.section] else { return nil }
    guard let changes = rows[indexPath.section] else {
      return IndexPath(row: row, section: newSection)
    }
    if let destination = changes.destinations[row] { return destination }
    guard !changes.vacated.contains(row), !changes.reloaded.contains(row) else { return nil }
    return IndexPath(row: changes.positionalNewRow(forOld: row), section: newSection)
  }

  /// The index path before the update of the row at `indexPath` after it.
  /// - Parameter indexPath: A row after the update.
  /// - Returns: Where the row was before the update; nil when it is inserted (a reloaded row's
  ///   replacement included), when its section is inserted or reloaded, and for an index path
  ///   out of range or not of a section and a row.
  /// - Complexity: O(log k) for k index paths in the batch.
  public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
    guard indexPath.count == 2, let oldSection = oldSection(forNew: indexPath.section) else {
      return nil
    }
    let row = indexPath.row
    guard row >= 0, row < rowCountsAfter[indexPath.section] else { return nil }
    guard let changes = rows[oldSection] else { return IndexPath(row: row, section: oldSection) }
    if let source = changes.sources[row] { return source }
    guard !changes.claimed.contains(row) else { return nil }
    let oldRow = changes.positionalOldRow(forNew: row)
    guard !changes.reloaded.contains(oldRow) else { return nil }
    return IndexPath(row: oldRow, section: oldSection)
  }

  /// The index after the update of the section at `section` before it.
  /// - Parameter section: A section before the update.
  /// - Returns: Where the section is after the update; nil when it is deleted or reloaded
  ///   (`reloadedSections` says where its replacement is), or out of range.
  /// - Complexity: O(log k) for k sections in the batch.
  public func newSection(forOld section: Int) -> Int? { sections.newSection(forOld: section) }

  /// The index before the update of the section at `section` after it.
  /// - Parameter section: A section after the update.
  /// - Returns: Where the section was before the update; nil when it is inserted (a reloaded
  ///   section's replacement included), or out of range.
  /// - Complexity: O(log k) for k sections in the batch.
  public func oldSection(forNew section: Int) -> Int? { sections.oldSection(forNew: section) }
}

// MARK: - Sections

extension UpdatePlan {
  /// Where the sections of a batch go.
  struct SectionMap: Sendable {
    /// The number of sections before the update.
    let oldCount: Int
    /// The number of sections after the update.
    let newCount: Int
    /// The sections deleted (reloaded ones aside), by old index.
    let deleted: SortedIndexes
    /// The sections reloaded, by old index. For the mapping they keep their place, like the
    /// sections the batch leaves alone.
    let reloaded: SortedIndexes
    /// The sections inserted (reloaded ones aside), by new index.
    let inserted: SortedIndexes
    /// The old sections that do not keep their place: deleted or moved away.
    let vacated: SortedIndexes
    /// The new sections that no old section fills in order: inserted or moved in.
    let claimed: SortedIndexes
    /// The moves, from old index to new.
    let destinations: [Int: Int]
    /// The moves, from new index to old.
    let sources: [Int: Int]

    /// Whether every section keeps its index and content: none is inserted, deleted, moved or
    /// reloaded, as in most batches. Every mapping is then the identity, which the row count
    /// checks ask about every section of the table.
    var keepsEverySection: Bool {
      vacated.count == 0 && claimed.count == 0 && reloaded.count == 0
    }

    /// Where an old section goes (a reloaded one: where its replacement goes); nil when
    /// deleted. `section` must be in range.
    func positionalNewSection(forOld section: Int) -> Int? {
      if keepsEverySection { return section }
      // Most batches move no section: asked once per section of the table, the lookup in an
      // empty dictionary still hashed.
      if !destinations.isEmpty, let destination = destinations[section] { return destination }
      guard !deleted.contains(section) else { return nil }
      return claimed.nonMember(at: section - vacated.rank(of: section))
    }

    /// Where a new section comes from (for a reloaded one's replacement: the reloaded
    /// section); nil when inserted. `section` must be in range.
    func positionalOldSection(forNew section: Int) -> Int? {
      if keepsEverySection { return section }
      if !sources.isEmpty, let source = sources[section] { return source }
      guard !inserted.contains(section) else { return nil }
      return vacated.nonMember(at: section - claimed.rank(of: section))
    }

    /// Where an old section goes; nil when deleted, reloaded or out of range.
    func newSection(forOld section: Int) -> Int? {
      guard section >= 0, section < oldCount else { return nil }
      if keepsEverySection { return section }
      guard !reloaded.contains(section) else { return nil }
      return positionalNewSection(forOld: section)
    }

    /// Where a new section comes from; nil when inserted, a reload's replacement or out of
    /// range.
    func oldSection(forNew section: Int) -> Int? {
      guard section >= 0, section < newCount else { return nil }
      if keepsEverySection { return section }
      guard let old = positionalOldSection(forNew: section), !reloaded.contains(old)
      else { return nil }
      return old
    }

    /// Whether the new section `section` is a reloaded section's replacement.
    func isReloadReplacement(_ section: Int) -> Bool {
      guard let old = positionalOldSection(forNew: section) else { return false }
      return reloaded.contains(old)
    }
  }
}

// MARK: - Rows

extension UpdatePlan {
  /// What a batch does to the rows of one section that is there before and after the update.
  struct RowChanges: Sendable {
    /// The old rows that do not keep their place: deleted or moved away.
    var vacated = SortedIndexes.empty
    /// The old rows reloaded. For the mapping they keep their place.
    var reloaded = SortedIndexes.empty
    /// The new rows that no old row fills in order: inserted or moved in.
    var claimed = SortedIndexes.empty
    /// The moves out of this section (or within it), from old row to new index path.
    var destinations: [Int: IndexPath] = [:]
    /// The moves into this section (or within it), from new row to old index path.
    var sources: [Int: IndexPath] = [:]

    /// The new row of an old row that keeps its place.
    func positionalNewRow(forOld row: Int) -> Int {
      claimed.nonMember(at: row - vacated.rank(of: row))
    }

    /// The old row of a new row that no insertion or move claims.
    func positionalOldRow(forNew row: Int) -> Int {
      vacated.nonMember(at: row - claimed.rank(of: row))
    }
  }
}
