import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Every character finds a face (issue 26, item 2): Chinese, Japanese and Korean from the CJK
/// face, Cyrillic and Greek from Inter, Arabic and Hebrew from DejaVu Sans, and emoji — with
/// skin tones, ZWJ families and flags — in color from Noto Color Emoji, mixed in one line, in
/// titles, details and headers, truncated across faces. Each picture was checked by eye before
/// it was recorded.
@MainActor
@Suite(.serialized)
struct FontFallbackSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  private static func row(
    _ style: TableViewCell.CellStyle, _ title: String, _ detail: String? = nil,
    image: String? = nil, accessory: TableViewCell.AccessoryType = .none
  ) -> GalleryDataSource.Row {
    GalleryDataSource.Row(style: style) { cell in
      cell.textLabel?.text = title
      cell.detailTextLabel?.text = detail
      cell.imageView?.image = image.flatMap { Image(named: $0) }
      cell.accessoryType = accessory
    }
  }

  static let languages = GalleryDataSource.Section(
    header: "Languages 语言 🌍", footer: "Every script in one table ✅",
    rows: [
      row(.subtitle, "你好，世界", "简体中文 · Chinese", accessory: .disclosureIndicator),
      row(.subtitle, "日本語のテキスト", "ひらがな・カタカナ・漢字"),
      row(.value1, "한국어", "안녕하세요"),
      row(.value1, "Русский", "Привет, мир"),
      row(.value1, "Ελληνικά", "Γειά σου"),
      row(.value1, "العربية", "مرحبا"),
      row(.value1, "עברית", "שלום"),
    ])

  static let emoji = GalleryDataSource.Section(
    header: "Emoji",
    rows: [
      row(.default, "Thumbs up 👍 👍🏻 👍🏽 👍🏿", accessory: .checkmark),
      row(.default, "Family 👨‍👩‍👧‍👦 and 🧑‍💻"),
      row(.subtitle, "Flags 🇫🇷 🇯🇵 🇧🇷 🇺🇦 🇨🇦", "Keycaps 1️⃣ #️⃣ and hearts ❤️ 💙"),
      row(.value1, "Café ☕ 東京 🗼", "⭐️⭐️⭐️"),
      row(.default, "A long line of text 你好 🎉 that runs on past the edge of the cell"),
    ])

  @Test func everyScriptAndEmojiInAPlainTable() throws {
    let gallery = try Gallery.fittedTable(
      .plain, source: GalleryDataSource(sections: [Self.languages, Self.emoji]),
      snapshotter: snapshotter)
    try snapshotter.verify(gallery.render(), named: "font-fallback-plain")
  }

  @Test func everyScriptAndEmojiInAnInsetGroupedTableAtTwiceTheScale() throws {
    let gallery = try Gallery.fittedTable(
      .insetGrouped, source: GalleryDataSource(sections: [Self.languages, Self.emoji]),
      snapshotter: snapshotter, scale: 2, extraHeight: 10)
    try snapshotter.verify(
      gallery.render(background: .groupedBackground), named: "font-fallback-inset-grouped@2x")
  }
}
