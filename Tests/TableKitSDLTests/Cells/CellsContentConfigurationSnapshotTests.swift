import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Rows, headers and footers filled with content configurations, drawn with the real fonts:
/// the same pixels as the classic styles for the same content, and one golden of a grouped
/// table using them.
@MainActor
@Suite(.serialized)
struct CellsContentConfigurationSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// The content of one row, shown classically or through a configuration.
  private struct Content {
    var title: String
    var detail: String?
    var image: String?
    var accessory: TableViewCell.AccessoryType = .none
  }

  private func row(_ style: TableViewCell.CellStyle, _ content: Content, configured: Bool)
    -> GalleryDataSource.Row
  {
    GalleryDataSource.Row(style: style) { cell in
      if configured {
        var configuration = cell.defaultContentConfiguration()
        configuration.text = content.title
        configuration.secondaryText = content.detail
        configuration.image = content.image.flatMap { Image(named: $0) }
        cell.contentConfiguration = configuration
      } else {
        cell.textLabel?.text = content.title
        cell.detailTextLabel?.text = content.detail
        cell.imageView?.image = content.image.flatMap { Image(named: $0) }
      }
      cell.accessoryType = content.accessory
    }
  }

  @Test(arguments: [TableViewCell.CellStyle.default, .subtitle, .value1])
  func configuredRowsDrawTheSamePixelsAsTheClassicStyle(style: TableViewCell.CellStyle) throws {
    let detail: String? = style == .default ? nil : "Home network"
    let contents = [
      Content(title: "Wi-Fi", detail: detail, image: "icon-wifi", accessory: .disclosureIndicator),
      Content(title: "Anna Haro", detail: detail, image: "avatar-blue", accessory: .checkmark),
      Content(title: "No image", detail: detail),
      Content(title: "Selected", detail: detail, image: "icon-general"),
    ]
    func render(configured: Bool) throws -> PixelImage {
      let source = GalleryDataSource(
        sections: [
          GalleryDataSource.Section(
            header: "Section", footer: "Footer",
            rows: contents.map { row(style, $0, configured: configured) })
        ])
      let gallery = try Gallery.fittedTable(source: source, snapshotter: snapshotter)
      gallery.table.selectRow(
        at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
      return gallery.render()
    }
    let classic = try render(configured: false)
    let configured = try render(configured: true)
    #expect(configured == classic, "a configured \(style) table differs from the classic one")
  }

  /// A configured header view (the default configuration, which takes the table's look) or a
  /// footer view (`footer()`), as a grouped table shows them.
  private static func headerFooterView(section: Int, isHeader: Bool) -> View? {
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    var content = isHeader ? view.defaultContentConfiguration() : .footer()
    content.text =
      isHeader
      ? "Connections"
      : "Configured rows grow with their text: the long row above wraps onto as many lines as "
        + "it needs."
    view.contentConfiguration = content
    return view
  }

  /// A row of `style` showing `content` through the cell's default configuration, changed by
  /// `customize`.
  private func configuredRow(
    _ style: TableViewCell.CellStyle, _ content: Content,
    customize: @escaping @MainActor (inout ListContentConfiguration) -> Void = { _ in }
  ) -> GalleryDataSource.Row {
    let plain = row(style, content, configured: true)
    return GalleryDataSource.Row(style: style) { cell in
      plain.configure(cell)
      guard var configuration = cell.contentConfiguration as? ListContentConfiguration else {
        return
      }
      customize(&configuration)
      cell.contentConfiguration = configuration
    }
  }

  @Test func aGroupedTableOfConfiguredRowsHeadersAndFooters() throws {
    let long = "A long title on as many lines as it needs, since configured text wraps by default"
    let rows = [
      configuredRow(
        .value1,
        Content(
          title: "Wi-Fi", detail: "Home", image: "icon-wifi", accessory: .disclosureIndicator)),
      configuredRow(
        .subtitle,
        Content(
          title: "Anna Haro", detail: "555-1234", image: "avatar-green",
          accessory: .detailDisclosureButton)),
      configuredRow(.default, Content(title: "Bluetooth", detail: "On", image: "icon-airplane")) {
        // A value cell's look on a `.default` cell, with a tinted value.
        let value = ListContentConfiguration.valueCell()
        $0.prefersSideBySideTextAndSecondaryText = true
        $0.secondaryTextProperties = value.secondaryTextProperties
        $0.secondaryTextProperties.color = .tint
      },
      configuredRow(.value2, Content(title: "mobile", detail: "555-9876")),
      configuredRow(.default, Content(title: long, image: "icon-general")),
      configuredRow(
        .subtitle,
        Content(
          title: "Selected", detail: "Colors kept on the gray selection", image: "icon-display",
          accessory: .checkmark)),
    ]
    let source = GalleryDataSource(rows: rows)
    source.headerFooterView = Self.headerFooterView
    let gallery = try Gallery.fittedTable(
      .grouped, source: source, snapshotter: snapshotter, extraHeight: 24)
    let table = gallery.table
    table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
    let header = try #require(table.headerView(forSection: 0))
    #expect(
      (header.contentConfiguration as? ListContentConfiguration)?.textProperties.transform
        == .uppercase, "the header takes the grouped look")
    let image = gallery.render(background: .groupedBackground)
    try snapshotter.verify(image, named: "cells-content-configuration")
  }
}
