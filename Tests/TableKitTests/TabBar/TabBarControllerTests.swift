import Foundation
import Testing

@testable import TableKit

/// A tab bar controller as UIKit's: selection in code and by the person (the delegate may
/// refuse), each tab keeping its navigation stack, reselection popping to the root, the bar
/// hiding for `hidesBottomBarWhenPushed`, the content inset above the bar, More past five
/// controllers, and bad input reported without breaking anything.
@MainActor
@Suite struct TabBarControllerTests {
  /// A visible window on a manual clock showing a tab bar controller, and its warnings.
  @MainActor final class Fixture {
    let clock = ManualClock(now: 10)
    let window: Window
    let tabs = TabBarController()
    var warnings: [String] = []

    init(_ controllers: [ViewController], width: CGFloat = 375) {
      window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 667), clock: clock)
      window.warningHandler = { [unowned self] in self.warnings.append($0) }
      tabs.viewControllers = controllers
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    /// Moves the clock on and lays the window out, as a host's frame does.
    func step(_ seconds: TimeInterval = 1) {
      clock.advance(by: seconds)
      window.layoutIfNeeded()
    }

    /// Taps the tab at `index` of the bar (in its drawn order).
    func tapTab(_ index: Int) {
      let frame = tabs.tabBar.itemFrames[index]
      let point = CGPoint(x: frame.midX, y: frame.midY)
      tabs.tabBar.handle(.pointerDown(id: 1, location: point, kind: .touch))
      tabs.tabBar.handle(.pointerUp(id: 1, location: point, kind: .touch))
      window.layoutIfNeeded()
    }
  }

  /// A delegate that refuses one controller and logs what it is told.
  final class Delegate: TabBarControllerDelegate {
    var refused: ViewController?
    var log: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
      log.append("should \(viewController.title ?? "?")")
      return viewController !== refused
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
      log.append("did \(viewController.title ?? "?")")
    }
  }

  static func navigation(_ title: String) -> NavigationController {
    let navigation = NavigationController(rootViewController: RowsController(title: title))
    navigation.title = title
    return navigation
  }

  @Test func theFirstControllerShowsAndEachHasAnItemTitledByItsTitle() {
    let a = Self.navigation("A")
    let b = Self.navigation("B")
    let fixture = Fixture([a, b])
    #expect(fixture.tabs.selectedIndex == 0)
    #expect(fixture.tabs.selectedViewController === a)
    #expect(fixture.tabs.tabBar.items?.map(\.title) == ["A", "B"])
    #expect(fixture.tabs.tabBar.selectedItem === a.tabBarItem)
    #expect(a.viewIfLoaded?.window === fixture.window)
    #expect(b.viewIfLoaded?.superview == nil)
    #expect(a.tabBarController === fixture.tabs)
    #expect(a.topViewController?.tabBarController === fixture.tabs)
  }

  @Test func selectingInCodeShowsTheOtherViewAndCallsItsAppearance() {
    let a = Self.navigation("A")
    let b = Self.navigation("B")
    let fixture = Fixture([a, b])
    fixture.tabs.selectedIndex = 1
    fixture.window.layoutIfNeeded()
    #expect(fixture.tabs.selectedViewController === b)
    #expect(b.isAppearingOrAppeared)
    #expect(!a.isAppearingOrAppeared)
    #expect(a.viewIfLoaded?.superview == nil)
    #expect(b.view.superview === fixture.tabs.view)
    fixture.tabs.selectedViewController = a
    #expect(fixture.tabs.selectedIndex == 0)
  }

  @Test func theDelegateMayRefuseATapAndHearsTheOnesItAllows() {
    let a = Self.navigation("A")
    let b = Self.navigation("B")
    let c = Self.navigation("C")
    let fixture = Fixture([a, b, c])
    let delegate = Delegate()
    delegate.refused = b
    fixture.tabs.delegate = delegate
    fixture.tapTab(1)
    #expect(fixture.tabs.selectedIndex == 0, "refused")
    fixture.tapTab(2)
    #expect(fixture.tabs.selectedIndex == 2)
    #expect(delegate.log == ["should B", "should C", "did C"])
    // Code changes are not asked about.
    fixture.tabs.selectedIndex = 1
    #expect(delegate.log.count == 3)
  }

  @Test func eachTabKeepsItsOwnStackAndReselectingPopsToTheRoot() {
    let a = Self.navigation("A")
    let b = Self.navigation("B")
    let fixture = Fixture([a, b])
    a.pushViewController(RowsController(title: "A detail"), animated: false)
    fixture.tapTab(1)
    b.pushViewController(RowsController(title: "B detail"), animated: false)
    fixture.tapTab(0)
    #expect(a.viewControllers.map(\.title) == ["A", "A detail"])
    #expect(b.viewControllers.map(\.title) == ["B", "B detail"])
    fixture.tapTab(0)
    fixture.step()
    #expect(a.viewControllers.map(\.title) == ["A"], "the selected tab tapped again pops to root")
    #expect(b.viewControllers.count == 2)
  }

  @Test func reselectingATabAtItsRootScrollsItsTableToTheTop() throws {
    let a = Self.navigation("A")
    let fixture = Fixture([a])
    let table = try #require(a.topViewController?.view as? TableView)
    table.clock = fixture.clock
    let top = table.contentOffset.y
    table.setContentOffset(CGPoint(x: 0, y: top + 400), animated: false)
    fixture.tapTab(0)
    fixture.step(2)
    #expect(abs(table.contentOffset.y - top) < 0.5)
  }

  @Test func aTableRunsUnderTheBarWithItsLastRowsInsetAboveIt() throws {
    let a = Self.navigation("A")
    let fixture = Fixture([a])
    let table = try #require(a.topViewController?.view as? TableView)
    #expect(table.frame.maxY == 667, "under the bar")
    #expect(table.adjustedContentInset.bottom == Metrics.tabBarHeight)
    #expect(table.safeAreaInsets.bottom == Metrics.tabBarHeight)
    #expect(fixture.tabs.tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
    // A plain view ends above the bar.
    let plain = ViewController()
    fixture.tabs.viewControllers = [plain]
    fixture.window.layoutIfNeeded()
    #expect(plain.view.frame.maxY == 667 - Metrics.tabBarHeight)
  }

  @Test func hidesBottomBarWhenPushedSlidesTheBarAwayAndBack() throws {
    let a = Self.navigation("A")
    let fixture = Fixture([a])
    let detail = RowsController(title: "Detail")
    detail.hidesBottomBarWhenPushed = true
    a.pushViewController(detail, animated: true)
    fixture.step(0.1)
    let sliding = fixture.tabs.tabBar.frame.minX
    #expect(sliding < 0, "the bar moves with the screen under the pushed one")
    #expect(!fixture.tabs.tabBar.isHidden)
    fixture.step(1)
    #expect(fixture.tabs.tabBar.isHidden)
    let table = try #require(detail.view as? TableView)
    #expect(table.adjustedContentInset.bottom == 0)
    a.popViewController(animated: true)
    fixture.step(1)
    #expect(!fixture.tabs.tabBar.isHidden)
    #expect(fixture.tabs.tabBar.frame.minX == 0)
  }

  @Test func zeroControllersShowAnEmptyBar() {
    let fixture = Fixture([])
    #expect(fixture.tabs.viewControllers == nil)
    #expect(fixture.tabs.selectedViewController == nil)
    #expect(fixture.tabs.selectedIndex == NSNotFound)
    #expect(fixture.tabs.tabBar.items?.isEmpty ?? true)
    #expect(!fixture.tabs.tabBar.isHidden)
    // A tap on the empty bar chooses nothing.
    let bar = fixture.tabs.tabBar
    let point = CGPoint(x: bar.bounds.midX, y: bar.bounds.midY)
    bar.handle(.pointerDown(id: 1, location: point, kind: .touch))
    bar.handle(.pointerUp(id: 1, location: point, kind: .touch))
    #expect(fixture.tabs.selectedViewController == nil)
  }

  @Test func aHundredControllersShowFourTabsAndMoreListingTheRest() throws {
    let controllers = (0..<100).map { Self.navigation("N\($0)") }
    let fixture = Fixture(controllers)
    let titles = fixture.tabs.tabBar.items?.map(\.title)
    #expect(titles == ["N0", "N1", "N2", "N3", "More"])
    fixture.tapTab(4)
    let more = fixture.tabs.moreNavigationController
    #expect(fixture.tabs.selectedViewController === more)
    #expect(fixture.tabs.selectedIndex == NSNotFound)
    let list = try #require(more.topViewController as? TableViewController)
    #expect(list.tableView.numberOfRows(inSection: 0) == 96)
    // Choosing one shows its screens in the More stack.
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 6, section: 0))
    fixture.step()
    #expect(fixture.tabs.selectedIndex == 10)
    #expect(more.viewControllers.map(\.title) == ["More", "N10"])
    #expect(fixture.tabs.selectedViewController === controllers[10])
    // Back on the list, the screens go home.
    more.popViewController(animated: false)
    fixture.step()
    #expect(controllers[10].viewControllers.map(\.title) == ["N10"])
    // Selecting one past the bar in code shows it under More.
    fixture.tabs.selectedIndex = 50
    fixture.step()
    #expect(more.viewControllers.last?.title == "N50")
    fixture.tabs.selectedIndex = 1
    fixture.tabs.viewControllers = Array(controllers.prefix(3))
    #expect(controllers[50].viewControllers.map(\.title) == ["N50"])
    #expect(fixture.tabs.tabBar.items?.count == 3)
  }

  @Test func anIndexOutOfRangeIsIgnoredWithAWarning() {
    let a = Self.navigation("A")
    let fixture = Fixture([a, Self.navigation("B")])
    fixture.tabs.selectedIndex = 7
    #expect(fixture.tabs.selectedIndex == 0)
    #expect(fixture.warnings.count == 1)
    #expect(fixture.warnings.first?.contains("out of range") == true)
    fixture.tabs.selectedViewController = Self.navigation("Stranger")
    #expect(fixture.tabs.selectedViewController === a)
    #expect(fixture.warnings.last?.contains("only a view controller in the tab bar controller's list") == true)
  }

  @Test func badgesAndTitlesFollowTheItems() {
    let a = Self.navigation("A")
    let fixture = Fixture([a])
    a.tabBarItem.badgeValue = "3"
    a.title = "Inbox"
    #expect(fixture.tabs.tabBar.items?.first?.title == "Inbox")
    let system = TabBarItem(tabBarSystemItem: .favorites, tag: 4)
    system.title = "Mine"
    #expect(system.title == "Favorites", "a system item keeps its title, as UIKit's")
    #expect(system.image?.symbol == .starFill)
    #expect(TabBarItem(tabBarSystemItem: .more, tag: 0).title == "More")
  }

  @Test func rightToLeftPutsTheFirstTabAtTheRightAndArrowsFollow() {
    let fixture = Fixture([Self.navigation("A"), Self.navigation("B"), Self.navigation("C")])
    fixture.tabs.view.semanticContentAttribute = .forceRightToLeft
    fixture.tabs.tabBar.semanticContentAttribute = .forceRightToLeft
    fixture.window.layoutIfNeeded()
    let frames = fixture.tabs.tabBar.itemFrames
    #expect(frames[0].minX > frames[2].minX)
    fixture.tabs.tabBar.handle(.key(.left, modifiers: []))
    #expect(fixture.tabs.selectedIndex == 1, "left goes forward right to left")
  }

  @Test func controlTabChoosesTheNextTab() {
    let fixture = Fixture([Self.navigation("A"), Self.navigation("B")])
    let container = fixture.tabs.view as! InputHandling
    container.handle(.key(.tab, modifiers: .control))
    #expect(fixture.tabs.selectedIndex == 1)
    container.handle(.key(.tab, modifiers: [.control, .shift]))
    #expect(fixture.tabs.selectedIndex == 0)
  }

  @Test func theBarReadsAsATabListWithNumberedTabs() throws {
    let fixture = Fixture([Self.navigation("A"), Self.navigation("B"), Self.navigation("C")])
    fixture.tabs.selectedIndex = 1
    let tree = AccessibilityTree(of: fixture.window)
    let bar = try #require(tree.root.allNodes.first { $0.role == .tabBar })
    #expect(bar.children.map(\.label) == ["A", "B", "C"])
    #expect(bar.children[1].spokenDescription == "Selected, B, Tab, 2 of 3")
    #expect(bar.children[0].spokenDescription == "A, Tab, 1 of 3")
  }
}
