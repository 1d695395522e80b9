import Foundation
import Testing

@testable import TableKit

/// Where a dragged row lands: the place whose centre is nearest its own, without flicker.
@Suite struct ReorderDestinationTests {
  /// A plain layout of sections of rows with these heights, no headers.
  private func layout(_ sections: [[Double]]) -> TableLayout {
    var layout = TableLayout(style: .plain, width: 320)
    layout.reload(numberOfSections: sections.count) {
      SectionSpec(rowHeights: RowHeights(sections[$0]))
    }
    return layout
  }

  @Test func aRowStaysUntilItsCentreIsNearerTheNextPlace() {
    let layout = layout([[44, 44, 44, 44]])
    let first = IndexPath(row: 0, section: 0)
    // The next place's centre, with the row moved there, is 66.
    #expect(layout.reorderDestination(movingRowAt: first, liftedMidY: 43.9) == first)
    #expect(
      layout.reorderDestination(movingRowAt: first, liftedMidY: 44.1)
        == IndexPath(row: 1, section: 0))
    #expect(
      layout.reorderDestination(movingRowAt: first, liftedMidY: 160)
        == IndexPath(row: 3, section: 0))
    #expect(
      layout.reorderDestination(movingRowAt: IndexPath(row: 3, section: 0), liftedMidY: 0) == first)
  }

  @Test func rowsOfDifferentHeightsDoNotFlickerBetweenTwoPlaces() {
    // A 44-point row above a 100-point one: it passes the tall row once its centre is nearer
    // the place below it (centre 122) than its own (22), at 72; back, the same in reverse.
    let layout = layout([[44, 100, 44]])
    let short = IndexPath(row: 0, section: 0)
    #expect(layout.reorderDestination(movingRowAt: short, liftedMidY: 71) == short)
    let moved = layout.reorderDestination(movingRowAt: short, liftedMidY: 73)
    #expect(moved == IndexPath(row: 1, section: 0))
    var after = layout
    after.moveRow(at: short, to: IndexPath(row: 1, section: 0))
    #expect(
      after.reorderDestination(movingRowAt: IndexPath(row: 1, section: 0), liftedMidY: 73)
        == IndexPath(row: 1, section: 0), "it stays there")
  }

  @Test func aRowCanLandAtTheEndOfASectionOrInAnEmptyOne() {
    let layout = layout([[44, 44], [], [44]])
    let first = IndexPath(row: 0, section: 0)
    // With the row moved to the end of section 0 it sits at 44...88; the empty section 1 would
    // put it at the same height, so the walk stays at the earlier place.
    #expect(
      layout.reorderDestination(movingRowAt: first, liftedMidY: 70) == IndexPath(row: 1, section: 0)
    )
    #expect(
      layout.reorderDestination(movingRowAt: first, liftedMidY: 200)
        == IndexPath(row: 1, section: 2))
    let last = IndexPath(row: 0, section: 2)
    #expect(layout.reorderDestination(movingRowAt: last, liftedMidY: 0) == first)
  }

  @Test func anIndexPathThatNamesNoRowStays() {
    let layout = layout([[44]])
    let missing = IndexPath(row: 5, section: 0)
    #expect(layout.reorderDestination(movingRowAt: missing, liftedMidY: 0) == missing)
  }
}
