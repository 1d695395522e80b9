import Testing

@testable import TableKit

@Suite("TableLayout floating headers and footers")
struct TableLayoutFloatingTests {
  /// A plain table of four sections: five rows with a footer, one row without, none at all
  /// (header only) and twelve rows with a footer; a table header and footer.
  static let model = NaiveTableLayout(
    style: .plain, width: 320, tableHeader: 40, tableFooter: 30,
    sections: [
      .init(header: 28, rows: Array(repeating: 44, count: 5), footer: 20),
      .init(header: 28, rows: [60], footer: 0),
      .init(header: 28, rows: [], footer: 0),
      .init(header: 22, rows: (0..<12).map { Double(30 + $0 * 3) }, footer: 36),
    ])

  @Test func aHeaderSticksToTheTopIsPushedUpByItsSectionsEndAndNeverRisesAboveItsPlace() {
    let layout = Self.model.layout
    func header(_ visibleTop: Double) -> CGFloat {
      layout.floatingHeaderFrame(
        inSection: 0, visibleRect: CGRect(x: 0, y: visibleTop, width: 320, height: 200)
      ).minY
    }
    // Section 0: header at 40, rows 68..<288, footer 288..<308.
    #expect(header(-100) == 40)  // bouncing at the top: in place, moving with the content
    #expect(header(20) == 40)
    #expect(header(40) == 40)
    #expect(header(100) == 100)  // stuck to the top of the visible rect
    #expect(header(280) == 280)
    #expect(header(290) == 280)  // pushed up: its bottom stays at the section's end
    #expect(header(1000) == 280)
  }

  @Test func aFooterSticksToTheBottomIsPushedDownByItsSectionsTopAndNeverSinksBelowItsPlace() {
    let layout = Self.model.layout
    func footer(_ visibleBottom: Double) -> CGFloat {
      layout.floatingFooterFrame(
        inSection: 0, visibleRect: CGRect(x: 0, y: visibleBottom - 200, width: 320, height: 200)
      ).minY
    }
    #expect(footer(400) == 288)  // the whole section is above the bottom: in place
    #expect(footer(308) == 288)
    #expect(footer(200) == 180)  // stuck to the bottom of the visible rect
    #expect(footer(60) == 40)  // pushed down: its top stays at the section's top
    #expect(footer(-50) == 40)
  }

  @Test func framesAgreeWithTheModelAtEveryOffsetOfAScrollThroughBothBounces() {
    let model = Self.model
    let layout = model.layout
    let viewport = 300.0
    let insets = (top: 64.0, bottom: 34.0)
    let lastOffset = model.contentHeight + insets.bottom - viewport
    for offset in Int(-insets.top - 200)...Int(lastOffset + 200) {
      let visible = CGRect(
        x: 0, y: Double(offset) + insets.top, width: 320,
        height: viewport - insets.top - insets.bottom)
      for section in 0..<model.sections.count {
        let header = layout.floatingHeaderFrame(inSection: section, visibleRect: visible)
        let footer = layout.floatingFooterFrame(inSection: section, visibleRect: visible)
        let sectionRect = layout.rectForSection(section)
        guard header == model.floatingHeaderFrame(section, visible: visible),
          footer == model.floatingFooterFrame(section, visible: visible)
        else {
          Issue.record("offset \(offset), section \(section): header \(header), footer \(footer)")
          return
        }
        #expect(header.minY >= layout.rectForHeader(inSection: section).minY)
        #expect(header.maxY <= sectionRect.maxY)
        #expect(footer.maxY <= layout.rectForFooter(inSection: section).maxY)
        #expect(footer.minY >= sectionRect.minY)
      }
      guard
        layout.sectionsWithVisibleHeaders(in: visible)
          == model.sectionsWithVisibleHeaders(in: visible),
        layout.sectionsWithVisibleFooters(in: visible)
          == model.sectionsWithVisibleFooters(in: visible)
      else {
        Issue.record(
          "offset \(offset): visible headers \(layout.sectionsWithVisibleHeaders(in: visible))")
        return
      }
    }
  }

  @Test func theHeaderOfTheSectionAtTheTopIsAlwaysShownWhileItsRowsAre() {
    let layout = Self.model.layout
    for top in stride(from: 40.0, to: Double(layout.contentHeight), by: 7) {
      let visible = CGRect(x: 0, y: top, width: 320, height: 200)
      guard let row = layout.indexPathForRow(at: CGPoint(x: 1, y: top)) else { continue }
      #expect(layout.sectionsWithVisibleHeaders(in: visible).first == row.section)
    }
  }
}
