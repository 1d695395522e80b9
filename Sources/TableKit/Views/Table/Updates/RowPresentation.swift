import Foundation

/// A row leaving the table while its animation runs: drawn behind the other rows until it ends.
struct DisappearingRow {
  let cell: TableViewCell
  let oldIndexPath: IndexPath
  var frame: PropertyAnimation<CGRect>
  var alpha: PropertyAnimation<CGFloat>
}

/// A section's header or footer view fading out after its section was deleted.
struct DisappearingHeaderFooter {
  let view: View
  let section: Int
  let isHeader: Bool
  var alpha: PropertyAnimation<CGFloat>
}

/// Where a row on screen is drawn while it moves to its place after an update.
struct RowPresentation {
  var frame: PropertyAnimation<CGRect>
  var alpha: PropertyAnimation<CGFloat>
  /// Whether the row comes out from behind its neighbours (drawn before them).
  var drawsBehindNeighbours: Bool
}

/// What a running batch update needs to animate rows that come into view while it runs.
struct UpdateAnimationContext {
  let start: TimeInterval
  let end: TimeInterval
  let oldLayout: TableLayout
  let plan: UpdatePlan
  /// The animation of each inserted (or reloaded) row, by new index path.
  let insertions: [IndexPath: RowAnimation]
  /// The animation of the rows of each inserted (or reloaded) section, by new section.
  let sectionInsertions: [Int: RowAnimation]
  /// The space above each header view (the table's `sectionHeaderTopPadding`, made usable), so
  /// that a header's old place is where its view was drawn, below the padding.
  var headerTopPadding: CGFloat = 0
  /// Whether headers float (a plain table).
  var headersFloat = true
  /// The new index paths of the reloaded rows, whose new cells follow the old ones in.
  var reloadedRows: Set<IndexPath> = []
  /// The new indexes of the reloaded sections.
  var reloadedSections: Set<Int> = []

  /// The animation a row that is new in this update comes in with, if it is new.
  func insertion(at indexPath: IndexPath) -> RowAnimation? {
    insertions[indexPath] ?? sectionInsertions[indexPath.section]
  }

  /// Whether the row at `indexPath` (new) is a reloaded one: a new cell replacing an old one.
  func isReload(at indexPath: IndexPath) -> Bool {
    reloadedRows.contains(indexPath) || reloadedSections.contains(indexPath.section)
  }
}
