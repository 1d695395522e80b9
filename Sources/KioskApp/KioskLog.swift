import Foundation

/// The kiosk's log, for the operator who looks after it: a line per event with its time, level
/// and subsystem, on standard error and, with `--log-file`, in a rotating file.
///
///     2026-12-03T10:40:12.345+01:00 notice catalog: reloaded /srv/cafe/catalog.json: 12 items, 0 problems
///
/// Under systemd (`JOURNAL_STREAM` names standard error) the lines go to the journal as
/// `<5>catalog: reloaded …`: the `<N>` prefix is the line's priority (sd-daemon(3)), and the
/// journal adds the time itself, so `journalctl -p warning` finds the problems.
@MainActor
public final class KioskLog {
  /// How much a line matters: syslog's levels, which are the journal's priorities.
  public enum Level: Int, Comparable, Sendable {
    /// Something failed: the kiosk goes on without it, or cannot start.
    case error = 3
    /// Something the operator should fix or know of: a catalog's problem, a refused key.
    case warning = 4
    /// A normal event worth seeing: a reload, the operator's view opened, an idle return.
    case notice = 5
    /// What the kiosk runs on, and what it did.
    case info = 6

    /// The level's name in a line.
    public var name: String {
      switch self {
      case .error: return "error"
      case .warning: return "warning"
      case .notice: return "notice"
      case .info: return "info"
      }
    }

    /// Lower raw values matter more, as in syslog.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue > rhs.rawValue }
  }

  /// The part of the kiosk a line is about.
  public enum Subsystem: String, Sendable {
    /// Start, stop, display and signals.
    case kiosk
    /// Reading and reloading the catalog.
    case catalog
    /// The saved place and the previous run's end.
    case state
    /// Keys and window requests the locked kiosk refuses; the operator's chord and PIN.
    case lock
    /// The operator view and what the operator does there.
    case `operator`
    /// Returns to the start after a quiet spell.
    case idle
    /// The visits file.
    case visits
    /// Spoken mode.
    case speech
    /// What the screen shows when nobody uses it: the attract loop, black outside the opening
    /// hours.
    case screen
  }

  /// Where standard error goes, which decides the lines' form there.
  public enum Destination: Equatable, Sendable {
    /// A terminal or a file: each line starts with its time and level.
    case plain
    /// systemd's journal: each line starts with its `<N>` priority.
    case journal
  }

  /// How standard error's lines are written.
  public let destination: Destination
  /// The `--log-file`, if any.
  private let file: RotatingLogFile?
  private let timeFormatter: DateFormatter

  /// A log to standard error (in the journal's form when `JOURNAL_STREAM` names it) and to
  /// `file`.
  public init(
    file: RotatingLogFile? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.file = file
    destination = Self.standardErrorIsJournal(environment) ? .journal : .plain
    timeFormatter = DateFormatter()
    timeFormatter.locale = Locale(identifier: "en_US_POSIX")
    timeFormatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSxxxxx"
  }

  /// Writes `message` (a line for each of its lines) at `level` for `subsystem`.
  public func write(_ level: Level, _ subsystem: Subsystem, _ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let time = timeFormatter.string(from: Date())
    var errorText = ""
    var fileText = ""
    for line in lines {
      let plain = "\(time) \(level.name) \(subsystem.rawValue): \(line)\n"
      fileText += plain
      switch destination {
      case .plain: errorText += plain
      case .journal: errorText += "<\(level.rawValue)>\(subsystem.rawValue): \(line)\n"
      }
    }
    FileHandle.standardError.write(Data(errorText.utf8))
    if let file, let problem = file.append(fileText) {
      // Said once on standard error: the file stops taking lines after a failure.
      FileHandle.standardError.write(Data("\(time) error kiosk: \(problem)\n".utf8))
    }
  }

  /// Writes an error line.
  public func error(_ subsystem: Subsystem, _ message: String) { write(.error, subsystem, message) }
  /// Writes a warning line.
  public func warning(_ subsystem: Subsystem, _ message: String) {
    write(.warning, subsystem, message)
  }
  /// Writes a notice line.
  public func notice(_ subsystem: Subsystem, _ message: String) {
    write(.notice, subsystem, message)
  }
  /// Writes an info line.
  public func info(_ subsystem: Subsystem, _ message: String) { write(.info, subsystem, message) }

  /// Whether standard error is the journal's stream: `JOURNAL_STREAM` is its `device:inode`, as
  /// systemd sets it for a service whose output goes to the journal (a child that redirected
  /// its standard error elsewhere keeps the variable, so the stream itself is compared).
  nonisolated static func standardErrorIsJournal(_ environment: [String: String]) -> Bool {
    guard let value = environment["JOURNAL_STREAM"] else { return false }
    let parts = value.split(separator: ":")
    guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else {
      return false
    }
    var status = stat()
    guard fstat(STDERR_FILENO, &status) == 0 else { return false }
    return UInt64(status.st_dev) == device && UInt64(status.st_ino) == inode
  }
}
