import Foundation

extension TableView {
  /// Tells the prefetch data source about the rows one screen ahead of those with cells, in the
  /// direction the table last scrolled, and cancels the rows it was told about that fell behind
  /// without being shown.
  func updatePrefetching() {
    guard isPrefetchingEnabled, prefetchDataSource != nil, dataSource != nil else { return }
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
      dataReader.cancelPrefetching(forRowsAt: announcement.cancel)
    }
    if !announcement.prefetch.isEmpty {
      dataReader.prefetchRows(at: announcement.prefetch)
    }
  }

  /// Cancels every row announced to the prefetch data source: prefetching was switched off.
  func cancelAllPrefetching() {
    let cancelled = rowState.updatePrefetching { $0.cancelAll() }
    guard !cancelled.isEmpty else { return }
    dataReader.cancelPrefetching(forRowsAt: cancelled)
  }
}
