import Foundation

extension Font {
  /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`. Each style's size at every
  /// content size category is iOS 17's (see `Font+TextStyleSizes.swift`); the sizes below are
  /// the default (Large) ones.
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
  }

  /// The font of a text style at the default (Large) content size: largeTitle 34, title1 28,
  /// title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote
  /// 13, caption1 12, caption2 11.
  ///
  /// On iOS this reads the app's text size; TableKit has no app-wide size (each window's host
  /// sets its own), so this is Large. A view with `adjustsFontForContentSizeCategory` shows
  /// the font at its own traits' size.
  /// - Parameter style: The text style.
  /// - Returns: The system font at the style's size and weight, remembering its style.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, category: .large)
  }

  /// The font of a text style at the content size category of `traitCollection`, as iOS 17
  /// sizes it (an unspecified category or a nil collection is Large).
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: The traits whose `preferredContentSizeCategory` is used.
  /// - Returns: The system font at the style's size and weight (headline semibold; the display
  ///   optical size from 20 points), remembering its style.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    preferredFont(
      forTextStyle: style, category: traitCollection?.preferredContentSizeCategory ?? .large)
  }

  /// The font of `style` at `category`, remembering its style so that it can be made again at
  /// another category.
  static func preferredFont(forTextStyle style: TextStyle, category: ContentSizeCategory) -> Font {
    var font = systemFont(ofSize: style.pointSize(for: category), weight: style.weight)
    font.scaling = .textStyle(style)
    return font
  }
}
