import Foundation

extension TableView {
  /// Draws the context menus over everything, in view coordinates: the one fading away after
  /// it closed, then the open one.
  func drawContextMenu(in list: inout DrawList) {
    let now = clock.now
    if let closing = interaction.closingContextMenu,
      !closing.presentation.transition.isGone(at: now)
    {
      drawContextMenu(
        closing.presentation, layouts: closing.layouts, anchor: closing.anchor,
        liftedCell: closing.liftedCell, at: now, in: &list)
    }
    if let presentation = interaction.contextMenu {
      drawContextMenu(
        presentation, layouts: contextMenuLayouts(for: presentation),
        anchor: contextMenuAnchor(for: presentation),
        liftedCell: realizer.visibleCells[presentation.indexPath], at: now, in: &list)
    }
  }

  /// Whether a context menu is opening, expanding a submenu or fading away.
  var contextMenuNeedsAnimationFrame: Bool {
    let now = clock.now
    if let closing = interaction.closingContextMenu,
      closing.presentation.transition.isMoving(at: now)
    {
      return true
    }
    guard let presentation = interaction.contextMenu else { return false }
    return presentation.transition.isMoving(at: now) || presentation.panels.isMoving(at: now)
  }

  /// Draws one menu as it shows at `time`: a translucent black over the table, the row lifted
  /// above it (on its own background, with rounded corners and a soft shadow), then the panels
  /// (an open submenu's over its parent's), the dimming and the lifted row fading in and the
  /// panels growing from the row as the menu opens, and the reverse as it closes. A menu opened
  /// at the pointer (a right click) is the panels alone, as iPadOS shows it: it opens where the
  /// pointer is, over the row, which a lifted row would not leave room for.
  private func drawContextMenu(
    _ presentation: ContextMenuPresentation, layouts: [ContextMenuLayout],
    anchor: ContextMenuLayout.Anchor, liftedCell: TableViewCell?, at time: TimeInterval,
    in list: inout DrawList
  ) {
    guard let root = layouts.first else { return }
    let transition = presentation.transition
    let opacity = transition.opacity(at: time)
    if case .nextToRow = presentation.placement {
      let bounds = CGRect(origin: .zero, size: frame.size)
      list.fill(bounds, color: Color(white: 0, alpha: Metrics.contextMenuDimAlpha * opacity))
      if let liftedCell, !liftedCell.isHidden {
        list.withAlpha(opacity) { drawLiftedRow(liftedCell, in: &$0) }
      }
    }
    let origin = MenuTransition.growthOrigin(of: root.panelFrame, from: anchor)
    transition.draw(in: &list, at: time, growingFrom: origin) { list in
      presentation.panels.draw(
        layouts, at: time, in: &list, textMeasurer: screen.textMeasurer,
        reducesTransparency: reducesTransparency)
    }
  }

  /// Draws `cell` lifted over the dimmed table where it stands: on its own background, with
  /// rounded corners and a soft shadow.
  private func drawLiftedRow(_ cell: TableViewCell, in list: inout DrawList) {
    let bounds = CGRect(origin: .zero, size: frame.size)
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
}
