import Foundation
import Testing

@testable import TableKit

/// Tapping the bar's buttons, and the large title collapsing as the table scrolls under it
/// (issue 12).
@MainActor
@Suite struct NavigationBarTests {
  let log = CallLog()

  /// A and B on the stack, B on top with Edit and Add on the right.
  private func twoDeep() -> (NavigationHarness, add: BarButtonItem, taps: Box) {
    let h = NavigationHarness(root: LoggingController("A", log: log))
    let b = LoggingController("B", log: log)
    let taps = Box()
    let add = BarButtonItem(
      systemItem: .add, primaryAction: Action(title: "Add") { _ in taps.count += 1 })
    b.navigationItem.rightBarButtonItems = [add, b.editButtonItem]
    h.push(b)
    h.settle()
    return (h, add, taps)
  }

  final class Box { var count = 0 }

  @Test func tappingABarButtonRunsItsActionAndPressingDimsIt() {
    let (h, add, taps) = twoDeep()
    let bar = h.navigation.navigationBar
    h.send(.pointerDown(id: 1, location: CGPoint(x: 300, y: 22), kind: .touch))
    #expect(bar.isHighlighted(.item(add)))
    h.send(.pointerUp(id: 1, location: CGPoint(x: 300, y: 22), kind: .touch))
    #expect(taps.count == 1)
    #expect(!bar.isHighlighted(.item(add)))
  }

  @Test func draggingOffAButtonBeforeLiftingDoesNotTapIt() {
    let (h, add, taps) = twoDeep()
    h.send(.pointerDown(id: 1, location: CGPoint(x: 300, y: 22), kind: .touch))
    h.send(.pointerMoved(id: 1, location: CGPoint(x: 160, y: 200), kind: .touch))
    #expect(!h.navigation.navigationBar.isHighlighted(.item(add)))
    h.send(.pointerUp(id: 1, location: CGPoint(x: 160, y: 200), kind: .touch))
    #expect(taps.count == 0)
  }

  @Test func aDisabledButtonIgnoresTaps() {
    let (h, add, taps) = twoDeep()
    add.isEnabled = false
    h.tap(CGPoint(x: 300, y: 22))
    #expect(taps.count == 0)
  }

  @Test func theEditButtonTogglesEditingAndReadsDone() throws {
    let (h, _, _) = twoDeep()
    let top = try #require(h.navigation.topViewController)
    // "Edit" ends 16 points before Add (at 290) with the headless measurer: 236...274.
    h.tap(CGPoint(x: 255, y: 22))
    #expect(top.isEditing)
    #expect(top.editButtonItem.title == "Done")
  }

  @Test func theBackButtonPopsAnimated() {
    let (h, _, _) = twoDeep()
    h.tap(CGPoint(x: 14, y: 22))
    #expect(h.navigation.isTransitioning)
    h.settle()
    #expect(h.navigation.viewControllers.map(\.title) == ["A"])
  }

  @Test func theBarTakesPointersSoNothingUnderItIsTapped() {
    let rows = RowsController(title: "Rows")
    let h = NavigationHarness(root: rows)
    h.tap(CGPoint(x: 160, y: 30))
    #expect(rows.selected.isEmpty)
    h.tap(CGPoint(x: 160, y: 66))
    #expect(rows.selected == [IndexPath(row: 0, section: 0)])
  }

  // MARK: - Large titles

  @Test func aLargeTitleCollapsesAsTheTableScrollsUnderIt() {
    let rows = RowsController(title: "Contacts")
    let h = NavigationHarness(root: rows, prefersLargeTitles: true)
    let bar = h.navigation.navigationBar
    let table: TableView = rows.tableView
    // The table lies under the whole bar, its content starting below the expanded band.
    #expect(table.frame.minY == 0)
    #expect(table.adjustedContentInset.top == 96 && table.contentInset.top == 0)
    #expect(table.contentOffset.y == -96)
    #expect(bar.frame.height == 96)
    #expect(bar.shownPages.upper?.collapse == 0, "clear bar and no small title while expanded")
    // Halfway up, the band is half as tall.
    table.contentOffset = CGPoint(x: 0, y: -70)
    h.window.layoutIfNeeded()
    #expect(bar.frame.height == 70)
    // Scrolled past the band, only the 44-point bar is left, with its small title.
    table.contentOffset = CGPoint(x: 0, y: 200)
    h.window.layoutIfNeeded()
    #expect(bar.frame.height == 44)
    #expect(bar.shownPages.upper?.collapse == 1)
  }

