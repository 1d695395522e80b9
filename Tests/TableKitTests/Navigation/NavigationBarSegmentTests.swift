import Foundation
import Testing

@testable import TableKit

/// During a push or pop between a large title and a small one, each view keeps the bar it
/// rests under (issue 26: a bar of a blended height sliced the outgoing large title and laid
/// its hairline across the incoming view's first row).
@MainActor
@Suite struct NavigationBarSegmentTests {
  /// A 375-wide bar showing a push from a large title (lower) to a small one (upper), the
  /// upper view `offset` points from its place.
  private func bar(offset: CGFloat, lowerBand: CGFloat = 52) -> NavigationBar {
    let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 70))
    let lower = NavigationBar.Page(
      item: NavigationItem(title: "Contacts"), backItem: nil, showsLargeTitle: true,
      largeTitleBand: lowerBand)
    let upper = NavigationBar.Page(
      item: NavigationItem(title: "Adam Abbott"), backItem: lower.item, showsLargeTitle: false,
      largeTitleBand: 0, largeTitleOffset: offset)
    bar.pages = NavigationBar.Pages(lower: lower, upper: upper, coverage: 0.5)
    return bar
  }

  @Test func eachViewKeepsItsOwnBarSideBySideAtTheSlidingEdge() {
    let segments = bar(offset: 180).barSegments
    #expect(segments.lower.rect == CGRect(x: 0, y: 0, width: 180, height: 96))
    #expect(segments.lower.chromeAlpha == 0, "clear while its large title is open")
    #expect(segments.upper.rect == CGRect(x: 180, y: 0, width: 195, height: 44))
    #expect(segments.upper.chromeAlpha == 1)
  }

  @Test func rightToLeftTheUpperViewComesFromTheLeft() {
    let bar = bar(offset: -180)
    bar.semanticContentAttribute = .forceRightToLeft
    let segments = bar.barSegments
    #expect(segments.upper.rect == CGRect(x: 0, y: 0, width: 195, height: 44))
    #expect(segments.lower.rect == CGRect(x: 195, y: 0, width: 180, height: 96))
  }

  @Test func pagesOfOneHeightShareTheWholeBar() {
    let bar = bar(offset: 180, lowerBand: 0)
    let segments = bar.barSegments
    #expect(segments.lower == segments.upper)
    #expect(segments.upper.rect == CGRect(x: 0, y: 0, width: 375, height: 70))
  }

  @Test func theHairlinesLieAtTheBottomOfEachSegment() {
    var list = DrawList()
    let bar = bar(offset: 180)
    bar.screen = ViewTesting.screen()
    bar.drawBarBackground(in: &list)
    let lines = list.commands.compactMap { command -> (CGPoint, CGPoint)? in
      if case .line(let from, let to, _, _) = command { return (from, to) }
      return nil
    }
    // The lower page's large title is open, so its segment is at its scroll edge: clear, with
    // no hairline drawn at all.
    #expect(lines.count == 1)
    #expect(lines.last.map { $0.0.y == 44 - 1 && $0.0.x == 180 && $0.1.x == 375 } == true)
  }
}
