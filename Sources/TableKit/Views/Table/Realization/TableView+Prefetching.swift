import Foundation

extension TableView {
  /// Tells the prefetch data source about the rows ahead of those with cells (see
  /// `RowRealizer.prefetchAnnouncement(updating:)`).
  func updatePrefetching() {
    guard isPrefetchingEnabled, prefetchDataSource != nil, dataSource != nil else { return }
    let realizer = self.realizer
    let announcement = rowState.updatePrefetching { realizer.prefetchAnnouncement(updating: &$0) }
    realizer.announce(announcement)
  }

  /// Cancels every row announced to the prefetch data source: prefetching was switched off.
  func cancelAllPrefetching() {
    let cancelled = rowState.updatePrefetching { $0.cancelAll() }
    realizer.announce(RowPrefetcher.Announcement(cancel: cancelled))
  }
}
