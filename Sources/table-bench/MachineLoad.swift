import Foundation

/// How busy the machine is before a run: the figures are medians of interleaved samples, which
/// absorbs short noise, but another build or test run on the same cores skews the cache-bound
/// figures (the "anywhere" ones most) by tens of percent.
enum MachineLoad {
  /// The one-minute load average, from `/proc/loadavg`; nil where there is none.
  static func oneMinuteAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
      let first = text.split(separator: " ").first
    else { return nil }
    return Double(first)
  }

  /// The report's line on the machine's load, which every frame report prints (issue 32):
  /// the one-minute load average when the run started and when it ended.
  static func reportLine(
    atStart start: Double?, atEnd end: Double? = oneMinuteAverage(),
    cores: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> String {
    func shown(_ load: Double?) -> String {
      load.map { String(format: "%.2f", $0) } ?? "unknown"
    }
    return "machine: one-minute load average \(shown(start)) when the run started, "
      + "\(shown(end)) when it ended, on \(cores) cores"
  }

  /// A warning when other work keeps more than half the cores busy, else nil.
  static func warning(
    load: Double? = oneMinuteAverage(),
    cores: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> String? {
    guard let load, load > Double(cores) / 2 else { return nil }
    let shown = (load * 10).rounded() / 10
    return "table-bench: the machine is busy (load \(shown) on \(cores) cores); "
      + "the figures will be noisy, so compare them only with a run on an idle machine"
  }
}
