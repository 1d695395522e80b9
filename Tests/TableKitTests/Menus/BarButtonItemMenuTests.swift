import Foundation
import Testing

@testable import TableKit

/// A bar button item's menu, as iOS 14+ opens it: a tap opens it when the item has no primary
/// action, a long press when it has one, on a navigation bar and on a toolbar (issue 29).
@MainActor
@Suite struct BarButtonItemMenuTests {
  /// A root controller with `items` on the right of its navigation bar.
  private func harness(_ items: [BarButtonItem]) -> NavigationHarness {
    let root = RowsController(title: "Tasks", rows: 20)
    root.navigationItem.rightBarButtonItems = items
    let h = NavigationHarness(root: root)
    h.settle()
    return h
  }

  /// "Due Date" and "Title", the second recorded when chosen.
  private func sortMenu(_ record: @escaping @MainActor (String) -> Void) -> Menu {
    Menu(
      title: "Sort By",
      children: [
        Action(title: "Due Date", state: .on) { record($0.title) },
        Action(title: "Title") { record($0.title) },
      ])
  }

  private func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

  @Test func aTapOnAnItemWithAMenuAndNoActionOpensTheMenuUnderTheBar() throws {
    var chosen: [String] = []
    let sort = BarButtonItem(title: "Sort", menu: sortMenu { chosen.append($0) })
    let h = harness([sort])
    let bar = h.navigation.navigationBar
    let frame = try #require(bar.frame(of: sort))
    h.tap(center(frame))
    let menu = try #require(h.window.openButtonMenu)
    let panel = menu.layout.panelFrame
    // Under the bar, its trailing edge on the item's: it would run off to the right otherwise.
    #expect(panel.minY == bar.frame.maxY + Metrics.buttonMenuSpacing)
    #expect(panel.maxX == min(frame.maxX, h.window.bounds.width - Metrics.contextMenuSpacing))
    #expect(menu.layout.title == "Sort By")
    #expect(menu.layout.items.map(\.entry.state) == [.on, .off])
    let title = menu.drawnCenter(ofItem: 1)
    h.tap(title)
    #expect(chosen == ["Title"])
    #expect(h.window.openButtonMenu == nil)
  }

  @Test func anItemWithAnActionRunsItOnATapAndOpensTheMenuOnALongPress() throws {
    var log: [String] = []
    let item = BarButtonItem(
      systemItem: .add, primaryAction: Action(title: "New") { _ in log.append("new") },
      menu: sortMenu { log.append($0) })
    let h = harness([item])
    let point = center(try #require(h.navigation.navigationBar.frame(of: item)))
    h.tap(point)
    #expect(log == ["new"])
    #expect(h.window.openButtonMenu == nil)

    // Held: the menu opens after half a second and the press is no longer a tap.
    h.send(.pointerDown(id: 4, location: point, kind: .touch))
    h.run(for: Metrics.menuLongPressDuration * 0.8)
    #expect(h.window.openButtonMenu == nil)
    h.run(for: Metrics.menuLongPressDuration * 0.4)
    let menu = try #require(h.window.openButtonMenu)
    // The same finger slides onto "Title" and lifts there: it is chosen.
    let title = menu.drawnCenter(ofItem: 1)
    h.send(.pointerMoved(id: 4, location: title, kind: .touch))
    #expect(menu.highlightedItem == 1)
    h.send(.pointerUp(id: 4, location: title, kind: .touch))
    #expect(log == ["new", "Title"])
    #expect(h.window.openButtonMenu == nil)
  }

  @Test func aFingerThatWandersBeforeTheLongPressTapsNothingAndOpensNothing() throws {
    var log: [String] = []
    let item = BarButtonItem(
      title: "Share", primaryAction: Action(title: "Share") { _ in log.append("share") },
      menu: sortMenu { log.append($0) })
    let h = harness([item])
    let point = center(try #require(h.navigation.navigationBar.frame(of: item)))
    h.send(.pointerDown(id: 1, location: point, kind: .touch))
    h.send(.pointerMoved(id: 1, location: CGPoint(x: point.x - 30, y: point.y), kind: .touch))
    h.run(for: 1)
    #expect(h.window.openButtonMenu == nil)
    h.send(.pointerUp(id: 1, location: CGPoint(x: point.x - 30, y: point.y), kind: .touch))
    #expect(h.window.openButtonMenu == nil)
  }

  @Test func aDisabledItemOpensNoMenuAndAnEmptyMenuIsReported() throws {
    var warnings: [String] = []
    let sort = BarButtonItem(title: "Sort", menu: Menu(children: []))
    let h = harness([sort])
    h.window.warningHandler = { warnings.append($0) }
    let point = center(try #require(h.navigation.navigationBar.frame(of: sort)))
    h.tap(point)
    #expect(h.window.openButtonMenu == nil)
    #expect(
      warnings == [
        "the bar button item's menu has no visible actions (0 children, none shown); it does "
          + "not open"
      ])
    sort.menu = sortMenu { _ in }
    sort.isEnabled = false
    h.tap(point)
    #expect(h.window.openButtonMenu == nil)
  }

  @Test func aToolbarItemsMenuOpensAboveTheToolbar() throws {
    var chosen: [String] = []
    let root = RowsController(title: "Files", rows: 20)
    let more = BarButtonItem(title: "More", menu: sortMenu { chosen.append($0) })
    root.toolbarItems = [.flexibleSpace(), more]
    let h = NavigationHarness(root: root)
    h.navigation.setToolbarHidden(false, animated: false)
    h.settle()
    let toolbar = try #require(h.navigation.toolbar)
    let frame = toolbar.convert(try #require(toolbar.frame(of: more)), to: nil)
    h.tap(center(frame))
    let menu = try #require(h.window.openButtonMenu)
    #expect(menu.layout.panelFrame.maxY == toolbar.frame.minY - Metrics.buttonMenuSpacing)
    h.tap(menu.drawnCenter(ofItem: 0))
    #expect(chosen == ["Due Date"])
  }
}
