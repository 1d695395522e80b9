import DemoScenes
import Foundation
import TableKit
import TableKitSDL
import TableKitTesting
import Testing

/// Issue 31, items 6 and 7, as visitors see them on the embedded museum guide: the two columns
/// of a wide landscape screen, the one column of a portrait screen, the attract loop half-way
/// through a crossfade, and the whole kiosk turned a quarter on an 800 × 600 display.
@MainActor
@Suite(.serialized)
struct KioskScreensSnapshotTests {
  let snapshotter: Snapshotter
  init() throws { snapshotter = try Snapshotter() }

  /// The embedded catalog (`Assets/Kiosk`), read as the kiosk reads it.
  static func embeddedCatalog() throws -> KioskCatalogReading {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return KioskCatalogReader(folder: root.appendingPathComponent("Assets/Kiosk")).read()
  }

  /// The kiosk's catalog screens in a window of `size` on a manual clock, settled.
  private func kiosk(_ size: CGSize) throws -> (Window, KioskCatalogController) {
    let clock = ManualClock(now: 1)
    let screen = try snapshotter.canvas(size: size).makeScreen()
    let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock)
    let controller = KioskCatalogController(
      reading: try Self.embeddedCatalog(), editing: .forbidden)
    window.rootViewController = controller
    window.screen = screen
    window.makeKeyAndVisible()
    for _ in 0..<30 {
      window.forEachScrollView { $0.clock = clock }
      clock.advance(by: 1.0 / 30)
      window.layoutIfNeeded()
    }
    return (window, controller)
  }

  private func picture(of window: Window) throws -> PixelImage {
    window.layoutIfNeeded()
    var list = DrawList()
    window.render(into: &list)
    return try snapshotter.canvas(size: window.frame.size).render(list)
  }

  @Test func aWideScreenShowsTheListAndTheSelectedItemSideBySide() throws {
    let (window, controller) = try kiosk(CGSize(width: 1280, height: 800))
    let list = controller.list
    let row = try #require(
      list.indexPathForElement(withModelIdentifier: "star-chart", in: list.tableView))
    list.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
    list.tableView(list.tableView, didSelectRowAt: row)
    #expect(controller.detailColumnItemIDs == ["star-chart"])
    try snapshotter.verify(try picture(of: window), named: "kiosk-split-1280x800")
  }

  @Test func aPortraitScreenShowsOneColumnUnderItsTitle() throws {
    let (window, controller) = try kiosk(CGSize(width: 1080, height: 1920))
    #expect(!controller.showsTwoColumns)
    try snapshotter.verify(try picture(of: window), named: "kiosk-portrait-1080x1920")
  }

  @Test func theAttractLoopCrossfadesUnderTheTitleAndTheInvitation() throws {
    let catalog = try #require(try Self.embeddedCatalog().catalog)
    let loop = KioskAttractView(
      catalog: catalog, settings: .init(isEnabled: true, afterSeconds: 300, pictureSeconds: 8))
    loop.show(elapsed: 7.25, clock: "10:42")
    #expect(loop.isFading)
    let size = CGSize(width: 1280, height: 800)
    try snapshotter.verify(
      try snapshotter.canvas(size: size).render(loop, background: .black),
      named: "kiosk-attract-1280x800")
  }

  /// The real kiosk under SDL's dummy driver, `--rotate 90` in an 800 × 600 window: laid out
  /// at 600 × 800 and turned a quarter clockwise, its top at the display's right edge.
  @Test func theKioskTurnedAQuarterOnItsDisplay() throws {
    let path = (builtProductsDirectory() as NSString).appendingPathComponent("table-kiosk")
    try #require(FileManager.default.isExecutableFile(atPath: path), "table-kiosk is built")
    let shot = try makeTemporaryDirectory("kiosk-rotate") + "/rotated.png"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--windowed", "--rotate", "90", "--no-state", "--frames", "20", "--screenshot", shot,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = "dummy"
    environment["SDL_AUDIODRIVER"] = "dummy"
    process.environment = environment
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let image = try PixelImage(contentsOfFile: shot)
    #expect(image.width == 800 && image.height == 600, "the display's size")
    // The real kiosk runs on the wall clock: whether the scroll indicator, shown as the list
    // settles at launch, has faded by frame 20 depends on the machine's load. It is a strip of
    // about 3 × 270 pixels; a picture turned the wrong way differs in most of its 480,000.
    try snapshotter.verify(image, named: "kiosk-rotated-90-800x600", maxDifferingPixels: 1_000)
  }
}
