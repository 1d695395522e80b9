import Foundation

extension TableView {
  // MARK: - Opening

  /// Whether a row's context menu is showing.
  public var isShowingContextMenu: Bool { interaction.contextMenu != nil }

  /// Opens the context menu of the row at `indexPath`, if the delegate gives one with visible
  /// actions (see `ContextMenuInteraction.open(forRowAt:at:placement:table:)`).
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - location: Where the interaction happened, in view coordinates; nil for the keyboard.
  ///   - placement: Where the menu opens.
  /// - Returns: The menu that opened (not yet shown), or nil.
  private func openContextMenu(
    forRowAt indexPath: IndexPath, at location: CGPoint?,
    placement: ContextMenuPresentation.Placement
  ) -> ContextMenuInteraction? {
    ContextMenuInteraction.open(
      forRowAt: indexPath, at: location, placement: placement, table: self)
  }

  /// Shows a menu that opened: the content stops, the menu takes the table's mode and starts
  /// to grow in, and the delegate hears `willDisplayContextMenu`.
  private func show(_ menu: ContextMenuInteraction) {
    let now = clock.now
    simulation.stop(at: now)
    var menu = menu
    menu.beginOpening(at: now)
    interaction.showContextMenu(menu)
    setNeedsLayout()
    dataReader.willDisplayContextMenu(menu.presentation.configuration)
  }

  /// A long press fired on the press target: a button in a row whose menu opens on a long press
  /// opens it (as UIKit's button's own interaction wins over the row's); a row with a menu opens
  /// it. Either way the pressing finger then belongs to the menu (sliding onto an item and
  /// lifting chooses it).
  func contextMenuLongPress(at location: CGPoint) {
    if case .control(let control, _) = interaction.pressTarget, let button = control as? Button,
      button.longPressOpensMenu
    {
      let pressed = interaction.pressTarget
      guard button.openMenuForTableLongPress(pointer: interaction.recognizer.primaryPointerID)
      else { return }
      unhighlightPressTarget(pressed)
      interaction.handPressToControlMenu()
      return
    }
    guard case .row(let indexPath) = interaction.pressTarget else { return }
    guard let menu = openContextMenu(forRowAt: indexPath, at: location, placement: .nextToRow)
    else { return }
    show(menu)
    unhighlightPressTarget(.row(indexPath))
    // The lifted row shows as it is at rest, without the highlight's fade.
    realizer.visibleCells[indexPath]?.setHighlighted(false, animated: false)
  }

  /// A right click: the menu of the row under the pointer opens at once, at the pointer. Only
  /// from idle: not while a pointer is down on the table, the index or a dragged row.
  func contextMenuSecondaryClick(at location: CGPoint) -> Bool {
    guard interaction.isIdle, !gestureRecognizer.isTracking else { return false }
    // As any click, a right click first closes an open Delete button or swipe actions.
    if interaction.openRow?.cell != nil {
      hideDeleteConfirmations(animated: true)
      return true
    }
    let indexPath: IndexPath
    switch target(at: location) {
    case .row(let row), .control(_, let row), .detailButton(let row): indexPath = row
    default: return false
    }
    rowState.focus(nil)
    guard
      let menu = openContextMenu(forRowAt: indexPath, at: location, placement: .atPoint(location))
    else { return false }
    show(menu)
    return true
  }

  /// The Menu key: the focused row's menu opens next to it, when the table is idle.
  func contextMenuKey() -> Bool {
    guard interaction.isIdle, let focused = indexPathForFocusedRow,
      let menu = openContextMenu(forRowAt: focused, at: nil, placement: .nextToRow)
    else { return false }
    show(menu)
    return true
  }

  // MARK: - Closing

  /// Closes the open context menu without running any action: what tapping outside it, Escape,
  /// scrolling, a reload or a batch update do. It takes no more input and fades away.
  public func dismissContextMenu() {
    guard let presentation = interaction.contextMenu else { return }
    guard
      let menu = interaction.dismissContextMenu(
        at: clock.now, layouts: contextMenuLayouts(for: presentation),
        anchor: contextMenuAnchor(for: presentation),
        liftedCell: realizer.visibleCells[presentation.indexPath])
    else { return }
    setNeedsLayout()
    dataReader.willEndContextMenuInteraction(menu.presentation.configuration)
  }

