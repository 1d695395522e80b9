import Foundation

/// Why a saved table state could not be read or written. Its description is a sentence for a
/// person: which file, what was wrong, and what was expected.
///
/// A table that gets this error from `restoreState(from:)` is exactly as it was before the
/// call; nothing of the state has been applied.
public struct StateRestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    /// There is no file at the path.
    case fileNotFound
    /// The file exists but cannot be read (permissions, a directory...); the system's words.
    case unreadable(String)
    /// The file is larger than any table state should be; it is not read in full.
    case tooLarge(limit: Int)
    /// The file holds no bytes, or only white space.
    case empty
    /// The JSON stops before its last object or string closes: the file was cut short.
    case truncated
    /// The bytes are not JSON, or not a table state; says what was found where.
    case corrupt(String)
    /// The state has a format version this TableKit does not read.
    case unsupportedVersion(found: Int, supported: Int)
    /// The state belongs to a table with another `restorationIdentifier`.
    case restorationIdentifierMismatch(saved: String?, table: String?)
    /// The state could not be encoded or written; the system's words.
    case unwritable(String)
  }

  /// The file read or written, or nil for a state read from memory.
  public let file: URL?
  /// What went wrong.
  public let reason: Reason

  /// Creates an error.
  /// - Parameters:
  ///   - reason: What went wrong.
  ///   - file: The file concerned, or nil for data in memory.
  public init(_ reason: Reason, file: URL? = nil) {
    self.reason = reason
    self.file = file
  }

  /// The error as a sentence, naming the file and what was expected.
  public var description: String {
    let source = file.map { "the table state file \($0.path)" } ?? "the table state data"
    let version = TableViewRestorationState.currentFormatVersion
    let expected = "expected a JSON table state (formatVersion \(version))"
    switch reason {
    case .fileNotFound:
      return "cannot restore the table's state: \(source) does not exist"
    case .unreadable(let why):
      return "cannot restore the table's state: \(source) cannot be read (\(why))"
    case .tooLarge(let limit):
      return "cannot restore the table's state: \(source) is larger than \(limit) bytes, "
        + "far more than a table state takes; \(expected)"
    case .empty:
      return "cannot restore the table's state: \(source) is empty; \(expected)"
    case .truncated:
      return "cannot restore the table's state: \(source) is truncated (its JSON stops before "
        + "the end of the state); \(expected)"
    case .corrupt(let what):
      return "cannot restore the table's state: \(source) is corrupt: \(what); \(expected)"
    case .unsupportedVersion(let found, let supported):
      let origin = found > supported ? ", written by a newer TableKit" : ""
      return "cannot restore the table's state: \(source) has formatVersion \(found)\(origin); "
        + "this TableKit reads formatVersion \(supported) only"
    case .restorationIdentifierMismatch(let saved, let table):
      return "cannot restore the table's state: \(source) belongs to the table "
        + "\(Self.quoted(saved)), not to this table (restorationIdentifier \(Self.quoted(table)))"
    case .unwritable(let why):
      let target = file.map { "to \($0.path)" } ?? "as JSON"
      return "cannot save the table's state \(target): \(why)"
    }
  }

  private static func quoted(_ identifier: String?) -> String {
    identifier.map { "\"\($0)\"" } ?? "nil"
  }
}
