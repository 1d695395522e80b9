import DemoScenes
import Foundation

/// A catalog folder under the temporary directory, written by a test: a `catalog.json` and
/// pictures, good or broken.
struct CatalogFolder {
  let url: URL

  init() throws {
    url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("kiosk-catalog-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` as the catalog file.
  func writeCatalog(_ text: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent("catalog.json"))
  }

  /// Writes `data` at `name` (folders made as needed).
  func write(_ data: Data, at name: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// Writes a small valid PNG at `name`.
  func writePicture(at name: String) throws {
    try write(Self.png, at: name)
  }

  /// The absolute path of `name` in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).standardizedFileURL.path }

  /// Reads the catalog.
  func read() -> KioskCatalogReading { KioskCatalogReader(folder: url).read() }

  /// A 2 × 1 RGB PNG.
  static let png = Data(
    [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
      0x52, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x7B,
      0x40, 0xE8, 0xDD, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8,
      0xCF, 0x00, 0x04, 0xFF, 0x01, 0x07, 0x00, 0x01, 0xFF, 0xE2, 0x23, 0x9E, 0x59, 0x00, 0x00,
      0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ])

  /// A catalog of one section whose items are `items` (JSON objects' texts).
  static func catalog(items: [String], title: String = "Guide") -> String {
    """
    {"title": "\(title)", "sections": [{"title": "Things", "items": [\(items.joined(separator: ", "))]}]}
    """
  }

  /// A valid item's JSON with the picture `p.png`, its fields overridden by `extra`.
  static func item(_ id: String, _ extra: String = "") -> String {
    let fields = [
      "\"id\": \"\(id)\"", "\"title\": \"Title \(id)\"", "\"image\": \"p.png\"",
      "\"detail\": \"About \(id).\"",
    ]
    return "{" + (extra.isEmpty ? fields : fields + [extra]).joined(separator: ", ") + "}"
  }
}
