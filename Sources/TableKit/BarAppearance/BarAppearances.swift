import Foundation

/// The appearances a bar keeps, as UIKit keeps them: copies of what was assigned (UIKit's
/// `copy` properties), the standard one made with the default background until one is set.
@MainActor
struct BarAppearances<Appearance: BarAppearance> {
  /// The look once content runs under the bar.
  private(set) var standard = Appearance()
  /// Whether `standard` was assigned, rather than the default: the bar's older properties
  /// (`barTintColor`, its title attributes) style a default appearance only.
  private(set) var isStandardSet = false
  /// The look at the content's scroll edge; nil is the standard look with a clear background.
  var scrollEdge: Appearance? { didSet { scrollEdge = scrollEdge?.copy() } }
  /// The look of a bar of compact height. TableKit's bars are never of compact height, so
  /// this is kept for ported code and not drawn.
  var compact: Appearance? { didSet { compact = compact?.copy() } }
  /// The compact bar's look at its scroll edge, kept as `compact` is.
  var compactScrollEdge: Appearance? { didSet { compactScrollEdge = compactScrollEdge?.copy() } }

  /// Keeps a copy of `appearance` as the standard look.
  mutating func setStandard(_ appearance: Appearance) {
    standard = appearance.copy()
    isStandardSet = true
  }
}
