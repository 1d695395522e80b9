import Foundation

extension View {
  /// Tells this view and every view below it that text measures otherwise now: the view tree
  /// joined a host after measuring with the stand-in screen, or Bold Text changed the faces.
  /// Each view hears `screenDidChange()`, the constraints it takes part in measure its
  /// intrinsic size again (a label sized before its window keeps no stand-in width), and it
  /// lays out again.
  func remeasureSubtree() {
    screenDidChange()
    intrinsicSizeDidChangeForConstraints()
    setNeedsLayout()
    for subview in subviews { subview.remeasureSubtree() }
  }
}
