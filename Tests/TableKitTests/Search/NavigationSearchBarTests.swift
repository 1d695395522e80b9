import Foundation
import Testing

@testable import TableKit

/// A navigation item's `searchController` (issue 14): the bar shows the search bar under the
/// large title, its height part of the table's bar inset; with `hidesSearchBarWhenScrolling`
/// it starts hidden, a pull reveals it and it stays when pulled past half its height, and
/// scrolling up hides it before the large title closes; an active search slides the title
/// away and pins the search bar at the top, and Cancel brings back the list where it was.
@MainActor
@Suite struct NavigationSearchBarTests {
  /// A list with a search in a navigation controller with large titles, in a visible window
  /// on a manual clock.
  @MainActor struct Fixture {
    let clock = ManualClock(now: 100)
    let window: Window
    let list = TableViewControllerInNavigationTests.ListController(style: .plain)
    let search: SearchController
    let navigation: NavigationController

    init(
      hidesSearchBar: Bool = true, obscures: Bool = false,
      resultsController: ViewController? = nil
    ) {
      search = SearchController(searchResultsController: resultsController)
      window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
      list.title = "Contacts"
      list.rows = (0..<60).map { "Row \($0)" }
      list.navigationItem.searchController = search
      list.navigationItem.hidesSearchBarWhenScrolling = hidesSearchBar
      search.obscuresBackgroundDuringPresentation = obscures
      navigation = NavigationController(rootViewController: list)
      navigation.navigationBar.prefersLargeTitles = true
      window.rootViewController = navigation
      list.tableView.clock = clock
      search.searchBar.searchTextField.clock = clock
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    var table: TableView { list.tableView }
    var bar: NavigationBar { navigation.navigationBar }
    var searchBar: SearchBar { search.searchBar }

    /// Steps the clock `seconds` ahead in 60 Hz frames, laying out the window each.
    func run(for seconds: TimeInterval = 1) {
      for _ in 0..<Int((seconds * 60).rounded()) {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    /// Drags the table down by `distance` points slowly, lets go and lets it settle.
    func pull(by distance: CGFloat) {
      let driver = TableTestDriver(table: table, clock: clock)
      driver.drag(
        from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: distance), duration: 0.5, pause: 0.2)
      run(for: 2)
    }

    /// The search bar's frame in the window, or nil while it is hidden.
    var searchBarFrame: CGRect? {
      guard searchBar.superview === bar, !searchBar.isHidden else { return nil }
      return searchBar.frame.offsetBy(dx: bar.frame.minX, dy: bar.frame.minY)
    }
  }

  private let title = Metrics.navigationBarHeight
  private let large = Metrics.largeTitleBandHeight
  private let searchHeight = Metrics.navigationSearchBarHeight

  @Test func theSearchBarStartsHiddenUnderTheLargeTitleItsHeightInTheInset() {
    let fixture = Fixture()
    #expect(fixture.table.adjustedContentInset.top == title + large + searchHeight)
    #expect(fixture.table.contentOffset.y == -(title + large))
    #expect(fixture.bar.frame.height == title + large)
    #expect(fixture.searchBarFrame == nil)
    #expect(fixture.searchBar.isInNavigationBar)
  }

  @Test func aPullPastHalfTheSearchBarRevealsItAndItStays() {
    let fixture = Fixture()
    fixture.pull(by: searchHeight * 0.7)
    #expect(fixture.table.contentOffset.y == -(title + large + searchHeight))
    #expect(fixture.bar.frame.height == title + large + searchHeight)
    #expect(
      fixture.searchBarFrame
        == CGRect(x: 0, y: title + large, width: 375, height: searchHeight))
  }

  @Test func aPullOfLessThanHalfHidesItAgain() {
    let fixture = Fixture()
    fixture.pull(by: searchHeight * 0.3)
    #expect(fixture.table.contentOffset.y == -(title + large))
    #expect(fixture.searchBarFrame == nil)
  }

  @Test func scrollingUpHidesTheSearchBarBeforeTheLargeTitleCloses() {
    let fixture = Fixture()
    fixture.table.contentOffset.y = -(title + large + searchHeight)
    fixture.window.layoutIfNeeded()
    fixture.table.contentOffset.y = -(title + large + 20)
    fixture.window.layoutIfNeeded()
    #expect(fixture.searchBarFrame?.height == 20)
    #expect(fixture.bar.frame.height == title + large + 20)
    fixture.table.contentOffset.y = -(title + 30)
    fixture.window.layoutIfNeeded()
    #expect(fixture.searchBarFrame == nil)
    #expect(fixture.bar.frame.height == title + 30)
  }

  @Test func aSearchBarThatDoesNotHideAlwaysShowsUnderTheLargeTitle() {
    let fixture = Fixture(hidesSearchBar: false)
    #expect(fixture.table.contentOffset.y == -(title + large + searchHeight))
    fixture.table.contentOffset.y = 400
    fixture.window.layoutIfNeeded()
    #expect(fixture.bar.frame.height == title + searchHeight)
    #expect(fixture.searchBarFrame == CGRect(x: 0, y: title, width: 375, height: searchHeight))
  }

