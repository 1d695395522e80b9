import Foundation
import Testing

@testable import TableKit

/// A table of two sections of 44-point rows (no headers) that answers a drag's questions, for
/// the interaction alone.
@MainActor
private final class FakeReorderTable: ReorderTableReading {
  var layout: TableLayout
  var contentOffset = CGPoint.zero
  var autoscrollVelocity: CGFloat = 0
  /// What the delegate answers; nil keeps the proposal.
  var redirect: ((IndexPath) -> IndexPath)?
  var proposals: [IndexPath] = []

  init(rows: [Int]) {
    layout = TableLayout(style: .plain, width: 320)
    layout.reload(numberOfSections: rows.count) {
      .uniform(numberOfRows: rows[$0], rowHeight: .exact(44))
    }
  }

  func targetIndexPath(forMoveFromRowAt source: IndexPath, toProposedIndexPath proposal: IndexPath)
    -> IndexPath
  {
    proposals.append(proposal)
    return redirect?(proposal) ?? proposal
  }
  func reorderAutoscrollVelocity(pointerY: CGFloat) -> CGFloat { autoscrollVelocity }
  func clampedContentOffsetY(_ y: CGFloat) -> CGFloat { min(max(y, 0), 1000) }
}

@MainActor
struct ReorderInteractionTests {
  /// Lifts row 0 of section 0 by a finger 20 points below its top.
  private func lift(_ table: FakeReorderTable) -> ReorderInteraction {
    let frame = table.layout.rectForRow(at: IndexPath(row: 0, section: 0))
    return ReorderInteraction(
      pointer: 1, cell: TableViewCell(style: .default, reuseIdentifier: nil),
      indexPath: IndexPath(row: 0, section: 0), frame: frame, location: CGPoint(x: 300, y: 20),
      time: 0, contentOffset: table.contentOffset)
  }

  /// Applies the moves to the fake's layout, as the table does.
  private func apply(_ effects: [ReorderInteraction.Effect], to table: FakeReorderTable) {
    for case .moveLiftedRow(_, let layout) in effects { table.layout = layout }
  }

  private func moved(_ effects: [ReorderInteraction.Effect]) -> [RowMove] {
    effects.compactMap {
      if case .moveLiftedRow(let move, _) = $0 { return move }
      return nil
    }
  }

