import Foundation
import Testing

@testable import TableKit

/// `UpdateTransaction` alone: nesting of `beginUpdates()`, the open batch, the warning for a
/// batch never ended, completions by time, and the changes deferred while reading.
@Suite struct UpdateTransactionTests {
  @Test func nestedBeginsGatherOneBatchCommittedWhenTheOutermostEnds() {
    var transaction = UpdateTransaction()
    transaction.begin(origin: "Outer.swift:1")
    transaction.begin(origin: "Inner.swift:2")
    #expect(transaction.nesting == 2 && transaction.isOpen)
    let ownBatch = transaction.record("insertRows(at:with:)") {
      $0.update.insertRows(at: [IndexPath(row: 0, section: 0)])
    }
    #expect(ownBatch == nil)
    let innerEnd = transaction.end()
    #expect(innerEnd == nil)
    #expect(transaction.isOpen)
    let batch = transaction.end()
    #expect(batch?.origin == "Outer.swift:1")
    #expect(batch?.operationNames == "insertRows(at:with:)")
    #expect(!transaction.isOpen && transaction.openBatch == nil)
    // An end without a begin closes nothing.
    let unmatched = transaction.end()
    #expect(unmatched == nil)
    #expect(transaction.nesting == 0)
  }

  @Test func anOperationOutsideABatchIsABatchOfItsOwn() {
    var transaction = UpdateTransaction()
    let batch = transaction.record("reloadSections(_:with:)") { $0.isAnimated = false }
    #expect(batch?.isAnimated == false)
    #expect(batch?.operationNames == "reloadSections(_:with:)")
    #expect(transaction.openBatch == nil)
  }

  @Test func onlyTheOutermostLevelMakesTheBatchUnanimated() {
    var transaction = UpdateTransaction()
    transaction.begin(origin: "a")
    transaction.begin(origin: "b")
    transaction.makeOutermostBatchUnanimated()
    #expect(transaction.openBatch?.isAnimated == true)
    _ = transaction.end()
    transaction.makeOutermostBatchUnanimated()
    transaction.addCompletionToOpenBatch { _ in }
    let batch = transaction.end()
    #expect(batch?.isAnimated == false)
    #expect(batch?.completions.count == 1)
  }

  @Test func anUnclosedBatchIsReportedOncePerBatchNamingItsOrigin() {
    var transaction = UpdateTransaction()
    let noneOpen = transaction.unclosedBatchWarning()
    #expect(noneOpen == nil)
    transaction.begin(origin: "Scene.swift:42")
    transaction.begin(origin: "Scene.swift:43")
    let warning = transaction.unclosedBatchWarning()
    #expect(
      warning?.hasPrefix("beginUpdates() at Scene.swift:42 has no matching endUpdates()") == true)
    #expect(warning?.contains("(nesting depth 2)") == true)
    let again = transaction.unclosedBatchWarning()
    #expect(again == nil)
    _ = transaction.end()
    _ = transaction.end()
    // A later batch left open is another batch: it is reported too.
    transaction.begin(origin: "Scene.swift:50")
    let later = transaction.unclosedBatchWarning()
    #expect(later?.contains("Scene.swift:50") == true)
  }

  @Test func completionsAreTakenInOrderWhenTheirAnimationsEnd() {
    var transaction = UpdateTransaction()
    var calls: [String] = []
    transaction.schedule([{ _ in calls.append("first") }], endingAt: 1)
    transaction.schedule(
      [{ _ in calls.append("second") }, { _ in calls.append("third") }], endingAt: 2)
    let early = transaction.takeCompletions(dueBy: 0.5)
    #expect(early.isEmpty)
    transaction.takeCompletions(dueBy: 1).forEach { $0(true) }
    #expect(calls == ["first"])
    #expect(transaction.hasScheduledCompletions)
    transaction.takeCompletions(dueBy: 5).forEach { $0(true) }
    #expect(calls == ["first", "second", "third"])
    #expect(!transaction.hasScheduledCompletions)
  }

  @Test func aBatchDeferredDuringACellReadingBlocksReadsUntilTaken() {
    var transaction = UpdateTransaction()
    #expect(transaction.hasNoDeferredChanges && !transaction.isReadingDataSource)
    transaction.beginReading(.cell)
    #expect(transaction.isReadingDataSource)
    var batch = PendingBatch()
    batch.noteOperation("deleteRows(at:with:)")
    let warning = transaction.deferBatch(batch)
    #expect(warning != nil)
    transaction.endReading()
    #expect(transaction.blocksDataSourceReads)
    let taken = transaction.takeDeferredChanges()
    #expect(taken.batches.count == 1 && !taken.needsReload)
    #expect(transaction.hasNoDeferredChanges && !transaction.blocksDataSourceReads)
  }

  @Test func thePassLimitIsReportedOnce() {
    var transaction = UpdateTransaction()
    let first = transaction.passLimitWarning()
    let second = transaction.passLimitWarning()
    #expect(first != nil && second == nil)
  }
}
