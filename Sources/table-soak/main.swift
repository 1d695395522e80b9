import Foundation
import TableKit
import TableKitSoak
import ToolArguments

// table-soak: the kiosk's table left running under random touches and updates on a virtual
// clock (see KioskSoak), drawn offscreen through the real SDL renderer. Prints a sample every
// 1,000 frames, plots them to a PNG, and exits 1 when a cell showed another row or memory,
// cells or caches grew past their bounds (see SoakVerdict); usage errors exit 2.

let usage = """
  usage: table-soak [options]
    --frames N        frames to draw (default 100000)
    --seed N          the seed of the touches and updates (default 1)
    --sample-every N  frames between samples (default 1000)
    --new-book N      frames between new address books (default 25000; 0 for never)
    --chart FILE      where the PNG chart goes (default .build/soak/soak-chart.png)
    --help            this text
  """

/// The configuration and chart path the command line asks for.
func parseArguments() -> (KioskSoak.Configuration, String) {
  var configuration = KioskSoak.Configuration()
  var chartPath = ".build/soak/soak-chart.png"
  var arguments = ToolArguments(tool: "table-soak", usage: usage)
  while let option = arguments.nextOption() {
    switch option {
    case "--frames": configuration.frames = arguments.number(for: option, minimum: 1)
    case "--seed": configuration.seed = UInt64(arguments.number(for: option))
    case "--sample-every": configuration.sampleInterval = arguments.number(for: option, minimum: 1)
    case "--new-book": configuration.newBookInterval = arguments.number(for: option)
    case "--chart": chartPath = arguments.value(for: option)
    default: arguments.fail("unknown option '\(option)'")
    }
  }
  return (configuration, chartPath)
}

let (configuration, chartPath) = parseArguments()

let status: Int32 = MainActor.assumeIsolated {
  do {
    let soak = try KioskSoak(configuration: configuration)
    say(
      "table-soak: the kiosk's contacts table, \(Int(configuration.size.width))×"
        + "\(Int(configuration.size.height)) offscreen through SDL's software renderer, "
        + "\(configuration.frames) frames on a virtual clock, seed \(configuration.seed)")
    soak.run { sample in say(sample.line) }
    let verdict = soak.verdict
    say(
      "actions: "
        + soak.actionCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        .joined(separator: ", "))
    say("checks of the visible cells: \(soak.checks), wrong: \(soak.problems.count)")
    for line in verdict.lines { say(line) }
    let directory = (chartPath as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    }
    try SoakChart.writePNG(
      of: soak.samples,
      title: "table-soak: \(configuration.frames) frames, seed \(configuration.seed)",
      to: chartPath)
    say("chart: \(chartPath)")
    say("table-soak: \(verdict.passes ? "passed" : "FAILED")")
    return verdict.passes ? 0 : 1
  } catch {
    FileHandle.standardError.write(Data("table-soak: \(error)\n".utf8))
    return 1
  }
}
exit(status)
