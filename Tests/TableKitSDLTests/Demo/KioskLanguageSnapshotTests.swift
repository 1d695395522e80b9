import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// The kiosk in the visitor's language as pictures (issue 31, item 5): the list in German, in
/// Arabic (mirrored: the language button on the right, titles and rows from the right), and
/// the language list open as a sheet, and a search in German with TableKit's own words in
/// German, each judged by eye against iOS 17's Settings in those languages.
@MainActor
@Suite(.serialized)
struct KioskLanguageSnapshotTests {
  let snapshotter: Snapshotter

  init() throws { snapshotter = try Snapshotter() }

  /// A museum's catalog in English, German and Arabic, without pictures.
  static var catalog: KioskCatalog {
    func item(
      _ id: String, _ titles: [String: String], _ subtitle: String, badge: [String: String]? = nil
    ) -> KioskCatalog.Item {
      var item = KioskCatalog.Item(
        id: id, title: titles["en"]!, subtitle: subtitle, tag: badge.map { .badge($0["en"]!) })
      item.translations[.title] = titles
      if let badge { item.translations[.tag] = badge }
      return item
    }
    var paintings = KioskCatalog.Section(
      title: "Paintings",
      items: [
        item(
          "night", ["en": "The Starry Night", "de": "Die Sternennacht", "ar": "ليلة النجوم"],
          "1889",
          badge: ["en": "New", "de": "Neu", "ar": "جديد"]),
        item("lilies", ["en": "Water Lilies", "de": "Seerosen", "ar": "زنابق الماء"], "1906"),
      ])
    paintings.translations[.title] = ["en": "Paintings", "de": "Gemälde", "ar": "لوحات"]
    var catalog = KioskCatalog(title: "Museum", sections: [paintings], language: "en")
    catalog.languages = KioskCatalog.Languages(["en", "de", "ar"], defaultLanguage: "en")
    catalog.translations[.title] = ["en": "Museum", "de": "Museum", "ar": "المتحف"]
    return catalog
  }

  /// The kiosk at 800 × 600 in `language`, with `configure` applied once it is up.
  private func render(
    _ language: String, _ configure: (KioskCatalogController) -> Void = { _ in }
  ) throws -> PixelImage {
    let size = CGSize(width: 800, height: 600)
    let canvas = try snapshotter.canvas(size: size)
    let clock = ManualClock(now: 30)
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    window.screen = canvas.makeScreen()
    let controller = KioskCatalogController(
      reading: KioskCatalogReading(catalog: Self.catalog, problems: []), editing: .forbidden)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    func run() {
      for _ in 0..<60 {
        clock.advance(by: 1.0 / 60)
        window.forEachScrollView { $0.clock = clock }
        window.layoutIfNeeded()
      }
    }
    run()
    controller.setLanguage(language)
    run()
    configure(controller)
    run()
    return canvas.render(window)
  }

  @Test func theListInGerman() throws {
    try snapshotter.verify(render("de"), named: "kiosk-language-german")
  }

  /// A search under way in German: TableKit's own words ("Abbrechen" beside the field) are in
  /// the language shown, as iOS's in a German kiosk.
  @Test func theSearchInGerman() throws {
    let image = try render("de") { controller in
      controller.list.searchController.isActive = true
    }
    try snapshotter.verify(image, named: "kiosk-language-german-search")
  }

  @Test func theListInArabicMirrored() throws {
    try snapshotter.verify(render("ar"), named: "kiosk-language-arabic")
  }

  @Test func theLanguageListOpen() throws {
    let image = try render("de") { controller in
      controller.list.navigationItem.leftBarButtonItem?.performPrimaryAction()
    }
    try snapshotter.verify(image, named: "kiosk-language-list")
  }
}
