import Foundation
import Testing

@testable import TableKit

/// Menus grow in from what opened them and fade out when dismissed, on the clock of their
/// window or table, as iOS 17's do (issue 29): the transition's numbers, a button's menu that
/// leaves the window only after its fade and takes no input meanwhile, one reopened mid-close,
/// and a row's context menu fading away after it closed.
@MainActor
@Suite struct MenuAnimationTests {
  // MARK: - The transition

  @Test func anOpeningMenuGrowsFromAFractionOfItsSizeAndFadesInOnASpring() {
    let transition = MenuTransition.opening(at: 10)
    #expect(transition.scale(at: 10) == Metrics.menuAppearingScale)
    #expect(transition.opacity(at: 10) == 0)
    let midway = 10 + Metrics.menuOpeningDuration / 2
    #expect(transition.scale(at: midway) > 0.9 && transition.scale(at: midway) < 1)
    #expect(transition.opacity(at: midway) > 0.8 && transition.opacity(at: midway) < 1)
    #expect(transition.isMoving(at: midway))
    // A critically damped spring: it never overshoots on the way.
    let samples = stride(from: 10.0, through: 10.5, by: 1.0 / 60).map { transition.scale(at: $0) }
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 && $1 <= 1 })
    let rest = 10 + Metrics.menuOpeningDuration
    #expect(transition.scale(at: rest) == 1)
    #expect(transition.opacity(at: rest) == 1)
    #expect(!transition.isMoving(at: rest))
  }

  @Test func aClosingMenuFadesAndShrinksFromWhereverItWasAndIsThenGone() {
    var transition = MenuTransition.opening(at: 0)
    transition.close(at: 1)
    #expect(transition.isClosing)
    #expect(transition.opacity(at: 1) == 1)
    let midway = 1 + Metrics.menuClosingDuration / 2
    #expect(transition.opacity(at: midway) > 0 && transition.opacity(at: midway) < 0.5)
    #expect(transition.scale(at: midway) < 1 && transition.scale(at: midway) > Metrics.menuAppearingScale)
    #expect(!transition.isGone(at: midway))
    #expect(transition.isGone(at: 1 + Metrics.menuClosingDuration))
    #expect(transition.opacity(at: 1 + Metrics.menuClosingDuration) == 0)

    // Closed mid-opening, it starts from how far it had opened, not from fully open.
    var early = MenuTransition.opening(at: 0)
    let shown = early.opacity(at: 0.05)
    early.close(at: 0.05)
    #expect(early.opacity(at: 0.05) == shown)
    #expect(early.opacity(at: 0.1) < shown)
  }

  @Test func atRestTheDrawingIsExactlyAsWithoutTheTransition() {
    var plain = DrawList()
    plain.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .label)
    var animated = DrawList()
    MenuTransition.opening(at: 0).draw(in: &animated, at: 1, growingFrom: .zero) {
      $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .label)
    }
    #expect(animated.commands == plain.commands)
  }

  // MARK: - A button's menu

  private func sortButton(_ chosen: @escaping @MainActor (String) -> Void) -> Button {
    let button = Button(type: .system)
    button.setTitle("Sort", for: .normal)
    button.menu = Menu(children: [
      Action(title: "Date") { chosen($0.title) }, Action(title: "Title") { chosen($0.title) },
    ])
    button.showsMenuAsPrimaryAction = true
    return button
  }

  private func step(_ window: Window, _ clock: ManualClock, by seconds: TimeInterval) {
    clock.advance(by: seconds)
    window.layoutIfNeeded()
  }

  private func texts(_ list: DrawList) -> [String] {
    list.commands.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
  }

  private func alphas(_ list: DrawList) -> [CGFloat] {
    list.commands.compactMap { if case .pushAlpha(let alpha) = $0 { alpha } else { nil } }
  }

  @Test func aButtonsMenuGrowsInOnTheWindowsClock() throws {
    let clock = ManualClock(now: 0)
    let button = sortButton { _ in }
    let window = ButtonMenuTests.windowWithButton(button, clock: clock)
    button.handleTap(at: .zero)
    let menu = try #require(window.openButtonMenu)
    #expect(menu.needsAnimationFrame)
    #expect(menu.transition.opacity(at: clock.now) == 0)
    step(window, clock, by: 0.1)
    var list = DrawList()
    menu.draw(in: &list)
    let opacity = try #require(alphas(list).first)
    #expect(opacity > 0 && opacity < 1)
    step(window, clock, by: 0.4)
    #expect(!menu.needsAnimationFrame)
    list = DrawList()
    menu.draw(in: &list)
    #expect(alphas(list).isEmpty, "at rest the menu draws as it always did")
  }

  @Test func aChosenItemClosesTheMenuWhichLeavesOnlyAfterItsFadeChoosingNothingMore() throws {
    let clock = ManualClock(now: 0)
    var chosen: [String] = []
    let button = sortButton { chosen.append($0) }
    let window = ButtonMenuTests.windowWithButton(button, clock: clock)
    button.handleTap(at: .zero)
    let menu = try #require(window.openButtonMenu)
    step(window, clock, by: 0.5)
    let date = menu.layout.items[0].frame
    let point = CGPoint(x: date.midX, y: date.midY)
    _ = menu.handle(.pointerDown(id: 1, location: point, kind: .touch))
    _ = menu.handle(.pointerUp(id: 1, location: point, kind: .touch))
    #expect(chosen == ["Date"])
    #expect(!button.isMenuPresented)
    #expect(window.openButtonMenu == nil)
    #expect(menu.superview === window, "still fading out")
    #expect(menu.needsAnimationFrame)
    // Input during the fade chooses nothing, and the pointer goes to what is under the menu.
    #expect(!menu.handle(.pointerDown(id: 2, location: point, kind: .touch)))
    #expect(!menu.handle(.pointerUp(id: 2, location: point, kind: .touch)))
    #expect(!menu.handle(.key(.return, modifiers: [])))
    #expect(window.hitTest(point) !== menu)
    #expect(chosen == ["Date"])
    step(window, clock, by: Metrics.menuClosingDuration / 2)
    #expect(menu.superview === window)
    step(window, clock, by: Metrics.menuClosingDuration / 2 + 0.01)
    #expect(menu.superview == nil)
    #expect(!menu.needsAnimationFrame)
  }

  @Test func aMenuReopenedWhileTheLastOneFadesIsANewOpenMenu() throws {
    let clock = ManualClock(now: 0)
    var chosen: [String] = []
    let button = sortButton { chosen.append($0) }
    let window = ButtonMenuTests.windowWithButton(button, clock: clock)
    button.handleTap(at: .zero)
    let first = try #require(window.openButtonMenu)
    step(window, clock, by: 0.1)
    button.dismissMenu()
    step(window, clock, by: 0.05)
    button.handleTap(at: .zero)
    let second = try #require(window.openButtonMenu)
    #expect(second !== first)
    #expect(button.isMenuPresented)
    #expect(first.superview === window && first.isClosing)
    step(window, clock, by: 0.5)
    #expect(first.superview == nil)
    #expect(button.isMenuPresented, "the old menu's end leaves the new one open")
    #expect(window.openButtonMenu === second)
    let title = second.layout.items[1].frame
    let point = CGPoint(x: title.midX, y: title.midY)
    _ = second.handle(.pointerDown(id: 1, location: point, kind: .touch))
    _ = second.handle(.pointerUp(id: 1, location: point, kind: .touch))
    #expect(chosen == ["Title"])
  }

  // MARK: - A row's context menu

  @Test func aRowsMenuGrowsInThenFadesAwayAfterItClosesTakingNoInput() throws {
    let harness = ContextMenuHarness()
    let log = ActionLog()
    harness.source.makeMenu = { _ in Menu(children: [log.action("Copy"), log.action("Share")]) }
    harness.press(row: 2, for: 0.55)
    #expect(harness.table.isShowingContextMenu)
    #expect(harness.table.needsAnimationFrame)
    let opening = try #require(harness.table.interaction.contextMenu?.transition)
    #expect(opening.opacity(at: harness.clock.now) < 1)
    harness.send(.pointerUp(id: 1, location: harness.point(row: 2), kind: .touch))
    harness.run(for: 0.5)
    #expect(!harness.table.needsAnimationFrame)
    let copy = try #require(harness.itemCenter("Copy"))
    harness.tap(copy)
    #expect(log.chosen == ["Copy"])
    #expect(!harness.table.isShowingContextMenu)
    let closing = try #require(harness.table.interaction.closingContextMenu)
    #expect(closing.presentation.transition.isClosing)
    #expect(harness.table.needsAnimationFrame)
    harness.run(for: 0.05)
    #expect(alphas(harness.drawList()).contains { $0 < 1 }, "still drawn, fading")
    // A tap where the item was, during the fade, reaches the table, not the menu.
    harness.tap(copy)
    #expect(log.chosen == ["Copy"])
    harness.run(for: Metrics.menuClosingDuration)
    #expect(harness.table.interaction.closingContextMenu == nil)
    #expect(!texts(harness.drawList()).contains("Copy"), "gone")
    #expect(!harness.table.needsAnimationFrame)
  }
}
