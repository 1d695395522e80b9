import Foundation

/// What an edit menu (`EditMenuView`) acts on and points at: a text's selection
/// (`TextEditMenuSource`) or a view with an `EditMenuInteraction`.
@MainActor
protocol EditMenuSource: AnyObject {
  /// The view the menu points into; nil once it is gone.
  var editMenuSourceView: View? { get }
  /// What the menu points at, in the source view's coordinates.
  var editMenuTargetRect: CGRect { get }
  /// Which way the menu's arrow should point at its target.
  var editMenuArrowDirection: EditMenuArrowDirection { get }
  /// Whether the menu still applies (a text's selection unchanged since it opened).
  var editMenuStillApplies: Bool { get }
  /// What a chosen action is performed with, as its sender; nil for the menu itself.
  var editMenuSender: Any? { get }
  /// Whether a press starting on `view` leaves the menu open (a text decides for itself).
  func keepsEditMenu(forPressOn view: View) -> Bool
  /// The menu closed, by a choice, a press elsewhere, Escape or its source going.
  func editMenuDidClose(_ menu: EditMenuView)
}

/// A text's selection as an edit menu's source: the menu lives as long as the selection it was
/// opened for, and points at the selection (the part in view) or the caret.
@MainActor
final class TextEditMenuSource: EditMenuSource {
  /// The text.
  private(set) weak var host: (any TextSelectionHost)?
  /// The host's selection revision the menu was opened for.
  private let revision: Int

  init(host: some TextSelectionHost) {
    self.host = host
    revision = host.selectionRevision
  }

  var editMenuSourceView: View? { host?.selectionInputView }

  var editMenuTargetRect: CGRect {
    guard let host else { return .null }
    var target = host.editMenuTarget
    // A long selection scrolled partly out of a text view points at the part in view.
    let visible = host.selectionInputView.bounds.insetBy(
      dx: 0, dy: -Metrics.selectionHandleKnobDiameter)
    if target.intersects(visible) { target = target.intersection(visible) }
    return target
  }

  /// Above the selection, below when there is no room, as iOS puts a text's menu.
  var editMenuArrowDirection: EditMenuArrowDirection { .automatic }

  var editMenuStillApplies: Bool {
    guard let host else { return false }
    return host.isFirstResponder && host.selectionRevision == revision
  }

  var editMenuSender: Any? { host }

  func keepsEditMenu(forPressOn view: View) -> Bool { view === host?.selectionInputView }

  func editMenuDidClose(_ menu: EditMenuView) {}
}
