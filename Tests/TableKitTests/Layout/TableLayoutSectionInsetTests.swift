import Foundation
import Testing

@testable import TableKit

/// `TableLayout.sectionInset`: the margin around an inset grouped table's cards.
@Suite struct TableLayoutSectionInsetTests {
  /// Two sections of two 44-point rows, 30-point headers and 10-point footers, on a 320-point
  /// table with a 50-point table header, inset by 16.
  private func layout() -> TableLayout {
    var layout = TableLayout(style: .grouped, width: 320, tableHeaderHeight: 50)
    layout.sectionInset = 16
    layout.reload(numberOfSections: 2) { _ in
      SectionSpec(
        headerHeight: .exact(30),
        rowHeights: RowHeights(repeating: 44, count: 2, isEstimated: false),
        footerHeight: .exact(10))
    }
    return layout
  }

  @Test func rowsHeadersFootersAndSectionsStandInFromBothSides() {
    let layout = layout()
    #expect(layout.sectionWidth == 288)
    #expect(
      layout.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 16, y: 124, width: 288, height: 44))
    #expect(layout.rectForHeader(inSection: 1) == CGRect(x: 16, y: 178, width: 288, height: 30))
    #expect(layout.rectForFooter(inSection: 0) == CGRect(x: 16, y: 168, width: 288, height: 10))
    #expect(layout.rectForSection(0) == CGRect(x: 16, y: 50, width: 288, height: 128))
    var frames: [CGRect] = []
    layout.forEachRow(intersecting: CGRect(x: 0, y: 0, width: 320, height: 500)) {
      indexPath, rect in
      frames.append(rect)
      #expect(rect == layout.rectForRow(at: indexPath), "\(indexPath)")
    }
    #expect(frames.count == 4)
  }

  @Test func theTableHeaderAndFooterKeepTheFullWidth() {
    let layout = layout()
    #expect(layout.rectForTableHeader == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(layout.rectForTableFooter.minX == 0 && layout.rectForTableFooter.width == 320)
  }

  @Test func aPointInTheMarginBesideARowHitsNothing() {
    let layout = layout()
    let y: CGFloat = 100
    #expect(layout.indexPathForRow(at: CGPoint(x: 15.9, y: y)) == nil)
    #expect(layout.indexPathForRow(at: CGPoint(x: 16, y: y)) == IndexPath(row: 0, section: 0))
    #expect(layout.indexPathForRow(at: CGPoint(x: 303.9, y: y)) == IndexPath(row: 0, section: 0))
    #expect(layout.indexPathForRow(at: CGPoint(x: 304, y: y)) == nil)
  }

  @Test func badInsetsCountAsZeroAndAnInsetWiderThanHalfTheTableLeavesNoWidth() {
    var layout = layout()
    layout.sectionInset = -3
    #expect(layout.sectionInset == 0)
    layout.sectionInset = .nan
    #expect(layout.sectionInset == 0)
    layout.sectionInset = 200
    #expect(layout.sectionWidth == 0)
    #expect(layout.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 160)
    #expect(layout.indexPathForRow(at: CGPoint(x: 160, y: 100)) == nil)
  }
}
