import Foundation

/// A batch of table updates, validated against the data source's counts and normalized: what
/// is deleted, inserted, moved and reloaded, and where every row and section goes.
///
/// The rules are UIKit's (`beginUpdates()` / `endUpdates()`):
/// - deletions, reloads and the sources of moves name index paths from **before** the update;
///   insertions and the destinations of moves name index paths from **after** it, whatever the
///   order of the calls; deletions apply before insertions;
/// - a reload is a deletion plus an insertion of the same row (or section) where it goes after
///   the update;
/// - the rows (and sections) nobody named keep their order, filling the places after the update
///   that no insertion or move took;
/// - row deletions and reloads in a section that is deleted or reloaded, and row insertions in
///   a section that is inserted or reloaded, are part of that section's change and add nothing,
///   as in UIKit (a row deleted along with its section goes with it); they are still checked
///   for range and conflicts;
/// - rows cannot move out of a deleted or reloaded section, nor into an inserted or reloaded
///   one;
/// - every section that exists before and after must end with its old number of rows, plus
///   insertions, minus deletions, plus rows moved in from other sections, minus rows moved out.
///
/// An invalid batch throws `TableViewError.invalidUpdate` with UIKit's sentence. A plan never
/// needs an index path outside the counts it was given. Where UIKit has no rule, TableKit is
/// stricter rather than undefined: a row or section deleted, inserted or moved twice in one
/// batch is refused (a second reload is harmless and ignored), and a row reloaded and moved is
/// reported as such, where UIKit speaks of a delete.
///
/// The plan stores only what the batch names: mapping an index path is a binary search among
/// the batch's indexes, so a batch of three rows in a section of ten million costs three rows.
public struct UpdatePlan: Sendable {
  // MARK: - Counts

  /// The number of rows in each section before the update, as given.
  public let rowCountsBefore: [Int]

  /// The number of rows in each section after the update, as given.
  public let rowCountsAfter: [Int]

  // MARK: - Normalized operations

  /// The sections deleted, reloaded ones included, by their indexes before the update.
  public let deletedSections: IndexSet

  /// The sections inserted, reloaded ones included, by their indexes after the update.
  public let insertedSections: IndexSet

  /// The sections moved, from their index before the update to their index after it, by
  /// ascending `from`.
  public let movedSections: [(from: Int, to: Int)]

  /// The sections reloaded, from their index before the update to the index of their
  /// replacement after it, by ascending `old`. Each is also in `deletedSections` (`old`) and
  /// `insertedSections` (`new`).
  public let reloadedSections: [(old: Int, new: Int)]

  /// The rows deleted, reloaded ones included, by their index paths before the update,
  /// ascending. Rows of deleted or reloaded sections are not listed: they go with their section.
  public let deletedRows: [IndexPath]

  /// The rows inserted, reloaded ones included, by their index paths after the update,
  /// ascending. Rows of inserted or reloaded sections are not listed: they come with their
  /// section.
  public let insertedRows: [IndexPath]

  /// The rows moved, from their index path before the update to their index path after it, by
  /// ascending `from`.
  public let movedRows: [(from: IndexPath, to: IndexPath)]

  /// The rows reloaded, from their index path before the update to that of their replacement
  /// after it, by ascending `old`. Each is also in `deletedRows` (`old`) and `insertedRows`
  /// (`new`).
  public let reloadedRows: [(old: IndexPath, new: IndexPath)]

  // MARK: - Mapping

  /// Where sections go.
  let sections: SectionMap

  /// What happens to the rows of each section that is there before and after the update (not
  /// deleted, reloaded or inserted), by its index before the update; sections the batch leaves
  /// alone have no entry.
  let rows: [Int: RowChanges]

  /// Validates a batch against the data source's counts and plans it.
  ///
  /// - Parameters:
  ///   - update: The batch, as the caller asked for it.
  ///   - rowCountsBefore: The number of rows of each section before the model changed (what the
  ///     table shows); its count is the number of sections before.
  ///   - rowCountsAfter: The number of rows of each section the data source reports after the
  ///     model changed; its count is the number of sections after.
  /// - Throws: `TableViewError.invalidUpdate`, with UIKit's sentence for the first rule the
  ///   batch breaks, checked in this order: index paths that are not a section and a row;
  ///   negative counts; sections named twice; the number of sections; sections out of range;
  ///   sections both deleted (or reloaded) and moved, deleted and reloaded, inserted and moved
  ///   to; rows out of range, in the caller's order; rows named twice or both deleted (or
  ///   reloaded) and moved, deleted and reloaded, inserted and moved to; rows moved out of a
  ///   removed section or into a new one; the number of rows of each section.
  /// - Complexity: O(s + k log k) for s sections and k index paths in the batch, whatever the
  ///   number of rows.
  public init(_ update: BatchUpdate, rowCountsBefore: [Int], rowCountsAfter: [Int]) throws {
    var builder = try Builder(update, before: rowCountsBefore, after: rowCountsAfter)
    let sections = try builder.planSections()
    let rows = try builder.planRows(sections)
    self.rowCountsBefore = rowCountsBefore
    self.rowCountsAfter = rowCountsAfter
    self.sections = sections
    self.rows = rows

    let reloadedSections = sections.reloaded.elements.compactMap { old in
      sections.positionalNewSection(forOld: old).map { (old: old, new: $0) }
    }
    self.reloadedSections = reloadedSections
    deletedSections = IndexSet(sections.deleted.elements).union(
      IndexSet(sections.reloaded.elements))
    insertedSections = IndexSet(sections.inserted.elements).union(
      IndexSet(reloadedSections.map(\.new)))
    movedSections = sections.destinations.map { (from: $0.key, to: $0.value) }
      .sorted { $0.from < $1.from }

    var reloadedRows: [(old: IndexPath, new: IndexPath)] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    for (section, changes) in rows {
      guard let newSection = sections.newSection(forOld: section) else { continue }
      for row in changes.reloaded.elements {
        let new = IndexPath(row: changes.positionalNewRow(forOld: row), section: newSection)
        reloadedRows.append((old: IndexPath(row: row, section: section), new: new))
      }
      for (row, destination) in changes.destinations {
        movedRows.append((from: IndexPath(row: row, section: section), to: destination))
      }
    }
    self.reloadedRows = reloadedRows.sorted { $0.old < $1.old }
    self.movedRows = movedRows.sorted { $0.from < $1.from }
    deletedRows = (builder.survivingDeletions + reloadedRows.map(\.old)).sorted()
    insertedRows = (builder.survivingInsertions + reloadedRows.map(\.new)).sorted()
  }
}
