import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The four cell styles, each with every accessory type, with and without an image (issue 4,
/// items 1, 2 and 9).
@MainActor
@Suite(.serialized)
struct CellsStyleSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// Ten rows: every accessory type, first with an icon, then without.
  private func rows(_ style: TableViewCell.CellStyle) -> [GalleryDataSource.Row] {
    var rows: [GalleryDataSource.Row] = []
    for withImage in [true, false] {
      for (index, type) in Gallery.accessoryTypes.enumerated() {
        rows.append(
          GalleryDataSource.Row(style: style) { cell in
            switch style {
            case .value2:
              cell.textLabel?.text = "label"
              cell.detailTextLabel?.text = Gallery.name(of: type)
            case .default, .value1, .subtitle:
              cell.textLabel?.text = Gallery.name(of: type)
              cell.detailTextLabel?.text =
                style == .subtitle ? "Subtitle in twelve points" : "Detail"
            }
            if withImage { cell.imageView?.image = Image(named: Gallery.icons[index]) }
            cell.accessoryType = type
          })
      }
    }
    return rows
  }

  private func verifyStyle(_ style: TableViewCell.CellStyle, named name: String) throws {
    let gallery = try Gallery.fittedTable(
      source: GalleryDataSource(rows: rows(style)), snapshotter: snapshotter)
    try snapshotter.verify(gallery.render(), named: name)
  }

  @Test func defaultCellsShowAnImageAndATitleWithEveryAccessory() throws {
    try verifyStyle(.default, named: "cells-default")
  }

  @Test func value1CellsShowAGrayDetailBeforeEveryAccessory() throws {
    try verifyStyle(.value1, named: "cells-value1")
  }

  @Test func value2CellsShowABlueLabelColumnAndNoImage() throws {
    try verifyStyle(.value2, named: "cells-value2")
  }

  @Test func subtitleCellsShowASmallGrayDetailUnderTheTitle() throws {
    try verifyStyle(.subtitle, named: "cells-subtitle")
  }
}
