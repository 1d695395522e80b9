import FruitList
import TableKit
import TableKitTesting
import XCTest

/// The same one-line snapshot test in XCTest: a failure is reported at the line of the call,
/// as an `XCTAssert…` failure is. It compares with the golden the Swift Testing suite uses.
final class FruitListXCTests: XCTestCase {
  func testAtRest() throws {
    try MainActor.assumeIsolated {
      let list = FruitListController()
      list.loadViewIfNeeded()
      let size = CGSize(width: 320, height: 400)
      let driver = TableDriver(table: list.tableView, size: size)
      try Snapshotter().assertSnapshot(of: driver.table, named: "at-rest", size: size)
    }
  }
}
