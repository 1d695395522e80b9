import CTableKitPortalStub
import DemoScenes
import Foundation
import KioskApp
import TableKit
import TableKitSDL
import Testing
import ToolArguments

/// The kiosk and the demo take iOS's display settings on their command lines (issue 30,
/// item 5): `--darker-colors` darkens the secondary text, `--bold-text` draws it heavier, and
/// `--reduce-motion` is accepted beside them (a still screen shows no motion to reduce, and the
/// kiosk's pictures load in the background, so its frame is not compared).
@Suite(.serialized, .needsDisplay)
@MainActor
struct AccessibilitySettingOptionTests {
  /// The program's first screen with `options`, as a picture.
  private func screenshot(
    _ program: String, _ options: [String], environment: [String: String] = [:]
  ) throws -> PixelImage {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("display-settings-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("screen.png").path
    let windowed = program == "table-kiosk" ? ["--windowed"] : []
    let run = try runProgram(
      program, windowed + ["--no-state", "--frames", "5", "--screenshot", path] + options,
      environment: environment, underDisplay: true)
    #expect(run.status == 0, "\(run.errors)")
    return try PixelImage(contentsOfFile: path)
  }

  /// How dark the picture's darkest gray text pixels are on average: the sum of the darkest
  /// thousand pixels' brightness among those that are gray (not the pictures' colors).
  private func grayInk(_ image: PixelImage) -> Int {
    var levels: [Int] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        let red = Int((pixel >> 16) & 0xFF), green = Int((pixel >> 8) & 0xFF), blue = Int(pixel & 0xFF)
        guard abs(red - green) < 6, abs(green - blue) < 8 else { continue }
        levels.append(red + green + blue)
      }
    }
    return levels.sorted().prefix(20_000).reduce(0, +)
  }

  @Test(arguments: ["table-kiosk", "table-demo"])
  func darkerColorsAndBoldTextDarkenTheText(program: String) throws {
    let plain = try screenshot(program, [])
    let darker = try screenshot(program, ["--darker-colors"])
    let bold = try screenshot(program, ["--bold-text"])
    _ = try screenshot(program, ["--reduce-motion"])
    #expect(grayInk(darker) < grayInk(plain), "darker secondary text and separators")
    #expect(grayInk(bold) < grayInk(plain), "heavier strokes: more dark pixels")
  }

  @Test func theDemoFollowsTheDesktopsContrastAndColorScheme() throws {
    let bus = try #require(tk_private_bus_start(), "dbus-daemon could not start")
    defer { tk_private_bus_stop(bus) }
    let address = String(cString: tk_private_bus_address(bus))
    let portal = try #require(tk_portal_stub_start(address, 1))
    defer { tk_portal_stub_stop(portal) }
    tk_portal_stub_set(portal, "contrast", 1)
    tk_portal_stub_set(portal, "reduced-motion", 1)
    let onDesktop = try screenshot(
      "table-demo", ["--appearance", "system"],
      environment: ["DBUS_SESSION_BUS_ADDRESS": address])
    // No session bus at all: the flags alone.
    let noBus = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/tablekit-bus"]
    let fromFlags = try screenshot(
      "table-demo", ["--appearance", "dark", "--darker-colors"], environment: noBus)
    let dark = try screenshot("table-demo", ["--appearance", "dark"], environment: noBus)
    #expect(onDesktop == fromFlags, "the desktop's dark and high contrast")
    #expect(onDesktop != dark, "contrast followed, not only the scheme")
  }

  @Test func eachFlagTurnsOnItsSetting() throws {
    var arguments = ToolArguments(
      tool: "table-kiosk", usage: "", arguments: ["--reduce-motion", "--darker-colors"])
    let options = try KioskOptions.parse(&arguments)
    #expect(options.accessibilitySettings == [.reduceMotion, .darkerSystemColors])
    #expect(AccessibilitySettingOptions.setting(forFlag: "--bold-text") == .boldText)
    #expect(AccessibilitySettingOptions.setting(forFlag: "--bold") == nil)
    #expect(
      AccessibilitySettingOptions.setting(forFlag: "--reduce-transparency") == .reduceTransparency)
  }
}
