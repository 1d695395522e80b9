import Foundation

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
}
