import Foundation

/// How a child's play ended, as the parent sees it.
public enum MonkeyChildResult: Sendable {
  /// Every action played and every check held.
  case passed(MonkeyChildFigures)
  /// It crashed, hung, quit or broke a check.
  case failed(MonkeyFailure)
}

/// What a passing child did.
public struct MonkeyChildFigures: Sendable {
  /// Actions played.
  public var actions = 0
  /// SDL events pushed.
  public var events = 0
  /// Frames drawn.
  public var frames = 0
  /// Invariant checks made.
  public var checks = 0
  /// Resident memory at the end, in megabytes.
  public var residentMegabytes = 0
}

/// A failure the monkey found.
public struct MonkeyFailure: Sendable, CustomStringConvertible {
  /// What kind of failure.
  public enum Kind: String, Sendable {
    /// The process died: a trap, a signal, a sanitizer's report.
    case crash
    /// No frame for the run's hang time (`MonkeyRun.Configuration.hangSeconds`).
    case hang
    /// An invariant did not hold, or the program quit from a key that is not its quit command.
    case invariant
  }

  /// What kind of failure.
  public var kind: Kind
  /// The action being played (a crash or hang) or just played (a check), if known.
  public var actionIndex: Int?
  /// What went wrong, in a line.
  public var message: String

  /// What makes two failures the same for shrinking: the kind and the message without its
  /// numbers and quoted parts (which change as the script shrinks).
  public var signature: String {
    var text = ""
    var depth = 0
    for character in message {
      if character == "[" || character == "(" || character == "\"" && depth == 0 {
        depth += 1
        continue
      }
      if character == "]" || character == ")" || character == "\"" && depth > 0 {
        depth = max(0, depth - 1)
        continue
      }
      if depth == 0, !character.isNumber { text.append(character) }
    }
    return "\(kind.rawValue): \(text.prefix(160))"
  }

  /// The failure in a line.
  public var description: String {
    "\(kind.rawValue)\(actionIndex.map { " at action \($0 + 1)" } ?? ""): \(message)"
  }
}

/// A file the monkey keeps a child's progress or output in could not be made.
public struct WorkFileError: Error, CustomStringConvertible, Sendable {
  /// The file's path.
  public let path: String
  /// What went wrong, for the monkey's report.
  public var description: String {
    "cannot create \(path) (is the work folder writable, and not full?)"
  }
}

/// One `table-monkey --child` process playing a script, watched by the parent: its progress
/// file shows the action and frame it is at; no new frame for `hangSeconds` is a hang.
public final class MonkeyChild {
  /// Seconds without a frame that make a hang.
  private let hangSeconds: TimeInterval
  /// Seconds a child may take to open its window and draw its first frame.
  static let startSeconds: TimeInterval = 60
  /// Seconds a crashed child may take to print its backtrace and exit.
  static let crashReportSeconds: TimeInterval = 60

  private let process = Process()
  private let progressPath: String
  private let outputPath: String
  private let errorPath: String
  private var lastProgress: (action: Int, frame: Int)?
  private var lastProgressTime = Date()
  private var hung = false

  /// Starts a child playing the script in `scriptPath`.
  /// - Parameters:
  ///   - executable: `table-monkey`'s path.
  ///   - scriptPath: The script's file.
  ///   - scale: Its window scale (`TABLEKIT_SCALE`).
  ///   - workFolder: Where the child's progress and output files go.
  ///   - largeCatalog: The large catalog's folder.
  ///   - checkEvery: Actions between checks.
  ///   - hangSeconds: Seconds without a frame that make a hang.
  /// - Throws: `WorkFileError` when a work file cannot be made; when the process cannot
  ///   start.
  public init(
    executable: String, scriptPath: String, scale: Double, workFolder: URL, largeCatalog: URL,
    checkEvery: Int, hangSeconds: TimeInterval
  ) throws {
    self.hangSeconds = hangSeconds
    let base = workFolder.appendingPathComponent(
      URL(fileURLWithPath: scriptPath).deletingPathExtension().lastPathComponent)
    progressPath = base.path + ".progress"
    outputPath = base.path + ".out"
    errorPath = base.path + ".err"
    // The child's output and the parent's view of its progress go through these files: one
    // that cannot be made would otherwise surface later as a missing file or a silent child.
    for path in [progressPath, outputPath, errorPath]
    where !FileManager.default.createFile(atPath: path, contents: nil) {
      throw WorkFileError(path: path)
    }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "--child", scriptPath, "--progress", progressPath, "--check-every", String(checkEvery),
      "--large-catalog", largeCatalog.path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = "dummy"
    environment["SDL_AUDIODRIVER"] = "dummy"
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    environment["TABLEKIT_SCALE"] = MonkeyAction.format(scale)
    environment["SWIFT_BACKTRACE"] =
      environment["SWIFT_BACKTRACE"]
      ?? "interactive=no,threads=crashed,registers=none,images=none,limit=32"
    // Nothing the programs keep between runs reaches the user's own state.
    environment["XDG_STATE_HOME"] = workFolder.appendingPathComponent("state").path
    process.environment = environment
    process.standardOutput = FileHandle(forWritingAtPath: outputPath)
    process.standardError = FileHandle(forWritingAtPath: errorPath)
    try process.run()
  }

