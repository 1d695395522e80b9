import DemoScenes
import Foundation
import Testing

/// The catalog example of the article "Deploying the kiosk"
/// (Sources/TableKitSDL/TableKitSDL.docc/DeployingTheKiosk.md) is one the kiosk reads without a
/// problem, once its two pictures exist.
@Suite struct KioskArticleCatalogTests {
  @Test func theArticlesCatalogReadsWithoutProblems() throws {
    let article = ArticleSnippetTests.root
      .appendingPathComponent("Sources/TableKitSDL/TableKitSDL.docc/DeployingTheKiosk.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let start = try #require(text.range(of: "```json\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    let folder = try CatalogFolder()
    try folder.writeCatalog(String(text[start.upperBound..<end.lowerBound]))
    try folder.writePicture(at: "img/coffee.png")
    try folder.writePicture(at: "img/cake.png")
    let reading = folder.read()
    #expect(reading.problems == [])
    let catalog = try #require(reading.catalog)
    #expect(catalog.title == "Corner Café")
    #expect(catalog.sections.map(\.title) == ["Drinks", "Cakes"])
    let flatWhite = try #require(catalog.item(withID: "flat-white"))
    #expect(catalog.relatedItems(of: flatWhite).map(\.id) == ["carrot-cake"])
  }
}
