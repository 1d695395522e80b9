import Foundation

/// A typeface at a size, as UIKit's `UIFont`. TableKit draws with DejaVu Sans in place of the
/// system font; `name` is the face's file name without extension, looked up by the backend.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The face's file name without extension, such as `DejaVuSans-Bold`.
  public var name: String
  /// The size in points.
  public var pointSize: CGFloat

  /// Creates a font from a face name and a size in points.
  public init(name: String, size: CGFloat) {
    self.name = name
    self.pointSize = size
  }

  /// The face that stands in for the system font.
  public static let systemFontName = "DejaVuSans"
  /// The face that stands in for the bold system font.
  public static let boldSystemFontName = "DejaVuSans-Bold"

  /// The regular system font at `size` points.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(name: systemFontName, size: size)
  }

  /// The bold system font at `size` points.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(name: boldSystemFontName, size: size)
  }

  /// The same face at another size.
  public func withSize(_ size: CGFloat) -> Font { Font(name: name, size: size) }

  /// `name size`, for messages.
  public var description: String { "\(name) \(pointSize)" }
}
