import Foundation
import Testing

@testable import TableKit

extension Updates {
  /// `UpdatePlan.apply(to:sectionSpec:rowHeight:)` on hand-made layouts.
  @Suite("UpdatePlan applied to a layout")
  struct PlanLayoutTests {
    /// A layout of sections of the given row heights, headers 20 and footers 5.
    static func layout(_ sections: [[HeightValue]]) -> TableLayout {
      var layout = TableLayout(style: .grouped, width: 320)
      layout.reload(numberOfSections: sections.count) { section in
        var rows = RowHeights()
        for (row, height) in sections[section].enumerated() {
          rows.insert(Double(height.height), isEstimated: height.isEstimated, at: row)
        }
        return SectionSpec(headerHeight: .exact(20), rowHeights: rows, footerHeight: .exact(5))
      }
      return layout
    }

    @Test func movedRowsKeepTheirHeightsAndNewRowsAreMeasuredAtTheirNewIndexPaths() throws {
      // [10 20~ 30] [40] → insert at 0, move 20~ to section 1 at 0, reload 30:
      // [new 10 new'] [20~ 40].
      var layout = Self.layout([[.exact(10), .estimated(20), .exact(30)], [.exact(40)]])
      let plan = try UpdatePlan(
        batch {
          $0.moveRow(at: path(0, 1), to: path(1, 0))
          $0.reloadRows(at: [path(0, 2)])
          $0.insertRows(at: [path(0, 0)])
        }, rowCountsBefore: [3, 1], rowCountsAfter: [3, 2])
      var measured: [IndexPath] = []
      let applied = plan.apply(
        to: &layout, sectionSpec: { _ in .uniform(numberOfRows: 0, rowHeight: .zero) },
        rowHeight: {
          measured.append($0)
          return .exact(CGFloat(100 + $0.row))
        })
      #expect(applied)
      #expect(measured.sorted() == [path(0, 0), path(0, 2)])
      let expected = Self.layout([
        [.exact(100), .exact(10), .exact(102)], [.estimated(20), .exact(40)],
      ])
      #expect(firstLayoutDifference(layout, expected) == nil)
    }

    @Test func movedSectionsCarryTheirHeadersRowsAndFooters() throws {
      // A B C → insert N at 0, reload B, move A to the end: N B' C A.
      var layout = TableLayout(style: .grouped, width: 320)
      let specs: [SectionSpec] = [
        .uniform(numberOfRows: 2, rowHeight: .exact(11), headerHeight: .exact(1)),
        .uniform(numberOfRows: 3, rowHeight: .exact(22), headerHeight: .exact(2)),
        .uniform(numberOfRows: 4, rowHeight: .estimated(33), footerHeight: .exact(3)),
      ]
      layout.reload(numberOfSections: 3) { specs[$0] }
      let fresh: [Int: SectionSpec] = [
        0: .uniform(numberOfRows: 1, rowHeight: .exact(50), headerHeight: .exact(9)),
        1: .uniform(numberOfRows: 5, rowHeight: .exact(60)),
      ]
      let plan = try UpdatePlan(
        batch {
          $0.moveSection(0, toSection: 3)
          $0.reloadSections([1])
          $0.insertSections([0])
        }, rowCountsBefore: [2, 3, 4], rowCountsAfter: [1, 5, 4, 2])
      #expect(plan.reloadedSections.map(\.new) == [1])
      var measured: [Int] = []
      plan.apply(
        to: &layout,
        sectionSpec: {
          measured.append($0)
          return fresh[$0] ?? .uniform(numberOfRows: 0, rowHeight: .zero)
        }, rowHeight: { _ in .zero })
      var expected = TableLayout(style: .grouped, width: 320)
      let order = [fresh[0], fresh[1], specs[2], specs[0]].compactMap { $0 }
      expected.reload(numberOfSections: 4) { order[$0] }
      #expect(measured == [0, 1])
      #expect(firstLayoutDifference(layout, expected) == nil)
    }

    @Test func aLayoutOfAnotherShapeIsLeftAloneAndTheCallerIsTold() throws {
      var layout = Self.layout([[.exact(10)], [.exact(10)]])
      let plan = try UpdatePlan(
        batch { $0.deleteSections([0]) }, rowCountsBefore: [1, 1, 1], rowCountsAfter: [1, 1])
      let before = layout.contentHeight
      #expect(
        !plan.apply(
          to: &layout, sectionSpec: { _ in .uniform(numberOfRows: 0, rowHeight: .zero) },
          rowHeight: { _ in .zero }))
      #expect(layout.numberOfSections == 2)
      #expect(layout.contentHeight == before)
    }

    @Test func aBatchOfThreeRowsInTenMillionTouchesThreeRows() throws {
      let count = 10_000_000
      var layout = TableLayout(style: .plain, width: 320)
      layout.reload(numberOfSections: 1) { _ in
        .uniform(numberOfRows: count, rowHeight: .estimated(44))
      }
      let plan = try UpdatePlan(
        batch {
          $0.deleteRows(at: [path(0, 0)])
          $0.insertRows(at: [path(0, 5_000_000)])
          $0.moveRow(at: path(0, count - 1), to: path(0, 1))
        }, rowCountsBefore: [count], rowCountsAfter: [count])
      var measured: [IndexPath] = []
      let applied = plan.apply(
        to: &layout, sectionSpec: { _ in .uniform(numberOfRows: 0, rowHeight: .zero) },
        rowHeight: {
          measured.append($0)
          return .exact(100)
        })
      #expect(applied)
      #expect(measured == [path(0, 5_000_000)])
      #expect(layout.numberOfRows(inSection: 0) == count)
      #expect(layout.heightValue(forRowAt: path(0, 5_000_000)) == .exact(100))
      #expect(layout.heightValue(forRowAt: path(0, 1)) == .estimated(44))
      #expect(layout.contentHeight == 440_000_056)
      #expect(layout.allocatedByteCount < 4_000)
      #expect(plan.newIndexPath(forOld: path(0, 5_000_000)) == path(0, 5_000_001))
    }
  }
}
