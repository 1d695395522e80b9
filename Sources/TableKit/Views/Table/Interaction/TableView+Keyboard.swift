import Foundation

// MARK: - Keyboard

extension TableView {
  /// Adds a key command: pressing its key runs its action (see `KeyCommand`).
  /// - Parameter command: The command; a command already added is not added twice.
  public func addKeyCommand(_ command: KeyCommand) {
    guard !keyCommands.contains(where: { $0 === command }) else { return }
    keyCommands.append(command)
  }

  /// Removes a key command added with `addKeyCommand(_:)`.
  /// - Parameter command: The command.
  public func removeKeyCommand(_ command: KeyCommand) {
    keyCommands.removeAll { $0 === command }
  }

  /// A key press: a command that wants priority, else the table's own use of the key (focus,
  /// selection), else any other command of that key.
  func handleKeyCommandOrKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    let matching = keyCommands.filter { $0.matches(key, modifiers: modifiers) }
    if let command = matching.first(where: \.wantsPriorityOverSystemBehavior) {
      command.action(command)
      return true
    }
    if handleKey(key, modifiers: modifiers) { return true }
    guard let command = matching.first else { return false }
    command.action(command)
    return true
  }

  /// The table's own use of a key: focus and selection (see `KeyboardFocusInteraction`).
  private func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard allowsFocus, dataReader.totalRowCount > 0,
      let effects = KeyboardFocusInteraction.effects(for: key, table: self)
    else { return false }
    for effect in effects {
      switch effect {
      case .focus(let row, let scroll):
        rowState.focus(row)
        if scroll { scrollToRow(at: row, at: .none, animated: false) }
      case .selectFollowingFocus(let row):
        if selectionFollowsFocus, !multipleSelectionIsAllowed, userSelectionIsAllowed,
          indexPathForSelectedRow != row
        {
          userSelectRow(at: row)
        }
      case .select(let row):
        userSelectRow(at: row)
      case .scroll(let y):
        scroll(toY: y, animated: true, reportsScrolling: true)
      case .openContextMenu:
        return contextMenuKey()
      }
    }
    setNeedsLayout()
    return true
  }

  /// Gives up keyboard focus; with `remembersLastFocusedIndexPath`, the next key press resumes
  /// at the same row.
  public func resignFocus() {
    rowState.focus(nil)
    setNeedsLayout()
  }
}

extension TableView: KeyboardFocusTableReading {
  var rememberedFocusRow: IndexPath? {
    guard remembersLastFocusedIndexPath, let last = rowState.lastFocusedIndexPath,
      isValidRow(last)
    else { return nil }
    return last
  }

  var firstVisibleRow: IndexPath? {
    layout.rows(intersecting: unobscuredArea(forSection: nil)).firstIndexPath
  }

  func canFocusRow(at indexPath: IndexPath) -> Bool {
    dataReader.canFocusRow(at: indexPath)
  }

  func pageScroll(direction: Int) -> (offsetY: CGFloat, edgeRow: IndexPath?) {
    let sign = CGFloat(direction)
    let page = max(
      Metrics.rowHeight, frame.height - adjustedContentInset.vertical - Metrics.rowHeight)
    let target = clampedContentOffsetY(contentOffset.y + sign * page)
    let probeY =
      direction > 0
      ? target + frame.height - adjustedContentInset.bottom - 1
      : target + adjustedContentInset.top + 1
    return (target, layout.indexPathForRow(at: CGPoint(x: frame.width / 2, y: probeY)))
  }
}
