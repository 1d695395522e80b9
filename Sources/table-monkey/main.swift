import Foundation
import KioskApp
import TableKit
import TableKitMonkey
import ToolArguments

// The monkey: seeded random input through SDL's event queue into the demo's and the kiosk's own
// loops, checking invariants as it goes; see `usage`.
let usage = """
  usage: table-monkey [--seed N] [--events N] [--screens LIST] [--jobs N] [--out DIR]
                      [--chunk N] [--check-every N] [--hang-seconds N] [--no-shrink]
                      [--shrink-budget N]
         table-monkey --replay FILE [--out DIR] [--no-shrink]

  Plays seeded random input (taps, double and triple taps, long presses, drags, flings, edge
  swipes, pinches, right and back buttons, wheel notches and trackpad scrolls, the keys the demo
  and kiosk handle and random ones with Ctrl/Alt/Cmd chords, typed text and input method
  compositions in several scripts, window resizes down to nothing, waits past idle timers) as
  real SDL events into the demo on each of its scenes and the kiosk on its embedded catalog and
  on a generated one of 3,000 items, under SDL's dummy video driver, at window scales 1, 1.5, 2
  and 3, on a virtual clock. Every few actions it checks that geometry is finite, that every
  table agrees with its data source and its visible cells show their own rows, that navigation
  stacks and presentations are consistent with only the screens shown appeared, that at most
  one text field is first responder, and that memory stays bounded. A crash, a trap, a hang (no
  frame for 5 s), a quit from a key other than the demo's Ctrl/Cmd+Q, or a broken check prints
  the seed, writes the input up to the failure as a script, shrinks it to a minimal one that
  fails the same way, prints that and exits 1.

    --seed N            the seed (default 1); the same seed plays the same input
    --events N          SDL events to play in all (default 20000)
    --screens LIST      comma-separated screens, or all (default): \(MonkeyScreen.all.map(\.name).joined(separator: ", "))
    --jobs N            programs playing at once (default 2)
    --out DIR           where scripts and failures go (default .build/monkey)
    --chunk N           actions per program run (default 160)
    --check-every N     actions between checks (default 40, a few hundred events)
    --hang-seconds N    seconds without a frame that make a hang (default 5)
    --no-shrink         write the failing input without shrinking it
    --shrink-budget N   program runs a shrink may make (default 120)
    --replay FILE       play one script (a failure's) and report as above
    --help              this text
  """

enum Mode {
  case run(MonkeyRun.Configuration)
  case replay(String, MonkeyRun.Configuration)
  case child(script: String, progress: String?, checkEvery: Int, largeCatalog: String?)
}

let mode = ToolArguments.parse(tool: "table-monkey", usage: usage) {
  arguments throws(ToolArgumentsError) -> Mode in
  var configuration = MonkeyRun.Configuration()
  var replay: String?
  var child: String?
  var progress: String?
  var largeCatalog: String?
  while let option = try arguments.readNext() {
    switch option {
    case "--seed":
      let text = try arguments.readValue(for: option)
      guard let seed = UInt64(text) else {
        throw .mistake("--seed needs a whole number from 0 to \(UInt64.max), not '\(text)'")
      }
      configuration.seed = seed
    case "--events": configuration.events = try arguments.readNumber(for: option, minimum: 1)
    case "--jobs": configuration.jobs = try arguments.readNumber(for: option, minimum: 1)
    case "--chunk": configuration.chunkActions = try arguments.readNumber(for: option, minimum: 1)
    case "--check-every":
      configuration.checkEvery = try arguments.readNumber(for: option, minimum: 1)
    case "--shrink-budget":
      configuration.shrinkBudget = try arguments.readNumber(for: option, minimum: 1)
    case "--no-shrink": configuration.shrinks = false
    case "--hang-seconds":
      configuration.hangSeconds = try arguments.readDecimal(for: option, in: 0.5...3600)
    case "--out":
      configuration.outputFolder = URL(
        fileURLWithPath: try arguments.readValue(for: option), isDirectory: true)
    case "--screens":
      let text = try arguments.readValue(for: option)
      if text == "all" {
        configuration.screens = MonkeyScreen.all
      } else {
        var screens: [MonkeyScreen] = []
        for name in text.split(separator: ",").map(String.init) {
          guard let screen = MonkeyScreen(name: name) else {
            throw .mistake(
              "no screen '\(name)'; screens: "
                + MonkeyScreen.all.map(\.name).joined(separator: ", "))
          }
          screens.append(screen)
        }
        guard !screens.isEmpty else { throw .mistake("--screens needs at least one screen") }
        configuration.screens = screens
      }
    case "--replay": replay = try arguments.readValue(for: option)
    case "--child": child = try arguments.readValue(for: option)
    case "--progress": progress = try arguments.readValue(for: option)
    case "--large-catalog": largeCatalog = try arguments.readValue(for: option)
    default: throw arguments.unknown(option)
    }
  }
  if let child {
    return .child(
      script: child, progress: progress, checkEvery: configuration.checkEvery,
      largeCatalog: largeCatalog)
  }
  if let replay { return .replay(replay, configuration) }
  return .run(configuration)
}

