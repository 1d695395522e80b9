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

extension Font {
  /// This font as a view with `traits` draws it: a text style or `FontMetrics` font at the
  /// traits' content size category, any other font unchanged. Views that draw text without a
  /// label (bars, alerts, swipe buttons, headers measured by the table) take their fonts from
  /// `Metrics` through this, so that they follow the text size as UIKit's do.
  func sized(for traits: TraitCollection) -> Font {
    scaled(for: traits.preferredContentSizeCategory) ?? self
  }

  /// `font` made scalable as `style` scales, up to `maximumPointSize` when given: the fonts
  /// `Metrics` records for text that is not at a text style's own size or weight (a
  /// semibold header at the subheadline size).
  static func scaling(
    _ font: Font, like style: TextStyle, maximumPointSize: CGFloat? = nil
  ) -> Font {
    FontMetrics(forTextStyle: style).scaledFont(
      for: font, maximumPointSize: maximumPointSize, category: .large)
  }
}
