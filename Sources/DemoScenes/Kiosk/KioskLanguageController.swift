import Foundation
import TableKit

/// The list a visitor picks the kiosk's language from, as iOS's language lists show them: each
/// language named in its own words ("Deutsch", "العربية", "中文") with its name in the language
/// shown now under it, the current one checked; no flags, since flags are for countries. A tap
/// chooses and closes; Cancel (in the language shown, as the sheet's `preferredLanguage` trait
/// says) closes without a change.
@MainActor
public final class KioskLanguageController: TableViewController {
  /// The languages offered, in the catalog's order.
  public let languages: [String]
  /// The language shown now (checked).
  public let currentLanguage: String
  private let choose: @MainActor (String) -> Void

  /// Creates the list.
  /// - Parameters:
  ///   - languages: The catalog's languages.
  ///   - currentLanguage: The one shown now.
  ///   - choose: Shows the kiosk in the language tapped.
  public init(
    languages: [String], currentLanguage: String, choose: @escaping @MainActor (String) -> Void
  ) {
    self.languages = languages
    self.currentLanguage = currentLanguage
    self.choose = choose
    super.init(style: .insetGrouped)
    let strings = KioskStrings(language: currentLanguage)
    title = strings.language
    navigationItem.leftBarButtonItem = BarButtonItem(
      systemItem: .cancel,
      primaryAction: Action(title: SystemStrings(language: currentLanguage)[.cancel]) {
        [weak self] _ in self?.dismiss(animated: true)
      })
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// A language's name in its own words, as its speakers write it at the start of a list
  /// ("Français", "Русский"): Foundation's name, its first letter capitalized.
  public static func ownName(of language: String) -> String {
    name(of: language, in: language)
  }

  /// The name of `language` in `shownLanguage`, capitalized for a list; the code itself when
  /// Foundation does not know it.
  public static func name(of language: String, in shownLanguage: String) -> String {
    let locale = Locale(identifier: shownLanguage)
    guard let name = locale.localizedString(forIdentifier: language), !name.isEmpty else {
      return language
    }
    return name.prefix(1).uppercased(with: locale) + name.dropFirst()
  }

  /// Whether `language` is written right to left (Arabic, Hebrew, Persian, Urdu).
  public static func isRightToLeft(_ language: String) -> Bool {
    Locale.Language(identifier: language).characterDirection == .rightToLeft
  }

  // MARK: - Data source

  /// One section.
  public override func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// A row per language.
  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  { languages.count }

  /// The language in its own words, its name in the current language under it, a checkmark on
  /// the current one. Each row lays out in its own language's direction, as iOS's list does.
  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let language = languages[indexPath.row]
    let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = Self.ownName(of: language)
    let translated = Self.name(of: language, in: currentLanguage)
    cell.detailTextLabel?.text = translated == Self.ownName(of: language) ? nil : translated
    cell.accessoryType = language == currentLanguage ? .checkmark : .none
    return cell
  }

  // MARK: - Delegate

  /// Chooses the language tapped and closes the list.
  public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let language = languages[indexPath.row]
    dismiss(animated: true)
    choose(language)
  }
}
