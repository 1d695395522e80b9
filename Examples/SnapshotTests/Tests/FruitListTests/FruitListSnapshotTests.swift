// The article "Snapshot testing your tables"
// (Sources/TableKitTesting/TableKitTesting.docc/SnapshotTestingYourTables.md) shows this file.
import FruitList
import TableKit
import TableKitTesting
import Testing

/// Three snapshot tests of one's own table: at rest, an animation's frames as one sheet, and
/// after a scripted swipe. Record the goldens once with TABLEKIT_RECORD_SNAPSHOTS=missing and
/// look at them.
@MainActor
@Suite struct FruitListSnapshotTests {
  let snapshotter: Snapshotter
  let list = FruitListController()
  let size = CGSize(width: 320, height: 400)

  init() throws {
    snapshotter = try Snapshotter()
    list.loadViewIfNeeded()
  }

  @Test func atRest() throws {
    let driver = TableDriver(table: list.tableView, size: size)
    try snapshotter.assertSnapshot(of: driver.table, named: "at-rest", size: size)
  }

  @Test func aFadingInsert() throws {
    let driver = TableDriver(table: list.tableView, size: size)
    try snapshotter.assertSnapshots(
      of: driver.table, named: "fading-insert", size: size, clock: driver.clock,
      at: [0, 0.1, 0.2, 0.3]
    ) { list.addFirst("Cranberry") }
  }

  @Test func afterASwipe() throws {
    let driver = TableDriver(table: list.tableView, size: size)
    driver.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.25)
    driver.advance(by: 0.5)
    try snapshotter.assertSnapshot(of: driver.table, named: "after-a-swipe", size: size)
  }
}
