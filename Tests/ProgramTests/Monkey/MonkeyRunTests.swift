import Foundation
import TableKitMonkey
import Testing

/// The monkey's parent: a crash is found, written, shrunk to the actions that cause it and
/// offered for replay; a child that stops drawing is a hang; and a short run of the real monkey
/// over every screen passes, on a seed that changes every day (`TABLEKIT_MONKEY_SEED` replays
/// one).
@Suite(.serialized) struct MonkeyRunTests {
  /// A folder of its own for each test.
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "monkey-run-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A stand-in for `table-monkey --child`: it plays a script by reading it, writing the
  /// progress file as the real child does, and `body` decides what each action line does.
  func fakeChild(in folder: URL, body: String) throws -> String {
    let path = folder.appendingPathComponent("fake-child").path
    let text = """
      #!/bin/sh
      script="$2"; progress="$4"; n=0
      while IFS= read -r line; do
        case "$line" in screen*|scale*|\\#*|"") continue;; esac
        printf '%012d %012d\\n' $n $n > "$progress"
        \(body)
        n=$((n+1))
      done < "$script"
      echo "monkey-result passed actions=$n events=$((n*3)) frames=$((n*5)) checks=1 resident=12"
      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return path
  }

  func configuration(_ folder: URL) -> MonkeyRun.Configuration {
    var configuration = MonkeyRun.Configuration()
    configuration.outputFolder = folder
    configuration.screens = [.demo("contacts")]
    configuration.chunkActions = 60
    configuration.events = 3 * 60 * 3
    configuration.jobs = 2
    return configuration
  }

  @Test func aCrashIsWrittenShrunkToItsCauseAndOfferedForReplay() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // It crashes at a `key escape` when the script also holds a `key tab`.
    let child = try fakeChild(
      in: folder,
      body: """
        case "$line" in "key escape"*) if grep -q '^key tab' "$script"; then \
        echo 'Fatal error: a fake trap' >&2; kill -ILL $$; fi;; esac
        """)
    // A seed whose first chunk holds both keys.
    var configuration = configuration(folder)
    let seed = (UInt64(1)...500).first { seed in
      configuration.seed = seed
      let lines = MonkeyRun.script(chunk: 0, of: configuration).actions.map(\.line)
      guard let tab = lines.firstIndex(where: { $0.hasPrefix("key tab") }) else { return false }
      return lines[tab...].contains { $0.hasPrefix("key escape") }
    }
    configuration.seed = try #require(seed)
    var lines: [String] = []
    let summary = try MonkeyRun(configuration: configuration, executable: child) {
      lines.append($0)
    }
    .run()
    let failure = try #require(summary.failure)
    #expect(failure.kind == .crash)
    #expect(failure.message.hasPrefix("Fatal error: a fake trap (signal 4"), "\(failure.message)")
    let script = try MonkeyScript(contentsOfFile: try #require(summary.failureScript))
    #expect(script.actions.map(\.line).map { String($0.prefix(7)) } == ["key tab", "key esc"])
    #expect(lines.contains { $0.hasPrefix("FAILED (seed \(configuration.seed), chunk 0") })
    #expect(lines.contains("  replay: scripts/monkey --replay \(summary.failureScript!)"))
  }

  @Test func aChildThatStopsDrawingIsAHang() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let child = try fakeChild(in: folder, body: #"[ $n -eq 5 ] && exec sleep 600"#)
    var configuration = configuration(folder)
    configuration.shrinks = false
    configuration.jobs = 1
    let summary = try MonkeyRun(configuration: configuration, executable: child) { _ in }.run()
    let failure = try #require(summary.failure)
    #expect(failure.kind == .hang)
    #expect(failure.actionIndex == 5)
    #expect(failure.message.hasPrefix("no frame for 5 s"))
  }

  @Test func aWorkFileThatCannotBeMadeIsNamedBeforeTheChildStarts() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A work "folder" that is a file: nothing can be made inside it.
    let notAFolder = folder.appendingPathComponent("a-file")
    try Data().write(to: notAFolder)
    let error = #expect(throws: WorkFileError.self) {
      _ = try MonkeyChild(
        executable: "/bin/true", scriptPath: folder.appendingPathComponent("s.script").path,
        scale: 1, workFolder: notAFolder, largeCatalog: folder, checkEvery: 1, hangSeconds: 5)
    }
    #expect(error?.path == notAFolder.appendingPathComponent("s.progress").path)
    #expect(error?.description.hasPrefix("cannot create ") == true)
  }

  @Test func aChildThatPassesButReportsALeakAtExitFails() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // As a LeakSanitizer build does: the pass is printed, then the report and status 23.
    let script = folder.appendingPathComponent("leaking-child").path
    let text = """
      #!/bin/sh
      printf '%012d %012d\\n' 0 1 > "$4"
      echo "monkey-result passed actions=1 events=1 frames=1 checks=1 resident=1"
      echo "==1==ERROR: LeakSanitizer: detected memory leaks" >&2
      exit 23
      """
    try text.write(toFile: script, atomically: true, encoding: .utf8)
    chmod(script, 0o755)
    var configuration = configuration(folder)
    configuration.shrinks = false
    configuration.jobs = 1
    let summary = try MonkeyRun(configuration: configuration, executable: script) { _ in }.run()
    let failure = try #require(summary.failure)
    #expect(failure.kind == .crash)
    #expect(failure.message.contains("LeakSanitizer"), "\(failure.message)")
    #expect(failure.message.contains("exit status 23"), "\(failure.message)")
  }

  @Test func passingChunksAddUpToTheEventsAsked() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let child = try fakeChild(in: folder, body: ":")
    let summary = try MonkeyRun(configuration: configuration(folder), executable: child) { _ in }
      .run()
    #expect(summary.failure == nil)
    #expect(summary.figures.events >= 3 * 60 * 3)
    #expect(summary.chunks == 3)
    #expect(summary.figures.actions == 180)
  }

  /// The real monkey, briefly, over every screen of the demo and the kiosk. The seed is the
  /// day's (yyyymmdd) unless `TABLEKIT_MONKEY_SEED` names one, and is printed with a failure.
  @Test func aShortRunOverEveryScreenPasses() throws {
    // Kept when the run fails, for its scripts.
    let folder = try makeFolder()
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let seed =
      ProcessInfo.processInfo.environment["TABLEKIT_MONKEY_SEED"] ?? formatter.string(from: Date())
    // Chunks of 20 actions (about 180 events) so that every screen gets one. A debug build
    // draws a frame at scale 3 in about half a second, so a chunk of 60 on such a screen took
    // seven minutes, and the test twenty: the longest part of the test command, which runs
    // the whole suite in two processes. `scripts/monkey` runs the deep ones.
    let events = MonkeyScreen.all.count * 180
    let run = try runProgram(
      "table-monkey",
      [
        "--seed", seed, "--events", "\(events)", "--chunk", "20", "--check-every", "10",
        "--out", folder.path, "--shrink-budget", "40",
        // A debug build among the other tests draws a frame at scale 3 in seconds.
        "--hang-seconds", "30",
      ])
    #expect(run.status == 0, "seed \(seed):\n\(run.output)\n\(run.errors.suffix(4_000))")
    #expect(run.output.contains(": passed"), "\(run.output)")
    #expect(run.output.contains("kiosk-large ×"), "\(run.output)")
    #expect(run.output.contains("demo-phone:tasks ×"), "\(run.output)")
    if run.status == 0 { try? FileManager.default.removeItem(at: folder) }
  }

  /// The shortest scripts of failures the monkey found (a trap on a caret placed in a field
  /// narrower than its insets, quits from Escape) replay without failing.
  @Test(arguments: regressionScripts())
  func aFailureTheMonkeyFoundStaysFixed(script: String) throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runProgram(
      "table-monkey",
      ["--replay", script, "--no-shrink", "--out", folder.path, "--hang-seconds", "30"])
    #expect(run.status == 0, "\(run.output)\n\(run.errors.suffix(4_000))")
  }

  static func regressionScripts() -> [String] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Regressions")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".script") }.sorted().map {
      folder.appendingPathComponent($0).path
    }
  }
}
