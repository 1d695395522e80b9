import Foundation

extension ContextMenuLayout {
  /// The layout as drawn scaled by `scale` about `origin`: every frame moved and sized alike,
  /// so that a panel growing in (`MenuTransition`) is hit where it shows.
  func scaled(by scale: CGFloat, about origin: CGPoint) -> ContextMenuLayout {
    guard scale != 1 else { return self }
    func map(_ rect: CGRect) -> CGRect {
      CGRect(
        x: origin.x + (rect.minX - origin.x) * scale, y: origin.y + (rect.minY - origin.y) * scale,
        width: rect.width * scale, height: rect.height * scale)
    }
    return ContextMenuLayout(
      panelFrame: map(panelFrame), title: title, titleFrame: titleFrame.map(map),
      items: items.map {
        Item(
          entry: $0.entry, frame: map($0.frame), group: $0.group,
          isFirstInGroup: $0.isFirstInGroup)
      },
      groupGaps: groupGaps.map(map), showsStateColumn: showsStateColumn,
      isRightToLeft: isRightToLeft)
  }

  private init(
    panelFrame: CGRect, title: String, titleFrame: CGRect?, items: [Item], groupGaps: [CGRect],
    showsStateColumn: Bool, isRightToLeft: Bool
  ) {
    self.panelFrame = panelFrame
    self.title = title
    self.titleFrame = titleFrame
    self.items = items
    self.groupGaps = groupGaps
    self.showsStateColumn = showsStateColumn
    self.isRightToLeft = isRightToLeft
  }
}

extension MenuPanels {
  /// `layouts` (from `layouts(anchor:bounds:isRightToLeft:images:)`) where the panels show at
  /// `time`: the whole menu scaled by `rootTransition` about `rootOrigin` as it grows in, each
  /// submenu's panel also scaled about its row as it expands. A pointer is taken where the
  /// menu is drawn, as iOS lets a touch reach a menu while it grows.
  func drawnLayouts(
    _ layouts: [ContextMenuLayout], rootTransition: MenuTransition, rootOrigin: CGPoint,
    at time: TimeInterval
  ) -> [ContextMenuLayout] {
    let rootScale = rootTransition.scale(at: time)
    return layouts.enumerated().map { index, layout in
      var drawn = layout
      if levels.indices.contains(index), let row = levels[index].parentItem, index > 0,
        layouts[index - 1].items.indices.contains(row)
      {
        let origin = MenuTransition.growthOrigin(
          of: layout.panelFrame, from: .submenu(layouts[index - 1].items[row].frame))
        drawn = drawn.scaled(by: levels[index].transition.scale(at: time), about: origin)
      }
      return drawn.scaled(by: rootScale, about: rootOrigin)
    }
  }
}
