import Foundation

/// What an `EditMenuInteraction` asks and tells, as UIKit's `UIEditMenuInteractionDelegate`;
/// every method is optional.
@preconcurrency @MainActor
public protocol EditMenuInteractionDelegate: AnyObject {
  /// The menu to show for `configuration`: the suggested actions (the standard edit commands
  /// the view's responder chain can perform now) as they are by default, changed, or with
  /// actions and nested menus of the app's own; nil shows no menu.
  func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu?
  /// The rect the menu points at, in the interaction's view's coordinates; `CGRect.null` (the
  /// default) points it at the configuration's source point.
  func editMenuInteraction(
    _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
  ) -> CGRect
  /// The menu for `configuration` is about to show.
  func editMenuInteraction(
    _ interaction: EditMenuInteraction, willPresentMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating)
  /// The menu for `configuration` is about to go: a command was chosen, a press landed
  /// elsewhere, Escape, `dismissMenu()`, or its view left the window.
  func editMenuInteraction(
    _ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating)
}

extension EditMenuInteractionDelegate {
  /// The suggested actions, as they are.
  public func editMenuInteraction(
    _ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
    suggestedActions: [MenuElement]
  ) -> Menu? {
    Menu(children: suggestedActions)
  }

  /// `CGRect.null`: the menu points at the configuration's source point.
  public func editMenuInteraction(
    _ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration
  ) -> CGRect {
    .null
  }

  /// Nothing.
  public func editMenuInteraction(
    _ interaction: EditMenuInteraction, willPresentMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating
  ) {}

  /// Nothing.
  public func editMenuInteraction(
    _ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
    animator: any EditMenuInteractionAnimating
  ) {}
}
