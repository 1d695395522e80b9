import Foundation

/// Which rows a table has announced to its prefetch data source, and which to announce or cancel
/// as the rows ahead of the screen change: a value, fed the look-ahead of each layout pass.
struct RowPrefetcher: Equatable, Sendable {
  /// The direction the look-ahead extends: the way the table last scrolled.
  enum Direction: Equatable, Sendable {
    /// Toward the end of the table (the content moving up).
    case forward
    /// Toward the start of the table.
    case backward
  }

  /// What a layout pass tells the prefetch data source.
  struct Announcement: Equatable, Sendable {
    /// Rows newly ahead of the screen, nearest first.
    var prefetch: [IndexPath] = []
    /// Announced rows that left the look-ahead without being shown.
    var cancel: [IndexPath] = []
  }

  /// Rows announced and neither shown nor cancelled since.
  private(set) var announced: Set<IndexPath> = []
  /// Where the visible area started at the last pass, to tell the scroll's direction.
  private(set) var lastOffset: CGFloat?
  /// The direction of the look-ahead; forward until the table scrolls back.
  private(set) var direction = Direction.forward

  /// The content rect ahead of `realized` (the rows that have cells), one `extent` deep in
  /// the scroll's direction, after noting where the visible area now starts.
  /// - Parameters:
  ///   - realized: The content rect whose rows have cells.
  ///   - offset: The top of the visible area, in content coordinates.
  ///   - extent: How far ahead to look: a screen's height.
  mutating func lookAhead(beyond realized: CGRect, offset: CGFloat, extent: CGFloat) -> CGRect {
    if let lastOffset, offset != lastOffset {
      direction = offset > lastOffset ? .forward : .backward
    }
    lastOffset = offset
    let depth = max(0, extent)
    return direction == .forward
      ? CGRect(x: realized.minX, y: realized.maxY, width: realized.width, height: depth)
      : CGRect(x: realized.minX, y: realized.minY - depth, width: realized.width, height: depth)
  }

  /// Records the rows now ahead of the screen and those now shown, and says which rows to
  /// announce and which to cancel.
  /// - Parameters:
  ///   - ahead: The rows in the look-ahead, in content order (top to bottom).
  ///   - isShown: Whether a row has a cell now: it was delivered, and is neither announced
  ///     again nor cancelled.
  /// - Complexity: O(a + p) for a rows ahead and p announced.
  mutating func update(ahead: [IndexPath], isShown: (IndexPath) -> Bool) -> Announcement {
    var announcement = Announcement()
    let nearestFirst = direction == .forward ? ahead : ahead.reversed()
    let aheadSet = Set(nearestFirst)
    for indexPath in announced.sorted() where !aheadSet.contains(indexPath) {
      announced.remove(indexPath)
      if !isShown(indexPath) { announcement.cancel.append(indexPath) }
    }
    for indexPath in nearestFirst where !isShown(indexPath) {
      if announced.insert(indexPath).inserted { announcement.prefetch.append(indexPath) }
    }
    return announcement
  }

  /// Moves the announced rows through an update: rows that moved keep their announcement under
  /// their new index path; deleted and reloaded rows lose it (their data changed).
  mutating func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
    announced = Set(announced.compactMap(newIndexPath))
  }

  /// Forgets every announcement, for a reload or a new prefetch data source; the data source
  /// starts over and cancels nothing.
  mutating func reset() {
    announced.removeAll()
  }

  /// Forgets every announcement and says which to cancel: prefetching was switched off.
  mutating func cancelAll() -> [IndexPath] {
    defer { announced.removeAll() }
    return announced.sorted()
  }
}
