import Foundation

// Mutations for batch updates, in UIKit's conventions: deletions use index paths from before
// the update, insertions index paths from after it, and the table applies deletions before
// insertions. Invalid sections and index paths are skipped, never trapped on; each mutation
// returns whether everything it was given was applied, so the caller can resynchronize.

// MARK: - Sections

extension TableLayout {
  /// Inserts consecutive sections.
  /// - Parameters:
  ///   - specs: The new sections, in order.
  ///   - index: Where the first goes; `0...numberOfSections`.
  /// - Returns: false (and nothing changes) when `index` is out of range.
  /// - Complexity: O(log s + k) for k sections, plus their construction.
  @discardableResult
  public mutating func insertSections(_ specs: [SectionSpec], at index: Int) -> Bool {
    guard index >= 0, index <= numberOfSections else { return false }
    guard !specs.isEmpty else { return true }
    let inserted = specs.map(SectionLayout.init)
    sections.updateLeaf(containing: index) { elements, position, _ in
      elements.insert(contentsOf: inserted, at: position)
    }
    return true
  }

  /// Inserts sections at indexes of the table after the update, as `insertSections(_:with:)`.
  /// - Parameters:
  ///   - indexes: The new sections' indexes after the update.
  ///   - spec: The heights of a new section, given its index after the update.
  /// - Returns: Whether every index could be inserted (ascending, each at most the number of
  ///   sections at that point).
  /// - Complexity: O(k log s) for k sections, plus their construction.
  @discardableResult
  public mutating func insertSections(
    _ indexes: IndexSet, spec: (Int) -> SectionSpec
  ) -> Bool {
    var applied = true
    for index in indexes { applied = insertSections([spec(index)], at: index) && applied }
    return applied
  }

  /// Deletes sections, by their indexes before the update.
  /// - Returns: Whether every index was valid; valid ones are deleted regardless.
  /// - Complexity: O(k log s) for k sections.
  @discardableResult
  public mutating func deleteSections(_ indexes: IndexSet) -> Bool {
    var applied = true
    for index in indexes.reversed() {
      guard index < numberOfSections else {
        applied = false
        continue
      }
      sections.updateLeaf(containing: index) { elements, position, _ in
        elements.remove(at: position)
      }
    }
    return applied
  }

  /// Replaces a section, as `reloadSections(_:with:)` does.
  /// - Returns: false (and nothing changes) for an invalid section.
  /// - Complexity: O(log s), plus the construction of the spec.
  @discardableResult
  public mutating func replaceSection(_ section: Int, with spec: SectionSpec) -> Bool {
    updateSection(section) { $0 = SectionLayout(spec) } != nil
  }

  /// Moves a section, with its rows, from an index before the update to one after it.
  /// - Returns: false (and nothing changes) when either index is out of range.
  /// - Complexity: O(log s).
  @discardableResult
  public mutating func moveSection(_ section: Int, toSection newSection: Int) -> Bool {
    guard let moved = withSection(section, { section, _ in section }), newSection >= 0,
      newSection < numberOfSections
    else { return false }
    sections.updateLeaf(containing: section) { elements, position, _ in
      elements.remove(at: position)
    }
    sections.updateLeaf(containing: newSection) { elements, position, _ in
      elements.insert(moved, at: position)
    }
    return true
  }

  /// Changes the height of a section's header.
  /// - Returns: false for an invalid section.
  /// - Complexity: O(log s).
  @discardableResult
  public mutating func setHeaderHeight(_ height: HeightValue, inSection section: Int) -> Bool {
    let applied: Void? = updateSection(section) {
      $0.headerHeight = HeightQuantum.sanitized(Double(height.height))
      $0.headerIsEstimated = height.isEstimated
    }
    return applied != nil
  }

  /// Changes the height of a section's footer.
  /// - Returns: false for an invalid section.
  /// - Complexity: O(log s).
  @discardableResult
  public mutating func setFooterHeight(_ height: HeightValue, inSection section: Int) -> Bool {
    let applied: Void? = updateSection(section) {
      $0.footerHeight = HeightQuantum.sanitized(Double(height.height))
      $0.footerIsEstimated = height.isEstimated
    }
    return applied != nil
  }

  /// Runs `body` on a section in place and updates the sums above it; nil for an invalid
  /// section.
  @discardableResult
  mutating func updateSection<Result>(
    _ section: Int, _ body: (inout SectionLayout) -> Result
  ) -> Result? {
    guard section >= 0, section < numberOfSections else { return nil }
    return sections.updateElement(containing: section) { element, _ in body(&element) }
  }
}

// MARK: - Rows

