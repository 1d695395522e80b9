import Foundation
import TableKit
import TableKitSDL
import Testing

/// The programs draw light or dark as asked (issue 26, item 7): the demo takes `--appearance`
/// and keeps the last one between runs, the kiosk and `tablesnap render` take `--appearance`
/// and `--text-size`, and a wrong value is a clear mistake.
@Suite(
  .serialized,
  .needsDisplay)
@MainActor
struct AppearanceOptionTests {
  private func folder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("appearance-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The brightness of the picture's pixel at (x, y), 0 … 255.
  private func brightness(_ path: String, x: Int, y: Int) throws -> Int {
    let image = try PixelImage(contentsOfFile: path)
    let pixel = image[x, y]
    return Int((pixel >> 16) & 0xFF + (pixel >> 8) & 0xFF + pixel & 0xFF) / 3
  }

  @Test func theDemoKeepsTheTextSizeAndFollowsNoPortalQuietlyInLight() throws {
    let state = try folder()
    let picture = state.appendingPathComponent("system.png").path
    // A bus address where there is none: "system" falls back to light without a word.
    let run = try runProgram(
      "table-demo",
      ["--state", state.path, "--appearance", "system", "--text-size", "accessibilityLarge",
        "--frames", "5", "--screenshot", picture],
      environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/tablekit-bus"],
      underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(try brightness(picture, x: 600, y: 690) > 200, "light without a portal")
    let appearance = try String(
      contentsOf: state.appendingPathComponent("appearance"), encoding: .utf8)
    #expect(appearance == "system\n")
    let textSize = try String(contentsOf: state.appendingPathComponent("text-size"), encoding: .utf8)
    #expect(textSize == "accessibilityLarge\n")
    let wrong = try runProgram("table-demo", ["--text-size", "huge"])
    #expect(wrong.status == 2)
    #expect(wrong.errors.contains("--text-size takes"), "\(wrong.errors)")
  }

  @Test func theDemoDrawsDarkWhenAskedAndKeepsItForTheNextRun() throws {
    let state = try folder()
    let first = state.appendingPathComponent("dark.png").path
    let run = try runProgram(
      "table-demo", ["--state", state.path, "--appearance", "dark", "--frames", "5",
        "--screenshot", first], underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try brightness(first, x: 600, y: 690) < 40, "the table's background is dark")
    let saved = try String(contentsOf: state.appendingPathComponent("appearance"), encoding: .utf8)
    #expect(saved == "dark\n")
    let second = state.appendingPathComponent("again.png").path
    let again = try runProgram(
      "table-demo", ["--state", state.path, "--frames", "5", "--screenshot", second],
      underDisplay: true)
    #expect(again.status == 0, "\(again.errors)")
    #expect(try brightness(second, x: 600, y: 690) < 40, "the saved appearance comes back")
  }

  @Test func tablesnapRendersAScenesDarkAppearance() throws {
    let out = try folder().appendingPathComponent("contacts.png").path
    let run = try runProgram(
      "tablesnap", ["render", "contacts", "--appearance", "dark", "--text-size", "large",
        "--out", out])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try brightness(out, x: 200, y: 300) < 40)
  }

  @Test func aWrongAppearanceOrTextSizeIsAMistakeThatNamesTheChoices() throws {
    let appearance = try runProgram("tablesnap", ["render", "contacts", "--appearance", "dim"])
    #expect(appearance.status == 2)
    #expect(appearance.errors.contains("--appearance takes"), "\(appearance.errors)")
    #expect(appearance.errors.contains("dark"))
    let size = try runProgram("table-kiosk", ["--text-size", "huge"])
    #expect(size.status == 2)
    #expect(size.errors.contains("accessibilityExtraExtraExtraLarge"), "\(size.errors)")
    let drawing = try runProgram(
      "tablesnap", ["render", "rendering-sampler", "--appearance", "dark"])
    #expect(drawing.status == 2)
    #expect(drawing.errors.contains("demo scenes only"), "\(drawing.errors)")
  }
}
