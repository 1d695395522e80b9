import DemoScenes
import Foundation
import TableKit
import Testing

/// The kiosk's screens on a catalog: the list, detail screens, reloads that keep the visitor's
/// place, the return to the start, and read-only catalogs (issue 15).
@MainActor
@Suite struct KioskCatalogControllerTests {
  /// A catalog of `count` items in two sections, each related to the next.
  static func catalog(count: Int = 30, title: String = "Guide", detail: String = "About")
    -> KioskCatalog
  {
    let items = (0..<count).map { index in
      KioskCatalog.Item(
        id: "item-\(index)", title: "Item \(index)", subtitle: "Room \(index)",
        tag: index % 3 == 0 ? .price("€\(index)") : nil, detail: "\(detail) \(index).",
        related: index + 1 < count ? ["item-\(index + 1)"] : [])
    }
    return KioskCatalog(
      title: title,
      sections: [
        .init(title: "First", items: Array(items.prefix(count / 2))),
        .init(title: "Second", items: Array(items.dropFirst(count / 2))),
      ])
  }

  static func reading(_ catalog: KioskCatalog?, problems: [KioskCatalogProblem] = [])
    -> KioskCatalogReading
  {
    KioskCatalogReading(catalog: catalog, problems: problems)
  }

  /// The kiosk's content in a visible window on a manual clock.
  @MainActor struct Fixture {
    let clock = ManualClock(now: 10)
    let window: Window
    let controller: KioskCatalogController

    init(
      _ reading: KioskCatalogReading, editing: KioskEditingPermission = .allowed,
      size: CGSize = CGSize(width: 800, height: 600)
    ) {
      window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
      controller = KioskCatalogController(reading: reading, editing: editing)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      settle()
    }

    var list: TableView { controller.list.tableView }
    var top: ViewController? { controller.navigation.topViewController }

    /// Runs a second of 60 Hz frames, so that pushes, pops and scrolls end.
    func settle() {
      for _ in 0..<60 {
        window.forEachScrollView { $0.clock = clock }
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    /// Taps the top table's row at `indexPath`.
    func tap(_ indexPath: IndexPath) throws {
      let table = try #require(top?.view.mainScrollView as? TableView)
      table.scrollToRow(at: indexPath, at: .middle, animated: false)
      window.layoutIfNeeded()
      let rect = table.rectForRow(at: indexPath)
      let location = CGPoint(x: rect.midX, y: rect.midY - table.contentOffset.y)
      table.handle(.pointerDown(id: 1, location: location, kind: .touch))
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
      table.handle(.pointerUp(id: 1, location: location, kind: .touch))
      settle()
    }

    /// The id of the list's first visible item.
    var firstVisibleID: String? {
      list.indexPathsForVisibleRows?.first.flatMap {
        controller.list.modelIdentifierForElement(at: $0, in: list)
      }
    }
  }

  @Test func theListShowsTheCatalogUnderItsTitle() throws {
    let fixture = Fixture(Self.reading(Self.catalog()))
    #expect(fixture.controller.list.title == "Guide")
    #expect(fixture.list.numberOfSections == 2)
    #expect(fixture.list.numberOfRows(inSection: 1) == 15)
    let cell = try #require(
      fixture.list.cellForRow(at: IndexPath(row: 0, section: 0)) as? KioskItemCell)
    #expect(cell.titleLabel.text == "Item 0")
    #expect(cell.subtitleLabel.text == "Room 0")
    #expect(cell.tagLabel.text == "€0")
    #expect(fixture.controller.problems.isEmpty)
  }

  @Test func aTapOpensTheDetailAndARelatedItemItsOwn() throws {
    let fixture = Fixture(Self.reading(Self.catalog()))
    try fixture.tap(IndexPath(row: 2, section: 0))
    let detail = try #require(fixture.top as? KioskDetailController)
    #expect(detail.item.id == "item-2")
    #expect(detail.title == "Item 2")
    #expect(detail.tableView.numberOfSections == 2, "the words, then the related items")
    try fixture.tap(IndexPath(row: 0, section: 1))
    #expect(fixture.controller.openItemIDs == ["item-2", "item-3"])
  }

  @Test func aReloadKeepsTheFirstVisibleItemAndTheOpenDetails() throws {
    let fixture = Fixture(Self.reading(Self.catalog()))
    try fixture.tap(IndexPath(row: 5, section: 1))
    try fixture.tap(IndexPath(row: 0, section: 1))
    let first = try #require(fixture.firstVisibleID)
    #expect(first != "item-0", "the list is scrolled")
    // The new catalog has two items more at the top and new texts.
    var changed = Self.catalog(count: 30, title: "New Guide", detail: "Now about")
    changed.sections[0].items.insert(
      contentsOf: [.init(id: "x", title: "X"), .init(id: "y", title: "Y")], at: 0)
    #expect(fixture.controller.reload(with: Self.reading(changed)))
    fixture.settle()
    #expect(fixture.controller.openItemIDs == ["item-20", "item-21"])
    let detail = try #require(fixture.top as? KioskDetailController)
    #expect(detail.item.detail == "Now about 21.")
    #expect(fixture.controller.list.title == "New Guide")
    #expect(fixture.firstVisibleID == first, "the list's place follows its item")
  }

  @Test func aReloadWithoutTheOpenItemGoesBackToWhatRemains() throws {
    let fixture = Fixture(Self.reading(Self.catalog()))
    try fixture.tap(IndexPath(row: 1, section: 0))
    try fixture.tap(IndexPath(row: 0, section: 1))
    var changed = Self.catalog()
    changed.sections[0].items.removeAll { $0.id == "item-2" }
    fixture.controller.reload(with: Self.reading(changed))
    fixture.settle()
    #expect(fixture.controller.openItemIDs == ["item-1"])
  }