  @Test func draggingTheTableCollapsesTheLargeTitleInTheSameFrame() {
    let rows = RowsController(title: "Contacts")
    let h = NavigationHarness(root: rows, prefersLargeTitles: true)
    let table: TableView = rows.tableView
    h.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 360), lift: false)
    let band = h.navigation.navigationBar.frame.height - 44
    #expect(band < 52)
    #expect(abs(band - (-table.contentOffset.y - 44)) < 0.001)
    h.send(.pointerUp(id: 1, location: CGPoint(x: 160, y: 360), kind: .touch))
  }

  @Test func aPushedControllerWithDisplayModeNeverHasASmallBarAndTheInsetIsTakenBack() {
    let rows = RowsController(title: "Contacts")
    let h = NavigationHarness(root: rows, prefersLargeTitles: true)
    let detail = RowsController(title: "Detail")
    detail.navigationItem.largeTitleDisplayMode = .never
    h.push(detail)
    h.run(for: Metrics.navigationTransitionDuration / 2)
    let height = h.navigation.navigationBar.frame.height
    #expect(height > 44 && height < 96, "the band shrinks with the push")
    h.settle()
    #expect(h.navigation.navigationBar.frame.height == 44)
    // Its table lies under the bar too, inset by the bar's 44 points.
    #expect(detail.tableView.frame.minY == 0 && detail.tableView.adjustedContentInset.top == 44)
    #expect(detail.tableView.contentOffset.y == -44)
    // An automatic one follows the controller below it.
    let automatic = LoggingController("Auto", log: log)
    h.push(automatic)
    h.settle()
    #expect(!h.navigation.showsLargeTitle(for: automatic))
    #expect(h.navigation.showsLargeTitle(for: rows))
    // With large titles turned off, the root's table is inset by the small bar only.
    h.navigation.popToRootViewController(animated: false)
    h.navigation.prefersLargeTitlesOff()
    h.window.layoutIfNeeded()
    #expect(rows.tableView.adjustedContentInset.top == 44)
    #expect(rows.tableView.contentOffset.y == -44, "kept at its top")
  }
}

extension NavigationBarTests {
  @Test func aPoppedControllersTableNoLongerHasTheBarsInset() {
    let h = NavigationHarness(root: RowsController(title: "Contacts"), prefersLargeTitles: true)
    let second = RowsController(title: "Groups")
    second.tableView.contentInset.top = 10
    h.push(second)
    h.settle()
    #expect(second.tableView.contentInset.top == 10, "the application's own inset is kept")
    #expect(second.tableView.adjustedContentInset.top == 106, "its own 10 and the bar's 96")
    h.navigation.popViewController(animated: true)
    h.settle()
    #expect(second.tableView.adjustedContentInset.top == 10)
  }
}

extension NavigationController {
  fileprivate func prefersLargeTitlesOff() {
    navigationBar.prefersLargeTitles = false
    view.setNeedsLayout()
  }
}

/// A plain table with section headers, for headers floating under a large title.
@MainActor
private final class SectionsController: TableViewController {
  init() {
    super.init(style: .plain)
    title = "Contacts"
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  override func numberOfSections(in tableView: TableView) -> Int { 5 }
  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 8 }
  override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }
}

extension NavigationBarTests {
  @Test func floatingHeadersPinAtTheBottomOfTheBarAsTheLargeTitleCollapses() throws {
    let contacts = SectionsController()
    let h = NavigationHarness(root: contacts, prefersLargeTitles: true)
    let table: TableView = contacts.tableView
    func pinnedHeaderTop() throws -> CGFloat {
      let header = try #require(table.headerView(forSection: 1))
      return header.frame.minY - table.contentOffset.y
    }
    // Well into section 1, the band fully collapsed: the header sits under the 44-point bar.
    table.contentOffset = CGPoint(x: 0, y: table.rectForSection(1).minY + 100)
    h.window.layoutIfNeeded()
    #expect(try pinnedHeaderTop() == 44)
    // At rest at the top with the band open, the first header sits below the band.
    table.contentOffset = CGPoint(x: 0, y: -96)
    h.window.layoutIfNeeded()
    let first = try #require(table.headerView(forSection: 0))
    #expect(first.frame.minY - table.contentOffset.y == 96)
  }
}
