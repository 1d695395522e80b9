import TableKit

/// The kiosk in the visitor's language: a catalog in several languages puts a button naming
/// the language shown at the list bar's leading side, which opens the language list
/// (`KioskLanguageController`); the choice shows the catalog's texts and the kiosk's own words
/// in that language, mirrors the kiosk for a right-to-left one, and lasts until the return to
/// the start, which goes back to the default language. A catalog in one right-to-left language
/// is mirrored too.
extension KioskCatalogController {
  /// The loaded catalog in the language shown.
  public var shownCatalog: KioskCatalog { loadedCatalog.localized(to: language) }

  /// Shows the kiosk in `language` (one of the catalog's; another shows the default), keeping
  /// the open screens.
  public func setLanguage(_ language: String) {
    let before = self.language
    let shown = adoptLanguage(of: loadedCatalog, choosing: language)
    guard self.language != before else { return }
    list.showCatalog(shown)
    for detail in detailScreens { detail.update(to: shown) }
    onLanguageChange?(self.language)
  }

  /// Opens the language list over the kiosk as a sheet, as iOS's language pickers open: a
  /// centred card on a wide screen, a card rising from the bottom on a narrow one, the kiosk
  /// dimmed behind it.
  public func showLanguages() {
    let chooser = KioskLanguageController(
      languages: loadedCatalog.languages.codes, currentLanguage: language
    ) { [unowned self] language in setLanguage(language) }
    let sheet = NavigationController(rootViewController: chooser)
    sheet.view.semanticContentAttribute = view.semanticContentAttribute
    sheet.traitOverrides.preferredLanguage = language
    sheet.modalPresentationStyle = .formSheet
    present(sheet, animated: true)
  }

  /// Makes `language` (else the one shown, if `catalog` has it, else its default) the language
  /// shown, with its words, direction and bar button, for `catalog`.
  /// - Returns: `catalog` in that language.
  @discardableResult
  func adoptLanguage(of catalog: KioskCatalog, choosing language: String? = nil) -> KioskCatalog {
    let wanted = language ?? self.language
    let codes = catalog.languages.codes
    self.language = codes.contains(wanted) ? wanted : catalog.defaultLanguage
    let strings = KioskStrings(language: self.language)
    list.strings = strings
    for detail in detailScreens { detail.strings = strings }
    if catalog.languages.offersChoice {
      let button = BarButtonItem(
        title: KioskLanguageController.ownName(of: self.language),
        primaryAction: Action(title: strings.language) { [unowned self] _ in showLanguages() })
      // Said as "Language, English" by spoken mode, as the button's purpose then its value.
      button.accessibilityLabel =
        "\(strings.language), \(KioskLanguageController.ownName(of: self.language))"
      list.navigationItem.leftBarButtonItem = button
    } else {
      list.navigationItem.leftBarButtonItem = nil
    }
    offersLanguages = catalog.languages.offersChoice
    showDirection()
    return catalog.localized(to: self.language)
  }

  /// Lays the kiosk out in the direction of the language shown, and shows TableKit's own words
  /// ("Back", "Cancel", "Search") in it. A catalog in one left-to-right language leaves the
  /// direction to the screen, as before languages.
  func showDirection() {
    traitOverrides.preferredLanguage = language
    let rightToLeft = KioskLanguageController.isRightToLeft(language)
    viewIfLoaded?.semanticContentAttribute =
      rightToLeft ? .forceRightToLeft : (offersLanguages ? .forceLeftToRight : .unspecified)
  }
}
