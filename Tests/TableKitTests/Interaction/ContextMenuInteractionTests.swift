import Foundation
import Testing

@testable import TableKit

/// A table of rows 44 points tall that answers a context menu's questions, for the interaction
/// alone.
@MainActor
private final class FakeMenuTable: ContextMenuTableReading {
  var isEditing = false
  var isShowingContextMenu = false
  var needsReload = false
  var contentOffset = CGPoint.zero
  var rowCount = 5
  /// The menu the delegate gives for any row; nil for no configuration.
  var menu: Menu?
  /// The points the delegate was asked about, in content coordinates.
  var askedPoints: [CGPoint] = []

  func isValidRow(_ indexPath: IndexPath) -> Bool {
    indexPath.section == 0 && indexPath.row >= 0 && indexPath.row < rowCount
  }
  func laidOutRectForRow(at indexPath: IndexPath) -> CGRect {
    CGRect(x: 0, y: CGFloat(indexPath.row) * 44, width: 320, height: 44)
  }
  func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    askedPoints.append(point)
    guard let menu else { return nil }
    return ContextMenuConfiguration(identifier: indexPath.row as AnyHashable) { _ in menu }
  }
}

@MainActor
struct ContextMenuInteractionTests {
  private let row = IndexPath(row: 1, section: 0)

  private func menu(disabledSecond: Bool = false) -> Menu {
    Menu(children: [
      Action(title: "Copy") { _ in },
      Action(title: "Share", attributes: disabledSecond ? [.disabled] : []) { _ in },
      Action(title: "Delete", attributes: .destructive) { _ in },
    ])
  }

