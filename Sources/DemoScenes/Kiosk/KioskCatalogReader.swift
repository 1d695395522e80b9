import Foundation
import TableKit

/// Reads a kiosk catalog from a folder: `catalog.json` and the pictures it names, checked
/// against the schema (see "Kiosk catalogs" in the article "Deploying the kiosk"). It never
/// stops at the first mistake: every problem is reported with its file, JSON path and what was
/// expected, and everything that is usable is kept, so that a kiosk shows what loaded and an
/// operator's `--check` lists all there is to fix.
///
/// What is kept: an item needs an id (unique in the catalog) and a title; an item whose picture
/// is missing or broken is kept without it; a related id that names no item is left out; a
/// section needs a title and at least one item kept.
public struct KioskCatalogReader: Sendable {
  /// The name of the catalog's file in its folder.
  public static let fileName = "catalog.json"

  /// The catalog's folder.
  public let folder: URL

  /// Creates a reader of the catalog in `folder`.
  public init(folder: URL) {
    self.folder = folder.standardizedFileURL
  }

  /// The catalog file's URL.
  public var catalogFile: URL { folder.appendingPathComponent(Self.fileName) }

  /// Reads and checks the catalog.
  /// - Returns: What could be read, every problem found, and the files the catalog depends on.
  public func read() -> KioskCatalogReading {
    var walk = CatalogWalk(folder: folder)
    let catalog = walk.catalog(from: walk.parse(catalogFile))
    return KioskCatalogReading(
      catalog: catalog, problems: walk.problems, pictureReferences: walk.pictureReferences)
  }
}

// MARK: - The walk

/// One pass over a catalog file's JSON, collecting what is usable and what is wrong.
struct CatalogWalk {
  let folder: URL
  let file = KioskCatalogReader.fileName
  var problems: [KioskCatalogProblem] = []
  var pictureReferences: [String: String] = [:]
  /// Where each item id was first used, for duplicates.
  var idPaths: [String: String] = [:]
  /// The catalog's languages, read before its texts (`CatalogWalk+Languages.swift`).
  var languages = KioskCatalog.Languages()
  /// The texts by language read since the catalog, section or item being read took them.
  var pendingTranslations = KioskCatalog.Translations()

  /// The folder's real path (symbolic links resolved), which pictures' real paths must stay in.
  let realFolder: String?

  init(folder: URL) {
    self.folder = folder
    realFolder = RegularFile.realPath(folder.path)
  }

  static let catalogKeys =
    ["title", "sections", "language", "speech", "allowEditing", "operatorPIN"] + languageKeys
  static let sectionKeys = ["title", "items"]
  static let itemKeys = ["id", "title", "subtitle", "badge", "price", "image", "detail", "related"]

  mutating func report(_ path: String, _ message: String) {
    problems.append(KioskCatalogProblem(file: file, path: path, message: message))
  }

  /// The file's JSON, or nil with a problem when there is none.
  mutating func parse(_ url: URL) -> Any? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      report("", "expected a catalog folder holding \(file); there is no folder \(folder.path)")
      return nil
    }
    // Read without blocking: a named pipe in the file's place would wait for a writer forever.
    let data: Data
    switch RegularFile.contents(of: url.path) {
    case .success(let contents):
      data = contents
    case .failure(.missing):
      report("", "expected the catalog file; there is none in \(folder.path)")
      return nil
    case .failure(.unreadable(let reason)):
      report("", "expected a readable file; it cannot be read (\(reason))")
      return nil
    case .failure(let refusal):
      report("", "expected the catalog file, a JSON file; \(refusal.describe(file))")
      return nil
    }
    guard !data.isEmpty else {
      report("", "expected a JSON object with title and sections; the file is empty")
      return nil
    }
    do {
      return try JSONSerialization.jsonObject(with: data)
    } catch {
      report("", "expected JSON; \(Self.syntaxError(error, in: data))")
      return nil
    }
  }

  /// JSONSerialization's complaint with the line and column it points at, where it says
  /// "around character N".
  static func syntaxError(_ error: Error, in data: Data) -> String {
    let detail =
      ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? "the text is not valid"
    guard let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
      let offset = Int(detail[range].dropFirst("character ".count))
    else { return detail.lowercasedFirst.trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "the text is not valid at line \(line), column \(column)"
  }

  // MARK: Catalog and sections

  mutating func catalog(from json: Any?) -> KioskCatalog? {
    guard let json else { return nil }
    guard let object = json as? [String: Any] else {
      report(
        "", "expected a JSON object with title and sections, found \(JSONDescription.of(json))")
      return nil
    }
    unknownKeys(of: object, allowed: Self.catalogKeys + Self.screenTimeKeys, at: "")
    readLanguages(object)
    let title = requiredText(object, "title", at: "", meaning: "the list's title") ?? ""
    let translations = takeTranslations()
    var sections: [KioskCatalog.Section] = []
    var places: [(section: Int, item: Int, path: String)] = []
    if let list = requiredArray(object, "sections", at: "", meaning: "the sections") {
      if list.isEmpty { report("sections", "expected at least one section, found none") }
      for (index, value) in list.enumerated() {
        guard let (section, paths) = section(from: value, at: "sections[\(index)]") else {
          continue
        }
        for (row, path) in paths.enumerated() { places.append((sections.count, row, path)) }
        sections.append(section)
      }
    }
    var catalog = KioskCatalog(
      title: title, sections: sections, language: catalogLanguage(object["language"]),
      turnsSpeechOn: speech(object["speech"]),
      allowsEditing: flag(object["allowEditing"], key: "allowEditing"),
      operatorPIN: operatorPIN(object["operatorPIN"]))
    readScreenTime(of: object, into: &catalog)
    catalog.languages = languages
    catalog.translations = translations
    checkRelated(in: &catalog, paths: places)
    return catalog
  }
}

extension String {
  /// The string with its first letter lowercased.
  fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
