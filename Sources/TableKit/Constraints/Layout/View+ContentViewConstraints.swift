import Foundation

extension View {
  /// Makes a cell's or header's content view follow its container's size (UIKit's content
  /// views have flexible width and height masks), so that constraints pinning subviews to it
  /// size the container, with the margins UIKit's content views have: 11 above and below,
  /// the row's margin at the sides.
  func followsContainerForConstraints() {
    autoLayout.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    autoLayout.directionalLayoutMargins = DirectionalEdgeInsets(
      top: Metrics.verticalPadding, leading: Metrics.margin, bottom: Metrics.verticalPadding,
      trailing: Metrics.margin)
  }

  /// Whether constraints lie in the region this view roots (a cell whose content view's
  /// subviews are pinned to it).
  var hasConstraintsInRegion: Bool {
    guard let system = autoLayout.system else { return false }
    if system.needsRebuild { system.rebuild() }
    return !system.held.isEmpty || !system.broken.isEmpty
  }
}
