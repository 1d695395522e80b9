import Foundation

extension Font {
  /// What a font that follows the text size was made from, so that it can be made again at
  /// another content size category: UIKit keeps the same in a text style font's descriptor and
  /// in the fonts `UIFontMetrics` scales.
  indirect enum Scaling: Hashable, Sendable {
    /// `preferredFont(forTextStyle:)`: the style's size and weight at each category.
    case textStyle(TextStyle)
    /// `FontMetrics.scaledFont(for:)`: `base`, the font as designed at Large, scaled as the
    /// metrics' style scales, up to `maximumPointSize` when there is one.
    case metrics(FontMetrics, base: Font, maximumPointSize: CGFloat?)
  }

  /// Whether a view with `adjustsFontForContentSizeCategory` can make this font again for its
  /// text size: it came from a text style or from `FontMetrics`.
  var isScalable: Bool { scaling != nil }

  /// This font made again for `category`, or nil for a fixed font, which keeps its size at
  /// every category as on iOS.
  func scaled(for category: ContentSizeCategory) -> Font? {
    switch scaling {
    case nil:
      return nil
    case .textStyle(let style):
      return .preferredFont(forTextStyle: style, category: category)
    case .metrics(let metrics, let base, let maximumPointSize):
      return metrics.scaledFont(for: base, maximumPointSize: maximumPointSize, category: category)
    }
  }
}
