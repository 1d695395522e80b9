import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Tables in dark mode (issue 26, item 3): black plain tables with white text, inset grouped
/// cards of #1C1C1E on black, gray details, dark separators and chevrons, the tint lightened
/// to #0A84FF. Each picture was checked by eye before it was recorded.
@MainActor
@Suite(.serialized)
struct DarkModeSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  static let rows: [GalleryDataSource.Row] = [
    GalleryDataSource.Row(style: .default) { cell in
      cell.textLabel?.text = "General"
      cell.imageView?.image = Image(named: "icon-general")
      cell.accessoryType = .disclosureIndicator
    },
    GalleryDataSource.Row(style: .value1) { cell in
      cell.textLabel?.text = "Battery"
      cell.detailTextLabel?.text = "85%"
      cell.accessoryType = .disclosureIndicator
    },
    GalleryDataSource.Row(style: .subtitle) { cell in
      cell.textLabel?.text = "Home Network"
      cell.detailTextLabel?.text = "Connected, 5 GHz"
      cell.accessoryType = .checkmark
    },
    GalleryDataSource.Row(style: .default) { cell in
      cell.textLabel?.text = "Airplane Mode ✈️"
      let toggle = Switch()
      toggle.setOn(true, animated: false)
      cell.accessoryView = toggle
    },
    GalleryDataSource.Row(style: .default) { cell in
      cell.textLabel?.text = "About"
      cell.accessoryType = .detailButton
    },
  ]

  static var source: GalleryDataSource {
    GalleryDataSource(sections: [
      GalleryDataSource.Section(header: "Device", footer: "Settings in dark mode.", rows: rows),
      GalleryDataSource.Section(header: "More", rows: Array(rows.prefix(2))),
    ])
  }

  @Test func aPlainTableInDarkMode() throws {
    let gallery = try Gallery.fittedTable(.plain, source: Self.source, snapshotter: snapshotter)
    gallery.table.overrideUserInterfaceStyle = .dark
    try snapshotter.verify(gallery.render(background: .systemBackground), named: "dark-plain")
  }

  @Test func anInsetGroupedTableInDarkModeAtTwiceTheScale() throws {
    let gallery = try Gallery.fittedTable(
      .insetGrouped, source: Self.source, snapshotter: snapshotter, scale: 2, extraHeight: 10)
    gallery.table.overrideUserInterfaceStyle = .dark
    try snapshotter.verify(
      gallery.render(background: .groupedBackground), named: "dark-inset-grouped@2x")
  }
}
