import Foundation

/// TableKit's own words — the back button's "Back", the search bar's "Cancel", Edit and Done,
/// Delete, the keyboard's return key — in a language, worded as iOS 17 words them in that
/// language. On iOS they come from UIKit's own localization; a TableKit app gets them from this
/// table, chosen by the `preferredLanguage` trait of the view that shows them.
///
///     let words = SystemStrings(language: "de-DE")
///     words[.back]  // "Zurück"
///
/// A language the table lacks shows English, as iOS does for an app without that localization.
public struct SystemStrings: Hashable, Sendable {
  /// One of TableKit's words.
  public enum Word: Int, CaseIterable, Sendable {
    /// The back button's title when the previous screen's title does not fit, and what
    /// assistive technology calls the back button.
    case back
    /// The search bar's Cancel button and the Cancel bar button.
    case cancel
    /// The Edit bar button and `editButtonItem` out of editing.
    case edit
    /// The Done bar button and `editButtonItem` while editing.
    case done
    /// The Save bar button.
    case save
    /// What assistive technology calls the Add (plus) bar button.
    case add
    /// A row's Delete button and action, and what assistive technology calls the trash button.
    case delete
    /// A row's Insert action while editing.
    case insert
    /// The tab bar's More tab.
    case more
    /// The search field's placeholder.
    case search
    /// What assistive technology calls a cell's detail (info) button.
    case moreInfo
    /// A reorderable row's action moving it up one place.
    case moveUp
    /// A reorderable row's action moving it down one place.
    case moveDown
    /// The keyboard's plain return key.
    case returnKey
    /// The return key of `.go`.
    case goKey
    /// The return key of `.join`.
    case joinKey
    /// The return key of `.next`.
    case nextKey
    /// The return key of `.route`.
    case routeKey
    /// The return key of `.search`.
    case searchKey
    /// The return key of `.send`.
    case sendKey
    /// The return key of `.done`.
    case doneKey
    /// The return key of `.emergencyCall`.
    case emergencyCallKey
    /// The return key of `.continue`.
    case continueKey
    /// The edit menu's Cut.
    case cut
    /// The edit menu's Copy.
    case copy
    /// The edit menu's Paste.
    case paste
    /// The edit menu's Select (the word at the caret).
    case select
    /// The edit menu's Select All.
    case selectAll
    /// What a screen reader calls the edit menu's chevron that shows its next page.
    case nextPage
    /// What a screen reader calls the edit menu's chevron that shows its previous page.
    case previousPage
  }

  /// The table's language the words are in: one of `languages`.
  public let language: String
  /// The words, in `Word` order.
  private let words: [String]

  /// The words of `language` (a language code or a POSIX locale name: `de`, `de-CH`, `de_DE.UTF-8`,
  /// `zh-Hans`), else English.
  public init(language: String?) {
    let chosen = Self.tableLanguage(for: language)
    self.language = chosen
    words = Self.table[chosen] ?? Self.englishWords
  }

  /// The words of the language `view` is shown in (its `preferredLanguage` trait).
  @MainActor
  public init(for view: View) {
    self.init(language: view.traitCollection.preferredLanguage)
  }

  /// The English words, which any language the table lacks shows.
  public static let english = SystemStrings(language: "en")

  /// `word` in this language.
  public subscript(word: Word) -> String { words[word.rawValue] }

  /// The languages the table has words for, as language codes.
  public static var languages: [String] { table.keys.sorted() }

  /// Whether the table has the words of `language` (else they are English).
  public static func covers(_ language: String) -> Bool {
    let code = tableLanguage(for: language)
    return code != "en" || LanguageCode(language).base == "en"
  }

  /// The table's language for `code`: its base language when the table has it (Chinese only in
  /// its simplified script, which `zh`, `zh-CN` and `zh-SG` write), else English.
  static func tableLanguage(for code: String?) -> String {
    guard let code else { return "en" }
    let parsed = LanguageCode(code)
    if parsed.base == "zh" { return parsed.writesSimplifiedChinese ? "zh-Hans" : "en" }
    return table[parsed.base] == nil ? "en" : parsed.base
  }
}

/// The parts of a language code TableKit's table chooses by: `de_DE.UTF-8@euro`, `de-DE` and
/// `de` all have the base `de`.
struct LanguageCode {
  /// The language, lowercased (`de`).
  let base: String
  /// The script or region subtags after it, lowercased (`hans`, `cn`).
  let subtags: [String]

  init(_ code: String) {
    // A POSIX locale name ends with its encoding and modifier, which say nothing of language.
    let name = code.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
    let parts = name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    base = parts.first ?? ""
    subtags = Array(parts.dropFirst())
  }

  /// Whether this Chinese is written in simplified characters: said so (`Hans`), or by a
  /// region that writes them, or by no subtag at all (as iOS reads plain `zh`).
  var writesSimplifiedChinese: Bool {
    if subtags.contains("hans") { return true }
    if subtags.contains("hant") { return false }
    return subtags.isEmpty || subtags.contains("cn") || subtags.contains("sg")
  }
}
