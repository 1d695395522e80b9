import Foundation
import Testing

@testable import TableKit

extension Updates {
  /// Small batches worked by hand: the normalized operations and the mapping both ways.
  @Suite("UpdatePlan")
  struct PlanTests {
    /// The new index path of every old one of `counts`, as `[old: new]` with nil for none.
    static func forward(_ plan: UpdatePlan) -> [IndexPath: IndexPath?] {
      Dictionary(
        uniqueKeysWithValues: allIndexPaths(plan.rowCountsBefore).map {
          ($0, plan.newIndexPath(forOld: $0))
        })
    }

    @Test func anEmptyBatchMapsEveryRowToItself() throws {
      let plan = try UpdatePlan(
        BatchUpdate(), rowCountsBefore: [2, 0, 3], rowCountsAfter: [2, 0, 3])
      for indexPath in allIndexPaths([2, 0, 3]) {
        #expect(plan.newIndexPath(forOld: indexPath) == indexPath)
        #expect(plan.oldIndexPath(forNew: indexPath) == indexPath)
      }
      #expect(plan.deletedRows.isEmpty && plan.insertedRows.isEmpty && plan.movedRows.isEmpty)
      #expect(plan.deletedSections.isEmpty && plan.insertedSections.isEmpty)
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func aRowInsertedAtTheEndLeavesTheOthersInPlace() throws {
      let plan = try UpdatePlan(
        batch { $0.insertRows(at: [path(0, 3)]) }, rowCountsBefore: [3], rowCountsAfter: [4])
      #expect(plan.insertedRows == [path(0, 3)])
      #expect((0..<3).allSatisfy { plan.newIndexPath(forOld: path(0, $0)) == path(0, $0) })
      #expect(plan.oldIndexPath(forNew: path(0, 3)) == nil)
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func deletingTheFirstRowMovesTheOthersUp() throws {
      let plan = try UpdatePlan(
        batch { $0.deleteRows(at: [path(0, 0)]) }, rowCountsBefore: [3], rowCountsAfter: [2])
      #expect(plan.deletedRows == [path(0, 0)])
      #expect(
        Self.forward(plan) == [path(0, 0): nil, path(0, 1): path(0, 0), path(0, 2): path(0, 1)])
      #expect(plan.oldIndexPath(forNew: path(0, 0)) == path(0, 1))
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func deletionsAndInsertionsUseIndexPathsFromBeforeAndAfterWhateverTheirOrder() throws {
      // [a b c d] → delete b, d; insert x, y at 0 and 2 of the result: [x a y c].
      let plan = try UpdatePlan(
        batch {
          $0.insertRows(at: [path(0, 2), path(0, 0)])
          $0.deleteRows(at: [path(0, 3), path(0, 1)])
        }, rowCountsBefore: [4], rowCountsAfter: [4])
      #expect(
        Self.forward(plan) == [
          path(0, 0): path(0, 1), path(0, 1): nil, path(0, 2): path(0, 3), path(0, 3): nil,
        ])
      #expect(plan.deletedRows == [path(0, 1), path(0, 3)])
      #expect(plan.insertedRows == [path(0, 0), path(0, 2)])
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func aReloadedRowIsADeletionAndAnInsertionWhereItGoes() throws {
      // [a b c d] → delete a, reload c: [b c'] with c' at 1.
      let plan = try UpdatePlan(
        batch {
          $0.reloadRows(at: [path(0, 2)])
          $0.deleteRows(at: [path(0, 0)])
        }, rowCountsBefore: [4], rowCountsAfter: [3])
      #expect(plan.reloadedRows.map(\.old) == [path(0, 2)])
      #expect(plan.reloadedRows.map(\.new) == [path(0, 1)])
      #expect(plan.deletedRows == [path(0, 0), path(0, 2)])
      #expect(plan.insertedRows == [path(0, 1)])
      #expect(plan.newIndexPath(forOld: path(0, 2)) == nil)
      #expect(plan.oldIndexPath(forNew: path(0, 1)) == nil)
      #expect(plan.newIndexPath(forOld: path(0, 3)) == path(0, 2))
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func aRowReloadedTwiceIsReloadedOnce() throws {
      let plan = try UpdatePlan(
        batch {
          $0.reloadRows(at: [path(0, 1)])
          $0.reloadRows(at: [path(0, 1), path(0, 1)])
        }, rowCountsBefore: [3], rowCountsAfter: [3])
      #expect(plan.reloadedRows.count == 1)
      #expect(plan.deletedRows == [path(0, 1)])
    }

    @Test func aRowMovedAcrossSectionsShiftsItsNeighboursOnBothSides() throws {
      // [a b c] [d e] → move a to 1 of section 1: [b c] [d a e].
      let plan = try UpdatePlan(
        batch { $0.moveRow(at: path(0, 0), to: path(1, 1)) }, rowCountsBefore: [3, 2],
        rowCountsAfter: [2, 3])
      #expect(
        Self.forward(plan) == [
          path(0, 0): path(1, 1), path(0, 1): path(0, 0), path(0, 2): path(0, 1),
          path(1, 0): path(1, 0), path(1, 1): path(1, 2),
        ])
      #expect(plan.movedRows.map(\.from) == [path(0, 0)])
      #expect(plan.movedRows.map(\.to) == [path(1, 1)])
      #expect(plan.oldIndexPath(forNew: path(1, 1)) == path(0, 0))
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func aRowMovedToItsOwnPlaceIsAValidMove() throws {
      let plan = try UpdatePlan(
        batch { $0.moveRow(at: path(0, 1), to: path(0, 1)) }, rowCountsBefore: [3],
        rowCountsAfter: [3])
      #expect(plan.newIndexPath(forOld: path(0, 1)) == path(0, 1))
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func rowsSwappedByTwoMovesTradePlaces() throws {
      let plan = try UpdatePlan(
        batch {
          $0.moveRow(at: path(0, 0), to: path(0, 2))
          $0.moveRow(at: path(0, 2), to: path(0, 0))
        }, rowCountsBefore: [3], rowCountsAfter: [3])
      #expect(
        Self.forward(plan) == [
          path(0, 0): path(0, 2), path(0, 1): path(0, 1), path(0, 2): path(0, 0),
        ])
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func aMovedSectionTakesItsRowsAndTheOthersCloseUp() throws {
      // Sections A(2) B(3) C(1) → move A to 2: B C A; a row of B moves into A at 0.
      let plan = try UpdatePlan(
        batch {
          $0.moveSection(0, toSection: 2)
          $0.moveRow(at: path(1, 0), to: path(2, 0))
        }, rowCountsBefore: [2, 3, 1], rowCountsAfter: [2, 1, 3])
      #expect((0..<3).map { plan.newSection(forOld: $0) } == [2, 0, 1])
      #expect((0..<3).map { plan.oldSection(forNew: $0) } == [1, 2, 0])
      #expect(plan.movedSections.map(\.from) == [0])
      #expect(plan.movedSections.map(\.to) == [2])
      #expect(
        Self.forward(plan) == [
          path(0, 0): path(2, 1), path(0, 1): path(2, 2), path(1, 0): path(2, 0),
          path(1, 1): path(0, 0), path(1, 2): path(0, 1), path(2, 0): path(1, 0),
        ])
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func aRowMovedWithinAMovedSectionStaysInItsSection() throws {
      let plan = try UpdatePlan(
        batch {
          $0.moveSection(0, toSection: 1)
          $0.moveRow(at: path(0, 0), to: path(1, 1))
        }, rowCountsBefore: [2, 2], rowCountsAfter: [2, 2])
      #expect(plan.newIndexPath(forOld: path(0, 0)) == path(1, 1))
      #expect(plan.newIndexPath(forOld: path(0, 1)) == path(1, 0))
      #expect(plan.newIndexPath(forOld: path(1, 0)) == path(0, 0))
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func aRowMovedToTheOldIndexOfItsMovedSectionLeavesThatSection() throws {
      // Moving section 0 to 1 and a row of it to section 0 of the result takes the row into
      // the other section (old 1): the counts must say so.
      let message = invalidUpdateMessage([2, 2], [2, 2]) {
        $0.moveSection(0, toSection: 1)
        $0.moveRow(at: path(0, 0), to: path(0, 0))
      }
      #expect(message?.contains("(1 moved in, 0 moved out)") == true)
      let plan = try UpdatePlan(
        batch {
          $0.moveSection(0, toSection: 1)
          $0.moveRow(at: path(0, 0), to: path(0, 0))
        }, rowCountsBefore: [2, 2], rowCountsAfter: [3, 1])
      #expect(plan.newIndexPath(forOld: path(0, 0)) == path(0, 0))
      #expect(plan.newIndexPath(forOld: path(1, 0)) == path(0, 1))
      #expect(plan.newIndexPath(forOld: path(0, 1)) == path(1, 0))
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func emptySectionsCanBeInsertedDeletedAndMoved() throws {
      let plan = try UpdatePlan(
        batch {
          $0.insertSections([1])
          $0.deleteSections([0])
          $0.moveSection(1, toSection: 0)
        }, rowCountsBefore: [0, 0, 0], rowCountsAfter: [0, 0, 0])
      #expect((0..<3).map { plan.newSection(forOld: $0) } == [nil, 0, 2])
      #expect((0..<3).map { plan.oldSection(forNew: $0) } == [1, nil, 2])
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func rowChangesInsideADeletedOrInsertedSectionGoWithTheSection() throws {
      let plan = try UpdatePlan(
        batch {
          $0.deleteSections([1])
          $0.deleteRows(at: [path(1, 0), path(1, 2)])
          $0.reloadRows(at: [path(1, 1)])
          $0.insertSections([0])
          $0.insertRows(at: [path(0, 0)])
        }, rowCountsBefore: [2, 3], rowCountsAfter: [1, 2])
      #expect(plan.deletedRows.isEmpty && plan.insertedRows.isEmpty && plan.reloadedRows.isEmpty)
      #expect(plan.deletedSections == [1])
      #expect(plan.insertedSections == [0])
      #expect(plan.newIndexPath(forOld: path(1, 1)) == nil)
      #expect(plan.newIndexPath(forOld: path(0, 1)) == path(1, 1))
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func rowChangesInsideADeletedSectionAreStillCheckedForRange() {
      #expect(
        invalidUpdateMessage([2, 3], [2]) {
          $0.deleteSections([1])
          $0.deleteRows(at: [path(1, 3)])
        } == "attempt to delete row 3 from section 1 which only contains 3 rows before the update")
    }

    @Test func aReloadedSectionIsADeletionAndAnInsertionWhereItGoes() throws {
      // A(2) B(3) C(1) → delete A, reload B: B'(5) C(1).
      let plan = try UpdatePlan(
        batch {
          $0.reloadSections([1])
          $0.deleteSections([0])
        }, rowCountsBefore: [2, 3, 1], rowCountsAfter: [5, 1])
      #expect(plan.reloadedSections.map(\.old) == [1])
      #expect(plan.reloadedSections.map(\.new) == [0])
      #expect(plan.deletedSections == [0, 1])
      #expect(plan.insertedSections == [0])
      #expect(plan.newSection(forOld: 1) == nil)
      #expect(plan.oldSection(forNew: 0) == nil)
      #expect(plan.newSection(forOld: 2) == 1)
      #expect(plan.oldIndexPath(forNew: path(0, 4)) == nil)
      #expect(firstMappingFault(plan) == nil)
    }

    @Test func aSectionReloadedTwiceIsReloadedOnce() throws {
      let plan = try UpdatePlan(
        batch {
          $0.reloadSections([0, 1])
          $0.reloadSections([1])
        }, rowCountsBefore: [1, 1], rowCountsAfter: [2, 3])
      #expect(plan.reloadedSections.count == 2)
    }

    @Test func aTrillionRowsCostNothingMoreThanThreeWhenTheBatchNamesThree() throws {
      let rows = 1 << 40
      let plan = try UpdatePlan(
        batch {
          $0.deleteRows(at: [path(0, 5)])
          $0.insertRows(at: [path(0, rows / 2)])
          $0.moveRow(at: path(0, rows - 1), to: path(0, 0))
        }, rowCountsBefore: [rows], rowCountsAfter: [rows])
      #expect(plan.newIndexPath(forOld: path(0, 4)) == path(0, 5))
      #expect(plan.newIndexPath(forOld: path(0, 6)) == path(0, 6))
      #expect(plan.newIndexPath(forOld: path(0, rows / 2)) == path(0, rows / 2 + 1))
      #expect(plan.newIndexPath(forOld: path(0, rows - 2)) == path(0, rows - 1))
      #expect(plan.oldIndexPath(forNew: path(0, rows / 2)) == nil)
      #expect(plan.oldIndexPath(forNew: path(0, 0)) == path(0, rows - 1))
      #expect(plan.oldIndexPath(forNew: path(0, rows - 1)) == path(0, rows - 2))
    }
  }
}
