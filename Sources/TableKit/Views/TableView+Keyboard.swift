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

  private func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    let rowCount = dataReader.totalRowCount
    guard allowsFocus, rowCount > 0 else { return false }
    switch key {
    case .down:
      moveFocus(to: focusTarget(stepping: 1))
    case .up:
      moveFocus(to: focusTarget(stepping: -1))
    case .pageDown, .pageUp:
      let direction: CGFloat = key == .pageDown ? 1 : -1
      let page = max(
        Metrics.rowHeight, frame.height - adjustedContentInset.vertical - Metrics.rowHeight)
      let target = clampedContentOffsetY(contentOffset.y + direction * page)
      scroll(toY: target, animated: true, reportsScrolling: true)
      let probeY =
        direction > 0
        ? target + frame.height - adjustedContentInset.bottom - 1
        : target + adjustedContentInset.top + 1
      let probed = layout.indexPathForRow(at: CGPoint(x: frame.width / 2, y: probeY))
      if let row = focusableRow(from: probed, stepping: Int(direction))
        ?? focusTarget(stepping: Int(direction))
      {
        setFocus(row, scroll: false)
      }
    case .home:
      if let first = firstRow() { moveFocus(to: first) }
    case .end:
      if let last = lastRow() { moveFocus(to: last) }
    case .menu:
      return contextMenuKey()
    case .return, .space:
      guard let focused = indexPathForFocusedRow ?? initialFocus() else { return false }
      setFocus(focused, scroll: true)
      userSelectRow(at: focused)
    default:
      return false
    }
    setNeedsLayout()
    return true
  }

  /// Moves focus to `indexPath`, scrolls it into view, and (in single selection) selects it as
  /// the user would.
  private func moveFocus(to indexPath: IndexPath?) {
    guard let indexPath else { return }
    setFocus(indexPath, scroll: true)
    if selectionFollowsFocus, !multipleSelectionIsAllowed, userSelectionIsAllowed,
      indexPathForSelectedRow != indexPath
    {
      userSelectRow(at: indexPath)
    }
  }

  private func setFocus(_ indexPath: IndexPath, scroll: Bool) {
    rowState.focus(indexPath)
    if scroll { scrollToRow(at: indexPath, at: .none, animated: false) }
  }

  /// Gives up keyboard focus; with `remembersLastFocusedIndexPath`, the next key press resumes
  /// at the same row.
  public func resignFocus() {
    rowState.focus(nil)
    setNeedsLayout()
  }

  /// Where focus starts when a key arrives and no row has it: the remembered row (when asked
  /// to remember), else the selected row, else the first visible row, each only if it can
  /// have focus.
  private func initialFocus() -> IndexPath? {
    if remembersLastFocusedIndexPath, let last = rowState.lastFocusedIndexPath, isValidRow(last),
      canFocus(last)
    {
      return last
    }
    if let selected = indexPathForSelectedRow, canFocus(selected) { return selected }
    let firstVisible = layout.rows(intersecting: unobscuredArea(forSection: nil)).firstIndexPath
    return focusableRow(from: firstVisible, stepping: 1) ?? firstRow()
  }

  /// The row `step` rows after the focused one (across sections, passing over rows that cannot
  /// have focus), or the initial focus; the focused row itself at either end.
  private func focusTarget(stepping step: Int) -> IndexPath? {
    guard let current = indexPathForFocusedRow else { return initialFocus() }
    return focusableRow(from: neighbour(of: current, stepping: step), stepping: step) ?? current
  }

  /// Whether the delegate lets the row have focus.
  private func canFocus(_ indexPath: IndexPath) -> Bool {
    delegate?.tableView(self, canFocusRowAt: dataSourceIndexPath(forTable: indexPath)) ?? true
  }

  /// The first row that can have focus from `start` on (itself included), stepping by `step`
  /// across sections; nil past the end, or after a thousand rows that cannot (a bound on the
  /// delegate calls one key press makes).
  private func focusableRow(from start: IndexPath?, stepping step: Int) -> IndexPath? {
    var candidate = start
    var asked = 0
    while let row = candidate, asked < 1_000 {
      if canFocus(row) { return row }
      asked += 1
      candidate = neighbour(of: row, stepping: step)
    }
    return nil
  }

  /// The row after (`step` 1) or before (`step` -1) `indexPath`, across sections; nil at the
  /// ends.
  private func neighbour(of indexPath: IndexPath, stepping step: Int) -> IndexPath? {
    var section = indexPath.section
    var row = indexPath.row + step
    while section >= 0 && section < layout.numberOfSections {
      let count = layout.numberOfRows(inSection: section)
      if row >= 0 && row < count { return IndexPath(row: row, section: section) }
      section += step > 0 ? 1 : -1
      guard section >= 0 && section < layout.numberOfSections else { break }
      row = step > 0 ? 0 : layout.numberOfRows(inSection: section) - 1
    }
    return nil
  }

  /// The first row that can have focus.
  private func firstRow() -> IndexPath? {
    let first = (0..<layout.numberOfSections).first { layout.numberOfRows(inSection: $0) > 0 }
      .map { IndexPath(row: 0, section: $0) }
    return focusableRow(from: first, stepping: 1)
  }

  /// The last row that can have focus.
  private func lastRow() -> IndexPath? {
    let last = (0..<layout.numberOfSections).reversed().first {
      layout.numberOfRows(inSection: $0) > 0
    }.map { IndexPath(row: layout.numberOfRows(inSection: $0) - 1, section: $0) }
    return focusableRow(from: last, stepping: -1)
  }
}
