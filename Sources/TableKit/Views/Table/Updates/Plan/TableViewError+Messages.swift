import Foundation

// The sentences of `TableViewError.invalidUpdate`, one builder per rule, in UIKit's words where
// UIKit has words for the rule (NOTES.md, "UIKit's words for invalid batches"). Where UIKit
// would print an object address (`<NSIndexPath: 0x600000c2a1e0>`), the message says
// `<NSIndexPath>`: the rest of the description, `{length = 2, path = 0 - 1}`, is UIKit's.
// Where UIKit has no rule (it lets the batch through and misbehaves), the sentence follows the
// pattern of its neighbours.

extension TableViewError {
  /// An index path as `NSIndexPath` describes itself: `<NSIndexPath> {length = 2, path = S - R}`.
  static func describe(_ indexPath: IndexPath) -> String {
    let path = indexPath.map(String.init).joined(separator: " - ")
    return "<NSIndexPath> {length = \(indexPath.count), path = \(path)}"
  }

  // MARK: - Malformed input

  /// An index path that is not a section and a row.
  static func malformed(_ indexPath: IndexPath) -> TableViewError {
    .invalidUpdate(
      "invalid index path for use with a table view (\(describe(indexPath))): index paths for "
        + "use with a table view must contain exactly two indexes, a section and a row")
  }

  /// A negative count from the data source.
  static func negativeCount(_ count: Int, section: Int, after: Bool) -> TableViewError {
    .invalidUpdate(
      "Invalid update: the data source reported \(count) rows in section \(section) "
        + "\(after ? "after" : "before") the update; a number of rows cannot be negative.")
  }

  // MARK: - Sections

