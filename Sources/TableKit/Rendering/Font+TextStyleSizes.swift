import Foundation

/// iOS 17's Dynamic Type table, recorded in one place: the size in points of each text style
/// at each content size category, and each style's weight (LOOK.md, "Dynamic Type", from iOS
/// 17's Human Interface Guidelines). Every Dynamic Type size in TableKit is read from here:
/// `Font.preferredFont(forTextStyle:compatibleWith:)` directly, `FontMetrics` as a ratio.
extension Font.TextStyle {
  /// The style's size at `category`; `unspecified` is Large, the default. A style made from an
  /// unknown raw value has body's sizes.
  func pointSize(for category: ContentSizeCategory) -> CGFloat {
    let sizes = Self.sizes(of: self)
    let index = category.specified.rawValue - ContentSizeCategory.extraSmall.rawValue
    // Every row has one size per specified category; the check keeps a malformed row from
    // trapping (body's default size stands in).
    return sizes.indices.contains(index) ? sizes[index] : 17
  }

  /// The style's weight at every category: semibold for headline, regular for the others.
  var weight: Font.Weight { self == .headline ? .semibold : .regular }

  /// One row of the table: xS, S, M, L (default), XL, XXL, XXXL, AX1 … AX5.
  private static func sizes(of style: Self) -> [CGFloat] {
    switch style {
    case .largeTitle: largeTitleSizes
    case .title1: title1Sizes
    case .title2: title2Sizes
    case .title3: title3Sizes
    case .headline: headlineSizes
    case .callout: calloutSizes
    case .subheadline: subheadlineSizes
    case .footnote: footnoteSizes
    case .caption1: caption1Sizes
    case .caption2: caption2Sizes
    default: bodySizes
    }
  }

  // The rows, kept as constants so that a lookup allocates nothing.
  private static let largeTitleSizes: [CGFloat] = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
  private static let title1Sizes: [CGFloat] = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
  private static let title2Sizes: [CGFloat] = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
  private static let title3Sizes: [CGFloat] = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
  private static let headlineSizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
  private static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
  private static let calloutSizes: [CGFloat] = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
  private static let subheadlineSizes: [CGFloat] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
  private static let footnoteSizes: [CGFloat] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
  private static let caption1Sizes: [CGFloat] = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
  private static let caption2Sizes: [CGFloat] = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
}
