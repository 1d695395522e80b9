import Foundation
import Testing

@testable import TableKit

/// `PortedFruitSearch.swift` is what `scripts/port-uikit` makes of a UIKit list searched
/// through a `UISearchController` in its navigation item (the original is in
/// `UIKitOriginals/`), compiled without a TableKit-specific edit (issue 14). Typing filters it,
/// Cancel reaches its search bar delegate and brings every fruit back.
@MainActor
@Suite struct PortedFruitSearchTests {
  @MainActor struct Fixture {
    let clock = ManualClock(now: 50)
    let window: Window
    let list = FruitSearchViewController(style: .plain)
    let navigation: NavigationController

    init() {
      window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), clock: clock)
      navigation = NavigationController(rootViewController: list)
      navigation.navigationBar.prefersLargeTitles = true
      window.rootViewController = navigation
      list.tableView.clock = clock
      list.searchController.searchBar.searchTextField.clock = clock
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    func run(_ seconds: TimeInterval = 0.5) {
      for _ in 0..<Int(seconds * 60) {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    var rows: [String] {
      (0..<list.tableView.numberOfRows(inSection: 0)).compactMap {
        list.tableView(list.tableView, cellForRowAt: IndexPath(row: $0, section: 0)).textLabel?.text
      }
    }
  }

  @Test func typingFiltersTheFruitsAndCancelBringsThemBack() throws {
    let fixture = Fixture()
    let bar = fixture.list.searchController.searchBar
    #expect(bar.placeholder == "Search Fruits")
    #expect(fixture.rows.count == 8)
    // The bar shows under the large title (it does not hide when scrolling); a tap on it
    // reaches the field.
    let origin = bar.convert(bar.boundsOrigin, to: nil)
    let point = CGPoint(x: origin.x + 100, y: origin.y + bar.bounds.midY)
    let field = try #require(fixture.window.hitTest(point) as? TextField)
    let fieldOrigin = field.convert(field.boundsOrigin, to: nil)
    let local = CGPoint(x: point.x - fieldOrigin.x, y: point.y - fieldOrigin.y)
    field.handle(.pointerDown(id: 1, location: local, kind: .touch))
    field.handle(.pointerUp(id: 1, location: local, kind: .touch))
    #expect(fixture.list.searchController.isActive)
    field.handle(.text("A"))
    field.handle(.text("p"))
    #expect(fixture.rows == ["Apple", "Apricot", "Grape"])
    fixture.run()
    let cancel = CGPoint(x: bar.bounds.maxX - 24, y: bar.bounds.midY)
    bar.handle(.pointerDown(id: 2, location: cancel, kind: .touch))
    bar.handle(.pointerUp(id: 2, location: cancel, kind: .touch))
    #expect(fixture.list.cancelTaps == 1)
    #expect(!fixture.list.searchController.isActive)
    #expect(fixture.rows.count == 8)
  }

  @Test func theScriptStillPortsTheOriginalIntoTheCompiledFile() throws {
    let run = try runPortScript(
      original: "FruitSearchViewController.swift", ported: "PortedFruitSearch.swift")
    #expect(run.status == 0)
    #expect(run.output == run.compiled)
  }
}
