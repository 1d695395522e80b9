import DemoScenes
import Foundation
import TableKit
import Testing

/// Issue 31, item 7: the kiosk on the screens museums install. Landscape screens at least
/// 1000 points wide show the list and the selected item's detail side by side, as an iPad's
/// split view; portrait and narrower screens show one column whose cards span it, under a
/// title and search bar that line up with them.
@MainActor
@Suite struct KioskSplitColumnsTests {
  typealias Fixture = KioskCatalogControllerTests.Fixture

  private func fixture(_ width: CGFloat, _ height: CGFloat) -> Fixture {
    Fixture(
      KioskCatalogControllerTests.reading(KioskCatalogControllerTests.catalog()),
      size: CGSize(width: width, height: height))
  }

  /// The ids of the list's selected rows.
  private func selectedIDs(_ fixture: Fixture) -> [String] {
    (fixture.list.indexPathsForSelectedRows ?? []).compactMap {
      fixture.controller.list.modelIdentifierForElement(at: $0, in: fixture.list)
    }
  }

  @Test(arguments: [(1920.0, 1080.0, 600.0), (1280, 800, 486), (1024, 768, 389)])
  func wideLandscapeScreensShowTheListAndTheDetailSideBySide(
    width: Double, height: Double, listWidth: Double
  ) throws {
    let fixture = fixture(width, height)
    let controller = fixture.controller
    #expect(controller.showsTwoColumns)
    #expect(
      controller.navigation.view.frame == CGRect(x: 0, y: 0, width: listWidth, height: height))
    #expect(controller.detailColumnItemIDs == ["item-0"], "the first item shows at the start")
    #expect(
      fixture.list.visibleCells.allSatisfy { $0.accessoryType == .none },
      "no chevrons: the detail shows beside the list")
    #expect(selectedIDs(fixture) == ["item-0"], "and is highlighted in the list")
    let detail = try #require(controller.detailNavigation.view)
    #expect(detail.frame.minX == listWidth + 1 && detail.frame.maxX == width)
    try fixture.tap(IndexPath(row: 3, section: 0))
    #expect(controller.detailColumnItemIDs == ["item-3"], "replaced in place")
    #expect(controller.openItemIDs == [], "nothing pushed over the list")
    #expect(selectedIDs(fixture) == ["item-3"])
    #expect(controller.selectedItemID == "item-3")
  }

  /// Where the window draws `string` (its first run), in window coordinates.
  private func drawnOrigin(of string: String, in fixture: Fixture) -> CGPoint? {
    var list = DrawList()
    fixture.window.render(into: &list)
    var offsets: [CGPoint] = [.zero]
    for command in list.commands {
      switch command {
      case .pushTranslation(let offset):
        let last = offsets[offsets.count - 1]
        offsets.append(CGPoint(x: last.x + offset.x, y: last.y + offset.y))
      case .popTranslation:
        offsets.removeLast()
      case .text(let run) where run.string == string:
        let last = offsets[offsets.count - 1]
        return CGPoint(x: run.origin.x + last.x, y: run.origin.y + last.y)
      default:
        break
      }
    }
    return nil
  }

  /// In two columns the list's large title starts where its cards do (20 points in), as an
  /// iPad's split view lines them up (issue 31: it sat at 16 beside cards at 20).
  @Test(arguments: [(1920.0, 1080.0), (1280, 800)])
  func theListsLargeTitleLinesUpWithItsCards(width: Double, height: Double) throws {
    let fixture = fixture(width, height)
    #expect(fixture.controller.showsTwoColumns)
    let card = fixture.list.rectForRow(at: IndexPath(row: 0, section: 0))
    let cardX = fixture.list.convert(card, to: fixture.window).minX
    let title = try #require(drawnOrigin(of: "Guide", in: fixture))
    #expect(cardX == 20)
    #expect(abs(title.x - cardX) < 0.5, "title at \(title.x), cards at \(cardX)")
  }

  @Test func relatedItemsPushInTheDetailColumnAndTheStartComesBack() throws {
    let fixture = fixture(1280, 800)
    let controller = fixture.controller
    try fixture.tap(IndexPath(row: 2, section: 0))
    let detail = try #require(
      controller.detailNavigation.topViewController?.view.mainScrollView as? TableView)
    let related = detail.rectForRow(at: IndexPath(row: 0, section: 1))
    let point = CGPoint(x: related.midX, y: related.midY - detail.contentOffset.y)
    detail.handle(.pointerDown(id: 1, location: point, kind: .touch))
    fixture.clock.advance(by: 1.0 / 60)
    detail.handle(.pointerUp(id: 1, location: point, kind: .touch))
    fixture.settle()
    #expect(controller.detailColumnItemIDs == ["item-2", "item-3"])
    #expect(selectedIDs(fixture) == ["item-2"], "the list keeps the item chosen there")
    controller.returnToStart(animated: false)
    fixture.settle()
    #expect(controller.detailColumnItemIDs == ["item-0"])
    #expect(selectedIDs(fixture) == ["item-0"])
  }

  @Test func aSearchKeepsTheSelectionHighlighted() throws {
    let fixture = fixture(1280, 800)
    let list = fixture.controller.list
    try fixture.tap(IndexPath(row: 12, section: 0))
    list.searchController.isActive = true
    list.searchController.searchBar.text = "Item 12"
    list.updateSearchResults(for: list.searchController)
    fixture.settle()
    #expect(list.shownSections.flatMap(\.items).map(\.id) == ["item-12"])
    #expect(selectedIDs(fixture) == ["item-12"], "the found row is the selected one")
    try fixture.tap(IndexPath(row: 0, section: 0))
    #expect(fixture.controller.detailColumnItemIDs == ["item-12"])
    list.searchController.searchBar.text = "Item 2"
    list.updateSearchResults(for: list.searchController)
    #expect(selectedIDs(fixture) == [], "hidden by the search, nothing else is selected")
  }

  @Test func narrowingToOneColumnPushesTheDetailAndWideningSplitsAgain() throws {
    let fixture = fixture(1280, 800)
    let controller = fixture.controller
    try fixture.tap(IndexPath(row: 5, section: 0))
    fixture.window.frame = CGRect(x: 0, y: 0, width: 800, height: 1000)
    fixture.settle()
    #expect(!controller.showsTwoColumns)
    #expect(controller.openItemIDs == ["item-5"], "the detail is pushed over the list")
    #expect(fixture.list.visibleCells.allSatisfy { $0.accessoryType == .disclosureIndicator })
    #expect(controller.navigation.view.frame == fixture.window.bounds)
    fixture.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
    fixture.settle()
    #expect(controller.showsTwoColumns)
    #expect(controller.openItemIDs == [])
    #expect(controller.detailColumnItemIDs == ["item-5"])
    #expect(selectedIDs(fixture) == ["item-5"])
  }

  /// Portrait (1080 × 1920) and narrower screens show one column: the cards span its width
  /// with the standard margins, where the large title and the search field start too.
  @Test(arguments: [(1080.0, 1920.0), (800, 600)])
  func portraitShowsOneColumnAlignedWithTheTitleAndSearch(width: Double, height: Double) throws {
    let fixture = fixture(width, height)
    let controller = fixture.controller
    #expect(!controller.showsTwoColumns)
    let card = fixture.list.rectForRow(at: IndexPath(row: 0, section: 0))
    #expect(card.minX == Metrics.largeTitleWideMargin, "the card starts where the large title does")
    #expect(
      abs(card.width - (width - 2 * Metrics.largeTitleWideMargin)) < 0.5, "and spans the column")
    // The search field's rounded box stands 16 points in from the bar, as TableKit's
    // navigation search bars do at every width (iOS uses the bar's layout margins: 20 here).
    let bar = controller.list.searchController.searchBar
    let field = bar.convert(bar.bounds, to: fixture.window).minX + Metrics.navigationSearchBarMargin
    #expect(
      abs(field - card.minX) <= 4, "the search field lines up with the cards: \(field) \(card)")
    try fixture.tap(IndexPath(row: 1, section: 0))
    #expect(controller.openItemIDs == ["item-1"], "a tap pushes the detail")
  }
}
