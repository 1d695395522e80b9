import Foundation

extension Font {
  /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`. TableKit has no Dynamic Type
  /// setting: each style has iOS's size at the default (Large) content size.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the style, such as `UICTFontTextStyleBody`.
    public var rawValue: String

    /// Creates a style from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 34 regular.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 regular.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 regular.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 regular.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 17 regular: a cell's title.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 regular.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 15 regular.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 13 regular: grouped headers and footers.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 regular.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 regular.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The size in points at the default content size, and the weight. A style made from an
    /// unknown raw value is treated as `body`.
    var defaultMetrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// The font of a text style at iOS's default (Large) content size: largeTitle 34, title1 28,
  /// title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote
  /// 13, caption1 12, caption2 11.
  /// - Parameter style: The text style.
  /// - Returns: The system font at the style's size and weight.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    let metrics = style.defaultMetrics
    return systemFont(ofSize: metrics.size, weight: metrics.weight)
  }
}
