import Foundation

extension TableView {
  /// Reads row heights again so that the batch animates their changes, as UIKit's
  /// `beginUpdates()`/`endUpdates()` pair does "to animate the change in the row heights
  /// without reloading the cell": the cells on screen are measured as they are, never asked
  /// for again.
  ///
  /// Every batch reads the rows in the realized rect again. An empty batch, the idiom for
  /// heights that changed, reads every height again as a reload would, unless rows have
  /// estimates: then rows off screen keep the heights they have until they are reloaded, so
  /// that the content under the viewer does not move by the estimates above it.
  func readHeightsAgain(after plan: UpdatePlan, all: Bool) {
    // The cells on screen still stand under the index paths before the update. They are lent
    // to the measuring, never given to it: measured cells go back to the reuse queues, and a
    // cell still on screen in a queue would be handed to another row and show its text.
    var shown: [IndexPath: TableViewCell] = [:]
    for (old, cell) in cellStore.visibleCellsByIndexPath {
      if let new = plan.newIndexPath(forOld: old) { shown[new] = cell }
    }
    // So are the header and footer views on screen, of sections that stay (not reloaded).
    let reloaded = Set(plan.reloadedSections.map(\.old))
    lendingHeaderFooterViewsForMeasuring(
      sectionNow: { reloaded.contains($0) ? nil : plan.newSection(forOld: $0) }
    ) {
      cellStore.lendingCellsForMeasuring(shown) { readHeights(all: all) }
    }
  }

  private func readHeights(all: Bool) {
    if all, !layout.hasEstimatedHeights {
      rebuildLayout()
      return
    }
    for indexPath in layout.rows(intersecting: realizedRect) {
      // A row still at its estimate (one just inserted) is measured by the next layout pass,
      // which keeps the content under the viewer in place as it does.
      guard let current = layout.heightValue(forRowAt: indexPath), !current.isEstimated else {
        continue
      }
      let height = exactHeight(forRowAt: indexPath)
      if current.height != height { layout.setHeight(height, forRowAt: indexPath) }
    }
  }
}
