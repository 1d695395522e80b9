import Testing

@testable import TableKit

/// Measures rows, headers and footers with known true heights, counting every call.
private struct Measurer {
  var rowCalls: [IndexPath: Int] = [:]
  var headerCalls: [Int: Int] = [:]
  var footerCalls: [Int: Int] = [:]

  /// The true height of a row: 20 to 100 points, spread by a hash of the index path.
  static func rowHeight(_ indexPath: IndexPath) -> CGFloat {
    CGFloat(20 + (indexPath.row &* 7919 &+ indexPath.section &* 104_729) % 81)
  }

  var totalCalls: Int { rowCalls.values.reduce(0, +) }

  /// Resolves the estimates of `layout` in `rect`, counting calls.
  mutating func resolve(_ layout: inout TableLayout, in rect: CGRect, anchorY: CGFloat) -> CGFloat {
    layout.resolveEstimatedHeights(
      in: rect, anchorY: anchorY,
      measureRow: {
        rowCalls[$0, default: 0] += 1
        return Self.rowHeight($0)
      },
      measureHeader: {
        headerCalls[$0, default: 0] += 1
        return 40
      },
      measureFooter: {
        footerCalls[$0, default: 0] += 1
        return 0
      })
  }
}

@Suite("TableLayout estimates")
struct TableLayoutEstimatesTests {
  static func tenMillionEstimatedRows() -> TableLayout {
    var layout = TableLayout(style: .plain, width: 375, tableHeaderHeight: 60)
    layout.reload(numberOfSections: 1) { _ in
      .uniform(numberOfRows: 10_000_000, rowHeight: .estimated(44), headerHeight: .estimated(28))
    }
    return layout
  }

