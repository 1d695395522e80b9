import Foundation

/// A keyboard language of the on-screen keyboard, as UIKit's `UITextInputMode`: what a window's
/// globe key cycles through (`Window.activeInputModes`, as iOS's Settings › Keyboards list) and
/// which one types now (`Window.textInputMode`, as a responder's `textInputMode`).
///
/// TableKit has seven, after iOS 17's: English QWERTY, German QWERTZ, French AZERTY, Arabic,
/// Hebrew, Russian ЙЦУКЕН and Chinese Pinyin, which types through composition (latin letters
/// compose underlined pinyin; a candidate bar above the keys offers hanzi).
public struct TextInputMode: Hashable, Sendable, CustomStringConvertible {
  /// The language, as UIKit's `primaryLanguage`: `en-US`, `de-DE`, `fr-FR`, `ar`, `he`,
  /// `ru-RU`, `zh-Hans`.
  public let primaryLanguage: String

  private init(_ primaryLanguage: String) { self.primaryLanguage = primaryLanguage }

  /// English (US), QWERTY.
  public static let english = TextInputMode("en-US")
  /// German, QWERTZ with ü, ö and ä.
  public static let german = TextInputMode("de-DE")
  /// French, AZERTY with the apostrophe key, and € first on the digits page.
  public static let french = TextInputMode("fr-FR")
  /// Arabic, laid out right to left.
  public static let arabic = TextInputMode("ar")
  /// Hebrew; its bottom row laid out right to left.
  public static let hebrew = TextInputMode("he")
  /// Russian, ЙЦУКЕН.
  public static let russian = TextInputMode("ru-RU")
  /// Chinese (Simplified), Pinyin QWERTY typing through composition.
  public static let chinesePinyin = TextInputMode("zh-Hans")

  /// Every input mode TableKit has, in the order iOS lists its keyboards.
  public static let all: [TextInputMode] = [
    .english, .german, .french, .arabic, .hebrew, .russian, .chinesePinyin,
  ]

  /// The input mode that types `language` (a code such as `de`, `de-AT`, `zh`, `zh-Hans`), or
  /// nil when TableKit has no keyboard for it.
  public init?(language: String) {
    let base = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
    guard let mode = Self.all.first(where: { $0.languageCode == base }) else { return nil }
    self = mode
  }

  /// The language's code without its region or script: `en`, `zh`.
  public var languageCode: String {
    String(primaryLanguage.split(separator: "-").first ?? "")
  }

  /// The keyboard's name in its own language, as iOS lists keyboards: "English", "Deutsch",
  /// "العربية", "简体中文（拼音）".
  public var displayName: String {
    switch languageCode {
    case "en": "English"
    case "de": "Deutsch"
    case "fr": "Français"
    case "ar": "العربية"
    case "he": "עברית"
    case "ru": "Русская"
    default: "简体中文（拼音）"
    }
  }

  /// Whether the language is written right to left (Arabic, Hebrew).
  public var isRightToLeft: Bool { languageCode == "ar" || languageCode == "he" }

  /// Whether keys compose marked text that a candidate is chosen for (Pinyin), rather than
  /// typing their characters.
  public var usesComposition: Bool { languageCode == "zh" }

  /// The primary language.
  public var description: String { primaryLanguage }
}
