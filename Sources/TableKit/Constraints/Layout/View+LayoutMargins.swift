import Foundation

extension View {
  /// The space the view keeps free inside its edges for content laid out to its margins, left
  /// and right as on screen, as UIKit's `layoutMargins` (8 on every side unless set). Setting
  /// it sets `directionalLayoutMargins` for the current layout direction.
  public var layoutMargins: EdgeInsets {
    get { autoLayout.directionalLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection) }
    set {
      directionalLayoutMargins = DirectionalEdgeInsets(
        newValue, direction: effectiveUserInterfaceLayoutDirection)
    }
  }

  /// The layout margins by reading direction, as UIKit's `directionalLayoutMargins`. NaN or
  /// infinite values are refused with a warning.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { autoLayout.directionalLayoutMargins }
    set {
      guard newValue.isFinite else {
        GeometryWarnings.report(
          "layout margins must be finite, not \(newValue); the view keeps "
            + "\(autoLayout.directionalLayoutMargins)")
        return
      }
      guard newValue != autoLayout.directionalLayoutMargins else { return }
      autoLayout.directionalLayoutMargins = newValue
      marginsDidChange()
    }
  }

  /// Whether the margins grow to keep content inside the superview's margins where the view
  /// reaches into them, as UIKit's `preservesSuperviewLayoutMargins`.
  public var preservesSuperviewLayoutMargins: Bool {
    get { autoLayout.preservesSuperviewLayoutMargins }
    set {
      guard newValue != autoLayout.preservesSuperviewLayoutMargins else { return }
      autoLayout.preservesSuperviewLayoutMargins = newValue
      marginsDidChange()
    }
  }

  /// Whether the margins are measured from the safe area rather than the bounds (true by
  /// default), as UIKit's `insetsLayoutMarginsFromSafeArea`.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { autoLayout.insetsLayoutMarginsFromSafeArea }
    set {
      guard newValue != autoLayout.insetsLayoutMarginsFromSafeArea else { return }
      autoLayout.insetsLayoutMarginsFromSafeArea = newValue
      marginsDidChange()
    }
  }

  /// The margins in force, left and right as on screen: the view's own, measured from the safe
  /// area when it asks, and grown to the superview's where they are preserved. What
  /// `layoutMarginsGuide` and the margin attributes use.
  var resolvedLayoutMargins: EdgeInsets {
    var insets = layoutMargins
    if autoLayout.insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      insets.top += safe.top
      insets.left += safe.left
      insets.bottom += safe.bottom
      insets.right += safe.right
    }
    if autoLayout.preservesSuperviewLayoutMargins, let superview {
      let outer = superview.resolvedLayoutMargins
      let parent = superview.bounds
      insets.left = max(insets.left, outer.left - (frame.minX - parent.minX))
      insets.top = max(insets.top, outer.top - (frame.minY - parent.minY))
      insets.right = max(insets.right, outer.right - (parent.maxX - frame.maxX))
      insets.bottom = max(insets.bottom, outer.bottom - (parent.maxY - frame.maxY))
    }
    return insets
  }

  /// Tells the view and the views laid out to its margins that the margins changed.
  private func marginsDidChange() {
    layoutMarginsDidChange()
    for subview in subviews where subview.autoLayout.preservesSuperviewLayoutMargins {
      subview.marginsDidChange()
    }
    if autoLayout.marginsGuide != nil || autoLayout.readableGuide != nil {
      layoutSystemRoot.autoLayout.system?.inputsDidChange()
    }
  }
}
