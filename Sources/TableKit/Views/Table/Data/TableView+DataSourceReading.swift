import Foundation

extension TableView {
  /// Runs `body`, which asks the data source or delegate, as a reading: batches and reloads it
  /// asks for meanwhile wait until the outermost reading is over (see `ReentrantChanges`).
  func readingDataSource<Result>(
    _ reading: ReentrantChanges.Reading, _ body: () -> Result
  ) -> Result {
    transaction.beginReading(reading)
    defer { transaction.endReading() }
    return body()
  }

  /// Whether the data source may be asked about a row now: not while it is ahead of the table
  /// by a batch, and, while a reload waits, only inside its own counts.
  func dataSourceCanBeAsked(about indexPath: IndexPath) -> Bool {
    if transaction.hasNoDeferredChanges { return true }
    guard !transaction.blocksDataSourceReads, dataSource != nil else { return false }
    let dataIndexPath = dataSourceIndexPath(forTable: indexPath)
    guard dataIndexPath.section < dataReader.numberOfSections() else { return false }
    return dataIndexPath.row < dataReader.numberOfRows(inSection: dataIndexPath.section)
  }

  /// Applies the batches and reloads that waited for a reading to end: one batch from inside a
  /// cell request is committed and animates; anything else becomes one reload, since the
  /// readings it interrupted saw data from before and after it.
  func applyReentrantChanges() {
    guard !transaction.hasNoDeferredChanges, !transaction.isReadingDataSource else { return }
    let (batches, needsReload) = transaction.takeDeferredChanges()
    if !needsReload, batches.count == 1, let batch = batches.first {
      commit(batch)
      return
    }
    reloadData()
    for batch in batches { batch.completions.forEach { $0(true) } }
  }
}
