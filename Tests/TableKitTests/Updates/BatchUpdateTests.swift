import Foundation
import Testing

@testable import TableKit

extension Updates {
  @Suite("BatchUpdate")
  struct BatchUpdateTests {
    @Test func aNewBatchIsEmpty() {
      #expect(BatchUpdate().isEmpty)
      #expect(BatchUpdate().operations.isEmpty)
    }

    @Test func callsAreRecordedInTheCallersOrderWithTheirIndexesAsGiven() {
      let update = batch {
        $0.insertRows(at: [path(0, 2), path(0, 1)])
        $0.deleteSections([3])
        $0.moveRow(at: path(1, 0), to: path(9, 9))
        $0.reloadRows(at: [path(0, 1)])
        $0.deleteRows(at: [path(-1, 0)])
        $0.insertSections([0, 2])
        $0.reloadSections([1])
        $0.moveSection(4, toSection: 0)
      }
      #expect(!update.isEmpty)
      #expect(
        update.operations == [
          .insertRows([path(0, 2), path(0, 1)]), .deleteSections([3]),
          .moveRow(at: path(1, 0), to: path(9, 9)), .reloadRows([path(0, 1)]),
          .deleteRows([path(-1, 0)]), .insertSections([0, 2]), .reloadSections([1]),
          .moveSection(4, toSection: 0),
        ])
    }

    @Test func callsWithNothingToDoAreNotRecorded() {
      let update = batch {
        $0.insertRows(at: [])
        $0.deleteRows(at: [])
        $0.reloadRows(at: [])
        $0.insertSections([])
        $0.deleteSections([])
        $0.reloadSections([])
      }
      #expect(update.isEmpty)
    }

    @Test func theDescriptionIsSwiftThatRebuildsTheBatch() {
      let update = batch {
        $0.deleteRows(at: [path(0, 1), IndexPath(index: 4)])
        $0.insertSections([1, 2])
        $0.moveRow(at: path(0, 0), to: path(1, 3))
        $0.moveSection(2, toSection: 0)
      }
      #expect(
        update.description == """
          var update = BatchUpdate()
          update.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(indexes: [4])])
          update.insertSections([1, 2])
          update.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 1))
          update.moveSection(2, toSection: 0)
          """)
    }

    @Test func aBatchMadeFromItsOperationsEqualsTheOriginal() {
      let update = batch {
        $0.reloadRows(at: [path(0, 0)])
        $0.moveSection(1, toSection: 0)
      }
      #expect(BatchUpdate(update.operations) == update)
    }
  }
}
