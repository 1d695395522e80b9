import Foundation
import Testing

@testable import TableKit

/// Every sentence `UpdatePlan` can throw, word for word: UIKit's where UIKit has one.
extension Updates {
  @Suite("UpdatePlan messages")
  struct PlanMessageTests {
    // MARK: - Counts

    @Test func aRowCountThatDoesNotAddUpIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([3], [5]) { $0.insertRows(at: [path(0, 0)]) }
          == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
          + "an existing section after the update (5) must be equal to the number of rows "
          + "contained in that section before the update (3), plus or minus the number of rows "
          + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
          + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test func rowsMovedOutOfASectionAreCountedInTheMessage() {
      let message = invalidUpdateMessage([2, 1], [2, 1]) {
        $0.moveRow(at: path(0, 0), to: path(1, 0))
      }
      #expect(
        message
          == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
          + "an existing section after the update (2) must be equal to the number of rows "
          + "contained in that section before the update (2), plus or minus the number of rows "
          + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
          + "number of rows moved into or out of that section (0 moved in, 1 moved out).")
    }

    @Test func aReloadCountsAsOneInsertionAndOneDeletionAsInUIKit() {
      let message = invalidUpdateMessage([3], [4]) { $0.reloadRows(at: [path(0, 0)]) }
      #expect(message?.contains("after the update (4)") == true)
      #expect(message?.contains("(1 inserted, 1 deleted)") == true)
    }

