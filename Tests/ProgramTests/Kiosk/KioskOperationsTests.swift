import Foundation
import Testing

@testable import KioskApp

/// Issue 31, items 3 and 9: what an operator reads and keeps of a kiosk left running alone: log
/// lines with time, level and subsystem (the journal's priorities under systemd), a rotating
/// `--log-file`, a crash of the previous run found at start, a clean stop on SIGTERM, and the
/// anonymous visit counts.
@Suite struct KioskOperationsTests {
  /// A log line as a terminal or file shows it: ISO 8601 time, level, subsystem, message.
  static var plainLine: Regex<(Substring, Substring)> {
    #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d (error|warning|notice|info) [a-z]+: .+$/#
  }

  @Test func everyLogLineHasItsTimeLevelAndSubsystemAndTheFileHasThemToo() throws {
    let folder = try CatalogFolder()
    let logFile = folder.path("kiosk.log")
    let kiosk = try KioskScriptRun(
      """
      wait 0.3
      key ctrl+q
      wait 0.3
      """, arguments: ["--no-state", "--log-file", logFile], folder: folder)
    #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    let ours = kiosk.run.errors.split(separator: "\n").filter { !$0.hasPrefix("TableKit: ") }
    #expect(ours.count >= 4, "\(kiosk.run.errors)")
    for line in ours { #expect(line.wholeMatch(of: Self.plainLine) != nil, "\(line)") }
    let file = try String(contentsOfFile: logFile, encoding: .utf8)
    #expect(file.split(separator: "\n").count == ours.count, "\(file)")
    #expect(file.contains(" info catalog: read "), "\(file)")
    #expect(file.contains(" warning lock: refused Ctrl+Q"), "\(file)")
    #expect(file.contains(" info kiosk: stopped"), "\(file)")
  }

  @Test func underSystemdTheLinesCarryTheJournalsPriorities() throws {
    // The journal's stream is standard error itself, named by device and inode.
    let folder = try CatalogFolder()
    let errors = folder.path("stderr.txt")
    _ = FileManager.default.createFile(atPath: errors, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
    var status = stat()
    #expect(stat(errors, &status) == 0)
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: (builtProductsDirectory() as NSString).appendingPathComponent("table-kiosk"))
    process.arguments = ["--no-state", "--frames", "2"]
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = "dummy"
    environment["JOURNAL_STREAM"] = "\(status.st_dev):\(status.st_ino)"
    process.environment = environment
    process.standardError = handle
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let lines = try String(contentsOfFile: errors, encoding: .utf8).split(separator: "\n")
      .filter { !$0.hasPrefix("TableKit: ") }
    #expect(process.terminationStatus == 0)
    #expect(lines.first?.hasPrefix("<6>kiosk: the catalog in ") == true, "\(lines)")
    #expect(lines.contains("<6>kiosk: stopped"), "\(lines)")
    #expect(lines.allSatisfy { $0.wholeMatch(of: #/<[3-6]>[a-z]+: .+/#) != nil }, "\(lines)")
  }

  @Test func anotherStreamInJournalStreamIsNotTheJournal() {
    #expect(!KioskLog.standardErrorIsJournal(["JOURNAL_STREAM": "1:1"]))
    #expect(!KioskLog.standardErrorIsJournal(["JOURNAL_STREAM": "nonsense"]))
    #expect(!KioskLog.standardErrorIsJournal([:]))
  }

  @Test func theLogFileRotatesPastItsLimitKeepingAFewOldFiles() throws {
    let folder = try CatalogFolder()
    let path = folder.path("rotating.log")
    let file = try RotatingLogFile(path: path, limit: 100, keptFiles: 2)
    for index in 0..<10 {
      #expect(file.append("line \(index) " + String(repeating: "x", count: 40) + "\n") == nil)
    }
    let read = { (name: String) in try? String(contentsOfFile: name, encoding: .utf8) }
    #expect(read(path)?.hasPrefix("line 8 ") == true, "two lines a file: \(read(path) ?? "")")
    #expect(read(path + ".1")?.hasPrefix("line 6 ") == true)
    #expect(read(path + ".2")?.hasPrefix("line 4 ") == true)
    #expect(read(path + ".3") == nil, "older files are dropped")
  }

  @Test func sighupReloadsSigtermStopsCleanlySavingTheStateAndAMarkerLeftSaysTheLastRunCrashed()
    throws
  {
    let folder = try CatalogFolder()
    let state = folder.path("state.json")
    let marker = state + ".running"
    // A marker left by a run that crashed.
    try Data("pid 4242, started 2026-12-01T08:00:00Z\n".utf8).write(
      to: URL(fileURLWithPath: marker))
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: (builtProductsDirectory() as NSString).appendingPathComponent("table-kiosk"))
    process.arguments = ["--state", state]
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = "dummy"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Waits for the start's lines, then stops it as `systemctl stop` does.
    final class Box: @unchecked Sendable { var text = "" }
    let log = Box()
    let started = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let reader = errors.fileHandleForReading
    DispatchQueue.global().async {
      var signalled = false
      while case let data = reader.availableData, !data.isEmpty {
        log.text += String(decoding: data, as: UTF8.self)
        if !signalled, log.text.contains(" info catalog: read ") {
          signalled = true
          started.signal()
        }
      }
      done.signal()
    }
    #expect(started.wait(timeout: .now() + 60) == .success, "the kiosk started")
    // The loop is running once it has slept; a signal before is taken all the same.
    Thread.sleep(forTimeInterval: 0.5)
    // SIGHUP reloads the catalog (systemctl reload), and the kiosk goes on.
    kill(process.processIdentifier, SIGHUP)
    Thread.sleep(forTimeInterval: 1)
    #expect(process.isRunning)
    process.terminate()
    process.waitUntilExit()
    _ = done.wait(timeout: .now() + 10)
    #expect(process.terminationStatus == 0, "\(log.text)")
    #expect(
      log.text.contains(
        "error state: the previous run (pid 4242, started 2026-12-01T08:00:00Z) did not end cleanly"
      ), "\(log.text)")
    #expect(log.text.contains("notice catalog: SIGHUP received: reloading the catalog"))
    #expect(log.text.contains("notice catalog: reloaded "), "\(log.text)")
    #expect(log.text.contains("notice kiosk: SIGTERM received: stopping"), "\(log.text)")
    #expect(FileManager.default.fileExists(atPath: state), "the state was saved")
    #expect(!FileManager.default.fileExists(atPath: marker), "a clean stop leaves no marker")
  }

  @Test func visitsAreCountedPerDayAndItemWithoutWhatWasSearched() throws {
    let folder = try CatalogFolder()
    let visits = folder.path("visits.csv")
    let script = """
      wait 0.4
      tap 400 170
      wait 0.8
      key escape
      wait 0.8
      \(KioskScriptRun.searchForChowder)
      """
    for _ in 0..<2 {
      let kiosk = try KioskScriptRun(
        script, arguments: ["--windowed", "--no-state", "--visits", visits], folder: folder)
      #expect(kiosk.run.status == 0, "\(kiosk.run.errors)")
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    let day = formatter.string(from: Date())
    let text = try String(contentsOfFile: visits, encoding: .utf8)
    #expect(
      text == """
        date,event,item,count
        \(day),open,lighthouse-lens,2
        \(day),search,,2

        """, "two runs' counts, added up")
    #expect(!text.contains("chowder"), "no search's words")
  }

  @Test func aVisitsFileTheKioskDidNotWriteIsRefused() throws {
    let folder = try CatalogFolder()
    let visits = folder.path("visits.csv")
    try Data("name,phone\nAda,123\n".utf8).write(to: URL(fileURLWithPath: visits))
    let kiosk = try KioskScriptRun(
      "wait 0.1", arguments: ["--windowed", "--no-state", "--visits", visits], folder: folder)
    #expect(kiosk.run.status == 1)
    #expect(
      kiosk.run.errors.contains(
        "--visits \(visits): its first line is not date,event,item,count"), "\(kiosk.run.errors)")
    #expect(try String(contentsOfFile: visits, encoding: .utf8) == "name,phone\nAda,123\n")
  }
}
