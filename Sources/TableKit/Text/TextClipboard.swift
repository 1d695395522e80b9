import Foundation

/// Where cut, copy and paste put and take text: the system clipboard in a window host
/// (SDL's), an in-memory one headless and in tests.
@preconcurrency @MainActor
public protocol TextClipboard: AnyObject {
  /// The text on the clipboard, or nil when it holds none.
  var string: String? { get set }
}

/// A clipboard that lives in memory: what a headless screen and tests use.
@preconcurrency @MainActor
public final class MemoryClipboard: TextClipboard {
  /// The text last copied.
  public var string: String?

  /// Creates a clipboard holding `string`.
  public init(string: String? = nil) { self.string = string }
}
