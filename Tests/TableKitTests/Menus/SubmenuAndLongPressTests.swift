import Foundation
import Testing

@testable import TableKit

/// Button menus beyond one level: submenus that open their own panel as iOS 17's do, inline
/// menus drawn as sections, single-selection menus moving the checkmark, and a long press
/// opening the menu of a button whose tap runs its action (issue 29).
@MainActor
@Suite struct SubmenuAndLongPressTests {
  private func windowWithButton(_ button: Button, clock: ManualClock = ManualClock(now: 0))
    -> Window
  {
    ButtonMenuTests.windowWithButton(button, clock: clock)
  }

  /// A "File" button whose tap opens `fileMenu`.
  private func fileButton(_ record: @escaping @MainActor (String) -> Void = { _ in }) -> Button {
    let button = Button(type: .system)
    button.setTitle("File", for: .normal)
    button.menu = fileMenu(record)
    button.showsMenuAsPrimaryAction = true
    return button
  }

  private func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

  /// Taps the open menu's top panel at item `index`.
  private func tap(item index: Int, in menu: ButtonMenuView) {
    let point = menu.drawnCenter(ofItem: index)
    _ = menu.handle(.pointerDown(id: 7, location: point, kind: .touch))
    _ = menu.handle(.pointerUp(id: 7, location: point, kind: .touch))
  }

  /// Copy, then an inline group (Duplicate, Rename), then a "Move To" submenu of two folders.
  private func fileMenu(_ record: @escaping @MainActor (String) -> Void) -> Menu {
    Menu(children: [
      Action(title: "Copy") { record($0.title) },
      Menu(
        options: .displayInline,
        children: [
          Action(title: "Duplicate") { record($0.title) },
          Action(title: "Rename") { record($0.title) },
        ]),
      Menu(
        title: "Move To",
        children: [
          Action(title: "Documents") { record($0.title) },
          Action(title: "Downloads") { record($0.title) },
        ]),
    ])
  }

  @Test func displayGroupsKeepSubmenusAsRowsAndInlineMenusAsSections() {
    let menu = fileMenu { _ in }
    #expect(menu.displayGroups.map { $0.map(\.title) } == [["Copy"], ["Duplicate", "Rename"], ["Move To"]])
    // actionGroups flattens the submenu (what a screen reader's edit actions list).
    #expect(menu.actionGroups.map { $0.map(\.title) } == [["Copy"], ["Duplicate", "Rename"], ["Documents", "Downloads"]])
    // A submenu with nothing visible is left out.
    let empty = Menu(children: [Menu(title: "Gone", children: [Action(title: "X", attributes: .hidden) { _ in }])])
    #expect(empty.displayGroups.isEmpty)
  }

  @Test func anInlineMenuIsASectionSetOffByAGroupGap() throws {
    let button = fileButton()
    let window = windowWithButton(button)
    button.handleTap(at: .zero)
    let layout = try #require(window.openButtonMenu).layout
    #expect(layout.items.map(\.entry.title) == ["Copy", "Duplicate", "Rename", "Move To"])
    #expect(layout.items.map(\.group) == [0, 1, 1, 2])
    #expect(layout.groupGaps.count == 2)
    #expect(layout.items.map(\.entry.kind) == [.action, .action, .action, .submenu])
  }

  @Test func aSubmenuRowOpensItsPanelOverTheRowAndItsHeaderClosesIt() throws {
    var chosen: [String] = []
    let button = fileButton { chosen.append($0) }
    let window = windowWithButton(button)
    button.handleTap(at: .zero)
    let menu = try #require(window.openButtonMenu)
    let row = menu.layout.items[3].frame
    tap(item: 3, in: menu)
    #expect(chosen.isEmpty)
    #expect(menu.levels.count == 2)
    let submenu = menu.layout
    #expect(submenu.panelFrame.minY == row.minY)
    #expect(submenu.items.map(\.entry.title) == ["Move To", "Documents", "Downloads"])
    #expect(submenu.items[0].entry.kind == .submenuHeader)
    // The header closes the submenu, back to the first panel.
    tap(item: 0, in: menu)
    #expect(menu.levels.count == 1)
    // Open again and choose a folder: the whole menu closes.
    tap(item: 3, in: menu)
    tap(item: 2, in: menu)
    #expect(chosen == ["Downloads"])
    #expect(window.openButtonMenu == nil)
  }

  @Test func aPressOnThePanelUnderASubmenuClosesOnlyTheSubmenu() throws {
    let button = fileButton()
    let window = windowWithButton(button)
    button.handleTap(at: .zero)
    let menu = try #require(window.openButtonMenu)
    let copy = menu.drawnCenter(ofItem: 0)
    tap(item: 3, in: menu)
    // "Copy" lies above the submenu's panel, on the dimmed first panel.
    #expect(!menu.drawnLayouts[1].panelFrame.contains(copy))
    _ = menu.handle(.pointerDown(id: 2, location: copy, kind: .touch))
    #expect(menu.levels.count == 1)
    #expect(window.openButtonMenu === menu)
  }

