import DemoScenes
import Foundation
import TableKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A catalog's files are looked at without blocking and never reached outside its folder
/// (issue 24): a named pipe in a picture's or the catalog file's place once blocked `--check`
/// and the kiosk forever, and a symbolic link could lead a picture out of the folder.
@Suite struct KioskRegularFileKindTests {
  /// Reads the catalog on another thread, giving up after a few seconds: a reader that blocks
  /// fails the test rather than hanging the suite (a writer then opens the pipes to free it).
  private func readWithoutHanging(_ folder: CatalogFolder, pipes: [String]) -> KioskCatalogReading? {
    let reader = KioskCatalogReader(folder: folder.url)
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var reading: KioskCatalogReading?
    Thread.detachNewThread {
      reading = reader.read()
      done.signal()
    }
    guard done.wait(timeout: .now() + 10) == .success else {
      Issue.record("reading the catalog blocked on a named pipe")
      for pipe in pipes {
        let descriptor = open(folder.path(pipe), O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
      }
      _ = done.wait(timeout: .now() + 10)
      return nil
    }
    return reading
  }

  @Test func aPictureThatIsANamedPipeIsRefusedByKindWithoutBlocking() throws {
    let folder = try CatalogFolder()
    #expect(mkfifo(folder.path("p.png"), 0o644) == 0)
    try folder.writeCatalog(CatalogFolder.catalog(items: [CatalogFolder.item("a")]))
    let reading = try #require(readWithoutHanging(folder, pipes: ["p.png"]))
    let messages = reading.problems.map(\.message)
    #expect(messages.contains { $0.contains("p.png is a named pipe, not a file") }, "\(messages)")
    #expect(reading.catalog?.item(withID: "a")?.imagePath == nil, "kept without its picture")
  }

  @Test func aRegularFileThatIsANamedPipeIsRefusedWithoutBlocking() throws {
    let folder = try CatalogFolder()
    #expect(mkfifo(folder.path("catalog.json"), 0o644) == 0)
    let reading = try #require(readWithoutHanging(folder, pipes: ["catalog.json"]))
    let messages = reading.problems.map(\.message)
    #expect(messages.contains { $0.contains("catalog.json is a named pipe, not a file") }, "\(messages)")
    #expect(reading.catalog == nil)
  }

  @Test func aRegularFileThatIsAFolderIsSaidSo() throws {
    let folder = try CatalogFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("catalog.json"), withIntermediateDirectories: false)
    let reading = folder.read()
    let messages = reading.problems.map(\.message)
    #expect(messages.contains { $0.contains("catalog.json is a folder") }, "\(messages)")
  }

  @Test func aPictureLinkedToADeviceIsRefused() throws {
    let folder = try CatalogFolder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("p.png"), withDestinationPath: "/dev/zero")
    try folder.writeCatalog(CatalogFolder.catalog(items: [CatalogFolder.item("a")]))
    let messages = folder.read().problems.map(\.message)
    // /dev/zero would never end a read: the link is refused before any open.
    #expect(messages.contains { $0.contains("outside") }, "\(messages)")
  }

  @Test func aLinkedPictureLeavingTheFolderIsRefused() throws {
    let outside = try CatalogFolder()
    try outside.writePicture(at: "secret.png")
    let folder = try CatalogFolder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("p.png"), withDestinationPath: outside.path("secret.png"))
    try folder.writeCatalog(CatalogFolder.catalog(items: [CatalogFolder.item("a")]))
    let reading = folder.read()
    let messages = reading.problems.map(\.message)
    #expect(
      messages.contains { $0.contains("a symbolic link to") && $0.contains("outside it") },
      "\(messages)")
    #expect(reading.catalog?.item(withID: "a")?.imagePath == nil)
  }

  @Test func aPictureInALinkedFolderLeavingTheCatalogIsRefused() throws {
    let outside = try CatalogFolder()
    try outside.writePicture(at: "pictures/p.png")
    let folder = try CatalogFolder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("linked"), withDestinationPath: outside.path("pictures"))
    try folder.writeCatalog(
      CatalogFolder.catalog(items: [
        #"{"id": "a", "title": "A", "image": "linked/p.png", "detail": ""}"#
      ]))
    let messages = folder.read().problems.map(\.message)
    #expect(messages.contains { $0.contains("outside it") }, "\(messages)")
  }

  @Test func aLinkThatStaysInsideTheFolderIsAccepted() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "pictures/real.png")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("p.png"), withDestinationPath: "pictures/real.png")
    try folder.writeCatalog(CatalogFolder.catalog(items: [CatalogFolder.item("a")]))
    let reading = folder.read()
    #expect(reading.problems == [])
    #expect(reading.catalog?.item(withID: "a")?.imagePath != nil)
  }
}