  /// Activates the top panel's row at `index`: a disabled one does nothing; a submenu's row
  /// opens its panel and an open submenu's header closes it; an enabled action closes the menu,
  /// then runs its handler (which may delete the row, reload, or change the data source).
  func performContextMenuItem(at index: Int) {
    guard var menu = interaction.contextMenuInteraction else { return }
    let activation = menu.activate(item: index, at: clock.now)
    interaction.updateContextMenu(menu)
    setNeedsLayout()
    guard case .chose(let action) = activation else { return }
    dismissContextMenu()
    action.handler(action)
  }

  // MARK: - Input while open

  /// Handles an event while a menu is open (see `ContextMenuInteraction.handle(_:layout:)`)
  /// and applies its effects.
  /// - Returns: Always true: the menu takes every event.
  func handleContextMenuEvent(_ event: InputEvent) -> Bool {
    guard var menu = interaction.contextMenuInteraction else { return false }
    let effects = menu.handle(
      event, layouts: drawnContextMenuLayouts(for: menu.presentation), isRightToLeft: isRightToLeft,
      at: clock.now)
    interaction.updateContextMenu(menu)
    for effect in effects {
      switch effect {
      case .redraw: setNeedsLayout()
      case .dismiss: dismissContextMenu()
      case .perform(let index): performContextMenuItem(at: index)
      case .openMenu(let location): _ = contextMenuSecondaryClick(at: location)
      }
    }
    return true
  }

  /// Opens the submenu a finger has rested on in the open menu by `time`.
  func advanceContextMenu(to time: TimeInterval) {
    guard var menu = interaction.contextMenuInteraction, menu.advance(to: time) else { return }
    interaction.updateContextMenu(menu)
    setNeedsLayout()
  }

  // MARK: - Geometry and drawing

  /// What `presentation`'s root panel opens next to, in view coordinates.
  func contextMenuAnchor(for presentation: ContextMenuPresentation) -> ContextMenuLayout.Anchor {
    switch presentation.placement {
    case .nextToRow:
      let row = layout.rectForRow(at: presentation.indexPath)
      return .row(row.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y))
    case .atPoint(let point):
      return .point(point)
    }
  }

  /// The layouts of `presentation`'s open panels in the table as it is now, the root's first.
  func contextMenuLayouts(for presentation: ContextMenuPresentation) -> [ContextMenuLayout] {
    presentation.panels.layouts(
      anchor: contextMenuAnchor(for: presentation), bounds: CGRect(origin: .zero, size: frame.size),
      isRightToLeft: isRightToLeft, images: screen.imageProvider)
  }

  /// `presentation`'s panels where they show now, growing in or expanding: where pointers land
  /// on them.
  func drawnContextMenuLayouts(for presentation: ContextMenuPresentation) -> [ContextMenuLayout] {
    let layouts = contextMenuLayouts(for: presentation)
    guard let root = layouts.first else { return layouts }
    let origin = MenuTransition.growthOrigin(
      of: root.panelFrame, from: contextMenuAnchor(for: presentation))
    return presentation.panels.drawnLayouts(
      layouts, rootTransition: presentation.transition, rootOrigin: origin, at: clock.now)
  }

  /// The layout of `presentation`'s top panel (its root's, or its open submenu's).
  func contextMenuLayout(for presentation: ContextMenuPresentation) -> ContextMenuLayout {
    let layouts = contextMenuLayouts(for: presentation)
    return layouts[layouts.count - 1]
  }

  /// The layout of the open menu's top panel (the root's, or the open submenu's), if a menu is
  /// open (for tests and hosts that want to know where its items are), in view coordinates.
  public var contextMenuLayout: ContextMenuLayout? {
    interaction.contextMenu.map { contextMenuLayout(for: $0) }
  }
}

extension TableView: ContextMenuTableReading {
  func laidOutRectForRow(at indexPath: IndexPath) -> CGRect {
    layout.rectForRow(at: indexPath)
  }

  func contextMenuConfiguration(forRowAt indexPath: IndexPath, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    dataReader.contextMenuConfiguration(forRowAt: indexPath, point: point)
  }
}
