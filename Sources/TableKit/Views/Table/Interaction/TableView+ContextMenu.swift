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

  /// Shows a menu that opened: the content stops, the menu takes the table's mode, and the
  /// delegate hears `willDisplayContextMenu`.
  private func show(_ menu: ContextMenuInteraction) {
    simulation.stop(at: clock.now)
    interaction.showContextMenu(menu)
    setNeedsLayout()
    dataReader.willDisplayContextMenu(menu.presentation.configuration)
  }

  /// A long press fired on the press target: a row with a menu opens it, and the pressing finger
  /// then belongs to the menu (sliding onto an item and lifting chooses it).
  func contextMenuLongPress(at location: CGPoint) {
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
  /// scrolling, a reload or a batch update do.
  public func dismissContextMenu() {
    guard let menu = interaction.dismissContextMenu() else { return }
    setNeedsLayout()
    dataReader.willEndContextMenuInteraction(menu.presentation.configuration)
  }

  /// Chooses the item at `index`: a disabled one does nothing; an enabled one closes the menu,
  /// then runs its handler (which may delete the row, reload, or change the data source).
  func performContextMenuItem(at index: Int) {
    guard let presentation = interaction.contextMenu else { return }
    let actions = presentation.actions
    guard actions.indices.contains(index) else { return }
    let action = actions[index]
    guard !action.attributes.contains(.disabled) else { return }
    dismissContextMenu()
    action.handler(action)
  }

  // MARK: - Input while open

  /// Handles an event while a menu is open (see `ContextMenuInteraction.handle(_:layout:)`)
  /// and applies its effects.
  /// - Returns: Always true: the menu takes every event.
  func handleContextMenuEvent(_ event: InputEvent) -> Bool {
    guard var menu = interaction.contextMenuInteraction else { return false }
    let effects = menu.handle(event, layout: contextMenuLayout(for: menu.presentation))
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

  // MARK: - Geometry and drawing

  /// The layout of `presentation` in the table as it is now.
  func contextMenuLayout(for presentation: ContextMenuPresentation) -> ContextMenuLayout {
    let groups = ContextMenuLayout.entries(for: presentation.groups, images: screen.imageProvider)
    let anchor: ContextMenuLayout.Anchor
    switch presentation.placement {
    case .nextToRow:
      let row = layout.rectForRow(at: presentation.indexPath)
      anchor = .row(row.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y))
    case .atPoint(let point):
      anchor = .point(point)
    }
    return ContextMenuLayout(
      title: presentation.title, groups: groups, anchor: anchor,
      bounds: CGRect(origin: .zero, size: frame.size), isRightToLeft: isRightToLeft)
  }

  /// The layout of the open menu, if one is open (for tests and hosts that want to know where
  /// its items are), in view coordinates.
  public var contextMenuLayout: ContextMenuLayout? {
    interaction.contextMenu.map { contextMenuLayout(for: $0) }
  }

  /// Draws the open menu over everything, in view coordinates: a translucent black over the
  /// table, the row lifted above it (on its own background, with rounded corners and a soft
  /// shadow), then the panel. A menu opened at the pointer (a right click) is the panel alone,
  /// as iPadOS shows it: it opens where the pointer is, over the row, which a lifted row would
  /// not leave room for.
  func drawContextMenu(in list: inout DrawList) {
    guard let presentation = interaction.contextMenu else { return }
    let bounds = CGRect(origin: .zero, size: frame.size)
    if case .nextToRow = presentation.placement {
      list.fill(bounds, color: Color(white: 0, alpha: Metrics.contextMenuDimAlpha))
    }
    if case .nextToRow = presentation.placement,
      let cell = realizer.visibleCells[presentation.indexPath], !cell.isHidden
    {
      let rect = cell.frame.offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
      let radius = Metrics.contextMenuPreviewCornerRadius
      let background =
        [cell.backgroundColor, backgroundColor].compactMap { $0 }.first { $0.alpha > 0 } ?? .white
      // What the corners show: the row drawn in its place under the dimming.
      let dimmed = Color(
        red: background.red * (1 - Metrics.contextMenuDimAlpha),
        green: background.green * (1 - Metrics.contextMenuDimAlpha),
        blue: background.blue * (1 - Metrics.contextMenuDimAlpha))
      list.clipped(to: bounds) { list in
        list.append(
          .shadow(
            rect, cornerRadius: radius, blur: Metrics.liftedRowShadowBlur,
            Color(white: 0, alpha: Metrics.liftedRowShadowAlpha)))
        list.fillRoundedRect(rect, cornerRadius: radius, color: background.withAlphaComponent(1))
        list.translated(by: CGPoint(x: -contentOffset.x, y: -contentOffset.y)) {
          cell.render(into: &$0)
        }
        list.roundCorners(of: rect, cornerRadius: radius, corners: .allCorners, backdrop: dimmed)
      }
    }
    contextMenuLayout(for: presentation).draw(
      in: &list, highlightedItem: presentation.highlightedItem,
      textMeasurer: screen.textMeasurer, reducesTransparency: reducesTransparency)
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
