import Foundation
import Testing

@testable import TableKit

/// Two gaps of issue 29's menus: a submenu's row draws the submenu's image on the trailing
/// side beside its chevron, as iOS 17 does; and while a menu (or a submenu's panel) grows in,
/// a pointer lands on what is drawn under it, not on where the panel will rest.
@MainActor
@Suite struct SubmenuImageAndGrowingHitTests {
  private func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

  private func images(_ list: DrawList) -> [CGRect] {
    list.commands.compactMap { if case .image(_, let rect) = $0 { rect } else { nil } }
  }

  private func chevrons(_ list: DrawList) -> [[CGPoint]] {
    list.commands.compactMap { if case .polyline(let points, _, _) = $0 { points } else { nil } }
  }

  private func submenuLayout(isRightToLeft: Bool) -> ContextMenuLayout {
    let menu = Menu(children: [
      Action(title: "Copy") { _ in },
      Menu(title: "Move To", image: Image(named: "folder"), children: [Action(title: "Documents") { _ in }]),
    ])
    let images = FixedImageSizes(["folder": CGSize(width: 22, height: 22)])
    return ContextMenuLayout(
      title: "", groups: ContextMenuLayout.entries(forElements: menu.displayGroups, images: images),
      anchor: .point(CGPoint(x: 20, y: 20)), bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      isRightToLeft: isRightToLeft)
  }

