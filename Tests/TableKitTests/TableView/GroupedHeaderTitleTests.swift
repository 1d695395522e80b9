import Foundation
import Testing

@testable import TableKit

/// A grouped table uppercases its data source's header titles, as UIKit does to
/// `titleForHeaderInSection`'s string, and nothing else: text a delegate sets on the header view
/// in `willDisplayHeaderView` shows as set, and footers and plain headers keep their case.
@MainActor
@Suite struct GroupedHeaderTitleTests {
  /// Two sections titled "Fruit" and "Veg", with footers; renames section 1's header when it
  /// is about to show, when asked to.
  final class Source: TableViewDataSource, TableViewDelegate {
    var renamesSectionOne = false
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      section == 0 ? "Fruit" : "Veg"
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      "Fresh daily"
    }
    func tableView(
      _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
    ) {
      guard renamesSectionOne, section == 1 else { return }
      (view as? TableViewHeaderFooterView)?.textLabel?.text = "Vegetables & herbs"
    }
  }

  private func table(_ style: TableView.Style, source: Source) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
  }

  private func shown(_ view: View?) -> String? {
    guard let label = (view as? TableViewHeaderFooterView)?.textLabel else { return nil }
    return ViewTesting.textRuns(of: label).map(\.string).joined()
  }

  @Test(arguments: [TableView.Style.grouped, .insetGrouped])
  func theDataSourcesTitleIsUppercasedAndTextSetOnTheViewShowsAsSet(style: TableView.Style) {
    let source = Source()
    source.renamesSectionOne = true
    let table = table(style, source: source)
    let fruit = table.headerView(forSection: 0)
    #expect(fruit?.textLabel?.text == "FRUIT")
    #expect(shown(fruit) == "FRUIT")
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "Vegetables & herbs")
    #expect(shown(table.headerView(forSection: 1)) == "Vegetables & herbs")
    #expect(shown(table.footerView(forSection: 0)) == "Fresh daily")
  }

  @Test func aPlainTableKeepsItsTitlesCase() {
    let table = table(.plain, source: Source())
    #expect(shown(table.headerView(forSection: 0)) == "Fruit")
  }

  @Test func aTitleStaysUppercasedWhenAnUpdateGivesItsHeaderItsTitleAgain() {
    // A section that stays through a batch has its standard header's title read again.
    let source = Source()
    let table = table(.grouped, source: source)
    table.reloadSections(IndexSet(integer: 0), with: .none)
    table.layoutIfNeeded()
    #expect(shown(table.headerView(forSection: 1)) == "VEG")
    #expect(shown(table.headerView(forSection: 0)) == "FRUIT")
  }
}