extension TableLayout {
  /// Changes the height of a row.
  /// - Parameters:
  ///   - height: The new height, in points (sanitized).
  ///   - indexPath: The row.
  ///   - isEstimated: Whether the new height is an estimate.
  /// - Returns: false for an invalid index path.
  /// - Complexity: O(log s + log r).
  @discardableResult
  public mutating func setHeight(
    _ height: CGFloat, forRowAt indexPath: IndexPath, isEstimated: Bool = false
  ) -> Bool {
    guard indexPath.count == 2 else { return false }
    let row = indexPath.row
    // One descent: the row is checked against the section found.
    let applied = updateSection(indexPath.section) { section -> Bool in
      guard row >= 0, row < section.rows.count else { return false }
      section.rows.setHeight(Double(height), at: row, isEstimated: isEstimated)
      return true
    }
    return applied ?? false
  }

  /// Inserts rows at index paths of the table after the update.
  /// - Parameters:
  ///   - indexPaths: The new rows' index paths after the update; applied in ascending order.
  ///   - height: The height of a new row.
  /// - Returns: Whether every index path could be inserted; the others are.
  /// - Complexity: O(k (log s + log r)) for k rows.
  @discardableResult
  public mutating func insertRows(
    at indexPaths: [IndexPath], height: (IndexPath) -> HeightValue
  ) -> Bool {
    var applied = true
    for indexPath in indexPaths.sorted() {
      guard indexPath.count == 2 else {
        applied = false
        continue
      }
      let row = indexPath.row
      let inserted = updateSection(indexPath.section) { section -> Bool in
        guard row >= 0, row <= section.rows.count else { return false }
        let value = height(indexPath)
        section.rows.insert(Double(value.height), isEstimated: value.isEstimated, at: row)
        return true
      }
      applied = applied && inserted == true
    }
    return applied
  }

  /// Inserts rows of one height at index paths of the table after the update.
  /// - Returns: Whether every index path could be inserted.
  /// - Complexity: O(k (log s + log r)) for k rows.
  @discardableResult
  public mutating func insertRows(at indexPaths: [IndexPath], height: HeightValue) -> Bool {
    insertRows(at: indexPaths) { _ in height }
  }

  /// Inserts `count` consecutive rows of one height in a section, in O(log) time whatever the
  /// count.
  /// - Returns: false (and nothing changes) when the section or row is out of range.
  /// - Complexity: O(log s + log r).
  @discardableResult
  public mutating func insertRows(
    count: Int, height: HeightValue, at indexPath: IndexPath
  ) -> Bool {
    guard indexPath.count == 2, indexPath.row >= 0, count >= 0,
      indexPath.row <= numberOfRows(inSection: indexPath.section)
    else { return false }
    updateSection(indexPath.section) {
      $0.rows.insert(
        repeating: Double(height.height), count: count, isEstimated: height.isEstimated,
        at: indexPath.row)
    }
    return true
  }

  /// Deletes rows, by their index paths before the update.
  /// - Returns: Whether every index path was valid; valid ones are deleted regardless.
  /// - Complexity: O(k (log s + log r)) for k rows.
  @discardableResult
  public mutating func deleteRows(at indexPaths: [IndexPath]) -> Bool {
    var applied = true
    var previous: IndexPath?
    for indexPath in indexPaths.sorted(by: >) where indexPath != previous {
      previous = indexPath
      guard indexPath.count == 2 else {
        applied = false
        continue
      }
      let row = indexPath.row
      let removed = updateSection(indexPath.section) { section -> Bool in
        guard row >= 0, row < section.rows.count else { return false }
        section.rows.remove(at: row)
        return true
      }
      applied = applied && removed == true
    }
    return applied
  }

  /// Moves a row, with its height, from an index path before the update to one after it.
  /// - Returns: false (and nothing changes) when either index path is out of range.
  /// - Complexity: O(log s + log r).
  @discardableResult
  public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, newIndexPath.count == 2 else { return false }
    let (section, row) = (indexPath.section, indexPath.row)
    guard row >= 0, row < numberOfRows(inSection: section) else { return false }
    let sameSection = newIndexPath.section == section
    let limit = numberOfRows(inSection: newIndexPath.section) - (sameSection ? 1 : 0)
    guard newIndexPath.section >= 0, newIndexPath.section < numberOfSections,
      newIndexPath.row >= 0, newIndexPath.row <= limit
    else { return false }
    var height = 0.0
    var isEstimated = false
    updateSection(section) {
      isEstimated = $0.rows.isEstimated(at: row)
      height = $0.rows.remove(at: row)
    }
    updateSection(newIndexPath.section) {
      $0.rows.insert(height, isEstimated: isEstimated, at: newIndexPath.row)
    }
    return true
  }
}