  private func openMenu(_ table: FakeMenuTable) throws -> ContextMenuInteraction {
    try #require(
      ContextMenuInteraction.open(
        forRowAt: row, at: CGPoint(x: 10, y: 50), placement: .atPoint(CGPoint(x: 10, y: 50)),
        table: table))
  }

  /// The open panels' layouts, the root's first.
  private func layouts(of menu: ContextMenuInteraction) -> [ContextMenuLayout] {
    menu.presentation.panels.layouts(
      anchor: .point(CGPoint(x: 10, y: 50)), bounds: CGRect(x: 0, y: 0, width: 320, height: 480),
      isRightToLeft: false, images: FixedImageSizes())
  }

  /// The centre of item `index`, in view coordinates.
  private func centre(ofItem index: Int, in menuLayout: ContextMenuLayout) -> CGPoint {
    CGPoint(x: menuLayout.items[index].frame.midX, y: menuLayout.items[index].frame.midY)
  }

  @Test func opensWithTheDelegatesActionsAskingAboutThePointInContentCoordinates() throws {
    let table = FakeMenuTable()
    table.menu = menu()
    table.contentOffset = CGPoint(x: 0, y: 100)
    let open = try openMenu(table)
    #expect(open.presentation.elements.map { $0?.title } == ["Copy", "Share", "Delete"])
    #expect(open.presentation.indexPath == row)
    #expect(table.askedPoints == [CGPoint(x: 10, y: 150)])
  }

  @Test func theKeyboardAsksAboutTheRowsCentre() {
    let table = FakeMenuTable()
    table.menu = menu()
    _ = ContextMenuInteraction.open(forRowAt: row, at: nil, placement: .nextToRow, table: table)
    #expect(table.askedPoints == [CGPoint(x: 160, y: 66)])
  }

  @Test func opensNothingInEditingWithAMenuOpenForAMissingRowOrWithoutActions() {
    let table = FakeMenuTable()
    table.menu = menu()
    func opens() -> Bool {
      ContextMenuInteraction.open(forRowAt: row, at: nil, placement: .nextToRow, table: table)
        != nil
    }
    table.isEditing = true
    #expect(!opens(), "editing mode")
    table.isEditing = false
    table.isShowingContextMenu = true
    #expect(!opens(), "a menu is open")
    table.isShowingContextMenu = false
    table.rowCount = 1
    #expect(!opens(), "no such row")
    #expect(table.askedPoints.isEmpty, "the delegate is not asked for these")
    table.rowCount = 5
    table.menu = Menu(children: [])
    #expect(!opens(), "no visible actions")
    table.menu = nil
    #expect(!opens(), "no configuration")
  }

  @Test func aReloadWhileTheDelegateIsAskedOpensNothing() {
    let table = FakeMenuTable()
    table.menu = menu()
    table.needsReload = true
    #expect(
      ContextMenuInteraction.open(forRowAt: row, at: nil, placement: .nextToRow, table: table)
        == nil)
  }

  @Test func aPressOutsideThePanelAWheelEscapeOrTheMenuKeyDismiss() throws {
    let table = FakeMenuTable()
    table.menu = menu()
    var open = try openMenu(table)
    let menuLayouts = layouts(of: open)
    let menuLayout = menuLayouts[0]
    let outside = CGPoint(x: 5, y: 470)
    #expect(!menuLayout.panelFrame.contains(outside))
    #expect(
      open.handle(.pointerDown(id: 1, location: outside, kind: .touch), layouts: menuLayouts)
        == [.dismiss])
    #expect(open.handle(.wheel(dx: 0, dy: 1, isPrecise: false), layouts: menuLayouts) == [.dismiss])
    #expect(open.handle(.key(.escape, modifiers: []), layouts: menuLayouts) == [.dismiss])
    #expect(open.handle(.key(.menu, modifiers: []), layouts: menuLayouts) == [.dismiss])
  }

  @Test func aPointerDownOnAnItemHighlightsItAndLiftingThereChoosesIt() throws {
    let table = FakeMenuTable()
    table.menu = menu()
    var open = try openMenu(table)
    let menuLayouts = layouts(of: open)
    let menuLayout = menuLayouts[0]
    let first = centre(ofItem: 0, in: menuLayout)
    #expect(
      open.handle(.pointerDown(id: 3, location: first, kind: .touch), layouts: menuLayouts)
        == [.redraw])
    #expect(open.presentation.highlightedItem == 0)
    #expect(open.presentation.trackedPointer == 3)
    #expect(
      open.handle(.pointerMoved(id: 4, location: first, kind: .touch), layouts: menuLayouts) == [],
      "another pointer is ignored")
    #expect(
      open.handle(.pointerUp(id: 3, location: first, kind: .touch), layouts: menuLayouts)
        == [.redraw, .perform(itemAt: 0)])
    #expect(open.presentation.highlightedItem == nil)
    #expect(open.presentation.trackedPointer == nil)
  }

  @Test func liftingOnADisabledItemChoosesNothing() throws {
    let table = FakeMenuTable()
    table.menu = menu(disabledSecond: true)
    var open = try openMenu(table)
    let menuLayouts = layouts(of: open)
    let menuLayout = menuLayouts[0]
    let second = centre(ofItem: 1, in: menuLayout)
    _ = open.handle(.pointerDown(id: 1, location: second, kind: .touch), layouts: menuLayouts)
    #expect(open.presentation.highlightedItem == nil)
    #expect(
      open.handle(.pointerUp(id: 1, location: second, kind: .touch), layouts: menuLayouts)
        == [.redraw])
  }

  @Test func theLongPressFingerStillDownChoosesWhereItLifts() throws {
    let table = FakeMenuTable()
    table.menu = menu()
    var open = try openMenu(table)
    open.track(pointer: 7)
    let menuLayouts = layouts(of: open)
    let menuLayout = menuLayouts[0]
    let last = centre(ofItem: 2, in: menuLayout)
    _ = open.handle(.pointerMoved(id: 7, location: last, kind: .touch), layouts: menuLayouts)
    #expect(open.presentation.highlightedItem == 2)
    #expect(
      open.handle(.pointerUp(id: 7, location: last, kind: .touch), layouts: menuLayouts)
        == [.redraw, .perform(itemAt: 2)])
  }

  @Test func theArrowsSkipDisabledItemsAndReturnChoosesTheHighlightedOne() throws {
    let table = FakeMenuTable()
    table.menu = menu(disabledSecond: true)
    var open = try openMenu(table)
    let menuLayouts = layouts(of: open)
    let menuLayout = menuLayouts[0]
    #expect(
      open.handle(.key(.return, modifiers: []), layouts: menuLayouts) == [.redraw],
      "nothing highlighted")
    _ = open.handle(.key(.down, modifiers: []), layouts: menuLayouts)
    #expect(open.presentation.highlightedItem == 0)
    _ = open.handle(.key(.down, modifiers: []), layouts: menuLayouts)
    #expect(open.presentation.highlightedItem == 2)
    #expect(
      open.handle(.key(.space, modifiers: []), layouts: menuLayouts)
        == [.redraw, .perform(itemAt: 2)])
  }

  @Test func aRightClickElsewhereDismissesAndOpensTheMenuThere() throws {
    let table = FakeMenuTable()
    table.menu = menu()
    var open = try openMenu(table)
    let menuLayouts = layouts(of: open)
    let menuLayout = menuLayouts[0]
    let outside = CGPoint(x: 300, y: 400)
    #expect(
      open.handle(.secondaryClick(location: outside), layouts: menuLayouts)
        == [.dismiss, .openMenu(atSecondaryClick: outside)])
    let inside = CGPoint(x: menuLayout.panelFrame.midX, y: menuLayout.panelFrame.midY)
    #expect(open.handle(.secondaryClick(location: inside), layouts: menuLayouts) == [])
  }
}
