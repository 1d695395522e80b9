import Foundation
import Testing

@testable import TableKit

/// Escape, Alt+Left and the back key go back when there is something to pop, through the
/// responder chain: the table gets keys first and leaves these to the navigation container
/// (issue 12).
@MainActor
@Suite struct NavigationKeyTests {
  private func rowsTwoDeep() -> (NavigationHarness, RowsController) {
    let h = NavigationHarness(root: RowsController(title: "Root"))
    let rows = RowsController(title: "Rows")
    h.push(rows)
    h.settle()
    return (h, rows)
  }

  @Test(arguments: [
    (Key.escape, KeyModifiers()), (Key.left, KeyModifiers.alt), (Key.back, KeyModifiers()),
  ])
  func theBackKeysPop(key: Key, modifiers: KeyModifiers) {
    let (h, _) = rowsTwoDeep()
    #expect(h.press(key, modifiers))
    #expect(h.navigation.isTransitioning, "animated")
    h.settle()
    #expect(h.navigation.viewControllers.map(\.title) == ["Root"])
  }

  @Test func atTheRootTheBackKeysAreLeftToTheApplication() {
    let h = NavigationHarness(root: RowsController(title: "Root"))
    #expect(!h.press(.escape))
    #expect(!h.press(.back))
    #expect(!h.press(.left, .alt))
    #expect(h.navigation.viewControllers.count == 1)
  }

  @Test func otherKeysStillGoToTheTable() throws {
    let (h, rows) = rowsTwoDeep()
    #expect(h.press(.down))
    #expect(rows.tableView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
    // Left without Alt, and Escape with a modifier, are not back keys.
    #expect(!h.press(.left))
    #expect(!h.press(.escape, .shift))
    #expect(h.navigation.viewControllers.count == 2)
  }

  @Test func escapeAfterTappingARowStillPops() {
    let (h, rows) = rowsTwoDeep()
    h.tap(CGPoint(x: 160, y: 44 + 22))
    #expect(rows.selected == [IndexPath(row: 0, section: 0)])
    #expect(h.press(.escape))
    h.settle()
    #expect(h.navigation.viewControllers.count == 1)
  }

  @Test func escapeTwiceQuicklyGoesBackTwoScreensAndNoFurther() {
    let (h, _) = rowsTwoDeep()
    h.push(RowsController(title: "Third"))
    h.settle()
    #expect(h.press(.escape))
    h.run(for: 0.05)
    #expect(h.press(.escape), "finishes the first pop, then pops again")
    h.run(for: 0.05)
    #expect(!h.press(.escape), "only the root is left")
    h.settle()
    #expect(h.navigation.viewControllers.map(\.title) == ["Root"])
  }
}
