import Foundation
import Testing

@testable import TableKit

/// `ReentrantChanges` alone: changes a data source asks for while it is read wait, a batch
/// during anything but a cell request becomes a reload, and each kind is reported once.
@Suite struct ReentrantChangesTests {
  private func batch(_ method: String) -> PendingBatch {
    var batch = PendingBatch()
    batch.noteOperation(method)
    return batch
  }

  @Test func readingsNest() {
    var changes = ReentrantChanges()
    #expect(!changes.isReading && changes.isEmpty)
    changes.begin(.layout)
    changes.begin(.cell)
    #expect(changes.readings == [.layout, .cell])
    changes.end()
    #expect(changes.isReading)
    changes.end()
    #expect(!changes.isReading)
  }

  @Test func aBatchFromACellRequestWaitsAndBlocksReads() {
    var changes = ReentrantChanges()
    changes.begin(.cell)
    let warning = changes.deferBatch(
      batch("insertRows(at:with:)"), operations: "insertRows(at:with:)")
    #expect(
      warning
        == "insertRows(at:with:) was called from inside tableView(_:cellForRowAt:), which UIKit "
        + "does not allow; the table applies it after it has finished reading the data source")
    changes.end()
    #expect(!changes.isEmpty && changes.blocksReads && !changes.needsReload)
    let taken = changes.take()
    #expect(taken.batches.count == 1 && !taken.needsReload)
    #expect(changes.isEmpty && !changes.blocksReads)
  }

  @Test func aBatchDuringALayoutOrBatchReadingBecomesAReload() {
    for reading in [ReentrantChanges.Reading.layout, .batch] {
      var changes = ReentrantChanges()
      changes.begin(reading)
      changes.begin(.cell)
      _ = changes.deferBatch(batch("deleteRows(at:with:)"), operations: "deleteRows(at:with:)")
      changes.end()
      changes.end()
      // A reload reads everything again: it blocks nothing.
      #expect(changes.needsReload && !changes.blocksReads)
      let taken = changes.take()
      #expect(taken.batches.count == 1)
    }
  }

  @Test func aReloadWaitsAndIsReportedOncePerReading() {
    var changes = ReentrantChanges()
    changes.begin(.layout)
    let first = changes.deferReload()
    #expect(
      first?.hasPrefix(
        "reloadData() was called from inside a data source or delegate method read by reloadData()")
        == true)
    let repeated = changes.deferReload()
    #expect(repeated == nil)
    changes.end()
    changes.begin(.batch)
    let duringBatch = changes.deferReload()
    #expect(duringBatch?.contains("read while applying a batch") == true)
    changes.end()
    let taken = changes.take()
    #expect(taken.needsReload)
    #expect(changes.isEmpty)
  }

  @Test func eachOperationIsReportedOncePerReadingKind() {
    var changes = ReentrantChanges()
    changes.begin(.cell)
    let first = changes.deferBatch(batch("a"), operations: "insertRows(at:with:)")
    let repeated = changes.deferBatch(batch("a"), operations: "insertRows(at:with:)")
    let other = changes.deferBatch(batch("b"), operations: "moveRow(at:to:)")
    #expect(first != nil && repeated == nil && other != nil)
    changes.end()
    #expect(changes.batches.count == 3)
    // Outside any reading a change is named as from a cell request, the common case.
    let outside = changes.deferReload()
    #expect(outside?.contains("tableView(_:cellForRowAt:)") == true)
  }

  @Test func thePassLimitIsReportedOncePerTable() {
    var changes = ReentrantChanges()
    let warning = changes.passLimitWarning()
    #expect(warning?.contains("\(Metrics.maximumReentrantLayoutPasses) layout passes") == true)
    let again = changes.passLimitWarning()
    #expect(again == nil)
  }
}
