import Foundation

/// How an open button menu takes input: it takes every pointer while it shows, and its panels
/// handle them (see `MenuPanels+Input.swift`): a press outside every panel, a right click or a
/// wheel close the menu. A pointer lands where the menu is drawn, also while it grows in. A
/// closing menu, fading away, takes nothing: an item is chosen once.
extension ButtonMenuView: InputHandling {
  func handle(_ event: InputEvent) -> Bool {
    guard !isClosing else { return false }
    let now = window?.clock.now ?? 0
    switch panels.handle(event, layouts: drawnLayouts, isRightToLeft: isRightToLeft, at: now) {
    case .unchanged, .changed:
      break
    case .dismiss:
      close()
    case .activate(let index):
      activate(item: index)
    case .unhandled:
      return false
    }
    return true
  }
}
