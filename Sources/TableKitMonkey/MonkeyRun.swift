import Foundation
import TableKit

/// The parent's side of a monkey run: draws a script per chunk from the seed (screens taken in
/// turn, scales drawn), plays the chunks in child processes a few at a time, and when one fails
/// writes its script, shrinks it to a minimal one that fails the same way, and says how to
/// replay it.
public final class MonkeyRun {
  /// What the run does.
  public struct Configuration: Sendable {
    /// The seed every chunk's script comes from.
    public var seed: UInt64 = 1
    /// SDL events to play in all (the run stops after the chunk that reaches it).
    public var events = 20_000
    /// The screens, taken in turn.
    public var screens = MonkeyScreen.all
    /// Actions per chunk (one child process each).
    public var chunkActions = 160
    /// Children at once.
    public var jobs = 2
    /// Actions between checks.
    public var checkEvery = 40
    /// Seconds without a frame that make a hang: 5, or more for a debug build on a busy
    /// machine (the test command's short run).
    public var hangSeconds: TimeInterval = 5
    /// Whether a failure is shrunk.
    public var shrinks = true
    /// Child runs a shrink may make.
    public var shrinkBudget = 120
    /// Where scripts, failures and the large catalog go.
    public var outputFolder = URL(fileURLWithPath: ".build/monkey", isDirectory: true)
    /// The pictures the large catalog copies (the embedded catalog's), or nil for none: its
    /// items then name a missing picture, which the kiosk shows without one.
    public var pictures: URL?
    /// Creates the defaults.
    public init() {}
  }

  /// What a finished run found.
  public struct Summary: Sendable {
    /// Chunks that passed.
    public var chunks = 0
    /// Their figures, added up.
    public var figures = MonkeyChildFigures()
    /// The most resident memory a child ended with, in megabytes.
    public var largestResidentMegabytes = 0
    /// The failure, if one was found.
    public var failure: MonkeyFailure?
    /// The minimal script of the failure, if one was written.
    public var failureScript: String?
  }

  private let configuration: Configuration
  private let executable: String
  private let say: (String) -> Void
  private var largeCatalog: URL { configuration.outputFolder.appendingPathComponent("large-catalog") }
  private var workFolder: URL { configuration.outputFolder.appendingPathComponent("work") }

  /// Creates a run.
  /// - Parameters:
  ///   - configuration: What to do.
  ///   - executable: `table-monkey`'s own path, run again as the children.
  ///   - say: Where progress lines go.
  public init(
    configuration: Configuration, executable: String, say: @escaping (String) -> Void
  ) {
    self.configuration = configuration
    self.executable = executable
    self.say = say
  }

