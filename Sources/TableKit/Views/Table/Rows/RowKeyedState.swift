import Foundation

/// What a table remembers about rows by their index paths: the selection, the keyboard focus
/// and the row that last had it, the highlight under the pointer, and the rows announced to the
/// prefetch data source. One `remap(_:)` moves all of it through a batch update or a reorder,
/// so that no part can be forgotten when rows move.
struct RowKeyedState: Sendable {
  /// The selected rows.
  private(set) var selectedIndexPaths: Set<IndexPath> = []
  /// The row with keyboard focus.
  private(set) var focusedIndexPath: IndexPath?
  /// The row that last had keyboard focus.
  private(set) var lastFocusedIndexPath: IndexPath?
  /// The row highlighted under the pointer.
  private(set) var highlightedIndexPath: IndexPath?
  /// The row the current press has highlighted at some point (the highlight may be over), so
  /// that a tap selects only a row it highlighted.
  private(set) var pressHighlightedRow: IndexPath?
  /// The rows announced to the prefetch data source.
  private(set) var prefetcher = RowPrefetcher()

  // MARK: - Selection

  /// Selects or deselects one row.
  /// - Complexity: O(1) on average.
  mutating func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected {
      selectedIndexPaths.insert(indexPath)
    } else {
      selectedIndexPaths.remove(indexPath)
    }
  }

  /// Whether a row is selected.
  /// - Complexity: O(1) on average.
  func isSelected(_ indexPath: IndexPath) -> Bool { selectedIndexPaths.contains(indexPath) }

  // MARK: - Focus

  /// Gives a row the keyboard focus (nil takes it away); the row is remembered as the last one
  /// focused.
  mutating func focus(_ indexPath: IndexPath?) {
    focusedIndexPath = indexPath
    if let indexPath { lastFocusedIndexPath = indexPath }
  }

  // MARK: - Highlight

  /// Highlights a row for the press under way.
  mutating func highlightForPress(_ indexPath: IndexPath) {
    highlightedIndexPath = indexPath
    pressHighlightedRow = indexPath
  }

  /// Ends the highlight; returns the row that had it.
  mutating func removeHighlight() -> IndexPath? {
    defer { highlightedIndexPath = nil }
    return highlightedIndexPath
  }

  /// A new press starts: it has highlighted nothing yet.
  mutating func beginPress() { pressHighlightedRow = nil }

  // MARK: - Prefetching

  /// Runs `body` on the prefetch announcements (see `RowPrefetcher`).
  mutating func updatePrefetching<Result>(_ body: (inout RowPrefetcher) -> Result) -> Result {
    body(&prefetcher)
  }

  // MARK: - Moving rows

  /// Moves everything through an update or a reorder: each row's selection, focus and
  /// announcement follows it to `newIndexPath(old)`, rows that map to nil (deleted or reloaded)
  /// lose them, and the highlight ends (the pointer no longer presses where it did).
  /// - Complexity: O(s + p) for s selected and p announced rows.
  mutating func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
    selectedIndexPaths = Set(selectedIndexPaths.compactMap(newIndexPath))
    focusedIndexPath = focusedIndexPath.flatMap(newIndexPath)
    lastFocusedIndexPath = lastFocusedIndexPath.flatMap(newIndexPath)
    highlightedIndexPath = nil
    prefetcher.remap(newIndexPath)
  }

  /// Forgets the selection and the announcements, for a reload (focus stays, as in UIKit).
  mutating func resetForReload() {
    selectedIndexPaths.removeAll()
    prefetcher.reset()
  }
}
