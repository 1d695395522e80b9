import Foundation

/// Measures text the way the backend will draw it, so that the core can lay out labels without
/// knowing how glyphs are rasterized. All values are in points.
@preconcurrency @MainActor
public protocol TextMeasuring: AnyObject {
  /// The advance width and line height of `text` set on one line in `font`.
  func size(of text: String, font: Font) -> CGSize
  /// `size(of:font:)` for a line a label will draw as it is, in the frame being laid out: a
  /// measurer that also draws may prepare the drawing while it measures (the SDL renderer
  /// renders a short line then, so that it is shaped once). Measuring does the rest: a word
  /// tried for a wrap, a prefix under a caret.
  func size(ofLineToDraw text: String, font: Font) -> CGSize
  /// The distance from one baseline to the next for `font`.
  func lineHeight(of font: Font) -> CGFloat
  /// The distance from the top of a line box to its baseline (the font's ascent).
  func baseline(of font: Font) -> CGFloat
}

extension TextMeasuring {
  /// `size(of:font:)`: a measurer that only measures has nothing to prepare.
  public func size(ofLineToDraw text: String, font: Font) -> CGSize {
    size(of: text, font: font)
  }
}

/// A deterministic measurer that gives every character the same advance, a fraction of the point
/// size. It stands in for a real font where no backend is present: in pure layout tests, and for
/// views that are laid out before they are attached to a host.
@preconcurrency @MainActor
public final class FixedAdvanceTextMeasurer: TextMeasuring {
  /// The advance of one character as a fraction of the point size.
  public let advanceRatio: CGFloat
  /// The line height as a multiple of the point size.
  public let lineHeightRatio: CGFloat

  /// Creates a measurer with the given advance and line height ratios.
  public init(advanceRatio: CGFloat = 0.55, lineHeightRatio: CGFloat = 1.2) {
    self.advanceRatio = advanceRatio
    self.lineHeightRatio = lineHeightRatio
  }

  /// The character count times the advance, and one line height.
  public func size(of text: String, font: Font) -> CGSize {
    CGSize(width: CGFloat(text.count) * font.pointSize * advanceRatio, height: lineHeight(of: font))
  }

  /// The point size times the line height ratio.
  public func lineHeight(of font: Font) -> CGFloat { (font.pointSize * lineHeightRatio).rounded() }

  /// Four fifths of the line height.
  public func baseline(of font: Font) -> CGFloat { (lineHeight(of: font) * 0.8).rounded() }
}
