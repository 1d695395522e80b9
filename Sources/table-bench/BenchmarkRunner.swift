import Foundation
import PipeReading

/// A group of benchmarks run by name: `table-bench <suite>`.
struct BenchmarkSuite: Sendable {
  /// The name on the command line.
  var name: String
  /// One line for `--help`.
  var summary: String
  /// Runs the suite, printing progress to standard error, and returns its results.
  var run: @Sendable () -> [BenchmarkResult]
}

/// One figure measured on a small and a large table, with the targets it is held to.
struct BenchmarkResult: Codable {
  /// A target and whether the figure met it.
  struct Check: Codable {
    /// The target, spelled out: `ratio ≤ 3`, `large ≤ 20 µs`.
    var target: String
    /// Whether it was met.
    var passed: Bool
  }

  var suite: String
  var name: String
  var unit: String
  var smallLabel: String
  var small: Double
  var largeLabel: String
  var large: Double
  /// large / small.
  var ratio: Double
  var checks: [Check]
  /// Why a figure has no target, or how it was measured.
  var note: String?
}

/// Builds results with their checks.
struct ResultBuilder {
  let suite: String
  private(set) var results: [BenchmarkResult] = []

  init(suite: String) { self.suite = suite }

  /// Records a figure measured on both tables.
  mutating func add(
    _ name: String, unit: String, small: (String, Double), large: (String, Double),
    maximumRatio: Double? = nil, maximumLarge: Double? = nil,
    extraChecks: [BenchmarkResult.Check] = [], note: String? = nil
  ) {
    let ratio = small.1 > 0 ? large.1 / small.1 : (large.1 > 0 ? .infinity : 1)
    var checks: [BenchmarkResult.Check] = []
    if let maximumRatio {
      let target = "ratio ≤ \(format(maximumRatio))"
      checks.append(.init(target: target, passed: ratio <= maximumRatio))
    }
    if let maximumLarge {
      checks.append(
        .init(target: "large ≤ \(format(maximumLarge)) \(unit)", passed: large.1 <= maximumLarge))
    }
    checks += extraChecks
    results.append(
      BenchmarkResult(
        suite: suite, name: name, unit: unit, smallLabel: small.0, small: small.1,
        largeLabel: large.0, large: large.1, ratio: ratio, checks: checks, note: note))
  }
}

// MARK: - Timing

/// Times code with the monotonic clock and reports medians.
enum Stopwatch {
  /// The median time per iteration, in microseconds, of `samples` samples of `iterations`
  /// calls of `body` each (passed the iteration's index, for precomputed inputs).
  static func medianMicroseconds(
    samples: Int, iterations: Int, _ body: (Int) -> Void
  ) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(samples)
    var index = 0
    for _ in 0..<samples {
      let start = clock.now
      for _ in 0..<iterations {
        body(index)
        index += 1
      }
      let elapsed = start.duration(to: clock.now)
      times.append(microseconds(elapsed) / Double(iterations))
    }
    return median(times)
  }

  /// The median times per iteration, in microseconds, of two pieces of code measured in
  /// alternation, sample by sample, so that whatever else runs on the machine weighs on both
  /// alike.
  static func compareMicroseconds(
    samples: Int, iterations: Int, _ first: (Int) -> Void, _ second: (Int) -> Void
  ) -> (Double, Double) {
    let clock = ContinuousClock()
    var firstTimes: [Double] = []
    var secondTimes: [Double] = []
    var index = 0
    for _ in 0..<samples {
      var start = clock.now
      for offset in 0..<iterations { first(index + offset) }
      firstTimes.append(microseconds(start.duration(to: clock.now)) / Double(iterations))
      start = clock.now
      for offset in 0..<iterations { second(index + offset) }
      secondTimes.append(microseconds(start.duration(to: clock.now)) / Double(iterations))
      index += iterations
    }
    return (median(firstTimes), median(secondTimes))
  }

  /// The microseconds in a duration.
  static func microseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
  }

  /// The median of some values.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Keeps the optimizer from removing a computation whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

// MARK: - Memory

/// Measures the memory a construction keeps in a fresh process, where the heap holds nothing
/// freed earlier that could be reused: the benchmark runs itself with `--memory-probe`, which
/// reads its resident set size before and after the construction.
enum MemoryProbe {
  /// The hidden command-line flag of the child process.
  static let flag = "--memory-probe"

  /// The resident set size of this process, in bytes (Linux), or nil.
  static func residentBytes() -> Int? { statusBytes("VmRSS") }

  /// The field `name` of `/proc/self/status` (in kB there: `VmRSS`, `VmHWM`), in bytes, or nil.
  static func statusBytes(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      let fields = line.split(separator: " ")
      if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
    }
    return nil
  }

  /// Runs this executable with `--memory-probe` and `arguments`; returns the number it prints.
  static func run(_ arguments: [String]) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = [flag] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readUntilEnd()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Int(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// In the child: the bytes of resident memory `body` adds and keeps.
  static func measure<T>(_ body: () -> T) -> Int? {
    guard let before = residentBytes() else { return nil }
    let kept = body()
    guard let after = residentBytes() else { return nil }
    withExtendedLifetime(kept) {}
    return after - before
  }
}

// MARK: - Output

/// A number for people: up to three significant decimals, thousands separated.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let magnitude = abs(value)
  let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
  let formatter = NumberFormatter()
  formatter.numberStyle = .decimal
  formatter.minimumFractionDigits = 0
  formatter.maximumFractionDigits = decimals
  formatter.usesGroupingSeparator = true
  formatter.groupingSeparator = ","
  formatter.decimalSeparator = "."
  return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
}

/// Prints results as an aligned table.
func printTable(_ results: [BenchmarkResult]) {
  let header = ["operation", "small", "large", "ratio", "targets"]
  var rows: [[String]] = [header]
  for result in results {
    let checks = result.checks.map { "\($0.target) \($0.passed ? "PASS" : "MISS")" }
    var targets = checks.joined(separator: ", ")
    if let note = result.note { targets += (targets.isEmpty ? "" : "; ") + note }
    rows.append([
      result.name,
      "\(format(result.small)) \(result.unit) (\(result.smallLabel))",
      "\(format(result.large)) \(result.unit) (\(result.largeLabel))",
      "\(format(result.ratio))×",
      targets,
    ])
  }
  let widths = (0..<header.count - 1).map { column in rows.map { $0[column].count }.max() ?? 0 }
  for (index, row) in rows.enumerated() {
    var line = ""
    for column in 0..<row.count - 1 {
      line += row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0) + "  "
    }
    print(line + row[row.count - 1])
    if index == 0 {
      print(String(repeating: "-", count: widths.reduce(0, +) + 2 * widths.count + 20))
    }
  }
  let checks = results.flatMap(\.checks)
  let missed = checks.filter { !$0.passed }.count
  print(
    "\n\(checks.count - missed) of \(checks.count) targets met"
      + (missed > 0 ? ", \(missed) missed" : ""))
}

/// Prints results as JSON.
func printJSON(_ results: [BenchmarkResult]) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let sanitized = results.map { result -> BenchmarkResult in
    var copy = result
    if !copy.ratio.isFinite { copy.ratio = -1 }
    return copy
  }
  if let data = try? encoder.encode(["results": sanitized]),
    let text = String(data: data, encoding: .utf8)
  {
    print(text)
  }
}

/// Writes a progress line to standard error, so that JSON on standard output stays clean.
func progress(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
