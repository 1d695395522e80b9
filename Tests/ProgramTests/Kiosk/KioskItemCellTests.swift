import DemoScenes
import Foundation
import TableKit
import Testing

/// The kiosk's rows after reloads and with pictures missing (issue 31).
@MainActor
@Suite struct KioskItemCellTests {
  typealias Fixture = KioskCatalogControllerTests.Fixture

  /// A catalog whose items alternate a badge, a price and nothing.
  static func catalog(pictures: Bool = true) -> KioskCatalog {
    let items = (0..<12).map { index in
      KioskCatalog.Item(
        id: "item-\(index)", title: "Item \(index)", subtitle: "Room \(index)",
        tag: [.badge("New"), .price("€\(index)"), nil][index % 3],
        imagePath: pictures && index != 1 ? "/nonexistent/picture-\(index).png" : nil)
    }
    return KioskCatalog(title: "Guide", sections: [.init(title: "All", items: items)])
  }

  /// The visible rows' cells with their items.
  private func cells(_ fixture: Fixture) -> [(KioskItemCell, KioskCatalog.Item)] {
    (fixture.list.indexPathsForVisibleRows ?? []).compactMap { indexPath in
      guard let cell = fixture.list.cellForRow(at: indexPath) as? KioskItemCell else { return nil }
      return (cell, fixture.controller.list.shownSections[indexPath.section].items[indexPath.row])
    }
  }

  private func expectBadgesPadded(_ fixture: Fixture, _ comment: Comment) {
    let badged = cells(fixture).filter { if case .badge = $0.1.tag { true } else { false } }
    #expect(badged.count >= 2, "rows with badges in view, \(comment)")
    for (cell, item) in badged {
      let natural = cell.tagLabel.sizeThatFits(CGSize(width: 1000, height: 100))
      #expect(
        cell.tagLabel.frame.width == natural.width + 16,
        "\(item.id): \(cell.tagLabel.frame.width) for a text \(natural.width) wide, \(comment)")
    }
  }

  @Test func badgesKeepTheirSidePaddingThroughReloads() throws {
    let fixture = Fixture(KioskCatalogControllerTests.reading(Self.catalog()))
    expectBadgesPadded(fixture, "at start")
    var reordered = Self.catalog()
    for round in 0..<6 {
      // Rotated, not shuffled: a random order could leave a single badge in view, and the
      // check needs badged rows on screen after every reload.
      let items = reordered.sections[0].items
      reordered.sections[0].items = Array(items.dropFirst() + items.prefix(1))
      fixture.controller.reload(
        with: KioskCatalogControllerTests.reading(round % 2 == 0 ? reordered : Self.catalog()))
      fixture.settle()
      expectBadgesPadded(fixture, "after reload \(round + 1)")
    }
  }

  @Test func badgesKeepTheirSidePaddingThroughReloadsUnderADetailScreen() throws {
    let fixture = Fixture(KioskCatalogControllerTests.reading(Self.catalog()))
    var changed = Self.catalog()
    for round in 0..<4 {
      try fixture.tap(IndexPath(row: 3, section: 0))
      changed.sections[0].items.swapAt(0, round + 1)
      changed.sections[0].items[0].tag = round % 2 == 0 ? .badge("New") : .price("€1")
      fixture.controller.reload(with: KioskCatalogControllerTests.reading(changed))
      fixture.settle()
      fixture.controller.navigation.popViewController(animated: true)
      fixture.settle()
      expectBadgesPadded(fixture, "back from a detail after reload \(round + 1)")
    }
  }

  /// A missing picture keeps its place as a gray placeholder: the row's text does not move left.
  @Test func aMissingPictureKeepsItsPlaceAsAPlaceholder() throws {
    let fixture = Fixture(KioskCatalogControllerTests.reading(Self.catalog()))
    let rows = cells(fixture)
    let without = try #require(rows.first { $0.1.imagePath == nil }?.0)
    let with = try #require(rows.first { $0.1.imagePath != nil }?.0)
    #expect(!without.thumbnailView.isHidden)
    #expect(without.thumbnailView.image == nil)
    #expect(without.thumbnailView.frame == with.thumbnailView.frame)
    #expect(without.titleLabel.frame.minX == with.titleLabel.frame.minX)
    #expect(without.thumbnailView.backgroundColor == .lightFill, "a gray placeholder")
  }

  /// A detail whose title is too long for the bar keeps "Back" on its back button, as iOS
  /// does, rather than a bare chevron (issue 31).
  @Test func aLongTitlesDetailKeepsBackOnItsBackButton() throws {
    var catalog = Self.catalog(pictures: false)
    catalog.sections[0].items[0].title =
      "The Great Harbour Lighthouse Lens of 1882, Restored by the Friends of the Museum in 2019"
    let fixture = Fixture(KioskCatalogControllerTests.reading(catalog))
    try fixture.tap(IndexPath(row: 0, section: 0))
    #expect(fixture.controller.openItemIDs == ["item-0"])
    var list = DrawList()
    fixture.window.render(into: &list)
    let texts = list.commands.compactMap { command -> String? in
      if case .text(let run) = command { return run.string }
      return nil
    }
    #expect(texts.contains("Back"), "\(texts.prefix(8))")
    #expect(!texts.contains("Guide"), "the list's title does not fit beside it")
  }
}
