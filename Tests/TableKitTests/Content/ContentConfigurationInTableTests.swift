import Foundation
import Testing

@testable import TableKit

/// Configured cells, headers and footers in a real table: self-sizing rows, the style's header
/// look, and reuse.
@MainActor
@Suite(.serialized)
struct ContentConfigurationInTableTests {
  typealias Configuration = ListContentConfiguration

  /// One section of configured rows, with configured header and footer views.
  private final class Source: TableViewDataSource, TableViewDelegate {
    var texts: [String]
    var header = "Network"
    var footer: String? = "Applies to every app."
    var configuredCells = 0

    init(texts: [String]) { self.texts = texts }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      texts.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      configuredCells += 1
      var content = cell.defaultContentConfiguration()
      content.text = texts[indexPath.row]
      cell.contentConfiguration = content
      return cell
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
      var content = view?.defaultContentConfiguration()
      content?.text = header
      view?.contentConfiguration = content
      return view
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
      guard let footer else { return nil }
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
      var content = view?.defaultContentConfiguration()
      content?.text = footer
      view?.contentConfiguration = content
      return view
    }
  }

  private func table(_ style: TableView.Style, source: Source, height: CGFloat = 600)
    -> TableView
  {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    table.clock = ManualClock()
    table.screen = ViewTesting.screen()
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
  }

  private func listView(in contentView: View) -> ListContentView? {
    contentView.subviews.compactMap { $0 as? ListContentView }.first
  }

  @Test func aRowWithMultiLineConfiguredTextGrowsUnderAutomaticDimension() throws {
    // 290 points of room hold 31 characters of 17-point text (9.35 each): the long text takes
    // three 20-point lines, so the row is 60 + 2 × 11 = 82 points.
    let long = "Wireless networks nearby are shown here with their signal strength"
    let source = Source(texts: ["Short", long])
    let table = table(.plain, source: source)
    #expect(table.rowHeight == TableView.automaticDimension)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 82)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let list = try #require(listView(in: cell.contentView))
    #expect(list.textLayoutFrame == CGRect(x: 15, y: 11, width: 290, height: 60))
    #expect(ViewTesting.textRuns(of: cell).count == 3)
  }

  @Test func aRowGrowsWhenItsConfigurationChangesAndTheTableReloads() throws {
    let source = Source(texts: ["Short"])
    let table = table(.plain, source: source)
    source.texts = ["A much longer title that needs a second line to show"]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 62)
  }

  @Test func reusedCellsKeepTheirViewAndShowTheNewRowsText() throws {
    let source = Source(texts: (0..<40).map { "Row \($0)" })
    let table = table(.plain, source: source, height: 220)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let view = try #require(listView(in: first.contentView))
    table.contentOffset = CGPoint(x: 0, y: 44 * 20)
    table.layoutIfNeeded()
    // The first cell comes back for one of the later rows: on screen, or in the overscan just
    // off it (which one depends on the order the cells left in).
    let reused = try #require(
      table.realizer.visibleCells.values.first { $0 === first },
      "the first cell comes back for a later row")
    #expect(reused.contentView.subviews.filter { $0 is ListContentView }.count == 1)
    #expect(listView(in: reused.contentView) === view)
    let row = try #require(table.indexPath(for: reused)).row
    #expect(ViewTesting.textRuns(of: reused).map(\.string) == ["Row \(row)"])
  }

  @Test func aPlainTableShowsConfiguredHeadersAsItsTitledBars() throws {
    let source = Source(texts: ["Wi-Fi"])
    let table = table(.plain, source: source)
    #expect(table.rectForHeader(inSection: 0).height == Metrics.plainHeaderHeight)
    #expect(table.rectForFooter(inSection: 0).height == Metrics.plainHeaderHeight)
    let header = try #require(table.headerView(forSection: 0))
    let content = try #require(header.contentConfiguration as? Configuration)
    #expect(content.textProperties.font == Metrics.plainHeaderFont)
    let run = try #require(ViewTesting.textRuns(of: header).first)
    #expect(run.string == "Network" && run.font == Metrics.plainHeaderFont)
    #expect(header.textLabel?.isHidden == true)
  }

  @Test func aGroupedTableGivesConfiguredHeadersAndFootersTheGroupedLook() throws {
    let source = Source(texts: ["Wi-Fi"])
    source.footer = "Networks you joined before are joined again automatically when in range."
    let table = table(.grouped, source: source)
    #expect(table.rectForHeader(inSection: 0).height == Metrics.groupedTitledHeaderHeight)
    // 290 points hold 40 characters of 13-point text (7.15 each): two 16-point lines.
    // 7 above, two lines, 17 below.
    #expect(table.rectForFooter(inSection: 0).height == 56)
    let header = try #require(table.headerView(forSection: 0))
    let run = try #require(ViewTesting.textRuns(of: header).first)
    #expect(run.string == "NETWORK")
    #expect(run.color == .groupedHeaderText && run.font == Metrics.groupedHeaderFont)
    let list = try #require(listView(in: header.contentView))
    #expect(list.textLayoutFrame == CGRect(x: 15, y: 13, width: 290, height: 16))
    let footer = try #require(table.footerView(forSection: 0))
    #expect(ViewTesting.textRuns(of: footer).count == 2)
  }
}
