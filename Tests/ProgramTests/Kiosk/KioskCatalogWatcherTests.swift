import DemoScenes
import Foundation
import Testing

/// The kiosk notices when its catalog's files change, by looking at most once per interval.
@Suite struct KioskCatalogWatcherTests {
  /// `hasChanged(at:)`, outside `#expect`, which cannot call a mutating method.
  private func look(_ watcher: inout KioskCatalogWatcher, at time: TimeInterval) -> Bool {
    watcher.hasChanged(at: time)
  }

  private func touch(_ path: String, _ text: String, modified: Date) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
  }

  @Test func aChangedFileIsNoticedAtTheNextLookOnly() throws {
    let folder = try CatalogFolder()
    let file = folder.path("catalog.json")
    let start = Date(timeIntervalSince1970: 1_000_000)
    try touch(file, "{}", modified: start)
    var watcher = KioskCatalogWatcher(files: [file], interval: 1, now: 100)
    #expect(!look(&watcher, at: 101), "nothing changed")
    try touch(file, "{}", modified: start.addingTimeInterval(5))
    #expect(!look(&watcher, at: 101.5), "not looked at before the interval has passed")
    #expect(look(&watcher, at: 102))
    #expect(!look(&watcher, at: 103), "the change is reported once")
  }

  @Test func aChangeOfSizeWithTheSameTimeIsNoticed() throws {
    let folder = try CatalogFolder()
    let file = folder.path("catalog.json")
    let time = Date(timeIntervalSince1970: 2_000_000)
    try touch(file, "{}", modified: time)
    var watcher = KioskCatalogWatcher(files: [file], now: 0)
    try touch(file, "{ }", modified: time)
    #expect(look(&watcher, at: 1))
  }

  @Test func aPictureAppearingOrGoingIsNoticed() throws {
    let folder = try CatalogFolder()
    let picture = folder.path("late.png")
    var watcher = KioskCatalogWatcher(files: [picture], now: 0)
    #expect(!look(&watcher, at: 1))
    try folder.writePicture(at: "late.png")
    #expect(look(&watcher, at: 2))
    try FileManager.default.removeItem(atPath: picture)
    #expect(look(&watcher, at: 3))
  }

  @Test func watchingOtherFilesStartsFromTheirState() throws {
    let folder = try CatalogFolder()
    try folder.writePicture(at: "a.png")
    var watcher = KioskCatalogWatcher(files: [], now: 0)
    watcher.watch([folder.path("a.png")])
    #expect(watcher.files == [folder.path("a.png")])
    #expect(!look(&watcher, at: 5))
  }
}
