import Foundation

/// A reference to an image by name, as UIKit's `UIImage(named:)`. The pixels are loaded by the
/// backend when the image is first drawn or measured; a name that cannot be loaded draws a
/// neutral placeholder and is reported once, never a crash.
public struct Image: Hashable, Sendable, CustomStringConvertible {
  /// The file name (with or without extension) looked up in the backend's image search path.
  public let name: String

  /// Creates a reference to the image called `name`; nil only when `name` is empty, so that code
  /// ported from `UIImage(named:)` keeps its optional handling.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
  }

  /// The image's name.
  public var description: String { name }
}
