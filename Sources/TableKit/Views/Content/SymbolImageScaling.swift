import Foundation

/// How a cell's symbol image follows the text size, recorded in one place: as iOS 17's list
/// cells do, a symbol takes the body text style's size (its natural size and the room symbols
/// share grow and shrink by the body font's ratio to its size at Large), and a row's height
/// does not cap it (only `imageProperties.maximumSize` does); other images keep their size.
/// The image stays beside the texts at every size: UIKit's cells are not stacked vertically
/// here at the accessibility sizes.
enum SymbolImageScaling {
  /// The factor for `traits`' text size: 1 at Large.
  static func factor(for traits: TraitCollection) -> CGFloat {
    FontMetrics(forTextStyle: .body).scaledValue(for: 1, compatibleWith: traits)
  }

  /// The size a cell draws `image` at before any limit, and the width symbols share, for
  /// `traits`: a symbol's scaled; another image's natural size and the unscaled room.
  static func layoutSize(of image: Image?, naturalSize: CGSize, traits: TraitCollection)
    -> (size: CGSize, sharedWidth: CGFloat, isSymbol: Bool)
  {
    guard image?.isSymbolImage == true else { return (naturalSize, 0, false) }
    let factor = factor(for: traits)
    return (
      CGSize(width: naturalSize.width * factor, height: naturalSize.height * factor),
      SystemSymbol.standardLayoutWidth * factor, true
    )
  }
}