  @Test func resolvingMeasuresEachRowInTheRectOnceAndKeepsTheAnchorRowInPlace() {
    var layout = Self.tenMillionEstimatedRows()
    var measurer = Measurer()
    let visibleTop: CGFloat = 220_000_000
    let overscan: CGFloat = 100
    let rect = CGRect(x: 0, y: visibleTop - overscan, width: 375, height: 800 + 2 * overscan)
    guard let anchor = layout.indexPathForRow(at: CGPoint(x: 1, y: visibleTop)) else {
      Issue.record("no row at the top")
      return
    }
    let anchorBefore = layout.rectForRow(at: anchor).minY
    let contentBefore = layout.contentHeight

    let correction = measurer.resolve(&layout, in: rect, anchorY: visibleTop)

    // No jump: the anchor row moved by exactly the correction.
    #expect(layout.rectForRow(at: anchor).minY == anchorBefore + correction)
    // Every row was measured at most once, and every row in the moved rect is exact.
    #expect(measurer.rowCalls.values.allSatisfy { $0 == 1 })
    let moved = rect.offsetBy(dx: 0, dy: correction)
    let inRect = layout.indexPathsForRows(in: moved)
    #expect(inRect.allSatisfy { layout.heightValue(forRowAt: $0)?.isEstimated == false })
    #expect(
      measurer.totalCalls <= inRect.count + 2,
      "\(measurer.totalCalls) calls, \(inRect.count) rows in the rect")
    #expect(measurer.totalCalls >= inRect.count)
    // The content height follows the measured heights, the header's among them: far above,
    // it floats at the top of the rect in a plain table, so it is measured too (40 for 28).
    let change = measurer.rowCalls.keys.reduce(0.0) { $0 + Measurer.rowHeight($1) - 44 }
    #expect(layout.contentHeight == contentBefore + change + 12)
    #expect(measurer.headerCalls == [0: 1])
    // Resolving again asks nothing.
    let again = measurer.resolve(&layout, in: moved, anchorY: visibleTop + correction)
    #expect(again == 0)
    #expect(measurer.rowCalls.values.allSatisfy { $0 == 1 })
  }

  @Test func scrollingDownThroughEstimatedRowsMeasuresEachRowOnceWithoutJumps() {
    var layout = TableLayout(style: .plain, width: 375, tableHeaderHeight: 50)
    layout.reload(numberOfSections: 4) { _ in
      .uniform(
        numberOfRows: 120, rowHeight: .estimated(44), headerHeight: .estimated(28),
        footerHeight: .estimated(20))
    }
    var measurer = Measurer()
    var offset: CGFloat = -64
    let viewport: CGFloat = 600
    while offset + viewport < layout.contentHeight {
      let visible = CGRect(x: 0, y: offset, width: 375, height: viewport)
      let anchor = layout.indexPathForRow(at: CGPoint(x: 1, y: offset))
      let anchorScreenY = anchor.map { layout.rectForRow(at: $0).minY - offset }
      offset += measurer.resolve(&layout, in: visible.insetBy(dx: 0, dy: -50), anchorY: offset)
      if let anchor, let anchorScreenY {
        #expect(
          layout.rectForRow(at: anchor).minY - offset == anchorScreenY, "row \(anchor) jumped")
      }
      let exact = layout.indexPathsForRows(in: visible).allSatisfy {
        layout.heightValue(forRowAt: $0)?.isEstimated == false
      }
      #expect(exact, "estimated rows on screen at offset \(offset)")
      offset += 37
    }
    #expect(measurer.rowCalls.values.allSatisfy { $0 == 1 })
    #expect(measurer.headerCalls.values.allSatisfy { $0 == 1 })
    #expect(measurer.footerCalls.values.allSatisfy { $0 == 1 })
    #expect(measurer.headerCalls.count == 4)
    #expect(layout.headerHeight(inSection: 2) == .exact(40))
  }

  @Test func scrollingUpFromTheBottomKeepsTheTopRowInPlaceAsRowsAboveAreMeasured() {
    var layout = Self.tenMillionEstimatedRows()
    var measurer = Measurer()
    let viewport: CGFloat = 800
    var offset = layout.contentHeight - viewport
    for _ in 0..<200 {
      let visible = CGRect(x: 0, y: offset, width: 375, height: viewport)
      let anchor = layout.indexPathForRow(at: CGPoint(x: 1, y: offset))
      let anchorScreenY = anchor.map { layout.rectForRow(at: $0).minY - offset }
      let correction = measurer.resolve(
        &layout, in: visible.insetBy(dx: 0, dy: -100), anchorY: offset)
      offset += correction
      if let anchor, let anchorScreenY {
        #expect(
          layout.rectForRow(at: anchor).minY - offset == anchorScreenY, "row \(anchor) jumped")
      }
      offset -= 53
    }
    #expect(measurer.rowCalls.values.allSatisfy { $0 == 1 })
    #expect(measurer.totalCalls < 600)
  }

  /// 100,000 sections of 100 rows, every height estimated.
  private static func hundredThousandEstimatedSections(_ style: TableLayout.Style) -> TableLayout {
    var layout = TableLayout(style: style, width: 320)
    layout.reload(numberOfSections: 100_000) { _ in
      .uniform(numberOfRows: 100, rowHeight: .estimated(44), headerHeight: .estimated(28))
    }
    return layout
  }

  @Test func aHundredThousandEstimatedSectionsMeasureOnlyWhatComesOnScreen() {
    var layout = Self.hundredThousandEstimatedSections(.plain)
    var measurer = Measurer()
    let top = layout.rectForSection(77_777).maxY - 300
    let rect = CGRect(x: 0, y: top - 100, width: 320, height: 1000)
    let correction = measurer.resolve(&layout, in: rect, anchorY: top)
    let rows = layout.indexPathsForRows(in: rect.offsetBy(dx: 0, dy: correction))
    #expect(measurer.totalCalls <= rows.count + 3)
    // The header of 77,777 floats at the top, that of 77,778 comes in with its section.
    #expect(measurer.headerCalls.keys.sorted() == [77_777, 77_778])
  }

  @Test func inAGroupedTableHeadersOutsideTheRectAreNotMeasured() {
    var layout = Self.hundredThousandEstimatedSections(.grouped)
    var measurer = Measurer()
    let top = layout.rectForSection(77_777).maxY - 300
    let rect = CGRect(x: 0, y: top - 100, width: 320, height: 1000)
    _ = measurer.resolve(&layout, in: rect, anchorY: top)
    #expect(measurer.headerCalls.keys.sorted() == [77_778], "grouped headers do not float")
  }

  @Test func anEstimatedRowOfZeroHeightInTheRectIsMeasuredToo() {
    var layout = TableLayout(style: .plain, width: 100)
    layout.reload(numberOfSections: 1) { _ in .uniform(numberOfRows: 10, rowHeight: .estimated(0)) }
    var measurer = Measurer()
    let correction = measurer.resolve(
      &layout, in: CGRect(x: 0, y: 0, width: 100, height: 200), anchorY: 0)
    #expect(correction == 0)
    #expect(measurer.totalCalls > 0)
    #expect(!layout.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 100, height: 200)).isEmpty)
  }
}
