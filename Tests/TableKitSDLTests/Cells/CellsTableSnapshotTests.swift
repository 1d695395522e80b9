import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Whole tables: plain with headers, footers and the index scrolled so that a header floats,
/// grouped, inset grouped, self-sizing multi-line cells, right to left, scale 2 and long text at the narrowest
/// and widest sizes (issue 4, items 1, 3 to 6 and 9).
@MainActor
@Suite(.serialized)
struct CellsTableSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A contacts list: lettered sections of subtitle rows, some with avatars and accessories.
  private func contacts() -> GalleryDataSource {
    let people: [(String, [(String, String?)])] = [
      ("A", [("Anna Haro", "555-1234"), ("Aaron Blake", nil), ("Alice Cooper", "Mobile")]),
      ("B", [("Bob Dylan", "Home"), ("Brenda Lee", nil)]),
      ("C", [("Carl Sagan", "Work"), ("Cher", nil), ("Chris Lattner", "Swift")]),
      ("D", [("David Bowie", "Studio"), ("Dolly Parton", nil)]),
    ]
    let avatars = ["avatar-blue", "avatar-green", "avatar-orange", "avatar-purple"]
    let sections = people.enumerated().map { sectionIndex, entry in
      GalleryDataSource.Section(
        header: entry.0, footer: "\(entry.1.count) contacts",
        rows: entry.1.enumerated().map { row, person in
          GalleryDataSource.Row(style: .subtitle) { cell in
            cell.textLabel?.text = person.0
            cell.detailTextLabel?.text = person.1
            if person.1 != nil {
              cell.imageView?.image = Image(named: avatars[(row + sectionIndex) % 4])
            }
            cell.accessoryType =
              [.disclosureIndicator, .checkmark, .detailDisclosureButton][row % 3]
          }
        })
    }
    return GalleryDataSource(
      sections: sections, indexTitles: [TableView.indexSearch] + people.map(\.0))
  }

  @Test func aPlainTableFloatsTheHeaderOfTheSectionAtTheTop() throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 375, height: 480))
    let gallery = Gallery.table(source: contacts(), canvas: canvas)
    let table = gallery.table
    // Section A: header 28, three rows, footer 28; stop halfway into its second row.
    let secondRow = table.rectForRow(at: IndexPath(row: 1, section: 0))
    table.contentOffset = CGPoint(x: 0, y: secondRow.midY)
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.minY == secondRow.midY, "the header of section A floats at the top")
    try snapshotter.verify(gallery.render(), named: "table-plain-floating-header")
  }

  @Test func aPlainTableScrolledSoThatTheNextHeaderPushesTheFooterAway() throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 320, height: 300))
    let gallery = Gallery.table(source: contacts(), canvas: canvas)
    let footer = gallery.table.rectForFooter(inSection: 0)
    gallery.table.contentOffset = CGPoint(x: 0, y: footer.minY - 40)
    try snapshotter.verify(gallery.render(), named: "table-plain-footer-320")
  }

  /// Settings-like groups: icons, values, a switch, titled and untitled sections, footers.
  private func settings() -> GalleryDataSource {
    typealias Row = GalleryDataSource.Row
    return GalleryDataSource(
      sections: [
        GalleryDataSource.Section(
          header: nil, footer: nil,
          rows: [
            Row(style: .default) { cell in
              cell.textLabel?.text = "Airplane Mode"
              cell.imageView?.image = Image(named: "icon-airplane")
              let toggle = Switch()
              cell.accessoryView = toggle
              cell.selectionStyle = .none
            },
            Row(style: .value1) { cell in
              cell.textLabel?.text = "Wi-Fi"
              cell.detailTextLabel?.text = "Home Network"
              cell.imageView?.image = Image(named: "icon-wifi")
              cell.accessoryType = .disclosureIndicator
            },
            Row(style: .value1) { cell in
              cell.textLabel?.text = "Notifications"
              cell.imageView?.image = Image(named: "icon-notifications")
              cell.accessoryType = .disclosureIndicator
            },
          ]),
        GalleryDataSource.Section(
          header: "Display",
          footer: "Text size and boldness apply to every app that supports them.",
          rows: [
            Row(style: .value1) { cell in
              cell.textLabel?.text = "Brightness"
              cell.detailTextLabel?.text = "Automatic"
              cell.imageView?.image = Image(named: "icon-display")
              cell.accessoryType = .disclosureIndicator
            },
            Row(style: .default) { cell in
              cell.textLabel?.text = "Bold Text"
              let toggle = Switch()
              toggle.setOn(true, animated: false)
              cell.accessoryView = toggle
            },
            Row(style: .subtitle) { cell in
              cell.textLabel?.text = "Text Size"
              cell.detailTextLabel?.text = "Larger"
              cell.accessoryType = .checkmark
            },
          ]),
        GalleryDataSource.Section(
          header: "About", footer: nil,
          rows: [
            Row(style: .value2) { cell in
              cell.textLabel?.text = "version"
              cell.detailTextLabel?.text = "1.0 (42)"
            },
            Row(style: .value2) { cell in
              cell.textLabel?.text = "model"
              cell.detailTextLabel?.text = "TableKit on SDL2"
              cell.accessoryType = .detailButton
            },
          ]),
      ], indexTitles: ["A", "B"])
  }

  @Test func aGroupedTableDrawsGroupsOnGrayWithItsIndex() throws {
    let gallery = try Gallery.fittedTable(
      .grouped, source: settings(), snapshotter: snapshotter, extraHeight: 24)
    #expect(gallery.table.isShowingSectionIndex, "as iOS 17 (issue 26)")
    try snapshotter.verify(gallery.render(background: .groupedBackground), named: "table-grouped")
  }

  @Test func anInsetGroupedTableDrawsRoundedCardsWithTheSelectedFirstRowRounded() throws {
    let gallery = try Gallery.fittedTable(
      .insetGrouped, source: settings(), snapshotter: snapshotter, scale: 2, extraHeight: 24)
    let table = gallery.table
    let first = IndexPath(row: 0, section: 1)
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: first).minX == 16, "a card 16 in from the sides at 375")
    #expect(table.isShowingSectionIndex, "in the margin beside the cards, as iOS 17 (issue 26)")
    try snapshotter.verify(
      gallery.render(background: .groupedBackground), named: "table-inset-grouped@2x")
  }

  @Test func anInsetGroupedTableMirrorsRightToLeft() throws {
    let gallery = try Gallery.fittedTable(
      .insetGrouped, source: settings(), snapshotter: snapshotter, extraHeight: 24,
      layoutDirection: .rightToLeft)
    gallery.table.selectRow(
      at: IndexPath(row: 2, section: 1), animated: false, scrollPosition: .none)
    gallery.table.layoutIfNeeded()
    try snapshotter.verify(
      gallery.render(background: .groupedBackground), named: "table-inset-grouped-right-to-left")
  }

  @Test func multiLineCellsSizeThemselvesToTheirText() throws {
    let long =
      "Self-sizing rows grow with their text: this title has numberOfLines = 0, so it wraps "
      + "at word boundaries onto as many lines as it needs."
    let source = GalleryDataSource(rows: [
      GalleryDataSource.Row(style: .default) { cell in
        cell.textLabel?.text = long
        cell.textLabel?.numberOfLines = 0
        cell.imageView?.image = Image(named: "icon-general")
        cell.accessoryType = .disclosureIndicator
      },
      GalleryDataSource.Row(style: .subtitle) { cell in
        cell.textLabel?.text = "A subtitle cell whose detail wraps"
        cell.textLabel?.numberOfLines = 0
        cell.detailTextLabel?.text =
          "The detail is twelve points and gray. It has numberOfLines = 0 too, so the row holds "
          + "both labels in full.\nA newline starts a new line."
        cell.detailTextLabel?.numberOfLines = 0
        cell.accessoryType = .checkmark
      },
      GalleryDataSource.Row(style: .value1) { cell in
        cell.textLabel?.text = "Two lines at most, then the tail is truncated with an ellipsis"
        cell.textLabel?.numberOfLines = 2
        cell.detailTextLabel?.text = "Value"
      },
      GalleryDataSource.Row(style: .default) { cell in
        cell.textLabel?.text = "One line as usual"
      },
    ])
    let gallery = try Gallery.fittedTable(source: source, snapshotter: snapshotter, width: 320)
    #expect(gallery.table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 60)
    try snapshotter.verify(gallery.render(), named: "cells-multiline-320")
  }

  @Test func rightToLeftMirrorsCellsSeparatorsHeadersAndTheIndex() throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 375, height: 400))
    let gallery = Gallery.table(source: contacts(), canvas: canvas, layoutDirection: .rightToLeft)
    try snapshotter.verify(gallery.render(), named: "table-right-to-left")
  }

  @Test func rightToLeftMirrorsEveryStyleAndAccessory() throws {
    var rows: [GalleryDataSource.Row] = []
    for (index, style) in [TableViewCell.CellStyle.default, .value1, .value2, .subtitle]
      .enumerated()
    {
      for type in [Gallery.accessoryTypes[1 + index % 4], Gallery.accessoryTypes[(2 + index) % 5]] {
        rows.append(
          GalleryDataSource.Row(style: style) { cell in
            cell.textLabel?.text = style == .value2 ? "label" : Gallery.name(of: type)
            cell.detailTextLabel?.text = style == .value2 ? Gallery.name(of: type) : "Detail"
            cell.imageView?.image = Image(named: Gallery.icons[index])
            cell.accessoryType = type
          })
      }
    }
    let gallery = try Gallery.fittedTable(
      source: GalleryDataSource(rows: rows), snapshotter: snapshotter,
      layoutDirection: .rightToLeft)
    try snapshotter.verify(gallery.render(), named: "cells-right-to-left")
  }

  @Test func atScaleTwoTextMarksAndHairlinesAreCrisp() throws {
    let canvas = try snapshotter.canvas(size: CGSize(width: 375, height: 300), scale: 2)
    let gallery = Gallery.table(source: contacts(), canvas: canvas)
    try snapshotter.verify(gallery.render(), named: "table-plain@2x")
  }

  @Test func indentationLevelsMoveTheContent() throws {
    let rows = (0..<4).map { level in
      GalleryDataSource.Row(style: .default, indentationLevel: level) { cell in
        cell.textLabel?.text = "Indentation level \(level)"
        if level % 2 == 1 { cell.imageView?.image = Image(named: Gallery.icons[level]) }
        cell.accessoryType = .disclosureIndicator
      }
    }
    let gallery = try Gallery.fittedTable(
      source: GalleryDataSource(rows: rows), snapshotter: snapshotter)
    try snapshotter.verify(gallery.render(), named: "cells-indentation")
  }

  /// Long titles and details at 320 points truncate; at 1920 they fit.
  private func longText() -> GalleryDataSource {
    typealias Row = GalleryDataSource.Row
    return GalleryDataSource(rows: [
      Row(style: .default) { cell in
        cell.textLabel?.text = "A default title much too long to fit on one line of a phone"
        cell.imageView?.image = Image(named: "icon-wifi")
        cell.accessoryType = .disclosureIndicator
      },
      Row(style: .value1) { cell in
        cell.textLabel?.text = "A long value1 title that shares the row"
        cell.detailTextLabel?.text = "A long detail that truncates first"
        cell.accessoryType = .disclosureIndicator
      },
      Row(style: .value1) { cell in
        cell.textLabel?.text = "Short title"
        cell.detailTextLabel?.text = "A detail long enough to need most of the row"
      },
      Row(style: .value1) { cell in
        cell.textLabel?.text = "A long title next to a short detail"
        cell.detailTextLabel?.text = "On"
        cell.imageView?.image = Image(named: "icon-display")
      },
      Row(style: .value2) { cell in
        cell.textLabel?.text = "long label text"
        cell.detailTextLabel?.text = "A value2 detail that keeps going past the edge"
        cell.accessoryType = .detailDisclosureButton
      },
      Row(style: .subtitle) { cell in
        cell.textLabel?.text = "A subtitle title that is also too long for the row"
        cell.detailTextLabel?.text = "And a detail line that is even longer than the title above it"
        cell.imageView?.image = Image(named: "avatar-green")
        cell.accessoryType = .checkmark
      },
    ])
  }

  @Test(arguments: [320.0, 1920.0])
  func longTextTruncatesWithAnEllipsisOnlyWhenItMustAt(width: Double) throws {
    let gallery = try Gallery.fittedTable(
      source: longText(), snapshotter: snapshotter, width: CGFloat(width))
    try snapshotter.verify(gallery.render(), named: "cells-long-text-\(Int(width))")
  }
}
