import Foundation
import Testing

@testable import TableKit

/// A search results controller's appearance, as in UIKit: it is the search controller's child,
/// and the search controller the searched controller's while the search is active (UIKit
/// presents it over that one), so the results controller hears `viewWillAppear` and
/// `viewDidAppear` when the search begins and `viewWillDisappear` and `viewDidDisappear` when it
/// ends or a push covers its screen, once each, in order.
@MainActor
@Suite struct SearchResultsAppearanceTests {
  typealias Fixture = NavigationSearchBarTests.Fixture

  /// Logs a results controller's appearance calls.
  @MainActor final class ResultsController: ViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
  }

  @Test func theResultsControllerAppearsWithTheSearchAndDisappearsWhenItEnds() {
    let results = ResultsController()
    let fixture = Fixture(hidesSearchBar: false, resultsController: results)
    #expect(results.parent === fixture.search)
    #expect(results.calls.isEmpty)
    fixture.search.isActive = true
    fixture.run()
    #expect(results.calls == ["willAppear", "didAppear"])
    #expect(fixture.search.parent === fixture.list, "presented over the searched controller")
    #expect(results.navigationController === fixture.navigation)
    fixture.searchBar.text = "Ro"
    fixture.run()
    fixture.searchBar.text = ""
    fixture.run()
    #expect(results.calls == ["willAppear", "didAppear"], "typing shows and hides its view only")
    fixture.search.isActive = false
    fixture.run()
    #expect(results.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    #expect(fixture.search.parent == nil)
    #expect(!fixture.list.children.contains { $0 === fixture.search })
    #expect(results.parent === fixture.search)
  }

  @Test func theResultsControllerFollowsTheSearchedScreenUnderAPushAndBack() {
    let results = ResultsController()
    let fixture = Fixture(hidesSearchBar: false, resultsController: results)
    fixture.search.isActive = true
    fixture.searchBar.text = "Ro"
    fixture.run()
    results.calls = []
    fixture.navigation.pushViewController(ViewController(), animated: true)
    fixture.run()
    #expect(results.calls == ["willDisappear", "didDisappear"])
    #expect(results.viewIfLoaded?.superview == nil)
    fixture.navigation.popViewController(animated: true)
    fixture.run()
    #expect(results.calls == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    #expect(results.view.superview === fixture.navigation.view)
  }

  @Test func aSearchActivatedOffScreenAppearsWithItsScreen() {
    let results = ResultsController()
    let search = SearchController(searchResultsController: results)
    let list = TableViewControllerInNavigationTests.ListController(style: .plain)
    list.tableView.tableHeaderView = search.searchBar
    list.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    list.view.layoutIfNeeded()
    search.isActive = true
    #expect(results.calls.isEmpty, "nothing is on screen yet")
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = list
    window.makeKeyAndVisible()
    #expect(results.calls == ["willAppear", "didAppear"])
    search.isActive = false
    #expect(results.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }
}
