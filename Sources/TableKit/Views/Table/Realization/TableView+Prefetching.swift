import Foundation

extension TableView {
  /// Tells the prefetch data source about the rows one screen ahead of those with cells, in the
  /// direction the table last scrolled, and cancels the rows it was told about that fell behind
  /// without being shown.
  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource, dataSource != nil else { return }
    let realized = realizedRect
    let viewport = viewport
    let lookAhead = rowState.updatePrefetching {
      $0.lookAhead(beyond: realized, offset: viewport.minY, extent: viewport.height)
    }
    let ahead = Array(layout.rows(intersecting: lookAhead))
    let cells = cellStore
    let announcement = rowState.updatePrefetching { prefetcher in
      prefetcher.update(ahead: ahead) { cells.visibleCell(at: $0) != nil }
    }
    if !announcement.cancel.isEmpty {
      prefetchDataSource.tableView(
        self, cancelPrefetchingForRowsAt: announcement.cancel.map(dataSourceIndexPath(forTable:)))
    }
    if !announcement.prefetch.isEmpty {
      prefetchDataSource.tableView(
        self, prefetchRowsAt: announcement.prefetch.map(dataSourceIndexPath(forTable:)))
    }
  }

  /// Cancels every row announced to the prefetch data source: prefetching was switched off.
  func cancelAllPrefetching() {
    let cancelled = rowState.updatePrefetching { $0.cancelAll() }
    guard !cancelled.isEmpty, let prefetchDataSource else { return }
    prefetchDataSource.tableView(
      self, cancelPrefetchingForRowsAt: cancelled.map(dataSourceIndexPath(forTable:)))
  }
}
