import Foundation

/// Why a screenshot did not match its golden; thrown by `Snapshotter.verify`, so that it fails a
/// Swift Testing or XCTest test with this message.
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
  /// The sentence shown in the test failure.
  public let message: String

  /// Creates a failure with a message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
