import Foundation

// The catalog's settings for the kiosk's spoken mode (`language`, `speech`): values of the
// catalog object itself rather than of its items, read with the same reporting as the rest.

extension CatalogWalk {
  /// The catalog's language: letters, then subtags of letters or digits after hyphens (`en`,
  /// `pt-BR`), as a voice is chosen by.
  mutating func language(_ value: Any?) -> String? {
    guard let value else { return nil }
    guard let code = value as? String, Self.isLanguageCode(code) else {
      report(
        "language",
        "expected a language code such as \"en\" or \"de\", found \(JSONDescription.of(value))")
      return nil
    }
    return code
  }

  /// Whether `text` is a language code: letters, then subtags of letters or digits after
  /// hyphens (`en`, `pt-BR`).
  static func isLanguageCode(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return (2...3).contains(parts[0].count) && parts[0].allSatisfy(\.isLetter)
      && parts.allSatisfy { part in
        !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      }
  }

  /// The operator's spoken-mode setting: true or false.
  mutating func speech(_ value: Any?) -> Bool { flag(value, key: "speech") }
}
