import Foundation

extension Font {
  /// A font's weight, as UIKit's `UIFont.Weight`, with UIKit's raw values (-0.8 ultra light …
  /// 0 regular … 0.62 black) so that weights compare and sort as they do on iOS.
  ///
  /// Only two faces ship with TableKit (DejaVu Sans and DejaVu Sans Bold, from
  /// `fonts-dejavu-core`), so a weight picks one of them: up to `medium` the regular face,
  /// from `semibold` on the bold one. Lighter weights draw regular; the difference from iOS
  /// is in stroke thickness only, never in layout beyond the face's own metrics.
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
    /// 0.23; drawn with the regular face.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3, the navigation title's weight; the lightest drawn with the bold face.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56; drawn with the bold face.
    public static let heavy = Weight(rawValue: 0.56)
    /// The heaviest weight, 0.62; drawn with the bold face.
    public static let black = Weight(rawValue: 0.62)

    /// Whether the bold face stands in for this weight: `semibold` and heavier.
    public var usesBoldFace: Bool { self >= .semibold }

    /// Orders weights from light to heavy by raw value.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The system font at `size` points in `weight`: the regular face up to `.medium`, the bold
  /// face from `.semibold` on (see `Weight`).
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: UIKit's weight.
  /// - Returns: A font with DejaVu Sans or DejaVu Sans Bold.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    weight.usesBoldFace ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
  }

  /// The italic system font at `size` points. The oblique DejaVu face is not part of
  /// `fonts-dejavu-core`, which is all TableKit depends on, so the regular face stands in:
  /// text is upright, laid out with the same metrics an oblique face would have.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size)
  }
}
