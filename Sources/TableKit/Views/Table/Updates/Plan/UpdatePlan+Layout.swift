import Foundation

extension UpdatePlan {
  /// Applies the update to the geometry of the table as it was before the update.
  ///
  /// Afterwards the layout equals one rebuilt from the data source after the update: sections
  /// and rows that stay keep their heights (moved ones included), and new sections and rows
  /// (reloaded ones included) are measured through the closures, which are asked only about
  /// index paths after the update, and only about new ones.
  ///
  /// The story, in UIKit's order:
  /// 1. the heights of moved rows are read where they are;
  /// 2. rows are deleted (deletions, reloads, move sources) by their old index paths;
  /// 3. moved sections are read, rows and all, and deleted with the deleted and reloaded ones;
  /// 4. sections are inserted in ascending new index: new ones measured, moved ones as read;
  /// 5. rows are inserted in ascending new index path: new ones measured, moved ones with
  ///    the heights read in step 1.
  ///
  /// - Parameters:
  ///   - layout: The layout before the update; it should have `rowCountsBefore`'s shape.
  ///   - sectionSpec: The heights of a new section (inserted or reloaded), given its index
  ///     after the update.
  ///   - rowHeight: The height of a new row (inserted or reloaded) in a section that stays,
  ///     given its index path after the update.
  /// - Returns: false when the layout did not have `rowCountsBefore`'s number of sections
  ///   (nothing changes) or a row or section was missing (the rest is applied): rebuild the
  ///   layout from the data source then.
  /// - Complexity: O(k (log s + log r)) for k sections and rows in the plan, plus the work of
  ///   the closures.
  @discardableResult
  public func apply(
    to layout: inout TableLayout, sectionSpec: (Int) -> SectionSpec,
    rowHeight: (IndexPath) -> HeightValue
  ) -> Bool {
    guard layout.numberOfSections == rowCountsBefore.count else { return false }
    var applied = true

    // 1. Moved rows' heights, by destination.
    var movedHeights: [IndexPath: HeightValue] = [:]
    for move in movedRows {
      guard let height = layout.heightValue(forRowAt: move.from) else {
        applied = false
        continue
      }
      movedHeights[move.to] = height
    }

    // 2. Row deletions, in old index paths of sections that are all still in place.
    applied = layout.deleteRows(at: deletedRows + movedRows.map(\.from)) && applied

    // 3. Moved sections, read with their remaining rows, then section deletions.
    var movedSpecs: [Int: SectionSpec] = [:]
    for move in movedSections {
      guard let spec = layout.sectionSpec(move.from) else {
        applied = false
        continue
      }
      movedSpecs[move.to] = spec
    }
    let removed = deletedSections.union(IndexSet(movedSections.map(\.from)))
    applied = layout.deleteSections(removed) && applied

    // 4. Section insertions, ascending, so each lands where it belongs.
    let arriving = insertedSections.union(IndexSet(movedSections.map(\.to)))
    for section in arriving {
      let spec = movedSpecs[section] ?? sectionSpec(section)
      applied = layout.insertSections([spec], at: section) && applied
    }

    // 5. Row insertions, ascending (`insertRows` sorts), in sections now in their new places.
    applied =
      layout.insertRows(at: insertedRows + movedRows.map(\.to)) { indexPath in
        movedHeights[indexPath] ?? rowHeight(indexPath)
      } && applied
    return applied
  }
}

extension TableLayout {
  /// The heights of a section, as a spec that rebuilds it; nil for an invalid section.
  /// - Complexity: O(log s); the row heights are shared, not copied.
  fileprivate func sectionSpec(_ section: Int) -> SectionSpec? {
    guard let header = headerHeight(inSection: section),
      let rows = rowHeights(inSection: section), let footer = footerHeight(inSection: section)
    else { return nil }
    return SectionSpec(headerHeight: header, rowHeights: rows, footerHeight: footer)
  }
}
