import Foundation
import Testing
import UIKit

/// `UIKitNamed/GroceryListViewController.swift` is what `scripts/port-uikit` makes of the UIKit
/// grocery list keeping UIKit's names (only the required initializer, two selectors and `@objc`
/// changed): it loads, refreshes and collapses a section as its renamed port
/// (`PortedGroceryList.swift`, driven by PortedGroceryListTests) does (issue 28).
@MainActor
@Suite struct GroceryListTests {
  @Test func theListLoadsRefreshesAndCollapsesAsItsRenamedPortDoes() throws {
    let clock = ManualClock(now: 50)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let list = GroceryListViewController()
    window.rootViewController = UINavigationController(rootViewController: list)
    list.tableView.clock = clock
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(list.title == "Groceries")
    #expect(list.names(in: .produce) == ["Apples", "Carrots", "Lemons"])
    #expect(list.tableView.visibleCells.count == 5)
    list.refreshControl?.sendActions(for: .valueChanged)
    #expect(list.refreshCount == 1)
    let header = try #require(list.tableView(list.tableView, viewForHeaderInSection: 0))
    let tap = try #require(header.gestureRecognizers?.first as? UITapGestureRecognizer)
    list.headerTapped(tap)
    #expect(list.names(in: .produce).isEmpty)
    #expect(list.collapsed == [.produce])
  }
}
