import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Symbol images in cells follow the text size, as iOS 17's lists draw them (issue 26): at
/// Large the 20-point symbols, at AX3 the same symbols grown with the body text (and their
/// rows with them), in classic cells and content configurations alike. Each picture was looked
/// at against iOS 17 before it was recorded.
@MainActor
@Suite(.serialized)
struct SymbolImageSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private static var symbols: GalleryDataSource {
    GalleryDataSource(sections: [
      GalleryDataSource.Section(
        header: "Files", footer: nil,
        rows: [
          GalleryDataSource.Row(style: .default) { cell in
            cell.textLabel?.text = "Documents"
            cell.imageView?.image = Image(systemName: "folder")
            cell.accessoryType = .disclosureIndicator
          },
          GalleryDataSource.Row(style: .default) { cell in
            var content = ListContentConfiguration.subtitleCell()
            content.text = "Notes"
            content.secondaryText = "12 items"
            content.image = Image(systemName: "doc")
            cell.contentConfiguration = content
          },
          GalleryDataSource.Row(style: .default) { cell in
            var content = cell.defaultContentConfiguration()
            content.text = "Flagged"
            content.image = Image(systemName: "flag")
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
          },
        ])
    ])
  }

  @Test func symbolImagesGrowWithTheTextSize() throws {
    try snapshotter.assertSnapshots(
      named: "symbol-images", size: CGSize(width: 390, height: 420),
      configurations: SnapshotConfiguration.matrix(textSizes: [.large, .accessibilityExtraLarge]),
      background: .groupedBackground,
      ofController: {
        SourceTableController(style: .insetGrouped, source: Self.symbols, title: "Files")
      })
  }
}
