import Foundation
import Testing

@testable import TableKit

/// A navigation controller's toolbar as UIKit's: hidden by default, showing the top
/// controller's `toolbarItems`, sliding in and out on the window's clock, the table's bottom
/// inset growing by its height, flexible spaces sharing the free width, taps running actions.
@MainActor
@Suite struct ToolbarTests {
  @MainActor final class Fixture {
    let clock = ManualClock(now: 3)
    let window: Window
    let list = RowsController(title: "List", rows: 60)
    let navigation: NavigationController

    init() {
      window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
      navigation = NavigationController(rootViewController: list)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    func step(_ seconds: TimeInterval) {
      clock.advance(by: seconds)
      window.layoutIfNeeded()
    }
  }

  @Test func theToolbarIsHiddenUntilAskedForAndThenSlidesInOnTheClock() throws {
    let fixture = Fixture()
    let navigation = fixture.navigation
    #expect(navigation.isToolbarHidden)
    #expect(navigation.toolbar.isHidden || navigation.toolbar.superview == nil)
    let table = try #require(fixture.list.view as? TableView)
    #expect(table.adjustedContentInset.bottom == 0)
    fixture.list.toolbarItems = [BarButtonItem(title: "Share")]
    navigation.setToolbarHidden(false, animated: true)
    fixture.step(Metrics.bottomBarHideDuration / 2)
    let halfway = navigation.toolbar.frame.minY
    #expect(halfway > 667 - 44 && halfway < 667, "sliding up: \(halfway)")
    fixture.step(1)
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 667 - 44, width: 375, height: 44))
    #expect(!navigation.toolbar.isHidden)
    #expect(navigation.toolbar.items?.map(\.title) == ["Share"])
    #expect(table.adjustedContentInset.bottom == Metrics.toolbarHeight)
    navigation.setToolbarHidden(true, animated: false)
    fixture.step(0.01)
    #expect(navigation.toolbar.isHidden)
    #expect(table.adjustedContentInset.bottom == 0)
  }

  @Test func theToolbarShowsTheTopControllersItemsAndHidesForHidesBottomBarWhenPushed() {
    let fixture = Fixture()
    let navigation = fixture.navigation
    fixture.list.toolbarItems = [BarButtonItem(title: "Root")]
    navigation.isToolbarHidden = false
    let detail = RowsController(title: "Detail")
    detail.toolbarItems = [BarButtonItem(title: "Detail")]
    navigation.pushViewController(detail, animated: false)
    fixture.step(0.01)
    #expect(navigation.toolbar.items?.map(\.title) == ["Detail"])
    let hiding = RowsController(title: "Hiding")
    hiding.hidesBottomBarWhenPushed = true
    navigation.pushViewController(hiding, animated: false)
    fixture.step(0.01)
    #expect(navigation.toolbar.isHidden)
    navigation.popToRootViewController(animated: false)
    fixture.step(0.01)
    #expect(!navigation.toolbar.isHidden)
    #expect(navigation.toolbar.items?.map(\.title) == ["Root"])
    // setToolbarItems on the top controller changes the bar.
    fixture.list.setToolbarItems([BarButtonItem(title: "New")], animated: true)
    #expect(navigation.toolbar.items?.map(\.title) == ["New"])
  }

  @Test func flexibleSpacesShareTheFreeWidthAndFixedOnesKeepTheirs() {
    let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let left = BarButtonItem(title: "Left")
    let middle = BarButtonItem(systemItem: .trash)
    let right = BarButtonItem(title: "Right")
    toolbar.items = [left, .flexibleSpace(), middle, .flexibleSpace(), right]
    let frames = toolbar.buttonFrames
    #expect(frames.count == 3)
    #expect(frames[0].frame.minX == Metrics.toolbarItemSpacing)
    #expect(abs(frames[2].frame.maxX - (375 - Metrics.toolbarItemSpacing)) < 0.5)
    #expect(abs(frames[1].frame.midX - 375 / 2) < 20, "between equal spaces, near the middle")
    toolbar.items = [left, .fixedSpace(30), right]
    let fixed = toolbar.buttonFrames
    #expect(abs(fixed[1].frame.minX - fixed[0].frame.maxX - 30) < 0.5)
    #expect(BarButtonItem.fixedSpace(-5).width == 0, "a negative width counts as none")
    #expect(BarButtonItem.fixedSpace(.nan).width == 0)
    #expect(BarButtonItem(barButtonSystemItem: .flexibleSpace).systemItem == .flexibleSpace)
  }

  @Test func aTapRunsTheButtonsActionAndADisabledOneDoesNothing() throws {
    let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    var taps: [String] = []
    let move = BarButtonItem(title: "Move", primaryAction: Action(title: "Move") { _ in taps.append("move") })
    let delete = BarButtonItem(title: "Delete", primaryAction: Action(title: "Delete") { _ in taps.append("delete") })
    delete.isEnabled = false
    toolbar.items = [move, .flexibleSpace(), delete]
    for (_, frame) in toolbar.buttonFrames {
      let point = CGPoint(x: frame.midX, y: frame.midY)
      toolbar.handle(.pointerDown(id: 1, location: point, kind: .mouse))
      toolbar.handle(.pointerUp(id: 1, location: point, kind: .mouse))
    }
    #expect(taps == ["move"])
    let screen = View(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    screen.addSubview(toolbar)
    let tree = AccessibilityTree(of: screen)
    let bar = try #require(tree.root.allNodes.first { $0.role == .toolBar })
    #expect(bar.children.map(\.label) == ["Move", "Delete"])
    #expect(bar.children[1].traits.contains(.notEnabled))
  }
}
