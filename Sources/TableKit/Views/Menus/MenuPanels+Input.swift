import Foundation

/// How open menu panels take input, the same in a button's menu and a row's context menu. A
/// press on the top panel highlights the item under it and the lift there activates it (a
/// finger may slide between items, also the finger whose long press opened the menu, and
/// lifting on a submenu's row opens it, as does resting on it while down); a press on a panel
/// under an open submenu closes the
/// submenus above that panel; a press outside every panel, a wheel or a right click dismiss.
/// The arrow keys move the highlight (the trailing arrow opens a submenu, the leading one
/// closes it), Space and Return activate, Escape closes a submenu, then the menu.
extension MenuPanels {
  /// What the menu's host does after the panels handled an event.
  enum Response: Equatable {
    /// Nothing changed.
    case unchanged
    /// The highlight or the open panels changed: draw again.
    case changed
    /// Close the whole menu without choosing anything.
    case dismiss
    /// Activate the top panel's row at this index (see `activate(item:)`).
    case activate(itemAt: Int)
    /// The event is not the menu's (text input).
    case unhandled
  }

  /// Handles an event while the menu is open.
  /// - Parameters:
  ///   - event: The event.
  ///   - layouts: The open panels' layouts, the root's first, in the event's coordinates.
  ///   - isRightToLeft: Whether the menu lays out right to left (which arrow opens a submenu).
  ///   - time: When the event happened, on the host's clock (for a finger resting on a
  ///     submenu's row; see `advance(to:)`).
  /// - Returns: What the host does.
  mutating func handle(
    _ event: InputEvent, layouts: [ContextMenuLayout], isRightToLeft: Bool, at time: TimeInterval
  ) -> Response {
    guard let top = layouts.last else { return .dismiss }
    func enabledItem(at location: CGPoint) -> Int? {
      guard let index = top.itemIndex(at: location), isEnabled(item: index) else { return nil }
      return index
    }
    switch event {
    case .pointerDown(let id, let location, _):
      if top.panelFrame.contains(location) {
        trackedPointer = id
        highlightedItem = enabledItem(at: location)
        noteFinger(onItem: highlightedItem, at: time)
      } else if let below = layouts.lastIndex(where: { $0.panelFrame.contains(location) }) {
        closeSubmenus(above: below)
      } else {
        return .dismiss
      }
    case .pointerMoved(let id, let location, _):
      guard trackedPointer == id else { return .unchanged }
      highlightedItem = enabledItem(at: location)
      noteFinger(onItem: highlightedItem, at: time)
    case .pointerUp(let id, let location, _):
      guard trackedPointer == id else { return .unchanged }
      trackedPointer = nil
      highlightedItem = nil
      noteFinger(onItem: nil, at: time)
      if let index = enabledItem(at: location) { return .activate(itemAt: index) }
    case .pointerCancelled(let id):
      guard trackedPointer == id else { return .unchanged }
      trackedPointer = nil
      highlightedItem = nil
      noteFinger(onItem: nil, at: time)
    case .secondaryClick, .wheel:
      return .dismiss
    case .key(let key, _):
      return handleKey(key, layout: top, isRightToLeft: isRightToLeft)
    case .text, .composition:
      return .unhandled
    }
    return .changed
  }

  private mutating func handleKey(
    _ key: Key, layout: ContextMenuLayout, isRightToLeft: Bool
  ) -> Response {
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
      if let highlightedItem { return .activate(itemAt: highlightedItem) }
    case opens:
      if let highlightedItem, layout.items.indices.contains(highlightedItem),
        layout.items[highlightedItem].entry.kind == .submenu
      {
        return .activate(itemAt: highlightedItem)
      }
    case closes:
      closeSubmenu()
    case .escape, .back:
      guard levels.count > 1 else { return .dismiss }
      closeSubmenu()
    default:
      return .unchanged
    }
    return .changed
  }
}
