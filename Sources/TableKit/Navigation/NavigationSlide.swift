import Foundation

/// Where the two views of a push or pop are drawn for a coverage (see `NavigationTransition`):
/// the upper view comes in from the trailing edge over the lower one, which moves a third of
/// the way towards the leading edge under a dimming that darkens as it is covered. Mirrored in
/// right-to-left layout. Under Reduce Motion nothing moves: the upper view fades in over the
/// lower one, as iOS's "Prefer Cross-Fade Transitions" does.
struct NavigationSlide: Equatable, Sendable {
  /// The upper view's horizontal offset from its resting place, in points.
  let upperOffset: CGFloat
  /// The lower view's horizontal offset from its resting place, in points.
  let lowerOffset: CGFloat
  /// The opacity of the black drawn over the lower view.
  let dimmingAlpha: CGFloat
  /// The upper view's opacity: below 1 only in a cross-fade.
  let upperAlpha: CGFloat
  /// Whether the views cross-fade in place instead of sliding.
  let crossFades: Bool

  /// The slide for `coverage` (0: only the lower view shows; 1: the upper view covers it).
  /// - Parameters:
  ///   - coverage: How far the upper view covers the lower; clamped to 0...1.
  ///   - width: The container's width.
  ///   - isRightToLeft: Whether the trailing edge is the left one.
  ///   - crossFades: Whether motion is reduced: the views stay in place and cross-fade.
  init(coverage: CGFloat, width: CGFloat, isRightToLeft: Bool, crossFades: Bool = false) {
    let c = coverage.isNaN ? 1 : min(1, max(0, coverage))
    self.crossFades = crossFades
    guard !crossFades else {
      upperOffset = 0
      lowerOffset = 0
      dimmingAlpha = 0
      upperAlpha = c
      return
    }
    upperAlpha = 1
    // Towards the trailing edge is +x left to right, -x right to left.
    let trailing: CGFloat = isRightToLeft ? -1 : 1
    upperOffset = trailing * width * (1 - c)
    lowerOffset = -trailing * width * Metrics.navigationCoveredViewTravel * c
    dimmingAlpha = Metrics.navigationDimmingAlpha * c
  }
}
