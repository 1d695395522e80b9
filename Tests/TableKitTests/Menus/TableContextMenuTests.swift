import Foundation
import Testing

@testable import TableKit

/// Context menus on rows: opening them by long press, right click and the Menu key, choosing
/// and dismissing, and what the table draws.
@MainActor
@Suite(.serialized)
struct TableContextMenuTests {
  private let log = ActionLog()

  private func harness(rows: Int = 30, rightToLeft: Bool = false) -> ContextMenuHarness {
    let harness = ContextMenuHarness(rows: rows, rightToLeft: rightToLeft)
    let log = log
    harness.source.makeMenu = { _ in
      Menu(children: [log.action("Copy"), log.action("Share")])
    }
    return harness
  }

  // MARK: - Opening

  @Test func aFingerHeldStillForHalfASecondOpensTheMenuAndNotBefore() {
    let harness = harness()
    harness.press(row: 2, for: 0.45)
    #expect(!harness.table.isShowingContextMenu)
    #expect(harness.table.rowState.highlightedIndexPath == IndexPath(row: 2, section: 0))
    harness.run(for: 0.1)
    #expect(harness.table.isShowingContextMenu)
    #expect(harness.table.rowState.highlightedIndexPath == nil, "the highlight ends as the row lifts")
    #expect(harness.source.calls == ["configuration 2", "willDisplay 2"])
    #expect(harness.source.askedPoints == [harness.point(row: 2)])
  }

  @Test func aFingerThatLeavesTheSlopBeforeHalfASecondPansInstead() {
    let harness = harness()
    harness.press(row: 5, for: 0.2)
    harness.send(.pointerMoved(id: 1, location: CGPoint(x: 160, y: 5 * 44 + 22 - 30), kind: .touch))
    harness.run(for: 0.5)
    #expect(!harness.table.isShowingContextMenu)
    #expect(harness.source.calls == ["willBeginDragging"])
  }

  @Test func aFingerWanderingWithinTheSlopStillOpensTheMenu() {
    let harness = harness()
    harness.press(row: 3, for: 0.2)
    harness.send(.pointerMoved(id: 1, location: CGPoint(x: 167, y: 3 * 44 + 22 + 6), kind: .touch))
    harness.run(for: 0.35)
    #expect(harness.table.isShowingContextMenu)
  }

