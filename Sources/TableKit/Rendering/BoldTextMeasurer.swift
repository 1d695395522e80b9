import Foundation

/// Measures text in the faces Bold Text draws: each font one weight heavier
/// (`Font.boldTextVariant`), through the host's measurer. A screen hands it out while Bold Text
/// is on, so that layout and drawing agree on the wider glyphs.
@MainActor
final class BoldTextMeasurer: TextMeasuring {
  private let base: any TextMeasuring

  /// A measurer taking `base`'s measurements of the heavier faces.
  init(measuring base: any TextMeasuring) { self.base = base }

  func size(of text: String, font: Font) -> CGSize {
    base.size(of: text, font: font.boldTextVariant)
  }

  func size(ofLineToDraw text: String, font: Font) -> CGSize {
    base.size(ofLineToDraw: text, font: font.boldTextVariant)
  }

  func lineHeight(of font: Font) -> CGFloat { base.lineHeight(of: font.boldTextVariant) }

  func baseline(of font: Font) -> CGFloat { base.baseline(of: font.boldTextVariant) }
}
