import Foundation
import Testing

@testable import TableKit

/// Row animations that issue 26 found wrong in the goldens: `.bottom` drew as `.none`, and a
/// `.left` or `.right` reload crossed its old and new cells as a double exposure.
@MainActor
@Suite struct RowAnimationLookTests {
  typealias Fixture = TableUpdateTests.Fixture

  private static let letters = TableUpdateTests.letters

  @Test func aRowInsertedFromTheBottomRisesIntoItsPlaceFromARowBelow() throws {
    let fixture = Fixture([Self.letters])
    fixture.source.sections[0].insert("New", at: 2)
    fixture.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .bottom)
    fixture.step(1.0 / 60)
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let y = cell.frame.minY
    #expect(y > 88 + 40 && y <= 132, "it starts a row lower than its place (88): \(y)")
    #expect(cell.alpha == 1)
    #expect(fixture.table.animator.rowPresentation(of: cell)?.drawsBehindNeighbours == true)
    fixture.step(0.15)
    #expect(cell.frame.minY > 88 && cell.frame.minY < y, "it rises")
    fixture.step(0.2)
    #expect(cell.frame.minY == 88)
  }

  @Test func aRowDeletedToTheBottomSinksARowLowerBehindTheOthers() {
    let fixture = Fixture([Self.letters])
    fixture.source.sections[0].remove(at: 1)
    fixture.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .bottom)
    fixture.step(0.3 - 1e-6)
    let leaving = fixture.table.animator.disappearingRows.first?.cell
    #expect(abs((leaving?.frame.minY ?? 0) - 88) < 0.5, "from 44 down by its height")
    #expect(leaving?.alpha == 1)
  }

  /// The old and the new cell of a reloaded row, halfway through its animation.
  private func halfwayThroughReload(_ animation: RowAnimation) throws -> (
    old: TableViewCell, new: TableViewCell
  ) {
    let fixture = Fixture([Self.letters])
    fixture.source.sections[0][2] = "Changed"
    fixture.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: animation)
    fixture.step(0.15)
    let old = try #require(fixture.table.animator.disappearingRows.first?.cell)
    let new = try #require(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(new.textLabel?.text == "Changed")
    return (old, new)
  }

  @Test func aReloadToTheRightPushesTheOldCellOutWithTheNewOneFollowingFromTheLeft() throws {
    let (old, new) = try halfwayThroughReload(.right)
    #expect(old.frame.minX > 100 && old.frame.minX < 220, "the old one leaves to the right")
    #expect(abs(new.frame.maxX - old.frame.minX) < 0.5, "the new one follows, edge to edge")
    #expect(new.alpha == 1 && old.alpha == 1, "both opaque: no double exposure")
    #expect(new.frame.minY == old.frame.minY)
  }

  @Test func aReloadToTheLeftPushesTheOldCellOutWithTheNewOneFollowingFromTheRight() throws {
    let (old, new) = try halfwayThroughReload(.left)
    #expect(old.frame.maxX > 100 && old.frame.maxX < 220, "the old one leaves to the left")
    #expect(abs(new.frame.minX - old.frame.maxX) < 0.5, "the new one follows, edge to edge")
    #expect(new.alpha == 1 && old.alpha == 1)
  }

  @Test func anInsertionFromTheRightStillFadesInAsItSlides() throws {
    let fixture = Fixture([Self.letters])
    fixture.source.sections[0].insert("New", at: 2)
    fixture.table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .right)
    fixture.step(0.15)
    let cell = try #require(fixture.table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.frame.minX > 0 && cell.alpha < 1)
  }
}
