import Foundation
import Testing

@testable import TableKit

/// Issue 30, item 2: the table is a list that knows its size from the data source's counts,
/// pages by a screen with iOS's status, and brings the next row on screen when the reading
/// focus moves past the last one.
@MainActor
@Suite struct TableAccessibilityTreeTests {
  /// `rows` rows in each section, 44 points tall, in a table 880 points high (20 rows a
  /// screen) 20 points down a root view.
  private func list(rows: Int, sections: Int = 1) -> (View, EditingHarness) {
    let names = (0..<sections).map { section in
      (1...rows).map { "S\(section) Row \($0)" }
    }
    let harness = EditingHarness(names, size: CGSize(width: 320, height: 880))
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 900))
    harness.table.frame.origin.y = 20
    root.addSubview(harness.table)
    root.layoutIfNeeded()
    return (root, harness)
  }

  private func listNode(in tree: AccessibilityTree) throws -> AccessibilityNode {
    try #require(tree.root.allNodes.first { $0.role == .list })
  }

  @Test func theTableIsAListOfItsVisibleRowsNumberedFromTheCounts() throws {
    let (root, harness) = list(rows: 1000)
    let table = harness.table
    let tree = AccessibilityTree(of: root)
    #expect(tree.root.role == .window)
    let list = try listNode(in: tree)
    #expect(list.rowCount == 1000)
    #expect(list.children.count == 20)
    let first = list.children[0]
    #expect(first.role == .listItem)
    #expect(first.label == "S0 Row 1")
    #expect(first.listPosition?.index == 1 && first.listPosition?.count == 1000)
    #expect(first.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
    #expect(first.actions == [.activate, .custom("Delete")])
    #expect(table.accessibilityContainerType == .list)
  }

  @Test func rowsAreNumberedAcrossSections() throws {
    let (root, harness) = list(rows: 10, sections: 3)
    let table = harness.table
    table.scrollToRow(at: IndexPath(row: 0, section: 2), at: .top, animated: false)
    let list = try listNode(in: AccessibilityTree(of: root))
    #expect(list.rowCount == 30)
    let row = try #require(list.children.first { $0.label == "S2 Row 1" })
    #expect(row.listPosition?.index == 21)
    #expect(row.listPosition?.indexPath == IndexPath(row: 0, section: 2))
    #expect(row.listPosition?.rowsInSection == 10)
  }

  @Test func tenMillionRowsCostWhatTheScreenShows() throws {
    // A source that answers from a count, as the stress scene's does: no array of names.
    let harness = TableHarness(rows: [10_000_000], size: CGSize(width: 320, height: 880))
    let table = harness.table
    table.scrollToRow(at: IndexPath(row: 9_999_999, section: 0), at: .bottom, animated: false)
    let list = AccessibilityTree(of: table).root
    #expect(list.rowCount == 10_000_000)
    #expect(list.children.last?.listPosition?.index == 10_000_000)
    #expect(list.children.last?.label == "Row 9999999 of section 0")
    #expect(list.children.count <= 21)
    #expect(table.createdCellCount < 40, "only the rows on screen were made")
    #expect(table.accessibilityScrollStatus == "Rows 9,999,981 to 10,000,000 of 10,000,000")
  }

  @Test func scrollingDownPagesByAScreenAndSaysWhichRowsShow() {
    let table = list(rows: 1000).1.table
    var said: [String] = []
    table.screen.accessibility.addObserver { event in
      if case .posted(.pageScrolled, let argument) = event { said.append(argument as? String ?? "") }
    }
    #expect(table.accessibilityScrollStatus == "Rows 1 to 20 of 1,000")
    #expect(table.visibleCells[3].accessibilityScroll(.down))
    #expect(table.contentOffset.y == 880)
    #expect(said == ["Rows 21 to 40 of 1,000"])
    #expect(table.accessibilityScroll(.up))
    #expect(said.last == "Rows 1 to 20 of 1,000")
    #expect(!table.accessibilityScroll(.up), "already at the top")
    #expect(!table.accessibilityScroll(.left))
  }

  @Test func theStatusNamesASingleRowAndAnEmptyTable() {
    let harness = list(rows: 1).1
    let table = harness.table
    #expect(table.accessibilityScrollStatus == "Row 1 of 1")
    harness.source.sections = [[]]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.accessibilityScrollStatus == "No rows")
  }

  @Test func theSectionIndexIsAdjustableAndJumpsBetweenSections() throws {
    let titles = ["A", "B", "C", "D", "E"]
    let harness = EditingHarness(titles.map { title in (1...30).map { "\(title)\($0)" } }) {
      $0.indexTitles = titles
      $0.headers = titles
    }
    let table = harness.table
    let tree = AccessibilityTree(of: table)
    let index = try #require(tree.root.allNodes.first { $0.label == "Table index" })
    #expect(index.role == .adjustable)
    #expect(index.value == "A")
    #expect(index.actions == [.increment, .decrement])
    tree.increment(index.id)
    #expect(table.indexPathsForVisibleRows?.first?.section == 1)
    #expect(AccessibilityTree(of: table).node(index.id)?.value == "B")
    tree.decrement(index.id)
    #expect(table.indexPathsForVisibleRows?.first?.section == 0)
  }

  @Test func headersReadBeforeTheirRows() throws {
    let harness = EditingHarness([["Ada"], ["Grace"]]) { $0.headers = ["A", "G"] }
    let list = AccessibilityTree(of: harness.table).root
    #expect(list.children.map(\.label) == ["A", "Ada", "G", "Grace"])
    #expect(list.children.map(\.role) == [.heading, .listItem, .heading, .listItem])
  }

  @Test func theTreeActsOnTheViewsBehindItsNodes() throws {
    let (root, harness) = list(rows: 5)
    let tree = AccessibilityTree(of: root)
    let row = try #require(tree.root.allNodes.first { $0.label == "S0 Row 3" })
    #expect(tree.activate(row.id))
    #expect(tree.perform(customAction: "Delete", on: row.id))
    #expect(harness.source.calls == ["didSelect 0.2", "commit delete 0.2"])
    #expect(!tree.perform(customAction: "Nothing", on: row.id))
  }
}
