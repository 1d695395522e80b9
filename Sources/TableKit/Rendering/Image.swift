import Foundation

/// A reference to an image, as UIKit's `UIImage`: a file by name (`Image(named:)`), whose pixels
/// the backend loads when the image is first drawn or measured, or a system symbol
/// (`Image(systemName:)`), which the core draws itself as vector shapes in the tint color.
/// A file name that cannot be loaded draws a neutral placeholder and is reported once, never a
/// crash.
public struct Image: Hashable, Sendable, CustomStringConvertible {
  /// The file name (with or without extension) looked up in the backend's image search path,
  /// or the symbol's name, such as `star.fill`.
  public let name: String
  /// The system symbol this image draws, or nil for an image loaded from a file.
  public let symbol: SystemSymbol?

  /// Creates a reference to the image called `name`; nil only when `name` is empty, so that code
  /// ported from `UIImage(named:)` keeps its optional handling.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    self.symbol = nil
  }

  /// Creates the image of a system symbol.
  public init(symbol: SystemSymbol) {
    self.name = symbol.rawValue
    self.symbol = symbol
  }

  /// Whether the image is a system symbol, drawn in the tint color.
  public var isSymbolImage: Bool { symbol != nil }

  /// The image's name.
  public var description: String { name }
}
