import Foundation

/// Shows the edit menu on any view, as UIKit's `UIEditMenuInteraction` (iOS 16): the app adds
/// it to a view with `addInteraction(_:)` and calls `presentEditMenu(with:)` from its own
/// gesture (a long press, a tap on a selected thing). The menu is the text fields' compact
/// horizontal bar (`EditMenuView`): the delegate's menu of actions, whose nested menus page to
/// their commands behind a trailing chevron, pointing at the configuration's source point or the
/// delegate's target rect, above or below it as the configuration's `preferredArrowDirection`
/// asks. A press elsewhere, a chosen command, Escape, `dismissMenu()` or the view leaving its
/// window close it.
@preconcurrency @MainActor
public final class EditMenuInteraction: Interaction {
  /// The delegate that gives the menu and hears it come and go; without one the menu is the
  /// suggested actions.
  public private(set) weak var delegate: (any EditMenuInteractionDelegate)?
  /// The view the interaction was added to.
  public private(set) weak var view: View?
  /// Where messages about misuse go (presenting from a view in no window, a source point that
  /// is not finite); by default the window's `warningHandler`, else standard error.
  public var warningHandler: ((String) -> Void)?

  /// The menu showing, and the configuration it was presented with.
  private weak var menuView: EditMenuView?
  private var presented: EditMenuConfiguration?
  /// What the menu points at, in the view's coordinates, and the way its arrow should point,
  /// as they were when it was presented or last moved.
  private var targetRect = CGRect.null
  private var arrowDirection = EditMenuArrowDirection.automatic

  /// Creates an interaction, as `UIEditMenuInteraction(delegate:)`.
  /// - Parameter delegate: Gives the menu and hears it come and go; held weakly.
  public init(delegate: (any EditMenuInteractionDelegate)?) {
    self.delegate = delegate
  }

  /// Closes the menu when the interaction moves to another view or none.
  public func willMove(to view: View?) {
    if view !== self.view { dismissMenu() }
  }

  /// Remembers the view it now belongs to.
  public func didMove(to view: View?) {
    self.view = view
  }

  /// Whether the menu shows now.
  public var isMenuVisible: Bool { menuView?.isOpen == true }

  /// Where the showing menu was presented from, in `view`'s coordinates (the window's for
  /// nil), as UIKit's `location(in:)`: the configuration's source point, whatever rect the
  /// delegate points the menu at; `.zero` while no menu shows.
  /// - Parameter view: The view whose coordinates the point is in; nil for the window's.
  public func location(in view: View?) -> CGPoint {
    guard isMenuVisible, let configuration = presented, let source = self.view else { return .zero }
    return source.convert(configuration.sourcePoint, to: view)
  }

  /// Presents the edit menu for `configuration`, replacing any edit menu open in the window: the
  /// delegate's menu of the suggested actions, pointing at its target rect or the source point.
  /// Nothing opens (and the reason is reported) from a view in no window, for a source point
  /// that is not finite, or when the menu has no visible commands.
  public func presentEditMenu(with configuration: EditMenuConfiguration) {
    let point = configuration.sourcePoint
    guard point.x.isFinite, point.y.isFinite else {
      return report(
        "EditMenuConfiguration's sourcePoint (\(point.x), \(point.y)) is not a finite point; "
          + "the edit menu does not open")
    }
    guard let view else {
      return report(
        "presentEditMenu(with:) on an EditMenuInteraction added to no view; add it with "
          + "addInteraction(_:) first; the edit menu does not open")
    }
    guard view.window != nil else {
      return report(
        "presentEditMenu(with:) from a \(type(of: view)) that is in no window; the edit menu "
          + "opens only in a window")
    }
    dismissMenu()
    guard let menu = menu(for: configuration, in: view) else { return }
    presented = configuration
    targetRect = askedTargetRect(for: configuration)
    arrowDirection = configuration.preferredArrowDirection
    let animator = EditMenuTransitionAnimator(.appearing)
    delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
    menuView = EditMenuView.present(menu, source: self)
    if menuView == nil { presented = nil }
    animator.start(with: menuView)
  }

  /// Closes the menu, if it shows (the delegate hears `willDismissMenuFor`).
  public func dismissMenu() {
    menuView?.close()
  }

