import Foundation

/// Rows announced to the prefetch data source ahead of their cells, as UIKit's
/// `UITableViewDataSourcePrefetching`: the rows one screen beyond those with cells, in the
/// direction the table last scrolled, and the rows announced before that fell behind unshown.
extension RowRealizer {
  /// What to tell the prefetch data source after the realized rect moved: `prefetcher` (the
  /// host's record of the rows announced, which follows batches with the selection) learns the
  /// rows ahead and returns which to announce and which to cancel. The host tells them with
  /// `announce(_:)` once it has let go of `prefetcher`, since the prefetch data source may ask
  /// the table about its rows.
  func prefetchAnnouncement(updating prefetcher: inout RowPrefetcher)
    -> RowPrefetcher.Announcement
  {
    let viewport = host.viewport
    let lookAhead = prefetcher.lookAhead(
      beyond: host.realizedRect, offset: viewport.minY, extent: viewport.height)
    let ahead = Array(host.layout.rows(intersecting: lookAhead))
    return prefetcher.update(ahead: ahead) { store.visibleCell(at: $0) != nil }
  }

  /// Tells the prefetch data source, through the reader, which rows to stop loading and which
  /// to load.
  func announce(_ announcement: RowPrefetcher.Announcement) {
    if !announcement.cancel.isEmpty { reader.cancelPrefetching(forRowsAt: announcement.cancel) }
    if !announcement.prefetch.isEmpty { reader.prefetchRows(at: announcement.prefetch) }
  }
}
