import Foundation
import TableKit
import TableKitSDL
import Testing

/// The demo and the kiosk open real windows, draw frames and save a screenshot: under the
/// display in `DISPLAY` when there is one (as in `scripts/test`), else under `xvfb-run`.
@MainActor
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil
      || FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run"),
    "needs a display or xvfb-run"))
struct DemoBinarySmokeTests {
  /// Runs a built program with `arguments` and returns its exit status.
  private func run(_ program: String, _ arguments: [String]) throws -> Int32 {
    let path = (builtProductsDirectory() as NSString).appendingPathComponent(program)
    try #require(
      FileManager.default.isExecutableFile(atPath: path),
      "\(program) must be built next to the tests (swift build --build-tests builds it)")
    let process = Process()
    if ProcessInfo.processInfo.environment["DISPLAY"] != nil {
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
      process.arguments = ["-a", "-s", "-screen 0 1280x800x24", path] + arguments
    }
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test func theDemoRunsThirtyFramesAndSavesAScreenshot() throws {
    let output = (try makeTemporaryDirectory("demo") as NSString).appendingPathComponent("demo.png")
    #expect(
      try run("table-demo", ["--frames", "30", "--screenshot", output, "--scene", "settings"]) == 0)
    let image = try PixelImage(contentsOfFile: output)
    let scale = image.width / 1000
    #expect(scale >= 1 && image.height == 700 * scale, "a 1000 × 700 point window")
    // The sidebar's white, the divider's gray, and the grouped background of the settings.
    #expect(image[100 * scale, 600 * scale] & 0xFF_FFFF == 0xFF_FFFF)
    #expect(image[240 * scale, 300 * scale] & 0xFF_FFFF == 0xC8_C7CC)
    #expect(image[600 * scale, 10 * scale] & 0xFF_FFFF == 0xF2_F2F7)
  }

  /// Runs the demo with `arguments` and `--screenshot`, and reads the screenshot.
  /// - Returns: The last frame and its pixels per point.
  private func demoScreenshot(_ arguments: [String], named name: String) throws -> (
    PixelImage, Int
  ) {
    let output = (try makeTemporaryDirectory("demo") as NSString).appendingPathComponent(name)
    #expect(try run("table-demo", arguments + ["--screenshot", output]) == 0)
    let image = try PixelImage(contentsOfFile: output)
    return (image, max(1, image.width / 1000))
  }

  /// Whether any pixel in the point ranges `x`, `y` has an RGB value that passes `test`.
  private func anyPixel(
    of image: PixelImage, scale: Int, x: ClosedRange<Int>, y: ClosedRange<Int>,
    where test: (UInt32) -> Bool
  ) -> Bool {
    let columns = x.lowerBound * scale...x.upperBound * scale
    let rows = y.lowerBound * scale...y.upperBound * scale
    return rows.contains { py in columns.contains { px in test(image[px, py] & 0xFF_FFFF) } }
  }

  /// The contacts scene's refresh ends from `DispatchQueue.main.asyncAfter`, so it finishes only
  /// when the host runs the main queue; a nested drain inside this `@MainActor` test could not
  /// show that, hence the subprocess. The fetch takes 1.5 s from launch and the band closes in
  /// 0.3 s; frames come at 60 Hz at most, so 150 frames last at least 2.5 s, and 15 take about
  /// a quarter second after a start of about as long (a machine would need to be five times
  /// slower than this one to reach the fetch).
  @Test func theDemoRunsTheMainQueueSoThatARefreshEnds() throws {
    let arguments = ["--scene", "contacts", "--refresh", "--frames"]
    let orange: UInt32 = 0xFF_9500
    // The scene lies under its navigation bar: 44 points and the large title's 52-point band,
    // then the search bar's 52, which the pull revealed and which stays after the refresh.
    let bar = 96
    let searchBar = 52
    /// The search field's fill, #767680 at 12 % over white (within a step of rounding).
    func isSearchField(_ pixel: UInt32) -> Bool {
      [16, 8, 0].allSatisfy { (0xEB...0xF0).contains((pixel >> UInt32($0)) & 0xFF) }
    }

    let (pending, scale) = try demoScreenshot(arguments + ["15"], named: "pending.png")
    #expect(
      pending[300 * scale, 5 * scale] & 0xFF_FFFF == 0xFF_FFFF,
      "the band is open above the search field")
    #expect(
      anyPixel(of: pending, scale: scale, x: 560...680, y: 50...96) { $0 != 0xFF_FFFF },
      "the spinner and its title show in the band, between the bar and the large title")
    #expect(
      !anyPixel(of: pending, scale: scale, x: 256...286, y: 0...300) { $0 == orange },
      "Ada Aalto's orange avatar has not arrived yet")

    let (finished, finishedScale) = try demoScreenshot(arguments + ["150"], named: "done.png")
    #expect(
      isSearchField(finished[600 * finishedScale, (bar + searchBar / 2) * finishedScale]),
      "the band has closed: the search field is back under the large title")
    #expect(
      finished[264 * finishedScale, (bar + searchBar + 42) * finishedScale] & 0xFF_FFFF
        == orange,
      "the fetched Ada Aalto heads the A section, with her orange avatar")
  }

  @Test func theDemoRejectsAnUnknownScene() throws {
    #expect(try run("table-demo", ["--scene", "no-such-scene", "--frames", "1"]) == 2)
  }

  @Test func theKioskRunsWindowedAndSavesAScreenshot() throws {
    let output = (try makeTemporaryDirectory("kiosk") as NSString).appendingPathComponent(
      "kiosk.png")
    #expect(try run("table-kiosk", ["--windowed", "--frames", "10", "--screenshot", output]) == 0)
    let image = try PixelImage(contentsOfFile: output)
    #expect(image.width >= 800 && image.height >= 600)
  }
}
