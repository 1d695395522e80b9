import DemoScenes
import Foundation
import TableKit
import Testing

/// Issue 24: what one typed character costs the contacts' and the kiosk's searches over large
/// data. Each character filters the data once (O(n) in the people or items, folding each
/// name's case and accents again) and reloads a table of uniform rows, which reuses the cells
/// on screen; these tests hold the cells made to a screen's worth and print the time per
/// character for the figures (ten times the items cost about ten times as much).
@MainActor
@Suite(.serialized)
struct SearchFilteringCostTests {
  static let typed = ["a", "an", "ann", "anna", "anna ", "anna b", "ann", "an", "a", ""]

  /// Types `typed` one character at a time into `search`, laying `table` out after each;
  /// returns the cells the table made while typing and the seconds per character.
  static func type(
    into search: SearchController, updating updater: SearchResultsUpdating, table: TableView
  ) -> (cells: Int, secondsPerCharacter: Double) {
    let cellsBefore = table.createdCellCount
    let start = Date()
    for text in typed {
      search.searchBar.text = text
      updater.updateSearchResults(for: search)
      table.layoutIfNeeded()
    }
    let seconds = Date().timeIntervalSince(start) / Double(typed.count)
    return (table.createdCellCount - cellsBefore, seconds)
  }

  /// The book holds at most as many people as it has distinct names (a few thousand).
  @Test(arguments: [300, 3_000])
  func typingInTheContactsFiltersOncePerCharacter(people: Int) {
    let scene = ContactsScene(directory: ContactDirectory(count: people))
    let table = scene.makeTable(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    table.layoutIfNeeded()
    let (cells, seconds) = Self.type(
      into: scene.searchController, updating: scene, table: table)
    print("contacts of \(people): \(seconds * 1000) ms per character, \(cells) cells made")
    // Reloading reuses the cells on screen, whatever the size of the book.
    #expect(!table.visibleCells.isEmpty)
    #expect(cells <= 40)
  }

  @Test(arguments: [1_000, 10_000])
  func typingInTheKioskFiltersOncePerCharacter(items: Int) {
    let names = ["Anna's Bakery", "Lighthouse Lens", "Café Zoë", "Ångström Tools", "Brass Annex"]
    let sections = (0..<(items / 100)).map { section in
      KioskCatalog.Section(
        title: "Section \(section)",
        items: (0..<100).map { row in
          KioskCatalog.Item(
            id: "\(section)-\(row)", title: "\(names[row % names.count]) \(row)",
            subtitle: "Aisle \(section), shelf \(row)")
        })
    }
    let list = KioskListController(
      catalog: KioskCatalog(title: "Catalog", sections: sections), editing: .forbidden)
    list.view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
    list.tableView.layoutIfNeeded()
    let (cells, seconds) = Self.type(
      into: list.searchController, updating: list, table: list.tableView)
    print("kiosk of \(items): \(seconds * 1000) ms per character, \(cells) cells made")
    #expect(!list.tableView.visibleCells.isEmpty)
    #expect(cells <= 40)
  }

  @Test func aBookAskedForMorePeopleThanItHasNamesHoldsEachNameOnce() {
    let book = ContactDirectory(count: 10_000)
    let names = book.sections.flatMap(\.contacts).map { $0.firstName + " " + $0.lastName }
    #expect(names.count < 10_000)
    #expect(Set(names).count == names.count)
  }
}
