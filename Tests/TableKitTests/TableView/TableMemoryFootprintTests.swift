import Foundation
import Testing

@testable import TableKit

/// `TableView.memoryFootprint(objectBytes:)`: what a table holds in memory, by part.
@MainActor
struct TableMemoryFootprintTests {
  @Test func everyHeldCellAndViewIsCountedAndSizedOnce() {
    let harness = TableHarness(rows: [200, 50], headers: ["First", "Second"])
    let table = harness.table
    // A shorter table shows fewer rows: the others' cells wait in the reuse queue.
    table.contentOffset = CGPoint(x: 0, y: 2_000)
    table.frame.size.height = 200
    table.layoutIfNeeded()
    var sized: [ObjectIdentifier] = []
    let footprint = table.memoryFootprint { object in
      sized.append(ObjectIdentifier(object))
      return 64
    }
    let onScreen = table.realizer.visibleCells.count
    let queued = table.realizer.queuedCells.count
    #expect(onScreen > 0 && queued > 0)
    #expect(footprint.cells == onScreen + queued)
    #expect(footprint.headerFooterViews >= table.realizer.visibleHeaders.count)
    #expect(Set(sized).count == sized.count)
    #expect(footprint.views == sized.count)
    // Each cell brings its content view and label at least.
    #expect(footprint.views >= 3 * footprint.cells + footprint.headerFooterViews)
    #expect(footprint.viewObjectBytes == 64 * footprint.views)
    #expect(footprint.layoutBytes == table.layout.allocatedByteCount)
    #expect(footprint.layoutBytes > 0)
  }

  @Test func aRowLeavingInItsAnimationIsStillHeld() {
    let harness = TableHarness(rows: [30])
    let table = harness.table
    func held() -> Int {
      table.realizer.visibleCells.count + table.realizer.queuedCells.count
        + table.animator.disappearingRows.count
    }
    harness.source.rowsPerSection[0] -= 1
    table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    harness.frame()
    // The leaving row's cell is neither on screen nor queued, yet the table holds it.
    #expect(table.animator.disappearingRows.count == 1)
    #expect(table.memoryFootprint { _ in 0 }.cells == held())
    harness.run(for: 1)
    #expect(table.animator.disappearingRows.isEmpty)
    #expect(table.memoryFootprint { _ in 0 }.cells == held())
  }
}
