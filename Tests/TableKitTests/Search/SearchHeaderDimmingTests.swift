import Foundation
import Testing

@testable import TableKit

/// An obscuring search whose bar is a table's header (`tableHeaderView`): while it is active
/// with nothing typed, the table's content below the bar is dimmed and a tap there ends the
/// search; the bar itself stays undimmed and takes its own taps; typing lifts the dimming.
@MainActor
@Suite struct SearchHeaderDimmingTests {
  /// A 60-row list in a visible window (in a navigation controller when asked) with the search
  /// bar as its table header, the search showing its results in `resultsController` if any.
  @MainActor struct Fixture {
    let clock = ManualClock(now: 100)
    let window: Window
    let list = TableViewControllerInNavigationTests.ListController(style: .plain)
    let search: SearchController
    let navigation: NavigationController?

    init(resultsController: ViewController? = nil, inNavigation: Bool = false) {
      search = SearchController(searchResultsController: resultsController)
      window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
      list.rows = (0..<60).map { "Row \($0)" }
      search.searchBar.frame.size.height = Metrics.searchBarHeight
      list.tableView.tableHeaderView = search.searchBar
      list.tableView.clock = clock
      (resultsController?.view as? ScrollView)?.clock = clock
      search.searchBar.searchTextField.clock = clock
      navigation = inNavigation ? NavigationController(rootViewController: list) : nil
      window.rootViewController = navigation ?? list
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    var table: TableView { list.tableView }
    var bar: SearchBar { search.searchBar }

    /// Steps the clock `seconds` ahead in 60 Hz frames, laying out the window each.
    func run(for seconds: TimeInterval = 0.5) {
      for _ in 0..<Int((seconds * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    /// The view under `point` (window coordinates).
    func hit(_ point: CGPoint) -> View? { window.hitTest(point) }

    /// A tap at `point` (window coordinates) delivered to the input-handling view under it, as
    /// a host's router does.
    func tap(_ point: CGPoint) {
      var view = hit(point)
      while let current = view, !(current is InputHandling) { view = current.superview }
      guard let target = view, let handler = target as? InputHandling else { return }
      let origin = target.convert(target.boundsOrigin, to: nil)
      let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
      handler.handle(.pointerDown(id: 1, location: local, kind: .touch))
      handler.handle(.pointerUp(id: 1, location: local, kind: .touch))
      run()
    }

    /// The dimming view, when one is shown in the table.
    var dimming: View? {
      table.subviews.first { $0 is SearchDimmingView && !$0.isHidden }
    }
  }

  private let below = CGPoint(x: 200, y: 400)

  @Test func anActiveSearchDimsTheContentBelowTheBarAndATapThereEndsIt() throws {
    let fixture = Fixture()
    #expect(fixture.dimming == nil)
    #expect(fixture.bar.searchTextField.becomeFirstResponder())
    fixture.run()
    let dimming = try #require(fixture.dimming)
    #expect(dimming.frame.minY == fixture.bar.frame.maxY)
    #expect(dimming.frame.maxY >= fixture.table.bounds.maxY)
    #expect(dimming.frame.width == fixture.table.bounds.width)
    #expect(fixture.hit(below) === dimming, "the rows under the dimming take no taps")
    let onBar = fixture.bar.convert(
      CGPoint(x: fixture.bar.bounds.midX, y: fixture.bar.bounds.midY), to: nil)
    #expect(fixture.hit(onBar) === fixture.bar.searchTextField)
    fixture.tap(below)
    #expect(!fixture.search.isActive)
    #expect(!fixture.bar.searchTextField.isFirstResponder)
    #expect(fixture.dimming == nil)
    #expect(fixture.list.navigationController == nil && fixture.table.indexPathForSelectedRow == nil)
  }

  @Test func typingLiftsTheDimmingAndClearingBringsItBack() throws {
    let fixture = Fixture()
    fixture.search.isActive = true
    fixture.run()
    #expect(fixture.dimming != nil)
    fixture.bar.text = "Ro"
    fixture.run()
    #expect(fixture.dimming == nil)
    #expect(fixture.hit(below).map { $0 is SearchDimmingView } == false)
    fixture.bar.text = ""
    fixture.run()
    #expect(fixture.dimming != nil)
  }

  @Test func theDimmingFollowsTheVisibleContentAsTheTableScrolls() throws {
    let fixture = Fixture()
    fixture.search.isActive = true
    fixture.run()
    fixture.table.contentOffset.y = 400
    fixture.run()
    let dimming = try #require(fixture.dimming)
    #expect(dimming.frame.minY <= fixture.table.bounds.minY)
    #expect(dimming.frame.maxY >= fixture.table.bounds.maxY)
    #expect(fixture.hit(below) === dimming)
  }

  @Test func aSearchThatDoesNotObscureLeavesTheContentAlone() {
    let fixture = Fixture()
    fixture.search.obscuresBackgroundDuringPresentation = false
    fixture.search.isActive = true
    fixture.run()
    #expect(fixture.dimming == nil)
    fixture.search.obscuresBackgroundDuringPresentation = true
    fixture.run()
    #expect(fixture.dimming != nil)
  }

  @Test func theDimmingIsDrawnOverTheRowsInTheNavigationBarsColor() throws {
    let fixture = Fixture()
    fixture.search.isActive = true
    fixture.run()
    var list = DrawList()
    fixture.window.render(into: &list)
    let dimming = try #require(fixture.dimming)
    let fills = list.commands.enumerated().compactMap { index, command -> Int? in
      guard case .fillRect(let rect, let color) = command, color == Metrics.searchDimmingColor,
        rect.size == dimming.frame.size
      else { return nil }
      return index
    }
    #expect(fills.count == 1)
  }
}
