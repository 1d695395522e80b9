import Foundation
import PipeReading
import TableKit
import TableKitSDL

/// `table-bench frames`: whole frames of the workloads W0, W1 and W2 through the script, each
/// (workload, viewport) in a fresh process of its own, with the raw SDL floor measured in the
/// same process frame by frame in alternation; with `--peers DIR`, Dear ImGui and GTK4's
/// GtkListView run W0 through the same script (a peer that cannot run is reported and left out). Prints a table of every figure with the ratios and targets (or `--json`),
/// and plots W0's frame times to `Benchmarks/results/`.
enum FrameBenchmarks {
  static let name = "frames"
  static let summary =
    "whole frames of W0–W3 vs the raw SDL floor (and Dear ImGui, GTK4: scripts/bench --peers)"
  /// The hidden flag of the child process that runs one workload.
  static let childFlag = "--frames-child"

  static let usage = """
    usage: table-bench frames [options]

    Runs the frame script (600 frames of scrolling at 3,000 pt/s, a fling at 8,000 pt/s, jumps
    to rows N/4, N/2 and N−1, 1,000 animated inserts and deletes while scrolling) on a 1/60 s
    virtual clock, offscreen in SDL's software renderer, and the raw SDL floor beside it;
    then W0 with 10,000,000 rows scrolled at 120 Hz for a minute (7,200 frames) against the
    8.33 ms budget, with the resident memory sampled every second.

    options:
      --json               the figures as JSON on standard output
      --workloads W0,W1    which workloads (W0, W1, W2, W3; all by default). W3 is W0 as a
                           ticker: every visible row's label changes every frame; the floor
                           renders each label with TTF every frame, GTK4 sets its labels
                           (gtk4-peer --ticker)
      --viewports LIST     e.g. 1920x1080@1,390x844@2 (the default)
      --peers DIR          also run the peers built in DIR on W0 (imgui-peer, gtk4-peer, under
                           xvfb-run -a without a display; scripts/bench --peers builds them)
      --runs N             run everything N times and report the medians (1)
      --cpu N              pin every process to CPU N (taskset)
      --cpu-time           time frames by the thread's CPU time, not the wall clock (on a busy
                           machine, other processes' time slices then do not count)
      --no-replay-compare  skip the W0 runs with the previous replay (no culling, tinted copies,
                           every pixel cleared), every workload's run with every pixel cleared
                           alone, and the window rows (each workload at 1920x1080 in a window
                           under Xvfb, the benchmark's own without a display, keeping its frame
                           and clearing every pixel)
      --compare-each       also run W0 with each of those two changes alone
      --accessibility      also run W0 with the screen-reader bridge on and an AT-SPI client
                           listening (scripts/bench --accessibility starts the buses)
      --plot-dir DIR       where the frame-time plots go (Benchmarks/results; "" for none)
      --quick              a short script, for a smoke run
      --startup            also time start-up: table-demo and table-kiosk (built next to
                           table-bench) from the spawn to the first presented frame, under Xvfb
                           and SDL's dummy driver, beside GTK4's peer window with --peers
                           (scripts/bench --peers asks for it)
      --startup-only       only the start-up figures
      --startup-runs N     timed start-ups of each program (5; 1 with --quick)
    """

  struct Options {
    var json = false
    var workloads = FrameWorkload.allCases
    var viewports = [Viewport.desktop, .phone]
    var peers: String?
    var runs = 1
    var cpu: String?
    var compareReplay = true
    var compareEach = false
    var accessibility = false
    var cpuTime = false
    var plotDirectory: String? = "Benchmarks/results"
    var quick = false
    var startup = false
    var startupOnly = false
    var startupRuns: Int?
  }

  // MARK: - Parent