  /// The script of chunk `index`: its screen in turn, its scale and actions from the seed.
  public static func script(chunk index: Int, of configuration: Configuration) -> MonkeyScript {
    var random = SplitMix64(seed: configuration.seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
    let screen = configuration.screens[index % configuration.screens.count]
    let roll = random.next() % 20
    let scale: Double = roll < 11 ? 1 : roll < 16 ? 2 : roll < 19 ? 1.5 : 3
    var generator = MonkeyGenerator(
      seed: random.next(), screen: screen, windowSize: MonkeyGenerator.startSize(of: screen))
    return MonkeyScript(
      screen: screen, scale: scale, actions: generator.actions(configuration.chunkActions))
  }

  /// Prepares the output folder and the large catalog.
  private func prepare() throws {
    let manager = FileManager.default
    try manager.createDirectory(at: workFolder, withIntermediateDirectories: true)
    if !manager.fileExists(atPath: largeCatalog.appendingPathComponent("catalog.json").path) {
      try MonkeyLargeCatalog.write(to: largeCatalog, picturesFrom: configuration.pictures)
    }
  }

  /// Plays chunks until the events are played or a chunk fails.
  public func run() throws -> Summary {
    try prepare()
    var summary = Summary()
    var running: [(index: Int, script: MonkeyScript, child: MonkeyChild)] = []
    var nextChunk = 0
    let started = Date()
    while summary.failure == nil {
      // Chunks still playing count toward the goal by the events an action has made so far,
      // so that the run does not start more than it needs.
      let eventsPerAction =
        summary.figures.actions > 0
        ? Double(summary.figures.events) / Double(summary.figures.actions) : 8
      while running.count < configuration.jobs, summary.failure == nil,
        Double(summary.figures.events) + Double(running.count * configuration.chunkActions)
          * eventsPerAction < Double(configuration.events)
      {
        let script = Self.script(chunk: nextChunk, of: configuration)
        running.append((nextChunk, script, try start(script, named: "chunk-\(nextChunk)")))
        nextChunk += 1
      }
      guard !running.isEmpty else { break }
      Thread.sleep(forTimeInterval: 0.05)
      for (position, entry) in running.enumerated().reversed() where summary.failure == nil {
        guard let result = entry.child.poll() else { continue }
        running.remove(at: position)
        switch result {
        case .passed(let figures):
          summary.chunks += 1
          summary.figures.actions += figures.actions
          summary.figures.events += figures.events
          summary.figures.frames += figures.frames
          summary.figures.checks += figures.checks
          summary.largestResidentMegabytes = max(
            summary.largestResidentMegabytes, figures.residentMegabytes)
          let seconds = Date().timeIntervalSince(started)
          say(
            "chunk \(entry.index) \(entry.script.screen.name) ×\(MonkeyAction.format(entry.script.scale)): "
              + "\(figures.actions) actions, \(figures.events) events, \(figures.frames) frames, "
              + "\(figures.checks) checks, \(figures.residentMegabytes) MB; "
              + "in all \(summary.figures.events) events in \(Int(seconds)) s")
        case .failed(let failure):
          summary.failure = failure
          for other in running { other.child.terminate() }
          running.removeAll()
          summary.failureScript = try report(failure, of: entry.script, chunk: entry.index)
        }
      }
    }
    return summary
  }

  /// Plays one script (a `--replay`), shrinking it if it fails.
  public func replay(_ script: MonkeyScript) throws -> Summary {
    try prepare()
    var summary = Summary()
    switch try start(script, named: "replay").wait() {
    case .passed(let figures):
      summary.chunks = 1
      summary.figures = figures
      summary.largestResidentMegabytes = figures.residentMegabytes
    case .failed(let failure):
      summary.failure = failure
      summary.failureScript = try report(failure, of: script, chunk: nil)
    }
    return summary
  }

  private func start(_ script: MonkeyScript, named name: String) throws -> MonkeyChild {
    let path = workFolder.appendingPathComponent("\(name).script")
    try script.text().write(to: path, atomically: true, encoding: .utf8)
    return try MonkeyChild(
      executable: executable, scriptPath: path.path, scale: script.scale, workFolder: workFolder,
      largeCatalog: largeCatalog, checkEvery: configuration.checkEvery,
      hangSeconds: configuration.hangSeconds)
  }

  /// Says what failed, writes the failing script and its shrunk form.
  /// - Returns: The path of the shortest failing script written.
  private func report(_ failure: MonkeyFailure, of script: MonkeyScript, chunk: Int?) throws
    -> String
  {
    let origin = chunk.map { "seed \(configuration.seed), chunk \($0)" } ?? "replay"
    say("FAILED (\(origin), \(script.screen.name) at scale \(MonkeyAction.format(script.scale))): \(failure)")
    var failing = script
    if let index = failure.actionIndex, index < script.actions.count {
      failing.actions = Array(script.actions[...index])
    }
    let name = chunk.map { "failure-seed\(configuration.seed)-chunk\($0)" } ?? "failure-replay"
    let full = configuration.outputFolder.appendingPathComponent("\(name).script")
    try failing.text(comment: ["\(origin): \(failure)"]).write(
      to: full, atomically: true, encoding: .utf8)
    say("  the input up to the failure (\(failing.actions.count) actions): \(full.path)")
    guard configuration.shrinks else {
      say("  replay: scripts/monkey --replay \(full.path)")
      return full.path
    }
    var shrinker = MonkeyShrinker<MonkeyAction>(budget: configuration.shrinkBudget)
    var attempt = 0
    let fails: ([MonkeyAction]) -> Bool = { actions in
      attempt += 1
      var candidate = failing
      candidate.actions = actions
      guard let child = try? self.start(candidate, named: "shrink-\(attempt)"),
        case .failed(let again) = child.wait()
      else { return false }
      return again.signature == failure.signature
    }
    // The failure must come back from the written script before it is shrunk: a failure that
    // depends on timing the virtual clock does not control is reported as such.
    guard fails(failing.actions) else {
      say("  the written script did not fail the same way again; it is kept as it is")
      say("  replay: scripts/monkey --replay \(full.path)")
      return full.path
    }
    let minimal = shrinker.shrink(failing.actions, fails: fails)
    var shrunk = failing
    shrunk.actions = minimal
    let shortest = configuration.outputFolder.appendingPathComponent("\(name).min.script")
    try shrunk.text(comment: ["\(origin): \(failure)", "shrunk from \(failing.actions.count) actions in \(shrinker.tries) tries"]).write(
      to: shortest, atomically: true, encoding: .utf8)
    say("  shrunk to \(minimal.count) actions in \(shrinker.tries) tries: \(shortest.path)")
    for action in minimal.prefix(40) { say("    \(action.line)") }
    if minimal.count > 40 { say("    … \(minimal.count - 40) more") }
    say("  replay: scripts/monkey --replay \(shortest.path)")
    return shortest.path
  }
}