  @Test func aReadingWithoutItemsKeepsWhatWasShownAndSaysSo() throws {
    let fixture = Fixture(Self.reading(Self.catalog()))
    let problem = KioskCatalogProblem(
      file: "catalog.json", path: "", message: "expected JSON; unexpected end of file")
    #expect(!fixture.controller.reload(with: Self.reading(nil, problems: [problem])))
    #expect(fixture.list.numberOfRows(inSection: 0) == 15)
    #expect(fixture.controller.keptPreviousCatalog)
    #expect(fixture.controller.problems == [problem])
    // A good reading clears them.
    fixture.controller.reload(with: Self.reading(Self.catalog()))
    #expect(!fixture.controller.keptPreviousCatalog)
    #expect(fixture.controller.problems.isEmpty)
  }

  /// Issue 31, item 4: the operator's notice is for the operator; visitors see only what loaded.
  @Test func aCatalogWithProblemsShowsWhatLoadedAndNoNotice() throws {
    let problems = [
      KioskCatalogProblem(
        file: "catalog.json", path: "sections[0].items[3].image", message: "expected a picture"),
      KioskCatalogProblem(file: "catalog.json", path: "title", message: "expected a title"),
    ]
    let fixture = Fixture(Self.reading(Self.catalog(count: 4), problems: problems))
    #expect(fixture.list.numberOfRows(inSection: 0) == 2)
    #expect(fixture.controller.problems == problems)
    #expect(fixture.controller.view.subviews.count == 1, "the navigation controller's view only")
    var texts: [String] = []
    func collect(_ view: View) {
      if let label = view as? Label, let text = label.text { texts.append(text) }
      view.subviews.forEach(collect)
    }
    collect(fixture.controller.view)
    #expect(!texts.contains { $0.contains("catalog.json") || $0.contains("problem") }, "\(texts)")
  }

  @Test func anUnreadableCatalogAtStartShowsAnEmptyListNotABlankScreen() throws {
    let problem = KioskCatalogProblem(
      file: "catalog.json", path: "", message: "expected the catalog file")
    let fixture = Fixture(Self.reading(nil, problems: [problem]))
    #expect(fixture.list.numberOfSections == 0)
    let empty = try #require(fixture.list.backgroundView as? Label)
    #expect(empty.text == "Nothing to show yet.")
    #expect(fixture.controller.problems == [problem])
    #expect(fixture.controller.list.navigationItem.rightBarButtonItem == nil, "nothing to edit")
  }

  @Test func returningToTheStartPopsScrollsUpAndUndoesTheVisitorsChanges() throws {
    let fixture = Fixture(Self.reading(Self.catalog()))
    fixture.controller.list.tableView(
      fixture.list, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    fixture.settle()
    #expect(fixture.list.numberOfRows(inSection: 0) == 14)
    fixture.list.scrollToRow(at: IndexPath(row: 10, section: 1), at: .top, animated: false)
    try fixture.tap(IndexPath(row: 10, section: 1))
    #expect(fixture.controller.openItemIDs == ["item-25"])
    fixture.controller.returnToStart(animated: true)
    fixture.settle()
    #expect(fixture.controller.openItemIDs == [])
    #expect(fixture.list.numberOfRows(inSection: 0) == 15, "the deleted item is back")
    #expect(fixture.list.contentOffset.y == fixture.list.minimumContentOffsetY)
  }

  @Test func returningToTheStartClosesAnOpenSwipeAndEndsEditing() throws {
    let fixture = Fixture(Self.reading(Self.catalog()))
    fixture.controller.list.setEditing(true, animated: false)
    #expect(fixture.list.isEditing)
    fixture.controller.returnToStart(animated: false)
    fixture.settle()
    #expect(!fixture.list.isEditing)
    #expect(!fixture.controller.list.isEditing)
  }

  @Test func aReadOnlyCatalogCanBeNeitherEditedNorReordered() throws {
    let readOnly = Fixture(Self.reading(Self.catalog()), editing: .forbidden)
    let first = IndexPath(row: 0, section: 0)
    #expect(!readOnly.controller.list.tableView(readOnly.list, canEditRowAt: first))
    #expect(!readOnly.controller.list.tableView(readOnly.list, canMoveRowAt: first))
    #expect(readOnly.controller.list.navigationItem.rightBarButtonItem == nil, "no Edit button")
    readOnly.controller.list.tableView(readOnly.list, commit: .delete, forRowAt: first)
    #expect(readOnly.list.numberOfRows(inSection: 0) == 15)
    let open = Fixture(Self.reading(Self.catalog()))
    #expect(open.controller.list.tableView(open.list, canEditRowAt: first))
    #expect(open.controller.list.navigationItem.rightBarButtonItem != nil)
  }

  @Test func aSavedPlaceFollowsItsItem() throws {
    let fixture = Fixture(Self.reading(Self.catalog()))
    let list = fixture.controller.list
    #expect(
      list.modelIdentifierForElement(at: IndexPath(row: 3, section: 1), in: fixture.list)
        == "item-18")
    #expect(
      list.indexPathForElement(withModelIdentifier: "item-18", in: fixture.list)
        == IndexPath(row: 3, section: 1))
    #expect(list.indexPathForElement(withModelIdentifier: "nobody", in: fixture.list) == nil)
  }
}