  @MainActor
  static func main(_ arguments: [String]) -> Int32 {
    var options = Options()
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--no-replay-compare": options.compareReplay = false
      case "--compare-each": options.compareEach = true
      case FrameAccessibility.flag: options.accessibility = true
      case "--cpu-time": options.cpuTime = true
      case "--startup": options.startup = true
      case "--startup-only": options.startupOnly = true
      case "--startup-runs": options.startupRuns = max(1, Int(value()) ?? 1)
      case "--workloads":
        let names = value().split(separator: ",").map { $0.uppercased() }
        options.workloads = names.compactMap { FrameWorkload(rawValue: $0) }
        if options.workloads.count != names.count { fail("unknown workload in \(names)") }
      case "--viewports":
        let list = value().split(separator: ",").map(String.init)
        options.viewports = list.compactMap { Viewport(argument: $0) }
        if options.viewports.count != list.count { fail("unreadable viewport in \(list)") }
      case "--peers": options.peers = value()
      case "--runs": options.runs = max(1, Int(value()) ?? 1)
      case "--cpu": options.cpu = value()
      case "--plot-dir":
        let directory = value()
        options.plotDirectory = directory.isEmpty ? nil : directory
      case "--help", "-h":
        print(usage)
        return 0
      default: fail("unknown option \(arguments[index])")
      }
      index += 1
    }
    do {
      let report = try run(options)
      if options.json { report.printJSON() } else { report.printTable() }
      return 0
    } catch {
      progress("table-bench frames: \(error)")
      return 1
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("table-bench frames: \(message)\n\(usage)\n".utf8))
    exit(2)
  }

  @MainActor
  static func run(_ options: Options) throws -> FrameReport {
    let loadAtStart = MachineLoad.oneMinuteAverage()
    let script = options.quick ? FrameScript.quick : FrameScript.full
    let fontPath = try FontLibrary().path(forFace: Font.systemFontName)
    var runsByKey: [String: [FrameRun]] = [:]
    var order: [String] = []
    var firstRuns: [FrameRun] = []
    func keep(_ run: FrameRun, first: Bool) {
      let key = "\(run.workload) \(run.viewport.label) \(run.toolkit)"
      if runsByKey[key] == nil { order.append(key) }
      runsByKey[key, default: []].append(run)
      if first { firstRuns.append(run) }
    }
    var smallW2FirstFrames: [Double] = []
    var peerFailures: [String] = []
    let windowDisplay = FrameWindowDisplay()
    defer { windowDisplay.stop() }
    if options.startupOnly {
      var report = FrameReport(
        summaries: [], runs: [], script: script, runCount: 1, cpuTime: options.cpuTime,
        smallW2FirstFrame: nil, loadWarning: MachineLoad.warning(),
        machineLoad: MachineLoad.reportLine(atStart: loadAtStart))
      report.appendStartup(startup(options, fontPath: fontPath))
      return report
    }
    for round in 0..<options.runs {
      let label = options.runs > 1 ? " (run \(round + 1) of \(options.runs))" : ""
      for viewport in options.viewports {
        for workload in options.workloads {
          progress("frames: \(workload.rawValue) at \(viewport.label)\(label): TableKit + floor")
          let runs = try child([workload.rawValue, viewport.argument] + quick(options), options)
          for run in runs { keep(run, first: round == 0) }
          /// Runs `peers` through the script TableKit's run showed; a peer that cannot run is
          /// reported and the benchmark goes on with the others.
          func runPeers(_ peers: [FramePeer]) throws {
            guard let directory = options.peers, let tableKit = runs.first else { return }
            let scriptPath = try writePeerScript(tableKit)
            for peer in peers {
              progress("frames: \(workload.rawValue) at \(viewport.label)\(label): \(peer.toolkit)")
              do {
                let command = try peer.command(
                  in: directory, viewport: viewport, fontPath: fontPath, scriptPath: scriptPath)
                for run in try launch(command.executable, command.arguments, options) {
                  keep(run, first: round == 0)
                }
              } catch {
                let name =
                  workload == .w0 ? peer.toolkit : "\(peer.toolkit) (\(workload.rawValue))"
                let failure = "\(name) at \(viewport.label) did not run: \(error)"
                progress("frames: \(failure); going on without it")
                if !peerFailures.contains(failure) { peerFailures.append(failure) }
              }
            }
          }
          // The peers run alone in their processes: so does the TableKit row they are compared
          // with.
          if options.peers != nil && (workload == .w0 || workload == .w3) {
            progress("frames: \(workload.rawValue) at \(viewport.label)\(label): TableKit alone")
            let arguments = [workload.rawValue, viewport.argument, aloneFlag] + quick(options)
            for run in try child(arguments, options) { keep(run, first: round == 0) }
          }
          // W3 (labels changing every frame) beside GTK4 setting its labels every frame.
          if workload == .w3 { try runPeers([FramePeer.gtk4Ticker]) }
          // Issue 32, item 2: every workload with every pixel cleared (W0's is among its
          // variants below), and the window path, at the viewport the bounds are for.
          if options.compareReplay {
            if workload != .w0 {
              progress(
                "frames: \(workload.rawValue) at \(viewport.label)\(label): TableKit, full clear")
              let arguments =
                [workload.rawValue, viewport.argument, "--no-floor", "--full-clear"]
                + quick(options)
              for run in try child(arguments, options) { keep(run, first: round == 0) }
            }
            // The window as the demo draws it (keeping its frame), and clearing every pixel.
            for windowFlags in [[], ["--full-clear"]] where viewport == .desktop {
              progress(
                "frames: \(workload.rawValue) at \(viewport.label)\(label): TableKit in a window"
                  + (windowFlags.isEmpty ? "" : ", full clear"))
              do {
                let arguments =
                  [workload.rawValue, viewport.argument, FrameSurface.windowFlag] + windowFlags
                  + quick(options)
                for run in try child(
                  arguments, options, environment: try windowDisplay.environment())
                {
                  keep(run, first: round == 0)
                }
              } catch {
                let failure = "TableKit's window at \(viewport.label) did not run: \(error)"
                progress("frames: \(failure); going on without it")
                if !peerFailures.contains(failure) { peerFailures.append(failure) }
              }
            }
          }
          guard workload == .w0 else { continue }
          // The replay as it was: every primitive issued, and text and shapes tinted on every
          // copy; with --compare-each, each of the two changes alone.
          var variants: [[String]] = []
          // The replay as it was before it kept the last frame, culled and tinted as now, but
          // clearing every pixel: what TableKit costs against the floor doing the floor's work.
          if options.compareReplay {
            variants.append(["--no-culling", "--tinted-copies", "--full-clear"])
            variants.append(["--full-clear"])
          }
          if options.compareEach {
            variants += [["--no-culling"], ["--tinted-copies"], ["--sdl-copies"]]
          }
          variants.append([BlurredBarFrames.flag])
          if options.accessibility { variants.append([FrameAccessibility.flag]) }
          for flags in variants {
            progress(
              "frames: W0 at \(viewport.label)\(label): TableKit with "
                + flags.joined(separator: " "))
            let arguments = ["W0", viewport.argument, "--no-floor"] + flags + quick(options)
            for run in try child(arguments, options) { keep(run, first: round == 0) }
          }
          try runPeers(FramePeer.all)
        }
      }
      if options.workloads.contains(.w2), let viewport = options.viewports.first {
        progress("frames: W2's first frame at 1,000 × 10 rows\(label)")
        let small = try child(
          [
            "W2", viewport.argument, "--rows-per-section", "10", "--first-frame-only", "--no-floor",
          ],
          options)
        smallW2FirstFrames += small.map { $0.firstFrame / 1000 }
      }
    }
    // The memory floor: this executable with SDL, a canvas and a font, but no table.
    var memoryFloor: MemoryFloor?
    if options.workloads.contains(.w0), options.viewports.contains(.desktop) {
      progress("frames: the memory floor at \(Viewport.desktop.label)")
      memoryFloor = try JSONDecoder().decode(
        MemoryFloor.self,
        from: output([childFlag, "W0", Viewport.desktop.argument, MemoryFloor.flag], options))
    }
    var sustained: [SustainedScrollResult] = []
    if options.workloads.contains(.w0), let viewport = options.viewports.first {
      for round in 0..<options.runs {
        let label = options.runs > 1 ? " (run \(round + 1) of \(options.runs))" : ""
        progress("frames: 10,000,000 rows at 120 Hz for a minute at \(viewport.label)\(label)")
        let data = try output(
          [childFlag, "W0", viewport.argument, SustainedScroll.flag] + quick(options), options)
        sustained.append(try JSONDecoder().decode(SustainedScrollResult.self, from: data))
      }
    }
    let summaries = order.map { key in
      FrameSummary.median(
        runsByKey[key, default: []].map {
          FrameSummary($0, warmUp: script.warmUpFrames, cpuTime: options.cpuTime)
        })
    }
    var report = FrameReport(
      summaries: summaries, runs: firstRuns, script: script, runCount: options.runs,
      cpuTime: options.cpuTime,
      smallW2FirstFrame: smallW2FirstFrames.isEmpty ? nil : Stopwatch.median(smallW2FirstFrames),
      loadWarning: MachineLoad.warning(), machineLoad: MachineLoad.reportLine(atStart: loadAtStart),
      sustained: sustained.sorted { $0.max < $1.max }.dropFirst(sustained.count / 2).first,
      peerFailures: peerFailures, memoryFloor: memoryFloor)
    if options.startup { report.appendStartup(startup(options, fontPath: fontPath)) }
    if let directory = options.plotDirectory {
      for viewport in options.viewports {
        let runs = firstRuns.filter { $0.workload == "W0" && $0.viewport == viewport }
        guard runs.count > 1 else { continue }
        let path = (directory as NSString).appendingPathComponent(
          "frames-W0-\(viewport.fileLabel).png")
        do {
          try FramePlot.writePNG(
            runs,
            title: "W0 at \(viewport.label): frame time"
              + (options.cpuTime ? " (thread CPU time)" : ""), cpuTime: options.cpuTime, to: path)
          progress("frames: plot written to \(path)")
        } catch {
          progress("frames: cannot write the plot \(path): \(error)")
        }
      }
    }
    return report
  }

  private static func quick(_ options: Options) -> [String] { options.quick ? ["--quick"] : [] }

  /// The start-up figures (`StartupBenchmark`), with GTK4's when `--peers` names its folder.
  private static func startup(_ options: Options, fontPath: String) -> [StartupFigure] {
    StartupBenchmark.run(
      runs: options.startupRuns ?? (options.quick ? 1 : 5), peersDirectory: options.peers,
      fontPath: fontPath)
  }

  /// Runs this executable as a child for one workload; returns the runs it prints.
  private static func child(
    _ arguments: [String], _ options: Options, environment: [String: String] = [:]
  ) throws -> [FrameRun] {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    return try launch(executable, [childFlag] + arguments, options, environment: environment)
  }

  /// Runs `executable` (pinned when asked) and decodes the JSON array of runs it prints;
  /// its standard error (progress) goes to ours.
  private static func launch(
    _ executable: String, _ arguments: [String], _ options: Options,
    environment: [String: String] = [:]
  ) throws -> [FrameRun] {
    try JSONDecoder().decode(
      [FrameRun].self,
      from: runProcess(executable, arguments, options, environment: environment))
  }

  /// Runs this executable as a child and returns what it prints.
  private static func output(_ arguments: [String], _ options: Options) throws -> Data {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    return try runProcess(executable, arguments, options)
  }

  /// Runs `executable` (pinned when asked) and returns its standard output; its standard
  /// error (progress) goes to ours.
  private static func runProcess(
    _ executable: String, _ arguments: [String], _ options: Options,
    environment: [String: String] = [:]
  ) throws -> Data {
    let process = Process()
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let cpu = options.cpu, FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
      process.arguments = ["-c", cpu, executable] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readUntilEnd()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FrameBenchmarkError.message(
        "\((executable as NSString).lastPathComponent) \(arguments.joined(separator: " ")) "
          + "exited with status \(process.terminationStatus)")
    }
    return data
  }

  /// The script as a peer reads it: one line per frame, `segment offset rows` (offsets in
  /// points, as TableKit showed them).
  private static func writePeerScript(_ run: FrameRun) throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "table-bench-script-\(run.viewport.fileLabel)-\(ProcessInfo.processInfo.processIdentifier).txt"
    )
    var text = ""
    for frame in run.frames {
      text += "\(frame.segment.rawValue) \(frame.offset) \(frame.rows)\n"
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
