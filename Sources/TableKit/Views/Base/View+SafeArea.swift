import Foundation

extension View {
  /// The insets of the part of the view that no bar covers, as UIKit's `safeAreaInsets`: the
  /// part of its superview's unsafe area it lies in; for a scroll view lying under a navigation
  /// bar (a table view controller's table), at least the bar's height at its top; plus, for a
  /// controller's view, the controller's `additionalSafeAreaInsets`. A view a navigation
  /// controller lays out below its bar, and a window's root view, have none of their own: a
  /// desktop window has no notch or home indicator.
  public var safeAreaInsets: EdgeInsets {
    let own = containerSafeAreaInsets
    var insets = own
    if let superview {
      let outer = superview.safeAreaInsets
      if outer != .zero {
        // The superview's safe rectangle in its bounds coordinates, and how far this view
        // reaches out of it on each side.
        let parent = superview.bounds
        let safeMinX = parent.minX + outer.left
        let safeMinY = parent.minY + outer.top
        let safeMaxX = parent.maxX - outer.right
        let safeMaxY = parent.maxY - outer.bottom
        let frame = self.frame
        func clamped(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
          min(max(0, value), max(0, length))
        }
        insets = EdgeInsets(
          top: max(own.top, clamped(safeMinY - frame.minY, frame.height)),
          left: max(own.left, clamped(safeMinX - frame.minX, frame.width)),
          bottom: max(own.bottom, clamped(frame.maxY - safeMaxY, frame.height)),
          right: max(own.right, clamped(frame.maxX - safeMaxX, frame.width)))
      }
    }
    if let extra = controllerOwningView?.additionalSafeAreaInsets {
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

}
