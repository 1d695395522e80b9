import Foundation
import Testing

@testable import TableKit

/// The one interaction mode and what outlives it: transitions, and what each mode answers.
@MainActor
struct TableInteractionTests {
  private let row = IndexPath(row: 2, section: 0)

  private func reorder(pointer: Int = 1) -> ReorderInteraction {
    ReorderInteraction(
      pointer: pointer, cell: TableViewCell(style: .default, reuseIdentifier: nil),
      indexPath: row, frame: CGRect(x: 0, y: 88, width: 320, height: 44),
      location: CGPoint(x: 300, y: 100), time: 0, contentOffset: .zero)
  }

  private func menu() -> ContextMenuInteraction {
    ContextMenuInteraction(
      presentation: ContextMenuPresentation(
        configuration: ContextMenuConfiguration(identifier: nil) { _ in nil },
        panels: MenuPanels(root: Menu(children: [Action(title: "Copy") { _ in }]))!,
        indexPath: row, placement: .nextToRow))
  }

  private func swipe() -> SwipeInteraction {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    return SwipeInteraction(
      SwipeInteraction.Start(
        indexPath: row, cell: cell, reveal: .deleteButton, isOpen: false, startReveal: 0,
        downX: 200, panOriginX: 190))
  }

  @Test func aTableStartsIdle() {
    let interaction = TableInteraction()
    #expect(interaction.isIdle)
    #expect(interaction.pressTarget == nil)
    #expect(interaction.openRow == nil)
    #expect(interaction.settling == nil)
  }

  @Test func aPressBecomesAScrollAndEndsIdleWhenThePointerLifts() {
    var interaction = TableInteraction()
    interaction.beginPress(on: .row(row))
    guard case .row(row) = interaction.pressTarget else {
      Issue.record("pressing the row: \(interaction.mode)")
      return
    }
    interaction.beginScrolling()
    guard case .nothing = interaction.pressTarget else {
      Issue.record("a scroll presses nothing: \(interaction.mode)")
      return
    }
    #expect(!interaction.panIsSwipe)
    interaction.endPointer()
    #expect(interaction.isIdle)
  }

  @Test func aSwipeEndedUnderTheFingerStillNeverScrolls() {
    var interaction = TableInteraction()
    interaction.beginPress(on: .row(row))
    interaction.beginSwipe(swipe())
    #expect(interaction.panIsSwipe)
    #expect(interaction.swipe != nil)
    #expect(interaction.endSwipe() != nil)
    #expect(interaction.swipe == nil)
    #expect(interaction.panIsSwipe, "the pan is still the swipe's")
    #expect(interaction.endSwipe() == nil, "once")
    interaction.endPointer()
    #expect(interaction.isIdle)
  }

  @Test func endingThePointerLeavesAMenuADragOrTheIndexAlone() {
    var interaction = TableInteraction()
    interaction.showContextMenu(menu())
    interaction.endPointer()
    #expect(interaction.contextMenu != nil)
    #expect(interaction.dismissContextMenu(
      at: 0, layouts: [], anchor: .point(.zero), liftedCell: nil) != nil)
    #expect(interaction.isIdle)

    _ = interaction.beginReorder(reorder())
    interaction.endPointer()
    #expect(interaction.reorder != nil)
    #expect(interaction.endReorder() != nil)

    interaction.beginTrackingSectionIndex(pointer: 4)
    interaction.endPointer()
    #expect(interaction.sectionIndexPointer == 4)
    interaction.endTrackingSectionIndex()
    #expect(interaction.isIdle)
  }

  @Test func eachModeAnswersOnlyForItself() {
    var interaction = TableInteraction()
    _ = interaction.beginReorder(reorder(pointer: 3))
    #expect(interaction.reorder?.pointer == 3)
    #expect(interaction.contextMenu == nil)
    #expect(interaction.sectionIndexPointer == nil)
    #expect(interaction.swipe == nil)
    #expect(interaction.pressTarget == nil)
    #expect(interaction.dismissContextMenu(
      at: 0, layouts: [], anchor: .point(.zero), liftedCell: nil) == nil, "no menu to close")
    #expect(interaction.endSwipe() == nil, "no swipe to end")
    interaction.endTrackingSectionIndex()
    #expect(interaction.reorder != nil, "the drag goes on")
  }

  @Test func aLongPressMenuTakesThePress() {
    var interaction = TableInteraction()
    interaction.beginPress(on: .row(row))
    interaction.showContextMenu(menu())
    #expect(interaction.pressTarget == nil)
    #expect(interaction.contextMenu?.indexPath == row)
  }

  @Test func aLongPressMenuTakesThePressingFingerFromTheRecognizer() {
    var interaction = TableInteraction()
    let down = interaction.recognize(
      .pointerDown(id: 5, location: CGPoint(x: 10, y: 100), kind: .touch), at: 0,
      contentWasMoving: false)
    #expect(down.first == .pressed(CGPoint(x: 10, y: 100)))
    interaction.beginPress(on: .row(row))
    interaction.showContextMenu(menu())
    #expect(interaction.contextMenu?.trackedPointer == 5, "the finger chooses in the menu")
    #expect(!interaction.recognizer.isTracking, "the recognizer let go of it")
  }

  @Test func aMenuOpenedFromIdleTracksNoPointer() {
    var interaction = TableInteraction()
    interaction.showContextMenu(menu())
    #expect(interaction.contextMenu?.trackedPointer == nil)
  }

  @Test func aRowASwipeOpenedOutlivesTheSwipe() {
    var interaction = TableInteraction()
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    interaction.beginPress(on: .row(row))
    interaction.beginSwipe(swipe())
    interaction.open(cell, at: row)
    _ = interaction.endSwipe()
    interaction.endPointer()
    #expect(interaction.isIdle)
    #expect(interaction.openRow?.cell === cell)
    #expect(interaction.closeOpenRow()?.indexPath == row)
    #expect(interaction.openRow == nil)
  }

  @Test func aSettlingRowOutlivesTheDragUntilANewOneBegins() {
    var interaction = TableInteraction()
    let first = reorder()
    _ = interaction.beginReorder(first)
    _ = interaction.endReorder()
    interaction.settle(SettlingRow(cell: first.session.cell, start: 0, end: 0.3))
    interaction.beginPress(on: .nothing)
    interaction.beginScrolling()
    #expect(interaction.settling != nil, "the user scrolls while the row settles")
    interaction.endPointer()
    let settled = interaction.beginReorder(reorder())
    #expect(settled?.cell === first.session.cell, "a new drag puts the settling row down")
    #expect(interaction.settling == nil)
  }

  @Test func swipeActionOpeningsCountUp() {
    var interaction = TableInteraction()
    #expect(interaction.nextSwipeActionOpening() == 1)
    #expect(interaction.nextSwipeActionOpening() == 2)
    #expect(interaction.swipeActionOpenings == 2)
  }
}
