import Testing

@testable import TableKit

@Suite("TableLayout")
struct TableLayoutTests {
  // MARK: - Against the reference model

  @Test(arguments: 0..<8)
  func everyQueryAgreesWithANaiveModelOnRandomTables(batch: UInt64) {
    // 8 batches × 250 tables = 2,000 random tables.
    for index in 0..<250 {
      let seed = batch * 1000 + UInt64(index)
      var random = SeededGenerator(seed: seed)
      let model = random.table()
      if let disagreement = firstDisagreement(model.layout, model, random: &random) {
        Issue.record("seed \(seed): \(disagreement)\ntable: \(model)")
        return
      }
    }
  }

  // MARK: - Simple cases, spelled out

  @Test func aTableIsLaidOutTableHeaderThenSectionsThenTableFooter() {
    var layout = TableLayout(
      style: .plain, width: 320, tableHeaderHeight: 50, tableFooterHeight: 30)
    layout.reload(numberOfSections: 2) { section in
      .uniform(
        numberOfRows: 3, rowHeight: .exact(44), headerHeight: .exact(28),
        footerHeight: .exact(section == 0 ? 10 : 0))
    }
    #expect(layout.rectForTableHeader == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(layout.rectForHeader(inSection: 0) == CGRect(x: 0, y: 50, width: 320, height: 28))
    #expect(layout.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 78)
    #expect(layout.rectForFooter(inSection: 0) == CGRect(x: 0, y: 210, width: 320, height: 10))
    #expect(layout.rectForSection(0) == CGRect(x: 0, y: 50, width: 320, height: 170))
    #expect(layout.rectForHeader(inSection: 1).minY == 220)
    #expect(
      layout.rectForRow(at: IndexPath(row: 2, section: 1))
        == CGRect(x: 0, y: 336, width: 320, height: 44))
    #expect(layout.rectForTableFooter == CGRect(x: 0, y: 380, width: 320, height: 30))
    #expect(layout.contentHeight == 410)
    #expect(layout.contentSize == CGSize(width: 320, height: 410))
    #expect(layout.indexPathForRow(at: CGPoint(x: 10, y: 60)) == nil)
    #expect(layout.indexPathForRow(at: CGPoint(x: 10, y: 78)) == IndexPath(row: 0, section: 0))
    #expect(layout.indexPathForRow(at: CGPoint(x: 320, y: 78)) == nil)
    #expect(
      layout.indexPathsForRows(in: CGRect(x: 0, y: 200, width: 1, height: 60)) == [
        IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1),
      ])
    #expect(layout.sections(intersecting: CGRect(x: 0, y: 0, width: 1, height: 51)) == 0..<1)
  }

  @Test func invalidSectionsAndIndexPathsGiveZeroNilOrEmptyWithoutTrapping() {
    var layout = TableLayout(style: .plain, width: 100)
    layout.reload(numberOfSections: 1) { _ in .uniform(numberOfRows: 2, rowHeight: .exact(10)) }
    #expect(layout.rectForSection(5) == .zero)
    #expect(layout.rectForHeader(inSection: -1) == .zero)
    #expect(layout.rectForFooter(inSection: 1) == .zero)
    #expect(layout.rectForRow(at: IndexPath(row: 2, section: 0)) == .zero)
    #expect(layout.rectForRow(at: IndexPath()) == .zero)
    #expect(layout.numberOfRows(inSection: 9) == 0)
    #expect(layout.heightValue(forRowAt: IndexPath(row: -1, section: 0)) == nil)
    #expect(layout.floatingHeaderFrame(inSection: 3, visibleRect: .zero) == .zero)
    #expect(layout.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 5)) == nil)
    #expect(layout.indexPathForRow(at: CGPoint(x: 5, y: CGFloat.nan)) == nil)
    #expect(layout.indexPathsForRows(in: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 5)).isEmpty)
    let setMissing = layout.setHeight(10, forRowAt: IndexPath(row: 7, section: 0))
    #expect(!setMissing)
    let deleteMixed = layout.deleteRows(at: [
      IndexPath(row: 7, section: 0), IndexPath(row: 1, section: 0),
    ])
    #expect(!deleteMixed)
    #expect(layout.numberOfRows(inSection: 0) == 1)
    let insertBeyond = layout.insertRows(at: [IndexPath(row: 5, section: 0)], height: .exact(1))
    #expect(!insertBeyond)
    let deleteMissing = layout.deleteSections([4])
    #expect(!deleteMissing)
    let moveBeyond = layout.moveRow(
      at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    #expect(!moveBeyond)
    let insertBeyondSections = layout.insertSections([], at: 3)
    #expect(!insertBeyondSections)
  }

  @Test func aGroupedTableDoesNotFloatItsHeaders() {
    var layout = TableLayout(style: .grouped, width: 100)
    layout.reload(numberOfSections: 2) { _ in
      .uniform(
        numberOfRows: 10, rowHeight: .exact(44), headerHeight: .exact(35), footerHeight: .exact(17))
    }
    let visible = CGRect(x: 0, y: 200, width: 100, height: 300)
    #expect(
      layout.floatingHeaderFrame(inSection: 0, visibleRect: visible)
        == layout.rectForHeader(inSection: 0))
    #expect(
      layout.floatingFooterFrame(inSection: 1, visibleRect: visible)
        == layout.rectForFooter(inSection: 1))
    #expect(layout.sectionsWithVisibleHeaders(in: visible) == [1])
  }

  // MARK: - Float edges

  @Test func offsetsAtRowBoundariesAndJustBeforeThemFindTheRightRow() {
    var layout = TableLayout(style: .plain, width: 100)
    layout.reload(numberOfSections: 1) { _ in .uniform(numberOfRows: 30, rowHeight: .exact(100)) }
    func row(at y: Double) -> Int? { layout.indexPathForRow(at: CGPoint(x: 1, y: y))?.row }
    #expect(row(at: 1200) == 12)
    #expect(row(at: 1199.999999999998) == 11)
    #expect(row(at: 1200.000000000002) == 12)
    #expect(row(at: 0) == 0)
    #expect(row(at: -0.000000000001) == nil)
    #expect(row(at: 2999.9999999999995) == 29)
    #expect(row(at: 3000) == nil)
    let rect = CGRect(x: 0, y: 1199.999999999998, width: 1, height: 0.000000000002)
    #expect(layout.indexPathsForRows(in: rect).map(\.row) == [11])
    let touching = CGRect(x: 0, y: 1100, width: 1, height: 100)
    #expect(layout.indexPathsForRows(in: touching).map(\.row) == [11])
  }

  @Test func theLastOfTenMillionRowsIsExactlyWhereItShouldBe() {
    var layout = TableLayout(style: .plain, width: 375, tableHeaderHeight: 100)
    layout.reload(numberOfSections: 1) { _ in
      .uniform(numberOfRows: 10_000_000, rowHeight: .estimated(44), headerHeight: .exact(28))
    }
    let last = IndexPath(row: 9_999_999, section: 0)
    #expect(layout.rectForRow(at: last) == CGRect(x: 0, y: 440_000_084, width: 375, height: 44))
    #expect(layout.indexPathForRow(at: CGPoint(x: 1, y: 440_000_084)) == last)
    #expect(
      layout.indexPathForRow(at: CGPoint(x: 1, y: 440_000_083.99999994))
        == IndexPath(row: 9_999_998, section: 0))
    #expect(layout.indexPathForRow(at: CGPoint(x: 1, y: 440_000_127.99999994)) == last)
    #expect(layout.indexPathForRow(at: CGPoint(x: 1, y: 440_000_128)) == nil)
    #expect(layout.contentHeight == 440_000_128)
    let bottom = CGRect(x: 0, y: 440_000_128 - 800, width: 375, height: 800)
    let visible = layout.indexPathsForRows(in: bottom)
    #expect(visible.first == IndexPath(row: 9_999_981, section: 0))
    #expect(visible.last == last)
  }

  @Test func aHundredThousandSectionsOfAHundredRowsAnswerAsASmallTableWould() {
    var layout = TableLayout(style: .plain, width: 320)
    layout.reload(numberOfSections: 100_000) { _ in
      .uniform(
        numberOfRows: 100, rowHeight: .exact(40), headerHeight: .exact(20), footerHeight: .exact(10)
      )
    }
    // Each section is 4,030 points.
    #expect(layout.contentHeight == 403_000_000)
    #expect(layout.rectForHeader(inSection: 99_999).minY == 402_995_970)
    #expect(
      layout.indexPathForRow(at: CGPoint(x: 1, y: 4030 * 54_321 + 20 + 40 * 7))
        == IndexPath(row: 7, section: 54_321))
    let rect = CGRect(x: 0, y: 4030 * 54_321 - 5, width: 320, height: 100)
    #expect(layout.sections(intersecting: rect) == 54_320..<54_322)
    #expect(
      layout.indexPathsForRows(in: rect) == [
        IndexPath(row: 0, section: 54_321), IndexPath(row: 1, section: 54_321),
      ])
  }

  // MARK: - Bad input

  @Test func badHeightsBecomeZeroAndAWarningNamesTheIndexPath() {
    let warning = HeightWarning(height: .nan, for: .row(IndexPath(row: 3, section: 0)))
    #expect(warning?.message == "heightForRowAt returned nan for <section 0, row 3>; using 0")
    #expect(
      HeightWarning(height: -2, for: .header(section: 4), isEstimate: true)?.message
        == "estimatedHeightForHeaderInSection returned -2.0 for section 4; using 0")
    #expect(
      HeightWarning(height: -.infinity, for: .footer(section: 1))?.message
        == "heightForFooterInSection returned -inf for section 1; using 0")
    #expect(HeightWarning(height: 44, for: .tableHeader) == nil)
    #expect(HeightWarning(height: 0, for: .tableFooter) == nil)
    #expect(TableLayout.sanitizedHeight(.nan) == 0)
    #expect(TableLayout.sanitizedHeight(-1) == 0)
    #expect(TableLayout.sanitizedHeight(.infinity) == 0)
    #expect(TableLayout.sanitizedHeight(43.5) == 43.5)

    var layout = TableLayout(style: .plain, width: 100, tableHeaderHeight: .nan)
    layout.reload(numberOfSections: 1) { _ in
      SectionSpec(
        headerHeight: .exact(-4), rowHeights: RowHeights([.nan, 10]),
        footerHeight: .estimated(.infinity))
    }
    #expect(layout.contentHeight == 10)
    #expect(layout.rectForRow(at: IndexPath(row: 0, section: 0)).height == 0)
  }
}
