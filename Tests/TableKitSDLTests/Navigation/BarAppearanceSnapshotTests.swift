import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Bars styled by iOS 13's appearances, as the iOS 15 port snippet styles them: an opaque
/// indigo navigation bar with white titles and buttons at its scroll edge and under content,
/// and a tab bar whose selected tab is indigo; in light and dark. Judged by eye against iOS 17
/// before being recorded.
@MainActor
@Suite(.serialized)
struct BarAppearanceSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  private func render(style: UserInterfaceStyle, scrolled: Bool) throws -> PixelImage {
    let size = CGSize(width: 375, height: 460)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let clock = ManualClock(now: 0)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen()
    window.overrideUserInterfaceStyle = style
    let fruit = TabBarSnapshotTests.FruitController(style: .plain)
    fruit.title = "Fruit"
    fruit.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add)
    let list = NavigationController(rootViewController: fruit)
    list.navigationBar.prefersLargeTitles = true
    list.tabBarItem = TabBarItem(
      title: "Fruit", image: Image(systemName: "star"), selectedImage: Image(systemName: "star.fill"))
    let settings = ViewController()
    settings.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gear"), tag: 1)

    let bar = NavigationBarAppearance()
    bar.configureWithOpaqueBackground()
    bar.backgroundColor = .systemIndigo
    bar.shadowColor = .clear
    bar.titleTextAttributes = [.foregroundColor: Color.white]
    bar.largeTitleTextAttributes = [.foregroundColor: Color.white]
    list.navigationBar.standardAppearance = bar
    list.navigationBar.scrollEdgeAppearance = bar
    list.navigationBar.tintColor = .white

    let tabs = TabBarController()
    tabs.viewControllers = [list, settings]
    let tabBar = TabBarAppearance()
    tabBar.configureWithDefaultBackground()
    tabBar.stackedLayoutAppearance.selected.iconColor = .systemIndigo
    tabBar.stackedLayoutAppearance.selected.titleTextAttributes = [
      .foregroundColor: Color.systemIndigo
    ]
    tabs.tabBar.standardAppearance = tabBar
    tabs.tabBar.scrollEdgeAppearance = tabBar

    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    if scrolled, let table = fruit.tableView {
      table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 160), animated: false)
      for _ in 0..<30 {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }
    return canvas.render(window, background: .systemBackground)
  }

  /// At the scroll edge: the large title in white on indigo, the add button white, the tab
  /// bar's material with the selected tab in indigo.
  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func anOpaqueColoredBarAtTheScrollEdge(_ style: UserInterfaceStyle) throws {
    try snapshotter.verify(
      render(style: style, scrolled: false),
      named: style == .dark ? "bar-appearance-indigo-dark@2x" : "bar-appearance-indigo@2x")
  }

  /// Scrolled: the large title collapsed into the small white title on the same indigo.
  @Test func anOpaqueColoredBarUnderContent() throws {
    try snapshotter.verify(
      render(style: .light, scrolled: true), named: "bar-appearance-indigo-scrolled@2x")
  }
}
