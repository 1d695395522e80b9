import Foundation
import Testing

@testable import TableKit

/// Reduce Motion turns every moving row animation into a cross-fade (issue 30, item 5).
@MainActor
@Suite struct ReduceMotionRowTests {
  @Test func everyMovingAnimationFadesAndNoneStaysNone() {
    for animation in [RowAnimation.left, .right, .top, .bottom, .middle, .automatic, .fade] {
      #expect(animation.withoutMotion == .fade)
    }
    #expect(RowAnimation.none.withoutMotion == RowAnimation.none)
  }

  @Test func aTableReadsTheSettingAtEachBatch() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    #expect(table.shown(.left) == .left)
    table.screen.accessibility.isReduceMotionEnabled = true
    #expect(table.shown(.left) == .fade)
    #expect(table.shown(.none) == RowAnimation.none)
    table.screen.accessibility.isReduceMotionEnabled = false
    #expect(table.shown(.bottom) == .bottom)
  }
}
