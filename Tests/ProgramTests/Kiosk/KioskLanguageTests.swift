import DemoScenes
import Foundation
import TableKit
import Testing

/// Issue 31, item 5: a catalog in several languages. Texts are strings (the same in every
/// language) or objects by language; a missing translation falls back to the default language
/// and is a warning with its JSON path; the visitor switches language from the list's bar; a
/// right-to-left language mirrors the kiosk; the return to the start goes back to the default.
@MainActor
@Suite struct KioskLanguageTests {
  /// A catalog in English, German and Arabic: one item fully translated, one partly, and a
  /// section title, a subtitle and a price written once.
  static let multilingual = #"""
    {
      "languages": ["en", "de", "ar"],
      "defaultLanguage": "en",
      "title": {"en": "Museum", "de": "Museum", "ar": "المتحف"},
      "sections": [
        {
          "title": {"en": "Paintings", "de": "Gemälde", "ar": "لوحات"},
          "items": [
            {
              "id": "mona", "title": {"en": "The Painting", "de": "Das Gemälde", "ar": "اللوحة"},
              "subtitle": "1503", "badge": {"en": "New", "de": "Neu", "ar": "جديد"},
              "image": "p.png",
              "detail": {"en": "Oil on poplar.", "de": "Öl auf Pappelholz.", "ar": "زيت على خشب."}
            },
            {
              "id": "vase", "title": {"en": "Vase", "de": "Vase"}, "price": "€4",
              "image": "p.png", "detail": {"en": "Blue.", "ar": "أزرق."}
            }
          ]
        }
      ]
    }
    """#

  private func read(_ text: String) throws -> KioskCatalogReading {
    let folder = try CatalogFolder()
    try folder.writeCatalog(text)
    try folder.writePicture(at: "p.png")
    return folder.read()
  }

  // MARK: - Reading

  @Test func textsByLanguageAreReadAndMissingOnesAreWarnings() throws {
    let reading = try read(Self.multilingual)
    #expect(
      reading.problems.map(\.description) == [
        "catalog.json: sections[0].items[1].title: warning: expected the item's title in Arabic ('ar'); there is none, so the English one is shown",
        "catalog.json: sections[0].items[1].detail: warning: expected the detail screen's text in German ('de'); there is none, so the English one is shown",
      ])
    #expect(reading.problems.allSatisfy { $0.severity == .warning })
    let catalog = try #require(reading.catalog)
    #expect(catalog.languages == KioskCatalog.Languages(["en", "de", "ar"], defaultLanguage: "en"))
    #expect(catalog.language == "en")
    #expect(catalog.title == "Museum")
    #expect(catalog.sections[0].title == "Paintings")
    #expect(catalog.allItems.map(\.title) == ["The Painting", "Vase"])

    let german = catalog.localized(to: "de")
    #expect(german.language == "de")
    #expect(german.sections[0].title == "Gemälde")
    #expect(german.allItems.map(\.title) == ["Das Gemälde", "Vase"])
    #expect(german.allItems.map(\.detail) == ["Öl auf Pappelholz.", "Blue."], "falls back")
    #expect(german.allItems[0].tag == .badge("Neu"))
    #expect(german.allItems[1].tag == .price("€4"), "one string is every language's")
    #expect(german.allItems[0].subtitle == "1503")

    let arabic = german.localized(to: "ar")
    #expect(arabic.title == "المتحف")
    #expect(arabic.allItems.map(\.title) == ["اللوحة", "Vase"])
    #expect(arabic.localized(to: "en") == catalog, "from any language back to the default")
  }

  @Test func aCatalogInOneLanguageStaysAsItWas() throws {
    let reading = try read(CatalogFolder.catalog(items: [CatalogFolder.item("a")]))
    #expect(reading.problems == [])
    let catalog = try #require(reading.catalog)
    #expect(catalog.languages.codes == [])
    #expect(!catalog.languages.offersChoice)
    #expect(catalog.localized(to: "de") == catalog)
    #expect(catalog.defaultLanguage == "en")
  }

  @Test func wrongLanguagesAreProblemsInTheOperatorsWords() throws {
    let reading = try read(
      #"""
      {"languages": ["en", "deutsch", "en"], "defaultLanguage": "fr", "language": "de",
       "title": {"en": "Museum", "fr": "Musée", "de": 3},
       "sections": [{"title": {"de": "Gemälde"}, "items": [
         {"id": {"en": "x"}, "title": "A", "image": "p.png", "detail": ""}]}]}
      """#)
    #expect(
      reading.problems.map(\.description) == [
        "catalog.json: languages[1]: expected a language code such as \"en\" or \"de\", found the string \"deutsch\"",
        "catalog.json: languages[2]: expected each language once; 'en' is listed before",
        "catalog.json: defaultLanguage: expected one of the catalog's languages ('en'), found the string \"fr\"; 'en' is the default",
        "catalog.json: title.de: expected one of the catalog's languages ('en'), found 'de'",
        "catalog.json: title.fr: expected one of the catalog's languages ('en'), found 'fr'",
        "catalog.json: sections[0].title.de: expected one of the catalog's languages ('en'), found 'de'",
        "catalog.json: sections[0].title: expected the section's header in English ('en') at least; there is none",
        "catalog.json: sections[0].items[0].id: expected the item's id (a string), found an object",
        "catalog.json: language: expected the default language 'en' or no language (with languages, defaultLanguage chooses the default), found the string \"de\"",
      ])
  }

  @Test func textsByLanguageNeedTheCatalogsLanguages() throws {
    let reading = try read(
      CatalogFolder.catalog(items: [CatalogFolder.item("a", #""subtitle": {"en": "x"}"#)]))
    #expect(
      reading.problems.map(\.description) == [
        "catalog.json: sections[0].items[0].subtitle: expected a string such as \"Gallery 2 · 1882\" (texts by language need the catalog's \"languages\", such as [\"en\", \"de\"]), found an object"
      ])
  }

  @Test func aMissingDefaultTextIsAProblemAndTheFirstGivenStandsIn() throws {
    let reading = try read(
      "{\"languages\": [\"en\", \"de\"], "
        + CatalogFolder.catalog(items: [CatalogFolder.item("a", #""subtitle": {"de": "Neu"}"#)])
        .dropFirst())
    #expect(
      reading.problems.map(\.description) == [
        "catalog.json: sections[0].items[0].subtitle: expected a string such as \"Gallery 2 · 1882\" in the default language, English ('en'); there is none (the first text given stands in)"
      ])
    #expect(reading.catalog?.allItems.first?.subtitle == "Neu")
  }

  @Test func checkPrintsTheWarningsAndPassesWithOnlyThose() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(Self.multilingual)
    let check = try runProgram("table-kiosk", ["--check", folder.url.path])
    #expect(check.status == 0, "\(check.output)\(check.errors)")
    let lines = check.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "\(folder.url.standardizedFileURL.path)/catalog.json: sections[0].items[1].title: "
        + "warning: expected the item's title in Arabic ('ar'); there is none, so the English one is shown"
    )
    #expect(
      lines.last
        == "table-kiosk: \(folder.path("catalog.json")) is fine: 1 sections, 2 items, 2 pictures "
        + "shown, in 3 languages, 2 warnings")
    // A real problem beside them fails the check, counting the warnings apart.
    try folder.writeCatalog(Self.multilingual.replacingOccurrences(of: #""€4""#, with: "4"))
    let failing = try runProgram("table-kiosk", ["--check", folder.url.path])
    #expect(failing.status == 1)
    #expect(
      failing.output.contains(
        "has 1 problem; the kiosk would show 1 sections, 2 items, 2 pictures shown, in 3 "
          + "languages, 2 warnings"), "\(failing.output)")
  }

  @Test func theKioskRunsAMultilingualCatalog() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(Self.multilingual)
    let kiosk = try KioskScriptRun(
      "wait 0.2\nreport start",
      arguments: ["--windowed", "--no-state", "--catalog", folder.url.path],
      folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["start"]?.fields["first"] == "mona", "\(kiosk.run.output)")
  }

  @Test func spokenModeChoosesALanguageAndItsVoiceSpeaksIt() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(Self.multilingual)
    let script = folder.path("touch.txt")
    try Data(
      """
      wait 0.3
      key up
      key return
      wait 1.5
      key down
      key down
      key down
      key return
      wait 1.5
      report chosen
      """.utf8
    ).write(to: URL(fileURLWithPath: script))
    let run = try runProgram(
      "table-kiosk",
      [
        "--windowed", "--no-state", "--catalog", folder.url.path, "--speech", "--speech-log",
        folder.path("speech.log"), "--touch-script", script,
      ], environment: ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("info kiosk: showing the catalog in 'ar'"), "\(run.errors)")
    #expect(run.errors.contains("info speech: eSpeak NG voice 'ar'"), "\(run.errors)")
    let spoken = try String(contentsOfFile: folder.path("speech.log"), encoding: .utf8)
    #expect(
      spoken.split(separator: "\n") == [
        "Museum, heading",  // at start
        "Language, English, button",  // up: the language button, before the heading
        "Language, heading",  // Return opens the list
        "Selected, English, button, 1 of 3",  // the language shown is checked
        "Deutsch, German, button, 2 of 3",
        "العربية, Arabic, button, 3 of 3",
        "Selected, العربية, Arabic, button, 3 of 3",  // Return chooses
        "المتحف, heading",  // the list's heading, now in Arabic
      ])
  }

  // MARK: - The kiosk's screens

  private func fixture() throws -> KioskCatalogControllerTests.Fixture {
    KioskCatalogControllerTests.Fixture(try read(Self.multilingual), editing: .forbidden)
  }

  @Test func theBarNamesTheLanguageAndItsListOffersEachInItsOwnWords() throws {
    let fixture = try fixture()
    let controller = fixture.controller
    let button = try #require(controller.list.navigationItem.leftBarButtonItem)
    #expect(button.title == "English")
    #expect(button.accessibilityLabel == "Language, English")
    button.performPrimaryAction()
    fixture.settle()
    let sheet = try #require(controller.presentedViewController as? NavigationController)
    #expect(sheet.modalPresentationStyle == .formSheet, "a sheet, not the whole screen")
    #expect(controller.view.window != nil, "the kiosk stays under it, dimmed")
    let chooser = try #require(sheet.topViewController as? KioskLanguageController)
    #expect(chooser.title == "Language")
    let table = try #require(chooser.tableView)
    let rows = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(rows.map { $0?.textLabel?.text } == ["English", "Deutsch", "العربية"])
    #expect(rows.map { $0?.detailTextLabel?.text } == [nil, "German", "Arabic"])
    #expect(rows.map { $0?.accessoryType == .checkmark } == [true, false, false])
    chooser.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
    fixture.settle()
    #expect(controller.presentedViewController == nil)
    #expect(controller.language == "de")
    #expect(controller.list.navigationItem.leftBarButtonItem?.title == "Deutsch")
  }

  @Test func switchingChangesTheTextsAndMirrorsForArabic() throws {
    let fixture = try fixture()
    let controller = fixture.controller
    var heard: [String] = []
    controller.onLanguageChange = { heard.append($0) }
    try fixture.tap(IndexPath(row: 0, section: 0))
    fixture.settle()
    controller.setLanguage("de")
    fixture.settle()
    #expect(controller.list.title == "Museum")
    #expect(controller.list.shownSections[0].title == "Gemälde")
    #expect(fixture.top?.traitCollection.preferredLanguage == "de", "TableKit's words too")
    let detail = try #require(fixture.top as? KioskDetailController)
    #expect(detail.item.title == "Das Gemälde", "the open screen follows")
    #expect(detail.title == "Das Gemälde")
    #expect(!controller.view.isRightToLeft)
    controller.setLanguage("ar")
    fixture.settle()
    #expect(controller.list.title == "المتحف")
    #expect(detail.strings.related == "ذو صلة")
    #expect(controller.view.isRightToLeft)
    #expect(detail.tableView?.isRightToLeft == true, "the open screen lays out right to left")
    #expect(heard == ["de", "ar"])
    controller.setLanguage("ja")
    #expect(controller.language == "en", "a language the catalog lacks shows the default")
  }

  @Test func theReturnToTheStartGoesBackToTheDefaultLanguage() throws {
    let fixture = try fixture()
    let controller = fixture.controller
    var heard: [String] = []
    controller.onLanguageChange = { heard.append($0) }
    controller.setLanguage("ar")
    fixture.settle()
    controller.returnToStart(animated: false)
    fixture.settle()
    #expect(controller.language == "en")
    #expect(controller.list.title == "Museum")
    #expect(controller.list.shownSections[0].title == "Paintings")
    #expect(!controller.view.isRightToLeft)
    #expect(heard == ["ar", "en"])
  }

  @Test func aReloadKeepsTheLanguageShown() throws {
    let fixture = try fixture()
    let controller = fixture.controller
    controller.setLanguage("de")
    controller.reload(with: try read(Self.multilingual))
    fixture.settle()
    #expect(controller.language == "de")
    #expect(controller.list.shownSections[0].title == "Gemälde")
    // A catalog without languages has no button and is shown in its one language.
    controller.reload(with: try read(CatalogFolder.catalog(items: [CatalogFolder.item("a")])))
    #expect(controller.list.navigationItem.leftBarButtonItem == nil)
    #expect(controller.language == "en")
  }

  /// The texts the fixture's window draws.
  private func drawnTexts(_ fixture: KioskCatalogControllerTests.Fixture) -> [String] {
    fixture.window.layoutIfNeeded()
    var list = DrawList()
    fixture.window.render(into: &list)
    return list.commands.compactMap { command -> String? in
      if case .text(let run) = command { return run.string }
      return nil
    }
  }

  /// TableKit's own words (the search field's, the back button's, the language list's Cancel)
  /// follow the language shown, as the catalog's texts do (issue 31).
  @Test func tableKitsOwnWordsFollowTheLanguageShown() throws {
    let fixture = try fixture()
    let controller = fixture.controller
    /// The words the search shows while under way.
    func searchWords() -> [String] {
      controller.list.searchController.isActive = true
      fixture.settle()
      defer {
        controller.list.searchController.isActive = false
        fixture.settle()
      }
      return drawnTexts(fixture)
    }
    var shown = searchWords()
    #expect(shown.contains("Search") && shown.contains("Cancel"), "\(shown.prefix(10))")
    controller.setLanguage("de")
    fixture.settle()
    shown = searchWords()
    #expect(shown.contains("Suchen") && shown.contains("Abbrechen"), "\(shown.prefix(10))")
    controller.setLanguage("ar")
    fixture.settle()
    shown = searchWords()
    #expect(shown.contains("بحث") && shown.contains("إلغاء"), "\(shown.prefix(10))")
    controller.setLanguage("de")
    fixture.settle()
    try fixture.tap(IndexPath(row: 0, section: 0))
    var labels = AccessibilityTree(of: fixture.window).root.allNodes.compactMap(\.label)
    #expect(labels.contains("Zurück, Museum"), "\(labels.prefix(8))")
    controller.setLanguage("ar")
    fixture.settle()
    labels = AccessibilityTree(of: fixture.window).root.allNodes.compactMap(\.label)
    #expect(labels.contains("رجوع, المتحف"), "\(labels.prefix(8))")
    controller.setLanguage("de")
    controller.showLanguages()
    fixture.settle()
    #expect(drawnTexts(fixture).contains("Abbrechen"), "the language list's Cancel")
  }

  @Test func theKiosksOwnWordsCoverSevenLanguages() {
    #expect(KioskStrings.languages == ["en", "de", "fr", "ar", "he", "ru", "zh"])
    #expect(KioskStrings(language: "fr").noResults == "Aucun résultat")
    #expect(KioskStrings(language: "zh-Hans").related == "相关内容")
    #expect(KioskStrings(language: "he").picture(of: "אגרטל") == "תמונה: אגרטל")
    #expect(KioskStrings(language: "ja") == KioskStrings(language: "en"), "English otherwise")
    #expect(KioskStrings.covers("ru") && !KioskStrings.covers("ja"))
    #expect(KioskLanguageController.ownName(of: "fr") == "Français")
    #expect(KioskLanguageController.isRightToLeft("he"))
  }
}
