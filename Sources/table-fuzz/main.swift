import Foundation
import TableKitFuzzing
import ToolArguments

// table-fuzz: a seeded random driver of a table against its model (see FuzzSession). Runs
// episodes of steps on fresh tables until the step count is reached; on a failure prints the
// shortest case that still fails and the command that replays it, and exits 1. Usage errors
// exit 2.

let usage = """
  usage: table-fuzz [options]
    --seed N             the run's seed (default 1); episode k uses seed N*1000000+k
    --steps N            steps in all (default 1000000)
    --episode-steps N    steps on one table before a fresh one (default 200)
    --heights MODE       exact, estimated, self-sizing or all (default all)
    --without KINDS      never draw these kinds of step (comma-separated, e.g. empty-batch),
                         to keep clear of a bug while it is being fixed; kinds:
                         \(FuzzStep.Kind.allCases.map(\.commandLineName).joined(separator: " "))
    --keep-going         after a failure, go on and report each different failure once
    --shrink-budget N    the most replays spent shrinking a failure (default 3000)
    --progress N         print a progress line every N steps (default 100000; 0 for none)
    --replay CASE        run one case, as a failure prints it, and list its steps
    --help               this text
  """

struct Options {
  var seed: UInt64 = 1
  var steps = 1_000_000
  var episodeSteps = 200
  var heights: FuzzConfiguration.Heights?
  var excludedKinds: Set<FuzzStep.Kind> = []
  var keepsGoing = false
  var shrinkBudget = 3000
  var progress = 100_000
  var replay: FuzzCase?
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = ToolArguments(tool: "table-fuzz", usage: usage)
  while let option = arguments.nextOption() {
    switch option {
    case "--seed":
      let text = arguments.value(for: option)
      guard let seed = UInt64(text) else {
        arguments.fail("--seed takes a whole number, not '\(text)'")
      }
      options.seed = seed
    case "--steps": options.steps = arguments.number(for: option, minimum: 1)
    case "--episode-steps": options.episodeSteps = arguments.number(for: option, minimum: 1)
    case "--heights":
      let text = arguments.value(for: option)
      if text != "all" {
        guard let heights = FuzzConfiguration.Heights(rawValue: text) else {
          arguments.fail("--heights takes exact, estimated, self-sizing or all, not '\(text)'")
        }
        options.heights = heights
      }
    case "--without":
      let text = arguments.value(for: option)
      for name in text.split(separator: ",") {
        guard let kind = FuzzStep.kind(named: String(name)) else {
          arguments.fail("--without: '\(name)' is not a kind of step")
        }
        options.excludedKinds.insert(kind)
      }
    case "--keep-going": options.keepsGoing = true
    case "--shrink-budget": options.shrinkBudget = arguments.number(for: option)
    case "--progress": options.progress = arguments.number(for: option)
    case "--replay":
      var error = ""
      guard let fuzzCase = FuzzCase(arguments.value(for: option), error: &error) else {
        arguments.fail("--replay: \(error)")
      }
      options.replay = fuzzCase
    default:
      arguments.fail("unknown option '\(option)'")
    }
  }
  return options
}

// MARK: - Crashes

/// The case running now, kept where a signal handler can write it: a trap in the table ends
/// the process, and this line says how to replay what it was doing.
nonisolated(unsafe) var crashNote = [CChar](repeating: 0, count: 4096)
nonisolated(unsafe) var crashNoteLength = 0

func noteRunning(_ fuzzCase: FuzzCase, step: Int) {
  let line =
    "\ntable-fuzz: crashed in step \(step) of case: \(fuzzCase)\n"
    + "  replay: scripts/fuzz --replay '\(fuzzCase)'\n"
  let bytes = Array(line.utf8.prefix(crashNote.count))
  for (offset, byte) in bytes.enumerated() { crashNote[offset] = CChar(bitPattern: byte) }
  crashNoteLength = bytes.count
}

