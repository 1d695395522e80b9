import Foundation

extension TableViewDiffableDataSource {
  /// Shows `snapshot` through one batch of the table (see `apply(_:animatingDifferences:)`).
  ///
  /// 1. The operations the snapshot refused are reported.
  /// 2. The difference from the current snapshot is worked out (`SnapshotDifference`).
  /// 3. Inside one batch, the data source switches to the new snapshot and names every change,
  ///    so that the table validates the batch against the new counts.
  /// 4. After the batch, reconfigured items get fresh content in their cells.
  func show(_ snapshot: Snapshot, animated: Bool, completion: (() -> Void)?) {
    report(snapshot.errors)
    let new = snapshot.withoutMarks
    guard let table, table.dataSource === self else {
      // Nothing shows this data source: it only keeps the snapshot.
      table?.warningHandler(
        "apply(_:animatingDifferences:completion:): the table's dataSource is another object; "
          + "the snapshot is kept but the table does not change")
      current = new
      completion?()
      return
    }
    // While the table tells of a drop the snapshot does not have yet (an override of
    // `moveRowAt` that applies its own snapshot without `super`), the table already shows the
    // row at its new place: the difference starts from what the table shows, or the row would
    // move twice.
    var shown = current
    if let drop, !drop.isInSnapshot {
      Self.moveItem(in: &shown, from: drop.source, to: drop.destination)
    }
    drop?.isInSnapshot = true
    let difference = SnapshotDifference(from: shown, to: snapshot)
    // A snapshot that only confirms the drop leaves the dropped row to settle undisturbed.
    if drop != nil, difference.isBatchEmpty, difference.reconfiguredRows.isEmpty {
      current = new
      completion?()
      return
    }
    let animation = animated ? defaultRowAnimation : .none
    let changes = {
      self.current = new
      table.deleteSections(difference.deletedSections, with: animation)
      table.insertSections(difference.insertedSections, with: animation)
      for move in difference.movedSections { table.moveSection(move.from, toSection: move.to) }
      table.reloadSections(difference.reloadedSections, with: animation)
      table.deleteRows(at: difference.deletedRows, with: animation)
      table.insertRows(at: difference.insertedRows, with: animation)
      for move in difference.movedRows { table.moveRow(at: move.from, to: move.to) }
      table.reloadRows(at: difference.reloadedRows, with: animation)
    }
    if animated {
      table.performBatchUpdates(changes) { _ in completion?() }
    } else {
      table.performBatchUpdatesWithoutAnimation(changes)
    }
    if !difference.reconfiguredRows.isEmpty {
      table.reconfigureRows(at: difference.reconfiguredRows)
    }
    // Without animation the table is done already: no frame needs to pass.
    if !animated { completion?() }
  }

  /// Sends refused snapshot operations to the table's `warningHandler` (standard error without
  /// a table).
  func report(_ errors: [DiffableDataSourceError]) {
    for error in errors {
      if let table {
        table.warningHandler(error.description)
      } else {
        FileHandle.standardError.write(Data("TableKit warning: \(error)\n".utf8))
      }
    }
  }

  /// Moves the item the user dragged from one index path to another in `snapshot`; index paths
  /// outside it are ignored.
  static func moveItem(
    in snapshot: inout Snapshot, from source: IndexPath, to destination: IndexPath
  ) {
    guard let item = snapshot.item(at: source),
      snapshot.itemsBySection.indices.contains(destination.section)
    else { return }
    let rowsAfterRemoval =
      snapshot.itemsBySection[destination.section].count
      - (destination.section == source.section ? 1 : 0)
    guard destination.row >= 0, destination.row <= rowsAfterRemoval else { return }
    snapshot.moveItem(item, to: destination)
  }
}
