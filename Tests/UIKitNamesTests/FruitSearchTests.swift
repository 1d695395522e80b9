import Foundation
import Testing
import UIKit

/// `UIKitNamed/FruitSearchViewController.swift`, a UIKit original, compiled unchanged: typed
/// text filters it and Cancel brings every fruit back, as its port (`PortedFruitSearch.swift` in
/// TableKitTests, which `PortedFruitSearchTests` drives the same way) does (issue 28).
@MainActor
@Suite struct FruitSearchTests {
  @Test func typingFiltersTheFruitsAndCancelBringsThemBack() throws {
    let clock = ManualClock(now: 50)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
    let list = FruitSearchViewController(style: .plain)
    window.rootViewController = UINavigationController(rootViewController: list)
    list.tableView.clock = clock
    list.searchController.searchBar.searchTextField.clock = clock
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    func rows() -> [String] {
      (0..<list.tableView.numberOfRows(inSection: 0)).compactMap {
        list.tableView(list.tableView, cellForRowAt: IndexPath(row: $0, section: 0)).textLabel?.text
      }
    }
    #expect(rows().count == 8)
    let bar = list.searchController.searchBar
    #expect(bar.placeholder == "Search Fruits")
    let origin = bar.convert(bar.boundsOrigin, to: nil)
    let point = CGPoint(x: origin.x + 100, y: origin.y + bar.bounds.midY)
    let field = try #require(window.hitTest(point) as? UITextField)
    let fieldOrigin = field.convert(field.boundsOrigin, to: nil)
    let local = CGPoint(x: point.x - fieldOrigin.x, y: point.y - fieldOrigin.y)
    field.handle(.pointerDown(id: 1, location: local, kind: .touch))
    field.handle(.pointerUp(id: 1, location: local, kind: .touch))
    #expect(list.searchController.isActive)
    field.handle(.text("A"))
    field.handle(.text("p"))
    #expect(rows() == ["Apple", "Apricot", "Grape"])
    for _ in 0..<30 {
      clock.advance(by: 1.0 / 60)
      window.layoutIfNeeded()
    }
    let cancel = CGPoint(x: bar.bounds.maxX - 24, y: bar.bounds.midY)
    bar.handle(.pointerDown(id: 2, location: cancel, kind: .touch))
    bar.handle(.pointerUp(id: 2, location: cancel, kind: .touch))
    #expect(list.cancelTaps == 1)
    #expect(!list.searchController.isActive)
    #expect(rows().count == 8)
  }
}
