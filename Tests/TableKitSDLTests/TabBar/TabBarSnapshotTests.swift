import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A list in a tab bar controller, as an iOS 17 phone app: four tabs, the first selected in
/// the tint, a red badge with a count on one and an empty badge's dot on another, a toolbar
/// above the bar on the selected tab, in light and dark. Judged by eye against iOS 17 before
/// it was recorded.
@MainActor
@Suite(.serialized)
struct TabBarSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A plain list of fruit.
  final class FruitController: TableViewController {
    let fruit = ["Apples", "Bananas", "Cherries", "Dates", "Figs", "Grapes", "Kiwis", "Lemons",
      "Mangoes", "Oranges", "Pears", "Plums"]

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      fruit.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = TableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = fruit[indexPath.row]
      return cell
    }
  }

  private func render(style: UserInterfaceStyle, toolbar: Bool = false, rightToLeft: Bool = false)
    throws -> PixelImage
  {
    let size = CGSize(width: 375, height: 420)
    let canvas = try snapshotter.canvas(size: size, scale: 2)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: ManualClock(now: 0))
    window.screen = canvas.makeScreen(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    window.overrideUserInterfaceStyle = style
    let fruit = FruitController(style: .plain)
    fruit.title = "Fruit"
    let list = NavigationController(rootViewController: fruit)
    list.tabBarItem = TabBarItem(title: "Fruit", image: Image(systemName: "star"), selectedImage: Image(systemName: "star.fill"))
    let recents = NavigationController(rootViewController: FruitController(style: .plain))
    recents.tabBarItem = TabBarItem(tabBarSystemItem: .recents, tag: 1)
    recents.tabBarItem.badgeValue = "3"
    let alerts = ViewController()
    alerts.tabBarItem = TabBarItem(title: "Alerts", image: Image(systemName: "bell"), tag: 2)
    alerts.tabBarItem.badgeValue = ""
    let settings = ViewController()
    settings.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gear"), tag: 3)
    let tabs = TabBarController()
    tabs.viewControllers = [list, recents, alerts, settings]
    if toolbar {
      fruit.toolbarItems = [
        BarButtonItem(title: "Move"), .flexibleSpace(), BarButtonItem(systemItem: .trash),
      ]
      list.isToolbarHidden = false
    }
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return canvas.render(window, background: .systemBackground)
  }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func aTabBarWithBadges(_ style: UserInterfaceStyle) throws {
    try snapshotter.verify(
      render(style: style), named: style == .dark ? "tab-bar-badges-dark@2x" : "tab-bar-badges@2x")
  }

  /// Right to left: the first tab at the right, badges at the images' left corners, the
  /// toolbar's first item at the right.
  @Test func aTabBarAndToolbarRightToLeft() throws {
    try snapshotter.verify(
      render(style: .light, toolbar: true, rightToLeft: true), named: "tab-bar-toolbar-rtl@2x")
  }
}
