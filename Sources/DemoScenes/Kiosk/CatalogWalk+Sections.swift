import Foundation
import TableKit

// The catalog's "sections" key: each section's title and items, each item's id, texts, picture
// and related items, and the related ids checked once every item is known.

extension CatalogWalk {
  mutating func section(from value: Any, at path: String) -> (
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
  mutating func checkRelated(
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
}
