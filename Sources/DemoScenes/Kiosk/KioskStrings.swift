import Foundation

/// The kiosk's own words (not the catalog's, nor TableKit's "Search" and "Cancel", which
/// `SystemStrings` has) in the language a visitor chose: English, German, French, Arabic,
/// Hebrew, Russian and Chinese (Simplified), as iOS words them where iOS has the same word
/// ("No Results", "Language"). A language the table lacks gets the English words, so that a
/// catalog in any language still works.
public struct KioskStrings: Hashable, Sendable {
  /// The languages the table has words for.
  public static let languages = ["en", "de", "fr", "ar", "he", "ru", "zh"]

  /// What the list says when a search finds nothing.
  public let noResults: String
  /// What the list says when the catalog has nothing to show.
  public let nothingToShow: String
  /// The attract loop's call to the visitor.
  public let touchToExplore: String
  /// The header over a detail screen's related items.
  public let related: String
  /// The title of the language list, and what the language button is called for assistive
  /// technology.
  public let language: String
  /// What spoken mode and screen readers say for an item's picture; `%@` is the item's title.
  private let pictureOfFormat: String

  /// What spoken mode and screen readers say for the picture of the item titled `title`.
  public func picture(of title: String) -> String {
    pictureOfFormat.replacingOccurrences(of: "%@", with: title)
  }

  /// The words in `language` (a code such as `de` or `zh-Hans`; its first subtag chooses),
  /// else in English.
  public init(language code: String) {
    let base = code.split(separator: "-").first.map { $0.lowercased() } ?? ""
    let w = Self.table[base] ?? Self.table["en"]!
    assert(w.count == 6, "each language has every word")
    (noResults, nothingToShow, touchToExplore) = (w[0], w[1], w[2])
    (related, self.language, pictureOfFormat) = (w[3], w[4], w[5])
  }

  /// Whether the table has the words of `language` (else they are English).
  public static func covers(_ language: String) -> Bool {
    table[language.split(separator: "-").first.map { $0.lowercased() } ?? ""] != nil
  }

  /// no results, nothing to show, touch to explore, related, language, picture of.
  private static let table: [String: [String]] = [
    "en": [
      "No Results", "Nothing to show yet.", "Touch to explore", "Related", "Language",
      "Picture of %@",
    ],
    "de": [
      "Keine Ergebnisse", "Noch nichts zu zeigen.", "Zum Entdecken berühren",
      "Siehe auch", "Sprache", "Bild: %@",
    ],
    "fr": [
      "Aucun résultat", "Rien à afficher pour l’instant.", "Touchez pour découvrir",
      "Voir aussi", "Langue", "Image : %@",
    ],
    "ar": [
      "لا توجد نتائج", "لا يوجد شيء لعرضه بعد.", "المس للاستكشاف", "ذو صلة", "اللغة",
      "صورة: %@",
    ],
    "he": [
      "אין תוצאות", "אין עדיין מה להציג.", "יש לגעת כדי לגלות", "קשור", "שפה", "תמונה: %@",
    ],
    "ru": [
      "Нет результатов", "Пока нечего показать.", "Коснитесь, чтобы начать",
      "См. также", "Язык", "Изображение: %@",
    ],
    "zh": ["无结果", "暂无内容。", "轻触以探索", "相关内容", "语言", "图片：%@"],
  ]
}
