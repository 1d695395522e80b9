import Foundation

/// Which subtrees a layout walk may pass by: those with nothing marked in them, all of whose
/// views lay out only what is marked.
extension View {
  /// TableKit's view classes whose `layoutIfNeeded()` is `View`'s own: with nothing marked in
  /// them, a layout walk does nothing there, and may pass them by. Exact classes only: a
  /// subclass (an app's among them) may override `layoutIfNeeded()` to do work every frame.
  static let classesWithPassiveLayout: Set<ObjectIdentifier> = [
    ObjectIdentifier(View.self), ObjectIdentifier(Label.self), ObjectIdentifier(ImageView.self),
    ObjectIdentifier(AccessoryMarkView.self), ObjectIdentifier(EditingControlView.self),
    ObjectIdentifier(ReorderControlView.self), ObjectIdentifier(SwipeActionButton.self),
    ObjectIdentifier(DeleteConfirmationButton.self), ObjectIdentifier(SectionIndexView.self),
  ]

  /// Whether a layout walk may pass this view by while nothing in it is marked: it and every
  /// view below it are of classes whose `layoutIfNeeded()` is `View`'s own (which does nothing
  /// then), rather than an override doing work every frame (a scroll view's scrolling, a
  /// cell's background view).
  var isPassiveInLayoutWalk: Bool {
    if let subtreeLayoutIsPassive { return subtreeLayoutIsPassive }
    var passive = View.classesWithPassiveLayout.contains(ObjectIdentifier(type(of: self)))
    // Every subview is asked, so that each one's answer is known below a known one.
    for subview in subviews where !subview.isPassiveInLayoutWalk { passive = false }
    subtreeLayoutIsPassive = passive
    return passive
  }

  /// A view joined or left this view's subtree.
  func subtreeDidChangeForLayoutWalk() {
    var view: View? = self
    while let current = view, current.subtreeLayoutIsPassive != nil {
      current.subtreeLayoutIsPassive = nil
      view = current.superview
    }
  }
}
