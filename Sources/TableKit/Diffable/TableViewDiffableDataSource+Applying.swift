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
    let difference = SnapshotDifference(from: current, to: snapshot)
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

  /// Moves the item the user dragged from one index path to another in the current snapshot;
  /// index paths outside it are ignored.
  func moveItem(from source: IndexPath, to destination: IndexPath) {
    guard let item = current.item(at: source),
      current.itemsBySection.indices.contains(destination.section)
    else { return }
    let rowsAfterRemoval =
      current.itemsBySection[destination.section].count
      - (destination.section == source.section ? 1 : 0)
    guard destination.row >= 0, destination.row <= rowsAfterRemoval else { return }
    current.moveItem(item, to: destination)
  }
}
