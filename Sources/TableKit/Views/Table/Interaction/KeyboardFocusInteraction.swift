import Foundation

/// What keyboard focus reads of its table: the rows, which of them may have focus, where focus
/// starts, and where a page key lands.
@MainActor
protocol KeyboardFocusTableReading {
  /// The geometry of every section and row: which rows there are.
  var layout: TableLayout { get }
  /// The row with keyboard focus.
  var indexPathForFocusedRow: IndexPath? { get }
  /// The row that last had focus, when the table remembers it and it is still there.
  var rememberedFocusRow: IndexPath? { get }
  /// The selected row (the first, in multiple selection).
  var indexPathForSelectedRow: IndexPath? { get }
  /// The first row in the unobscured part of the table.
  var firstVisibleRow: IndexPath? { get }
  /// Whether the delegate lets a row have focus.
  func canFocusRow(at indexPath: IndexPath) -> Bool
  /// Where a page key scrolls (down for `direction` 1, up for -1), and the row that will then
  /// be at the far edge in that direction.
  func pageScroll(direction: Int) -> (offsetY: CGFloat, edgeRow: IndexPath?)
}

/// Keyboard focus through the rows: arrows, page keys, home and end, Return or Space to select,
/// and the Menu key. It decides where focus goes and returns what the table should do, the shape
/// `PointerGestureRecognizer` has; the table focuses, scrolls and selects.
@MainActor
enum KeyboardFocusInteraction {
  /// What the table does for a key, in order.
  enum Effect: Equatable {
    /// Give the row focus, scrolling it into view or not.
    case focus(IndexPath, scroll: Bool)
    /// Select the row as the user would, if the table's selection follows focus (single
    /// selection, `selectionFollowsFocus`) and it is not selected yet.
    case selectFollowingFocus(IndexPath)
    /// Select the row as the user would.
    case select(IndexPath)
    /// Scroll, animated, to this content offset.
    case scroll(toY: CGFloat)
    /// Open the focused row's context menu.
    case openContextMenu
  }

  /// The most rows one key press asks the delegate about, passing over rows that cannot have
  /// focus.
  static let maximumRowsAsked = 1_000

  /// What a key does to focus.
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - table: The table, read for its rows and focus.
  /// - Returns: The effects in order, or nil when the key is not focus's (the table leaves it
  ///   to its key commands).
  static func effects(for key: Key, table: some KeyboardFocusTableReading) -> [Effect]? {
    switch key {
    case .down:
      return moveFocus(to: focusTarget(stepping: 1, table: table))
    case .up:
      return moveFocus(to: focusTarget(stepping: -1, table: table))
    case .pageDown, .pageUp:
      let direction = key == .pageDown ? 1 : -1
      let page = table.pageScroll(direction: direction)
      var effects: [Effect] = [.scroll(toY: page.offsetY)]
      if let row = focusableRow(from: page.edgeRow, stepping: direction, table: table)
        ?? focusTarget(stepping: direction, table: table)
      {
        effects.append(.focus(row, scroll: false))
      }
      return effects
    case .home:
      return moveFocus(to: firstRow(table: table))
    case .end:
      return moveFocus(to: lastRow(table: table))
    case .menu:
      return [.openContextMenu]
    case .return, .space:
      guard let focused = table.indexPathForFocusedRow ?? initialFocus(table: table) else {
        return nil
      }
      return [.focus(focused, scroll: true), .select(focused)]
    default:
      return nil
    }
  }

  /// Focus moves to `indexPath`, scrolled into view, and the selection may follow.
  private static func moveFocus(to indexPath: IndexPath?) -> [Effect] {
    guard let indexPath else { return [] }
    return [.focus(indexPath, scroll: true), .selectFollowingFocus(indexPath)]
  }

  /// Where focus starts when a key arrives and no row has it: the remembered row (when asked
  /// to remember), else the selected row, else the first visible row, each only if it can
  /// have focus.
  static func initialFocus(table: some KeyboardFocusTableReading) -> IndexPath? {
    if let last = table.rememberedFocusRow, table.canFocusRow(at: last) { return last }
    if let selected = table.indexPathForSelectedRow, table.canFocusRow(at: selected) {
      return selected
    }
    return focusableRow(from: table.firstVisibleRow, stepping: 1, table: table)
      ?? firstRow(table: table)
  }

  /// The row `step` rows after the focused one (across sections, passing over rows that cannot
  /// have focus), or the initial focus; the focused row itself at either end.
  static func focusTarget(stepping step: Int, table: some KeyboardFocusTableReading)
    -> IndexPath?
  {
    guard let current = table.indexPathForFocusedRow else { return initialFocus(table: table) }
    return focusableRow(
      from: neighbour(of: current, stepping: step, in: table.layout), stepping: step,
      table: table) ?? current
  }

  /// The first row that can have focus from `start` on (itself included), stepping by `step`
  /// across sections; nil past the end, or after `maximumRowsAsked` rows that cannot.
  static func focusableRow(
    from start: IndexPath?, stepping step: Int, table: some KeyboardFocusTableReading
  ) -> IndexPath? {
    var candidate = start
    var asked = 0
    while let row = candidate, asked < maximumRowsAsked {
      if table.canFocusRow(at: row) { return row }
      asked += 1
      candidate = neighbour(of: row, stepping: step, in: table.layout)
    }
    return nil
  }

  /// The row after (`step` 1) or before (`step` -1) `indexPath`, across sections; nil at the
  /// ends.
  static func neighbour(of indexPath: IndexPath, stepping step: Int, in layout: TableLayout)
    -> IndexPath?
  {
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
  static func firstRow(table: some KeyboardFocusTableReading) -> IndexPath? {
    let layout = table.layout
    let first = (0..<layout.numberOfSections).first { layout.numberOfRows(inSection: $0) > 0 }
      .map { IndexPath(row: 0, section: $0) }
    return focusableRow(from: first, stepping: 1, table: table)
  }

  /// The last row that can have focus.
  static func lastRow(table: some KeyboardFocusTableReading) -> IndexPath? {
    let layout = table.layout
    let last = (0..<layout.numberOfSections).reversed().first {
      layout.numberOfRows(inSection: $0) > 0
    }.map { IndexPath(row: layout.numberOfRows(inSection: $0) - 1, section: $0) }
    return focusableRow(from: last, stepping: -1, table: table)
  }
}