func installCrashHandlers() {
  for signal in [SIGTRAP, SIGILL, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
    Foundation.signal(signal) { number in
      crashNote.withUnsafeBufferPointer { buffer in
        _ = write(2, buffer.baseAddress, crashNoteLength)
      }
      Foundation.signal(number, SIG_DFL)
      raise(number)
    }
  }
}

// MARK: - Reports

func report(_ failure: FuzzFailure, of fuzzCase: FuzzCase) {
  say(FuzzReport.text(of: failure, in: fuzzCase, indent: "  "))
}

// MARK: - Running

@MainActor
func replay(_ fuzzCase: FuzzCase, options: Options) -> Int32 {
  noteRunning(fuzzCase, step: 0)
  say("table-fuzz: replaying \(fuzzCase)")
  say("  \(fuzzCase.configuration.summary)")
  let (log, failure) = FuzzRunner.trace(fuzzCase)
  guard let failure else {
    for (number, entry) in log.enumerated() {
      say("  \(number + 1). [step \(entry.position), \(entry.kind.rawValue)] \(entry.description)")
    }
    say("  passed: \(log.count) steps, the table agreed with its model after each")
    return 0
  }
  report(failure, of: fuzzCase)
  return 1
}

@MainActor
func fuzz(_ options: Options) -> Int32 {
  say(
    "table-fuzz: seed \(options.seed), \(options.steps) steps in episodes of "
      + "\(options.episodeSteps), heights \(options.heights?.rawValue ?? "all")"
      + (options.excludedKinds.isEmpty
        ? "" : ", without \(options.excludedKinds.map(\.commandLineName).sorted())"))
  var done = 0
  var episode: UInt64 = 0
  var signatures: [String: Int] = [:]
  var failures = 0
  var nextProgress = options.progress
  while done < options.steps {
    let count = min(options.episodeSteps, options.steps - done)
    let seed = options.seed &* 1_000_000 &+ episode
    var fuzzCase = FuzzCase(seed: seed, heights: options.heights, stepCount: count)
    fuzzCase.excludedKinds = options.excludedKinds
    noteRunning(fuzzCase, step: 0)
    let failure = FuzzRunner.run(fuzzCase)
    // A table stops at its first failure; the steps it did not take are not counted.
    let ran = failure.map { $0.position + 1 } ?? count
    if let failure {
      failures += 1
      let signature = failure.signature
      signatures[signature, default: 0] += 1
      if signatures[signature] == 1 {
        say(
          "table-fuzz: FAILED at step \(done + failure.position) (episode \(episode), seed "
            + "\(seed), step \(failure.position) of \(count)): \(failure.problems.first ?? "")")
        let (shortest, shortFailure) = FuzzRunner.shrink(
          fuzzCase, failing: failure, budget: options.shrinkBudget)
        say(
          "  shortest case: \(shortest.positions.count) of \(count) steps, "
            + "rows \(shortest.configuration.initialRowCounts.map(String.init).joined(separator: ","))")
        report(shortFailure, of: shortest)
      }
      if !options.keepsGoing {
        say("table-fuzz: 1 failure after \(done + failure.position + 1) steps (seed \(options.seed))")
        return 1
      }
    }
    done += ran
    episode += 1
    if options.progress > 0 && done >= nextProgress {
      say("table-fuzz: \(done) steps, \(episode) tables, \(failures) failing")
      nextProgress += options.progress
    }
  }
  if failures == 0 {
    say("table-fuzz: passed: \(done) steps on \(episode) tables (seed \(options.seed))")
    return 0
  }
  say(
    "table-fuzz: \(failures) of \(episode) tables failed, \(signatures.count) different "
      + "failures (seed \(options.seed)):")
  for (signature, times) in signatures.sorted(by: { $0.value > $1.value }) {
    say("  \(times)× \(signature)")
  }
  return 1
}

let options = parseOptions()
installCrashHandlers()
let status = MainActor.assumeIsolated {
  options.replay.map { replay($0, options: options) } ?? fuzz(options)
}
exit(status)
