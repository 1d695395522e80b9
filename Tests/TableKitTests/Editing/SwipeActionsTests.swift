import Foundation
import Testing

@testable import TableKit

/// Records the handler calls of swipe actions and answers them as told: complete at once, delete
/// the row first (as UIKit code does, through the model and `deleteRows`), or hold the
/// completion handler for later.
@MainActor
final class SwipeActionRecorder {
  enum Reply {
    case complete(Bool)
    case deleteRow
    case hold
  }

  var calls: [String] = []
  var sourceViews: [View] = []
  var held: [(Bool) -> Void] = []
  var replies: [String: Reply] = [:]

  /// The actions titled `titles` for the row at `indexPath` of the harness; "Delete" is
  /// destructive.
  func configuration(
    _ titles: [String], at indexPath: IndexPath,
    in harness: @escaping () -> (table: TableView, source: EditingTableSource)?
  ) -> SwipeActionsConfiguration {
    SwipeActionsConfiguration(
      actions: titles.map { title in
        ContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) {
          [weak self] action, view, completion in
          guard let self else { return }
          self.calls.append("\(action.title ?? "?") \(indexPath.section).\(indexPath.row)")
          self.sourceViews.append(view)
          switch self.replies[title] ?? .complete(true) {
          case .complete(let performed):
            completion(performed)
          case .deleteRow:
            if let harness = harness() {
              harness.source.sections[indexPath.section].remove(at: indexPath.row)
              harness.table.deleteRows(at: [indexPath], with: .automatic)
            }
            completion(true)
          case .hold:
            self.held.append(completion)
          }
        }
      })
  }
}

/// Swipe actions on the second row (y 44–88) of a 320-point table of twenty rows: "More"
/// (82 points, gray, first so outermost) and "Delete" (82, red) on the trailing side; "Flag" on
/// the leading side where asked for.
@MainActor
@Suite struct SwipeActionsTests {
  private let y: CGFloat = 66
  private let recorder = SwipeActionRecorder()

  /// Twenty rows with trailing actions `trailing` and leading actions `leading` on every row.
  private func harness(
    trailing: [String]? = ["More", "Delete"], leading: [String]? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    configure: (EditingTableSource) -> Void = { _ in }
  ) -> EditingHarness {
    let names = (0..<20).map { "Row \($0)" }
    // The handlers reach the table weakly: the source keeps them, so holding the harness (which
    // holds the source) would be a cycle that outlives the test, a leak to
    // `scripts/test --sanitize address` (issue 10).
    weak var madeTable: TableView?
    weak var madeSource: EditingTableSource?
    let made = { () -> (table: TableView, source: EditingTableSource)? in
      guard let madeTable, let madeSource else { return nil }
      return (madeTable, madeSource)
    }
    let recorder = recorder
    let harness = EditingHarness([names], layoutDirection: layoutDirection) { source in
      if let trailing {
        source.trailingActions = { recorder.configuration(trailing, at: $0, in: made) }
      }
      if let leading {
        source.leadingActions = { recorder.configuration(leading, at: $0, in: made) }
      }
      configure(source)
    }
    (madeTable, madeSource) = (harness.table, harness.source)
    return harness
  }

