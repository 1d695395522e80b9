import Foundation
import Testing

@testable import TableKit

/// `RowAnimator` alone: where moving, appearing and leaving rows and headers are at a time, with
/// no table and no layout pass.
@MainActor
@Suite struct RowAnimatorTests {
  private let start: TimeInterval = 10
  private let duration = Metrics.rowUpdateDuration

  private func layout(rows: Int) -> TableLayout {
    var layout = TableLayout(style: .plain, width: 320)
    layout.reload(numberOfSections: 1) { _ in
      SectionSpec(rowHeights: RowHeights(repeating: 44, count: rows, isEstimated: false))
    }
    return layout
  }

  @Test func aMovingRowGlidesToItsPlaceAndRestsThere() {
    var animator = RowAnimator()
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let from = CGRect(x: 0, y: 0, width: 320, height: 44)
    let to = CGRect(x: 0, y: 88, width: 320, height: 44)
    animator.setRowPresentation(
      RowPresentation(
        frame: PropertyAnimation(from: from, to: to, startTime: start, duration: duration),
        alpha: PropertyAnimation(value: 1), drawsBehindNeighbours: false), for: cell)
    #expect(animator.isRunning)
    let halfway = animator.placeRow(cell, at: to, now: start + duration / 2)
    #expect(halfway.map { $0.frame.minY > 0 && $0.frame.minY < 88 } == true)
    // The place moved meanwhile (an estimate measured): the glide heads there instead.
    let moved = CGRect(x: 0, y: 132, width: 320, height: 44)
    _ = animator.placeRow(cell, at: moved, now: start + duration / 2)
    #expect(animator.rowPresentation(of: cell)?.frame.target == moved)
    let end = animator.placeRow(cell, at: moved, now: start + 10)
    #expect(end?.frame == moved)
    #expect(end?.alpha == 1)
    #expect(animator.rowPresentation(of: cell) == nil)
    #expect(animator.placeRow(cell, at: moved, now: start + 11) == nil)
    #expect(!animator.isRunning)
  }

  @Test func aLeavingRowRunsUntilItsAnimationEndsThenIsHandedBack() {
    var animator = RowAnimator()
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let frame = CGRect(x: 0, y: 44, width: 320, height: 44)
    animator.addDisappearingRow(
      DisappearingRow(
        cell: cell, oldIndexPath: IndexPath(row: 1, section: 0),
        frame: PropertyAnimation(
          from: frame, to: frame.offsetBy(dx: -320, dy: 0), startTime: start, duration: duration),
        alpha: PropertyAnimation(from: 1, to: 0, startTime: start, duration: duration)))
    let during = animator.advance(to: start + duration / 2)
    #expect(during.finishedRows.isEmpty)
    #expect(during.runningRows.count == 1)
    #expect(during.runningRows.first.map { $0.frame.minX < 0 && $0.alpha < 1 } == true)
    #expect(during.needsLayout)
    let after = animator.advance(to: start + duration)
    #expect(after.finishedRows.map(\.oldIndexPath) == [IndexPath(row: 1, section: 0)])
    #expect(animator.disappearingRows.isEmpty)
  }

