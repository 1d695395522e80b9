import Foundation

/// The menus of a navigation bar's items (see `BarButtonItem+Menu.swift`): a tap opens the
/// menu of an item without a primary action; holding an item with both opens its menu under
/// the bar, the press no longer a tap.
extension NavigationBar {
  /// Opens the menu of an item held long enough; the bar's layout pass calls it with the
  /// window clock's time.
  func openMenuOfHeldItem() {
    guard let now = window?.clock.now, menuPress.isDue(at: now) else { return }
    guard let current = pressed, case .item(let item) = current.target, current.isInside,
      let menu = item.presentMenu(from: self, frame: { [weak self] in self?.frame(of: item) })
    else {
      menuPress.cancel()
      return
    }
    pressed = nil
    menuPress.hand(to: menu)
  }
}
