import DemoScenes
import Foundation
import TableKit
import Testing

/// The kiosk list's search (issue 14): typing in the search bar under the catalog's title
/// filters its items by title and subtitle, sections left empty go, "No Results" shows when
/// nothing matches, deleting and reordering wait while filtered, and Cancel or a return to the
/// start brings the whole catalog back.
@MainActor
@Suite struct KioskSearchTests {
  typealias Fixture = KioskCatalogControllerTests.Fixture

  private func fixture() -> Fixture {
    Fixture(KioskCatalogControllerTests.reading(KioskCatalogControllerTests.catalog(count: 30)))
  }

  /// The titles the list shows, section by section.
  private func shownTitles(_ fixture: Fixture) -> [[String]] {
    let list = fixture.controller.list
    let table = fixture.list
    return (0..<list.numberOfSections(in: table)).map { section in
      (0..<list.tableView(table, numberOfRowsInSection: section)).map { row in
        list.shownSections[section].items[row].title
      }
    }
  }

  /// Taps the search field and types `text`, one character at a time.
  private func type(_ text: String, in fixture: Fixture) throws {
    let field = fixture.controller.list.searchController.searchBar.searchTextField
    if !field.isFirstResponder { #expect(field.becomeFirstResponder()) }
    for character in text { field.handle(.text(String(character))) }
    fixture.settle()
  }

  @Test func typingFiltersByTitleAndSubtitleAndEditingWaits() throws {
    let fixture = fixture()
    let list = fixture.controller.list
    #expect(list.navigationItem.searchController === list.searchController)
    try type("room 1", in: fixture)
    #expect(
      shownTitles(fixture) == [
        ["Item 1", "Item 10", "Item 11", "Item 12", "Item 13", "Item 14"],
        ["Item 15", "Item 16", "Item 17", "Item 18", "Item 19"],
      ])
    let first = IndexPath(row: 0, section: 0)
    #expect(!list.tableView(fixture.list, canEditRowAt: first))
    #expect(!list.tableView(fixture.list, canMoveRowAt: first))
    #expect(list.modelIdentifierForElement(at: first, in: fixture.list) == "item-1")
    // "room ITEM 2": every word begins a word of the title or the subtitle.
    let field = list.searchController.searchBar.searchTextField
    field.handle(.key(.delete, modifiers: []))
    try type("ITEM 2", in: fixture)
    #expect(shownTitles(fixture) == [["Item 2"], (20..<30).map { "Item \($0)" }])
    #expect(fixture.list.backgroundView == nil)
  }

  @Test func nothingFoundSaysNoResultsAndCancelBringsEverythingBack() throws {
    let fixture = fixture()
    let list = fixture.controller.list
    try type("zebra", in: fixture)
    #expect(shownTitles(fixture).isEmpty)
    #expect(fixture.list.backgroundView is NoResultsView)
    // Cancel takes touches from the field's end to the bar's trailing edge.
    let bar = list.searchController.searchBar
    let cancel = CGPoint(x: bar.bounds.maxX - 24, y: bar.bounds.midY)
    bar.handle(.pointerDown(id: 3, location: cancel, kind: .touch))
    bar.handle(.pointerUp(id: 3, location: cancel, kind: .touch))
    fixture.settle()
    #expect(!list.searchController.isActive)
    #expect(shownTitles(fixture).map(\.count) == [15, 15])
    #expect(fixture.list.backgroundView == nil)
    #expect(list.tableView(fixture.list, canEditRowAt: IndexPath(row: 0, section: 0)))
  }

  @Test func returningToTheStartEndsTheSearch() throws {
    let fixture = fixture()
    try type("item 3", in: fixture)
    #expect(fixture.controller.list.searchController.isActive)
    fixture.controller.returnToStart(animated: false)
    fixture.settle()
    #expect(!fixture.controller.list.searchController.isActive)
    #expect(fixture.controller.list.searchController.searchBar.text == "")
    #expect(shownTitles(fixture).map(\.count) == [15, 15])
  }
}
