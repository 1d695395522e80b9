import Foundation

/// A button's menu, as iOS 14's: with `showsMenuAsPrimaryAction` a tap opens it under the
/// button (a pull-down menu); without it a long press does (`Button+MenuPress.swift`), the tap
/// running the primary action; with `changesSelectionAsPrimaryAction` the button is a pop-up
/// button: its menu opens over it (`ContextMenuLayout.Anchor.popUp`), its title is the chosen
/// item's, one item is always chosen (the first, unless one is already `.on`), and choosing
/// another moves the checkmark to it.
extension Button {
  /// Whether a tap opens the menu rather than running the primary action.
  var menuIsPrimaryAction: Bool {
    menu != nil && (showsMenuAsPrimaryAction || changesSelectionAsPrimaryAction)
  }

  /// Whether a tap flips `isSelected`: UIKit's toggle button, `changesSelectionAsPrimaryAction`
  /// without a menu (with one, the button is a pop-up button).
  var togglesSelection: Bool { changesSelectionAsPrimaryAction && menu == nil }

  /// The menu's visible actions, top to bottom.
  private var menuActions: [Action] { menu?.actionGroups.flatMap { $0 } ?? [] }

  /// A pop-up button's chosen item: its menu's first action that is `.on`.
  var chosenMenuAction: Action? { menuActions.first { $0.state == .on } }

  /// Whether the menu is open now.
  public var isMenuPresented: Bool { openMenu?.superview != nil }

  /// The menu or the pop-up setting changed: a pop-up button chooses an item if none is.
  func menuDidChange() {
    if changesSelectionAsPrimaryAction {
      let actions = menuActions
      if let chosen = actions.first(where: { $0.state == .on }) ?? actions.first {
        for action in actions { action.state = action === chosen ? .on : .off }
      }
    }
    contentDidChange()
  }

  /// Opens the menu under the button (over it for a pop-up button), in its window, as a tap
  /// does when the menu is the button's primary action (and a long press otherwise); sends
  /// `.menuActionTriggered` first.
  /// - Returns: Whether it opened: not for a menu with nothing to show, nor outside a window
  ///   (both reported).
  @discardableResult
  public func presentMenu() -> Bool {
    guard let shown = menu else { return false }
    // Handlers may change the menu as it is about to show, as UIKit lets them.
    if !shown.displayGroups.isEmpty, window != nil { sendActions(for: .menuActionTriggered) }
    guard let menu else { return false }
    let opened = ButtonMenuView.present(
      menu, from: self,
      anchor: { [weak self] view in self.map { $0.convert($0.bounds, to: view) } ?? .zero },
      report: { report($0) },
      choose: { [weak self] action in self?.chooseMenuAction(action) },
      didClose: { [weak self] view in if self?.openMenu === view { self?.openMenu = nil } },
      noun: "button", popsUp: changesSelectionAsPrimaryAction)
    guard let opened else { return false }
    openMenu = opened
    return true
  }

  /// Closes the open menu without choosing anything.
  public func dismissMenu() { openMenu?.close() }

  /// The user chose `action` in the open menu: a pop-up button marks it chosen, then its
  /// handler runs.
  func chooseMenuAction(_ action: Action) {
    if changesSelectionAsPrimaryAction {
      for other in menuActions { other.state = other === action ? .on : .off }
      contentDidChange()
    }
    action.perform(sender: self)
  }
}
