import Foundation
import Testing

@testable import TableKit

/// `settleLayout(maxCycles:)`, the one loop that repeats measuring until a layout holds.
@MainActor
@Suite struct LayoutSettlingTests {
  @Test func aLayoutThatSettlesStopsAtOnceAndSaysNothing() {
    let harness = TableHarness(rows: [20])
    var warnings: [String] = []
    harness.table.warningHandler = { warnings.append($0) }
    var cycles = 0
    let settled = harness.table.settleLayout("testing") { index in
      cycles += 1
      return index == 1 ? .settled : .unsettled("moved")
    }
    #expect(settled)
    #expect(cycles == 2)
    #expect(warnings.isEmpty)
  }

  @Test func aLayoutThatNeverSettlesIsReportedWithWhatStillMoved() {
    let harness = TableHarness(rows: [20])
    var warnings: [String] = []
    harness.table.warningHandler = { warnings.append($0) }
    var cycles = 0
    let settled = harness.table.settleLayout(maxCycles: 3, "scrolling to row 4 of section 0") {
      index in
      cycles += 1
      return .unsettled("the target offset moved from \(index) to \(index + 1)")
    }
    #expect(!settled)
    #expect(cycles == 3)
    #expect(
      warnings == [
        "the layout did not settle in 3 cycles while scrolling to row 4 of section 0: "
          + "the target offset moved from 2 to 3"
      ])
  }

  @Test func scrollingToARowThroughEstimatesSettlesWithinTheLimit() {
    let harness = TableHarness(
      rows: [2_000], rowHeight: TableView.automaticDimension, estimatedRowHeight: 20,
      rowHeightFromDelegate: { 30 + CGFloat($0.row % 7) * 13 })
    var warnings: [String] = []
    harness.table.warningHandler = { warnings.append($0) }
    let target = IndexPath(row: 1_999, section: 0)
    harness.table.scrollToRow(at: target, at: .bottom, animated: false)
    harness.frame()
    #expect(warnings.isEmpty, "\(warnings)")
    let rect = harness.table.rectForRow(at: target)
    #expect(abs(rect.maxY - harness.table.bounds.maxY) < 0.5)
  }
}