  @Test func aTapOnTheSearchBarInTheNavigationBarReachesItsField() throws {
    let fixture = Fixture(hidesSearchBar: false)
    let frame = try #require(fixture.searchBarFrame)
    let hit = fixture.window.hitTest(CGPoint(x: frame.midX, y: frame.midY))
    #expect(hit === fixture.searchBar.searchTextField)
  }

  @Test func anActiveSearchSlidesTheTitleAwayPinsTheBarAndCancelRestoresTheList() {
    let fixture = Fixture()
    fixture.table.contentOffset.y = 900
    fixture.run()
    #expect(fixture.searchBar.searchTextField.becomeFirstResponder())
    #expect(fixture.search.isActive)
    // Halfway through the slide the title row is partly gone.
    fixture.run(for: Metrics.searchPresentationDuration / 2)
    let halfway = fixture.bar.frame.height
    #expect(halfway > searchHeight && halfway < title + searchHeight)
    #expect(fixture.navigation.view.needsAnimationFrame)
    fixture.run()
    #expect(!fixture.navigation.view.needsAnimationFrame)
    #expect(fixture.table.adjustedContentInset.top == searchHeight)
    #expect(fixture.bar.frame.height == searchHeight)
    #expect(fixture.searchBarFrame == CGRect(x: 0, y: 0, width: 375, height: searchHeight))
    fixture.table.contentOffset.y = 20
    fixture.run()
    fixture.search.isActive = false
    fixture.run()
    #expect(fixture.table.contentOffset.y == 900)
    #expect(fixture.searchBarFrame == nil)
  }

  @Test func aSearchThatKeepsTheNavigationBarPinsTheSearchBarUnderTheTitle() {
    let fixture = Fixture()
    fixture.search.hidesNavigationBarDuringPresentation = false
    fixture.search.isActive = true
    fixture.run()
    #expect(fixture.table.adjustedContentInset.top == title + searchHeight)
    #expect(fixture.searchBarFrame == CGRect(x: 0, y: title, width: 375, height: searchHeight))
  }

  @Test(arguments: [false, true])
  func aSearchBegunAtTheTopKeepsTheFirstRowRightUnderTheSearchBar(flings: Bool) {
    let fixture = Fixture()
    if flings {
      // A quick pull, let go while moving: the search bar's snap decelerates to the top.
      let driver = TableTestDriver(table: fixture.table, clock: fixture.clock)
      driver.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 120), duration: 0.1)
      fixture.run(for: 2)
    } else {
      fixture.pull(by: searchHeight)
    }
    fixture.searchBar.searchTextField.becomeFirstResponder()
    fixture.run(for: Metrics.searchPresentationDuration / 2)
    // Mid-slide the content moves up with the bar, as on iOS: no gap opens above the rows.
    #expect(fixture.table.contentOffset.y == -fixture.table.adjustedContentInset.top)
    fixture.run()
    #expect(fixture.table.contentOffset.y == -searchHeight)
  }

  @Test func cancellingASearchBegunAtTheTopLeavesTheSearchBarShown() {
    let fixture = Fixture()
    fixture.pull(by: searchHeight)
    let top = fixture.table.contentOffset.y
    fixture.searchBar.searchTextField.becomeFirstResponder()
    fixture.run()
    fixture.search.isActive = false
    fixture.run()
    #expect(fixture.table.contentOffset.y == top)
    #expect(fixture.searchBarFrame?.height == searchHeight)
  }

  @Test func anObscuringSearchDimsTheContentUntilTypedAndATapThereEndsIt() {
    let fixture = Fixture(hidesSearchBar: false, obscures: true)
    fixture.search.isActive = true
    fixture.run()
    let below = CGPoint(x: 200, y: 400)
    #expect(fixture.window.hitTest(below) === fixture.navigation.view)
    fixture.searchBar.text = "a"
    #expect(fixture.window.hitTest(below) !== fixture.navigation.view)
    fixture.searchBar.text = ""
    let container = try? #require(fixture.navigation.view as? InputHandling)
    container?.handle(.pointerDown(id: 4, location: below, kind: .touch))
    container?.handle(.pointerUp(id: 4, location: below, kind: .touch))
    #expect(!fixture.search.isActive)
  }

  @Test func aResultsControllersViewCoversTheContentWhileTheSearchHasText() {
    let results = ViewController()
    let fixture = Fixture(hidesSearchBar: false, resultsController: results)
    fixture.search.isActive = true
    fixture.run()
    #expect(results.viewIfLoaded?.superview == nil, "no text yet: the list itself shows")
    fixture.searchBar.text = "Ro"
    fixture.run()
    let container = fixture.navigation.view
    #expect(results.view.superview === container)
    #expect(
      results.view.frame
        == CGRect(x: 0, y: searchHeight, width: 375, height: 667 - searchHeight))
    #expect(container?.subviews.last === fixture.bar, "the bar stays on top")
    fixture.search.isActive = false
    fixture.run()
    #expect(results.view.superview == nil)
  }
}