  /// The number of sections does not add up.
  static func sectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    -> TableViewError
  {
    .invalidUpdate(
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (\(after)) must be equal to the number of sections "
        + "contained in the table view before the update (\(before)), plus or minus the number "
        + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
  }

  /// A section deleted or reloaded that was not there before the update.
  static func deleteSectionOutOfRange(_ section: Int, count: Int) -> TableViewError {
    .invalidUpdate(
      "attempt to delete section \(section), but there are only \(count) sections before the "
        + "update")
  }

  /// A section inserted past the end after the update.
  static func insertSectionOutOfRange(_ section: Int, count: Int) -> TableViewError {
    .invalidUpdate(
      "attempt to insert section \(section) but there are only \(count) sections after the "
        + "update")
  }

  /// A section moved from an index that was not there before the update.
  static func moveSectionSourceOutOfRange(_ section: Int, count: Int) -> TableViewError {
    .invalidUpdate(
      "attempt to move section \(section), but there are only \(count) sections before the "
        + "update")
  }

  /// A section moved to an index that is not there after the update.
  static func moveSectionDestinationOutOfRange(_ section: Int, to newSection: Int, count: Int)
    -> TableViewError
  {
    .invalidUpdate(
      "attempt to move section \(section) to section \(newSection), but there are only "
        + "\(count) sections after the update")
  }

  /// One operation asked twice for the same section (`delete`, `insert`).
  static func duplicateSection(_ verb: String, _ section: Int) -> TableViewError {
    .invalidUpdate("attempt to \(verb) section \(section) twice")
  }

  /// Two moves from the same section.
  static func duplicateSectionMoveSource(_ section: Int) -> TableViewError {
    .invalidUpdate("attempt to perform two moves from the same section (\(section))")
  }

  /// Two moves to the same section.
  static func duplicateSectionMoveDestination(_ first: Int, _ second: Int, to section: Int)
    -> TableViewError
  {
    .invalidUpdate(
      "attempt to move both section \(first) and section \(second) to section \(section)")
  }

  /// A section both deleted and reloaded.
  static func deleteAndReloadSection(_ section: Int) -> TableViewError {
    .invalidUpdate("attempt to delete and reload the same section (\(section))")
  }

  /// A section both deleted (or reloaded, `verb`) and moved.
  static func moveFromRemovedSection(_ verb: String, _ section: Int) -> TableViewError {
    .invalidUpdate("attempt to perform a \(verb) and a move from the same section (\(section))")
  }

  /// A section both inserted and moved to.
  static func insertAndMoveSection(_ section: Int) -> TableViewError {
    .invalidUpdate("attempt to perform an insert and a move to the same section (\(section))")
  }

  // MARK: - Rows: ranges

  /// A row deleted or reloaded in a section that was not there before the update.
  static func deleteRowSectionOutOfRange(_ indexPath: IndexPath, count: Int) -> TableViewError {
    .invalidUpdate(
      "attempt to delete row \(indexPath[1]) from section \(indexPath[0]), but there are only "
        + "\(count) sections before the update")
  }

  /// A row deleted or reloaded that was not there before the update.
  static func deleteRowOutOfRange(_ indexPath: IndexPath, count: Int) -> TableViewError {
    .invalidUpdate(
      "attempt to delete row \(indexPath[1]) from section \(indexPath[0]) which only contains "
        + "\(count) rows before the update")
  }

  /// A row inserted in a section that is not there after the update.
  static func insertRowSectionOutOfRange(_ indexPath: IndexPath, count: Int) -> TableViewError {
    .invalidUpdate(
      "attempt to insert row \(indexPath[1]) into section \(indexPath[0]), but there are only "
        + "\(count) sections after the update")
  }

  /// A row inserted past the end of its section after the update.
  static func insertRowOutOfRange(_ indexPath: IndexPath, count: Int) -> TableViewError {
    .invalidUpdate(
      "attempt to insert row \(indexPath[1]) into section \(indexPath[0]), but there are only "
        + "\(count) rows in section \(indexPath[0]) after the update")
  }

  /// A row moved from an index path that was not there before the update.
  static func moveRowSourceOutOfRange(_ indexPath: IndexPath, sections: Int, rows: Int?)
    -> TableViewError
  {
    let limit =
      rows.map { "\($0) rows in section \(indexPath[0])" } ?? "\(sections) sections"
    return .invalidUpdate(
      "attempt to move index path (\(describe(indexPath))) that does not exist - there are only "
        + "\(limit) before the update")
  }

  /// A row moved to an index path that is not there after the update.
  static func moveRowDestinationOutOfRange(
    _ indexPath: IndexPath, to newIndexPath: IndexPath, sections: Int, rows: Int?
  ) -> TableViewError {
    let limit =
      rows.map { "\($0) rows in section \(newIndexPath[0])" } ?? "\(sections) sections"
    return .invalidUpdate(
      "attempt to move index path (\(describe(indexPath))) to index path "
        + "(\(describe(newIndexPath))) that does not exist - there are only \(limit) after the "
        + "update")
  }

  // MARK: - Rows: conflicts

  /// A row deleted twice.
  static func duplicateRowDelete(_ indexPath: IndexPath) -> TableViewError {
    .invalidUpdate("attempt to delete row \(indexPath[1]) from section \(indexPath[0]) twice")
  }

  /// A row inserted twice.
  static func duplicateRowInsert(_ indexPath: IndexPath) -> TableViewError {
    .invalidUpdate("attempt to insert row \(indexPath[1]) into section \(indexPath[0]) twice")
  }

  /// Two moves from the same index path.
  static func duplicateRowMoveSource(_ indexPath: IndexPath) -> TableViewError {
    .invalidUpdate("attempt to perform two moves from the same index path (\(describe(indexPath)))")
  }

  /// Two moves to the same index path.
  static func duplicateRowMoveDestination(
    _ first: IndexPath, _ second: IndexPath, to indexPath: IndexPath
  ) -> TableViewError {
    .invalidUpdate(
      "attempt to move both row at index path \(describe(first)) and \(describe(second)) to "
        + describe(indexPath))
  }

  /// A row both deleted and reloaded.
  static func deleteAndReloadRow(_ indexPath: IndexPath) -> TableViewError {
    .invalidUpdate("attempt to delete and reload the same index path (\(describe(indexPath)))")
  }

  /// A row both deleted (or reloaded, `verb`) and moved.
  static func moveFromRemovedRow(_ verb: String, _ indexPath: IndexPath) -> TableViewError {
    .invalidUpdate(
      "attempt to perform a \(verb) and a move from the same index path (\(describe(indexPath)))")
  }

  /// A row both inserted and moved to.
  static func insertAndMoveRow(_ indexPath: IndexPath) -> TableViewError {
    .invalidUpdate(
      "attempt to perform an insert and a move to the same index path (\(describe(indexPath)))")
  }

  /// A row moved out of a section that is deleted (or reloaded, `participle`).
  static func moveRowFromRemovedSection(_ participle: String, _ section: Int) -> TableViewError {
    .invalidUpdate("cannot move a row from a \(participle) section (\(section))")
  }

  /// A row moved into a section that is inserted (or reloaded: `description`).
  static func moveRowIntoNewSection(_ description: String, _ section: Int) -> TableViewError {
    .invalidUpdate("cannot move a row into a \(description) section (\(section))")
  }

  // MARK: - Rows: counts

  /// The number of rows of a section that exists before and after the update does not add up.
  static func rowCount(
    section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> TableViewError {
    .invalidUpdate(
      "Invalid update: invalid number of rows in section \(section). The number of rows "
        + "contained in an existing section after the update (\(after)) must be equal to the "
        + "number of rows contained in that section before the update (\(before)), plus or minus "
        + "the number of rows inserted or deleted from that section (\(inserted) inserted, "
        + "\(deleted) deleted) and plus or minus the number of rows moved into or out of that "
        + "section (\(movedIn) moved in, \(movedOut) moved out).")
  }
}
