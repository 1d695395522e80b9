import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// A fruit list whose rows offer a context menu with every look: a title, an image, a checked
/// item, an inline group with a disabled item, and a destructive item; with `offersSubmenu`, a
/// "Move To" submenu too.
@MainActor
private final class FruitMenuSource: TableViewDataSource, TableViewDelegate {
  var offersSubmenu = false
  /// The "Move To" submenu's image, drawn on its row beside the chevron.
  var submenuImage: Image?
  let fruit = [
    "Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi",
    "Lemon", "Mango", "Nectarine",
  ]

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    fruit.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = fruit[indexPath.row]
    cell.detailTextLabel?.text = "In season"
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(
    _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    let name = fruit[indexPath.row]
    let submenu = Menu(
      title: "Move To", image: submenuImage,
      children: [
        Action(title: "Orchard", state: .on) { _ in }, Action(title: "Greenhouse") { _ in },
        Action(title: "Market") { _ in },
      ])
    let offersSubmenu = offersSubmenu
    return ContextMenuConfiguration { _ in
      Menu(
        title: name,
        children: [
          // Menu images are tinted glyphs, as on iOS: a system symbol, not a full-color icon.
          Action(title: "Copy", image: Image(systemName: "doc")) { _ in },
          Action(title: "Favorite", state: .on) { _ in },
          Menu(
            options: .displayInline,
            children: [
              Action(title: "Rename") { _ in },
              Action(title: "Paste", attributes: .disabled) { _ in },
            ]),
          Action(title: "Delete", attributes: .destructive) { _ in },
        ] + (offersSubmenu ? [submenu] : []))
    }
  }
}

/// Context menus over a table, as pictures: opened by a long press below its row, right to
/// left above a row near the bottom, with a submenu open over it, with a submenu row showing its
/// image, and growing in a tenth of a second after it opened. Each was judged by eye before it was recorded.
@MainActor
@Suite(.serialized)
struct ContextMenuSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// The table with row `row`'s menu opened by a long press, `settle` seconds after the
  /// finger lifted, after `then` (given the table and its clock).
  private func render(
    scale: CGFloat, layoutDirection: LayoutDirection, pressing row: Int,
    offersSubmenu: Bool = false, submenuImage: Image? = nil, settle: TimeInterval = 0.5,
    then: (TableView, ManualClock) -> Void = { _, _ in }
  ) throws -> PixelImage {
    let size = CGSize(width: 375, height: 560)
    let canvas = try snapshotter.canvas(size: size, scale: scale)
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    let clock = ManualClock(now: 10)
    table.clock = clock
    table.screen = canvas.makeScreen(layoutDirection: layoutDirection)
    table.rowHeight = 56
    let source = FruitMenuSource()
    source.offersSubmenu = offersSubmenu
    source.submenuImage = submenuImage
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    // A finger held still on the row until the menu opens, then lifted.
    let point = CGPoint(x: 180, y: CGFloat(row) * 56 + 28)
    table.handle(.pointerDown(id: 1, location: point, kind: .touch))
    for _ in 0..<36 {
      clock.advance(by: 1.0 / 60)
      table.layoutIfNeeded()
    }
    table.handle(.pointerUp(id: 1, location: point, kind: .touch))
    // The menu at rest, once it has grown in (by default).
    clock.advance(by: settle)
    table.layoutIfNeeded()
    #expect(table.isShowingContextMenu)
    then(table, clock)
    return withExtendedLifetime(source) { canvas.render(table) }
  }

  @Test func aMenuOpenBelowALongPressedRow() throws {
    let image = try render(scale: 2, layoutDirection: .leftToRight, pressing: 1)
    try snapshotter.verify(image, named: "context-menu-below-row@2x")
  }

  @Test func aMenuOpenAboveARowNearTheBottomRightToLeft() throws {
    let image = try render(scale: 1, layoutDirection: .rightToLeft, pressing: 8)
    try snapshotter.verify(image, named: "context-menu-above-row-right-to-left")
  }

  @Test func aSubmenuOpenOverTheMenuOfALongPressedRow() throws {
    let image = try render(scale: 2, layoutDirection: .leftToRight, pressing: 1, offersSubmenu: true)
    { table, clock in
      guard let row = table.contextMenuLayout?.items.last?.frame else { return }
      table.handle(.pointerDown(id: 2, location: CGPoint(x: row.midX, y: row.midY), kind: .touch))
      table.handle(.pointerUp(id: 2, location: CGPoint(x: row.midX, y: row.midY), kind: .touch))
      clock.advance(by: 0.5)
      table.layoutIfNeeded()
      #expect(table.contextMenuLayout?.items.first?.entry.kind == .submenuHeader)
    }
    try snapshotter.verify(image, named: "context-menu-submenu-open@2x")
  }

  @Test func aSubmenuRowShowsItsImageBesideItsChevron() throws {
    let image = try render(
      scale: 2, layoutDirection: .leftToRight, pressing: 1, offersSubmenu: true,
      submenuImage: Image(systemName: "folder"))
    try snapshotter.verify(image, named: "context-menu-submenu-image@2x")
  }

  @Test func aMenuGrowingInATenthOfASecondAfterItOpened() throws {
    // The long press opened it a tenth of a second before the finger lifted.
    let image = try render(scale: 2, layoutDirection: .leftToRight, pressing: 1, settle: 0)
    try snapshotter.verify(image, named: "context-menu-opening@2x")
  }
}
