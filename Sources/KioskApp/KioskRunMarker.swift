import Foundation

/// A file beside the kiosk's state that says a run is under way: written at start, removed at
/// a clean exit (the operator's, a signal, a scripted end). Found at the next start, it means
/// the previous run did not end cleanly (it crashed, was killed, or the power went), which the
/// operator should hear of: the journal or a core dump then says why.
struct KioskRunMarker {
  /// The marker's file: the state file's path with `.running` added.
  let file: URL

  /// The marker of the runs keeping their state in `stateFile`.
  init(stateFile: URL) {
    file = stateFile.deletingLastPathComponent().appendingPathComponent(
      stateFile.lastPathComponent + ".running")
  }

  /// Marks this run as under way.
  /// - Returns: What the previous run's marker said (its process and start), when it was left:
  ///   that run did not end cleanly.
  func begin(now: Date = Date()) -> String? {
    let left = FileManager.default.contents(atPath: file.path).map {
      String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = .current
    let text =
      "pid \(ProcessInfo.processInfo.processIdentifier), started \(formatter.string(from: now))\n"
    try? Data(text.utf8).write(to: file, options: .atomic)
    return left.map { $0.isEmpty ? "unknown" : $0 }
  }

  /// Marks the run as ended cleanly.
  func end() {
    try? FileManager.default.removeItem(at: file)
  }
}
