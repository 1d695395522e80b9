import Foundation
import Synchronization

/// The one channel for warnings about geometry that could not be used as given: a NaN,
/// infinite or out-of-range value met by `FixedWidthInteger.init(checked:…)`, a scale or an
/// inset refused at the API. Nothing in TableKit traps on such a value; it substitutes a usable
/// one and says so here.
///
/// Warnings go to standard error, at most once per `quietInterval` for each place (a bad frame
/// is usually bad every frame, and one line says as much as sixty). Tests see every warning
/// made in their own task, without anything on standard error, through `capture(_:)` or
/// `warnings(during:)`.
public enum GeometryWarnings {
  /// One warning: what was wrong, where it was met, and what was used instead.
  public struct Warning: Sendable, Hashable, CustomStringConvertible {
    /// The sentence, naming the quantity, the bad value and the value used.
    public var message: String
    /// The source place that met the value (`Module/File.swift:line`): the rate limit's key.
    public var place: String

    /// Creates a warning.
    public init(message: String, place: String) {
      self.message = message
      self.place = place
    }

    /// The message and its place, as printed.
    public var description: String { "TableKit warning: \(message) (\(place))" }
  }

  /// The shortest time between two printed warnings from one place, in seconds.
  public static let quietInterval: TimeInterval = 10

  /// The warnings a `capture(_:)` collects, for the task that runs it.
  @TaskLocal private static var collector: Collector?

  /// Which warnings are printed.
  private static let rateLimit = Mutex(WarningRateLimit(interval: quietInterval))

  /// Reports a warning: to the capturing test if there is one, else to standard error unless
  /// this place printed one less than `quietInterval` ago.
  /// - Parameters:
  ///   - message: What was wrong and what was used instead, in one sentence.
  ///   - file: The place that met the value; the caller's by default.
  ///   - line: Its line.
  public static func report(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
    let warning = Warning(message: message, place: "\(file):\(line)")
    if let collector {
      collector.append(warning)
      return
    }
    let now = ProcessInfo.processInfo.systemUptime
    guard let heldBack = rateLimit.withLock({ $0.admit(warning.place, at: now) }) else { return }
    let suffix = heldBack > 0 ? " [\(heldBack) more like it since the last]" : ""
    FileHandle.standardError.write(Data("\(warning)\(suffix)\n".utf8))
  }

  /// Runs `body` and returns the warnings reported in its task meanwhile, instead of printing
  /// them (at most `Collector.limit`, so a loop of bad values cannot grow the list unbounded).
  public static func capture<Result>(_ body: () throws -> Result) rethrows
    -> (result: Result, warnings: [Warning])
  {
    let collector = Collector()
    let result = try $collector.withValue(collector) { try body() }
    return (result, collector.warnings)
  }

  /// Runs `body` and returns the warnings reported in its task meanwhile.
  public static func warnings(during body: () throws -> Void) rethrows -> [Warning] {
    try capture(body).warnings
  }

  /// The warnings of one `capture(_:)`.
  private final class Collector: Sendable {
    static let limit = 1000
    private let stored = Mutex<[Warning]>([])
    var warnings: [Warning] { stored.withLock { $0 } }
    func append(_ warning: Warning) {
      stored.withLock { if $0.count < Self.limit { $0.append(warning) } }
    }
  }
}
