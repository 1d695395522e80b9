import Foundation
import Testing

@testable import TableKit

/// iOS 15's scroll-edge look of the bars at the bottom: a tab bar or toolbar is clear, without
/// its hairline, while the content ends at or above it (a short list, a list scrolled to its
/// end, a screen that does not scroll), and shows its material and hairline once content runs
/// under it; a bar given a color keeps it.
@MainActor
@Suite struct BottomBarScrollEdgeTests {
  private func tabs(_ controllers: [ViewController]) -> TabBarControllerTests.Fixture {
    TabBarControllerTests.Fixture(controllers)
  }

  private func alpha(of bar: TabBar) -> CGFloat {
    BottomBarScrollEdge.backgroundAlpha(over: bar.scrollEdge.contentScrollView)
  }

  @Test func aShortListLeavesTheTabBarClearAndALongOneRunsUnderIt() throws {
    let short = RowsController(title: "Short", rows: 3)
    let long = RowsController(title: "Long", rows: 60)
    let fixture = tabs([
      NavigationController(rootViewController: short), NavigationController(rootViewController: long),
    ])
    let bar = fixture.tabs.tabBar
    #expect(bar.scrollEdge.contentScrollView === short.view)
    #expect(alpha(of: bar) == 0)

    fixture.tapTab(1)
    #expect(bar.scrollEdge.contentScrollView === long.view)
    #expect(alpha(of: bar) == 1)

    // Scrolled to its end, the list's last row rests on the bar: clear again.
    let table = try #require(long.view as? TableView)
    let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
    table.contentOffset = CGPoint(x: 0, y: end)
    fixture.window.layoutIfNeeded()
    #expect(alpha(of: bar) == 0)
    // Halfway through the fade distance above the end, half shown.
    table.contentOffset = CGPoint(x: 0, y: end - Metrics.bottomBarScrollEdgeFadeDistance / 2)
    #expect(abs(alpha(of: bar) - 0.5) < 0.01)
  }

  @Test func aScreenThatDoesNotScrollLeavesTheTabBarClear() {
    let plain = ViewController()
    plain.title = "Plain"
    let fixture = tabs([plain])
    #expect(fixture.tabs.tabBar.scrollEdge.contentScrollView == nil)
    #expect(alpha(of: fixture.tabs.tabBar) == 0)
  }

  @Test func theClearBarDrawsNeitherMaterialNorHairlineAndAColoredBarKeepsItsColor() {
    let fixture = tabs([NavigationController(rootViewController: RowsController(title: "S", rows: 2))])
    let bar = fixture.tabs.tabBar
    var clear = DrawList()
    bar.drawTabBar(in: &clear)
    #expect(!clear.commands.contains { Self.isBlur($0) })

    bar.barTintColor = .systemYellow
    var colored = DrawList()
    bar.drawTabBar(in: &colored)
    #expect(colored.commands.contains { Self.fills($0, with: .systemYellow) })
    // The colored bar adds its hairline to what the clear one draws.
    #expect(colored.commands.filter(Self.isLine).count == clear.commands.filter(Self.isLine).count + 1)
  }

  @Test func theToolbarFollowsItsTopScreensContent() throws {
    let fixture = ToolbarTests.Fixture()
    fixture.list.toolbarItems = [BarButtonItem(title: "Share")]
    fixture.navigation.setToolbarHidden(false, animated: false)
    fixture.window.layoutIfNeeded()
    let toolbar = fixture.navigation.toolbar!
    #expect(toolbar.scrollEdge.contentScrollView === fixture.list.view)
    #expect(BottomBarScrollEdge.backgroundAlpha(over: toolbar.scrollEdge.contentScrollView) == 1)
    let table = try #require(fixture.list.view as? TableView)
    table.contentOffset = CGPoint(
      x: 0, y: table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
    #expect(BottomBarScrollEdge.backgroundAlpha(over: toolbar.scrollEdge.contentScrollView) == 0)
  }

  private static func isBlur(_ command: DrawCommand) -> Bool {
    if case .backdropBlur = command { return true }
    return false
  }

  private static func isLine(_ command: DrawCommand) -> Bool {
    if case .line = command { return true }
    return false
  }

  private static func fills(_ command: DrawCommand, with color: Color) -> Bool {
    if case .fillRect(_, let fill) = command { return fill == color }
    return false
  }
}
