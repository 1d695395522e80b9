import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Every scene builds and lays out headlessly with the rows it promises.
@MainActor
@Suite(.serialized)
struct DemoSceneTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private static let size = CGSize(width: 375, height: 667)

  private func table(_ name: String, offset: CGFloat = 0, appearance: SceneAppearance = .standard)
    throws -> TableView
  {
    let scene = try #require(DemoSceneCatalog.named(name))
    let canvas = try snapshotter.canvas(size: Self.size)
    let view = scene.makePreparedView(
      size: Self.size, screen: canvas.makeScreen(), offset: offset, appearance: appearance)
    return try #require(view as? TableView)
  }

  private func rowCount(_ table: TableView) -> Int {
    (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
  }

  @Test func theCatalogListsTenScenesWithUniqueNames() {
    let names = DemoSceneCatalog.all.map(\.name)
    #expect(
      names == [
        "contacts", "settings", "styles", "stress", "images", "right-to-left", "playground",
        "editing", "tasks", "auto-layout",
      ])
    #expect(Set(names).count == names.count)
    #expect(DemoSceneCatalog.named("Contacts")?.name == "contacts", "titles work too")
    #expect(DemoSceneCatalog.named("nope") == nil)
  }

  @Test(arguments: [
    "contacts", "settings", "styles", "stress", "images", "right-to-left", "playground", "editing",
    "tasks", "auto-layout",
  ])
  func everySceneLaysOutWithVisibleCells(name: String) throws {
    let table = try table(name)
    #expect(table.frame.size == Self.size)
    #expect(!table.visibleCells.isEmpty)
    #expect(table.contentSize.height > Self.size.height, "every scene scrolls")
    // Cells span the table, or the cards of the inset grouped settings.
    let rowWidth =
      table.style == .insetGrouped
      ? Self.size.width - 2 * Metrics.insetGroupedCompactInset : Self.size.width
    for cell in table.visibleCells {
      #expect(cell.frame.width == rowWidth)
      #expect(cell.frame.height >= 44)
    }
  }

  @Test func contactsHasTwoHundredPeopleInTwentySixSectionsWithAnIndex() throws {
    let table = try table("contacts")
    #expect(table.numberOfSections == 26)
    #expect(rowCount(table) == 200)
    #expect(table.isShowingSectionIndex)
    #expect(table.tableHeaderView is SearchBar)
    #expect((table.tableFooterView as? Label)?.text == "200 Contacts")
    let controller = try #require(table.dataSource)
    let titles = try #require(controller.sectionIndexTitles(for: table))
    #expect(titles.first == TableView.indexSearch)
    #expect(titles.count == 27)
    #expect(controller.tableView(table, sectionForSectionIndexTitle: "Q", at: 17) == 16)
    let withAvatars = table.visibleCells.filter { $0.imageView?.image != nil }
    #expect(!withAvatars.isEmpty && withAvatars.count < table.visibleCells.count)
  }

  @Test func theContactDirectoryIsTheSameEveryTimeAndSorted() {
    let first = ContactDirectory()
    let second = ContactDirectory()
    #expect(first.sections == second.sections)
    for section in first.sections {
      #expect(!section.contacts.isEmpty, "\(section.letter) has people")
      #expect(section.contacts.allSatisfy { $0.lastName.hasPrefix(section.letter) })
      let names = section.contacts.map { [$0.lastName, $0.firstName] }
      #expect(names == names.sorted { $0.lexicographicallyPrecedes($1) })
    }
    #expect(ContactDirectory(seed: 1).sections != first.sections, "the seed matters")
  }

  @Test func theContactsFloatingHeaderSitsAtTheTopWhenScrolled() throws {
    let table = try table("contacts", offset: 700)
    let top = try #require(table.indexPathsForVisibleRows?.first)
    let header = try #require(table.headerView(forSection: top.section))
    #expect(header.frame.minY == 700, "pinned to the top of the visible content")
  }

  @Test func settingsHasSwitchesCheckmarksAndAnInfoButton() throws {
    let table = try table("settings")
    #expect(table.style == .insetGrouped)
    #expect(table.numberOfSections == 4)
    #expect(rowCount(table) == 13)
    let cells = table.visibleCells
    let switches = cells.compactMap { $0.accessoryView as? Switch }
    #expect(switches.count == 2)
    #expect(switches.map(\.isOn).sorted { !$0 && $1 } == [false, true])
    #expect(cells.filter { $0.accessoryType == .checkmark }.count == 1)
    #expect(cells.contains { $0.accessoryType == .detailDisclosureButton })
    #expect(table.dataSource?.tableView(table, titleForFooterInSection: 1) != nil)
  }

  @Test func choosingANetworkMovesTheCheckmark() throws {
    let table = try table("settings")
    let office = IndexPath(row: 2, section: 1)
    table.delegate?.tableView(table, didSelectRowAt: office)
    #expect(table.cellForRow(at: office)?.accessoryType == .checkmark)
    #expect(
      table.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryType
        == TableViewCell.AccessoryType.none)
  }

  @Test func stylesCoversEveryStyleImageAndAccessory() throws {
    let table = try table("styles")
    #expect(table.numberOfSections == 5)
    // Four styles × five accessories, twice with and without an image except value2.
    #expect((0..<4).map { table.numberOfRows(inSection: $0) } == [10, 10, 5, 10])
    #expect(table.numberOfRows(inSection: 4) == 4)
    // The multi-line rows size themselves taller than a standard row.
    for row in 0..<4 {
      #expect(table.rectForRow(at: IndexPath(row: row, section: 4)).height > 44, "row \(row)")
    }
  }

  @Test func stressHasTenMillionRowsAndScrollsToTheEnd() throws {
    let table = try table("stress")
    #expect(table.numberOfSections == 10_000)
    #expect(rowCount(table) == 10_000_000)
    #expect(table.contentSize.height == CGFloat(10_000_000 * 44 + 10_000 * 28))
    table.contentOffset = CGPoint(x: 0, y: table.maximumContentOffsetY)
    table.layoutIfNeeded()
    let last = try #require(table.indexPathsForVisibleRows?.last)
    #expect(last == IndexPath(row: 999, section: 9_999))
    #expect(table.cellForRow(at: last)?.textLabel?.text == "Row 9,999,999")
    #expect(table.createdCellCount < 40, "cells are reused, not made per row")
    let controller = try #require(table.dataSource)
    #expect(controller.tableView(table, sectionForSectionIndexTitle: "5", at: 5) == 5_000)
    #expect(
      controller.tableView(table, titleForHeaderInSection: 1_234) == "Rows 1,234,000–1,234,999")
  }

  @Test func imagesUsesPhotoCellsOfDifferentHeights() throws {
    let table = try table("images")
    #expect(table.visibleCells.allSatisfy { $0 is PhotoCell })
    // Each first row is brought on screen first: a row not yet seen has the estimated height.
    let heights = Set(
      (0..<table.numberOfSections).map { section in
        let first = IndexPath(row: 0, section: section)
        table.scrollToRow(at: first, at: .top, animated: false)
        table.layoutIfNeeded()
        return table.rectForRow(at: first).height
      })
    #expect(heights.count == 4, "each section's layout has its own height: \(heights)")
  }

  @Test func rightToLeftMirrorsTheSettings() throws {
    let table = try table("right-to-left")
    #expect(table.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let airplane = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let toggle = try #require(airplane.accessoryView)
    #expect(toggle.frame.maxX < 100, "the switch is on the left")
    // The settings fill their cells through content configurations.
    let content = try #require(
      airplane.contentView.subviews.compactMap { $0 as? ListContentView }.first)
    let icon = try #require(content.imageLayoutFrame)
    #expect(
      content.convert(icon.origin, to: airplane).x > airplane.frame.width - 60,
      "the icon is on the right")
  }

  @Test func kioskAppearanceMakesRowsAndTitlesLarger() throws {
    let table = try table("contacts", appearance: .kiosk)
    let cell = try #require(table.visibleCells.first)
    #expect(cell.frame.height == 64)
    #expect(cell.textLabel?.font.pointSize == 20)
  }

  @Test func rowNumbersAreGroupedByThousands() {
    #expect(StressScene.grouped(0) == "0")
    #expect(StressScene.grouped(999) == "999")
    #expect(StressScene.grouped(1_000) == "1,000")
    #expect(StressScene.grouped(9_999_999) == "9,999,999")
    #expect(StressScene.grouped(-12_345) == "-12,345")
  }
}
