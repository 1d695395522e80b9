import Foundation
import ToolArguments

// table-bench: prints the figures of the project's benchmarks, with targets and PASS/MISS.
//
//   table-bench [suite ...] [--json] [--places N]
//
// With no suite, every suite runs. Suites register in `suites` below.

let suites: [BenchmarkSuite] = [
  LayoutBenchmarks.suite, RenderBenchmarks.suite, ReuseBenchmarks.suite, AutoLayoutBenchmarks.suite,
]

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == MemoryProbe.flag {
  guard let bytes = LayoutBenchmarks.memoryProbe(Array(arguments.dropFirst())) else { exit(1) }
  print(bytes)
  exit(0)
}

// The frame benchmark has options and output of its own (`table-bench frames --help`).
if arguments.first == FrameBenchmarks.childFlag {
  exit(MainActor.assumeIsolated { FrameBenchmarks.child(Array(arguments.dropFirst())) })
}
if arguments.first == FrameBenchmarks.name {
  exit(MainActor.assumeIsolated { FrameBenchmarks.main(Array(arguments.dropFirst())) })
}

// Names padded to the longest and two spaces, so that a long name never runs into its summary.
let suiteNameWidth = (suites.map(\.name) + [FrameBenchmarks.name]).map(\.count).max()! + 2
let suiteLines =
  suites.map {
    "  \($0.name.padding(toLength: suiteNameWidth, withPad: " ", startingAt: 0))\($0.summary)"
  } + [
    "  \(FrameBenchmarks.name.padding(toLength: suiteNameWidth, withPad: " ", startingAt: 0))"
      + "\(FrameBenchmarks.summary); alone, see frames --help"
  ]
let usage = """
  usage: table-bench [suite ...] [--json] [--places N]

  suites:
  \(suiteLines.joined(separator: "\n"))

  With no suite, all run. --json prints the results as JSON on standard output. --places N
  sets how many random places the layout suite's "anywhere" probes cycle through (4,096).
  """

// --help, unknown options and suites, and bad values are answered by ToolArguments (usage and
// exit 0, or the mistake, the usage and exit 2); the suites read their own options again.
var wantsJSON = false
var names: [String] = []
var parser = ToolArguments(tool: "table-bench", usage: usage, arguments: arguments)
while let argument = parser.nextOption() {
  switch argument {
  case "--json": wantsJSON = true
  case LayoutBenchmarks.placesFlag: _ = parser.number(for: argument, minimum: 1)
  default:
    guard !ToolArguments.isOption(argument) else { parser.fail("unknown option '\(argument)'") }
    guard suites.contains(where: { $0.name == argument }) else {
      parser.fail("no suite named '\(argument)'")
    }
    names.append(argument)
  }
}
let chosen = names.isEmpty ? suites : suites.filter { names.contains($0.name) }

let loadWarning = MachineLoad.warning()
if let loadWarning { progress(loadWarning) }

#if DEBUG
  progress("table-bench: a debug build; run with -c release for meaningful figures")
#endif

var results: [BenchmarkResult] = []
for suite in chosen { results += suite.run() }
if wantsJSON { printJSON(results) } else { printTable(results) }
// Again at the end, under the figures it qualifies (every output stream flushed first, so the
// two do not interleave on a terminal).
if let loadWarning {
  fflush(nil)
  progress(loadWarning)
}
