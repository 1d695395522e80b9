import Foundation
import Testing

@testable import TableKit

/// A table with one row on screen, 320 by 44, that answers a swipe's questions, for the
/// interaction alone.
@MainActor
private final class FakeSwipeTable: SwipeTableReading {
  var isEditing = false
  var isRightToLeft = false
  let cell = TableViewCell(style: .default, reuseIdentifier: nil)
  var reveals: [RowSwipeActions.Side: SwipeReveal] = [.trailing: .deleteButton]
  var editingStyle = TableViewCell.EditingStyle.delete
  var askedSides: [RowSwipeActions.Side] = []

  init() { cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44) }

  func swipeableRow(at location: CGPoint) -> (indexPath: IndexPath, cell: TableViewCell)? {
    location.y < 44 ? (IndexPath(row: 0, section: 0), cell) : nil
  }
  func swipeReveal(forRowAt indexPath: IndexPath, side: RowSwipeActions.Side) -> SwipeReveal? {
    askedSides.append(side)
    return reveals[side]
  }
  func editingStyleForRow(at indexPath: IndexPath) -> TableViewCell.EditingStyle { editingStyle }
}

@MainActor
struct SwipeInteractionTests {
  private let down = CGPoint(x: 200, y: 20)

  private func start(_ table: FakeSwipeTable, dx: CGFloat = -12, dy: CGFloat = 2)
    -> SwipeInteraction.Start?
  {
    SwipeInteraction.start(
      downLocation: down, location: CGPoint(x: down.x + dx, y: down.y + dy), table: table)
  }

  @Test func aSidewaysPanOnARowWithADeleteButtonIsASwipeOfItsTrailingSide() throws {
    let table = FakeSwipeTable()
    let begun = try #require(start(table))
    #expect(begun.indexPath == IndexPath(row: 0, section: 0))
    #expect(begun.side == .trailing)
    #expect(!begun.isOpen)
    #expect(begun.downX == down.x, "a closed row measures from where the finger went down")
    #expect(table.askedSides.first == .trailing)
    #expect(!table.askedSides.contains(.leading), "a swipe toward leading opens trailing")
  }

  @Test func aVerticalPanAPanOffTheRowsOrInEditingIsNoSwipe() {
    let table = FakeSwipeTable()
    #expect(start(table, dx: -5, dy: 12) == nil, "more vertical than sideways")
    #expect(
      SwipeInteraction.start(
        downLocation: CGPoint(x: 200, y: 100), location: CGPoint(x: 180, y: 100), table: table)
        == nil, "no row there")
    table.isEditing = true
    #expect(start(table) == nil, "editing mode")
  }

  @Test func aSwipeTowardTrailingAsksTheLeadingSideFirst() {
    let table = FakeSwipeTable()
    table.reveals = [:]
    #expect(start(table, dx: 12) == nil, "nothing on either side")
    #expect(table.askedSides == [.leading, .trailing])
    table.askedSides = []
    table.isRightToLeft = true
    _ = start(table, dx: 12)
    #expect(table.askedSides == [.trailing, .leading], "right to left, toward trailing is left")
  }

  @Test func theRowFollowsTheFingerAndAFastReleaseOpensIt() throws {
    let table = FakeSwipeTable()
    var swipe = SwipeInteraction(try #require(start(table)))
    let width = table.cell.deleteConfirmationButtonWidth
    let follow = swipe.follow(translationX: -40, isRightToLeft: false)
    #expect(follow.reveal > 0 && follow.reveal < width)
    #expect(follow.duration == 0, "where the finger puts it")
    #expect(follow.expansion == nil)
    let release = swipe.release(velocityX: -1000, isRightToLeft: false)
    #expect(release.outcome == .open)
    #expect(release.buttonWidth == width)
  }

  @Test func aShortSlowSwipeCloses() throws {
    let table = FakeSwipeTable()
    var swipe = SwipeInteraction(try #require(start(table)))
    _ = swipe.follow(translationX: -2, isRightToLeft: false)
    #expect(swipe.release(velocityX: 0, isRightToLeft: false).outcome == .close)
  }

  @Test func aSwipeAcrossTheRowCommitsAndCrossingIntoItStretchesQuickly() throws {
    let table = FakeSwipeTable()
    var swipe = SwipeInteraction(try #require(start(table)))
    let full = swipe.follow(translationX: -300, isRightToLeft: false)
    #expect(full.duration == Metrics.fullSwipeStretchDuration)
    #expect(full.expansion == 1)
    #expect(swipe.session.isFullSwipe)
    #expect(swipe.release(velocityX: 0, isRightToLeft: false).outcome == .commit)
    let back = swipe.follow(translationX: -20, isRightToLeft: false)
    #expect(back.expansion == 0, "leaving the full swipe shrinks it back")
  }

  @Test func aSwipeTheWrongWayRevealsNothing() throws {
    let table = FakeSwipeTable()
    var swipe = SwipeInteraction(try #require(start(table)))
    #expect(swipe.follow(translationX: 80, isRightToLeft: false).reveal == 0)
  }

  @Test func anOpenRowGoesOnFromWhereThePanBegan() throws {
    let table = FakeSwipeTable()
    table.cell.showingDeleteConfirmation = true
    table.cell.setDeleteConfirmationReveal(60, animated: false)
    let begun = try #require(start(table, dx: 12))
    #expect(begun.isOpen)
    #expect(begun.startReveal == 60)
    #expect(begun.downX == down.x + 12, "it does not jump by the slop")
    #expect(table.askedSides.isEmpty, "an open row is not asked again")
    table.editingStyle = .none
    #expect(start(table, dx: 12) == nil, "an open row that can no longer delete is not swiped")
  }

  @Test func opensTowardLeftOnTheTrailingSideInLeftToRight() {
    #expect(SwipeInteraction.opensTowardLeft(.trailing, isRightToLeft: false))
    #expect(!SwipeInteraction.opensTowardLeft(.leading, isRightToLeft: false))
    #expect(SwipeInteraction.opensTowardLeft(.leading, isRightToLeft: true))
  }
}
