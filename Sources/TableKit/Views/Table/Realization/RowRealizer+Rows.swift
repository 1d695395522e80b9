import Foundation

/// Cells coming on and leaving the screen: which rows in a rect have cells, the data source's
/// cell for a row (reusing one made while measuring), and every way a cell's display ends.
extension RowRealizer {
  // MARK: - Realizing

  /// Gives each row in `rect` a cell and returns the cells on screen by row, for the host to
  /// place. Cells of rows that left go back to the reuse queue first (the delegate hearing
  /// `didEndDisplaying`), so that the rows that came in reuse them: the number of cells never
  /// exceeds the rows on screen plus the overscan, however far one frame scrolls. A leaving
  /// row the host keeps showing (dragged, or animating into view) keeps its cell; an incoming
  /// row is prepared by the host and announced with `willDisplay`.
  func realizeRows(in rect: CGRect, now: TimeInterval) -> [IndexPath: TableViewCell] {
    let rows = host.layout.rows(intersecting: rect)
    // Most passes find the rows of the last: a frame of an animation, the pass after a batch
    // realized its rows, a scroll within the rows on screen. Nothing comes or leaves then, and
    // the list is kept rather than rebuilt (three lookups a row and two dictionaries a pass).
    if let unchanged = store.visibleCellsIfListingExactly(rows) { return unchanged }
    var incoming: [IndexPath] = []
    var leaving = store.removeAllVisibleCells()
    var next: [IndexPath: TableViewCell] = [:]
    next.reserveCapacity(leaving.count + 8)
    for indexPath in rows {
      if let cell = leaving.removeValue(forKey: indexPath) {
        next[indexPath] = cell
      } else {
        incoming.append(indexPath)
      }
    }
    for (indexPath, cell) in leaving {
      if host.keepsShowing(leavingCell: cell, now: now) {
        next[indexPath] = cell
        continue
      }
      endDisplaying(cell, at: indexPath)
    }
    for indexPath in incoming {
      guard let cell = preparedCell(forRowAt: indexPath) else { continue }
      store.takeMeasuredCell(at: indexPath)
      host.prepareForDisplay(cell, at: indexPath, now: now)
      next[indexPath] = cell
      reader.willDisplay(cell, forRowAt: indexPath)
    }
    store.setVisibleCells(next)
    return next
  }

  /// The cell the data source gives for a row, reusing one already made while measuring.
  /// Callers pass only index paths within the data source's counts. The cell joins the host
  /// (drawn only once it is visible) so that it measures with the host's screen. While a dragged
  /// row has moved, the data source is asked with its own index paths.
  func preparedCell(forRowAt indexPath: IndexPath) -> TableViewCell? {
    if let cell = store.measuringCell(at: indexPath) { return cell }
    guard host.dataSourceCanBeAsked(about: indexPath) else { return nil }
    let dataIndexPath = reader.dataSourceIndexPath(forTable: indexPath)
    guard let cell = host.readingDataSource(.cell, { reader.cell(forDataRowAt: dataIndexPath) })
    else { return nil }
    adopt(cell, forRowAt: dataIndexPath)
    store.keepMeasuredCell(cell, at: indexPath)
    return cell
  }

  /// Makes a cell the data source gave for a row the host's, indented as the delegate says
  /// and as wide as a row.
  func adopt(_ cell: TableViewCell, forRowAt dataIndexPath: IndexPath) {
    if host.takeIn(cell) { store.noteAdopted(cell) }
    cell.indentationLevel = reader.indentationLevel(forDataRowAt: dataIndexPath)
    cell.frame.size.width = host.rowWidth
  }

  /// Queues the cells made for measuring that were not shown.
  func recycleMeasuredCells() { store.recycleMeasuredCells() }

  // MARK: - Ending display

  /// Ends the display of a cell that no longer shows the row it showed at `indexPath` (already
  /// off the screen's list): the delegate hears it, and the cell goes to its reuse queue.
  func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
    reader.didEndDisplaying(cell, forRowAt: indexPath)
    enqueue(cell)
  }

  /// Ends the display of the cells on screen whose rows lie outside `rect`, ahead of a jump
  /// there: the rows measured for the destination then reuse them, as UIKit's jump reuses the
  /// cells it leaves, rather than making a screenful of cells more. Cells the host keeps
  /// showing (animating, dragged, swiped open) stay.
  func endDisplayingRows(outside rect: CGRect, now: TimeInterval) {
    var remaining = store.removeAllVisibleCells()
    for (indexPath, cell) in remaining
    where !host.layout.rectForRow(at: indexPath).intersects(rect)
      && !host.keepsShowing(leavingCell: cell, now: now)
    {
      remaining[indexPath] = nil
      endDisplaying(cell, at: indexPath)
    }
    store.setVisibleCells(remaining)
  }

  /// Takes one row's cell off the screen and ends its display (its row was reconfigured with
  /// another cell).
  func unrealizeRow(at indexPath: IndexPath) {
    guard let cell = store.removeVisibleCell(at: indexPath) else { return }
    endDisplaying(cell, at: indexPath)
  }

  /// Takes every cell off the screen (a reload), ending each one's display, and forgets the
  /// cells made for measuring, which the reload took off the table.
  func unrealizeAllRows() {
    for (indexPath, cell) in store.removeAllVisibleCells() { endDisplaying(cell, at: indexPath) }
    store.discardMeasuredCells()
  }

  /// Rows and header or footer views an update's animation drew leaving have gone: the
  /// delegate hears that their display ended, and they go back to their reuse queues at full
  /// opacity.
  func endDisplaying(
    leavingRows rows: [DisappearingRow], headerFooters: [DisappearingHeaderFooter]
  ) {
    for row in rows {
      reader.didEndDisplaying(row.cell, forRowAt: row.oldIndexPath)
      row.cell.alpha = 1
      enqueue(row.cell)
    }
    for item in headerFooters {
      reader.didEndDisplaying(headerFooter: item.view, inSection: item.section, isHeader: item.isHeader)
      item.view.alpha = 1
      enqueue(item.view)
    }
  }
}
