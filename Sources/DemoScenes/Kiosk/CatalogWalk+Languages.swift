import Foundation

// A catalog's languages (`languages`, `defaultLanguage`) and its texts given by language
// (`"title": {"en": "Drinks", "de": "Getränke"}`), read with the same reporting as the rest. A
// text missing in the default language is a problem (the first language given stands in); one
// missing in another language is a warning (the default language's is shown). A text written as
// one string is the same in every language: a name, a price.

extension CatalogWalk {
  /// The catalog keys this file reads.
  static let languageKeys = ["languages", "defaultLanguage"]

  /// Reads `languages` and `defaultLanguage` (or `language`, naming the default) before any
  /// text, which may then be given by language.
  mutating func readLanguages(_ object: [String: Any]) {
    guard let value = object["languages"] else {
      if let stray = object["defaultLanguage"] {
        report(
          "defaultLanguage",
          "expected \"languages\" with it, the catalog's languages such as [\"en\", \"de\"]; "
            + "found only defaultLanguage \(JSONDescription.of(stray))")
      }
      return
    }
    guard let list = value as? [Any], !list.isEmpty else {
      report(
        "languages",
        "expected an array of language codes such as [\"en\", \"de\"], found \(JSONDescription.of(value))"
      )
      return
    }
    var codes: [String] = []
    for (index, element) in list.enumerated() {
      let path = "languages[\(index)]"
      guard let code = element as? String, Self.isLanguageCode(code) else {
        report(
          path,
          "expected a language code such as \"en\" or \"de\", found \(JSONDescription.of(element))")
        continue
      }
      guard !codes.contains(code) else {
        report(path, "expected each language once; '\(code)' is listed before")
        continue
      }
      codes.append(code)
    }
    guard let first = codes.first else { return }
    var defaultLanguage = first
    if let value = object["defaultLanguage"] {
      if let code = value as? String, codes.contains(code) {
        defaultLanguage = code
      } else {
        report(
          "defaultLanguage",
          "expected one of the catalog's languages (\(Self.quoted(codes))), found "
            + "\(JSONDescription.of(value)); '\(first)' is the default")
      }
    } else if let code = object["language"] as? String, codes.contains(code) {
      defaultLanguage = code
    }
    languages = KioskCatalog.Languages(codes, defaultLanguage: defaultLanguage)
  }

  /// The catalog's `language`: with `languages`, the default, which `language` may only repeat.
  mutating func catalogLanguage(_ value: Any?) -> String? {
    guard let defaultLanguage = languages.defaultLanguage else { return language(value) }
    if let value, (value as? String) != defaultLanguage {
      report(
        "language",
        "expected the default language '\(defaultLanguage)' or no language (with languages, "
          + "defaultLanguage chooses the default), found \(JSONDescription.of(value))")
    }
    return defaultLanguage
  }

  /// The field of `translations` a key's text is.
  private static func field(ofKey key: String) -> KioskCatalog.Translations.Field? {
    switch key {
    case "title": .title
    case "subtitle": .subtitle
    case "badge", "price": .tag
    case "detail": .detail
    default: nil
    }
  }

  /// A text given by language, `{"en": "…", "de": "…"}`, at `object[key]`: every language's
  /// text goes to `pendingTranslations` (taken by the section or item being read).
  /// - Returns: The text in the default language (else the first given, with a problem); nil
  ///   with a problem when there is none.
  mutating func localizedText(
    _ texts: [String: Any], key: String, at path: String, meaning: String
  ) -> String? {
    let place = join(path, key)
    guard let defaultLanguage = languages.defaultLanguage, let field = Self.field(ofKey: key)
    else {
      report(
        place,
        "expected \(meaning) (texts by language need the catalog's \"languages\", "
          + "such as [\"en\", \"de\"]), found an object")
      return nil
    }
    var byLanguage: [String: String] = [:]
    for (language, value) in texts.sorted(by: { $0.key < $1.key }) where !language.hasPrefix("_") {
      guard languages.codes.contains(language) else {
        report(
          join(place, language),
          "expected one of the catalog's languages (\(Self.quoted(languages.codes))), found "
            + "'\(language)'")
        continue
      }
      guard let text = value as? String else {
        report(
          join(place, language),
          "expected \(meaning) in \(Self.name(of: language)), a string, found \(JSONDescription.of(value))"
        )
        continue
      }
      if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        byLanguage[language] = text
      }
    }
    let shownLanguage =
      byLanguage[defaultLanguage] != nil
      ? defaultLanguage : languages.codes.first { byLanguage[$0] != nil }
    guard let shownLanguage, let shown = byLanguage[shownLanguage] else {
      report(
        place, "expected \(meaning) in \(Self.name(of: defaultLanguage)) at least; there is none")
      return nil
    }
    for language in languages.codes where byLanguage[language] == nil {
      if language == defaultLanguage {
        report(
          place,
          "expected \(meaning) in the default language, \(Self.name(of: language)); there is none "
            + "(the first text given stands in)")
      } else {
        warn(
          place,
          "expected \(meaning) in \(Self.name(of: language)); there is none, so the "
            + "\(Self.name(of: shownLanguage, short: true)) one is shown")
      }
    }
    var pending = pendingTranslations[field]
    pending.merge(byLanguage) { _, new in new }
    // A badge and a price are one tag: the price wins, as it is the one shown.
    pendingTranslations[field] = key == "price" ? byLanguage : pending
    return shown
  }

  /// The translations read since the last call, for the catalog, section or item whose texts
  /// they are.
  mutating func takeTranslations() -> KioskCatalog.Translations {
    defer { pendingTranslations = KioskCatalog.Translations() }
    return pendingTranslations
  }

  /// Reports something the kiosk works around without loss but the operator should fix: a
  /// missing translation.
  mutating func warn(_ path: String, _ message: String) {
    problems.append(
      KioskCatalogProblem(file: file, path: path, message: message, severity: .warning))
  }

  /// "German ('de')", or "German" when `short`, for the operator's messages.
  static func name(of language: String, short: Bool = false) -> String {
    let name = Locale(identifier: "en").localizedString(forLanguageCode: language)
    guard let name, name != language else { return "'\(language)'" }
    return short ? name : "\(name) ('\(language)')"
  }

  /// `'en', 'de'`.
  static func quoted(_ codes: [String]) -> String {
    codes.map { "'\($0)'" }.joined(separator: ", ")
  }
}
