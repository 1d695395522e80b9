import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Right-to-left tables with real right-to-left text: Arabic and Hebrew titles, shaped by
/// HarfBuzz through SDL_ttf (Arabic letters joined), laid out right to left, with Latin words
/// and numbers among them that still read left to right. The fonts are DejaVu Sans and DejaVu
/// Sans Bold from `fonts-dejavu-core`, which cover both scripts. Each picture was checked by
/// eye before it was recorded.
@MainActor
@Suite(.serialized)
struct RightToLeftTextSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// The words of one language's settings screen.
  struct Words {
    var header: String
    var general: String
    var battery: String
    var storage: String
    var network: String
    var connected: String
    var airplane: String
    var long: String
    var phone: String
    var footer: String
  }

  static let arabic = Words(
    header: "عام", general: "الإعدادات العامة", battery: "البطارية", storage: "التخزين",
    network: "الشبكة المنزلية", connected: "متصلة، 5 GHz", airplane: "وضع الطيران",
    long: "عنوان طويل جداً لا يتسع في سطر واحد على شاشة الهاتف", phone: "هاتف",
    footer: "تم تحديث 3 تطبيقات اليوم")
  static let hebrew = Words(
    header: "כללי", general: "הגדרות כלליות", battery: "סוללה", storage: "אחסון",
    network: "רשת ביתית", connected: "מחובר, 5 GHz", airplane: "מצב טיסה",
    long: "כותרת ארוכה מאוד שאינה נכנסת בשורה אחת של מסך הטלפון", phone: "טלפון",
    footer: "עודכנו 3 יישומים היום")

  private func source(_ words: Words) -> GalleryDataSource {
    typealias Row = GalleryDataSource.Row
    let rows: [Row] = [
      Row(style: .default) { cell in
        cell.textLabel?.text = words.general
        cell.imageView?.image = Image(named: "icon-general")
        cell.accessoryType = .disclosureIndicator
      },
      Row(style: .value1) { cell in
        cell.textLabel?.text = words.battery
        cell.detailTextLabel?.text = "85%"
        cell.imageView?.image = Image(named: "icon-display")
        cell.accessoryType = .disclosureIndicator
      },
      Row(style: .value1) { cell in
        cell.textLabel?.text = words.storage
        cell.detailTextLabel?.text = "64 GB"
      },
      Row(style: .subtitle) { cell in
        cell.textLabel?.text = words.network
        cell.detailTextLabel?.text = words.connected
        cell.imageView?.image = Image(named: "icon-wifi")
        cell.accessoryType = .checkmark
      },
      Row(style: .default) { cell in
        cell.textLabel?.text = words.airplane
        cell.imageView?.image = Image(named: "icon-airplane")
        let toggle = Switch()
        toggle.setOn(true, animated: false)
        cell.accessoryView = toggle
      },
      Row(style: .default) { cell in
        cell.textLabel?.text = words.long
        cell.accessoryType = .disclosureIndicator
      },
      Row(style: .value2) { cell in
        cell.textLabel?.text = words.phone
        cell.detailTextLabel?.text = "+1 555 0123"
      },
    ]
    return GalleryDataSource(sections: [
      GalleryDataSource.Section(header: words.header, footer: words.footer, rows: rows)
    ])
  }

  @Test func arabicInAPlainTable() throws {
    let gallery = try Gallery.fittedTable(
      .plain, source: source(Self.arabic), snapshotter: snapshotter,
      layoutDirection: .rightToLeft)
    try snapshotter.verify(gallery.render(), named: "rtl-arabic")
  }

  @Test func hebrewInAnInsetGroupedTableAtTwiceTheScale() throws {
    let gallery = try Gallery.fittedTable(
      .insetGrouped, source: source(Self.hebrew), snapshotter: snapshotter, scale: 2,
      extraHeight: 10, layoutDirection: .rightToLeft)
    try snapshotter.verify(
      gallery.render(background: .groupedBackground), named: "rtl-hebrew-inset-grouped@2x")
  }

  @Test func veryLongArabicTitlesInEveryCellStyleAtTheNarrowestWidth() throws {
    typealias Row = GalleryDataSource.Row
    let long = "عنوان طويل جداً لا يتسع في سطر واحد على شاشة الهاتف"
    let detail = "تفاصيل طويلة أيضاً تختصر أولاً"
    let rows: [Row] = [
      Row(style: .default) { cell in
        cell.textLabel?.text = long
        cell.imageView?.image = Image(named: "icon-general")
        cell.accessoryType = .disclosureIndicator
      },
      Row(style: .value1) { cell in
        cell.textLabel?.text = long
        cell.detailTextLabel?.text = detail
        cell.accessoryType = .disclosureIndicator
      },
      Row(style: .value2) { cell in
        cell.textLabel?.text = "عنوان طويل"
        cell.detailTextLabel?.text = long
        cell.accessoryType = .detailButton
      },
      Row(style: .subtitle) { cell in
        cell.textLabel?.text = long
        cell.detailTextLabel?.text = detail + " " + detail
        cell.imageView?.image = Image(named: "avatar-green")
        cell.accessoryType = .checkmark
      },
    ]
    let gallery = try Gallery.fittedTable(
      .plain, source: GalleryDataSource(rows: rows), snapshotter: snapshotter, width: 320,
      layoutDirection: .rightToLeft)
    try snapshotter.verify(gallery.render(), named: "rtl-arabic-long-text-320")
  }
}
