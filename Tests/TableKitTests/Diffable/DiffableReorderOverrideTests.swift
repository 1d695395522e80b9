import Foundation
import Testing

@testable import TableKit

/// Issue 13, item 3: a diffable data source whose subclass overrides `moveRowAt` and applies a
/// snapshot of its own without calling `super`, as Apple's sample does, ends with the table
/// matching its snapshot and the row moved once.
@MainActor
@Suite(.serialized) struct DiffableReorderOverrideTests {
  typealias Fixture = TableViewDiffableDataSourceTests.Fixture

  /// Apple's sample's reordering, ported: the dropped item goes before (or after) the item at
  /// the destination in a new snapshot, applied without animation; `super` is not called.
  final class SampleReorderingDataSource: TableViewDiffableDataSource<String, Int> {
    var moves = 0

    // As the sample does: rows the data source cannot edit stay out of editing, reorder
    // control included, as in UIKit.
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let sourceIdentifier = itemIdentifier(for: sourceIndexPath),
        sourceIndexPath != destinationIndexPath
      else { return }
      moves += 1
      let destinationIdentifier = itemIdentifier(for: destinationIndexPath)
      var snapshot = self.snapshot()
      if let destinationIdentifier,
        let sourceIndex = snapshot.indexOfItem(sourceIdentifier),
        let destinationIndex = snapshot.indexOfItem(destinationIdentifier)
      {
        let isAfter =
          destinationIndex > sourceIndex
          && snapshot.sectionIdentifier(containingItem: sourceIdentifier)
            == snapshot.sectionIdentifier(containingItem: destinationIdentifier)
        snapshot.deleteItems([sourceIdentifier])
        if isAfter {
          snapshot.insertItems([sourceIdentifier], afterItem: destinationIdentifier)
        } else {
          snapshot.insertItems([sourceIdentifier], beforeItem: destinationIdentifier)
        }
      } else if let section = sectionIdentifier(for: destinationIndexPath.section) {
        snapshot.deleteItems([sourceIdentifier])
        snapshot.appendItems([sourceIdentifier], toSection: section)
      }
      apply(snapshot, animatingDifferences: false)
    }
  }

  /// A table of items 1 to 4 fed by the sample's data source, in editing, after the user
  /// dragged item 1 down past two rows and dropped it.
  private func tableAfterTheSamplesReorder() -> (Fixture, SampleReorderingDataSource) {
    let fixture = Fixture()
    let sample = SampleReorderingDataSource(tableView: fixture.table) { tableView, _, item in
      let cell = Fixture.cell(in: tableView, text: "\(item) v0")
      cell.showsReorderControl = true
      return cell
    }
    fixture.dataSource = sample
    sample.apply(
      TableViewDiffableDataSourceTests.model([("A", [1, 2, 3, 4])]).snapshot,
      animatingDifferences: false)
    fixture.table.setEditing(true, animated: false)
    fixture.step(0.5)
    fixture.dragFirstRowByItsGrabber(by: 100)
    return (fixture, sample)
  }

  /// The titles of the rows on screen, top to bottom.
  private func titles(in fixture: Fixture) -> [String] {
    fixture.table.visibleCells.compactMap { $0.textLabel?.text }
  }

  @Test func anOverrideApplyingItsOwnSnapshotMovesTheRowOnce() {
    let (fixture, sample) = tableAfterTheSamplesReorder()
    #expect(sample.moves == 1)
    let items = sample.snapshot().itemIdentifiers
    #expect(items == [2, 3, 1, 4], "moved past two rows, once")
    #expect(titles(in: fixture) == items.map { "\($0) v0" })
    #expect(
      fixture.firstMismatch(with: TableViewDiffableDataSourceTests.model([("A", items)])) == nil)
  }

  @Test func aDeleteByIdentifierAfterTheOverriddenMoveRemovesTheRowOnScreen() {
    let (fixture, sample) = tableAfterTheSamplesReorder()
    var snapshot = sample.snapshot()
    snapshot.deleteItems([1])
    sample.apply(snapshot)
    fixture.step(0.5)
    #expect(sample.snapshot().itemIdentifiers == [2, 3, 4])
    #expect(titles(in: fixture) == ["2 v0", "3 v0", "4 v0"])
    #expect(
      fixture.firstMismatch(with: TableViewDiffableDataSourceTests.model([("A", [2, 3, 4])]))
        == nil)
  }
}
