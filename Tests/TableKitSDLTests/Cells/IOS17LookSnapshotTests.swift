import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 26's "iOS 17's look by default", in light and dark: every selection style but `.none`
/// draws the light gray behind unchanged text, the switch as iOS 13+ draws it, value2 without
/// the 12-point bold blue title, and the section index of grouped and inset grouped tables.
/// Each picture was looked at against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct IOS17LookSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// Renders `gallery` in `style`, on the background its table style draws on.
  private func render(
    _ gallery: GalleryTable, _ style: UserInterfaceStyle, grouped: Bool = false
  ) -> PixelImage {
    gallery.table.overrideUserInterfaceStyle = style
    return gallery.render(background: grouped ? .groupedBackground : .systemBackground)
  }

  // MARK: - Selection

  /// One row per selection style, each selected or highlighted, then one left alone.
  private static func selectionRows() -> [GalleryDataSource.Row] {
    func row(
      _ style: TableViewCell.CellStyle, _ selection: TableViewCell.SelectionStyle,
      _ configure: @escaping @MainActor (TableViewCell) -> Void
    ) -> GalleryDataSource.Row {
      GalleryDataSource.Row(style: style) { cell in
        cell.selectionStyle = selection
        configure(cell)
      }
    }
    return [
      row(.value1, .blue) { cell in
        cell.textLabel?.text = "Blue style, selected"
        cell.detailTextLabel?.text = "Detail"
        cell.imageView?.image = Image(named: "icon-wifi")
        cell.accessoryType = .disclosureIndicator
      },
      row(.subtitle, .gray) { cell in
        cell.textLabel?.text = "Gray style, highlighted"
        cell.detailTextLabel?.text = "The detail keeps its gray"
        cell.accessoryType = .checkmark
      },
      row(.default, .default) { cell in
        cell.textLabel?.text = "Default style, selected"
        cell.imageView?.image = Image(systemName: "star.fill")
        cell.accessoryType = .detailButton
      },
      row(.value2, .blue) { cell in
        cell.textLabel?.text = "mobile"
        cell.detailTextLabel?.text = "+1 555 0100"
      },
      row(.default, .none) { cell in
        cell.textLabel?.text = "Style none, selected: no change"
      },
      row(.default, .blue) { cell in
        cell.textLabel?.text = "Not selected"
        cell.accessoryType = .disclosureIndicator
      },
    ]
  }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func everySelectionStyleDrawsTheGrayBehindUnchangedText(_ style: UserInterfaceStyle) throws {
    let gallery = try Gallery.fittedTable(
      source: GalleryDataSource(rows: Self.selectionRows()), snapshotter: snapshotter)
    for row in [0, 2, 3, 4] { try gallery.cell(row).setSelected(true, animated: false) }
    try gallery.cell(1).setHighlighted(true, animated: false)
    let name = style == .dark ? "ios17-selection-dark" : "ios17-selection"
    try snapshotter.verify(render(gallery, style), named: name)
  }

  // MARK: - Switches and value2

  private static func switchRows() -> [GalleryDataSource.Row] {
    func row(_ title: String, on: Bool, enabled: Bool = true) -> GalleryDataSource.Row {
      GalleryDataSource.Row(style: .default) { cell in
        cell.textLabel?.text = title
        let toggle = Switch()
        toggle.setOn(on, animated: false)
        toggle.isEnabled = enabled
        cell.accessoryView = toggle
      }
    }
    return [
      row("Off", on: false), row("On", on: true), row("Off, disabled", on: false, enabled: false),
      row("On, disabled", on: true, enabled: false),
      GalleryDataSource.Row(style: .value2) { cell in
        cell.textLabel?.text = "home"
        cell.detailTextLabel?.text = "1 Infinite Loop"
      },
      GalleryDataSource.Row(style: .value2) { cell in
        cell.textLabel?.text = "ringtone"
        cell.detailTextLabel?.text = "Default"
        cell.accessoryType = .disclosureIndicator
      },
    ]
  }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func switchesAndValue2RowsOnInsetGroupedCards(_ style: UserInterfaceStyle) throws {
    let gallery = try Gallery.fittedTable(
      .insetGrouped, source: GalleryDataSource(rows: Self.switchRows()),
      snapshotter: snapshotter, scale: 2, extraHeight: 10)
    let name = style == .dark ? "ios17-switches-value2-dark@2x" : "ios17-switches-value2@2x"
    try snapshotter.verify(render(gallery, style, grouped: true), named: name)
  }

  // MARK: - The section index beside groups

  private static var indexedSource: GalleryDataSource {
    let rows = DarkModeSnapshotTests.rows
    return GalleryDataSource(
      sections: [
        GalleryDataSource.Section(header: "Device", rows: rows),
        GalleryDataSource.Section(header: "More", rows: Array(rows.prefix(2))),
      ], indexTitles: ["D", "M"])
  }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func groupedTablesShowTheIndex(_ style: UserInterfaceStyle) throws {
    var pictures: [(PixelImage, String)] = []
    for (tableStyle, name) in [
      (TableView.Style.grouped, "grouped-index"), (.insetGrouped, "inset-grouped-index"),
    ] {
      let gallery = try Gallery.fittedTable(
        tableStyle, source: Self.indexedSource, snapshotter: snapshotter, extraHeight: 10)
      #expect(gallery.table.isShowingSectionIndex)
      pictures.append(
        (render(gallery, style, grouped: true), style == .dark ? "\(name)-dark" : name))
    }
    try snapshotter.verifyEach(pictures)
  }
}
