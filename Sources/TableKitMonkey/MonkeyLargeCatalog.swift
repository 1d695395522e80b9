import Foundation

/// A large kiosk catalog written for the monkey: thousands of items in many sections, with
/// titles in several scripts, very long and combining-mark texts, and pictures copied from the
/// embedded catalog, so that the kiosk's list, search, index and details meet a big, hostile
/// but valid catalog.
public enum MonkeyLargeCatalog {
  /// How many items it holds.
  public static let itemCount = 3_000
  /// How many sections they are in.
  static let sectionCount = 26

  private static let names = [
    "Lighthouse Lens", "灯塔透镜", "منارة", "מגדלור", "Café 😀", "Ångström", "Zoë", "e\u{301}cole",
    "Blue Whale 🐋", "Σφαίρα", "Жар-птица", "ひかり", "Star Chart", "Comet", "Nébuleuse",
  ]

  /// Writes the catalog into `folder` (creating it), with pictures copied from `pictures`.
  /// - Throws: Foundation's errors when the folder cannot be written.
  public static func write(to folder: URL, picturesFrom pictures: URL?) throws {
    let manager = FileManager.default
    let pictureFolder = folder.appendingPathComponent("pictures", isDirectory: true)
    try manager.createDirectory(at: pictureFolder, withIntermediateDirectories: true)
    let available = try pictures.map {
      try manager.contentsOfDirectory(atPath: $0.path).filter { $0.hasSuffix(".png") }.sorted()
    } ?? []
    for name in available
    where !manager.fileExists(atPath: pictureFolder.appendingPathComponent(name).path) {
      guard let pictures else { break }
      try manager.copyItem(
        at: pictures.appendingPathComponent(name), to: pictureFolder.appendingPathComponent(name))
    }
    var sections: [[String: Any]] = []
    let perSection = itemCount / sectionCount
    var number = 0
    for section in 0..<sectionCount {
      let letter = String(UnicodeScalar(UInt8(65 + section)))
      var items: [[String: Any]] = []
      for _ in 0..<perSection + (section < itemCount % sectionCount ? 1 : 0) {
        defer { number += 1 }
        let name = names[number % names.count]
        var item: [String: Any] = [
          "id": "item-\(number)",
          "title": "\(letter)\(number) \(name)"
            + (number % 97 == 0 ? " " + String(repeating: "very long title ", count: 12) : ""),
          "image": available.isEmpty
            ? "pictures/missing.png" : "pictures/\(available[number % available.count])",
          "detail": number % 50 == 0
            ? String(repeating: "Lorem ipsum dolor sit amet, 中文 العربية. ", count: 200)
            : "Item \(number) of the large catalog.",
        ]
        if number % 3 == 0 { item["subtitle"] = "Gallery \(number % 12) · \(1800 + number % 220)" }
        if number % 7 == 0 { item["badge"] = "New" } else if number % 5 == 0 { item["price"] = "€\(number % 40).50" }
        // Never the item itself: 6n + 3 is odd, so (7n + 3) mod 3,000 is never n.
        if number % 4 == 0 {
          item["related"] = [
            "item-\((number + 1) % itemCount)", "item-\((number * 7 + 3) % itemCount)",
          ]
        }
        items.append(item)
      }
      sections.append(["title": "\(letter) — \(names[section % names.count])", "items": items])
    }
    let catalog: [String: Any] = [
      "_comment": "written by table-monkey: a large catalog for the monkey to play on",
      "title": "The Monkey's Collection", "sections": sections,
    ]
    let data = try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys])
    try data.write(to: folder.appendingPathComponent("catalog.json"), options: .atomic)
  }
}