  @Test func rowsShownDuringAnUpdateStartWhereTheUpdateHasThem() throws {
    var animator = RowAnimator()
    let old = layout(rows: 3)
    var update = BatchUpdate()
    update.insertRows(at: [IndexPath(row: 0, section: 0)])
    let plan = try UpdatePlan(update, rowCountsBefore: [3], rowCountsAfter: [4])
    let new = layout(rows: 4)
    animator.begin(
      UpdateAnimationContext(
        start: start, end: start + duration, oldLayout: old, plan: plan,
        insertions: [IndexPath(row: 0, section: 0): .fade], sectionInsertions: [:]))
    // The inserted row fades in where it stands.
    let inserted = animator.presentationForNewlyShownRow(
      at: IndexPath(row: 0, section: 0), rect: new.rectForRow(at: IndexPath(row: 0, section: 0)),
      at: start, tableWidth: 320)
    #expect(inserted?.alpha.value(at: start) == 0)
    #expect(inserted?.alpha.value(at: start + duration) == 1)
    // A row pushed down comes from its old place.
    let pushed = animator.presentationForNewlyShownRow(
      at: IndexPath(row: 2, section: 0), rect: new.rectForRow(at: IndexPath(row: 2, section: 0)),
      at: start, tableWidth: 320)
    #expect(pushed?.frame.value(at: start) == old.rectForRow(at: IndexPath(row: 1, section: 0)))
    // After the update, rows simply stand at their places.
    _ = animator.advance(to: start + duration)
    #expect(animator.context == nil)
    #expect(
      animator.presentationForNewlyShownRow(
        at: IndexPath(row: 2, section: 0), rect: .zero, at: start + duration, tableWidth: 320)
        == nil)
  }

  @Test func aReloadTakesEverythingBackAtOnce() {
    var animator = RowAnimator()
    let header = View()
    animator.addDisappearingHeaderFooter(
      DisappearingHeaderFooter(
        view: header, section: 2, isHeader: true,
        alpha: PropertyAnimation(from: 1, to: 0, startTime: start, duration: duration)))
    animator.glideHeaderFooterToItsNextPlace(
      View(), standingAt: (.zero, 1), at: start, duration: duration)
    #expect(animator.isDisappearing(header))
    let taken = animator.removeAll()
    #expect(taken.headerFooters.count == 1)
    #expect(!animator.isRunning)
  }

  /// Sections of `rows` 44-point rows under 28-point headers, in a plain layout.
  private func sectionsLayout(rows: [Int]) -> TableLayout {
    var layout = TableLayout(style: .plain, width: 320)
    layout.reload(numberOfSections: rows.count) { section in
      SectionSpec(
        headerHeight: .exact(28),
        rowHeights: RowHeights(repeating: 44, count: rows[section], isEstimated: false))
    }
    return layout
  }

  @Test func aHeaderShownDuringAnUpdateStartsWhereItsSectionWas() throws {
    // Two rows of section 0 go: section 2 moves up from 288 to 200 (issue 13, item 5).
    var animator = RowAnimator()
    let old = sectionsLayout(rows: [3, 3, 3])
    var update = BatchUpdate()
    update.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    let plan = try UpdatePlan(update, rowCountsBefore: [3, 3, 3], rowCountsAfter: [1, 3, 3])
    let new = sectionsLayout(rows: [1, 3, 3])
    animator.begin(
      UpdateAnimationContext(
        start: start, end: start + duration, oldLayout: old, plan: plan, insertions: [:],
        sectionInsertions: [:]))
    let visible = CGRect(x: 0, y: 0, width: 320, height: 480)
    let frame = new.rectForHeader(inSection: 2)
    let presentation = try #require(
      animator.presentationForNewlyShownHeaderFooter(
        inSection: 2, isHeader: true, frame: frame, visibleRect: visible, at: start + 0.1))
    #expect(presentation.frame.value(at: start) == old.rectForHeader(inSection: 2))
    #expect(presentation.frame.target == frame)
    // It moves as the section's rows do: same start, duration and curve.
    let row = PropertyAnimation(
      from: old.rectForRow(at: IndexPath(row: 0, section: 2)),
      to: new.rectForRow(at: IndexPath(row: 0, section: 2)), startTime: start, duration: duration)
    let halfway = start + duration / 2
    #expect(presentation.frame.value(at: halfway).maxY == row.value(at: halfway).minY)
    #expect(presentation.alpha.value(at: halfway) == 1)
    // Once the update is over, or for a view that is where it was, there is nothing to animate.
    #expect(
      animator.presentationForNewlyShownHeaderFooter(
        inSection: 2, isHeader: true, frame: frame, visibleRect: visible, at: start + duration)
        == nil)
    #expect(
      animator.presentationForNewlyShownHeaderFooter(
        inSection: 0, isHeader: true, frame: new.rectForHeader(inSection: 0),
        visibleRect: visible, at: start + 0.1) == nil)
  }
}
