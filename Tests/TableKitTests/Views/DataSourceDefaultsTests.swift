import Foundation
import Testing

@testable import TableKit

/// The data source's default answers are the same wherever a table gets them: the protocol
/// extension, `TableViewController` and `TableViewDiffableDataSource` (which differs only where
/// UIKit's diffable data source does).
@MainActor
@Suite struct DataSourceDefaultsTests {
  /// A data source that implements only what it must.
  final class Bare: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// The answers to compare, for one row and section.
  struct Answers: Equatable {
    var header: String?
    var footer: String?
    var indexTitles: [String]?
    var sectionForTitle: Int
    var canEdit: Bool
    var canMove: Bool

    @MainActor
    init(_ source: any TableViewDataSource, table: TableView) {
      let row = IndexPath(row: 0, section: 0)
      header = source.tableView(table, titleForHeaderInSection: 0)
      footer = source.tableView(table, titleForFooterInSection: 0)
      indexTitles = source.sectionIndexTitles(for: table)
      sectionForTitle = source.tableView(table, sectionForSectionIndexTitle: "C", at: 2)
      canEdit = source.tableView(table, canEditRowAt: row)
      canMove = source.tableView(table, canMoveRowAt: row)
    }
  }

  @Test func theProtocolExtensionAndTableViewControllerAgreeWithTheDefaults() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let bare = Bare()
    let controller = TableViewController(style: .plain)
    #expect(bare.numberOfSections(in: table) == DataSourceDefaults.numberOfSections)
    #expect(controller.numberOfSections(in: table) == DataSourceDefaults.numberOfSections)
    let expected = Answers(bare, table: table)
    #expect(Answers(controller, table: table) == expected)
    #expect(expected.canEdit == DataSourceDefaults.canEditRow)
    #expect(expected.canMove == DataSourceDefaults.canMoveRow)
    #expect(expected.sectionForTitle == DataSourceDefaults.section(forSectionIndexTitleAt: 2))
    #expect(expected.header == nil && expected.footer == nil && expected.indexTitles == nil)
  }

  @Test func theDiffableDataSourceDiffersOnlyInEditing() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let diffable = TableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    diffable.apply(snapshot, animatingDifferences: false)
    var expected = Answers(Bare(), table: table)
    expected.canEdit = DataSourceDefaults.diffableCanEditRow
    #expect(Answers(diffable, table: table) == expected)
  }
}
