import Foundation

extension TableView {
  // MARK: - Opening

  /// Whether a row's context menu is showing.
  public var isShowingContextMenu: Bool { contextMenu != nil }

  /// Opens the context menu of the row at `indexPath`, if the delegate gives one with visible
  /// actions.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - location: Where the interaction happened, in view coordinates; nil for the keyboard.
  ///   - placement: Where the menu opens.
  /// - Returns: Whether a menu opened.
  @discardableResult
  func openContextMenu(
    forRowAt indexPath: IndexPath, at location: CGPoint?,
    placement: ContextMenuPresentation.Placement
  ) -> Bool {
    guard contextMenu == nil, !isEditing, isValidRow(indexPath), let delegate else { return false }
    let point =
      location.map { CGPoint(x: $0.x + contentOffset.x, y: $0.y + contentOffset.y) }
      ?? CGPoint(x: layout.rectForRow(at: indexPath).midX, y: layout.rectForRow(at: indexPath).midY)
    guard
      let configuration = delegate.tableView(
        self, contextMenuConfigurationForRowAt: indexPath, point: point),
      let menu = configuration.actionProvider?([])
    else { return false }
    let groups = menu.actionGroups
    // The delegate may have changed the table while it was asked: the row must still be there.
    guard !groups.isEmpty, contextMenu == nil, !needsReload, isValidRow(indexPath) else {
      return false
    }
    simulation.stop(at: clock.now)
    contextMenu = ContextMenuPresentation(
      configuration: configuration, groups: groups, title: menu.title, indexPath: indexPath,
      placement: placement)
    setNeedsLayout()
    let animator = ImmediateContextMenuAnimator()
    delegate.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    animator.finish()
    return true
  }

  /// A long press fired on the press target: a row with a menu opens it, and the pressing finger
  /// then belongs to the menu (sliding onto an item and lifting chooses it).
  func contextMenuLongPress(at location: CGPoint) {
    guard case .row(let indexPath) = pressTarget else { return }
    let pointer = gestureRecognizer.primaryPointerID
    guard openContextMenu(forRowAt: indexPath, at: location, placement: .nextToRow) else { return }
    unhighlightPressTarget()
    // The lifted row shows as it is at rest, without the highlight's fade.
    cellStore.visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
    pressTarget = nil
    gestureRecognizer.relinquishPrimaryPointer()
    contextMenu?.trackedPointer = pointer
  }

  /// A right click: the menu of the row under the pointer opens at once, at the pointer.
  func contextMenuSecondaryClick(at location: CGPoint) -> Bool {
    guard !gestureRecognizer.isTracking, sectionIndexPointer == nil,
      editingInteraction.reorder == nil
    else { return false }
    // As any click, a right click first closes an open Delete button or swipe actions.
    if editingInteraction.swipeEditedCell != nil {
      hideDeleteConfirmations(animated: true)
      return true
    }
    let indexPath: IndexPath
    switch target(at: location) {
    case .row(let row), .control(_, let row), .detailButton(let row): indexPath = row
    default: return false
    }
    rowState.focus(nil)
    return openContextMenu(forRowAt: indexPath, at: location, placement: .atPoint(location))
  }

  /// The Menu key: the focused row's menu opens next to it.
  func contextMenuKey() -> Bool {
    guard let focused = indexPathForFocusedRow else { return false }
    return openContextMenu(forRowAt: focused, at: nil, placement: .nextToRow)
  }

  // MARK: - Closing

  /// Closes the open context menu without running any action: what tapping outside it, Escape,
  /// scrolling, a reload or a batch update do.
  public func dismissContextMenu() {
    guard let presentation = contextMenu else { return }
    contextMenu = nil
    setNeedsLayout()
    let animator = ImmediateContextMenuAnimator()
    delegate?.tableView(
      self, willEndContextMenuInteraction: presentation.configuration, animator: animator)
    animator.finish()
  }

  /// Chooses the item at `index`: a disabled one does nothing; an enabled one closes the menu,
  /// then runs its handler (which may delete the row, reload, or change the data source).
  private func performContextMenuItem(at index: Int) {
    guard let presentation = contextMenu else { return }
    let actions = presentation.actions
    guard actions.indices.contains(index) else { return }
    let action = actions[index]
    guard !action.attributes.contains(.disabled) else { return }
    dismissContextMenu()
    action.handler(action)
  }

