import Foundation
import Testing

@testable import TableKit

/// `cellLayoutMarginsFollowReadableWidth`: on a table wider than a readable column, cells,
/// header titles and default separators keep to that column, centred; narrower tables and the
/// default setting keep the standard margin.
@MainActor
@Suite struct ReadableWidthTests {
  /// The margin that centres the readable column in a table `width` wide.
  private func readableMargin(_ width: CGFloat) -> CGFloat {
    (width - Metrics.readableContentWidth) / 2
  }

  private func harness(width: CGFloat, follows: Bool) -> TableHarness {
    let harness = TableHarness(
      rows: [3, 3], size: CGSize(width: width, height: 480), headers: ["First", "Second"])
    harness.source.accessory = .disclosureIndicator
    harness.table.cellLayoutMarginsFollowReadableWidth = follows
    harness.table.reloadData()
    harness.table.layoutIfNeeded()
    return harness
  }

  private func firstCell(_ harness: TableHarness) throws -> TableViewCell {
    try #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)))
  }

  @Test func aWideTableKeepsCellContentToTheReadableColumn() throws {
    let width: CGFloat = 1000
    let harness = harness(width: width, follows: true)
    let cell = try firstCell(harness)
    let margin = readableMargin(width)
    let title = try #require(cell.textLabel?.frame)
    #expect(cell.contentView.frame.minX + title.minX == margin)
    let accessory = try #require(cell.partFrames(width: width, height: 44).accessory)
    #expect(accessory.maxX == width - margin, "the chevron keeps to the trailing margin")
    #expect(cell.defaultSeparatorInset.left == margin, "separators start under the text")
  }

  @Test func headerTitlesFollowTheSameMargin() throws {
    let width: CGFloat = 1000
    let harness = harness(width: width, follows: true)
    let header = try #require(
      harness.table.headerView(forSection: 0))
    header.layoutIfNeeded()
    #expect(header.textLabel?.frame.minX == readableMargin(width))
  }

  @Test func narrowTablesAndTheDefaultKeepTheStandardMargin() throws {
    for (width, follows) in [(CGFloat(1000), false), (CGFloat(600), true)] {
      let harness = harness(width: width, follows: follows)
      let cell = try firstCell(harness)
      let title = try #require(cell.textLabel?.frame)
      #expect(cell.contentView.frame.minX + title.minX == Metrics.margin)
      #expect(cell.defaultSeparatorInset.left == Metrics.margin)
    }
  }

  @Test func aCustomSeparatorInsetStaysAsGiven() throws {
    let harness = harness(width: 1000, follows: true)
    harness.table.separatorInset = EdgeInsets(left: 40)
    harness.table.layoutIfNeeded()
    #expect(try firstCell(harness).defaultSeparatorInset.left == 40)
  }

  @Test func turningItOnKeepsTheSelectionAndRemeasuresAutomaticRows() throws {
    let harness = TableHarness(
      rows: [2], size: CGSize(width: 1000, height: 480), rowHeight: TableView.automaticDimension)
    let table = harness.table
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    let before = harness.source.cellsRequested
    table.cellLayoutMarginsFollowReadableWidth = true
    table.layoutIfNeeded()
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(harness.source.cellsRequested > before, "automatic heights are measured again")
  }

  @Test func theEditingControlStaysAtTheCellsEdge() throws {
    let harness = harness(width: 1000, follows: true)
    harness.table.setEditing(true, animated: false)
    harness.table.layoutIfNeeded()
    let cell = try firstCell(harness)
    let control = try #require(cell.partFrames(width: 1000, height: 44).editingControl)
    #expect(control.minX == Metrics.margin)
  }
}
