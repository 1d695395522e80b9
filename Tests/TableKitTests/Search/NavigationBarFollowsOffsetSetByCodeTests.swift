import Foundation
import Testing

@testable import TableKit

/// Issue 24: after a restart with the contacts at their top, the bar showed a faded small
/// title, no large title and no search field until the first wheel tick. The bar followed the
/// table's offset only when the window laid out after a scroll; a restored state (or any code
/// setting the offset) moved the content without the bar, which kept the state of the offset
/// it last saw. Now the bar follows an offset set by code at once.
@MainActor
@Suite struct NavigationBarFollowsOffsetSetByCodeTests {
  private typealias Fixture = NavigationSearchBarTests.Fixture

  private let title = Metrics.navigationBarHeight
  private let large = Metrics.largeTitleBandHeight
  private let searchHeight = Metrics.navigationSearchBarHeight

  /// The content half under the bar: the large title's band nearly closed, the small title
  /// half faded in, the search bar hidden.
  private func midCollapse() -> Fixture {
    let fixture = Fixture()
    fixture.table.contentOffset.y = -(title + 6)
    fixture.window.layoutIfNeeded()
    return fixture
  }

  /// What the bar shows for its top item: the large title's band, the search bar's, and how
  /// far the small title has faded in (0: hidden).
  private func shown(_ fixture: Fixture) throws -> (large: CGFloat, search: CGFloat, small: CGFloat)
  {
    let page = try #require(fixture.bar.shownPages.upper)
    #expect(page.showsLargeTitle)
    return (page.largeTitleBand, page.searchBand, page.collapse)
  }

  @Test func theMidCollapsedBarOfTheFixtureShowsAFadedSmallTitle() throws {
    let fixture = midCollapse()
    let bar = try shown(fixture)
    #expect(bar.large == 6 && bar.search == 0)
    #expect(bar.small > 0 && bar.small < 1)
  }

  @Test func aStateRestoredAtTheTopWithTheSearchBarShownShowsBothAtOnce() throws {
    let fixture = midCollapse()
    let issues = fixture.table.restoreState(
      TableViewRestorationState(contentOffsetY: -(title + large + searchHeight)))
    #expect(issues.isEmpty)
    // No layout in between: the bar is right from the first frame drawn.
    #expect(fixture.table.contentOffset.y == -(title + large + searchHeight))
    let bar = try shown(fixture)
    #expect(bar.large == large && bar.search == searchHeight && bar.small == 0)
    #expect(fixture.bar.frame.height == title + large + searchHeight)
    #expect(
      fixture.searchBarFrame == CGRect(x: 0, y: title + large, width: 375, height: searchHeight))
  }

  @Test func aStateRestoredAtTheTopWithTheSearchBarHiddenShowsTheLargeTitleAlone() throws {
    let fixture = Fixture()
    fixture.table.contentOffset.y = 400
    fixture.window.layoutIfNeeded()
    #expect(try shown(fixture).small == 1, "collapsed before the restore")
    fixture.table.restoreState(TableViewRestorationState(contentOffsetY: -(title + large)))
    #expect(fixture.table.contentOffset.y == -(title + large))
    let bar = try shown(fixture)
    #expect(bar.large == large && bar.search == 0 && bar.small == 0)
    #expect(fixture.bar.frame.height == title + large)
    #expect(fixture.searchBarFrame == nil)
  }

  @Test func anOffsetSetByCodeMovesTheBarWithIt() throws {
    let fixture = midCollapse()
    fixture.table.setContentOffset(
      CGPoint(x: 0, y: -(title + large + searchHeight)), animated: false)
    let top = try shown(fixture)
    #expect(top.large == large && top.search == searchHeight && top.small == 0)
    fixture.table.contentOffset = CGPoint(x: 0, y: 400)
    let scrolled = try shown(fixture)
    #expect(scrolled.large == 0 && scrolled.search == 0 && scrolled.small == 1)
    #expect(fixture.bar.frame.height == title)
  }
}