  /// Looks at the child: nil while it plays, its result once it ended (a hung child is killed).
  public func poll() -> MonkeyChildResult? {
    if process.isRunning {
      let now = Date()
      if let progress = MonkeyProgressFile.read(path: progressPath),
        lastProgress.map({ $0 != progress }) ?? true
      {
        lastProgress = progress
        lastProgressTime = now
      }
      // A crashing Swift program prints its backtrace before it exits: not a hang.
      let crashing = errorText().contains("Program crashed")
      // Starting (loading fonts, reading a catalog) on a loaded machine is no hang.
      let limit =
        crashing
        ? Self.crashReportSeconds
        : lastProgress == nil ? max(Self.startSeconds, hangSeconds) : hangSeconds
      if now.timeIntervalSince(lastProgressTime) > limit {
        hung = !crashing
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      } else {
        return nil
      }
    }
    return result()
  }

  /// Stops a child whose result is no longer wanted.
  public func terminate() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Waits for the child to end.
  public func wait() -> MonkeyChildResult {
    while true {
      if let result = poll() { return result }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  private func errorText() -> String { Self.contents(ofFile: errorPath) }

  /// A small file's text, read with `open` and `read`: the parent reads its children's files
  /// many times a second for as long as a run lasts, and `String(contentsOfFile:)` leaked its
  /// buffer on each read here (LeakSanitizer, swift-foundation of Swift 6.3).
  static func contents(ofFile path: String) -> String {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func result() -> MonkeyChildResult {
    let output = Self.contents(ofFile: outputPath)
    let progress = MonkeyProgressFile.read(path: progressPath)
    if hung {
      return .failed(
        MonkeyFailure(
          kind: .hang, actionIndex: progress?.action,
          message:
            "no frame for \(MonkeyAction.format(hangSeconds)) s after frame \(progress?.frame ?? 0)"
        ))
    }
    // A child that printed its pass can still fail on the way out: LeakSanitizer reports at
    // exit and changes the status.
    let exitedCleanly = process.terminationReason == .exit && process.terminationStatus == 0
    for line in output.split(separator: "\n") where line.hasPrefix("monkey-result ") {
      let words = line.split(separator: " ", maxSplits: 3).map(String.init)
      if words.count >= 2, words[1] == "passed", exitedCleanly {
        return .passed(Self.figures(of: line))
      }
      if words.count >= 4, words[1] == "failed", let index = Int(words[2]) {
        return .failed(MonkeyFailure(kind: .invariant, actionIndex: index, message: words[3]))
      }
    }
    let reason =
      process.terminationReason == .uncaughtSignal
      ? "signal \(process.terminationStatus) (\(String(cString: strsignal(process.terminationStatus))))"
      : "exit status \(process.terminationStatus)"
    let detail = Self.crashLine(in: errorText())
    return .failed(
      MonkeyFailure(
        kind: .crash, actionIndex: progress?.action,
        message: detail.map { "\($0) (\(reason))" } ?? "the program ended with \(reason)"))
  }

  /// The line of a crash report that says what failed.
  static func crashLine(in text: String) -> String? {
    let markers = [
      "Fatal error", "runtime failure", "Precondition failed", "Assertion failed",
      "ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "WARNING: ThreadSanitizer",
      "Program crashed",
    ]
    let lines = text.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    for marker in markers {
      if let line = lines.first(where: { $0.contains(marker) }) {
        // A backtrace's frame names the runtime failure after the address: keep the words.
        if let range = line.range(of: "Swift runtime failure") {
          return String(line[range.lowerBound...]).trimmingCharacters(
            in: CharacterSet(charactersIn: "* "))
        }
        return String(line.prefix(300))
      }
    }
    return nil
  }

  private static func figures(of line: Substring) -> MonkeyChildFigures {
    var figures = MonkeyChildFigures()
    for word in line.split(separator: " ") {
      let parts = word.split(separator: "=")
      guard parts.count == 2, let value = Int(parts[1]) else { continue }
      switch parts[0] {
      case "actions": figures.actions = value
      case "events": figures.events = value
      case "frames": figures.frames = value
      case "checks": figures.checks = value
      case "resident": figures.residentMegabytes = value
      default: break
      }
    }
    return figures
  }
}
