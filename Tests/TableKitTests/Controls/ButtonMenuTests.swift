import Foundation
import Testing

@testable import TableKit

/// A button's menu: opening it by a tap, choosing an item, the pop-up button, and menus with
/// nothing to show (issue 29).
@MainActor
@Suite
struct ButtonMenuTests {
  private func windowWithButton(_ button: Button) -> Window { Self.windowWithButton(button) }

  /// A button at (20, 100) in a 375 × 600 window on `clock`, laid out.
  static func windowWithButton(_ button: Button, clock: ManualClock = ManualClock(now: 0))
    -> Window
  {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: clock)
    window.screen = ViewTesting.screen()
    let root = ViewController(nibName: nil, bundle: nil)
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.addSubview(button)
    button.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: button.intrinsicContentSize)
    window.layoutIfNeeded()
    return window
  }

  /// A "Sort" button whose menu's middle item is disabled, reporting the titles chosen.
  private func sortButton(_ record: @escaping @MainActor (String) -> Void) -> Button {
    let button = Button(type: .system)
    button.setTitle("Sort", for: .normal)
    button.menu = Menu(children: [
      Action(title: "Name") { record($0.title) },
      Action(title: "Size", attributes: .disabled) { record($0.title) },
      Action(title: "Date") { record($0.title) },
    ])
    button.showsMenuAsPrimaryAction = true
    return button
  }

  /// Presses and lifts on the open menu's item `index`.
  private func choose(item index: Int, in window: Window) {
    let menu = try! #require(window.openButtonMenu)
    let point = menu.drawnCenter(ofItem: index)
    menu.handle(.pointerDown(id: 9, location: point, kind: .touch))
    menu.handle(.pointerUp(id: 9, location: point, kind: .touch))
  }

  @Test func aTapOpensTheMenuUnderTheButtonInsteadOfThePrimaryAction() {
    var log: [String] = []
    let button = Button(
      type: .system, primaryAction: Action(title: "Sort") { _ in log.append("primary") })
    button.menu = Menu(
      title: "Sort By",
      children: [
        Action(title: "Name") { _ in log.append("name") },
        Action(title: "Date") { _ in log.append("date") },
      ])
    button.showsMenuAsPrimaryAction = true
    button.addAction(Action { _ in log.append("menu") }, for: .menuActionTriggered)
    let window = windowWithButton(button)
    #expect(button.handleTap(at: .zero))
    #expect(button.isMenuPresented)
    #expect(log == ["menu"])
    let menu = try! #require(window.openButtonMenu)
    #expect(window.hitTest(CGPoint(x: 300, y: 500)) === menu)
    // Below the button, lined up with its leading edge.
    #expect(menu.layout.panelFrame.minX == 20)
    #expect(menu.layout.panelFrame.minY == button.frame.maxY + 8)
    #expect(menu.layout.title == "Sort By")
  }

  @Test func choosingAnItemRunsItsHandlerAndClosesTheMenu() {
    var chosen: [String] = []
    let button = sortButton { chosen.append($0) }
    let window = windowWithButton(button)
    button.handleTap(at: .zero)
    // A disabled item does nothing; the menu stays.
    choose(item: 1, in: window)
    #expect(chosen.isEmpty)
    #expect(button.isMenuPresented)
    choose(item: 2, in: window)
    #expect(chosen == ["Date"])
    #expect(!button.isMenuPresented)
    #expect(window.openButtonMenu == nil)
  }

  @Test func aPressOutsideThePanelClosesTheMenuWithoutChoosing() {
    var chosen: [String] = []
    let button = Button(type: .system)
    button.setTitle("Sort", for: .normal)
    button.menu = Menu(children: [Action(title: "Name") { chosen.append($0.title) }])
    button.showsMenuAsPrimaryAction = true
    let window = windowWithButton(button)
    button.handleTap(at: .zero)
    window.openButtonMenu?.handle(
      .pointerDown(id: 1, location: CGPoint(x: 300, y: 550), kind: .touch))
    #expect(!button.isMenuPresented)
    #expect(chosen.isEmpty)
  }

  @Test func theArrowKeysSkipDisabledItemsAndReturnChooses() {
    var chosen: [String] = []
    let button = sortButton { chosen.append($0) }
    let window = windowWithButton(button)
    #expect(button.handle(.key(.space, modifiers: [])))
    let menu = try! #require(window.openButtonMenu)
    #expect(window.keyResponder(preferring: button) === menu)
    menu.handle(.key(.down, modifiers: []))
    menu.handle(.key(.down, modifiers: []))
    #expect(menu.highlightedItem == 2)
    menu.handle(.key(.return, modifiers: []))
    #expect(chosen == ["Date"])
    button.handleTap(at: .zero)
    window.openButtonMenu?.handle(.key(.escape, modifiers: []))
    #expect(!button.isMenuPresented)
  }

  @Test func aPopUpButtonShowsTheChosenItemAndMovesTheCheckmark() {
    var chosen: [String] = []
    var configuration = Button.Configuration.gray()
    configuration.title = "Unused"
    let button = Button(configuration: configuration)
    button.screen = ViewTesting.screen()
    button.menu = Menu(children: [
      Action(title: "Daily") { chosen.append($0.title) },
      Action(title: "Weekly") { chosen.append($0.title) },
    ])
    button.changesSelectionAsPrimaryAction = true
    #expect(button.currentTitle == "Daily")
    #expect(button.menu?.actionGroups[0].map(\.state) == [.on, .off])
    #expect(button.showsPopUpIndicator)
    let window = windowWithButton(button)
    button.handleTap(at: .zero)
    choose(item: 1, in: window)
    #expect(chosen == ["Weekly"])
    #expect(button.currentTitle == "Weekly")
    #expect(button.titleLabel?.text == "Weekly")
    #expect(button.menu?.actionGroups[0].map(\.state) == [.off, .on])
  }

  @Test func aPopUpButtonKeepsAnItemAlreadyOn() {
    let button = Button(configuration: .plain())
    button.menu = Menu(children: [
      Action(title: "Small") { _ in }, Action(title: "Large", state: .on) { _ in },
    ])
    button.changesSelectionAsPrimaryAction = true
    #expect(button.currentTitle == "Large")
  }

  @Test func aMenuWithNothingToShowIsReportedAndDoesNotOpen() {
    var warnings: [String] = []
    let button = Button(type: .system)
    button.setTitle("Sort", for: .normal)
    button.warningHandler = { warnings.append($0) }
    button.menu = Menu(children: [Action(title: "Gone", attributes: .hidden) { _ in }])
    button.showsMenuAsPrimaryAction = true
    let window = windowWithButton(button)
    #expect(!button.handleTap(at: .zero))
    #expect(window.openButtonMenu == nil)
    #expect(
      warnings == [
        "the button's menu has no visible actions (1 children, none shown); it does not open"
      ])
    button.menu = Menu()
    button.changesSelectionAsPrimaryAction = true
    #expect(!button.handleTap(at: .zero))
    #expect(warnings.count == 2)
  }

  @Test func aButtonInACellOpensItsMenuFromATableTap() {
    let button = Button(type: .system)
    button.setTitle("Sort", for: .normal)
    button.menu = Menu(children: [Action(title: "Name") { _ in }])
    button.showsMenuAsPrimaryAction = true
    let window = windowWithButton(Button(type: .custom))
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    button.sizeToFit()
    cell.accessoryView = button
    window.rootViewController?.view.addSubview(cell)
    cell.frame = CGRect(x: 0, y: 200, width: 375, height: 44)
    window.layoutIfNeeded()
    button.handleTap(at: .zero)
    #expect(button.isMenuPresented)
  }
}
