import Foundation

/// Scales custom fonts and values as a text style scales with the user's text size, as UIKit's
/// `UIFontMetrics`: by the ratio of the style's size at the content size category to its size
/// at Large (the body style is 40 / 17 larger at AX3, so a custom 15-point font becomes about
/// 35.3 and a 44-point row about 103.5). Results are not rounded, as on iOS.
///
/// The methods without a trait collection use Large: TableKit has no app-wide text size (each
/// window's host sets its own). A scaled font remembers its base font and this style, so a
/// view with `adjustsFontForContentSizeCategory` makes it again at its own traits' size.
public struct FontMetrics: Hashable, Sendable {
  /// The text style whose scaling is followed.
  public let textStyle: Font.TextStyle

  /// Metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  /// The body style's metrics, as `UIFontMetrics.default`.
  public static let `default` = FontMetrics(forTextStyle: .body)

  // MARK: - Fonts

  /// `font` scaled for the default text size (Large), remembered as scalable.
  public func scaledFont(for font: Font) -> Font {
    scaledFont(for: font, maximumPointSize: nil, category: .large)
  }

  /// `font` scaled for the default text size (Large), never above `maximumPointSize`.
  public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
    scaledFont(for: font, maximumPointSize: maximumPointSize, category: .large)
  }

  /// `font` scaled for the content size category of `traitCollection` (Large when nil or
  /// unspecified), remembered as scalable.
  public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
    scaledFont(for: font, maximumPointSize: nil, category: category(of: traitCollection))
  }

  /// `font` scaled for the content size category of `traitCollection`, never above
  /// `maximumPointSize`.
  public func scaledFont(
    for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    scaledFont(
      for: font, maximumPointSize: maximumPointSize, category: category(of: traitCollection))
  }

  // MARK: - Values

  /// `value` scaled for the default text size (Large): unchanged.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` (a row height, a margin) scaled for the content size category of
  /// `traitCollection` by the style's ratio (Large when nil or unspecified).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?)
    -> CGFloat
  {
    scaled(value, for: category(of: traitCollection))
  }

  // MARK: - Scaling

  /// `value` times the style's size at `category` over its size at Large. Multiplied before
  /// dividing, so that a value the table scales to a whole number (15 as subheadline at AX1:
  /// 25) comes out exactly that.
  func scaled(_ value: CGFloat, for category: ContentSizeCategory) -> CGFloat {
    value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }

  /// `font` scaled for `category`, capped at `maximumPointSize` (a cap that is not a positive
  /// number is none), remembering the base font so that it can be scaled again.
  func scaledFont(for font: Font, maximumPointSize: CGFloat?, category: ContentSizeCategory)
    -> Font
  {
    // The base is the font as designed; a font scaled before is scaled from what it is now.
    var base = font
    base.scaling = nil
    let cap = maximumPointSize.flatMap { $0 > 0 ? $0 : nil }
    var size = scaled(base.pointSize, for: category)
    if let cap { size = min(size, cap) }
    var scaled = base.withSize(size)
    scaled.scaling = .metrics(self, base: base, maximumPointSize: cap)
    return scaled
  }

  private func category(of traitCollection: TraitCollection?) -> ContentSizeCategory {
    traitCollection?.preferredContentSizeCategory ?? .large
  }
}
