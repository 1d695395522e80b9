import DemoScenes
import Foundation
import Testing

/// Reading a kiosk catalog: what is decoded, and every problem an operator can make, said with
/// its file, JSON path and what was expected (issue 15).
@Suite struct KioskCatalogReaderTests {
  @Test func everyFieldIsDecoded() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "pictures/lens.png")
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(
      """
      {
        "_comment": "comments start with an underscore",
        "title": "Harbour Museum",
        "sections": [
          {"title": "Highlights", "items": [
            {"id": "lens", "title": "The Lens", "subtitle": "Gallery 1", "badge": "New",
             "image": "pictures/lens.png", "detail": "It turned for ninety years.",
             "related": ["walk"], "_note": "ignored"}
          ]},
          {"title": "Tours", "items": [
            {"id": "walk", "title": "Harbour Walk", "price": "€6", "image": "./p.png",
             "detail": ""}
          ]}
        ]
      }
      """)
    let reading = folder.read()
    #expect(reading.problems == [])
    let catalog = try #require(reading.catalog)
    #expect(catalog.title == "Harbour Museum")
    #expect(catalog.sections.map(\.title) == ["Highlights", "Tours"])
    let lens = try #require(catalog.item(withID: "lens"))
    #expect(lens.title == "The Lens")
    #expect(lens.subtitle == "Gallery 1")
    #expect(lens.tag == .badge("New"))
    #expect(lens.imagePath == folder.path("pictures/lens.png"))
    #expect(lens.detail == "It turned for ninety years.")
    #expect(catalog.relatedItems(of: lens).map(\.id) == ["walk"])
    let walk = try #require(catalog.item(withID: "walk"))
    #expect(walk.tag == .price("€6"))
    #expect(walk.subtitle == "")
    #expect(walk.imagePath == folder.path("p.png"))
    #expect(catalog.indexPath(ofItemWithID: "walk") == IndexPath(row: 0, section: 1))
    #expect(reading.pictureFiles == [folder.path("p.png"), folder.path("pictures/lens.png")])
  }

  @Test func theEmbeddedCatalogHasNoProblems() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Assets/Kiosk")
    let reading = KioskCatalogReader(folder: folder).read()
    #expect(reading.problems == [])
    let catalog = try #require(reading.catalog)
    #expect(catalog.allItems.count >= 10)
    #expect(catalog.allItems.allSatisfy { $0.imagePath != nil && !$0.detail.isEmpty })
    #expect(catalog.allItems.contains { !$0.related.isEmpty })
  }

  // MARK: - The file as a whole

  @Test func aMissingFolderOrFileIsSaid() throws {
    let missing = KioskCatalogReader(folder: URL(fileURLWithPath: "/nonexistent/kiosk")).read()
    #expect(missing.catalog == nil)
    #expect(
      missing.problems.map(\.description) == [
        "catalog.json: expected a catalog folder holding catalog.json; there is no folder /nonexistent/kiosk"
      ])
    let folder = try CatalogFolder()
    #expect(
      folder.read().problems.map(\.description) == [
        "catalog.json: expected the catalog file; there is none in \(folder.url.standardizedFileURL.path)"
      ])
  }

  /// The file's own problems, each with the one message it gives.
  static let fileProblems: [(text: String, message: String)] = [
    ("", "catalog.json: expected a JSON object with title and sections; the file is empty"),
    (
      "{\n  \"title\": \"Guide\",\n  \"sections\": ]\n}",
      "catalog.json: expected JSON; the text is not valid at line 3, column 15"
    ),
    (
      "{\"title\": \"Guide\"",
      "catalog.json: expected JSON; unexpected end of file during JSON parse"
    ),
    ("[1, 2]", "catalog.json: expected a JSON object with title and sections, found an array"),
  ]

  @Test(arguments: 0..<fileProblems.count)
  func aFileThatIsNotACatalogIsSaidSo(index: Int) throws {
    let folder = try CatalogFolder()
    try folder.writeCatalog(Self.fileProblems[index].text)
    let reading = folder.read()
    #expect(reading.catalog == nil)
    #expect(reading.problems.map(\.description) == [Self.fileProblems[index].message])
  }

  // MARK: - Every problem

  /// A catalog's text and the problems it has, in order.
  static let problems: [(json: String, messages: [String])] = [
    (
      #"{"sections": []}"#,
      [
        "catalog.json: title: expected the list's title (a string); there is none",
        "catalog.json: sections: expected at least one section, found none",
      ]
    ),
    (
      #"{"title": 3, "sections": {}, "colour": "red"}"#,
      [
        "catalog.json: colour: expected one of the keys 'title', 'sections', 'language', 'speech', 'allowEditing', 'operatorPIN', 'languages', 'defaultLanguage', 'attract', 'schedule', 'wakeSeconds' (or a comment starting with _), found 'colour'",
        "catalog.json: title: expected the list's title (a string), found the number 3",
        "catalog.json: sections: expected the sections (an array), found an object",
      ]
    ),
    (
      #"{"title": " ", "sections": ["x", {"items": []}, {"title": "T"}]}"#,
      [
        "catalog.json: title: expected the list's title, found an empty string",
        "catalog.json: sections[0]: expected a section: an object with title and items, found the string \"x\"",
        "catalog.json: sections[1].title: expected the section's header (a string); there is none",
        "catalog.json: sections[1].items: expected at least one item, found none",
        "catalog.json: sections[2].items: expected the section's items (an array); there is none",
      ]
    ),
    (
      CatalogFolder.catalog(items: ["null", #"{"titel": "x"}"#]),
      [
        "catalog.json: sections[0].items[0]: expected an item: an object with id, title, image and detail, found null",
        "catalog.json: sections[0].items[1].titel: expected 'title', found 'titel'",
        "catalog.json: sections[0].items[1].id: expected the item's id (a string); there is none",
        "catalog.json: sections[0].items[1].title: expected the item's title (a string); there is none",
        "catalog.json: sections[0].items[1].image: expected the picture's file, relative to the catalog's folder; there is none",
        "catalog.json: sections[0].items[1].detail: expected the detail screen's text (a string); there is none",
      ]
    ),
    (
      CatalogFolder.catalog(items: [
        CatalogFolder.item("a", #""price": 4.5, "badge": true, "subtitle": ["x"]"#)
      ]),
      [
        "catalog.json: sections[0].items[0].subtitle: expected a string such as \"Gallery 2 · 1882\", found an array",
        "catalog.json: sections[0].items[0].badge: expected a string such as \"New\", found true",
        "catalog.json: sections[0].items[0].price: expected a string such as \"€4.50\", found the number 4.5",
      ]
    ),
    (
      CatalogFolder.catalog(items: [CatalogFolder.item("a", #""price": "€1", "badge": "New""#)]),
      [
        "catalog.json: sections[0].items[0]: expected a badge or a price, not both (the price is shown)"
      ]
    ),
    (
      CatalogFolder.catalog(items: [CatalogFolder.item("a"), CatalogFolder.item("a")]),
      [
        "catalog.json: sections[0].items[1].id: expected an id no other item has; sections[0].items[0] is already 'a'"
      ]
    ),
    (
      CatalogFolder.catalog(items: [
        CatalogFolder.item("a", #""related": ["b", "a", "b", "zz", 7]"#), CatalogFolder.item("b"),
      ]),
      [
        "catalog.json: sections[0].items[0].related[4]: expected an item's id, found the number 7",
        "catalog.json: sections[0].items[0].related[1]: expected another item's id; 'a' is this item's own",
        "catalog.json: sections[0].items[0].related[2]: expected each related item once; 'b' is listed before",
        "catalog.json: sections[0].items[0].related[3]: expected the id of an item in the catalog; no item is 'zz'",
      ]
    ),
    (
      CatalogFolder.catalog(items: [CatalogFolder.item("a", #""related": "b""#)]),
      [
        "catalog.json: sections[0].items[0].related: expected an array of item ids, found the string \"b\""
      ]
    ),
  ]

  @Test(arguments: 0..<problems.count)
  func everyProblemIsSaidWithItsPathAndWhatWasExpected(index: Int) throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(Self.problems[index].json)
    #expect(folder.read().problems.map(\.description) == Self.problems[index].messages)
  }

  @Test func whatIsUsableIsKeptAroundTheProblems() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(
      CatalogFolder.catalog(items: [
        CatalogFolder.item("a", #""related": ["gone", "c"]"#), #"{"id": "b"}"#,
        CatalogFolder.item("c").replacingOccurrences(of: "p.png", with: "missing.png"),
        CatalogFolder.item("a"),
      ]))
    let reading = folder.read()
    let catalog = try #require(reading.catalog)
    #expect(
      catalog.allItems.map(\.id) == ["a", "c"], "b has no title; the second a is a duplicate")
    #expect(catalog.item(withID: "a")?.related == ["c"], "the unknown id is left out")
    #expect(catalog.item(withID: "c")?.imagePath == nil, "kept without its picture")
    #expect(reading.pictureFiles.contains(folder.path("missing.png")), "watched for its arrival")
    // b's title, image and detail; c's picture; the second a; a's related "gone".
    #expect(reading.problems.count == 6)
  }

  // MARK: - Pictures

  /// A picture file and the problem it has.
  static let pictureProblems: [(name: String, bytes: [UInt8]?, message: String)] = [
    ("gone.png", nil, "gone.png does not exist"),
    ("empty.png", [], "empty.png is empty"),
    (
      "page.png", Array("<html>".utf8),
      "page.png is none of these (it starts with the bytes 3C 68 74 6D)"
    ),
    (
      "cut.png", Array(CatalogFolder.png.prefix(40)),
      "cut.png is a truncated PNG (it does not end with its IEND chunk)"
    ),
    (
      "cut.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10],
      "cut.jpg is a truncated JPEG (it does not end with its EOI marker)"
    ),
  ]

  @Test(arguments: 0..<pictureProblems.count)
  func aBrokenPictureIsSaidAndTheItemKeptWithoutIt(index: Int) throws {
    let (name, bytes, message) = Self.pictureProblems[index]
    let folder = try CatalogFolder()
    if let bytes { try folder.write(Data(bytes), at: name) }
    try folder.writeCatalog(
      CatalogFolder.catalog(items: [
        CatalogFolder.item("a").replacingOccurrences(of: "p.png", with: name)
      ]))
    let reading = folder.read()
    #expect(
      reading.problems.map(\.description) == [
        "catalog.json: sections[0].items[0].image: expected a PNG, JPEG, GIF, BMP or WebP picture; \(message)"
      ])
    #expect(reading.catalog?.item(withID: "a")?.imagePath == nil)
  }

  @Test func aPictureMustBeAFileInsideTheFolder() throws {
    let folder = try CatalogFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("pictures"), withIntermediateDirectories: true)
    try folder.writeCatalog(
      CatalogFolder.catalog(items: [
        CatalogFolder.item("a").replacingOccurrences(of: "p.png", with: "/etc/hostname"),
        CatalogFolder.item("b").replacingOccurrences(of: "p.png", with: "../outside.png"),
        CatalogFolder.item("c").replacingOccurrences(of: "p.png", with: "pictures"),
        CatalogFolder.item("d").replacingOccurrences(of: #""p.png""#, with: "12"),
      ]))
    #expect(
      folder.read().problems.map(\.description) == [
        "catalog.json: sections[0].items[0].image: expected a path relative to the catalog's folder, found the absolute path /etc/hostname",
        "catalog.json: sections[0].items[1].image: expected a file inside the catalog's folder, found ../outside.png, which is outside it",
        "catalog.json: sections[0].items[2].image: expected a PNG, JPEG, GIF, BMP or WebP picture; pictures is a folder",
        "catalog.json: sections[0].items[3].image: expected the picture's file, relative to the catalog's folder, found the number 12",
      ])
  }

  @Test func aPictureThatCannotBeDecodedIsDroppedWithAProblem() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(CatalogFolder.catalog(items: [CatalogFolder.item("a")]))
    var reading = folder.read()
    reading.dropPicture(at: folder.path("p.png"), reason: "bad CRC")
    #expect(reading.catalog?.item(withID: "a")?.imagePath == nil)
    #expect(
      reading.problems.map(\.description) == [
        "catalog.json: sections[0].items[0].image: expected a picture that can be decoded; bad CRC"
      ])
  }
}

/// Issue 30, item 4: a catalog's language is its spoken mode's voice, and its operator can turn
/// spoken mode on.
@Suite struct KioskCatalogSpeechSettingsTests {
  /// Reads a one-item catalog whose object starts with `settings` (keys and values, each
  /// followed by a comma).
  func read(_ settings: String) throws -> KioskCatalogReading {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "lens.png")
    try folder.writeCatalog(
      """
      {\(settings) "title": "Hafenmuseum", "sections": [
        {"title": "Highlights", "items": [
          {"id": "lens", "title": "Die Linse", "image": "lens.png", "detail": "Sie drehte sich."}
        ]}]}
      """)
    return folder.read()
  }

  @Test func theLanguageAndTheSpeechSettingAreRead() throws {
    let reading = try read(#""language": "de", "speech": true,"#)
    #expect(reading.problems == [])
    #expect(reading.catalog?.language == "de")
    #expect(reading.catalog?.turnsSpeechOn == true)
    let regional = try read(#""language": "pt-BR", "speech": false,"#)
    #expect(regional.catalog?.language == "pt-BR")
    #expect(regional.catalog?.turnsSpeechOn == false)
  }

  @Test func withoutThemSpeechIsOffAndTheLanguageUnsaid() throws {
    let reading = try read("")
    #expect(reading.catalog?.language == nil)
    #expect(reading.catalog?.turnsSpeechOn == false)
  }

  @Test func badValuesAreProblemsAndTheRestIsKept() throws {
    let reading = try read(#""language": "German", "speech": 1,"#)
    let file = try #require(reading.problems.first?.file)
    #expect(
      reading.problems.map(\.description) == [
        "\(file): language: expected a language code such as \"en\" or \"de\", found the string \"German\"",
        "\(file): speech: expected true or false, found the number 1",
      ])
    #expect(reading.catalog?.language == nil)
    #expect(reading.catalog?.turnsSpeechOn == false)
    #expect(reading.catalog?.allItems.count == 1)
  }
}
