import Foundation

/// What Auto Layout keeps for one view: how it takes part (its frame translated into
/// constraints or not), the constraints installed on it, its guides and margins, how it holds
/// its content size, and, on the root of a tree that uses constraints, the layout system.
struct ViewAutoLayoutState {
  /// UIKit's `translatesAutoresizingMaskIntoConstraints`: true keeps the view's frame (as set
  /// in code) and its autoresizing; false lets constraints place it.
  var translatesAutoresizingMaskIntoConstraints = true
  /// How the frame follows the superview's size while it is translated.
  var autoresizingMask: View.AutoresizingMask = []
  /// Whether the view resizes its subviews by their masks when its size changes.
  var autoresizesSubviews = true
  /// The active constraints installed on this view, in the order they were activated.
  var installedConstraints: [LayoutConstraint] = []
  /// The guides added with `addLayoutGuide(_:)`.
  var layoutGuides: [LayoutGuide] = []
  /// The system guides, made when first asked for.
  var safeAreaGuide: LayoutGuide?
  var marginsGuide: LayoutGuide?
  var readableGuide: LayoutGuide?
  /// The layout margins as set, by reading direction (UIKit's default is 8 on every side).
  var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// Whether the margins grow to the superview's where the view reaches into them.
  var preservesSuperviewLayoutMargins = false
  /// Whether the margins are measured from the safe area rather than the bounds.
  var insetsLayoutMarginsFromSafeArea = true
  /// How strongly the view resists growing beyond its intrinsic size, per axis.
  var huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  /// How strongly the view resists shrinking below its intrinsic size, per axis.
  var compressionResistancePriorities = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )
  /// Whether the intrinsic size may have changed since a layout system last read it (set by
  /// `invalidateIntrinsicContentSize()`, as UIKit's contract asks of views whose content
  /// changes).
  var intrinsicSizeIsStale = true
  /// Whether `updateConstraints()` is due before the next layout.
  var needsUpdateConstraints = true
  /// The layout system of the region this view is the root of, while constraints lie in it.
  var system: LayoutSystem?
  /// The system this view has variables in, while it takes part in one.
  weak var memberSystem: LayoutSystem?
  /// Set while a system writes the view's frame, so the write is not taken for the app's.
  var isReceivingSolvedFrame = false
}
