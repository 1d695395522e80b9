import Foundation
import Testing

@testable import TableKit

/// A row's context menu with a submenu, as iOS 17 shows it: the submenu's row opens its own
/// panel over the menu (by a tap, the long press's finger lifted on it, a click or the
/// trailing arrow), its header or Escape closes it, and an item chosen in it runs, closes the
/// whole menu and tells the delegate (issue 29).
@MainActor
@Suite(.serialized)
struct ContextMenuSubmenuTests {
  private let log = ActionLog()

  /// Copy, an inline group (Duplicate, Rename), then a "Move To" submenu of two folders.
  private func harness(rightToLeft: Bool = false) -> ContextMenuHarness {
    let harness = ContextMenuHarness(rightToLeft: rightToLeft)
    let log = log
    harness.source.makeMenu = { _ in
      Menu(children: [
        log.action("Copy"),
        Menu(options: .displayInline, children: [log.action("Duplicate"), log.action("Rename")]),
        Menu(title: "Move To", children: [log.action("Documents"), log.action("Downloads")]),
      ])
    }
    return harness
  }

  /// A harness whose row 2's menu is open after a long press whose finger has lifted.
  private func openMenu(rightToLeft: Bool = false) -> ContextMenuHarness {
    let harness = harness(rightToLeft: rightToLeft)
    harness.press(row: 2, for: 0.6)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 2), kind: .touch))
    return harness
  }

  private func titles(_ harness: ContextMenuHarness) -> [String] {
    harness.table.contextMenuLayout?.items.map(\.entry.title) ?? []
  }

  private func depth(_ harness: ContextMenuHarness) -> Int {
    harness.table.interaction.contextMenu?.panels.levels.count ?? 0
  }

  @Test func anInlineMenuStaysAGroupAndASubmenuIsARowWithAChevron() throws {
    let harness = openMenu()
    let layout = try #require(harness.table.contextMenuLayout)
    #expect(layout.items.map(\.entry.title) == ["Copy", "Duplicate", "Rename", "Move To"])
    #expect(layout.items.map(\.group) == [0, 1, 1, 2])
    #expect(layout.items.map(\.entry.kind) == [.action, .action, .action, .submenu])
  }

  @Test func aTapOnTheSubmenusRowOpensItsPanelOverTheRowAndTheHeaderClosesIt() throws {
    let harness = openMenu()
    let row = try #require(harness.table.contextMenuLayout?.items[3].frame)
    harness.tap(try #require(harness.itemCenter("Move To")))
    #expect(depth(harness) == 2)
    let submenu = try #require(harness.table.contextMenuLayout)
    #expect(submenu.panelFrame.minY == row.minY)
    #expect(submenu.items.map(\.entry.kind) == [.submenuHeader, .action, .action])
    #expect(titles(harness) == ["Move To", "Documents", "Downloads"])
    #expect(log.chosen.isEmpty)
    #expect(harness.table.isShowingContextMenu)
    // The header, on the row, closes the submenu back to the menu.
    harness.tap(try #require(harness.itemCenter("Move To")))
    #expect(depth(harness) == 1)
    #expect(harness.table.isShowingContextMenu)
  }

  @Test func choosingAnItemInTheSubmenuRunsItClosesTheMenuAndTellsTheDelegate() throws {
    let harness = openMenu()
    harness.tap(try #require(harness.itemCenter("Move To")))
    // The submenu expands from its row first (a tap meanwhile lands where it is drawn).
    harness.run(for: Metrics.menuOpeningDuration)
    harness.tap(try #require(harness.itemCenter("Downloads")))
    #expect(log.chosen == ["Downloads"])
    #expect(!harness.table.isShowingContextMenu)
    #expect(harness.source.calls == ["configuration 2", "willDisplay 2", "willEnd 2", "ended"])
  }

  @Test func theLongPressFingerLiftedOnTheSubmenusRowOpensItThenATapChooses() throws {
    let harness = harness()
    harness.press(row: 2, for: 0.6)
    let moveTo = try #require(harness.itemCenter("Move To"))
    harness.send(.pointerMoved(id: 1, location: moveTo, kind: .touch))
    harness.send(.pointerUp(id: 1, location: moveTo, kind: .touch))
    #expect(depth(harness) == 2)
    harness.run(for: Metrics.menuOpeningDuration)
    harness.tap(try #require(harness.itemCenter("Documents")))
    #expect(log.chosen == ["Documents"])
    #expect(!harness.table.isShowingContextMenu)
  }

  @Test func theLongPressFingerRestingOnTheSubmenusRowOpensItAndGoesOnChoosing() throws {
    let harness = harness()
    harness.press(row: 2, for: 0.6)
    let moveTo = try #require(harness.itemCenter("Move To"))
    harness.send(.pointerMoved(id: 1, location: moveTo, kind: .touch))
    harness.run(for: Metrics.submenuDwellDuration / 2)
    #expect(depth(harness) == 1, "not yet")
    harness.run(for: Metrics.submenuDwellDuration)
    #expect(depth(harness) == 2)
    let downloads = try #require(harness.itemCenter("Downloads"))
    harness.send(.pointerMoved(id: 1, location: downloads, kind: .touch))
    harness.send(.pointerUp(id: 1, location: downloads, kind: .touch))
    #expect(log.chosen == ["Downloads"])
    #expect(!harness.table.isShowingContextMenu)
  }

  @Test func aPressOnTheDimmedPanelBelowClosesOnlyTheSubmenu() throws {
    let harness = openMenu()
    let copy = try #require(harness.itemCenter("Copy"))
    harness.tap(try #require(harness.itemCenter("Move To")))
    #expect(harness.table.contextMenuLayout?.panelFrame.contains(copy) == false)
    harness.tap(copy)
    #expect(depth(harness) == 1)
    #expect(harness.table.isShowingContextMenu)
    #expect(log.chosen.isEmpty)
  }

  @Test func aClickOpensTheSubmenuAsATapDoes() throws {
    let harness = openMenu()
    harness.tap(try #require(harness.itemCenter("Move To")), kind: .mouse)
    #expect(depth(harness) == 2)
  }

  @Test func theTrailingArrowOpensTheLeadingArrowAndEscapeCloseThenEscapeClosesTheMenu() {
    let harness = openMenu()
    harness.send(.key(.up, modifiers: []))
    #expect(harness.table.interaction.contextMenu?.highlightedItem == 3)
    harness.send(.key(.right, modifiers: []))
    #expect(depth(harness) == 2)
    harness.send(.key(.left, modifiers: []))
    #expect(depth(harness) == 1)
    harness.send(.key(.right, modifiers: []))
    #expect(depth(harness) == 2)
    harness.send(.key(.escape, modifiers: []))
    #expect(depth(harness) == 1)
    #expect(harness.table.isShowingContextMenu)
    harness.send(.key(.escape, modifiers: []))
    #expect(!harness.table.isShowingContextMenu)
    #expect(log.chosen.isEmpty)
    #expect(harness.source.calls.suffix(2) == ["willEnd 2", "ended"])
  }

  @Test func rightToLeftTheLeftArrowOpensTheSubmenu() {
    let harness = openMenu(rightToLeft: true)
    harness.send(.key(.up, modifiers: []))
    harness.send(.key(.right, modifiers: []))
    #expect(depth(harness) == 1)
    harness.send(.key(.left, modifiers: []))
    #expect(depth(harness) == 2)
  }

  @Test func returnChoosesTheHighlightedItemInTheSubmenu() {
    let harness = openMenu()
    harness.send(.key(.up, modifiers: []))
    harness.send(.key(.return, modifiers: []))
    #expect(depth(harness) == 2)
    harness.send(.key(.down, modifiers: []))
    harness.send(.key(.down, modifiers: []))
    harness.send(.key(.return, modifiers: []))
    #expect(log.chosen == ["Documents"])
    #expect(!harness.table.isShowingContextMenu)
  }

  @Test func theSubmenuIsDrawnOverItsDimmedParentPanel() throws {
    let harness = openMenu()
    harness.tap(try #require(harness.itemCenter("Move To")))
    harness.run(for: 0.5)
    let texts = harness.drawList().commands.compactMap { command -> String? in
      if case .text(let run) = command { return run.string }
      return nil
    }
    // The parent's rows first, then the submenu's over them.
    #expect(texts.suffix(3) == ["Move To", "Documents", "Downloads"])
    #expect(texts.contains("Copy"))
  }
}