  @Test func theLiftedRowFollowsTheFingerAndMakesRoomWhereItsCentreGoes() {
    let table = FakeReorderTable(rows: [4])
    var reorder = lift(table)
    let (handled, effects) = reorder.handle(
      .pointerMoved(id: 1, location: CGPoint(x: 300, y: 70), kind: .touch), at: 0.1, table: table)
    #expect(handled)
    #expect(reorder.session.liftedFrame.minY == 50, "the grab point stays under the finger")
    #expect(
      moved(effects) == [
        RowMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
      ])
    #expect(reorder.session.current == IndexPath(row: 1, section: 0))
    #expect(reorder.session.source == IndexPath(row: 0, section: 0))
    #expect(table.proposals == [IndexPath(row: 1, section: 0)])
  }

  @Test func theRowStaysWithinTheSections() {
    let table = FakeReorderTable(rows: [3])
    var reorder = lift(table)
    _ = reorder.handle(
      .pointerMoved(id: 1, location: CGPoint(x: 300, y: -200), kind: .touch), at: 0.1,
      table: table)
    #expect(reorder.session.liftedFrame.minY == 0)
    _ = reorder.handle(
      .pointerMoved(id: 1, location: CGPoint(x: 300, y: 900), kind: .touch), at: 0.2, table: table)
    #expect(reorder.session.liftedFrame.minY == 88, "the last place's top")
  }

  @Test func otherPointersAreIgnoredAndWheelsAndKeysAreNotTheDrags() {
    let table = FakeReorderTable(rows: [3])
    var reorder = lift(table)
    let down = reorder.handle(
      .pointerDown(id: 2, location: .zero, kind: .touch), at: 0, table: table)
    #expect(down.handled && down.effects.isEmpty)
    let other = reorder.handle(
      .pointerMoved(id: 2, location: CGPoint(x: 0, y: 100), kind: .touch), at: 0, table: table)
    #expect(other.handled && other.effects.isEmpty)
    #expect(reorder.session.current == IndexPath(row: 0, section: 0))
    #expect(!reorder.handle(.wheel(dx: 0, dy: 1, isPrecise: true), at: 0, table: table).handled)
    #expect(!reorder.handle(.key(.down, modifiers: []), at: 0, table: table).handled)
  }

  @Test func liftingTheFingerDropsAfterTheLastMoveAndACancelPutsBack() {
    let table = FakeReorderTable(rows: [4])
    var reorder = lift(table)
    let up = reorder.handle(
      .pointerUp(id: 1, location: CGPoint(x: 300, y: 140), kind: .touch), at: 0.1, table: table)
    guard case .drop = up.effects.last else {
      Issue.record("the drop comes last: \(up.effects)")
      return
    }
    #expect(moved(up.effects).count == 1)
    var other = lift(table)
    let cancel = other.handle(.pointerCancelled(id: 1), at: 0.1, table: table)
    guard case .cancel = cancel.effects.first else {
      Issue.record("a cancel puts the row back: \(cancel.effects)")
      return
    }
  }

  @Test func aDestinationTheDelegateGivesThatIsNoPlaceIsReportedAndTheRowStays() {
    let table = FakeReorderTable(rows: [4])
    table.redirect = { _ in IndexPath(row: 9, section: 0) }
    var reorder = lift(table)
    let (_, effects) = reorder.handle(
      .pointerMoved(id: 1, location: CGPoint(x: 300, y: 90), kind: .touch), at: 0.1, table: table)
    #expect(moved(effects).isEmpty)
    #expect(reorder.session.current == IndexPath(row: 0, section: 0))
    let warned = effects.contains {
      if case .warn(let message) = $0 { return message.contains("not a place") }
      return false
    }
    #expect(warned)
  }

  @Test func theDelegateIsAskedOnlyWhenTheProposalChanges() {
    let table = FakeReorderTable(rows: [4])
    var reorder = lift(table)
    for y in [21, 22, 23] as [CGFloat] {
      _ = reorder.handle(
        .pointerMoved(id: 1, location: CGPoint(x: 300, y: y), kind: .touch), at: 0.1,
        table: table)
    }
    #expect(table.proposals.isEmpty)
  }

  @Test func aRowThatMovedGoesBackToItsSourceWhenCancelled() {
    let table = FakeReorderTable(rows: [2, 2])
    var reorder = lift(table)
    let effects = reorder.handle(
      .pointerMoved(id: 1, location: CGPoint(x: 300, y: 150), kind: .touch), at: 0.1, table: table)
    apply(effects.effects, to: table)
    #expect(reorder.session.current.section == 1)
    let back = reorder.returnToSource(table: table)
    #expect(moved(back).map(\.destination) == [IndexPath(row: 0, section: 0)])
    #expect(reorder.session.current == IndexPath(row: 0, section: 0))
  }

  @Test func autoscrollingScrollsByTheVelocityTimesTheTimeSinceTheLastFrame() {
    let table = FakeReorderTable(rows: [40])
    var reorder = lift(table)
    #expect(reorder.advance(to: 0.5, table: table) == nil, "no velocity, no scroll")
    table.autoscrollVelocity = 100
    #expect(reorder.advance(to: 1.0, table: table) == 50)
    table.contentOffset.y = 1000
    #expect(reorder.advance(to: 2.0, table: table) == nil, "the content ends")
  }

  @Test func theAutoscrollVelocityGrowsTowardTheEdges() {
    let zone = Metrics.reorderAutoscrollZone
    let speed = Metrics.reorderAutoscrollMaximumSpeed
    #expect(
      ReorderInteraction.autoscrollVelocity(pointerY: 240, visibleTop: 0, visibleBottom: 480) == 0)
    #expect(
      ReorderInteraction.autoscrollVelocity(pointerY: 0, visibleTop: 0, visibleBottom: 480)
        == -speed)
    #expect(
      ReorderInteraction.autoscrollVelocity(
        pointerY: 480 - zone / 2, visibleTop: 0, visibleBottom: 480)
        == speed / 2)
    #expect(
      ReorderInteraction.autoscrollVelocity(pointerY: 0, visibleTop: 0, visibleBottom: 0) == 0)
  }
}
