import Foundation

// table-bench: prints the figures of the project's benchmarks, with targets and PASS/MISS.
//
//   table-bench [suite ...] [--json] [--places N]
//
// With no suite, every suite runs. Suites register in `suites` below.

let suites: [BenchmarkSuite] = [LayoutBenchmarks.suite, RenderBenchmarks.suite, ReuseBenchmarks.suite]

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

if arguments.contains("--help") || arguments.contains("-h") {
  print("usage: table-bench [suite ...] [--json] [--places N]\n\nsuites:")
  for suite in suites {
    print("  \(suite.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(suite.summary)")
  }
  let frames = FrameBenchmarks.name.padding(toLength: 10, withPad: " ", startingAt: 0)
  print("  \(frames)\(FrameBenchmarks.summary); alone, see frames --help")
  print(
    """

    With no suite, all run. --json prints the results as JSON on standard output. --places N
    sets how many random places the layout suite's "anywhere" probes cycle through (4,096).
    """)
  exit(0)
}

let wantsJSON = arguments.contains("--json")
let placesValue = arguments.firstIndex(of: LayoutBenchmarks.placesFlag).map { $0 + 1 }
let names = arguments.indices.filter { $0 != placesValue && !arguments[$0].hasPrefix("-") }.map {
  arguments[$0]
}
if let unknown = names.first(where: { name in !suites.contains { $0.name == name } }) {
  FileHandle.standardError.write(
    Data("table-bench: no suite named '\(unknown)'; see --help\n".utf8))
  exit(2)
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
