import Foundation
import PipeReading
import Testing

/// The frame benchmark's peers (`table-bench frames --peers DIR`), with stand-ins for the peer
/// programs in a folder of their own: how a peer is launched (the viewport, TableKit's font
/// file and the script; GTK's under xvfb-run when there is no display), how its runs enter the
/// report (rows, ratios), and that a peer that cannot run is reported while the benchmark goes
/// on with the others. Times are never checked, only that ratios are made of the same figures.
@Suite(.serialized)
struct FramePeerTests {
  /// The GTK4 stand-in: records its arguments and the display it was given, then prints one
  /// frame per line of the script, as the real peer does.
  private static let workingGTK4Peer = """
    #!/bin/sh
    echo "DISPLAY=$DISPLAY $*" > "$(dirname "$0")/gtk4-arguments.txt"
    while [ $# -gt 0 ]; do
      case "$1" in --script) script="$2" ;; esac
      shift
    done
    printf '[{"toolkit":"GTK4 GtkListView","workload":"W0","viewport":{"width":320,'
    printf '"height":200,"scale":1},"rows":1000000,"firstFrame":40000,"jumps":[],"frames":['
    frame='{"segment":"%s","offset":%s,"rows":%s,"total":2000,"cpu":1900,"replay":1500,'
    frame="$frame"'"fills":185,"blits":52}'
    awk -v frame="$frame" 'NR > 1 { printf "," } { printf frame, $1, $2, $3 }' "$script"
    printf ']}]\\n'
    """

