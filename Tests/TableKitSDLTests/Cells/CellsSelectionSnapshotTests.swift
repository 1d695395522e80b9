import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Selected and highlighted cells in the `.blue` and `.gray` styles (the same light gray since
/// iOS 7; issue 26), custom highlight colors and
/// images, and a selected background view fading in (issue 4, items 7 and 9).
@MainActor
@Suite(.serialized)
struct CellsSelectionSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// What happens to a row after the table laid it out.
  private enum State { case normal, selected, highlighted }

  private struct Sample {
    var state: State
    var row: GalleryDataSource.Row
  }

  private func samples(_ selectionStyle: TableViewCell.SelectionStyle) -> [Sample] {
    func row(
      _ style: TableViewCell.CellStyle, _ configure: @escaping @MainActor (TableViewCell) -> Void
    ) -> GalleryDataSource.Row {
      GalleryDataSource.Row(style: style) { cell in
        cell.selectionStyle = selectionStyle
        configure(cell)
      }
    }
    return [
      Sample(
        state: .normal,
        row: row(.value1) { cell in
          cell.textLabel?.text = "Not selected"
          cell.detailTextLabel?.text = "Detail"
          cell.imageView?.image = Image(named: "icon-wifi")
          cell.accessoryType = .disclosureIndicator
        }),
      Sample(
        state: .selected,
        row: row(.default) { cell in
          cell.textLabel?.text = "Selected"
          cell.imageView?.image = Image(named: "icon-airplane")
          cell.accessoryType = .disclosureIndicator
        }),
      Sample(
        state: .highlighted,
        row: row(.value1) { cell in
          cell.textLabel?.text = "Highlighted"
          cell.detailTextLabel?.text = "Detail"
          cell.imageView?.image = Image(named: "icon-general")
          cell.accessoryType = .checkmark
        }),
      Sample(
        state: .selected,
        row: row(.value2) { cell in
          cell.textLabel?.text = "label"
          cell.detailTextLabel?.text = "Selected value2"
          cell.accessoryType = .detailDisclosureButton
        }),
      Sample(
        state: .highlighted,
        row: row(.subtitle) { cell in
          cell.textLabel?.text = "Highlighted image"
          cell.detailTextLabel?.text = "The icon changes while highlighted"
          cell.imageView?.image = Image(named: "icon-display")
          cell.imageView?.highlightedImage = Image(named: "icon-notifications")
          cell.accessoryType = .detailButton
        }),
      Sample(
        state: .selected,
        row: row(.subtitle) { cell in
          cell.textLabel?.text = "Orange highlighted text"
          cell.textLabel?.highlightedTextColor = Color(rgb: 0xFF9500)
          cell.detailTextLabel?.text = "The detail keeps the style's color"
          cell.accessoryType = .checkmark
        }),
      Sample(
        state: .selected,
        row: row(.default) { cell in
          cell.textLabel?.text = "With a switch"
          let toggle = Switch()
          toggle.setOn(true, animated: false)
          cell.accessoryView = toggle
        }),
    ]
  }

  private func verifySelection(_ style: TableViewCell.SelectionStyle, named name: String) throws {
    let samples = samples(style)
    let source = GalleryDataSource(rows: samples.map(\.row))
    let gallery = try Gallery.fittedTable(source: source, snapshotter: snapshotter)
    for (row, sample) in samples.enumerated() {
      let cell = try gallery.cell(row)
      switch sample.state {
      case .normal: break
      case .selected: cell.setSelected(true, animated: false)
      case .highlighted: cell.setHighlighted(true, animated: false)
      }
    }
    try snapshotter.verify(gallery.render(), named: name)
  }

  /// Issue 26: `.blue` draws as iOS 7+ does, the light gray behind unchanged titles and marks.
  @Test func blueSelectionDrawsTheGrayOfIOS7AndLater() throws {
    try verifySelection(.blue, named: "cells-selection-blue")
  }

  @Test func graySelectionKeepsTheColorsOnLightGray() throws {
    try verifySelection(.gray, named: "cells-selection-gray")
  }

  @Test func customSelectedBackgroundsFadeInAndNoneStyleShowsNoChange() throws {
    let source = GalleryDataSource(rows: [
      GalleryDataSource.Row(style: .default) { cell in
        cell.textLabel?.text = "Custom selected background"
        cell.accessoryType = .disclosureIndicator
        let background = View()
        background.backgroundColor = Color(rgb: 0xFFCC00)
        cell.selectedBackgroundView = background
      },
      GalleryDataSource.Row(style: .default) { cell in
        cell.textLabel?.text = "Halfway through the fade"
        cell.accessoryType = .disclosureIndicator
      },
      GalleryDataSource.Row(style: .default) { cell in
        cell.textLabel?.text = "Selection style none"
        cell.selectionStyle = .none
        cell.accessoryType = .checkmark
      },
    ])
    let gallery = try Gallery.fittedTable(source: source, snapshotter: snapshotter)
    let cells = try (0..<3).map { try gallery.cell($0) }
    cells[0].setSelected(true, animated: false)
    // The table drives the fade on its clock: start it, then stop the clock halfway.
    let clock = try #require(gallery.table.clock as? ManualClock)
    cells[1].setSelected(true, animated: true)
    gallery.table.layoutIfNeeded()
    clock.advance(by: Metrics.selectionFadeDuration / 2)
    cells[2].setSelected(true, animated: false)
    try snapshotter.verify(gallery.render(), named: "cells-selection-custom")
  }
}