func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Plays a script in this process (a child of a run) and prints its result line.
@MainActor
func playChild(script path: String, progress: String?, checkEvery: Int, largeCatalog: String?)
  -> Int32
{
  do {
    let script = try MonkeyScript(contentsOfFile: path)
    let session = try MonkeySession(
      script: script, largeCatalog: largeCatalog, checkEvery: checkEvery, progressPath: progress)
    switch session.play() {
    case .passed:
      let resident = (MonkeyInvariants.residentBytes() ?? 0) >> 20
      say(
        "monkey-result passed actions=\(script.actions.count) events=\(session.eventCount) "
          + "frames=\(session.frameCount) checks=\(session.checkCount) resident=\(resident)")
      return 0
    case .failed(let index, let problem):
      say("monkey-result failed \(index) \(problem.replacingOccurrences(of: "\n", with: " "))")
      return 1
    }
  } catch {
    FileHandle.standardError.write(Data("table-monkey: \(error)\n".utf8))
    return 2
  }
}

let executable = URL(fileURLWithPath: CommandLine.arguments[0]).path
let status: Int32 = MainActor.assumeIsolated {
  switch mode {
  case .child(let script, let progress, let checkEvery, let largeCatalog):
    return playChild(
      script: script, progress: progress, checkEvery: checkEvery, largeCatalog: largeCatalog)
  case .run(var configuration), .replay(_, var configuration):
    configuration.pictures = KioskCatalogSource.embeddedFolder.appendingPathComponent(
      "pictures", isDirectory: true)
    let run = MonkeyRun(configuration: configuration, executable: executable, say: say)
    let started = Date()
    do {
      let summary: MonkeyRun.Summary
      if case .replay(let path, _) = mode {
        say("table-monkey: replaying \(path)")
        summary = try run.replay(try MonkeyScript(contentsOfFile: path))
      } else {
        say(
          "table-monkey: seed \(configuration.seed), \(configuration.events) events over "
            + configuration.screens.map(\.name).joined(separator: ", "))
        summary = try run.run()
      }
      let seconds = Date().timeIntervalSince(started)
      say(
        "table-monkey: \(summary.figures.events) events (\(summary.figures.actions) actions, "
          + "\(summary.figures.frames) frames, \(summary.figures.checks) checks) in "
          + "\(summary.chunks) runs, \(String(format: "%.0f", seconds)) s, "
          + "largest resident \(summary.largestResidentMegabytes) MB: "
          + (summary.failure == nil ? "passed" : "FAILED"))
      return summary.failure == nil ? 0 : 1
    } catch {
      FileHandle.standardError.write(Data("table-monkey: \(error)\n".utf8))
      return 2
    }
  }
}
exit(status)
