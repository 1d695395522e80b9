import Foundation
import Testing

/// A run of the real kiosk under SDL's dummy video driver (no display needed) playing a
/// `--touch-script`: what it printed, its `report` lines by label, and its log.
struct KioskScriptRun {
  /// One `report` line: its label and its `key=value` fields.
  struct Report {
    var label: String
    var fields: [String: String]
    func number(_ key: String) -> Int? { fields[key].flatMap { Int($0) } }
  }

  /// Steps that pull the list down to show its search bar (the large title's bar hides it at
  /// the top, as iOS's), tap into it (in an 800 × 600 window or the dummy driver's 1024 × 768
  /// screen, whose list is the leading column of two), and search for "chowder", which
  /// finds the embedded catalog's Fish Chowder.
  static let searchForChowder = """
    drag 200 200 to 200 330 in 0.6
    wait 1
    tap 200 122
    wait 0.5
    type chowder
    wait 0.5
    """

  /// The run: status, standard output (the reports), standard error (the log).
  let run: ProgramRun
  /// The reports by label.
  let reports: [String: Report]

  /// Plays `script` in the kiosk started with `arguments` (and `--touch-script`), in `folder`
  /// (a new one without it), with `environment` added.
  init(
    _ script: String, arguments: [String], environment: [String: String] = [:],
    folder: CatalogFolder? = nil
  ) throws {
    let folder = try folder ?? CatalogFolder()
    let path = folder.path("touch-\(UUID().uuidString).txt")
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    run = try runProgram(
      "table-kiosk", arguments + ["--touch-script", path],
      environment: ["SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"].merging(environment) {
        $1
      })
    var reports: [String: Report] = [:]
    for line in run.output.split(separator: "\n") where line.hasPrefix("table-kiosk: report ") {
      let body = line.dropFirst("table-kiosk: report ".count)
      guard let colon = body.firstIndex(of: ":") else { continue }
      var fields: [String: String] = [:]
      for pair in body[body.index(after: colon)...].split(separator: " ") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
      }
      reports[String(body[..<colon])] = Report(label: String(body[..<colon]), fields: fields)
    }
    self.reports = reports
  }

  /// The log's lines (standard error) that have `level` and `subsystem`.
  func logLines(_ level: String, _ subsystem: String) -> [String] {
    run.errors.split(separator: "\n").map(String.init).filter {
      $0.contains(" \(level) \(subsystem): ")
    }
  }
}
