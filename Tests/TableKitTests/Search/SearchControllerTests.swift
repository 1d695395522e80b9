import Foundation
import Testing

@testable import TableKit

/// Records what a search bar's delegate, a search controller's delegate and its results updater
/// hear, in one log, in order.
@MainActor
final class SearchLog: SearchBarDelegate, SearchControllerDelegate, SearchResultsUpdating {
  var entries: [String] = []
  var allowsEditing = true

  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
    entries.append("shouldBegin")
    return allowsEditing
  }
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { entries.append("didBegin") }
  func searchBarTextDidEndEditing(_ searchBar: SearchBar) { entries.append("didEnd") }
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    entries.append("textDidChange(\(searchText))")
  }
  func searchBarSearchButtonClicked(_ searchBar: SearchBar) { entries.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: SearchBar) { entries.append("cancel") }
  func willPresentSearchController(_ searchController: SearchController) {
    entries.append("willPresent")
  }
  func didPresentSearchController(_ searchController: SearchController) {
    entries.append("didPresent")
  }
  func willDismissSearchController(_ searchController: SearchController) {
    entries.append("willDismiss")
  }
  func didDismissSearchController(_ searchController: SearchController) {
    entries.append("didDismiss")
  }
  func updateSearchResults(for searchController: SearchController) {
    entries.append("update(\(searchController.searchBar.text ?? "nil"))")
  }

  /// The entries since the last call.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// `SearchBar` and `SearchController` (issue 14): a tap on the field activates the search in
/// UIKit's order, typing tells the delegate and the updater on every change, Cancel (and
/// Escape) clears the text, ends editing and deactivates, and the Cancel button slides in and
/// mirrors right to left.
@MainActor
@Suite struct SearchControllerTests {
  /// A search controller whose bar lies in a plain view on a manual clock, all its listeners
  /// logging into one log.
  @MainActor struct Fixture {
    let clock = ManualClock(now: 10)
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let search = SearchController(searchResultsController: nil)
    let log = SearchLog()

    init(layoutDirection: LayoutDirection = .leftToRight) {
      root.screen = Screen(
        scale: 2, textMeasurer: FixedAdvanceTextMeasurer(), imageProvider: FixedImageSizes(),
        layoutDirection: layoutDirection)
      let bar = search.searchBar
      bar.frame = CGRect(x: 0, y: 0, width: 375, height: Metrics.searchBarHeight)
      bar.searchTextField.clock = clock
      bar.delegate = log
      search.delegate = log
      search.searchResultsUpdater = log
      root.addSubview(bar)
      root.layoutIfNeeded()
    }

    var bar: SearchBar { search.searchBar }

    /// Taps the middle of the field's text area.
    func tapField() {
      let field = bar.searchTextField
      let point = CGPoint(x: field.bounds.midX, y: field.bounds.midY)
      field.handle(.pointerDown(id: 1, location: point, kind: .touch))
      field.handle(.pointerUp(id: 1, location: point, kind: .touch))
    }

    /// Lets the Cancel button's slide finish.
    func settle() {
      clock.advance(by: 1)
      root.layoutIfNeeded()
    }

    /// Taps the Cancel button (once it has slid in).
    func tapCancel() {
      let cancel = bar.geometry(at: clock.now).cancel
      let point = CGPoint(x: cancel.midX, y: cancel.midY)
      bar.handle(.pointerDown(id: 2, location: point, kind: .touch))
      bar.handle(.pointerUp(id: 2, location: point, kind: .touch))
    }
  }

