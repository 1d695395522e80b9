import Foundation
import TableKit
import TableKitSDL
import TableKitTesting

/// A data source and delegate for screenshot tables: sections of rows, each row a cell style and
/// a function that fills a fresh cell. Cells are not reused, so that every row shows exactly what
/// its function set.
@MainActor
final class GalleryDataSource: TableViewDataSource, TableViewDelegate {
  /// One row: the style of its cell and how to fill it.
  struct Row {
    var style: TableViewCell.CellStyle
    var indentationLevel = 0
    var configure: @MainActor (TableViewCell) -> Void
  }

  /// One section: an optional header and footer title, and rows.
  struct Section {
    var header: String?
    var footer: String?
    var rows: [Row]
  }

  var sections: [Section]
  var indexTitles: [String]?
  /// Makes a section's header (true) or footer (false) view; nil, or nil from it, shows the
  /// section's titles.
  var headerFooterView: (@MainActor (_ section: Int, _ isHeader: Bool) -> View?)?

  init(sections: [Section], indexTitles: [String]? = nil) {
    self.sections = sections
    self.indexTitles = indexTitles
  }

  convenience init(rows: [Row]) {
    self.init(sections: [Section(rows: rows)])
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell = TableViewCell(style: row.style, reuseIdentifier: nil)
    row.configure(cell)
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    headerFooterView?(section, true)
  }

  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    headerFooterView?(section, false)
  }

  func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
    sections[indexPath.section].rows[indexPath.row].indentationLevel
  }
}

/// A table with its data source and canvas. The table holds its data source weakly, as UIKit's
/// does, so the fixture keeps it alive for as long as the table is drawn.
@MainActor
struct GalleryTable {
  let table: TableView
  let source: GalleryDataSource
  let canvas: OffscreenCanvas

  /// Lays the table out and renders it.
  func render(background: Color = .white) -> PixelImage {
    withExtendedLifetime(source) { canvas.render(table, background: background) }
  }

  /// The cell showing `row` of `section`; fails the test when the row has none.
  func cell(_ row: Int, section: Int = 0) throws -> TableViewCell {
    try withExtendedLifetime(source) {
      guard let cell = table.cellForRow(at: IndexPath(row: row, section: section)) else {
        throw GalleryError("row \(row) of section \(section) has no cell")
      }
      return cell
    }
  }
}

/// A fixture that could not be built.
struct GalleryError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Pictures of tables and cells for the cell goldens.
@MainActor
enum Gallery {
  /// A table of `style` filling `canvas`, fed by `source`, attached to the canvas's screen with
  /// a stopped clock and laid out, so that a test can change cells before rendering.
  static func table(
    _ style: TableView.Style = .plain, source: GalleryDataSource, canvas: OffscreenCanvas,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> GalleryTable {
    let table = TableView(frame: CGRect(origin: .zero, size: canvas.size), style: style)
    table.clock = ManualClock()
    table.screen = canvas.makeScreen(layoutDirection: layoutDirection)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return GalleryTable(table: table, source: source, canvas: canvas)
  }

  /// A table as tall as its content plus `extraHeight` (at most `maxHeight`), on a canvas of
  /// that size.
  static func fittedTable(
    _ style: TableView.Style = .plain, source: GalleryDataSource, snapshotter: Snapshotter,
    width: CGFloat = 375, scale: CGFloat = 1, maxHeight: CGFloat = 2000, extraHeight: CGFloat = 0,
    layoutDirection: LayoutDirection = .leftToRight
  ) throws -> GalleryTable {
    let probe = try snapshotter.canvas(size: CGSize(width: width, height: maxHeight), scale: scale)
    let measured = table(style, source: source, canvas: probe, layoutDirection: layoutDirection)
    let height = min(maxHeight, measured.table.contentSize.height.rounded(.up) + extraHeight)
    let canvas = try snapshotter.canvas(size: CGSize(width: width, height: height), scale: scale)
    return table(style, source: source, canvas: canvas, layoutDirection: layoutDirection)
  }

  /// The accessory types in the order the style pictures show them.
  static let accessoryTypes: [TableViewCell.AccessoryType] = [
    .none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton,
  ]

  /// A short name of an accessory type for row titles.
  static func name(of type: TableViewCell.AccessoryType) -> String {
    switch type {
    case .none: return "None"
    case .disclosureIndicator: return "Disclosure"
    case .detailDisclosureButton: return "Detail disclosure"
    case .checkmark: return "Checkmark"
    case .detailButton: return "Detail button"
    }
  }

  /// The icons the pictures use, 29 points square.
  static let icons = [
    "icon-wifi", "icon-airplane", "icon-general", "icon-display", "icon-notifications",
  ]
}
