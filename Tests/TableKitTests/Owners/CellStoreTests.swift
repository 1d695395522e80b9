import Foundation
import Testing

@testable import TableKit

/// `CellStore` alone: a cell is in one place at a time, and lookups by identity are kept.
@MainActor
@Suite struct CellStoreTests {
  private func cell(_ identifier: String? = "row") -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: identifier)
  }

  @Test func aCellOnScreenIsNeverQueued() {
    let store = CellStore()
    let shown = cell()
    store.setVisibleCells([IndexPath(row: 0, section: 0): shown])
    store.enqueue(shown)
    #expect(store.reusableCells["row"] == nil)
    #expect(store.dequeueCell(withIdentifier: "row") == nil)
    store.removeVisibleCell(at: IndexPath(row: 0, section: 0))
    store.enqueue(shown)
    #expect(store.dequeueCell(withIdentifier: "row") === shown)
  }

  @Test func visibleCellsAreFoundByIndexPathAndByIdentity() {
    let store = CellStore()
    let first = cell()
    let second = cell()
    store.setVisibleCells([IndexPath(row: 0, section: 0): first, IndexPath(row: 3, section: 1): second])
    #expect(store.indexPath(of: second) == IndexPath(row: 3, section: 1))
    #expect(store.visibleCell(at: IndexPath(row: 0, section: 0)) === first)
    #expect(store.isOnScreen(first))
    let taken = store.removeAllVisibleCells()
    #expect(taken.count == 2)
    #expect(store.indexPath(of: second) == nil)
    #expect(!store.isOnScreen(first))
  }

  @Test func queuesAreBoundedAndHoldEachCellOnce() {
    let store = CellStore()
    let repeated = cell()
    store.enqueue(repeated)
    store.enqueue(repeated)
    for _ in 0..<(CellStore.cellQueueLimit + 10) { store.enqueue(cell()) }
    #expect(store.reusableCells["row"]?.count == CellStore.cellQueueLimit)
    #expect(store.reusableCells["row"]?.filter { $0 === repeated }.count == 1)
    store.enqueue(cell(nil))
    #expect(store.reusableCells.count == 1)
  }

  /// A cell that counts its `prepareForReuse()` calls.
  final class CountingCell: TableViewCell {
    var preparations = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      preparations += 1
    }
  }

  @Test func dequeuingPreparesQueuedCellsAndMakesRegisteredOnes() {
    let store = CellStore()
    #expect(store.dequeueCell(withIdentifier: "plain") == nil)
    store.register(CountingCell.self, forCellReuseIdentifier: "plain")
    let made = store.dequeueCell(withIdentifier: "plain") as? CountingCell
    #expect(made?.reuseIdentifier == "plain")
    #expect(made?.preparations == 0)
    made.map(store.enqueue)
    let reused = store.dequeueCell(withIdentifier: "plain")
    #expect(reused === made)
    #expect(made?.preparations == 1)
  }

  @Test func aReconfiguringRowGetsItsOwnCellBackWithoutPreparingIt() {
    let store = CellStore()
    let own = cell()
    own.textLabel?.text = "kept"
    store.enqueue(cell())
    let given = store.reconfiguring(own) { store.dequeueCell(withIdentifier: "row") }
    #expect(given === own)
    #expect(own.textLabel?.text == "kept")
    // Only the first dequeue inside gets it; afterwards the queue serves again.
    #expect(store.dequeueCell(withIdentifier: "row") !== own)
  }

  @Test func cellsLentForMeasuringAreNeverRecycledByIt() {
    let store = CellStore()
    let shown = cell()
    let indexPath = IndexPath(row: 2, section: 0)
    store.setVisibleCells([indexPath: shown])
    store.lendingCellsForMeasuring([indexPath: shown]) {
      #expect(store.measuringCell(at: indexPath) === shown)
      store.recycleMeasuredCells()
      store.recycleMeasuredCell(at: indexPath)
    }
    #expect(store.measuringCell(at: indexPath) == nil)
    #expect(store.reusableCells["row"] == nil)
    let measured = cell()
    store.keepMeasuredCell(measured, at: IndexPath(row: 9, section: 0))
    store.recycleMeasuredCell(at: IndexPath(row: 9, section: 0))
    #expect(store.reusableCells["row"]?.first === measured)
  }

  // MARK: - Headers and footers

  private func header(_ identifier: String? = "header") -> TableViewHeaderFooterView {
    TableViewHeaderFooterView(reuseIdentifier: identifier)
  }

  @Test func aHeaderOnScreenIsNeverQueued() {
    let store = CellStore()
    let shown = header()
    store.setVisibleHeaders([2: shown])
    store.enqueue(shown)
    #expect(store.dequeueHeaderFooterView(withIdentifier: "header") == nil)
    store.setVisibleHeaders([:])
    store.enqueue(shown)
    #expect(store.dequeueHeaderFooterView(withIdentifier: "header") === shown)
    // A plain view has no identifier to be queued under: it is dropped.
    let plain = View(frame: .zero)
    store.enqueue(plain)
    #expect(store.dequeueHeaderFooterView(withIdentifier: "header") == nil)
  }

  @Test func aMeasuredHeaderWaitsForItsSectionThenIsShownOrRecycled() {
    let store = CellStore()
    let first = header()
    let second = header()
    let key = HeaderFooterKey(section: 0, isHeader: true)
    let other = HeaderFooterKey(section: 5, isHeader: true)
    store.keepMeasuredHeaderFooter(first, for: key)
    store.keepMeasuredHeaderFooter(second, for: other)
    #expect(store.measuringHeaderFooter(key) === first)
    #expect(store.takeMeasuredHeaderFooter(key) === first)
    #expect(store.measuringHeaderFooter(key) == nil)
    store.recycleMeasuredHeaderFooters { $0.section < 3 }
    #expect(store.measuredHeaderFooters.isEmpty)
    #expect(store.dequeueHeaderFooterView(withIdentifier: "header") === second)
  }

  @Test func measuredHeadersAreBoundedAndLentOnesComeFirst() {
    let store = CellStore()
    for section in 0..<(CellStore.measuredHeaderFooterLimit + 4) {
      store.keepMeasuredHeaderFooter(
        header(), for: HeaderFooterKey(section: section, isHeader: false))
    }
    #expect(store.measuredHeaderFooters.count == CellStore.measuredHeaderFooterLimit)
    #expect(store.dequeueHeaderFooterView(withIdentifier: "header") != nil, "the rest queued")
    let onScreen = header()
    let key = HeaderFooterKey(section: 0, isHeader: false)
    store.lendingHeaderFootersForMeasuring([key: onScreen]) {
      #expect(store.measuringHeaderFooter(key) === onScreen)
    }
    #expect(store.measuringHeaderFooter(key) !== onScreen)
  }
}
