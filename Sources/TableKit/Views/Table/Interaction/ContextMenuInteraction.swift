import Foundation

/// What a context menu reads of its table: the rows, where they are, and the delegate's menu.
@MainActor
protocol ContextMenuTableReading {
  /// Whether the table is in editing mode (no menus then).
  var isEditing: Bool { get }
  /// Whether a menu is open already.
  var isShowingContextMenu: Bool { get }
  /// Whether the data source changed and the table has not reloaded yet.
  var needsReload: Bool { get }
  /// The content offset, to turn view coordinates into content coordinates.
  var contentOffset: CGPoint { get }
  /// Whether a row is in the table's layout.
  func isValidRow(_ indexPath: IndexPath) -> Bool
  /// Where a row is, in content coordinates, as laid out.
  func laidOutRectForRow(at indexPath: IndexPath) -> CGRect
  /// The delegate's menu configuration for a row, asked about a point in content coordinates.
  func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
}

/// An open context menu and what the user does to it: it handles the events the menu takes and
/// returns what the table should do, the shape `PointerGestureRecognizer` has.
///
/// The table opens one with `open(forRowAt:at:placement:table:)`, holds it in its
/// `InteractionMode`, feeds it every event while it is open and applies the effects: closing
/// the menu (and telling the delegate), running a chosen item's handler, opening another row's
/// menu after a right click elsewhere.
@MainActor
struct ContextMenuInteraction {
  /// What the table does after the menu handled an event, in order.
  enum Effect: Equatable {
    /// The menu changed (its highlight): draw it again.
    case redraw
    /// Close the menu without running any action.
    case dismiss
    /// Choose the item at this index across all groups: close the menu, then run its handler.
    case perform(itemAt: Int)
    /// Open the menu of the row under this point (view coordinates), as a right click does.
    case openMenu(atSecondaryClick: CGPoint)
  }

  /// What the menu shows and the user's highlight and pointer in it.
  private(set) var presentation: ContextMenuPresentation

  /// A menu already asked of the delegate (tests build one this way).
  init(presentation: ContextMenuPresentation) {
    self.presentation = presentation
  }

  // MARK: - Opening

  /// The menu of the row at `indexPath`, if the delegate gives one with visible actions.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - location: Where the interaction happened, in view coordinates; nil for the keyboard.
  ///   - placement: Where the menu opens.
  ///   - table: The table, read for the row and the delegate's configuration.
  /// - Returns: The open menu, or nil: in editing mode, with a menu open already, for a row
  ///   that is not there (before or after the delegate was asked: it may change the table), or
  ///   when the delegate gives no configuration or a menu with no visible actions.
  static func open(
    forRowAt indexPath: IndexPath, at location: CGPoint?,
    placement: ContextMenuPresentation.Placement, table: some ContextMenuTableReading
  ) -> ContextMenuInteraction? {
    guard !table.isShowingContextMenu, !table.isEditing, table.isValidRow(indexPath) else {
      return nil
    }
    let offset = table.contentOffset
    let row = table.laidOutRectForRow(at: indexPath)
    let point =
      location.map { CGPoint(x: $0.x + offset.x, y: $0.y + offset.y) }
      ?? CGPoint(x: row.midX, y: row.midY)
    guard
      let configuration = table.contextMenuConfiguration(forRowAt: indexPath, point: point),
      let menu = configuration.actionProvider?([])
    else { return nil }
    let groups = menu.actionGroups
    // The delegate may have changed the table while it was asked: the row must still be there.
    guard !groups.isEmpty, !table.isShowingContextMenu, !table.needsReload,
      table.isValidRow(indexPath)
    else { return nil }
    return ContextMenuInteraction(
      presentation: ContextMenuPresentation(
        configuration: configuration, groups: groups, title: menu.title, indexPath: indexPath,
        placement: placement))
  }

  /// The pressing finger of the long press that opened the menu stays down: sliding onto an
  /// item and lifting chooses it.
  mutating func track(pointer: Int?) {
    presentation.trackedPointer = pointer
  }

  // MARK: - Events

  /// Handles an event while the menu is open; the menu takes every event, so the table neither
  /// scrolls nor selects.
  ///
  /// A press outside the panel, a wheel, Escape or the Menu key close it. A pointer that goes
  /// down on the panel (or the long press's finger, still down) highlights the item under it;
  /// lifting it on an enabled item chooses that item. The arrow keys move the highlight through
  /// the enabled items, and Return or Space choose the highlighted one. A right click elsewhere
  /// closes the menu and opens the menu of the row under it.
  /// - Parameters:
  ///   - event: The event.
  ///   - menuLayout: Where the menu's panel and items are, in view coordinates.
  /// - Returns: What the table does, in order.
  mutating func handle(_ event: InputEvent, layout menuLayout: ContextMenuLayout) -> [Effect] {
    func enabledItem(at location: CGPoint) -> Int? {
      menuLayout.itemIndex(at: location).flatMap {
        menuLayout.items[$0].entry.isEnabled ? $0 : nil
      }
    }
    switch event {
    case .pointerDown(let id, let location, _):
      guard menuLayout.panelFrame.contains(location) else { return [.dismiss] }
      presentation.trackedPointer = id
      presentation.highlightedItem = enabledItem(at: location)
    case .pointerMoved(let id, let location, _):
      guard id == presentation.trackedPointer else { return [] }
      presentation.highlightedItem = enabledItem(at: location)
    case .pointerUp(let id, let location, _):
      guard id == presentation.trackedPointer else { return [] }
      presentation.trackedPointer = nil
      presentation.highlightedItem = nil
      return [.redraw] + (enabledItem(at: location).map { [.perform(itemAt: $0)] } ?? [])
    case .pointerCancelled(let id):
      guard id == presentation.trackedPointer else { return [] }
      presentation.trackedPointer = nil
      presentation.highlightedItem = nil
    case .secondaryClick(let location):
      guard !menuLayout.panelFrame.contains(location) else { return [] }
      return [.dismiss, .openMenu(atSecondaryClick: location)]
    case .text, .composition:
      return []
    case .wheel:
      return [.dismiss]
    case .key(let key, _):
      switch key {
      case .escape, .menu:
        return [.dismiss]
      case .down, .up:
        presentation.highlightedItem = ContextMenuLayout.steppedItem(
          from: presentation.highlightedItem, by: key == .down ? 1 : -1,
          enabled: menuLayout.items.map(\.entry.isEnabled))
      case .return, .space:
        if let index = presentation.highlightedItem { return [.perform(itemAt: index)] }
      default:
        break
      }
    }
    return [.redraw]
  }
}
