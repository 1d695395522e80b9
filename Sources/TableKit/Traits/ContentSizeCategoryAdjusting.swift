import Foundation

/// A view whose font can follow the user's text size, as UIKit's
/// `UIContentSizeCategoryAdjusting`: `Label` and `TextField`.
@preconcurrency @MainActor
public protocol ContentSizeCategoryAdjusting: AnyObject {
  /// Whether the font is made again at the content size category of the view's traits, now
  /// and whenever the category changes. Only a font from `Font.preferredFont(forTextStyle:)`
  /// or `FontMetrics.scaledFont(for:)` changes; any other keeps its size, as on iOS.
  var adjustsFontForContentSizeCategory: Bool { get set }
}

/// How the trait walk reaches a view that adjusts its font. The walk (`View.updateTraits`)
/// calls `adjustFont(for:)` on every pass over a view that set
/// `ViewTraitState.adjustsFont`, not only on a change: a view's first pass (joining a window
/// at AX3) reports no change, and a subclass's `traitCollectionDidChange(_:)` that forgets
/// `super` must not stop the font from following.
@MainActor
protocol ContentSizeCategoryFollowing: View {
  /// Makes the font again for `traits` if it is scalable and its size differs.
  func adjustFont(for traits: TraitCollection)
}

extension Font {
  /// This font as a view that adjusts it shows it with `traits`, or nil when it stays: a fixed
  /// font, or one already at the size for the traits' category.
  func adjusted(to traits: TraitCollection) -> Font? {
    guard let scaled = scaled(for: traits.preferredContentSizeCategory), scaled != self else {
      return nil
    }
    return scaled
  }
}

extension Label: ContentSizeCategoryAdjusting, ContentSizeCategoryFollowing {
  func adjustFont(for traits: TraitCollection) {
    guard adjustsFontForContentSizeCategory, let adjusted = font.adjusted(to: traits) else {
      return
    }
    font = adjusted
  }
}

extension TextField: ContentSizeCategoryAdjusting, ContentSizeCategoryFollowing {
  func adjustFont(for traits: TraitCollection) {
    guard adjustsFontForContentSizeCategory, let adjusted = font.adjusted(to: traits) else {
      return
    }
    font = adjusted
  }
}