  @Test func aTapOnTheFieldActivatesTheSearchInUIKitsOrder() {
    let fixture = Fixture()
    fixture.tapField()
    #expect(
      fixture.log.take() == ["shouldBegin", "willPresent", "update()", "didPresent", "didBegin"])
    #expect(fixture.search.isActive)
    #expect(fixture.bar.searchTextField.isFirstResponder)
    #expect(fixture.bar.showsCancelButton)
  }

  @Test func aDelegateThatRefusesKeepsTheSearchInactive() {
    let fixture = Fixture()
    fixture.log.allowsEditing = false
    fixture.tapField()
    #expect(fixture.log.take() == ["shouldBegin"])
    #expect(!fixture.search.isActive)
    #expect(!fixture.bar.searchTextField.isFirstResponder)
  }

  @Test func typingTellsTheDelegateThenTheUpdaterOnEveryChange() {
    let fixture = Fixture()
    fixture.tapField()
    _ = fixture.log.take()
    let field = fixture.bar.searchTextField
    field.handle(.text("j"))
    field.handle(.text("o"))
    field.handle(.key(.delete, modifiers: []))
    #expect(
      fixture.log.take() == [
        "textDidChange(j)", "update(j)", "textDidChange(jo)", "update(jo)", "textDidChange(j)",
        "update(j)",
      ])
    #expect(fixture.bar.text == "j")
  }

  @Test func returnIsTheSearchButtonAndKeepsTheSearchActive() {
    let fixture = Fixture()
    fixture.tapField()
    _ = fixture.log.take()
    fixture.bar.searchTextField.handle(.key(.return, modifiers: []))
    #expect(fixture.log.take() == ["search"])
    #expect(fixture.search.isActive)
  }

  @Test func cancelClearsTheTextEndsEditingAndDeactivates() {
    let fixture = Fixture()
    fixture.tapField()
    fixture.bar.searchTextField.handle(.text("ana"))
    fixture.settle()
    _ = fixture.log.take()
    fixture.tapCancel()
    #expect(
      fixture.log.take() == ["cancel", "willDismiss", "didEnd", "update()", "didDismiss"])
    #expect(fixture.bar.text == "")
    #expect(!fixture.bar.searchTextField.isFirstResponder)
    #expect(!fixture.search.isActive)
    #expect(!fixture.bar.showsCancelButton)
  }

  @Test func escapeCancelsAnActiveSearch() {
    let fixture = Fixture()
    fixture.tapField()
    fixture.bar.searchTextField.handle(.text("x"))
    _ = fixture.log.take()
    // The field leaves Escape (without a composition) to the views above: the bar.
    #expect(!fixture.bar.searchTextField.handle(.key(.escape, modifiers: [])))
    #expect(fixture.bar.handle(.key(.escape, modifiers: [])))
    #expect(fixture.log.take().first == "cancel")
    #expect(!fixture.search.isActive)
    #expect(!fixture.bar.handle(.key(.escape, modifiers: [])))
  }

  @Test func settingTheTextFromCodeUpdatesTheResultsButIsNoTextChange() {
    let fixture = Fixture()
    fixture.bar.text = "Kim"
    fixture.bar.text = "Kim"
    #expect(fixture.log.take() == ["update(Kim)"])
  }

  @Test func settingIsActivePresentsAndDismissesOnceEach() {
    let fixture = Fixture()
    fixture.search.isActive = true
    fixture.search.isActive = true
    #expect(fixture.log.take() == ["willPresent", "update()", "didPresent"])
    #expect(!fixture.bar.searchTextField.isFirstResponder)
    fixture.bar.text = "Lee"
    fixture.search.isActive = false
    fixture.search.isActive = false
    #expect(fixture.log.take() == ["update(Lee)", "willDismiss", "update()", "didDismiss"])
    #expect(fixture.bar.text == "")
  }

  @Test func theCancelButtonSlidesInAsTheFieldNarrows() {
    let fixture = Fixture()
    let bar = fixture.bar
    let start = fixture.clock.now
    let rest = bar.geometry(at: start).field
    bar.setShowsCancelButton(true, animated: true)
    #expect(bar.needsAnimationFrame)
    let widths = [0, 0.1, 0.2, Metrics.searchCancelAnimationDuration].map {
      bar.geometry(at: start + $0).field.width
    }
    #expect(widths[0] == rest.width)
    #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 > $1 })
    let shown = bar.geometry(at: start + 1)
    #expect(shown.cancelAlpha == 1)
    #expect(shown.cancel.minX == shown.field.maxX + Metrics.searchCancelSpacing)
    #expect(shown.cancel.maxX <= 375 - Metrics.searchBarMargin)
    fixture.settle()
    #expect(!bar.needsAnimationFrame)
  }

  @Test func rightToLeftPutsTheGlassAtTheRightAndCancelAtTheLeft() {
    let fixture = Fixture(layoutDirection: .rightToLeft)
    fixture.bar.showsCancelButton = true
    let geometry = fixture.bar.geometry(at: fixture.clock.now)
    #expect(geometry.field.maxX == 375 - Metrics.searchBarMargin)
    #expect(geometry.glass.maxX == geometry.field.maxX - Metrics.searchGlassInset)
    #expect(geometry.text.maxX < geometry.glass.minX)
    #expect(geometry.cancel.maxX == geometry.field.minX - Metrics.searchCancelSpacing)
    #expect(geometry.cancel.minX >= Metrics.searchBarMargin)
  }

  @Test func aBarClosingUnderANavigationBarShrinksItsFieldAndFadesItsContents() {
    let fixture = Fixture()
    let bar = fixture.bar
    bar.isInNavigationBar = true
    var heights: [CGFloat] = []
    var alphas: [CGFloat] = []
    for height in stride(from: Metrics.navigationSearchBarHeight, through: 0, by: -4) {
      bar.frame.size.height = height
      let geometry = bar.geometry(at: fixture.clock.now)
      heights.append(geometry.field.height)
      alphas.append(geometry.contentAlpha)
      #expect(geometry.field.maxY <= height)
    }
    #expect(heights.first == Metrics.searchFieldHeight)
    #expect(heights.last == 0)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(alphas.first == 1 && alphas.last == 0)
  }
}
