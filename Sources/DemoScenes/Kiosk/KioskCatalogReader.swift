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
  private var idPaths: [String: String] = [:]
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

  private mutating func section(from value: Any, at path: String) -> (
    KioskCatalog.Section, [String]
  )? {
    guard let object = value as? [String: Any] else {
      report(
        path,
        "expected a section: an object with title and items, found \(JSONDescription.of(value))")
      return nil
    }
    unknownKeys(of: object, allowed: Self.sectionKeys, at: path)
    let title = requiredText(object, "title", at: path, meaning: "the section's header")
    let translations = takeTranslations()
    var items: [KioskCatalog.Item] = []
    var paths: [String] = []
    if let list = requiredArray(object, "items", at: path, meaning: "the section's items") {
      if list.isEmpty { report(join(path, "items"), "expected at least one item, found none") }
      for (index, value) in list.enumerated() {
        let itemPath = join(path, "items[\(index)]")
        if let item = item(from: value, at: itemPath) {
          items.append(item)
          paths.append(itemPath)
        }
      }
    }
    guard let title, !items.isEmpty else { return nil }
    var section = KioskCatalog.Section(title: title, items: items)
    section.translations = translations
    return (section, paths)
  }

  // MARK: Items

  private mutating func item(from value: Any, at path: String) -> KioskCatalog.Item? {
    guard let object = value as? [String: Any] else {
      report(
        path,
        "expected an item: an object with id, title, image and detail, found \(JSONDescription.of(value))"
      )
      return nil
    }
    unknownKeys(of: object, allowed: Self.itemKeys, at: path)
    var id = requiredText(object, "id", at: path, meaning: "the item's id", translatable: false)
    if let text = id {
      if let first = idPaths[text] {
        report(join(path, "id"), "expected an id no other item has; \(first) is already '\(text)'")
        id = nil
      } else {
        idPaths[text] = path
      }
    }
    let title = requiredText(object, "title", at: path, meaning: "the item's title")
    let subtitle = optionalString(object, "subtitle", at: path, example: "Gallery 2 · 1882") ?? ""
    let badge = optionalString(object, "badge", at: path, example: "New")
    let price = optionalString(object, "price", at: path, example: "€4.50")
    var tag = badge.map(KioskCatalog.Tag.badge)
    if let price {
      if badge != nil { report(path, "expected a badge or a price, not both (the price is shown)") }
      tag = .price(price)
    }
    let imagePath = picture(object["image"], at: join(path, "image"))
    let detail =
      requiredString(object, "detail", at: path, meaning: "the detail screen's text") ?? ""
    let related = relatedIDs(object["related"], at: join(path, "related"))
    let translations = takeTranslations()
    guard let id, let title else { return nil }
    var item = KioskCatalog.Item(
      id: id, title: title, subtitle: subtitle, tag: tag, imagePath: imagePath, detail: detail,
      related: related)
    item.translations = translations
    return item
  }

  private mutating func relatedIDs(_ value: Any?, at path: String) -> [String] {
    guard let value else { return [] }
    guard let list = value as? [Any] else {
      report(path, "expected an array of item ids, found \(JSONDescription.of(value))")
      return []
    }
    var ids: [String] = []
    for (index, element) in list.enumerated() {
      guard let id = element as? String, !id.isEmpty else {
        report("\(path)[\(index)]", "expected an item's id, found \(JSONDescription.of(element))")
        // Kept as a hole, so that the indexes of later problems match the file.
        ids.append("")
        continue
      }
      ids.append(id)
    }
    return ids
  }

  /// Reports the related ids that name no item, the item itself or an id listed before, and
  /// leaves them out.
  private mutating func checkRelated(
    in catalog: inout KioskCatalog, paths: [(section: Int, item: Int, path: String)]
  ) {
    let known = Set(catalog.allItems.map(\.id))
    for place in paths {
      var item = catalog.sections[place.section].items[place.item]
      var kept: [String] = []
      for (index, id) in item.related.enumerated() where !id.isEmpty {
        let path = "\(place.path).related[\(index)]"
        if id == item.id {
          report(path, "expected another item's id; '\(id)' is this item's own")
        } else if kept.contains(id) {
          report(path, "expected each related item once; '\(id)' is listed before")
        } else if !known.contains(id) {
          report(path, "expected the id of an item in the catalog; no item is '\(id)'")
        } else {
          kept.append(id)
        }
      }
      item.related = kept
      catalog.sections[place.section].items[place.item] = item
    }
  }

  // MARK: Pictures

  /// The absolute path of the picture `value` names, or nil with a problem when it names none
  /// that can be shown.
  private mutating func picture(_ value: Any?, at path: String) -> String? {
    guard let value else {
      report(path, "expected the picture's file, relative to the catalog's folder; there is none")
      return nil
    }
    guard let name = value as? String, !name.isEmpty else {
      report(
        path,
        "expected the picture's file, relative to the catalog's folder, found \(JSONDescription.of(value))"
      )
      return nil
    }
    guard !name.hasPrefix("/") else {
      report(
        path, "expected a path relative to the catalog's folder, found the absolute path \(name)")
      return nil
    }
    let url = folder.appendingPathComponent(name).standardizedFileURL
    guard url.path.hasPrefix(folder.path + "/") else {
      report(
        path, "expected a file inside the catalog's folder, found \(name), which is outside it")
      return nil
    }
    if pictureReferences[url.path] == nil { pictureReferences[url.path] = path }
    // A symbolic link (the picture's, or a folder's on its way) must not lead out either.
    if let real = RegularFile.realPath(url.path), let realFolder,
      !RegularFile.isInside(real, folder: realFolder)
    {
      report(
        path,
        "expected a file inside the catalog's folder, found \(name), a symbolic link to \(real), "
          + "which is outside it")
      return nil
    }
    if let problem = PictureFileCheck.problem(with: url, named: name) {
      report(path, problem)
      return nil
    }
    return url.path
  }

  // MARK: Values

  mutating func unknownKeys(of object: [String: Any], allowed: [String], at path: String) {
    // Keys starting with an underscore are the operator's comments.
    for key in object.keys.sorted() where !allowed.contains(key) && !key.hasPrefix("_") {
      if let near = allowed.first(where: { Self.editDistance($0, key) <= 2 }) {
        report(join(path, key), "expected '\(near)', found '\(key)'")
        continue
      }
      let known = allowed.map { "'\($0)'" }.joined(separator: ", ")
      report(
        join(path, key),
        "expected one of the keys \(known) (or a comment starting with _), found '\(key)'")
    }
  }

  /// The Levenshtein distance between two short strings, for "expected 'title', found 'titel'".
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    var previous = Array(0...b.count)
    for (i, character) in a.enumerated() {
      var current = [i + 1]
      for (j, other) in b.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == other ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// A string that must be there, non-empty.
  private mutating func requiredText(
    _ object: [String: Any], _ key: String, at path: String, meaning: String,
    translatable: Bool = true
  ) -> String? {
    guard
      let text = requiredString(
        object, key, at: path, meaning: meaning, translatable: translatable)
    else { return nil }
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      report(join(path, key), "expected \(meaning), found an empty string")
      return nil
    }
    return text
  }

  /// A string that must be there, possibly empty; a translatable one may be given by language.
  private mutating func requiredString(
    _ object: [String: Any], _ key: String, at path: String, meaning: String,
    translatable: Bool = true
  ) -> String? {
    if translatable, let texts = object[key] as? [String: Any] {
      return localizedText(texts, key: key, at: path, meaning: meaning)
    }
    return required(object, key, at: path, meaning: meaning, kind: "a string")
  }

  /// A value of type `Value` (`kind` in words) that must be there.
  private mutating func required<Value>(
    _ object: [String: Any], _ key: String, at path: String, meaning: String, kind: String
  ) -> Value? {
    guard let value = object[key] else {
      report(join(path, key), "expected \(meaning) (\(kind)); there is none")
      return nil
    }
    guard let typed = value as? Value else {
      report(join(path, key), "expected \(meaning) (\(kind)), found \(JSONDescription.of(value))")
      return nil
    }
    return typed
  }

  /// A string that may be missing; an empty one counts as missing.
  private mutating func optionalString(
    _ object: [String: Any], _ key: String, at path: String, example: String
  ) -> String? {
    guard let value = object[key] else { return nil }
    if let texts = value as? [String: Any] {
      return localizedText(texts, key: key, at: path, meaning: "a string such as \"\(example)\"")
    }
    guard let text = value as? String else {
      report(
        join(path, key),
        "expected a string such as \"\(example)\", found \(JSONDescription.of(value))")
      return nil
    }
    return text.isEmpty ? nil : text
  }

  private mutating func requiredArray(
    _ object: [String: Any], _ key: String, at path: String, meaning: String
  ) -> [Any]? {
    required(object, key, at: path, meaning: meaning, kind: "an array")
  }

  func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }
}

extension String {
  /// The string with its first letter lowercased.
  fileprivate var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
