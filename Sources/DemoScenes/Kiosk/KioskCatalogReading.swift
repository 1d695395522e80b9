import Foundation

/// What `KioskCatalogReader.read()` found.
public struct KioskCatalogReading: Hashable, Sendable {
  /// The catalog as far as it could be read; nil when the file could not be read as JSON at
  /// all (missing, unreadable, malformed, or not an object).
  public var catalog: KioskCatalog?
  /// Every problem, in the order of the file.
  public var problems: [KioskCatalogProblem]
  /// Where the catalog names each picture file (absolute path → the JSON path of its first
  /// mention), found or not.
  public var pictureReferences: [String: String]

  /// Creates a reading.
  public init(
    catalog: KioskCatalog?, problems: [KioskCatalogProblem],
    pictureReferences: [String: String] = [:]
  ) {
    self.catalog = catalog
    self.problems = problems
    self.pictureReferences = pictureReferences
  }

  /// Whether the catalog has at least one item to show.
  public var hasItems: Bool { !(catalog?.allItems.isEmpty ?? true) }

  /// The picture files the catalog names, sorted: a kiosk watches them and the catalog file.
  public var pictureFiles: [String] { pictureReferences.keys.sorted() }

  /// Takes the picture at `path` away from every item showing it, with a problem saying why: for
  /// a picture that looked right but could not be decoded.
  /// - Parameters:
  ///   - path: The picture's absolute path.
  ///   - reason: What the decoder said.
  public mutating func dropPicture(at path: String, reason: String) {
    problems.append(
      KioskCatalogProblem(
        file: KioskCatalogReader.fileName, path: pictureReferences[path] ?? "",
        message: "expected a picture that can be decoded; \(reason)"))
    guard var catalog else { return }
    for section in catalog.sections.indices {
      for row in catalog.sections[section].items.indices
      where catalog.sections[section].items[row].imagePath == path {
        catalog.sections[section].items[row].imagePath = nil
      }
    }
    self.catalog = catalog
  }
}
