import Foundation
import Testing

@testable import TableKit

/// A search results controller's view while the search bar is a table's header
/// (`tableHeaderView = searchController.searchBar`), as in UIKit before iOS 11: once text is
/// typed it covers the table's visible area below the bar (the bar stays visible and takes its
/// own taps), follows the table's scrolling, takes the taps on its rows, and goes away when the
/// text is cleared or the search is cancelled.
@MainActor
@Suite struct SearchHeaderResultsTests {
  typealias ListController = TableViewControllerInNavigationTests.ListController

  /// The header-search fixture with a results list of three rows (each pushing a detail
  /// titled with its text).
  @MainActor struct Fixture {
    let results = ListController(style: .plain)
    let base: SearchHeaderDimmingTests.Fixture

    init(inNavigation: Bool = false) {
      results.rows = ["Row 1", "Row 10", "Row 11"]
      base = SearchHeaderDimmingTests.Fixture(
        resultsController: results, inNavigation: inNavigation)
    }

    var window: Window { base.window }
    var table: TableView { base.table }
    var bar: SearchBar { base.bar }
    var search: SearchController { base.search }
    var navigation: NavigationController? { base.navigation }
    func run() { base.run() }
    func hit(_ point: CGPoint) -> View? { base.hit(point) }
    func tap(_ point: CGPoint) { base.tap(point) }

    /// Begins the search and types `text`.
    func type(_ text: String) {
      #expect(bar.searchTextField.becomeFirstResponder())
      run()
      bar.text = text
      run()
    }

    /// The results view's frame in window coordinates, when it is in the window.
    var resultsFrameInWindow: CGRect? {
      guard let view = results.viewIfLoaded, view.window != nil, !view.isHidden else {
        return nil
      }
      let origin = view.convert(view.boundsOrigin, to: nil)
      return CGRect(origin: origin, size: view.bounds.size)
    }

    /// The bottom of the search bar in window coordinates.
    var barBottomInWindow: CGFloat {
      bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: nil).y
    }

    /// The middle of the search field in window coordinates.
    var fieldMiddle: CGPoint {
      let field = bar.searchTextField
      return field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
    }
  }

  @Test func typedTextShowsTheResultsBelowTheBarOverTheVisibleRows() throws {
    let fixture = Fixture()
    fixture.search.isActive = true
    fixture.run()
    #expect(fixture.resultsFrameInWindow == nil, "nothing typed: the rows are dimmed instead")
    fixture.type("Row 1")
    let frame = try #require(fixture.resultsFrameInWindow)
    #expect(frame.minY == fixture.barBottomInWindow)
    #expect(frame.maxY == fixture.window.bounds.maxY)
    #expect(frame.minX == 0 && frame.width == fixture.window.bounds.width)
    #expect(fixture.table.subviews.contains { $0 is SearchDimmingView } == false)
    #expect(fixture.hit(fixture.fieldMiddle) === fixture.bar.searchTextField)
  }

  @Test func aTapOnAResultRowReachesTheResultsTableAndPushesItsDetail() throws {
    let fixture = Fixture(inNavigation: true)
    fixture.type("Row 1")
    let frame = try #require(fixture.resultsFrameInWindow)
    let rowRect = fixture.results.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    let secondRow = CGPoint(x: 200, y: frame.minY + rowRect.midY)
    var hit = fixture.hit(secondRow)
    while let view = hit, !(view is TableView) { hit = view.superview }
    #expect(hit === fixture.results.tableView)
    fixture.tap(secondRow)
    #expect(fixture.table.indexPathForSelectedRow == nil, "no row under the results is tapped")
    #expect(fixture.navigation?.topViewController?.title == "Row 10")
  }

  @Test func aTapOnTheBarStillReachesTheBar() throws {
    let fixture = Fixture()
    fixture.type("Row 1")
    fixture.tap(fixture.fieldMiddle)
    #expect(fixture.search.isActive)
    #expect(fixture.bar.searchTextField.isFirstResponder)
    #expect(fixture.resultsFrameInWindow != nil)
  }

  @Test func scrollingTheSearchedTableKeepsTheResultsOverItsVisibleArea() throws {
    let fixture = Fixture()
    fixture.type("Row 1")
    fixture.table.contentOffset.y = 20
    fixture.run()
    var frame = try #require(fixture.resultsFrameInWindow)
    #expect(frame.minY == fixture.barBottomInWindow, "the bar half scrolled away")
    #expect(frame.maxY == fixture.window.bounds.maxY)
    fixture.table.contentOffset.y = 400
    fixture.run()
    frame = try #require(fixture.resultsFrameInWindow)
    #expect(frame.minY == 0 && frame.maxY == fixture.window.bounds.maxY, "the bar scrolled away")
  }

  @Test func clearingTheTextOrCancellingTakesTheResultsAway() throws {
    let fixture = Fixture()
    fixture.type("Row 1")
    fixture.bar.text = ""
    fixture.run()
    #expect(fixture.resultsFrameInWindow == nil)
    fixture.bar.text = "Row 1"
    fixture.run()
    #expect(fixture.resultsFrameInWindow != nil)
    fixture.search.isActive = false
    fixture.run()
    #expect(fixture.resultsFrameInWindow == nil)
    #expect(fixture.results.viewIfLoaded?.window == nil)
    #expect(!fixture.table.subviews.contains { $0 is SearchResultsContainerView && $0.superview != nil })
  }

  @Test func theResultsAppearOnceEachWhileShownInTheHeaderCase() throws {
    let fixture = Fixture()
    fixture.type("Row 1")
    #expect(fixture.results.log == ["willAppear(true)", "didAppear(true)"])
    fixture.bar.text = ""
    fixture.run()
    fixture.bar.text = "Row"
    fixture.run()
    #expect(fixture.results.log == ["willAppear(true)", "didAppear(true)"])
  }
}
