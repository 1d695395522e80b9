import Foundation

/// Why a screenshot did not match its golden; thrown by `Snapshotter.verify`, so that it fails a
/// Swift Testing or XCTest test with this message.
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
  /// The sentence shown in the test failure.
  public let message: String
  /// The test file of the check that failed, when known.
  public let filePath: String?
  /// Its line, when known.
  public let line: Int?

  /// Creates a failure with a message, and where the failing check is.
  public init(_ message: String, filePath: String? = nil, line: Int? = nil) {
    self.message = message
    self.filePath = filePath
    self.line = line
  }

  /// The message.
  public var description: String { message }
}
