import Foundation

/// How the edit menu takes input: a press on a command highlights it and the lift there
/// performs it (the menu closes first, as iOS's); a press on a chevron turns the page; Escape
/// closes the menu. Keys and text otherwise go on to the text.
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
      !actions[index].attributes.contains(.disabled)
    else { return nil }
    return .item(index)
  }

  /// Does what a lift on `part` does: turns the page, or closes the menu and performs the
  /// command (a screen reader's activation comes here too).
  func activate(_ part: EditMenuPart) {
    switch part {
    case .previousPage:
      page = max(0, page - 1)
    case .nextPage:
      page = min((layout?.pageCount ?? 1) - 1, page + 1)
    case .item(let index):
      let action = actions[index]
      let sender: Any = host ?? self
      close()
      action.perform(sender: sender)
    }
  }
}
