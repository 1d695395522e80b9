import Foundation
import Testing

@testable import TableKit

/// Sections of 44-point rows, some of which cannot have focus, for keyboard focus alone.
@MainActor
private final class FakeFocusTable: KeyboardFocusTableReading {
  var layout: TableLayout
  var indexPathForFocusedRow: IndexPath?
  var rememberedFocusRow: IndexPath?
  var indexPathForSelectedRow: IndexPath?
  var firstVisibleRow: IndexPath?
  var unfocusable: Set<IndexPath> = []
  var asked = 0
  var page: (offsetY: CGFloat, edgeRow: IndexPath?) = (0, nil)

  init(rows: [Int]) {
    layout = TableLayout(style: .plain, width: 320)
    layout.reload(numberOfSections: rows.count) {
      .uniform(numberOfRows: rows[$0], rowHeight: .exact(44))
    }
    firstVisibleRow = rows.first.map { $0 > 0 ? IndexPath(row: 0, section: 0) : nil } ?? nil
  }

  func canFocusRow(at indexPath: IndexPath) -> Bool {
    asked += 1
    return !unfocusable.contains(indexPath)
  }
  func pageScroll(direction: Int) -> (offsetY: CGFloat, edgeRow: IndexPath?) { page }
}

@MainActor
struct KeyboardFocusInteractionTests {
  private func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func theDownArrowStartsAtTheFirstVisibleRowThenStepsAcrossSections() {
    let table = FakeFocusTable(rows: [2, 1])
    #expect(
      KeyboardFocusInteraction.effects(for: .down, table: table)
        == [.focus(ip(0, 0), scroll: true), .selectFollowingFocus(ip(0, 0))])
    table.indexPathForFocusedRow = ip(0, 1)
    #expect(
      KeyboardFocusInteraction.effects(for: .down, table: table)?.first
        == .focus(ip(1, 0), scroll: true))
  }

  @Test func focusStaysOnTheLastRowAtTheEnd() {
    let table = FakeFocusTable(rows: [2])
    table.indexPathForFocusedRow = ip(0, 1)
    #expect(
      KeyboardFocusInteraction.effects(for: .down, table: table)?.first
        == .focus(ip(0, 1), scroll: true))
  }

  @Test func rowsThatCannotHaveFocusArePassedOver() {
    let table = FakeFocusTable(rows: [4])
    table.unfocusable = [ip(0, 1), ip(0, 2)]
    table.indexPathForFocusedRow = ip(0, 0)
    #expect(
      KeyboardFocusInteraction.effects(for: .down, table: table)?.first
        == .focus(ip(0, 3), scroll: true))
    #expect(
      KeyboardFocusInteraction.effects(for: .end, table: table)?.first
        == .focus(ip(0, 3), scroll: true))
    table.unfocusable = [ip(0, 0)]
    #expect(
      KeyboardFocusInteraction.effects(for: .home, table: table)?.first
        == .focus(ip(0, 1), scroll: true))
  }

  @Test func oneKeyAsksAboutAtMostAThousandRows() {
    let table = FakeFocusTable(rows: [5_000])
    table.unfocusable = Set((0..<5_000).map { ip(0, $0) })
    #expect(KeyboardFocusInteraction.effects(for: .home, table: table) == [])
    #expect(table.asked == KeyboardFocusInteraction.maximumRowsAsked)
  }

  @Test func focusStartsAtTheRememberedRowThenTheSelectedOne() {
    let table = FakeFocusTable(rows: [5])
    table.indexPathForSelectedRow = ip(0, 3)
    #expect(KeyboardFocusInteraction.initialFocus(table: table) == ip(0, 3))
    table.rememberedFocusRow = ip(0, 2)
    #expect(KeyboardFocusInteraction.initialFocus(table: table) == ip(0, 2))
    table.unfocusable = [ip(0, 2), ip(0, 3)]
    #expect(KeyboardFocusInteraction.initialFocus(table: table) == ip(0, 0))
  }

  @Test func returnFocusesAndSelectsAndIsNotFocusesWithoutARow() {
    let table = FakeFocusTable(rows: [3])
    table.indexPathForFocusedRow = ip(0, 2)
    #expect(
      KeyboardFocusInteraction.effects(for: .return, table: table)
        == [.focus(ip(0, 2), scroll: true), .select(ip(0, 2))])
    let empty = FakeFocusTable(rows: [0])
    #expect(KeyboardFocusInteraction.effects(for: .space, table: empty) == nil)
  }

  @Test func aPageKeyScrollsThenFocusesTheRowAtTheFarEdgeWithoutScrollingToIt() {
    let table = FakeFocusTable(rows: [40])
    table.page = (300, ip(0, 17))
    #expect(
      KeyboardFocusInteraction.effects(for: .pageDown, table: table)
        == [.scroll(toY: 300), .focus(ip(0, 17), scroll: false)])
  }

  @Test func theMenuKeyOpensTheMenuAndOtherKeysAreNotFocuss() {
    let table = FakeFocusTable(rows: [3])
    #expect(KeyboardFocusInteraction.effects(for: .menu, table: table) == [.openContextMenu])
    #expect(KeyboardFocusInteraction.effects(for: .escape, table: table) == nil)
  }
}
