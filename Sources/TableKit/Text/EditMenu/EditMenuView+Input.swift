import Foundation

/// How the edit menu takes input: a press on a command highlights it and the lift there
/// performs it (the menu closes first, as iOS's), or pages into a nested menu's commands; a
/// press on a chevron turns the page (the leading one on a nested menu's first page goes back
/// out of it); Escape closes the menu. Keys and text otherwise go on to the text.
extension EditMenuView: InputHandling {
  func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let id, let location, _):
      trackedPointer = id
      highlighted = part(at: location)
    case .pointerMoved(let id, let location, _):
      guard trackedPointer == id else { return true }
      highlighted = part(at: location)
    case .pointerUp(let id, let location, _):
      guard trackedPointer == id else { return true }
      trackedPointer = nil
      let pressed = highlighted
      highlighted = nil
      if let pressed, pressed == part(at: location) { activate(pressed) }
    case .pointerCancelled:
      trackedPointer = nil
      highlighted = nil
    case .secondaryClick, .wheel:
      close()
      return false
    case .key(.escape, _):
      close()
    case .key, .text, .composition:
      return false
    }
    return true
  }

  /// The enabled part under `location`.
  private func part(at location: CGPoint) -> EditMenuPart? {
    guard let layout else { return nil }
    if let button = layout.previousPageButton, button.contains(location) { return .previousPage }
    if let button = layout.nextPageButton, button.contains(location) { return .nextPage }
    guard let index = layout.item(at: location),
      (entries[index] as? Action)?.attributes.contains(.disabled) != true
    else { return nil }
    return .item(index)
  }

  /// Does what a lift on `part` does: turns the page (or goes back out of a nested menu from
  /// its first page), pages into a nested menu, or closes the menu and performs the command (a
  /// screen reader's activation comes here too).
  func activate(_ part: EditMenuPart) {
    switch part {
    case .previousPage:
      if page == 0 { closeSubmenu() } else { page -= 1 }
    case .nextPage:
      page = min((layout?.pageCount ?? 1) - 1, page + 1)
    case .item(let index):
      let entries = entries
      guard entries.indices.contains(index) else { return }
      if let submenu = entries[index] as? Menu { return open(submenu) }
      guard let action = entries[index] as? Action else { return }
      let sender: Any = source.editMenuSender ?? self
      close()
      action.perform(sender: sender)
    }
  }
}
