import Foundation

extension TableView {
  /// What VoiceOver says after a page scroll, as iOS's tables do: "Rows 21 to 40 of 1,000"
  /// for the rows the bars leave uncovered, numbered across sections from 1 ("Row 3 of 3" for
  /// one row, "No rows" for none shown).
  /// - Complexity: O(s + log r) for s sections: counts come from the layout, never from rows.
  public var accessibilityScrollStatus: String {
    let numbering = AccessibilityRowNumbering(layout: layout)
    let total = numbering.totalRowCount
    let rows = layout.rows(intersecting: unobscuredArea(forSection: nil))
    guard let first = rows.firstIndexPath, let last = rows.lastIndexPath,
      let firstNumber = numbering.position(of: first),
      let lastNumber = numbering.position(of: last)
    else { return "No rows" }
    let format = GroupedDigits.string
    if firstNumber == lastNumber {
      return "Row \(format(firstNumber)) of \(format(total))"
    }
    return "Rows \(format(firstNumber)) to \(format(lastNumber)) of \(format(total))"
  }

  /// Scrolls a page for assistive technology and posts `.pageScrolled` with
  /// `accessibilityScrollStatus`.
  /// - Returns: Whether the table moved; false at the end it was asked to go past.
  func scrollAccessibilityPage(_ direction: AccessibilityScrollDirection) -> Bool {
    guard moveAccessibilityPage(direction) else { return false }
    screen.accessibility.post(notification: .pageScrolled, argument: accessibilityScrollStatus)
    return true
  }

  /// Scrolls the least that shows the row at `indexPath` whole, for a screen reader's focus
  /// moving onto it, and lays out its cell.
  /// - Returns: The row's cell, or nil for a row that does not exist.
  func scrollRowIntoViewForAccessibility(_ indexPath: IndexPath) -> TableViewCell? {
    guard indexPath.section < layout.numberOfSections,
      indexPath.row < layout.numberOfRows(inSection: indexPath.section)
    else { return nil }
    scrollToRow(at: indexPath, at: .none, animated: false)
    layoutIfNeeded()
    return cellForRow(at: indexPath)
  }
}
