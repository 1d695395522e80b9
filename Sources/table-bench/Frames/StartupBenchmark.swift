import Foundation
import PipeReading
import TableKitSDL

/// One program's start-up: the medians over its runs of the time from starting it to its first
/// presented frame (issue 32, item 6).
struct StartupFigure: Codable, Equatable {
  /// `table-demo`, `table-kiosk` or the GTK4 peer.
  var program: String
  /// Where it drew: "Xvfb" or "SDL dummy".
  var driver: String
  /// Its window in points ("fullscreen" when it covers the screen).
  var window: String
  /// Median wall clock from the spawn to the first frame, ms.
  var wallMilliseconds: Double?
  /// Median CPU time of the process (every thread) by its first frame, ms.
  var cpuMilliseconds: Double?
  /// Median CPU time of the presenting thread by its first frame, ms.
  var threadMilliseconds: Double?
  /// Runs measured (after one untimed run).
  var runs: Int
  /// Why it did not run, when it did not.
  var failure: String?
}

/// Start-up, from the spawn to the first presented frame: `table-demo` and `table-kiosk` (on
/// its embedded catalog) under Xvfb and under SDL's dummy video driver, and GTK4's peer window
/// (`gtk4-peer --startup`: a GtkListView of 1,000,000 rows, painted by GTK's own frame clock)
/// under Xvfb, GTK having no driver without a display.
///
/// Each program reports its first frame with the line `TABLEKIT_FIRST_FRAME` asks for
/// (`FirstFrameSignal`; the GTK peer prints the same line) and exits; the time is the line's
/// `CLOCK_MONOTONIC` minus the parent's just before the spawn, so it includes `exec`, loading
/// the libraries, the Swift runtime, fonts, the catalog, the first layout and the present.
/// Every case runs once untimed (the files it reads are then in the page cache), then `runs`
/// times in turn with the others, so that a busy moment spreads over all of them.
enum StartupBenchmark {
  /// A program started with its arguments and environment.
  struct Case {
    var program: String
    var driver: String
    var window: String
    var executable: String
    var arguments: [String]
    var environment: [String: String]
  }

  static let xvfb = "Xvfb"
  static let dummy = "SDL dummy"
  static let gtk4 = "GTK4 GtkListView (gtk4-peer --startup)"
  /// The screen of the Xvfb server the benchmark starts: the kiosk covers it.
  static let screen = (width: 1920, height: 1080)
  /// The demo's window (DemoApplication's).
  static let demoWindow = "1000×700"
  /// The kiosk in its development window, reported without a target.
  static let windowedKiosk = "table-kiosk --windowed"

  /// Measures every case; those that cannot run are reported with why.
  static func run(runs: Int, peersDirectory: String?, fontPath: String) -> [StartupFigure] {
    let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().path
    var failures: [String: String] = [:]
    let server = XServer.start(screen: screen)
    defer { server?.stop() }
    let display =
      ProcessInfo.processInfo.environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
      ?? server?.display
    var cases: [Case] = []
    func key(_ c: Case) -> String { "\(c.program) \(c.driver) \(c.window)" }
    /// Adds a case, or reports it as not run when `problem` says why.
    func add(_ c: Case, unless problem: String?) {
      cases.append(c)
      if let problem { failures[key(c)] = problem }
    }
    let noDisplay = display == nil ? "no display, and no Xvfb to start" : nil
    let quiet = ["SDL_AUDIODRIVER": "dummy", FirstFrameSignal.variable: "exit"]
    for (driver, environment) in [
      (xvfb, display.map { ["DISPLAY": $0] } ?? [:]), (dummy, ["SDL_VIDEODRIVER": "dummy"]),
    ] {
      // The kiosk in a window as well, under Xvfb: bare Xvfb has no window manager to confirm
      // fullscreen, and SDL waits about 100 ms for one when the kiosk's window opens.
      var programs = [
        (executable: "table-demo", label: "table-demo", window: demoWindow, extra: [String]()),
        ("table-kiosk", "table-kiosk", "fullscreen", []),
      ]
      if driver == xvfb {
        programs.append(("table-kiosk", windowedKiosk, "800×600", ["--windowed"]))
      }
      for (program, label, window, extra) in programs {
        let path = (products as NSString).appendingPathComponent(program)
        add(
          Case(
            program: label, driver: driver, window: window, executable: path,
            arguments: ["--no-state"] + extra, environment: environment.merging(quiet) { $1 }),
          unless: !FileManager.default.isExecutableFile(atPath: path)
            ? "\(program) is not built next to table-bench (scripts/bench builds it)"
            : driver == xvfb ? noDisplay : nil)
      }
    }
    if let peersDirectory {
      let path = (peersDirectory as NSString).appendingPathComponent("gtk4-peer")
      for (width, height) in [(1000, 700), (screen.width, screen.height)] {
        add(
          Case(
            program: gtk4, driver: xvfb, window: "\(width)×\(height)", executable: path,
            arguments: [
              "--startup", "--width", "\(width)", "--height", "\(height)", "--font", fontPath,
            ], environment: ["DISPLAY": display ?? ""]),
          unless: !FileManager.default.isExecutableFile(atPath: path)
            ? "no gtk4-peer in \(peersDirectory)" : noDisplay)
      }
    }
    var readings: [String: [StartupReading]] = [:]
    for round in 0...runs {
      for c in cases where failures[key(c)] == nil {
        if round == 0 { progress("startup: \(c.program) (\(c.driver), \(c.window))") }
        do {
          let reading = try measure(c)
          if round > 0 { readings[key(c), default: []].append(reading) }
        } catch {
          failures[key(c)] = "\(error)"
        }
      }
    }
    return cases.map { c in
      let all = readings[key(c)] ?? []
      func median(_ values: [Double]) -> Double? { values.isEmpty ? nil : Stopwatch.median(values) }
      return StartupFigure(
        program: c.program, driver: c.driver, window: c.window,
        wallMilliseconds: median(all.map(\.wall)), cpuMilliseconds: median(all.map(\.cpu)),
        threadMilliseconds: median(all.map(\.thread)), runs: all.count,
        failure: failures[key(c)])
    }
  }