  @Test func aSubmenuRowDrawsItsImageOnTheTrailingSideWithTheChevronBesideIt() throws {
    for isRightToLeft in [false, true] {
      let layout = submenuLayout(isRightToLeft: isRightToLeft)
      let row = layout.items[1]
      #expect(row.entry.kind == .submenu)
      #expect(row.entry.image?.name == "folder")
      var list = DrawList()
      layout.draw(in: &list, highlightedItem: nil, textMeasurer: ViewTesting.screen().textMeasurer)
      let image = try #require(images(list).first)
      let padding = Metrics.contextMenuItemPadding
      // The image sits where an action's would: at the trailing edge, inside the padding.
      if isRightToLeft {
        #expect(image.minX == row.frame.minX + padding)
      } else {
        #expect(image.maxX == row.frame.maxX - padding)
      }
      #expect(abs(image.midY - row.frame.midY) < 0.01)
      // The chevron lies beside the image on its leading side, not over it.
      let chevron = try #require(chevrons(list).first)
      let xs = chevron.map(\.x)
      if isRightToLeft {
        #expect(xs.min()! > image.maxX)
        #expect(xs[1] < xs[0], "right to left the chevron points left")
      } else {
        #expect(xs.max()! < image.minX)
        #expect(xs[1] > xs[0])
      }
      // The title keeps clear of both.
      let title = try #require(
        list.commands.compactMap { if case .text(let run) = $0, run.string == "Move To" { run } else { nil } }.first)
      let titleEnd = title.origin.x + (title.maxWidth ?? 0)
      if isRightToLeft {
        #expect(title.origin.x >= xs.max()!)
      } else {
        #expect(titleEnd <= xs.min()!)
      }
    }
  }

  @Test func aSubmenuRowWithoutAnImageKeepsItsChevronAtTheTrailingEdge() throws {
    let menu = Menu(children: [Menu(title: "Sort", children: [Action(title: "Name") { _ in }])])
    let layout = ContextMenuLayout(
      title: "",
      groups: ContextMenuLayout.entries(forElements: menu.displayGroups, images: FixedImageSizes()),
      anchor: .point(.zero), bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      isRightToLeft: false)
    var list = DrawList()
    layout.draw(in: &list, highlightedItem: nil, textMeasurer: ViewTesting.screen().textMeasurer)
    #expect(images(list).isEmpty)
    let chevron = try #require(chevrons(list).first)
    let box = layout.items[0].frame.maxX - Metrics.contextMenuItemPadding - Metrics.contextMenuImageSide
    #expect(chevron.allSatisfy { $0.x > box })
  }

  // MARK: - Hit-testing while growing

  /// A "Sort" button's menu (Name, Date, Size, and a "More" submenu of Kind and Tags), opened
  /// by a tap `seconds` ago on a manual clock; `log` records what is chosen.
  private func openSortMenu(
    growingFor seconds: TimeInterval, log: ActionLog
  ) throws -> (menu: ButtonMenuView, window: Window, clock: ManualClock) {
    let clock = ManualClock(now: 0)
    let button = Button(type: .system)
    button.setTitle("Sort", for: .normal)
    button.menu = Menu(children: [
      log.action("Name"), log.action("Date"), log.action("Size"),
      Menu(title: "More", children: [log.action("Kind"), log.action("Tags")]),
    ])
    button.showsMenuAsPrimaryAction = true
    let window = ButtonMenuTests.windowWithButton(button, clock: clock)
    button.handleTap(at: .zero)
    let menu = try #require(window.openButtonMenu)
    clock.advance(by: seconds)
    window.layoutIfNeeded()
    return (menu, window, clock)
  }

  @Test func aTouchOnAGrowingButtonMenuChoosesTheItemDrawnUnderIt() throws {
    let log = ActionLog()
    let (menu, window, _) = try openSortMenu(growingFor: 0.05, log: log)
    let atRest = menu.layout
    let drawn = menu.drawnLayouts[0]
    #expect(drawn.panelFrame.width < atRest.panelFrame.width, "the menu is still growing")
    // Where "Size" rests is outside the drawn panel: a press there would dismiss.
    let sizeAtRest = center(atRest.items[2].frame)
    #expect(!drawn.panelFrame.contains(sizeAtRest))
    // Where "Size" is drawn now, it is chosen.
    let sizeDrawn = center(drawn.items[2].frame)
    #expect(atRest.items[2].frame.contains(sizeDrawn) == false)
    _ = menu.handle(.pointerDown(id: 1, location: sizeDrawn, kind: .touch))
    #expect(menu.highlightedItem == 2)
    _ = menu.handle(.pointerUp(id: 1, location: sizeDrawn, kind: .touch))
    #expect(log.chosen == ["Size"])
    #expect(window.openButtonMenu == nil)
  }

  @Test func aPressWhereAGrowingMenuWillRestButIsNotYetDrawnDismissesIt() throws {
    let log = ActionLog()
    let (menu, window, _) = try openSortMenu(growingFor: 0.02, log: log)
    let rest = menu.layout.panelFrame
    let restingCorner = CGPoint(x: rest.maxX - 2, y: rest.maxY - 2)
    #expect(!menu.drawnLayouts[0].panelFrame.contains(restingCorner))
    _ = menu.handle(.pointerDown(id: 1, location: restingCorner, kind: .touch))
    #expect(log.chosen.isEmpty)
    #expect(window.openButtonMenu == nil)
  }

  @Test func anExpandingSubmenuIsHitWhereItIsDrawnAndAtRestTheDrawnLayoutsAreTheLayouts() throws {
    let log = ActionLog()
    let (menu, window, clock) = try openSortMenu(growingFor: 1, log: log)
    #expect(menu.drawnLayouts == menu.layouts)
    let more = center(menu.layout.items[3].frame)
    _ = menu.handle(.pointerDown(id: 2, location: more, kind: .touch))
    _ = menu.handle(.pointerUp(id: 2, location: more, kind: .touch))
    #expect(menu.levels.count == 2)
    clock.advance(by: 0.04)
    window.layoutIfNeeded()
    let drawn = try #require(menu.drawnLayouts.last)
    #expect(drawn.panelFrame.height < menu.layout.panelFrame.height)
    // "Tags" (under the header and Kind) where it is drawn now.
    let tags = center(drawn.items[2].frame)
    _ = menu.handle(.pointerDown(id: 3, location: tags, kind: .touch))
    _ = menu.handle(.pointerUp(id: 3, location: tags, kind: .touch))
    #expect(log.chosen == ["Tags"])
  }

  @Test func aRowsContextMenuTakesATouchWhereItIsDrawnWhileGrowing() throws {
    let harness = ContextMenuHarness()
    let log = ActionLog()
    harness.source.makeMenu = { _ in
      Menu(children: [log.action("Share"), log.action("Rename"), log.action("Delete")])
    }
    harness.press(row: 2, for: 0.55)
    let table = harness.table
    #expect(table.isShowingContextMenu)
    harness.send(.pointerUp(id: 1, location: CGPoint(x: 2, y: 2), kind: .touch))
    let presentation = try #require(table.interaction.contextMenu)
    let atRest = try #require(table.contextMenuLayout)
    let drawn = try #require(table.drawnContextMenuLayouts(for: presentation).last)
    #expect(drawn.panelFrame.width < atRest.panelFrame.width, "the menu is still growing")
    let point = center(drawn.items[2].frame)
    harness.send(.pointerDown(id: 4, location: point, kind: .touch))
    harness.send(.pointerUp(id: 4, location: point, kind: .touch))
    #expect(log.chosen == ["Delete"])
  }
}