  @Test func theKeysOpenAndCloseASubmenu() throws {
    var chosen: [String] = []
    let button = fileButton { chosen.append($0) }
    let window = windowWithButton(button)
    button.handleTap(at: .zero)
    let menu = try #require(window.openButtonMenu)
    _ = menu.handle(.key(.up, modifiers: []))
    #expect(menu.highlightedItem == 3)
    _ = menu.handle(.key(.right, modifiers: []))
    #expect(menu.levels.count == 2)
    _ = menu.handle(.key(.escape, modifiers: []))
    #expect(menu.levels.count == 1)
    #expect(window.openButtonMenu === menu)
    _ = menu.handle(.key(.return, modifiers: []))
    _ = menu.handle(.key(.down, modifiers: []))
    _ = menu.handle(.key(.down, modifiers: []))
    _ = menu.handle(.key(.return, modifiers: []))
    #expect(chosen == ["Documents"])
  }

  @Test func aSingleSelectionMenuMovesTheCheckmarkToTheChosenAction() throws {
    var seen: [[Action.State]] = []
    let by = Menu(
      options: [.displayInline, .singleSelection],
      children: [
        Action(title: "Name", state: .on) { _ in }, Action(title: "Date") { _ in },
        Action(title: "Size") { _ in },
      ])
    let root = Menu(children: [by])
    let button = Button(type: .system)
    button.setTitle("Sort", for: .normal)
    button.menu = root
    button.showsMenuAsPrimaryAction = true
    button.addAction(
      Action { _ in seen.append(by.children.compactMap { ($0 as? Action)?.state }) },
      for: .menuActionTriggered)
    let window = windowWithButton(button)
    button.handleTap(at: .zero)
    tap(item: 2, in: try #require(window.openButtonMenu))
    #expect(by.children.compactMap { ($0 as? Action)?.state } == [.off, .off, .on])
    button.handleTap(at: .zero)
    #expect(try #require(window.openButtonMenu).layout.items.map(\.entry.state) == [.off, .off, .on])
    #expect(seen.count == 2)
  }

  @Test func aLongPressOpensTheMenuOfAButtonWhoseTapRunsItsAction() throws {
    var log: [String] = []
    let clock = ManualClock(now: 0)
    let button = Button(
      type: .system, primaryAction: Action(title: "Add") { _ in log.append("add") })
    button.menu = Menu(children: [
      Action(title: "Folder") { log.append($0.title) }, Action(title: "File") { log.append($0.title) },
    ])
    let window = windowWithButton(button, clock: clock)
    let inside = CGPoint(x: 5, y: 5)
    // A quick tap runs the action.
    button.handle(.pointerDown(id: 1, location: inside, kind: .touch))
    clock.advance(by: 0.1)
    window.layoutIfNeeded()
    button.handle(.pointerUp(id: 1, location: inside, kind: .touch))
    #expect(log == ["add"])
    #expect(!button.isMenuPresented)
    // Held: the menu opens, the lift on an item chooses it, and the action does not run.
    button.handle(.pointerDown(id: 2, location: inside, kind: .touch))
    #expect(button.needsAnimationFrame)
    clock.advance(by: Metrics.menuLongPressDuration)
    window.layoutIfNeeded()
    #expect(button.isMenuPresented)
    #expect(!button.isHighlighted)
    let menu = try #require(window.openButtonMenu)
    let file = menu.convert(menu.drawnCenter(ofItem: 1), to: button)
    button.handle(.pointerMoved(id: 2, location: file, kind: .touch))
    button.handle(.pointerUp(id: 2, location: file, kind: .touch))
    #expect(log == ["add", "File"])
    #expect(!button.isMenuPresented)
  }

  @Test func aLiftOffTheItemsAfterALongPressLeavesTheMenuOpen() throws {
    let clock = ManualClock(now: 0)
    let button = Button(type: .system, primaryAction: Action(title: "Add") { _ in })
    button.menu = Menu(children: [Action(title: "Folder") { _ in }])
    let window = windowWithButton(button, clock: clock)
    button.handle(.pointerDown(id: 2, location: CGPoint(x: 5, y: 5), kind: .touch))
    clock.advance(by: Metrics.menuLongPressDuration + 0.1)
    window.layoutIfNeeded()
    button.handle(.pointerUp(id: 2, location: CGPoint(x: 5, y: 5), kind: .touch))
    #expect(button.isMenuPresented)
  }
}
