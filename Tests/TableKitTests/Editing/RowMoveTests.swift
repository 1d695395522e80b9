import Foundation
import Testing

@testable import TableKit

/// `RowMove` against an array-of-arrays model, for every move in small tables.
@Suite struct RowMoveTests {
  /// Every move in a table of sections with these row counts, checked against moving an element
  /// in a model of labelled rows.
  @Test(arguments: [[3], [2, 0, 3], [1, 1], [0, 4, 2]])
  func everyMoveMapsEveryRowAsAnArrayMoveDoes(_ counts: [Int]) {
    let model = counts.enumerated().map { section, count in
      (0..<count).map { IndexPath(row: $0, section: section) }
    }
    for (section, rows) in model.enumerated() {
      for row in rows.indices {
        let source = IndexPath(row: row, section: section)
        for target in counts.indices {
          let limit = counts[target] - (target == section ? 1 : 0)
          for destinationRow in 0...max(0, limit) where destinationRow <= limit {
            let destination = IndexPath(row: destinationRow, section: target)
            var moved = model
            let element = moved[section].remove(at: row)
            moved[target].insert(element, at: destinationRow)
            let move = RowMove(from: source, to: destination)
            for (newSection, newRows) in moved.enumerated() {
              for (newRow, old) in newRows.enumerated() {
                let new = IndexPath(row: newRow, section: newSection)
                #expect(move.newIndexPath(forOld: old) == new, "\(source)→\(destination): \(old)")
                #expect(move.oldIndexPath(forNew: new) == old, "\(source)→\(destination): \(new)")
              }
            }
          }
        }
      }
    }
  }

  @Test func aMoveWithinASectionShiftsTheRowsBetween() {
    let move = RowMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
    #expect(
      move.newIndexPath(forOld: IndexPath(row: 0, section: 0)) == IndexPath(row: 0, section: 0))
    #expect(
      move.newIndexPath(forOld: IndexPath(row: 2, section: 0)) == IndexPath(row: 1, section: 0))
    #expect(
      move.newIndexPath(forOld: IndexPath(row: 3, section: 0)) == IndexPath(row: 2, section: 0))
    #expect(
      move.newIndexPath(forOld: IndexPath(row: 4, section: 0)) == IndexPath(row: 4, section: 0))
  }
}
