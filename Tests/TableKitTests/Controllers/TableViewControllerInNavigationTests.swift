import Foundation
import Testing

@testable import TableKit

/// `TableViewController` as the reference describes it inside a navigation controller: it
/// reloads on its first appearance, clears the selection with a fade when the user comes back
/// from a pushed detail, flashes the indicators once it has appeared, and its Edit/Done button
/// toggles editing on controller and table. Every delegate method can be overridden.
@MainActor
@Suite struct TableViewControllerInNavigationTests {
  /// A list whose rows push a detail controller, logging the calls it hears.
  final class ListController: TableViewController {
    var rows = ["Apple", "Banana", "Cherry", "Damson"]
    var log: [String] = []

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.append("willAppear(\(animated))")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.append("didAppear(\(animated))")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row")
        ?? TableViewCell(style: .default, reuseIdentifier: "row")
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      let detail = ViewController()
      detail.title = rows[indexPath.row]
      navigationController?.pushViewController(detail, animated: true)
    }
  }

  /// A list in a navigation controller in a visible window, on a manual clock.
  @MainActor struct Fixture {
    let clock = ManualClock(now: 100)
    let window: Window
    let list = ListController(style: .plain)
    let navigation: NavigationController

    init() {
      window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
      navigation = NavigationController(rootViewController: list)
      window.rootViewController = navigation
      list.tableView.clock = clock
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    /// Steps the clock `seconds` ahead in 60 Hz frames, laying out each.
    func run(for seconds: TimeInterval) {
      for _ in 0..<Int((seconds * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    /// Taps the middle of `row` in the list.
    func tap(row: Int) {
      let table: TableView = list.tableView
      let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
      let point = table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
      let origin = table.convert(table.boundsOrigin, to: nil)
      let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
      table.handle(.pointerDown(id: 1, location: local, kind: .mouse))
      table.handle(.pointerUp(id: 1, location: local, kind: .mouse))
    }
  }

  @Test func theFirstAppearanceReloadsAndLaterOnesDoNotNeedTo() {
    let list = ListController(style: .plain)
    list.rows = ["Only"]
    let table: TableView = list.tableView
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 1)
    list.rows = ["One", "Two", "Three"]
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = list
    window.makeKeyAndVisible()
    #expect(table.numberOfRows(inSection: 0) == 3, "the first viewWillAppear reloads")
    #expect(list.log == ["willAppear(false)", "didAppear(false)"])
  }

  @Test func comingBackFromADetailDeselectsTheRowWithTheFade() throws {
    let fixture = Fixture()
    let table: TableView = fixture.list.tableView
    fixture.tap(row: 2)
    let selected = IndexPath(row: 2, section: 0)
    #expect(fixture.navigation.viewControllers.count == 2, "the row pushed its detail")
    fixture.run(for: 0.5)
    #expect(fixture.navigation.topViewController?.title == "Cherry")
    #expect(table.indexPathsForSelectedRows == [selected], "the row stays selected under the detail")
    fixture.list.log.removeAll()

    fixture.navigation.popViewController(animated: true)
    fixture.run(for: 0.5)
    #expect(fixture.list.log == ["willAppear(true)", "didAppear(true)"])
    #expect(table.indexPathsForSelectedRows == nil)
    // The fade started when the list began to appear, so it runs on past the pop's start.
    let cell = try #require(table.cellForRow(at: selected))
    #expect(cell.selectionOpacity == 0, "the fade has ended")
  }

  @Test func theDeselectionFadesRatherThanVanishing() throws {
    let fixture = Fixture()
    let table: TableView = fixture.list.tableView
    let selected = IndexPath(row: 1, section: 0)
    table.selectRow(at: selected, animated: false, scrollPosition: .none)
    fixture.window.layoutIfNeeded()
    fixture.list.beginAppearanceTransition(false, animated: true)
    fixture.list.endAppearanceTransition()
    fixture.list.beginAppearanceTransition(true, animated: true)
    // A fade starts at the first frame drawn after it was asked for.
    fixture.window.layoutIfNeeded()
    fixture.clock.advance(by: Metrics.selectionFadeDuration / 2)
    fixture.window.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: selected))
    #expect(cell.selectionOpacity > 0.05 && cell.selectionOpacity < 0.95, "half way through")
    fixture.run(for: Metrics.selectionFadeDuration)
    #expect(cell.selectionOpacity == 0)
    fixture.list.endAppearanceTransition()
  }

  @Test func clearingTheSelectionCanBeTurnedOff() {
    let fixture = Fixture()
    let table: TableView = fixture.list.tableView
    fixture.list.clearsSelectionOnViewWillAppear = false
    fixture.tap(row: 0)
    fixture.run(for: 0.5)
    fixture.navigation.popViewController(animated: false)
    fixture.run(for: 0.5)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
  }

  @Test func appearingFlashesTheScrollIndicators() {
    let fixture = Fixture()
    let table: TableView = fixture.list.tableView
    #expect(table.indicatorVisibility.alpha(at: fixture.clock.now) > 0, "flashed by viewDidAppear")
    fixture.run(for: 3)
    #expect(table.indicatorVisibility.alpha(at: fixture.clock.now) == 0, "and faded again")
  }

  @Test func theEditButtonTogglesEditingOnTheControllerAndItsTable() {
    let fixture = Fixture()
    let table: TableView = fixture.list.tableView
    let button = fixture.list.editButtonItem
    fixture.list.navigationItem.rightBarButtonItem = button
    #expect(button.title == "Edit" && button.style == .plain)
    button.performPrimaryAction()
    #expect(fixture.list.isEditing && table.isEditing)
    #expect(button.title == "Done" && button.style == .done)
    button.performPrimaryAction()
    #expect(!fixture.list.isEditing && !table.isEditing)
    #expect(button.title == "Edit")
    fixture.list.isEditing = true
    #expect(table.isEditing && button.title == "Done", "setting isEditing goes the same way")
    #expect(fixture.list.editButtonItem === button, "one button per controller")
  }

  /// Overrides every display and scroll method that earlier versions could not override.
  final class ObservingController: TableViewController {
    var calls: [String] = []
    override func numberOfSections(in tableView: TableView) -> Int { 30 }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    {
      "Section \(section)"
    }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    {
      "End of \(section)"
    }
    override func tableView(
      _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
    ) { calls.append("willDisplayHeader \(section)") }
    override func tableView(
      _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
    ) { calls.append("willDisplayFooter \(section)") }
    override func tableView(
      _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) { calls.append("didEndDisplayingHeader \(section)") }
    override func tableView(
      _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) { calls.append("didEndDisplayingFooter \(section)") }
    override func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
      calls.append("willBeginDecelerating")
    }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
      calls.append("didEndScrollingAnimation")
    }
    override func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
      calls.append("shouldScrollToTop")
      return false
    }
    override func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
      calls.append("didScrollToTop")
    }
  }

  @Test func headerFooterAndScrollCallbacksReachTheSubclassesOverrides() {
    let controller = ObservingController(style: .grouped)
    let clock = ManualClock(now: 5)
    let table: TableView = controller.tableView
    table.clock = clock
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    table.layoutIfNeeded()
    #expect(controller.calls.contains("willDisplayHeader 0"))
    #expect(controller.calls.contains("willDisplayFooter 0"))
    table.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
    for _ in 0..<40 {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
    }
    #expect(controller.calls.contains("didEndDisplayingHeader 0"))
    #expect(controller.calls.contains("didEndDisplayingFooter 0"))
    #expect(controller.calls.contains("didEndScrollingAnimation"))
    #expect(table.requestScrollToTop() == false, "the override refused")
    #expect(controller.calls.contains("shouldScrollToTop"))
    #expect(!controller.calls.contains("didScrollToTop"))
    // A fling decelerates.
    table.handle(.pointerDown(id: 1, location: CGPoint(x: 100, y: 400), kind: .touch))
    for step in 1...6 {
      clock.advance(by: 1.0 / 60)
      table.handle(
        .pointerMoved(
          id: 1, location: CGPoint(x: 100, y: 400 - CGFloat(step) * 40), kind: .touch))
    }
    table.handle(.pointerUp(id: 1, location: CGPoint(x: 100, y: 160), kind: .touch))
    #expect(controller.calls.contains("willBeginDecelerating"))
  }
}
