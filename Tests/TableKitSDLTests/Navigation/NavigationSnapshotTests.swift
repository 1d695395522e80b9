import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A table controller listing titles with disclosure chevrons, as a settings screen does.
@MainActor
private final class ListController: TableViewController {
  let rows: [String]

  init(title: String, rows: [String], style: TableView.Style = .plain) {
    self.rows = rows
    super.init(style: style)
    self.title = title
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

private let settingsRows = [
  "General", "Accessibility", "Privacy", "Battery", "Display & Brightness", "Wallpaper", "Sounds",
  "Notifications", "Focus", "Screen Time",
]
private let generalRows = [
  "About", "Software Update", "AirDrop", "Handoff", "Keyboard", "Fonts", "Language & Region",
  "Dictionary", "Date & Time",
]
private let contactRows = [
  "Adam Abbott", "Beatrice Baker", "Carl Chen", "Dana Diaz", "Eli Evans", "Fatima Farah",
  "George Gray", "Hana Hill", "Ivan Ivanov", "Julia Jones", "Kofi Kent", "Lena Lund",
  "Marco Mori", "Nora Nash",
]

/// The navigation bar and push transition as pictures, at 2x: a bar with a back button, Edit
/// and Add; a back button that falls back to "Back"; a large title expanded and collapsed; a
/// push at 0, 50 and 100 % of its duration, and one leaving a large title; and right to left. Each was judged by eye before it was recorded.
@MainActor
@Suite(.serialized)
struct NavigationSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A window of `size` showing `root` in a navigation controller on a manual clock.
  private struct Scene {
    let canvas: OffscreenCanvas
    let screen: Screen
    let clock = ManualClock(now: 10)
    let window: Window
    let navigation: NavigationController

    @MainActor
    init(
      _ snapshotter: Snapshotter, size: CGSize, root: ViewController,
      layoutDirection: LayoutDirection = .leftToRight, prefersLargeTitles: Bool = false
    ) throws {
      canvas = try snapshotter.canvas(size: size, scale: 2)
      screen = canvas.makeScreen(layoutDirection: layoutDirection)
      window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
      window.screen = screen
      navigation = NavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
      (root.view as? ScrollView)?.clock = clock
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    @MainActor
    func push(_ controller: ViewController, animated: Bool) {
      (controller.view as? ScrollView)?.clock = clock
      navigation.pushViewController(controller, animated: animated)
      window.layoutIfNeeded()
    }

    @MainActor
    func advance(by seconds: TimeInterval) {
      clock.advance(by: seconds)
      window.layoutIfNeeded()
    }

    @MainActor
    func render() -> PixelImage { canvas.render(window, screen: screen) }
  }

  private func barScene(layoutDirection: LayoutDirection) throws -> Scene {
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 220),
      root: ListController(title: "Settings", rows: settingsRows),
      layoutDirection: layoutDirection)
    let general = ListController(title: "General", rows: generalRows)
    general.navigationItem.rightBarButtonItems = [
      BarButtonItem(systemItem: .add), general.editButtonItem,
    ]
    scene.push(general, animated: false)
    // Past the scroll indicators' flash on appearing.
    scene.advance(by: 2)
    return scene
  }

  @Test func aBarWithATitleABackButtonEditAndAdd() throws {
    let scene = try barScene(layoutDirection: .leftToRight)
    try snapshotter.verify(scene.render(), named: "navigation-bar-back-edit-add@2x")
  }

  @Test func aBarWithATitleABackButtonEditAndAddRightToLeft() throws {
    let scene = try barScene(layoutDirection: .rightToLeft)
    try snapshotter.verify(scene.render(), named: "navigation-bar-back-edit-add-right-to-left@2x")
  }

  @Test func aPreviousTitleThatDoesNotFitReadsBack() throws {
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 160),
      root: ListController(title: "Privacy & Security Settings", rows: settingsRows))
    let detail = ListController(title: "Location Services", rows: generalRows)
    detail.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .trash)
    scene.push(detail, animated: false)
    scene.advance(by: 2)
    try snapshotter.verify(scene.render(), named: "navigation-bar-back-title-too-long@2x")
  }

  private func largeTitleScene() throws -> (Scene, TableView) {
    let contacts = ListController(title: "Contacts", rows: contactRows)
    contacts.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add)
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 320), root: contacts, prefersLargeTitles: true)
    scene.advance(by: 2)
    return (scene, contacts.tableView)
  }

  @Test func aLargeTitleExpanded() throws {
    let (scene, _) = try largeTitleScene()
    try snapshotter.verify(scene.render(), named: "navigation-large-title-expanded@2x")
  }

  @Test func aLargeTitleCollapsedUnderScrolledContent() throws {
    let (scene, table) = try largeTitleScene()
    table.contentOffset = CGPoint(x: 0, y: 60)
    scene.window.layoutIfNeeded()
    try snapshotter.verify(scene.render(), named: "navigation-large-title-collapsed@2x")
  }

  /// Each view keeps the bar it rests under (issue 26): the outgoing large title slides away
  /// whole, and the incoming bar's hairline lies above its first row.
  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func aPushFromALargeTitleHalfwayThroughItsBand(_ style: UserInterfaceStyle) throws {
    let (scene, _) = try largeTitleScene()
    scene.window.overrideUserInterfaceStyle = style
    let detail = ListController(title: "Adam Abbott", rows: ["mobile", "home", "work", "email"])
    detail.navigationItem.largeTitleDisplayMode = .never
    scene.push(detail, animated: true)
    // A fifth of the time: the curve has covered about half the way.
    scene.advance(by: Metrics.navigationTransitionDuration / 5)
    let name = "navigation-push-from-large-title" + (style == .dark ? "-dark" : "")
    try snapshotter.verify(scene.render(), named: name + "@2x")
  }

  private func pushScene(layoutDirection: LayoutDirection = .leftToRight) throws -> Scene {
    let scene = try Scene(
      snapshotter, size: CGSize(width: 375, height: 300),
      root: ListController(title: "Settings", rows: settingsRows),
      layoutDirection: layoutDirection)
    let general = ListController(title: "General", rows: generalRows)
    general.navigationItem.rightBarButtonItem = general.editButtonItem
    scene.push(general, animated: true)
    return scene
  }

  @Test(arguments: [0, 50, 100])
  func aPush(percent: Int) throws {
    let scene = try pushScene()
    scene.advance(by: Metrics.navigationTransitionDuration * Double(percent) / 100)
    try snapshotter.verify(scene.render(), named: "navigation-push-\(percent)@2x")
  }

  /// Reduce Motion (issue 30): the pushed view fades in over the one it covers, in place; the
  /// bar cross-fades its titles as it does in a slide.
  @Test func aPushHalfwayUnderReduceMotion() throws {
    let scene = try pushScene()
    scene.screen.accessibility.isReduceMotionEnabled = true
    // A fifth of the time: the curve has covered about half the way.
    scene.advance(by: Metrics.navigationTransitionDuration / 5)
    try snapshotter.verify(scene.render(), named: "navigation-push-halfway-reduce-motion@2x")
  }

  @Test func aPushHalfwayRightToLeft() throws {
    let scene = try pushScene(layoutDirection: .rightToLeft)
    scene.advance(by: Metrics.navigationTransitionDuration / 2)
    try snapshotter.verify(scene.render(), named: "navigation-push-50-right-to-left@2x")
  }
}