  /// Opens the second row by a slow drag of `dx` points and lets it settle.
  private func open(_ harness: EditingHarness, dx: CGFloat = -200, from x: CGFloat = 300) {
    harness.drag(from: CGPoint(x: x, y: y), by: CGPoint(x: dx, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
  }

  /// Swipes the second row across from its trailing edge and lifts.
  private func fullSwipe(_ harness: EditingHarness) {
    harness.drag(from: CGPoint(x: 315, y: y), by: CGPoint(x: -300, y: 0), duration: 0.3)
  }

  private func buttonFrames(_ cell: TableViewCell?) -> [CGRect] {
    cell?.editingState.swipeActions?.buttons.map(\.frame) ?? []
  }

  // MARK: - Defaults

  @Test func actionsHaveUIKitsDefaults() {
    let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
    let more = ContextualAction(style: .normal, title: "More") { _, _, _ in }
    #expect(delete.backgroundColor == .destructiveRed)
    #expect(more.backgroundColor == Color(rgb: 0x8E8E93))
    more.backgroundColor = .tint
    #expect(more.backgroundColor == .tint)
    more.backgroundColor = nil
    #expect(more.backgroundColor == .systemGray, "nil brings the default back")
    #expect(SwipeActionsConfiguration(actions: [more]).performsFirstActionWithFullSwipe)
  }

  @Test func withoutConfigurationsTheClassicDeleteButtonShows() {
    let harness = harness(trailing: nil)
    open(harness)
    let cell = harness.cell(1)
    #expect(cell?.editingState.swipeActions == nil)
    #expect(cell?.deleteConfirmationButton.isHidden == false)
    #expect(cell?.presentedDeleteReveal == 82)
  }

  @Test func withoutConfigurationsASwipeTowardTrailingRevealsNothing() {
    let harness = harness(trailing: nil)
    open(harness, dx: 200, from: 20)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.table.contentOffset.y == 0, "it is a swipe of the row as before, not a scroll")
  }

  @Test func anEmptyConfigurationMeansNoSwipeOnThatSide() {
    let harness = harness(trailing: [])
    open(harness)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.source.calls.allSatisfy { !$0.hasPrefix("willBeginEditing") })
  }

  @Test func aRowThatCannotBeEditedHasNoSwipeActions() {
    let harness = harness(leading: ["Flag"]) { $0.uneditable = [IndexPath(row: 1, section: 0)] }
    open(harness)
    open(harness, dx: 200, from: 20)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(recorder.calls.isEmpty)
  }

  // MARK: - Trailing actions