  @Test func theGTK4PeerRunsW0ThroughTheScriptAndGetsItsRowsAndRatios() throws {
    let directory = try peersDirectory(["gtk4-peer": Self.workingGTK4Peer])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // No display: GTK's peer is started under xvfb-run, which gives it one.
    let result = try runFrames(peers: directory, json: true, removingDisplay: true)
    #expect(result.status == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    let summaries = try #require(report["summaries"] as? [[String: Any]])
    // With peers, TableKit also runs alone in its process, as each peer does (issue 32).
    #expect(
      summaries.map { $0["toolkit"] as? String } == [
        "TableKit", "SDL floor", "TableKit, alone", "TableKit + blurred bar", "GTK4 GtkListView",
      ])
    // W0 under a blurred bar (issue 26) is reported beside W0.
    #expect(summaries[3]["workload"] as? String == "W0")
    let gtk = summaries[4]
    #expect(gtk["workload"] as? String == "W0")
    #expect(gtk["viewport"] as? String == "320×200@1x")
    #expect(gtk["fillsPerFrame"] as? Double == 185)
    #expect(gtk["blitsPerFrame"] as? Double == 52)
    let ratios = try #require(report["ratios"] as? [[String: Any]])
    func ratio(_ name: String) -> Double? {
      ratios.first { $0["name"] as? String == name }?["value"] as? Double
    }
    let gtkP50 = try #require(gtk["p50"] as? Double)
    let gtkP99 = try #require(gtk["p99"] as? Double)
    // GTK4 against each TableKit row: the one with the floor beside it, and the one alone,
    // which the targets use.
    for (index, name) in [(0, "TableKit"), (2, "TableKit, alone")] {
      let tableKitP50 = try #require(summaries[index]["p50"] as? Double)
      let tableKitP99 = try #require(summaries[index]["p99"] as? Double)
      let p50 = try #require(ratio("W0 320×200@1x: \(name) / GTK4, p50"))
      let p99 = try #require(ratio("W0 320×200@1x: \(name) / GTK4, p99"))
      #expect(abs(p50 - tableKitP50 / gtkP50) < 1e-9)
      #expect(abs(p99 - tableKitP99 / gtkP99) < 1e-9)
    }
    let targets = try #require(report["targets"] as? [[String: Any]])
    #expect(
      targets.contains {
        ($0["target"] as? String)?.hasPrefix("W0 320×200@1x: TableKit, alone / GTK4") == true
      })
    // The plot's series: one per toolkit of the first round, GTK's among them.
    let series = try #require(report["series"] as? [[String: Any]])
    #expect(series.contains { $0["toolkit"] as? String == "GTK4 GtkListView" })

    // Launched as ImGui's peer is: the viewport, TableKit's font file, the script TableKit's
    // offsets make; and given a display.
    let recorded = try String(
      contentsOfFile: (directory as NSString).appendingPathComponent("gtk4-arguments.txt"),
      encoding: .utf8)
    let words = recorded.split(whereSeparator: \.isWhitespace).map(String.init)
    #expect(words.first.map { $0.count > "DISPLAY=".count && $0.hasPrefix("DISPLAY=") } == true)
    func value(_ option: String) -> String? {
      words.firstIndex(of: option).flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
    }
    #expect(value("--width") == "320")
    #expect(value("--height") == "200")
    #expect(value("--scale") == "1")
    #expect(value("--font").map { FileManager.default.fileExists(atPath: $0) } == true)
    #expect(value("--script") != nil)
    // ImGui's peer is not in the folder: both of its runs are reported as not run.
    let failures = try #require(report["peerFailures"] as? [String])
    #expect(failures.count == 2)
    #expect(failures.allSatisfy { $0.contains("no imgui-peer in \(directory)") })
  }

  @Test func aPeerThatCannotStartIsReportedAndTheBenchmarkGoesOn() throws {
    let failing = """
      #!/bin/sh
      echo "gtk4-peer: cannot open a display (run it under xvfb-run -a)" >&2
      exit 1
      """
    let directory = try peersDirectory(["gtk4-peer": failing])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try runFrames(peers: directory, json: false, removingDisplay: false)
    #expect(result.status == 0)
    let text = String(decoding: result.output, as: UTF8.self)
    #expect(text.contains("| W0 | 320×200@1x | TableKit |"))
    #expect(text.contains("| W0 | 320×200@1x | SDL floor |"))
    #expect(!text.contains("| GTK4 GtkListView |"))
    #expect(!text.contains("TableKit / GTK4"))
    #expect(text.contains("peers that did not run"))
    #expect(text.contains("machine: one-minute load average "), "the load is always printed")
    // Its line names the peer, its viewport, its program (run directly, or under xvfb-run
    // where there is no display) and how it ended.
    let line = text.split(separator: "\n").first {
      $0.contains("GTK4 GtkListView at 320×200@1x did not run:")
    }
    #expect(line.map { $0.contains("gtk4-peer") && $0.contains("exited with status 1") } == true)
    #expect(text.contains("Dear ImGui at 320×200@1x did not run: no imgui-peer"))
    // The failing peer's own error reached the benchmark's standard error.
    #expect(result.errors.contains("gtk4-peer: cannot open a display"))
  }

  // MARK: - Support

  /// A fresh folder holding the given stand-ins, executable.
  private func peersDirectory(_ programs: [String: String]) throws -> String {
    let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "frame-peers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in programs {
      let path = (directory as NSString).appendingPathComponent(name)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    return directory
  }

  /// Runs the built table-bench's quick frame benchmark of W0 at 320 × 200 with the peers in
  /// `peers`; returns its exit status, standard output and standard error.
  private func runFrames(
    peers: String, json: Bool, removingDisplay: Bool
  ) throws -> (status: Int32, output: Data, errors: String) {
    let path = try builtTableBench()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments =
      [
        "frames", "--quick", "--workloads", "W0", "--viewports", "320x200@1",
        "--no-replay-compare", "--plot-dir", "", "--peers", peers,
      ] + (json ? ["--json"] : [])
    if removingDisplay {
      var environment = ProcessInfo.processInfo.environment
      environment["DISPLAY"] = nil
      environment["WAYLAND_DISPLAY"] = nil
      process.environment = environment
    }
    // Standard error goes to a file, so that neither of two pipes fills while the other waits.
    let errorPath = (peers as NSString).appendingPathComponent("standard-error.txt")
    try Data().write(to: URL(fileURLWithPath: errorPath))
    let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    defer { try? errors.close() }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readUntilEnd()
    process.waitUntilExit()
    return (process.terminationStatus, data, try String(contentsOfFile: errorPath, encoding: .utf8))
  }
}
