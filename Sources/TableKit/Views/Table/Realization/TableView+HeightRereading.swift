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
    // The cells on screen still stand under the index paths before the update; so do the
    // header and footer views on screen, of sections that stay (not reloaded).
    let reloaded = Set(plan.reloadedSections.map(\.old))
    realizer.lendingHeaderFootersForMeasuring(
      sectionNow: { reloaded.contains($0) ? nil : plan.newSection(forOld: $0) }
    ) {
      realizer.lendingCellsForMeasuring(indexPathNow: plan.newIndexPath(forOld:)) {
        if all, !layout.hasEstimatedHeights {
          rebuildLayout()
          return
        }
        for (indexPath, height) in realizer.rereadHeights(ofRowsIn: realizedRect) {
          layout.setHeight(height, forRowAt: indexPath)
        }
      }
    }
  }
}
