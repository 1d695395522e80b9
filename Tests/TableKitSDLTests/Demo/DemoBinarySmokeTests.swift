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
    #expect(image[600 * scale, 10 * scale] & 0xFF_FFFF == 0xEF_EFF4)
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