  @Test func liftingAfterTheLongPressNeitherSelectsNorScrolls() {
    let harness = harness()
    harness.press(row: 2, for: 0.6)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 2), kind: .touch))
    harness.run(for: 0.3)
    #expect(harness.table.isShowingContextMenu, "the menu stays for a choice")
    #expect(harness.table.indexPathForSelectedRow == nil)
    #expect(!harness.source.calls.contains("didSelect 2"))
    #expect(harness.table.contentOffset.y == 0)
  }

  @Test func withoutAConfigurationALongPressDoesNothingAndSelectsNothing() {
    let harness = harness()
    harness.source.makeMenu = nil
    harness.press(row: 1, for: 0.6)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 1), kind: .touch))
    #expect(!harness.table.isShowingContextMenu)
    #expect(harness.source.calls == ["configuration 1"])
    #expect(harness.table.indexPathForSelectedRow == nil)
  }

  @Test func anEmptyMenuOrOneOfHiddenActionsShowsNothing() {
    let harness = harness()
    harness.source.makeMenu = { _ in Menu(children: []) }
    harness.press(row: 1, for: 0.6)
    #expect(!harness.table.isShowingContextMenu)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 1), kind: .touch))
    harness.source.makeMenu = { [log] _ in
      Menu(children: [Menu(options: .displayInline), log.action("Gone", attributes: .hidden)])
    }
    harness.send(.secondaryClick(location: harness.point(row: 1)))
    #expect(!harness.table.isShowingContextMenu)
  }

  @Test func aRightClickOpensTheMenuAtOnceAtThePointer() {
    let harness = harness()
    let click = CGPoint(x: 40, y: 3 * 44 + 10)
    harness.send(.secondaryClick(location: click))
    #expect(harness.table.isShowingContextMenu)
    #expect(harness.table.contextMenuLayout?.panelFrame.origin == click)
    #expect(harness.source.calls == ["configuration 3", "willDisplay 3"])
  }

  @Test func aRightClickOnNoRowOpensNothing() {
    let harness = harness(rows: 3)
    harness.send(.secondaryClick(location: CGPoint(x: 40, y: 400)))
    #expect(!harness.table.isShowingContextMenu)
  }

  @Test func theMenuKeyOpensTheFocusedRowsMenuNextToIt() {
    let harness = harness()
    harness.send(.key(.menu, modifiers: []))
    #expect(!harness.table.isShowingContextMenu, "no row has focus yet")
    harness.send(.key(.down, modifiers: []))
    harness.send(.key(.down, modifiers: []))
    #expect(harness.table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
    harness.send(.key(.menu, modifiers: []))
    #expect(harness.table.isShowingContextMenu)
    #expect(harness.table.contextMenuLayout?.panelFrame.minY == 2 * 44 + Metrics.contextMenuSpacing)
    harness.send(.key(.down, modifiers: []))
    harness.send(.key(.return, modifiers: []))
    #expect(log.chosen == ["Copy"])
  }

  // MARK: - Choosing and dismissing

  @Test func tappingAnItemRunsItsHandlerOnceAndCloses() throws {
    let harness = harness()
    harness.press(row: 2, for: 0.6)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 2), kind: .touch))
    let share = try #require(harness.itemCenter("Share"))
    harness.tap(share)
    #expect(log.chosen == ["Share"])
    #expect(!harness.table.isShowingContextMenu)
    #expect(harness.source.calls.suffix(2) == ["willEnd 2", "ended"])
    #expect(harness.table.indexPathForSelectedRow == nil, "the tap went to the menu")
  }

  @Test func slidingTheLongPressFingerOntoAnItemAndLiftingChoosesIt() throws {
    let harness = harness()
    harness.press(row: 2, for: 0.6)
    let copy = try #require(harness.itemCenter("Copy"))
    harness.send(.pointerMoved(id: 1, location: copy, kind: .touch))
    #expect(harness.table.interaction.contextMenu?.highlightedItem == 0)
    harness.send(.pointerUp(id: 1, location: copy, kind: .touch))
    #expect(log.chosen == ["Copy"])
    #expect(!harness.table.isShowingContextMenu)
    #expect(harness.table.contentOffset.y == 0, "the slide did not scroll")
  }

  @Test func aTapOutsideTheMenuClosesItWithoutRunningAnythingOrSelecting() {
    let harness = harness()
    harness.send(.secondaryClick(location: harness.point(row: 1)))
    harness.tap(harness.point(row: 9))
    #expect(!harness.table.isShowingContextMenu)
    #expect(log.chosen.isEmpty)
    #expect(harness.table.indexPathForSelectedRow == nil)
    // The next tap selects again.
    harness.tap(harness.point(row: 9))
    #expect(harness.table.indexPathForSelectedRow == IndexPath(row: 9, section: 0))
  }

  @Test func aDragOutsideTheMenuClosesItWithoutScrolling() {
    let harness = harness()
    harness.send(.secondaryClick(location: harness.point(row: 1)))
    harness.send(.pointerDown(id: 4, location: harness.point(row: 9), kind: .touch))
    for step in 1...10 {
      harness.run(for: 1 / 60)
      harness.send(
        .pointerMoved(
          id: 4, location: CGPoint(x: 160, y: 9 * 44 - CGFloat(step) * 10), kind: .touch))
    }
    harness.send(.pointerUp(id: 4, location: CGPoint(x: 160, y: 9 * 44 - 100), kind: .touch))
    harness.run(for: 0.5)
    #expect(!harness.table.isShowingContextMenu)
    #expect(harness.table.contentOffset.y == 0)
  }

  @Test func theWheelAndEscapeCloseTheMenuWithoutScrolling() {
    let harness = harness()
    harness.send(.secondaryClick(location: harness.point(row: 1)))
    harness.send(.wheel(dx: 0, dy: -3, isPrecise: false))
    harness.run(for: 0.5)
    #expect(!harness.table.isShowingContextMenu)
    #expect(harness.table.contentOffset.y == 0)
    harness.send(.secondaryClick(location: harness.point(row: 1)))
    harness.send(.key(.escape, modifiers: []))
    #expect(!harness.table.isShowingContextMenu)
    #expect(log.chosen.isEmpty)
  }

  @Test func aDisabledItemDoesNothingAndKeepsTheMenuOpen() throws {
    let harness = harness()
    harness.source.makeMenu = { [log] _ in
      Menu(children: [log.action("Paste", attributes: .disabled), log.action("Copy")])
    }
    harness.send(.secondaryClick(location: harness.point(row: 1)))
    let paste = try #require(harness.itemCenter("Paste"))
    harness.tap(paste)
    #expect(log.chosen.isEmpty)
    #expect(harness.table.isShowingContextMenu)
    harness.send(.key(.up, modifiers: []))
    #expect(harness.table.interaction.contextMenu?.highlightedItem == 1, "the arrows skip disabled items")
  }

  @Test func aReloadClosesTheMenu() {
    let harness = harness()
    harness.send(.secondaryClick(location: harness.point(row: 1)))
    harness.table.reloadData()
    #expect(!harness.table.isShowingContextMenu)
    #expect(log.chosen.isEmpty)
  }

  @Test func aDeleteItemThatDeletesItsOwnRowAnimatesItAway() throws {
    let harness = harness()
    let table = harness.table
    let source = harness.source
    // Weakly: the source keeps its menu closure, which would otherwise keep the source.
    source.makeMenu = { [log, weak source, weak table] indexPath in
      Menu(children: [
        log.action("Delete", attributes: .destructive) {
          source?.rows.remove(at: indexPath.row)
          table?.deleteRows(at: [indexPath], with: .automatic)
        }
      ])
    }
    harness.press(row: 2, for: 0.6)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 2), kind: .touch))
    harness.tap(try #require(harness.itemCenter("Delete")))
    #expect(log.chosen == ["Delete"])
    harness.run(for: 0.5)
    #expect(table.numberOfRows(inSection: 0) == 29)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 3")
    harness.tap(harness.point(row: 2))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func aHandlerThatReloadsOrReplacesTheDataSourceLeavesTheTableUsable() throws {
    let harness = harness()
    let table = harness.table
    let other = ContextMenuSource(rows: 2)
    // Weakly: the source keeps its menu closure, which would otherwise keep the source.
    harness.source.makeMenu = { [log, weak source = harness.source, weak table] _ in
      Menu(children: [
        log.action("Reload") {
          source?.rows = ["Only"]
          table?.reloadData()
        },
        log.action("Replace") { table?.dataSource = other },
      ])
    }
    harness.send(.secondaryClick(location: harness.point(row: 5)))
    harness.tap(try #require(harness.itemCenter("Reload")))
    #expect(table.numberOfRows(inSection: 0) == 1)
    harness.send(.secondaryClick(location: harness.point(row: 0)))
    harness.tap(try #require(harness.itemCenter("Replace")))
    harness.run(for: 0.1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(log.chosen == ["Reload", "Replace"])
  }

  @Test func whileTheMenuIsOpenAnUpdateClosesIt() {
    let harness = harness()
    harness.send(.secondaryClick(location: harness.point(row: 4)))
    harness.source.rows.remove(at: 0)
    harness.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    #expect(!harness.table.isShowingContextMenu)
  }

  @Test func aTableViewControllerSubclassOverridesTheMenu() {
    final class Controller: TableViewController {
      override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        5
      }
      override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
      {
        TableViewCell(style: .default, reuseIdentifier: nil)
      }
      override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
      ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration { _ in Menu(children: [Action(title: "Open") { _ in }]) }
      }
    }
    let controller = Controller()
    controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.tableView.layoutIfNeeded()
    controller.tableView.handle(.secondaryClick(location: CGPoint(x: 10, y: 10)))
    #expect(controller.tableView.isShowingContextMenu)
  }

  // MARK: - Placement

  @Test func theMenuOpensBelowItsRowOrAboveItNearTheBottom() {
    let harness = harness()
    harness.press(row: 1, for: 0.6)
    let below = harness.table.contextMenuLayout?.panelFrame
    #expect(below?.minY == 88 + Metrics.contextMenuSpacing)
    #expect(below?.minX == Metrics.contextMenuLeadingInset)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 1), kind: .touch))
    harness.send(.key(.escape, modifiers: []))
    harness.press(row: 9, for: 0.6, id: 3)
    let above = harness.table.contextMenuLayout?.panelFrame
    #expect(above?.maxY == 9 * 44 - Metrics.contextMenuSpacing)
  }

  @Test func rightToLeftTheMenuHugsTheRowsRightEdge() {
    let harness = harness(rightToLeft: true)
    harness.press(row: 1, for: 0.6)
    let frame = harness.table.contextMenuLayout?.panelFrame
    #expect(frame?.maxX == 320 - Metrics.contextMenuLeadingInset)
    #expect(harness.table.contextMenuLayout?.isRightToLeft == true)
  }

  // MARK: - Drawing

  @Test func theDrawListDimsTheTableLiftsTheRowAndDrawsTheItemsInTheirLooks() {
    let harness = harness()
    harness.source.makeMenu = { [log] _ in
      Menu(children: [
        log.action("Favorite", state: .on),
        log.action("Paste", attributes: .disabled),
        Menu(options: .displayInline, children: [log.action("Delete", attributes: .destructive)]),
      ])
    }
    harness.press(row: 2, for: 0.6)
    // The menu at rest, once it has grown in.
    harness.run(for: 0.5)
    let commands = harness.drawList().commands
    let dim = commands.firstIndex(
      of: .fillRect(
        CGRect(x: 0, y: 0, width: 320, height: 480),
        Color(white: 0, alpha: Metrics.contextMenuDimAlpha)))
    let texts = commands.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    #expect(dim != nil)
    let liftedTitle = texts.lastIndex { $0.string == "Row 2" }
    #expect(texts.filter { $0.string == "Row 2" }.count == 2, "the row in place and lifted")
    #expect(texts.first { $0.string == "Favorite" }?.color == .label)
    #expect(texts.first { $0.string == "Paste" }?.color == .disabledLabel)
    #expect(texts.first { $0.string == "Delete" }?.color == .destructiveRed)
    #expect((texts.firstIndex { $0.string == "Favorite" } ?? 0) > (liftedTitle ?? .max))
    let layout = harness.table.contextMenuLayout
    #expect(layout?.groupGaps.count == 1)
    #expect(layout?.showsStateColumn == true)
    let checkmarks = commands.filter {
      if case .polyline(let points, _, let color) = $0 {
        return points.count == 3 && color == .label
      }
      return false
    }
    #expect(checkmarks.count == 1)
    // The panel is a material (issue 26): what lies behind it blurred, within its corners.
    #expect(
      commands.contains {
        guard case .backdropBlur(let rect, let blur) = $0 else { return false }
        return rect == layout?.panelFrame && blur.style == Metrics.alertMaterial
          && blur.cornerRadius == Metrics.contextMenuCornerRadius
      })
  }

  @Test func withoutAMenuTheTableDrawsNoDimming() {
    let harness = harness()
    let commands = harness.drawList().commands
    #expect(
      !commands.contains(
        .fillRect(
          CGRect(x: 0, y: 0, width: 320, height: 480),
          Color(white: 0, alpha: Metrics.contextMenuDimAlpha))))
  }
}
