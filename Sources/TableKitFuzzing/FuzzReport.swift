/// A failure told for people: what the table got wrong, the steps that led there, and the
/// command that replays them.
public enum FuzzReport {
  /// The report of `failure` in `fuzzCase`, several lines.
  /// - Parameters:
  ///   - failure: How the case fails.
  ///   - fuzzCase: The case (its shortest form, ideally).
  ///   - indent: What each line starts with.
  public static func text(of failure: FuzzFailure, in fuzzCase: FuzzCase, indent: String = "")
    -> String
  {
    var lines = ["what the table got wrong after step \(failure.position):"]
    lines += failure.problems.prefix(8).map { "  - \($0)" }
    if failure.problems.count > 8 { lines.append("  (and \(failure.problems.count - 8) more)") }
    lines.append("\(failure.log.count) steps on a table (\(fuzzCase.configuration.summary)):")
    for (number, entry) in failure.log.enumerated() {
      lines.append(
        "  \(number + 1). [step \(entry.position), \(entry.kind.rawValue)] \(entry.description)")
    }
    lines.append("replay: scripts/fuzz --replay '\(fuzzCase)'")
    return lines.map { indent + $0 }.joined(separator: "\n")
  }
}
