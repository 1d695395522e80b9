import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Darker Colors (issue 30, item 5; iOS's Increase Contrast): under high contrast the
/// separators, chevrons, secondary and grouped header text darken in light and lighten in dark,
/// and the tint and the system colors take iOS's accessible values. Each picture was looked at
/// beside its normal-contrast twin.
@MainActor
@Suite(.serialized)
struct DarkerColorsSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private static func source() -> GalleryDataSource {
    let rows: [GalleryDataSource.Row] = [
      .wifi,
      GalleryDataSource.Row(style: .subtitle) { cell in
        cell.textLabel?.text = "Lighthouse Lens"
        cell.detailTextLabel?.text = "Gallery 1 · 1882"
        cell.accessoryType = .checkmark
      },
      GalleryDataSource.Row(style: .default) { cell in
        cell.textLabel?.text = "Notifications"
        cell.accessoryView = Switch()
        (cell.accessoryView as? Switch)?.isOn = true
      },
      GalleryDataSource.Row(style: .default) { cell in
        cell.textLabel?.text = "Delete All Data"
        cell.textLabel?.textColor = .systemRed
      },
    ]
    return GalleryDataSource(sections: [
      GalleryDataSource.Section(header: "Settings", footer: "Footers use the secondary text.", rows: rows)
    ])
  }

  @Test(arguments: [UserInterfaceStyle.light, .dark])
  func highContrastDarkensSeparatorsAndSecondaryText(_ style: UserInterfaceStyle) throws {
    var pictures: [PixelImage] = []
    for contrast in [AccessibilityContrast.normal, .high] {
      let gallery = try Gallery.fittedTable(
        .insetGrouped, source: Self.source(), snapshotter: snapshotter, extraHeight: 8)
      gallery.table.overrideUserInterfaceStyle = style
      gallery.table.traitOverrides.accessibilityContrast = contrast
      pictures.append(gallery.render(background: .groupedBackground))
    }
    let name = "darker-colors-normal-and-high" + (style == .dark ? "-dark" : "")
    try snapshotter.verify(FrameSheet.stacked(pictures), named: name)
  }
}
