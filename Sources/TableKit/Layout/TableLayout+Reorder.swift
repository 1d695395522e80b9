import Foundation

extension TableLayout {
  /// Where a row that the user drags would land: the place, among the rows and the ends of
  /// every section (empty ones included), whose centre is nearest the dragged row's centre.
  ///
  /// The search walks from the row's place one neighbouring place at a time (the row above or
  /// below, or the end of the previous or start of the next section) while the next place's
  /// centre, with the row moved there, is no farther from `liftedMidY`, and takes the nearest.
  /// The places' centres grow with their order, so the walk ends at the nearest place. Because
  /// it compares places with the row moved into them, a row dragged half its height over a
  /// neighbour swaps with it, and swapping back takes as far again: rows never flicker between
  /// two places, whatever their heights.
  /// - Parameters:
  ///   - indexPath: Where the dragged row is in this layout.
  ///   - liftedMidY: The vertical centre of the dragged row, in content coordinates.
  /// - Returns: The index path after a move from `indexPath`; `indexPath` itself when the row
  ///   should stay, or when `indexPath` names no row.
  /// - Complexity: O(k (log s + log r)) for a walk of k places.
  public func reorderDestination(movingRowAt indexPath: IndexPath, liftedMidY: CGFloat)
    -> IndexPath
  {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections,
      indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return indexPath }
    func distance(to place: IndexPath) -> CGFloat? {
      var trial = self
      guard trial.moveRow(at: indexPath, to: place) else { return nil }
      return abs(trial.rectForRow(at: place).midY - liftedMidY)
    }
    var best = indexPath
    var bestDistance = abs(rectForRow(at: indexPath).midY - liftedMidY)
    for step in [1, -1] {
      // Places at the same height (the ends of empty sections) are walked through, but only a
      // nearer place is taken.
      var place = best
      while let next = neighbouringPlace(of: place, step: step, movingFrom: indexPath),
        let nextDistance = distance(to: next), nextDistance <= bestDistance
      {
        place = next
        if nextDistance < bestDistance {
          best = next
          bestDistance = nextDistance
        }
      }
      if best != indexPath { break }
    }
    return best
  }

  /// The place after (`step` 1) or before (`step` −1) `place`, for a row moving from `source`:
  /// the next row in the section, else the start of the next section (or the end of the
  /// previous one); nil past the first or last place.
  private func neighbouringPlace(of place: IndexPath, step: Int, movingFrom source: IndexPath)
    -> IndexPath?
  {
    // The last place in a section is after its last row; the section the row leaves holds
    // one row fewer.
    func lastPlace(_ section: Int) -> Int {
      numberOfRows(inSection: section) - (section == source.section ? 1 : 0)
    }
    if step > 0 {
      if place.row < lastPlace(place.section) {
        return IndexPath(row: place.row + 1, section: place.section)
      }
      let next = place.section + 1
      return next < numberOfSections ? IndexPath(row: 0, section: next) : nil
    }
    if place.row > 0 { return IndexPath(row: place.row - 1, section: place.section) }
    let previous = place.section - 1
    return previous >= 0 ? IndexPath(row: lastPlace(previous), section: previous) : nil
  }
}