  /// Asks the delegate for the showing menu again and shows its new commands from the first
  /// page, as UIKit's `reloadVisibleMenu()`; a delegate that now gives no menu closes it.
  public func reloadVisibleMenu() {
    guard let menuView, menuView.isOpen, let configuration = presented, let view else { return }
    guard let menu = menu(for: configuration, in: view) else { return dismissMenu() }
    menuView.replaceMenu(with: menu)
  }

  /// Moves the showing menu to the delegate's target rect as it is now (what it points at
  /// moved), as UIKit's `updateVisibleMenuPosition(animated:)`. The menu follows at once:
  /// TableKit's edit menu animates only its appearing and fading, so `animated` changes nothing.
  public func updateVisibleMenuPosition(animated: Bool) {
    guard let menuView, menuView.isOpen, let configuration = presented else { return }
    targetRect = askedTargetRect(for: configuration)
    arrowDirection = configuration.preferredArrowDirection
    menuView.setNeedsLayout()
  }

  // MARK: - The menu

  /// The delegate's menu for `configuration` (the suggested actions without a delegate); nil
  /// when it gives none, or one with nothing visible (reported).
  private func menu(for configuration: EditMenuConfiguration, in view: View) -> Menu? {
    let suggested = suggestedActions(for: view)
    let menu: Menu?
    if let delegate {
      menu = delegate.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
    } else {
      menu = Menu(children: suggested)
    }
    guard let menu else { return nil }
    guard !menu.displayGroups.isEmpty else {
      report(
        "the edit menu has no visible commands (\(menu.children.count) children, none shown); "
          + "it does not open")
      return nil
    }
    return menu
  }

  /// The standard edit commands the view's responder chain can perform now, in UIKit's order,
  /// each performed by the responder that answered for it.
  private func suggestedActions(for view: View) -> [MenuElement] {
    let words = SystemStrings(for: view)
    return StandardEditAction.menuOrder.compactMap { command in
      guard let target = Self.target(for: command, from: view, sender: self) else { return nil }
      return Action(
        title: command.title(in: words),
        identifier: Action.Identifier("com.apple.menu.standard-edit.\(command)")
      ) { [weak target] action in target?.perform(command, sender: action) }
    }
  }

  /// The responder along `responder`'s chain that performs `command`: the last one that says
  /// it can, before the chain stops saying so (each asks the next by default).
  private static func target(
    for command: StandardEditAction, from responder: Responder, sender: Any
  ) -> Responder? {
    var current: Responder? = responder
    while let candidate = current, candidate.canPerformAction(command, withSender: sender) {
      guard let next = candidate.next, next.canPerformAction(command, withSender: sender) else {
        return candidate
      }
      current = next
    }
    return nil
  }

  private func report(_ message: String) {
    if let warningHandler { return warningHandler(message) }
    if let window = view?.window { return window.warningHandler(message) }
    Window.reportWithoutWindow(message)
  }
}

extension EditMenuInteraction: EditMenuSource {
  var editMenuSourceView: View? { view }

  var editMenuTargetRect: CGRect { targetRect }

  /// The delegate's target rect for `configuration`, or the source point when it gives
  /// `CGRect.null` or a rect that is not finite (reported).
  private func askedTargetRect(for configuration: EditMenuConfiguration) -> CGRect {
    let point = CGRect(origin: configuration.sourcePoint, size: .zero)
    guard let delegate else { return point }
    let rect = delegate.editMenuInteraction(self, targetRectFor: configuration)
    guard !rect.isNull else { return point }
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
      rect.height.isFinite
    else {
      GeometryWarnings.report(
        "the edit menu's target rect \(rect) is not finite; it points at the source point")
      return point
    }
    return rect.standardized
  }

  var editMenuArrowDirection: EditMenuArrowDirection { arrowDirection }

  var editMenuStillApplies: Bool { presented != nil }

  var editMenuSender: Any? { self }

  func keepsEditMenu(forPressOn view: View) -> Bool { false }

  func editMenuDidClose(_ menu: EditMenuView) {
    guard menu === menuView || menuView == nil, let configuration = presented else { return }
    presented = nil
    menuView = nil
    let animator = EditMenuTransitionAnimator(.disappearing)
    delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
    animator.start(with: menu)
  }
}
