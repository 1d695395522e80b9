import Foundation

/// What a kiosk shows: an operator's catalog of sections and items, read from a folder's
/// `catalog.json` by `KioskCatalogReader`. Values only; the kiosk's screens show it.
public struct KioskCatalog: Hashable, Sendable {
  /// The list's title (the navigation bar's large title).
  public var title: String
  /// The sections, top to bottom.
  public var sections: [Section]
  /// The language the catalog is written in (a BCP 47 code such as `en`, `de`), which spoken
  /// mode's voice speaks; nil when the catalog does not say (English is spoken).
  public var language: String?
  /// Whether the operator turned spoken mode on for this kiosk (`"speech": true`), as
  /// `table-kiosk --speech` does.
  public var turnsSpeechOn: Bool
  /// Whether the operator lets visitors delete and reorder items (`"allowEditing": true`), as
  /// `table-kiosk --allow-editing` does; off by default.
  public var allowsEditing: Bool
  /// The digits that open the operator view after the operator's chord (`"operatorPIN"`); nil
  /// when the catalog sets none, and the operator view stays shut.
  public var operatorPIN: String?
  /// The attract loop after a long quiet spell (`"attract"`); on by default.
  public var attract = KioskAttractSettings.standard
  /// When the screen is on (`"schedule"`); nil keeps it on all the time.
  public var schedule: KioskDisplaySchedule?
  /// The languages visitors may choose and the catalog's title in each (see
  /// `KioskCatalog+Languages.swift`); empty languages for a catalog in one language.
  public var languages = Languages()
  /// The title in each language, where the catalog gives it in several.
  public var translations = Translations()

  /// Creates a catalog.
  public init(
    title: String, sections: [Section], language: String? = nil, turnsSpeechOn: Bool = false,
    allowsEditing: Bool = false, operatorPIN: String? = nil
  ) {
    self.title = title
    self.sections = sections
    self.language = language
    self.turnsSpeechOn = turnsSpeechOn
    self.allowsEditing = allowsEditing
    self.operatorPIN = operatorPIN
  }

  /// A titled group of items.
  public struct Section: Hashable, Sendable {
    /// The section's header.
    public var title: String
    /// Its items, top to bottom.
    public var items: [Item]
    /// The header in each language, where the catalog gives it in several.
    public var translations = Translations()

    /// Creates a section.
    public init(title: String, items: [Item]) {
      self.title = title
      self.items = items
    }
  }

  /// One thing the kiosk presents: a row in the list and a detail screen.
  public struct Item: Hashable, Sendable {
    /// What names the item in `related` lists and in the kiosk's saved place; unique in the
    /// catalog.
    public var id: String
    /// The row's title and the detail screen's title.
    public var title: String
    /// The gray line under the title; empty for none.
    public var subtitle: String
    /// What shows at the row's trailing side: a badge (`New`), a price (`€4.50`), or nothing.
    public var tag: Tag?
    /// The picture's file: an absolute path, as `Image(named:)` takes it. Nil when the item
    /// names no usable picture (the row then shows no thumbnail).
    public var imagePath: String?
    /// The detail screen's text.
    public var detail: String
    /// The ids of the items the detail screen lists under "Related", in order; every one
    /// names an item of the catalog.
    public var related: [String]
    /// The texts in each language, where the catalog gives them in several.
    public var translations = Translations()

    /// Creates an item.
    public init(
      id: String, title: String, subtitle: String = "", tag: Tag? = nil, imagePath: String? = nil,
      detail: String = "", related: [String] = []
    ) {
      self.id = id
      self.title = title
      self.subtitle = subtitle
      self.tag = tag
      self.imagePath = imagePath
      self.detail = detail
      self.related = related
    }
  }

  /// The trailing mark of a row.
  public enum Tag: Hashable, Sendable {
    /// A short word in a colored capsule: `New`, `Vegan`, `Closed today`.
    case badge(String)
    /// A price as the operator wrote it, currency and all: `€4.50`.
    case price(String)

    /// The text shown.
    public var text: String {
      switch self {
      case .badge(let text), .price(let text): return text
      }
    }
  }

  // MARK: - Queries

  /// Every item, section by section.
  public var allItems: [Item] { sections.flatMap(\.items) }

  /// The item called `id`, or nil.
  /// - Complexity: O(n) in the number of items.
  public func item(withID id: String) -> Item? {
    for section in sections {
      if let item = section.items.first(where: { $0.id == id }) { return item }
    }
    return nil
  }

  /// Where the item called `id` is in the list, or nil.
  /// - Complexity: O(n) in the number of items.
  public func indexPath(ofItemWithID id: String) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let row = section.items.firstIndex(where: { $0.id == id }) {
        return IndexPath(row: row, section: sectionIndex)
      }
    }
    return nil
  }

  /// The items `item` lists as related, in its order (ids that name no item are left out).
  public func relatedItems(of item: Item) -> [Item] {
    item.related.compactMap { self.item(withID: $0) }
  }
}
