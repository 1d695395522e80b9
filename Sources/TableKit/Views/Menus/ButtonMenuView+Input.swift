import Foundation

/// How an open button menu takes input: it takes every pointer while it shows. A press on an
/// item highlights it and the lift there chooses it (a finger may slide between items, also the
/// finger whose long press opened the menu); a press on a panel under an open submenu closes the
/// submenu; a press outside every panel closes the menu. The arrow keys move the highlight (the
/// trailing arrow opens a submenu, the leading one closes it), Space and Return choose, Escape
/// closes a submenu, then the menu.
extension ButtonMenuView: InputHandling {
  func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, _):
      let layouts = layouts
      if layouts[layouts.count - 1].panelFrame.contains(location) {
        trackedPointer = id
        highlightedItem = enabledItem(at: location)
      } else if let below = layouts.lastIndex(where: { $0.panelFrame.contains(location) }) {
        closeSubmenus(above: below)
      } else {
        close()
      }
    case .pointerMoved(let id, let location, _):
      guard trackedPointer == id else { return true }
      highlightedItem = enabledItem(at: location)
    case .pointerUp(let id, let location, _):
      guard trackedPointer == id else { return true }
      trackedPointer = nil
      if let index = enabledItem(at: location) { activate(item: index) } else {
        highlightedItem = nil
      }
    case .pointerCancelled:
      trackedPointer = nil
      highlightedItem = nil
    case .secondaryClick, .wheel:
      close()
    case .key(let key, _):
      return handleKey(key)
    case .text, .composition:
      return false
    }
    return true
  }

  private func enabledItem(at location: CGPoint) -> Int? {
    guard let index = layout.itemIndex(at: location), isEnabled(item: index) else { return nil }
    return index
  }

  private func handleKey(_ key: Key) -> Bool {
    let layout = layout
    let enabled = layout.items.indices.map { isEnabled(item: $0) }
    let opens: Key = isRightToLeft ? .left : .right
    let closes: Key = isRightToLeft ? .right : .left
    switch key {
    case .down, .tab:
      highlightedItem = ContextMenuLayout.steppedItem(from: highlightedItem, by: 1, enabled: enabled)
    case .up:
      highlightedItem = ContextMenuLayout.steppedItem(
        from: highlightedItem, by: -1, enabled: enabled)
    case .return, .space:
      if let highlightedItem { activate(item: highlightedItem) }
    case opens:
      if let highlightedItem, layout.items[highlightedItem].entry.kind == .submenu {
        activate(item: highlightedItem)
      }
    case closes:
      closeSubmenu()
    case .escape, .back:
      if levels.count > 1 { closeSubmenu() } else { close() }
    default:
      return true
    }
    return true
  }
}
