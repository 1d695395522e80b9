import Foundation

/// A table view, as `UITableView`: a list container whose elements are, in reading order, its
/// background view, table header, each section on screen (header, rows, footer), table footer,
/// its other subviews and the section index. Only rows on screen have cells, so only they are
/// read; their numbers come from the counts (`AccessibilityRowNumbering`). It scrolls by pages.
struct TableAccessibility: AccessibilityBehavior {
  let table: TableView

  var containerType: AccessibilityContainerType { .list }

  /// An open context menu is modal: only it is read, as on iOS.
  var viewIsModal: Bool { table.isShowingContextMenu }

  var elements: [Any]? {
    if let menu = table.contextMenuAccessibilityElements { return menu }
    var ordered: [View] = []
    if let background = table.backgroundView { ordered.append(background) }
    // The table header and footer only while on screen, as the rows.
    let shown = table.bounds
    if let header = table.tableHeaderView, header.frame.intersects(shown) { ordered.append(header) }
    for section in visibleSections {
      if let header = table.displayedHeaderView(forSection: section) { ordered.append(header) }
      ordered += table.visibleCells.filter { table.indexPath(for: $0)?.section == section }
      if let footer = table.displayedFooterView(forSection: section) { ordered.append(footer) }
    }
    if let footer = table.tableFooterView, footer.frame.intersects(shown) { ordered.append(footer) }
    // Views the app added itself (an empty-state label, a refresh control), not cells kept for
    // reuse or measuring and not the index, which reads last.
    let known = [table.backgroundView, table.tableHeaderView, table.tableFooterView]
    let listed = Set((ordered + known.compactMap { $0 }).map(ObjectIdentifier.init))
    for subview in table.subviews
    where !(subview is TableViewCell) && !(subview is SectionIndexView)
      && !(subview is TableViewHeaderFooterView) && !listed.contains(ObjectIdentifier(subview))
      && subview.frame.intersects(shown)
    {
      ordered.append(subview)
    }
    if table.isShowingSectionIndex { ordered.append(table.sectionIndexView) }
    return ordered
  }

  /// The sections with a row, header or footer on screen, in order.
  private var visibleSections: [Int] {
    var sections = Set((table.indexPathsForVisibleRows ?? []).map(\.section))
    sections.formUnion(table.realizer.visibleHeaders.keys)
    sections.formUnion(table.realizer.visibleFooters.keys)
    return sections.sorted()
  }

  func scroll(_ direction: AccessibilityScrollDirection) -> Bool {
    guard !table.isShowingContextMenu else { return false }
    return table.scrollAccessibilityPage(direction)
  }

  /// Escape closes an open context menu's submenu, or the menu at its root, as the key does.
  func performEscape() -> Bool {
    guard table.isShowingContextMenu else { return false }
    _ = table.handleContextMenuEvent(.key(.escape, modifiers: []))
    return true
  }
}
