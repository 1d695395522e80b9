import Testing

@testable import TableKit

@Suite("TableLayout, exhaustively on small tables")
struct TableLayoutExhaustiveTests {
  /// Every section of up to two rows whose heights are 0 or 2, with a header and a footer of
  /// 0 or 1: 28 sections.
  static let smallSections: [NaiveTableLayout.Section] = {
    let rowChoices: [[Double]] = [[], [0], [2], [0, 0], [0, 2], [2, 0], [2, 2]]
    var sections: [NaiveTableLayout.Section] = []
    for header in [0.0, 1] {
      for footer in [0.0, 1] {
        for rows in rowChoices {
          sections.append(.init(header: header, rows: rows, footer: footer))
        }
      }
    }
    return sections
  }()

  /// Every table of up to two such sections, with a table header of 0 or 1: 1,626 tables.
  static let smallTables: [NaiveTableLayout] = {
    var sectionLists: [[NaiveTableLayout.Section]] = [[]]
    sectionLists += smallSections.map { [$0] }
    for first in smallSections {
      for second in smallSections { sectionLists.append([first, second]) }
    }
    return [0.0, 1].flatMap { tableHeader in
      sectionLists.map {
        NaiveTableLayout(
          style: .plain, width: 10, tableHeader: tableHeader, tableFooter: 1, sections: $0)
      }
    }
  }()

  @Test func everyPointOfEverySmallTableHitsTheRowTheModelHits() {
    for model in Self.smallTables {
      let layout = model.layout
      var y = -1.0
      while y <= model.contentHeight + 1 {
        let point = CGPoint(x: 5, y: y)
        guard layout.indexPathForRow(at: point) == model.indexPathForRow(at: point) else {
          Issue.record("indexPathForRow(at: \(point)) on \(model)")
          return
        }
        y += 0.5
      }
    }
  }

  @Test func everyIntervalOfEverySmallTableHoldsTheRowsAndSectionsTheModelFinds() {
    for model in Self.smallTables {
      let layout = model.layout
      let top = -1
      let bottom = Int(model.contentHeight) + 1
      for minY in top...bottom {
        for maxY in minY...bottom {
          let rect = CGRect(x: 0, y: Double(minY), width: 1, height: Double(maxY - minY))
          guard layout.indexPathsForRows(in: rect) == model.indexPathsForRows(in: rect) else {
            Issue.record(
              "indexPathsForRows(in: \(rect)) = \(layout.indexPathsForRows(in: rect)) on \(model)")
            return
          }
          guard Array(layout.sections(intersecting: rect)) == model.sections(intersecting: rect)
          else {
            Issue.record("sections(intersecting: \(rect)) on \(model)")
            return
          }
        }
      }
    }
  }
}
