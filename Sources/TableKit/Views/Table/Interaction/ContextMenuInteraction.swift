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
/// the menu (and telling the delegate), activating a row (opening or closing a submenu, or
/// running a chosen action's handler), opening another row's menu after a right click
/// elsewhere. Its panels are a button menu's (`MenuPanels`): a submenu opens its own panel over
/// its row, as iOS 17's do.
@MainActor
struct ContextMenuInteraction {
  /// What the table does after the menu handled an event, in order.
  enum Effect: Equatable {
    /// The menu changed (its highlight): draw it again.
    case redraw
    /// Close the menu without running any action.
    case dismiss
    /// Activate the top panel's row at this index across all groups: an action closes the
    /// menu, then its handler runs; a submenu's row opens it; an open submenu's header closes it.
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
  ///   when the delegate gives no configuration or a menu with nothing visible.
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
    // The delegate may have changed the table while it was asked: the row must still be there.
    guard let panels = MenuPanels(root: menu), !table.isShowingContextMenu, !table.needsReload,
      table.isValidRow(indexPath)
    else { return nil }
    return ContextMenuInteraction(
      presentation: ContextMenuPresentation(
        configuration: configuration, panels: panels, indexPath: indexPath, placement: placement))
  }

  /// The pressing finger of the long press that opened the menu stays down: sliding onto an
  /// item and lifting chooses it.
  mutating func track(pointer: Int?) {
    presentation.panels.trackedPointer = pointer
  }

  /// Opens the submenu a finger has rested on by `time` (see `MenuPanels.advance(to:)`).
  /// - Returns: Whether one opened.
  mutating func advance(to time: TimeInterval) -> Bool {
    presentation.panels.advance(to: time)
  }

  /// The menu starts to show at `time`, growing from its row or the pointer.
  mutating func beginOpening(at time: TimeInterval) {
    presentation.transition = .opening(at: time)
  }

  /// Does what the top panel's row `index` does (see `MenuPanels.activate(item:at:)`).
  mutating func activate(item index: Int, at time: TimeInterval) -> MenuPanels.Activation {
    presentation.panels.activate(item: index, at: time)
  }

  // MARK: - Events

  /// Handles an event while the menu is open; the menu takes every event, so the table neither
  /// scrolls nor selects.
  ///
  /// The panels take the pointers and keys (see `MenuPanels+Input.swift`): a press outside
  /// them, a wheel or Escape at the root close the menu, a lift on a row or Return activates
  /// it. The Menu key closes the menu too, and a right click outside the panels closes it and
  /// opens the menu of the row under it.
  /// - Parameters:
  ///   - event: The event.
  ///   - layouts: The open panels' layouts, the root's first, in view coordinates.
  ///   - isRightToLeft: Whether the table lays out right to left.
  ///   - time: When it happened, on the table's clock.
  /// - Returns: What the table does, in order.
  mutating func handle(
    _ event: InputEvent, layouts: [ContextMenuLayout], isRightToLeft: Bool = false,
    at time: TimeInterval = 0
  ) -> [Effect] {
    switch event {
    case .secondaryClick(let location):
      guard !layouts.contains(where: { $0.panelFrame.contains(location) }) else { return [] }
      return [.dismiss, .openMenu(atSecondaryClick: location)]
    case .key(.menu, _):
      return [.dismiss]
    default:
      break
    }
    switch presentation.panels.handle(
      event, layouts: layouts, isRightToLeft: isRightToLeft, at: time)
    {
    case .unchanged, .unhandled: return []
    case .changed: return [.redraw]
    case .dismiss: return [.dismiss]
    case .activate(let index): return [.redraw, .perform(itemAt: index)]
    }
  }
}
