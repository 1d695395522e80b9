import Foundation

/// A typeface at a size, as UIKit's `UIFont`. TableKit draws with Inter in place of the system
/// font (SF Pro); `name` is the face's file name without extension, looked up by the backend,
/// which finds a face for every character the face lacks (see `FontLibrary`).
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The face's file name without extension, such as `Inter-SemiBold`.
  public var name: String
  /// The size in points.
  public var pointSize: CGFloat

  /// Creates a font from a face name and a size in points.
  public init(name: String, size: CGFloat) {
    self.name = name
    self.pointSize = size
  }

  /// The face that stands in for the regular system font at text sizes.
  public static let systemFontName = SystemFace.name(weight: .regular, size: 17)
  /// The face that stands in for the bold system font at text sizes.
  public static let boldSystemFontName = SystemFace.name(weight: .bold, size: 17)

  /// The regular system font at `size` points.
  public static func systemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size, weight: .regular)
  }

  /// The bold system font at `size` points.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size, weight: .bold)
  }

  /// The same face at another size. A system font keeps its weight and takes the optical size
  /// iOS would use at the new size (see `SystemFace`).
  public func withSize(_ size: CGFloat) -> Font {
    Font(name: SystemFace.name(resizing: name, to: size) ?? name, size: size)
  }

  /// `name size`, for messages.
  public var description: String { "\(name) \(pointSize)" }
}
