import Foundation

extension Font {
  /// A font's weight, as UIKit's `UIFont.Weight`, with UIKit's raw values (-0.8 ultra light …
  /// 0 regular … 0.62 black) so that weights compare and sort as they do on iOS.
  ///
  /// Each weight draws with its own face of Inter (see `SystemFace`): ultra light with Thin,
  /// thin with ExtraLight, light, regular, medium, semibold, bold, heavy with ExtraBold, and
  /// black. A weight between two named ones takes the nearer face.
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's raw value, -1 ... 1.
    public var rawValue: CGFloat

    /// Creates a weight from UIKit's raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The lightest weight, -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// The body text weight, 0.
    public static let regular = Weight(rawValue: 0)
    /// 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3, the weight of navigation titles, alert titles and headlines.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// The heaviest weight, 0.62.
    public static let black = Weight(rawValue: 0.62)

    /// Whether text in this weight reads as bold: `semibold` and heavier. A fallback face
    /// with only a regular and a bold style takes the bold one from here on.
    public var usesBoldFace: Bool { self >= .semibold }

    /// Orders weights from light to heavy by raw value.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The system font at `size` points in `weight`, drawn with Inter's face of that weight
  /// (Inter Display from 20 points, as iOS switches to SF Pro Display).
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: UIKit's weight.
  /// - Returns: A font with the face of `weight`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(name: SystemFace.name(weight: weight, size: size), size: size)
  }

  /// The italic system font at `size` points: Inter Italic.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    Font(name: SystemFace.name(weight: .regular, size: size, italic: true), size: size)
  }
}
