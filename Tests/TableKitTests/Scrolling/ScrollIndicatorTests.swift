import Foundation
import Testing

@testable import TableKit

@Suite("Scroll indicator")
struct ScrollIndicatorTests {
  let viewport = CGSize(width: 320, height: 480)

  @Test func theBarIsThinAndHugsTheRightEdge() throws {
    let frame = try #require(
      ScrollIndicatorGeometry(viewportSize: viewport, contentHeight: 1920, contentOffset: 0).frame)
    #expect(frame.minX == 320 - 3 - 2.5)
    #expect(frame.width == 2.5)
    #expect(frame.minY == 3)
    // A quarter of the content is visible: a quarter of the 474-point track.
    #expect(abs(frame.height - 474.0 / 4) < 1e-9)
  }

  @Test func theBarRunsDownTheTrackWithTheOffset() throws {
    let range: CGFloat = 1920 - 480
    let middle = try #require(
      ScrollIndicatorGeometry(viewportSize: viewport, contentHeight: 1920, contentOffset: range / 2)
        .frame)
    #expect(abs(middle.midY - 240) < 1e-9)
    let end = try #require(
      ScrollIndicatorGeometry(viewportSize: viewport, contentHeight: 1920, contentOffset: range)
        .frame)
    #expect(abs(end.maxY - (480 - 3)) < 1e-9)
  }

  @Test func aVeryLongContentStillGetsA36PointBar() throws {
    let frame = try #require(
      ScrollIndicatorGeometry(viewportSize: viewport, contentHeight: 4.4e8, contentOffset: 1e6)
        .frame)
    #expect(frame.height == 36)
  }

  @Test func theBarShrinksWhenTheContentIsPulledPastAnEdge() throws {
    let pulled = try #require(
      ScrollIndicatorGeometry(viewportSize: viewport, contentHeight: 1920, contentOffset: -50)
        .frame)
    #expect(pulled.minY == 3)
    #expect(abs(pulled.height - (474.0 / 4 - 50)) < 1e-9)
    let far = try #require(
      ScrollIndicatorGeometry(viewportSize: viewport, contentHeight: 1920, contentOffset: 1900)
        .frame)
    #expect(far.height == 7)
    #expect(abs(far.maxY - 477) < 1e-9)
  }

  @Test func theTrackRespectsTheInsets() throws {
    let insets = EdgeInsets(top: 64, bottom: 34)
    let frame = try #require(
      ScrollIndicatorGeometry(
        viewportSize: viewport, contentHeight: 1920, contentOffset: -64, contentInset: insets
      ).frame)
    #expect(frame.minY == 67)
  }

  @Test func contentThatFitsHasNoIndicator() {
    #expect(
      ScrollIndicatorGeometry(viewportSize: viewport, contentHeight: 480, contentOffset: 0).frame
        == nil)
  }

  @Test func theBarShowsWhileScrollingAndFadesHalfASecondAfter() {
    var visibility = ScrollIndicatorVisibility()
    #expect(visibility.alpha(at: 0) == 0)
    visibility.beginScrolling(at: 1)
    #expect(visibility.alpha(at: 1) == 1)
    #expect(visibility.alpha(at: 3) == 1)
    visibility.endScrolling(at: 3)
    #expect(visibility.alpha(at: 3.2) == 1)
    #expect(abs(visibility.alpha(at: 3.35) - 0.5) < 1e-9)
    #expect(visibility.isAnimating(at: 3.35))
    #expect(visibility.alpha(at: 3.5 + 1e-9) == 0)
    #expect(!visibility.isAnimating(at: 3.5 + 1e-9))
  }

  @Test func scrollingAgainDuringTheFadeShowsTheBarAtOnce() {
    var visibility = ScrollIndicatorVisibility()
    visibility.beginScrolling(at: 0)
    visibility.endScrolling(at: 1)
    #expect(visibility.alpha(at: 1.4) < 1)
    visibility.beginScrolling(at: 1.4)
    #expect(visibility.alpha(at: 1.4) == 1)
  }

  @Test func aFlashShowsTheBarThenFades() {
    var visibility = ScrollIndicatorVisibility()
    visibility.flash(at: 2)
    #expect(visibility.alpha(at: 2) == 1)
    #expect(visibility.alpha(at: 2.6) == 1)
    #expect(visibility.alpha(at: 2.75) > 0 && visibility.alpha(at: 2.75) < 1)
    #expect(visibility.alpha(at: 2.9 + 1e-9) == 0)
  }
}
