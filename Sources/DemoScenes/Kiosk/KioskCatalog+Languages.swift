import Foundation

// A catalog in several languages: `"languages": ["en", "de", "ar"]` lists what visitors may
// choose, `"defaultLanguage"` (the first by default) what the kiosk starts in and falls back to,
// and any text may be an object of texts by language instead of a string. The catalog, its
// sections and items keep their texts in the language shown, and every language's in their
// `translations`, so that `localized(to:)` can show any of them from any of them.

extension KioskCatalog {
  /// The languages a catalog is written in.
  public struct Languages: Hashable, Sendable {
    /// The language codes visitors may choose, in the catalog's order (the language list shows
    /// them so); empty for a catalog in one language.
    public var codes: [String]
    /// The language shown at start and after an idle return, and the one a missing text falls
    /// back to; one of `codes`, nil for a catalog in one language.
    public var defaultLanguage: String?

    /// Creates the languages of a catalog.
    /// - Parameters:
    ///   - codes: The languages, in order.
    ///   - defaultLanguage: One of them; the first when nil.
    public init(_ codes: [String] = [], defaultLanguage: String? = nil) {
      assert(defaultLanguage.map(codes.contains) ?? true, "the default is one of the languages")
      self.codes = codes
      self.defaultLanguage = defaultLanguage ?? codes.first
    }

    /// Whether visitors have a language to choose.
    public var offersChoice: Bool { codes.count > 1 }
  }

  /// The texts of a catalog, section or item in each language the catalog gives them in.
  public struct Translations: Hashable, Sendable {
    /// A translatable text.
    public enum Field: String, Hashable, Sendable, CaseIterable {
      /// The catalog's, a section's or an item's title.
      case title
      /// An item's gray line.
      case subtitle
      /// An item's badge or price.
      case tag
      /// An item's detail text.
      case detail
    }

    /// Text by language, by field; a field written as one string has none.
    public var texts: [Field: [String: String]] = [:]

    /// Creates translations.
    public init(_ texts: [Field: [String: String]] = [:]) { self.texts = texts }

    /// The texts of `field` by language.
    public subscript(field: Field) -> [String: String] {
      get { texts[field] ?? [:] }
      set { texts[field] = newValue.isEmpty ? nil : newValue }
    }

    /// The text of `field` in `language`, else in `fallback`, else `current` (a text written as
    /// one string is the same in every language).
    func text(of field: Field, in language: String, fallback: String?, current: String) -> String {
      let byLanguage = self[field]
      return byLanguage[language] ?? fallback.flatMap { byLanguage[$0] } ?? current
    }
  }

  /// The language the kiosk starts in: the catalog's default, else its one `language`, else
  /// English.
  public var defaultLanguage: String { languages.defaultLanguage ?? language ?? "en" }

  /// The catalog with every text in `language`, those it lacks in the default language; its
  /// `language` says which is shown. Items, order and settings are unchanged.
  /// - Parameter language: One of `languages.codes` (another shows the default's texts).
  public func localized(to language: String) -> KioskCatalog {
    guard !languages.codes.isEmpty else { return self }
    let fallback = languages.defaultLanguage
    func text(_ translations: Translations, _ field: Translations.Field, _ current: String)
      -> String
    { translations.text(of: field, in: language, fallback: fallback, current: current) }
    var copy = self
    copy.language = languages.codes.contains(language) ? language : defaultLanguage
    copy.title = text(translations, .title, title)
    for s in copy.sections.indices {
      var section = copy.sections[s]
      section.title = text(section.translations, .title, section.title)
      for i in section.items.indices {
        var item = section.items[i]
        let t = item.translations
        item.title = text(t, .title, item.title)
        item.subtitle = text(t, .subtitle, item.subtitle)
        item.detail = text(t, .detail, item.detail)
        switch item.tag {
        case .badge(let badge)?: item.tag = .badge(text(t, .tag, badge))
        case .price(let price)?: item.tag = .price(text(t, .tag, price))
        case nil: break
        }
        section.items[i] = item
      }
      copy.sections[s] = section
    }
    return copy
  }
}