  /// One run's figures, ms.
  struct StartupReading {
    var wall: Double
    var cpu: Double
    var thread: Double
  }

  /// How long a program may take to its first frame before it is killed and reported.
  static let timeout: TimeInterval = 60

  /// Starts `c`, waits for it to print its first-frame line and exit, and returns the line's
  /// figures. Throws when it fails, prints no line, or takes longer than `timeout`.
  static func measure(_ c: Case) throws -> StartupReading {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: c.executable)
    process.arguments = c.arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    // A kiosk or a demo under a session bus would also start its screen-reader bridge; the
    // GTK peer runs without one as well.
    environment["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
    for (name, value) in c.environment { environment[name] = value }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    let started = FirstFrameSignal.seconds(of: CLOCK_MONOTONIC)
    try process.run()
    // Read on a queue of its own, so that a program that never presents (or never exits) is
    // killed after `timeout` instead of hanging the benchmark; the kiosk refuses SIGTERM.
    final class Box: @unchecked Sendable { var data = Data() }
    let output = Box()
    let done = DispatchSemaphore(value: 0)
    let handle = errors.fileHandleForReading
    DispatchQueue.global().async {
      output.data = handle.readUntilEnd()
      done.signal()
    }
    if done.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      done.wait()
      process.waitUntilExit()
      throw FrameBenchmarkError.message(
        "\((c.executable as NSString).lastPathComponent) presented no frame in "
          + "\(Int(timeout)) s; killed")
    }
    process.waitUntilExit()
    let text = String(decoding: output.data, as: UTF8.self)
    guard process.terminationStatus == 0, let reading = FirstFrameReading(in: text) else {
      let tail = text.split(separator: "\n").suffix(3).joined(separator: " / ")
      throw FrameBenchmarkError.message(
        "\((c.executable as NSString).lastPathComponent) exited with status "
          + "\(process.terminationStatus) without a first-frame line: \(tail)")
    }
    return StartupReading(
      wall: (reading.monotonic - started) * 1000, cpu: reading.processCPU * 1000,
      thread: reading.threadCPU * 1000)
  }
}

/// An Xvfb server of the benchmark's own, for the start-up cases that need a display when the
/// benchmark has none.
struct XServer {
  let process: Process
  let display: String

  static let path = "/usr/bin/Xvfb"

  /// Starts Xvfb with a `screen`-sized screen on a free display; nil (with a note beginning
  /// with `purpose`) when there is no Xvfb or it does not start.
  static func start(screen: (width: Int, height: Int), for purpose: String = "startup")
    -> XServer?
  {
    guard ProcessInfo.processInfo.environment["DISPLAY"].map({ $0.isEmpty }) ?? true else {
      return nil
    }
    guard FileManager.default.isExecutableFile(atPath: path) else {
      progress("\(purpose): no \(path); the Xvfb cases are left out")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    // -displayfd 1: Xvfb picks a free display and writes its number once it accepts clients.
    process.arguments = [
      "-displayfd", "1", "-screen", "0", "\(screen.width)x\(screen.height)x24", "-nolisten", "tcp",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      progress("\(purpose): Xvfb did not start: \(error)")
      return nil
    }
    var text = ""
    let handle = output.fileHandleForReading
    while !text.contains("\n") {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      progress("\(purpose): Xvfb gave no display number")
      return nil
    }
    return XServer(process: process, display: ":\(number)")
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}
