import Foundation

/// A typeface at a size, as UIKit's `UIFont`. TableKit draws with Inter in place of the system
/// font (SF Pro); `name` is the face's file name without extension, looked up by the backend,
/// which finds a face for every character the face lacks (see `FontLibrary`).
///
/// A font from `preferredFont(forTextStyle:)` or `FontMetrics.scaledFont(for:)` remembers where
/// it came from (`scaling`), as UIFont does internally, so that a view with
/// `adjustsFontForContentSizeCategory` can make it again at another text size. Equality and
/// hashing ignore that: two fonts with the same face and size draw the same glyphs, and draw
/// lists, text layout caches and damage checks compare fonts by what they draw.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// The face's file name without extension, such as `Inter-SemiBold`. Changing it makes the
  /// font a fixed one, as a font made anew would be.
  public var name: String { didSet { scaling = nil } }
  /// The size in points. Changing it makes the font a fixed one, as `withSize(_:)` does.
  public var pointSize: CGFloat { didSet { scaling = nil } }
  /// How the font follows the text size: nil for a fixed font.
  var scaling: Scaling?

  /// The text style the font came from (`preferredFont(forTextStyle:)`), as UIKit's font
  /// descriptor records it; nil for any other font, scaled ones included.
  public var textStyle: TextStyle? {
    if case .textStyle(let style) = scaling { return style }
    return nil
  }

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
  /// iOS would use at the new size (see `SystemFace`). The result is a fixed font, no longer
  /// a text style's: an explicit size is the app's choice, which the text size leaves alone
  /// (scale a custom size with `FontMetrics.scaledFont(for:)`).
  public func withSize(_ size: CGFloat) -> Font {
    Font(name: SystemFace.name(resizing: name, to: size) ?? name, size: size)
  }

  /// The font Bold Text draws this one in: the system face one weight heavier at the same
  /// size; a font the app named itself is unchanged.
  public var boldTextVariant: Font {
    guard let heavier = SystemFace.nextHeavierName(name) else { return self }
    return Font(name: heavier, size: pointSize)
  }

  /// Whether the two fonts draw alike: the same face at the same size, wherever they came
  /// from (see the type's comment).
  public static func == (lhs: Font, rhs: Font) -> Bool {
    lhs.name == rhs.name && lhs.pointSize == rhs.pointSize
  }

  /// Hashes what `==` compares: the face and the size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(pointSize)
  }

  /// `name size`, for messages.
  public var description: String { "\(name) \(pointSize)" }
}