    /// Issue 32: when no section moves, the counts around the sections a batch changes are
    /// compared as runs; a count that changed there, before, between or after the changed
    /// sections, is still named, the first one in order, as if each were checked alone.
    @Test func aCountChangedOutsideTheBatchIsNamedWhereverItLies() {
      let before = [4, 4, 4, 4, 4, 4, 4]
      let insertInTwoAndFour: (inout BatchUpdate) -> Void = {
        $0.insertRows(at: [path(2, 0), path(4, 0)])
      }
      let cases: [(after: [Int], section: Int)] = [
        ([5, 5, 5, 4, 5, 4, 4], 0), ([4, 4, 5, 3, 5, 4, 4], 3), ([4, 4, 5, 4, 5, 4, 9], 6),
        ([4, 4, 5, 4, 5, 9, 1], 5), ([4, 4, 6, 4, 5, 4, 4], 2),
      ]
      for (after, section) in cases {
        let message = invalidUpdateMessage(before, after, insertInTwoAndFour)
        #expect(
          message?.hasPrefix("Invalid update: invalid number of rows in section \(section).")
            == true, "\(after): \(message ?? "no error")")
      }
      #expect(invalidUpdateMessage(before, [4, 4, 5, 4, 5, 4, 4], insertInTwoAndFour) == nil)
      // A batch with no row changes (the heights-changed idiom) checks every section.
      #expect(invalidUpdateMessage(before, before) { _ in } == nil)
      #expect(
        invalidUpdateMessage(before, [4, 4, 4, 4, 4, 4, 3]) { _ in }?
          .hasPrefix("Invalid update: invalid number of rows in section 6.") == true)
    }

    @Test func theRowCountMessageNamesTheSectionByItsIndexAfterTheUpdate() {
      let message = invalidUpdateMessage([1, 2, 3], [3, 3]) { $0.deleteSections([0]) }
      #expect(message?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
      #expect(message?.contains("after the update (3) must be equal") == true)
      #expect(message?.contains("before the update (2),") == true)
    }

    @Test func aSectionCountThatDoesNotAddUpIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([1, 1], [1]) { _ in }
          == "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (1) must be equal to the number of sections contained in "
          + "the table view before the update (2), plus or minus the number of sections inserted "
          + "or deleted (0 inserted, 0 deleted).")
    }

    @Test func reloadedSectionsAreCountedBothWaysInTheSectionCountMessage() {
      let message = invalidUpdateMessage([1, 1], [1, 1, 1, 1]) {
        $0.insertSections([2])
        $0.reloadSections([0])
      }
      #expect(message?.hasSuffix("(2 inserted, 1 deleted).") == true)
    }

    @Test func aNegativeCountIsRefused() {
      #expect(
        invalidUpdateMessage([1], [-1]) { _ in }
          == "Invalid update: the data source reported -1 rows in section 0 after the update; a "
          + "number of rows cannot be negative.")
    }

    @Test func anIndexPathThatIsNotASectionAndARowIsRefused() {
      #expect(
        invalidUpdateMessage([3], [2]) { $0.deleteRows(at: [IndexPath(index: 0)]) }
          == "invalid index path for use with a table view (<NSIndexPath> {length = 1, path = 0}): "
          + "index paths for use with a table view must contain exactly two indexes, a section "
          + "and a row")
      #expect(
        invalidUpdateMessage([3], [3]) {
          $0.moveRow(at: path(0, 0), to: IndexPath(indexes: [0, 1, 2]))
        }?.contains("{length = 3, path = 0 - 1 - 2}") == true)
    }

    // MARK: - Rows out of range

    @Test func aRowDeletedPastTheEndIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([3], [2]) { $0.deleteRows(at: [path(0, 5)]) }
          == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
    }

    @Test func aRowReloadedPastTheEndIsReportedAsUIKitDoesAsADeletion() {
      #expect(
        invalidUpdateMessage([2, 2], [2, 2]) { $0.reloadRows(at: [path(1, 2)]) }
          == "attempt to delete row 2 from section 1 which only contains 2 rows before the update")
    }

    @Test func aRowDeletedFromASectionThatDoesNotExistIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([1, 1], [1, 1]) { $0.deleteRows(at: [path(2, 0)]) }
          == "attempt to delete row 0 from section 2, but there are only 2 sections before the "
          + "update")
    }

    @Test func aRowInsertedPastTheEndIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([1], [2]) { $0.insertRows(at: [path(0, 2)]) }
          == "attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after "
          + "the update")
    }

    @Test func aRowInsertedIntoASectionThatDoesNotExistIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([1], [2]) { $0.insertRows(at: [path(1, 0)]) }
          == "attempt to insert row 0 into section 1, but there are only 1 sections after the "
          + "update")
    }

    @Test func aNegativeRowIsOutOfRange() {
      #expect(
        invalidUpdateMessage([3], [2]) { $0.deleteRows(at: [path(0, -1)]) }
          == "attempt to delete row -1 from section 0 which only contains 3 rows before the update")
    }

    @Test func aRowMovedFromWhereNoRowWasIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([1, 1, 0], [1, 1, 0]) { $0.moveRow(at: path(2, 0), to: path(0, 0)) }
          == "attempt to move index path (<NSIndexPath> {length = 2, path = 2 - 0}) that does not "
          + "exist - there are only 0 rows in section 2 before the update")
      #expect(
        invalidUpdateMessage([1], [1]) { $0.moveRow(at: path(3, 0), to: path(0, 0)) }
          == "attempt to move index path (<NSIndexPath> {length = 2, path = 3 - 0}) that does not "
          + "exist - there are only 1 sections before the update")
    }

    @Test func aRowMovedToWhereNoRowWillBeIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([3], [3]) { $0.moveRow(at: path(0, 0), to: path(0, 5)) }
          == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path "
          + "(<NSIndexPath> {length = 2, path = 0 - 5}) that does not exist - there are only 3 "
          + "rows in section 0 after the update")
      #expect(
        invalidUpdateMessage([3], [3]) { $0.moveRow(at: path(0, 0), to: path(1, 0)) }
          == "attempt to move index path (<NSIndexPath> {length = 2, path = 0 - 0}) to index path "
          + "(<NSIndexPath> {length = 2, path = 1 - 0}) that does not exist - there are only 1 "
          + "sections after the update")
    }

    // MARK: - Rows named twice

    @Test func aRowDeletedTwiceIsRefused() {
      #expect(
        invalidUpdateMessage([3], [1]) {
          $0.deleteRows(at: [path(0, 1)])
          $0.deleteRows(at: [path(0, 0), path(0, 1)])
        } == "attempt to delete row 1 from section 0 twice")
    }

    @Test func aRowInsertedTwiceIsRefused() {
      #expect(
        invalidUpdateMessage([1], [3]) { $0.insertRows(at: [path(0, 1), path(0, 1)]) }
          == "attempt to insert row 1 into section 0 twice")
    }

    @Test func aRowMovedTwiceIsRefused() {
      #expect(
        invalidUpdateMessage([3], [3]) {
          $0.moveRow(at: path(0, 0), to: path(0, 1))
          $0.moveRow(at: path(0, 0), to: path(0, 2))
        }
          == "attempt to perform two moves from the same index path (<NSIndexPath> "
          + "{length = 2, path = 0 - 0})")
    }

    @Test func twoRowsMovedToOnePlaceAreReportedInUIKitsWords() {
      let counts = Array(repeating: 1, count: 9)
      #expect(
        invalidUpdateMessage(counts, counts) {
          $0.moveRow(at: path(6, 0), to: path(7, 0))
          $0.moveRow(at: path(8, 0), to: path(7, 0))
        }
          == "attempt to move both row at index path <NSIndexPath> {length = 2, path = 6 - 0} and "
          + "<NSIndexPath> {length = 2, path = 8 - 0} to <NSIndexPath> {length = 2, path = 7 - 0}")
    }

    @Test func aRowDeletedAndReloadedIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([2], [1]) {
          $0.reloadRows(at: [path(0, 0)])
          $0.deleteRows(at: [path(0, 0)])
        }
          == "attempt to delete and reload the same index path (<NSIndexPath> "
          + "{length = 2, path = 0 - 0})")
    }

    @Test func aRowDeletedAndMovedIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([2], [1]) {
          $0.deleteRows(at: [path(0, 1)])
          $0.moveRow(at: path(0, 1), to: path(0, 0))
        }
          == "attempt to perform a delete and a move from the same index path (<NSIndexPath> "
          + "{length = 2, path = 0 - 1})")
    }

    @Test func aRowReloadedAndMovedIsReportedAsAReload() {
      #expect(
        invalidUpdateMessage([2], [2]) {
          $0.reloadRows(at: [path(0, 1)])
          $0.moveRow(at: path(0, 1), to: path(0, 0))
        }
          == "attempt to perform a reload and a move from the same index path (<NSIndexPath> "
          + "{length = 2, path = 0 - 1})")
    }

    @Test func aRowInsertedWhereOneIsMovedIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([2], [3]) {
          $0.moveRow(at: path(0, 1), to: path(0, 0))
          $0.insertRows(at: [path(0, 0)])
        }
          == "attempt to perform an insert and a move to the same index path (<NSIndexPath> "
          + "{length = 2, path = 0 - 0})")
    }

    // MARK: - Rows and their sections

    @Test func aRowMovedOutOfADeletedSectionIsRefused() {
      #expect(
        invalidUpdateMessage([2, 1], [3]) {
          $0.deleteSections([1])
          $0.moveRow(at: path(1, 0), to: path(0, 0))
        } == "cannot move a row from a deleted section (1)")
    }

    @Test func aRowMovedOutOfAReloadedSectionIsRefused() {
      #expect(
        invalidUpdateMessage([2, 1], [3, 0]) {
          $0.reloadSections([1])
          $0.moveRow(at: path(1, 0), to: path(0, 0))
        } == "cannot move a row from a reloaded section (1)")
    }

    @Test func aRowMovedIntoAnInsertedSectionIsReportedInUIKitsWords() {
      #expect(
        invalidUpdateMessage([2], [1, 1]) {
          $0.insertSections([1])
          $0.moveRow(at: path(0, 0), to: path(1, 0))
        } == "cannot move a row into a newly inserted section (1)")
    }

    @Test func aRowMovedIntoAReloadedSectionIsRefused() {
      #expect(
        invalidUpdateMessage([2, 1], [1, 2]) {
          $0.reloadSections([1])
          $0.moveRow(at: path(0, 0), to: path(1, 0))
        } == "cannot move a row into a reloaded section (1)")
    }

    // MARK: - Sections

    @Test func aSectionDeletedPastTheEndIsReported() {
      #expect(
        invalidUpdateMessage([1, 1], [1]) { $0.deleteSections([2]) }
          == "attempt to delete section 2, but there are only 2 sections before the update")
    }

    @Test func aSectionReloadedPastTheEndIsReportedAsUIKitDoesAsADeletion() {
      #expect(
        invalidUpdateMessage([1, 1], [1, 1]) { $0.reloadSections([0, 5]) }
          == "attempt to delete section 5, but there are only 2 sections before the update")
    }

    @Test func aSectionInsertedPastTheEndIsReported() {
      #expect(
        invalidUpdateMessage([1], [1, 1]) { $0.insertSections([2]) }
          == "attempt to insert section 2 but there are only 2 sections after the update")
    }

    @Test func aSectionMovedFromOrToNowhereIsReported() {
      #expect(
        invalidUpdateMessage([1], [1]) { $0.moveSection(1, toSection: 0) }
          == "attempt to move section 1, but there are only 1 sections before the update")
      #expect(
        invalidUpdateMessage([1], [1]) { $0.moveSection(-1, toSection: 0) }
          == "attempt to move section -1, but there are only 1 sections before the update")
      #expect(
        invalidUpdateMessage([1], [1]) { $0.moveSection(0, toSection: 3) }
          == "attempt to move section 0 to section 3, but there are only 1 sections after the "
          + "update")
    }

    @Test func aSectionDeletedOrInsertedTwiceIsRefused() {
      #expect(
        invalidUpdateMessage([1, 1, 1], [1]) {
          $0.deleteSections([0])
          $0.deleteSections([0, 1])
        } == "attempt to delete section 0 twice")
      #expect(
        invalidUpdateMessage([1], [1, 1, 1]) {
          $0.insertSections([1, 2])
          $0.insertSections([1])
        } == "attempt to insert section 1 twice")
    }

    @Test func aSectionMovedTwiceOrTwoSectionsMovedToOnePlaceAreRefused() {
      #expect(
        invalidUpdateMessage([1, 1, 1], [1, 1, 1]) {
          $0.moveSection(0, toSection: 1)
          $0.moveSection(0, toSection: 2)
        } == "attempt to perform two moves from the same section (0)")
      #expect(
        invalidUpdateMessage([1, 1, 1], [1, 1, 1]) {
          $0.moveSection(0, toSection: 2)
          $0.moveSection(1, toSection: 2)
        } == "attempt to move both section 0 and section 1 to section 2")
    }

    @Test func aSectionDeletedAndReloadedIsRefused() {
      #expect(
        invalidUpdateMessage([1, 1], [1]) {
          $0.deleteSections([0])
          $0.reloadSections([0])
        } == "attempt to delete and reload the same section (0)")
    }

    @Test func aSectionDeletedOrReloadedAndMovedIsRefused() {
      #expect(
        invalidUpdateMessage([1, 1], [1]) {
          $0.deleteSections([0])
          $0.moveSection(0, toSection: 0)
        } == "attempt to perform a delete and a move from the same section (0)")
      #expect(
        invalidUpdateMessage([1, 1], [1, 1]) {
          $0.reloadSections([0])
          $0.moveSection(0, toSection: 1)
        } == "attempt to perform a reload and a move from the same section (0)")
    }

    @Test func aSectionInsertedWhereOneIsMovedIsRefused() {
      #expect(
        invalidUpdateMessage([1, 1], [1, 1, 1]) {
          $0.insertSections([2])
          $0.moveSection(0, toSection: 2)
        } == "attempt to perform an insert and a move to the same section (2)")
    }

    // MARK: - The error

    @Test func theErrorDescribesItselfWithItsMessage() {
      let error = TableViewError.invalidUpdate("attempt to insert section 2 twice")
      #expect(error.description == "attempt to insert section 2 twice")
      #expect("\(error)" == "attempt to insert section 2 twice")
    }
  }
}

extension Updates.PlanMessageTests {
  @Test func hugeCountsAndIndexSetsAreReportedWithoutOverflowing() {
    #expect(
      invalidUpdateMessage([Int.max], [Int.max]) { $0.insertRows(at: [path(0, 0)]) }?
        .contains("after the update (\(Int.max)) must be equal") == true)
    let message = invalidUpdateMessage([1], [1]) {
      $0.reloadSections([0])
      $0.deleteSections(IndexSet(integersIn: 1..<Int.max))
    }
    #expect(message?.hasSuffix("(1 inserted, \(Int.max) deleted).") == true)
  }
}
