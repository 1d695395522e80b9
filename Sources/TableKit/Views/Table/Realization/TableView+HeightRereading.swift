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
  ///
  /// `uniformRowHeight` is the height every row has when all have the table's `rowHeight` (no
  /// delegate heights, no estimates, no cells sizing themselves): the rows on screen then take
  /// it without a cell lent or the delegate asked, which was about a tenth of the layout part
  /// of W0's update frames.
  func readHeightsAgain(after plan: UpdatePlan, all: Bool, uniformRowHeight: CGFloat? = nil) {
    if !all, let uniformRowHeight {
      let height = Double(uniformRowHeight)
      for indexPath in layout.rows(intersecting: realizedRect) {
        guard let current = layout.heightValue(forRowAt: indexPath), !current.isEstimated,
          current.height != height
        else { continue }
        layout.setHeight(uniformRowHeight, forRowAt: indexPath)
      }
      return
    }
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
