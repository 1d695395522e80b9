import Foundation

/// How an action sheet is laid out, as iOS 17 draws one at the bottom of a compact window: the
/// title, message and other actions in one rounded panel, the cancel action in a panel of its
/// own under it.
extension AlertLayoutBuilder {
  /// The action sheet laid out at the bottom of `bounds`, centred and at most
  /// `Metrics.actionSheetMaximumWidth` wide.
  func actionSheet(in bounds: CGRect) -> AlertLayout {
    let spacing = Metrics.actionSheetSpacing
    let width = max(0, min(Metrics.actionSheetMaximumWidth, bounds.width - 2 * spacing))
    let minX = (bounds.midX - width / 2).rounded()
    let rowHeight = buttonHeight(
      standard: Metrics.actionSheetButtonHeight, font: font(Metrics.actionSheetButtonFont))
    let titleInset = Metrics.alertTextInset
    var layout = AlertLayout(arrangement: .sheet)

    // 1. Cancel apart at the bottom.
    var bottom = bounds.maxY - spacing
    var cancelButton: AlertLayout.Button?
    var cancelPanel: AlertLayout.Panel?
    if let cancelIndex {
      let frame = CGRect(x: minX, y: bottom - rowHeight, width: width, height: rowHeight)
      cancelPanel = AlertLayout.Panel(
        frame: frame, color: Metrics.actionSheetCancelBackgroundColor)
      cancelButton = button(
        cancelIndex, frame: frame, panelIndex: 0, font: font(Metrics.actionSheetCancelFont),
        inset: titleInset)
      bottom = frame.minY - spacing
    }

    // 2. The group above it: the header, then a row per other action.
    let texts = headerTexts(
      titleFont: font(Metrics.actionSheetTitleFont),
      messageFont: font(Metrics.actionSheetMessageFont),
      color: .secondaryLabel)
    let (lines, linesBottom) = centredLines(
      texts, minX: minX + titleInset, width: width - 2 * titleInset,
      top: Metrics.actionSheetTextPadding, spacing: Metrics.actionSheetTitleMessageSpacing)
    let headerHeight = texts.isEmpty ? 0 : linesBottom + Metrics.actionSheetTextPadding
    let others = otherIndexes
    let actionsHeight = CGFloat(others.count) * rowHeight
    let room = max(0, bottom - bounds.minY - Metrics.alertScreenVerticalMargin)
    let (headerRoom, actionsRoom) = AlertLayout.allot(
      room: room, header: headerHeight, fixed: 0, actions: actionsHeight)
    let groupHeight = headerRoom + actionsRoom
    if groupHeight > 0 {
      let group = CGRect(x: minX, y: bottom - groupHeight, width: width, height: groupHeight)
      layout.panels.append(AlertLayout.Panel(frame: group, color: Metrics.alertBackgroundColor))
      layout.headerLines = lines.map { $0.moved(by: CGPoint(x: 0, y: group.minY)) }
      let top = group.minY + headerRoom
      if headerHeight > 0 {
        layout.scrollRegions.append(
          AlertLayout.ScrollRegion(
            part: .header, frame: CGRect(x: minX, y: group.minY, width: width, height: headerRoom),
            contentHeight: headerHeight))
      }
      if !others.isEmpty {
        layout.scrollRegions.append(
          AlertLayout.ScrollRegion(
            part: .actions, frame: CGRect(x: minX, y: top, width: width, height: actionsRoom),
            contentHeight: actionsHeight))
      }
      for (row, index) in others.enumerated() {
        let frame = CGRect(
          x: minX, y: top + CGFloat(row) * rowHeight, width: width, height: rowHeight)
        layout.buttons.append(
          button(
            index, frame: frame, panelIndex: 0, font: font(Metrics.actionSheetButtonFont),
            inset: titleInset))
        if frame.minY > group.minY {
          layout.hairlines.append(.above(frame, scrollsWithActions: frame.minY > top))
        }
      }
    }
    if var cancelButton, let cancelPanel {
      cancelButton.panelIndex = layout.panels.count
      cancelButton.scrollsWithActions = false
      layout.panels.append(cancelPanel)
      layout.buttons.append(cancelButton)
    }
    return layout
  }
}