  // MARK: - Input while open

  /// Handles an event while a menu is open; the menu takes every event, so the table neither
  /// scrolls nor selects.
  ///
  /// A press outside the panel, a wheel, Escape or the Menu key close it. A pointer that goes
  /// down on the panel (or the long press's finger, still down) highlights the item under it;
  /// lifting it on an enabled item chooses that item. The arrow keys move the highlight through
  /// the enabled items, and Return or Space choose the highlighted one. A right click elsewhere
  /// closes the menu and opens the menu of the row under it.
  /// - Returns: Always true.
  func handleContextMenuEvent(_ event: InputEvent) -> Bool {
    guard var presentation = contextMenu else { return false }
    let menuLayout = contextMenuLayout(for: presentation)
    func enabledItem(at location: CGPoint) -> Int? {
      menuLayout.itemIndex(at: location).flatMap {
        menuLayout.items[$0].entry.isEnabled ? $0 : nil
      }
    }
    switch event {
    case .pointerDown(let id, let location, _):
      guard menuLayout.panelFrame.contains(location) else {
        dismissContextMenu()
        return true
      }
      presentation.trackedPointer = id
      presentation.highlightedItem = enabledItem(at: location)
    case .pointerMoved(let id, let location, _):
      guard id == presentation.trackedPointer else { return true }
      presentation.highlightedItem = enabledItem(at: location)
    case .pointerUp(let id, let location, _):
      guard id == presentation.trackedPointer else { return true }
      presentation.trackedPointer = nil
      presentation.highlightedItem = nil
      contextMenu = presentation
      setNeedsLayout()
      if let index = enabledItem(at: location) { performContextMenuItem(at: index) }
      return true
    case .pointerCancelled(let id):
      guard id == presentation.trackedPointer else { return true }
      presentation.trackedPointer = nil
      presentation.highlightedItem = nil
    case .secondaryClick(let location):
      guard !menuLayout.panelFrame.contains(location) else { return true }
      dismissContextMenu()
      _ = contextMenuSecondaryClick(at: location)
      return true
    case .wheel:
      dismissContextMenu()
      return true
    case .key(let key, _):
      switch key {
      case .escape, .menu:
        dismissContextMenu()
        return true
      case .down, .up:
        presentation.highlightedItem = ContextMenuLayout.steppedItem(
          from: presentation.highlightedItem, by: key == .down ? 1 : -1,
          enabled: menuLayout.items.map(\.entry.isEnabled))
      case .return, .space:
        if let index = presentation.highlightedItem {
          performContextMenuItem(at: index)
          return true
        }
      default:
        break
      }
    }
    contextMenu = presentation
    setNeedsLayout()
    return true
  }

  // MARK: - Geometry and drawing

  /// The layout of `presentation` in the table as it is now.
  func contextMenuLayout(for presentation: ContextMenuPresentation) -> ContextMenuLayout {
    let images = screen.imageProvider
    let groups = presentation.groups.map { group in
      group.map { action in
        ContextMenuLayout.Entry(
          title: action.title, image: action.image,
          imageSize: action.image.flatMap { images.size(ofImage: $0.name) },
          attributes: action.attributes, state: action.state)
      }
    }
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
    contextMenu.map { contextMenuLayout(for: $0) }
  }

  /// Draws the open menu over everything, in view coordinates: a translucent black over the
  /// table, the row lifted above it (on its own background, with rounded corners and a soft
  /// shadow), then the panel. A menu opened at the pointer (a right click) is the panel alone,
  /// as iPadOS shows it: it opens where the pointer is, over the row, which a lifted row would
  /// not leave room for.
  func drawContextMenu(in list: inout DrawList) {
    guard let presentation = contextMenu else { return }
    let bounds = CGRect(origin: .zero, size: frame.size)
    if case .nextToRow = presentation.placement {
      list.fill(bounds, color: Color(white: 0, alpha: Metrics.contextMenuDimAlpha))
    }
    if case .nextToRow = presentation.placement,
      let cell = cellStore.visibleCellsByIndexPath[presentation.indexPath], !cell.isHidden
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
      textMeasurer: screen.textMeasurer)
  }
}
