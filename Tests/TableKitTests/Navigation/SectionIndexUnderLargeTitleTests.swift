import Foundation
import Testing

@testable import TableKit

/// A section index entry chosen under a large title puts its section just below the bar, as
/// the bar is once the content has scrolled (issue 24: it landed 52 points short under a large
/// title, 104 with a search bar too: the bands that collapse were counted as covering).
@MainActor
@Suite struct SectionIndexUnderLargeTitleTests {
  /// Lettered sections of ten rows each, with an index.
  final class LetteredController: TableViewController {
    let letters = (0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) }

    override func numberOfSections(in tableView: TableView) -> Int { letters.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      10
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row")
        ?? TableViewCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = "\(letters[indexPath.section]) \(indexPath.row)"
      return cell
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
      -> String?
    {
      letters[section]
    }

    override func sectionIndexTitles(for tableView: TableView) -> [String]? { letters }
  }

  /// Where section `section`'s header shows, in window coordinates, after choosing its index
  /// entry, against the bar's bottom then.
  private func headerAndBarAfterChoosing(section: Int, search: Bool) throws -> (
    header: CGFloat, bar: CGFloat
  ) {
    let controller = LetteredController(style: .plain)
    controller.title = "Contacts"
    if search { controller.navigationItem.searchController = SearchController(searchResultsController: nil) }
    let harness = NavigationHarness(
      root: controller, size: CGSize(width: 390, height: 700), prefersLargeTitles: true)
    harness.settle()
    let table = try #require(controller.tableView)
    #expect(table.largeTitleInset == (search ? 104 : 52), "the bands under the bar")
    let entry = table.sectionIndexView.entryFrame(at: section)
    #expect(table.jumpToSectionIndexEntry(atViewY: table.sectionIndexView.frame.minY + entry.midY) == section)
    harness.settle()
    let header = table.rectForHeader(inSection: section).minY - table.contentOffset.y
      + table.frame.minY
    return (header, harness.navigation.navigationBar.frame.maxY)
  }

  @Test(arguments: [false, true]) func theSectionLandsJustBelowTheCollapsedBar(search: Bool) throws {
    let landed = try headerAndBarAfterChoosing(section: 5, search: search)
    #expect(landed.bar == 44, "the bands collapsed")
    #expect(landed.header == landed.bar, "\(landed)")
  }

  @Test func theFirstSectionKeepsTheLargeTitleOpen() throws {
    let landed = try headerAndBarAfterChoosing(section: 0, search: false)
    #expect(landed.bar == 96)
    #expect(landed.header == landed.bar)
  }
}
