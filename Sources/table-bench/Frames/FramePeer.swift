import Foundation

/// A program of another toolkit that draws W0 through the same script (built under
/// `Benchmarks/peers/` by `scripts/bench --peers`): how it is named, found and launched.
struct FramePeer: Sendable {
  /// The toolkit its runs are reported as.
  var toolkit: String
  /// Its executable's name in the peers folder.
  var executable: String
  /// Options beyond the viewport, font and script.
  var options: [String] = []
  /// Whether it needs a display even offscreen (GTK lays out only with one open): without
  /// DISPLAY or WAYLAND_DISPLAY it runs under `xvfb-run -a`.
  var needsDisplay = false

  static let imgui = FramePeer(toolkit: FrameReport.imgui, executable: "imgui-peer")
  static let imguiNoBackground = FramePeer(
    toolkit: FrameReport.imguiNoBackground, executable: "imgui-peer",
    options: ["--no-window-background"])
  static let gtk4 = FramePeer(
    toolkit: FrameReport.gtk4, executable: "gtk4-peer", needsDisplay: true)
  /// GTK4 running W3: every bound row's label set every frame.
  static let gtk4Ticker = FramePeer(
    toolkit: FrameReport.gtk4, executable: "gtk4-peer", options: ["--ticker"],
    needsDisplay: true)
  /// The peers run on W0 at each viewport, in this order.
  static let all = [imgui, imguiNoBackground, gtk4]

  /// Where the X server for a peer that needs a display comes from when there is none.
  static let xvfbRun = "/usr/bin/xvfb-run"

  /// The arguments every peer reads: the viewport in points and its scale, the font file
  /// TableKit draws with, and the script.
  func arguments(viewport: Viewport, fontPath: String, scriptPath: String) -> [String] {
    [
      "--width", "\(Int(viewport.width))", "--height", "\(Int(viewport.height))",
      "--scale", "\(Int(viewport.scale))", "--font", fontPath, "--script", scriptPath,
    ] + options
  }

  /// The executable and arguments that run this peer from `directory`: under `xvfb-run -a`
  /// (with a screen as large as the viewport) when it needs a display and `environment` has
  /// none. Throws a clear error when the peer was not built or no display can be had.
  func command(
    in directory: String, viewport: Viewport, fontPath: String, scriptPath: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> (executable: String, arguments: [String]) {
    let path = (directory as NSString).appendingPathComponent(executable)
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw FrameBenchmarkError.message(
        "no \(executable) in \(directory) (scripts/bench --peers builds it)")
    }
    let arguments = arguments(viewport: viewport, fontPath: fontPath, scriptPath: scriptPath)
    let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains {
      !($0 ?? "").isEmpty
    }
    guard needsDisplay && !hasDisplay else { return (path, arguments) }
    guard FileManager.default.isExecutableFile(atPath: Self.xvfbRun) else {
      throw FrameBenchmarkError.message(
        "\(executable) needs a display: set DISPLAY, or install xvfb for \(Self.xvfbRun)")
    }
    let screen = "-screen 0 \(Int(viewport.width))x\(Int(viewport.height))x24"
    return (Self.xvfbRun, ["-a", "-s", screen, path] + arguments)
  }
}