  @Test func twoTrailingActionsOpenSideBySideTheFirstOutermost() {
    let harness = harness()
    open(harness)
    let cell = harness.cell(1)
    #expect(cell?.presentedDeleteReveal == 164)
    #expect(cell?.contentView.frame.minX == -164)
    #expect(cell?.deleteConfirmationButton.isHidden == true)
    // More at the edge; Delete inside it, reaching under More to the edge.
    #expect(
      buttonFrames(cell) == [
        CGRect(x: 238, y: 0, width: 82, height: 44), CGRect(x: 156, y: 0, width: 164, height: 44),
      ])
    #expect(cell?.subviews.last === cell?.editingState.swipeActions?.buttons.first)
    #expect(harness.source.calls == ["willBeginEditing 0.1"])
  }

  @Test func eachButtonIsAsWideAsItsTitleNeeds() {
    let harness = harness(trailing: ["Mark as Unread"])
    open(harness)
    // 14 characters × 9.35 points + 2 × 12 padding, rounded up.
    #expect(harness.cell(1)?.presentedDeleteReveal == 155)
  }

  @Test func draggedPastTheirWidthTheButtonsSpreadInProportion() {
    let harness = harness()
    harness.down(CGPoint(x: 300, y: y))
    for x: CGFloat in [280, 200, 100, 50] {
      harness.frame()
      harness.move(CGPoint(x: x, y: y))
    }
    harness.frame()
    let cell = harness.cell(1)
    let reveal = cell?.presentedDeleteReveal ?? 0
    // 250 of travel: 25 to start, 164 to the buttons, then 61^0.7.
    #expect(abs(reveal - (164 + pow(61, 0.7))) < 0.001, "\(reveal)")
    let frames = buttonFrames(cell)
    #expect(abs(frames[0].minX - (320 - reveal / 2)) < 0.001, "More takes half")
    #expect(abs(frames[1].minX - (320 - reveal)) < 0.001)
  }

  @Test func tappingEachButtonCallsItsHandlerWithItsActionAndButton() {
    let harness = harness()
    recorder.replies = ["More": .complete(true), "Delete": .hold]
    open(harness)
    let firstButtons = harness.cell(1)?.editingState.swipeActions?.buttons ?? []
    harness.tap(CGPoint(x: 280, y: y))
    harness.run(for: 0.3)
    open(harness)
    let secondButtons = harness.cell(1)?.editingState.swipeActions?.buttons ?? []
    harness.tap(CGPoint(x: 200, y: y))
    #expect(recorder.calls == ["More 0.1", "Delete 0.1"])
    #expect(recorder.sourceViews.count == 2)
    #expect(recorder.sourceViews.first === firstButtons.first)
    #expect(recorder.sourceViews.last === secondButtons.last)
    #expect(harness.cell(1)?.presentedDeleteReveal == 164, "open until a completion")
    #expect(harness.table.indexPathForSelectedRow == nil)
  }

  @Test func theButtonsTakeNoTapsWhileAHandlerHasNotCompleted() {
    let harness = harness()
    recorder.replies = ["More": .hold, "Delete": .hold]
    open(harness)
    harness.tap(CGPoint(x: 280, y: y))
    harness.tap(CGPoint(x: 200, y: y))
    harness.tap(CGPoint(x: 280, y: y))
    #expect(recorder.calls == ["More 0.1"], "a second tap cannot run a handler again")
    #expect(harness.cell(1)?.presentedDeleteReveal == 164)
    recorder.held.first?(true)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
  }

  @Test func aCompletedActionClosesTheRow() {
    let harness = harness()
    open(harness)
    harness.tap(CGPoint(x: 280, y: y))
    harness.run(for: 0.3)
    #expect(recorder.calls == ["More 0.1"])
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.cell(1)?.showingDeleteConfirmation == false)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
  }

  @Test func anActionNotPerformedClosesTheRowToo() {
    let harness = harness()
    recorder.replies = ["More": .complete(false)]
    open(harness)
    harness.tap(CGPoint(x: 280, y: y))
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
  }

  @Test func aHandlerThatDeletesItsRowLetsItAnimateAway() {
    let harness = harness()
    recorder.replies = ["Delete": .deleteRow]
    open(harness)
    harness.tap(CGPoint(x: 200, y: y))
    #expect(recorder.calls == ["Delete 0.1"])
    #expect(harness.table.numberOfRows(inSection: 0) == 19)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
    harness.run(for: 0.4)
    #expect(harness.title(1) == "Row 2")
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
  }

  // MARK: - Full swipe

  @Test func aFullSwipePerformsTheFirstAction() {
    let harness = harness()
    recorder.replies = ["More": .hold]
    fullSwipe(harness)
    harness.run(for: 0.3)
    #expect(recorder.calls == ["More 0.1"])
    let cell = harness.cell(1)
    #expect(cell?.presentedDeleteReveal == 320, "the row stays swiped while the handler works")
    #expect(cell?.presentedSwipeExpansion == 1)
    #expect(buttonFrames(cell).first == CGRect(x: 0, y: 0, width: 320, height: 44))
    recorder.held.first?(true)
    harness.run(for: 0.3)
    #expect(cell?.presentedDeleteReveal == 0)
    #expect(harness.source.calls == ["willBeginEditing 0.1", "didEndEditing 0.1"])
  }

  @Test func aFullSwipeOfADeletingFirstActionDeletesTheRow() {
    let harness = harness(trailing: ["Delete", "More"])
    recorder.replies = ["Delete": .deleteRow]
    fullSwipe(harness)
    #expect(recorder.calls == ["Delete 0.1"])
    #expect(harness.table.numberOfRows(inSection: 0) == 19)
    harness.run(for: 0.4)
    #expect(harness.title(1) == "Row 2")
  }

  @Test func aSwipeAsksTheDelegateForItsSideOnce() {
    var asked = 0
    let harness = harness {
      let actions = $0.trailingActions
      $0.trailingActions = { indexPath in
        asked += 1
        return actions?(indexPath)
      }
    }
    asked = 0
    fullSwipe(harness)
    #expect(asked == 1, "trailingSwipeActionsConfigurationForRowAt asked \(asked) times")
  }

  @Test func withoutFullSwipesASwipeAcrossTheRowOnlyOpensIt() {
    let harness = harness {
      let actions = $0.trailingActions
      $0.trailingActions = { indexPath in
        let configuration = actions?(indexPath)
        configuration?.performsFirstActionWithFullSwipe = false
        return configuration
      }
    }
    fullSwipe(harness)
    harness.run(for: 0.3)
    #expect(recorder.calls.isEmpty)
    #expect(harness.cell(1)?.presentedDeleteReveal == 164)
  }

  @Test func aTapOnARowHeldOpenByAFullSwipeClosesItWithoutPerformingAgain() {
    let harness = harness()
    recorder.replies = ["More": .hold]
    fullSwipe(harness)
    harness.run(for: 0.3)
    harness.tap(CGPoint(x: 160, y: y))
    harness.run(for: 0.3)
    #expect(recorder.calls == ["More 0.1"], "the tap does not perform it again")
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.table.indexPathForSelectedRow == nil)
  }

  @Test func aSwipeOnARowHeldOpenByAFullSwipeClosesItWithoutPerformingAgain() {
    let harness = harness()
    recorder.replies = ["More": .hold]
    fullSwipe(harness)
    harness.run(for: 0.3)
    fullSwipe(harness)
    harness.run(for: 0.3)
    #expect(recorder.calls == ["More 0.1"])
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
  }

  // MARK: - Leading actions and directions

  @Test func aSwipeTowardTrailingRevealsTheLeadingActions() {
    let harness = harness(leading: ["Flag", "Pin"])
    open(harness, dx: 200, from: 20)
    let cell = harness.cell(1)
    #expect(cell?.presentedDeleteReveal == 164)
    #expect(cell?.contentView.frame.minX == 164)
    #expect(cell?.revealedSide == .leading)
    // Flag at the left edge, Pin inside it.
    #expect(
      buttonFrames(cell) == [
        CGRect(x: 0, y: 0, width: 82, height: 44), CGRect(x: 0, y: 0, width: 164, height: 44),
      ])
    harness.tap(CGPoint(x: 40, y: y))
    harness.tap(CGPoint(x: 120, y: y))
    #expect(recorder.calls == ["Flag 0.1"], "the first completion closed the row")
  }

  @Test func aLeadingFullSwipePerformsTheFirstLeadingAction() {
    let harness = harness(leading: ["Flag"])
    harness.drag(from: CGPoint(x: 5, y: y), by: CGPoint(x: 300, y: 0), duration: 0.3)
    #expect(recorder.calls == ["Flag 0.1"])
  }

  @Test func swipingAnOpenRowBackClosesItWithoutOpeningTheOtherSide() {
    let harness = harness(leading: ["Flag"])
    open(harness)
    harness.drag(
      from: CGPoint(x: 100, y: y), by: CGPoint(x: 250, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.cell(1)?.revealedSide == .trailing)
  }

  @Test func rightToLeftTheSidesMirror() {
    let harness = harness(leading: ["Flag"], layoutDirection: .rightToLeft)
    // Trailing is on the left: a swipe to the right reveals More (at the left edge), Delete.
    open(harness, dx: 200, from: 20)
    let cell = harness.cell(1)
    #expect(cell?.revealedSide == .trailing)
    #expect(cell?.contentView.frame.minX == 164)
    #expect(
      buttonFrames(cell) == [
        CGRect(x: 0, y: 0, width: 82, height: 44), CGRect(x: 0, y: 0, width: 164, height: 44),
      ])
    recorder.replies = ["More": .hold]
    harness.tap(CGPoint(x: 40, y: y))
    #expect(recorder.calls == ["More 0.1"])
    // A tap elsewhere closes it; a swipe to the left then reveals Flag on the right.
    harness.tap(CGPoint(x: 250, y: y))
    harness.run(for: 0.3)
    open(harness, dx: -200, from: 300)
    #expect(cell?.revealedSide == .leading)
    #expect(buttonFrames(cell) == [CGRect(x: 238, y: 0, width: 82, height: 44)])
  }

  // MARK: - Pointers and closing

  @Test func aMouseSwipesAndClicksWhereMousePanningIsAllowed() {
    let harness = harness()
    harness.table.allowsMousePanning = true
    harness.drag(
      from: CGPoint(x: 300, y: y), by: CGPoint(x: -200, y: 0), duration: 0.25, pause: 0.1,
      kind: .mouse)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 164)
    harness.tap(CGPoint(x: 200, y: y), kind: .mouse)
    #expect(recorder.calls == ["Delete 0.1"])
  }

  @Test func aTapElsewhereOrAScrollClosesTheOpenRow() {
    let harness = harness()
    open(harness)
    harness.tap(CGPoint(x: 50, y: 200))
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.table.indexPathForSelectedRow == nil)
    open(harness)
    harness.drag(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: -40), duration: 0.2)
    harness.run(for: 0.3)
    #expect(harness.table.contentOffset.y > 0)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(recorder.calls.isEmpty)
  }

  @Test func swipingAnotherRowClosesTheOpenOne() {
    let harness = harness()
    open(harness)
    harness.drag(
      from: CGPoint(x: 300, y: 154), by: CGPoint(x: -200, y: 0), duration: 0.25, pause: 0.1)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    #expect(harness.cell(3)?.presentedDeleteReveal == 164)
  }

  // MARK: - Bad input

  @Test func aRowDeletedWhileOpenLeavesTheTableUsable() {
    let harness = harness()
    recorder.replies = ["More": .hold]
    open(harness)
    harness.tap(CGPoint(x: 280, y: y))
    harness.source.sections[0].remove(at: 1)
    harness.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    harness.run(for: 0.4)
    recorder.held.first?(true)
    recorder.held.first?(true)
    harness.run(for: 0.3)
    #expect(harness.title(1) == "Row 2")
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    recorder.replies = [:]
    open(harness)
    #expect(harness.cell(1)?.presentedDeleteReveal == 164)
    harness.tap(CGPoint(x: 280, y: y))
    #expect(recorder.calls == ["More 0.1", "More 0.1"])
  }

  @Test func aHandlerThatNeverCompletesLeavesTheRowOpenAndTheTableUsable() {
    let harness = harness()
    recorder.replies = ["More": .hold]
    open(harness)
    harness.tap(CGPoint(x: 280, y: y))
    harness.run(for: 1)
    #expect(harness.cell(1)?.presentedDeleteReveal == 164)
    harness.tap(CGPoint(x: 100, y: 200))
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 0)
    harness.tap(CGPoint(x: 100, y: 200))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
  }

  @Test func aLateCompletionDoesNotCloseALaterOpening() {
    let harness = harness()
    recorder.replies = ["More": .hold]
    open(harness)
    harness.tap(CGPoint(x: 280, y: y))
    harness.tap(CGPoint(x: 100, y: 200))
    harness.run(for: 0.3)
    open(harness)
    recorder.held.first?(true)
    harness.run(for: 0.3)
    #expect(harness.cell(1)?.presentedDeleteReveal == 164)
  }

  @Test func aReloadWhileOpenClosesTheRow() {
    let harness = harness()
    recorder.replies = ["More": .hold]
    open(harness)
    harness.tap(CGPoint(x: 280, y: y))
    harness.table.reloadData()
    harness.run(for: 0.3)
    recorder.held.first?(true)
    harness.run(for: 0.3)
    #expect(harness.table.visibleCells.allSatisfy { $0.presentedDeleteReveal == 0 })
  }
}
