import Foundation
import Testing

/// Issue 31: `--catalog`, `--check` and every path the kiosk writes refuse what is not there
/// with exit status 2 and words saying what is wrong, before a window opens, and never create
/// folders above the one named. A path to `catalog.json` itself is taken as its folder: that is
/// what an operator pointing at the file means.
@Suite struct KioskPathOptionTests {
  /// A path under a folder that does not exist, at the root of the file system.
  private func missingRoot() -> String { "/tablekit-missing-\(UUID().uuidString)" }

  @Test(arguments: ["--log-file", "--visits", "--state", "--speech-log"])
  func aFileUnderAMissingFolderIsRefused(option: String) throws {
    let root = missingRoot()
    let arguments = (option == "--speech-log" ? ["--speech"] : []) + [option, "\(root)/a/file"]
    let run = try runProgram("table-kiosk", arguments)
    #expect(run.status == 2, "\(run.errors)")
    #expect(
      run.errors.hasPrefix(
        "table-kiosk: \(option) \(root)/a/file: the folder \(root)/a does not exist"),
      "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: root), "nothing created under /")
  }

  @Test(arguments: ["--log-file", "--visits"])
  func aFolderIsNotAFile(option: String) throws {
    let folder = try CatalogFolder()
    let run = try runProgram("table-kiosk", [option, folder.url.path])
    #expect(run.status == 2)
    #expect(run.errors.contains("\(option) \(folder.url.path): that is a folder, not a file"))
  }

  @Test(arguments: ["--catalog", "--check"])
  func aMissingCatalogFolderIsRefused(option: String) throws {
    let root = missingRoot()
    let run = try runProgram("table-kiosk", [option, "\(root)/cafe"])
    #expect(run.status == 2, "\(run.errors)")
    #expect(
      run.errors.hasPrefix(
        "table-kiosk: \(option) \(root)/cafe: there is no such folder (a catalog is a folder "
          + "holding catalog.json)"), "\(run.errors)")
    #expect(run.output.isEmpty, "no window, no check: \(run.output)")
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  @Test(arguments: ["--catalog", "--check"])
  func aFolderWithoutCatalogFileOrAnotherFileIsRefused(option: String) throws {
    let folder = try CatalogFolder()
    let empty = try runProgram("table-kiosk", [option, folder.url.path])
    #expect(empty.status == 2)
    #expect(
      empty.errors.hasPrefix(
        "table-kiosk: \(option) \(folder.url.path): the folder has no catalog.json"),
      "\(empty.errors)")
    try folder.write(Data("{}".utf8), at: "other.json")
    let other = try runProgram("table-kiosk", [option, folder.path("other.json")])
    #expect(other.status == 2)
    #expect(
      other.errors.contains("other.json: that is a file, not a catalog folder"), "\(other.errors)")
  }

  @Test func thePathOfCatalogJSONIsTakenAsItsFolder() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "p.png")
    try folder.writeCatalog(CatalogFolder.catalog(items: [CatalogFolder.item("a")]))
    let check = try runProgram("table-kiosk", ["--check", folder.path("catalog.json")])
    #expect(check.status == 0, "\(check.output)\(check.errors)")
    #expect(check.output.contains("\(folder.path("catalog.json")) is fine"), "\(check.output)")
    let kiosk = try KioskScriptRun(
      "wait 0.2\nreport start",
      arguments: ["--windowed", "--no-state", "--catalog", folder.path("catalog.json")],
      folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    #expect(kiosk.reports["start"]?.fields["first"] == "a", "\(kiosk.run.output)")
  }
}
