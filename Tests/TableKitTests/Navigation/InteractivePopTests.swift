import Foundation
import Testing

@testable import TableKit

/// Popping by dragging from the leading edge, and what the edge strip leaves to the views under
/// it: taps select rows, vertical drags scroll (issue 12).
@MainActor
@Suite struct InteractivePopTests {
  let log = CallLog()

  /// A and B on the stack, B on top and settled, the log cleared.
  private func twoDeep(layoutDirection: LayoutDirection = .leftToRight) -> NavigationHarness {
    let h = NavigationHarness(
      root: LoggingController("A", log: log), layoutDirection: layoutDirection)
    h.push(LoggingController("B", log: log))
    h.settle()
    log.clear()
    return h
  }

  @Test func aDragPastHalfTheWidthPops() {
    let h = twoDeep()
    h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 120, y: 205), lift: false)
    #expect(log.entries == ["B.willMove(nil)", "B.willDisappear(moving)", "A.willAppear"])
    // The top view follows the finger from where the drag began (past the slop).
    let b = h.navigation.transition?.upper
    #expect(b?.title == "B")
    #expect(b.map { $0.view.frame.minX > 90 && $0.view.frame.minX < 120 } == true)
    // Resting, then moving on slowly and lifting past half the width.
    h.run(for: 0.1)
    for x in stride(from: 125, through: 200, by: 5) {
      h.run(for: 1.0 / 60)
      h.send(.pointerMoved(id: 1, location: CGPoint(x: CGFloat(x), y: 205), kind: .touch))
    }
    h.run(for: 0.1)
    h.send(.pointerUp(id: 1, location: CGPoint(x: 200, y: 205), kind: .touch))
    h.settle()
    #expect(
      Array(log.entries.dropFirst(3)) == [
        "B.didDisappear(moving)", "A.didAppear", "B.didMove(nil)",
      ])
    #expect(h.navigation.viewControllers.map(\.title) == ["A"])
  }

  @Test func aShortSlowDragSettlesBackAsUIKitsCancelledPop() {
    let h = twoDeep()
    h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 60, y: 200), lift: false)
    #expect(h.navigation.viewControllers.map(\.title) == ["A"], "popped while dragging")
    h.run(for: 0.1)
    h.send(.pointerUp(id: 1, location: CGPoint(x: 60, y: 200), kind: .touch))
    h.settle()
    #expect(
      log.calls(of: "A") == ["willAppear", "willDisappear", "didDisappear"])
    #expect(
      log.calls(of: "B") == [
        "willMove(nil)", "willDisappear(moving)", "willAppear", "didAppear", "didMove(nav)",
      ])
    #expect(h.navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(h.navigation.topViewController?.view.frame.minX == 0)
    #expect(h.navigation.topViewController?.isMovingFromParent == false)
    #expect(!h.navigation.isTransitioning)
  }

  @Test func aQuickFlickPopsEvenWhenShort() {
    let h = twoDeep()
    h.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 80, y: 200), steps: 4)
    #expect(h.navigation.transition?.completes == true)
    h.settle()
    #expect(h.navigation.viewControllers.map(\.title) == ["A"])
  }

  @Test func aFlickBackTowardsTheEdgeCancelsEvenPastHalf() {
    let h = twoDeep()
    h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200), lift: false)
    for x in stride(from: 240, through: 180, by: -20) {
      h.run(for: 1.0 / 60)
      h.send(.pointerMoved(id: 1, location: CGPoint(x: CGFloat(x), y: 200), kind: .touch))
    }
    h.send(.pointerUp(id: 1, location: CGPoint(x: 180, y: 200), kind: .touch))
    #expect(h.navigation.transition?.completes == false)
    h.settle()
    #expect(h.navigation.viewControllers.map(\.title) == ["A", "B"])
  }

  @Test func aSystemCancelSettlesBack() {
    let h = twoDeep()
    h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200), lift: false)
    h.send(.pointerCancelled(id: 1))
    h.settle()
    #expect(h.navigation.viewControllers.map(\.title) == ["A", "B"])
    #expect(log.calls(of: "B").suffix(2) == ["didAppear", "didMove(nav)"])
  }

  @Test func rightToLeftTheDragStartsAtTheRightEdgeAndGoesLeft() {
    let h = twoDeep(layoutDirection: .rightToLeft)
    // From the left edge nothing happens in right to left.
    h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200))
    h.settle()
    #expect(h.navigation.viewControllers.count == 2)
    h.drag(from: CGPoint(x: 316, y: 200), to: CGPoint(x: 60, y: 200))
    h.settle()
    #expect(h.navigation.viewControllers.map(\.title) == ["A"])
  }

  @Test func theRootCannotBeDraggedAway() {
    let h = NavigationHarness(root: LoggingController("A", log: log))
    h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 300, y: 200))
    #expect(!h.navigation.isTransitioning)
    #expect(h.navigation.viewControllers.count == 1)
  }

  @Test func aHiddenBackButtonTurnsTheGestureOff() {
    let h = twoDeep()
    h.navigation.topViewController?.navigationItem.hidesBackButton = true
    h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 300, y: 200))
    #expect(!h.navigation.isTransitioning && h.navigation.viewControllers.count == 2)
  }

  // MARK: - What the strip leaves to the views under it

  private func rowsTwoDeep() -> (NavigationHarness, RowsController) {
    let rows = RowsController(title: "Rows")
    let h = NavigationHarness(root: LoggingController("A", log: log))
    h.push(rows)
    h.settle()
    return (h, rows)
  }

  @Test func aTapInTheEdgeStripStillSelectsTheRowUnderIt() {
    let (h, rows) = rowsTwoDeep()
    // Row 2 lies at 88...132 in the table, which starts below the 44-point bar.
    h.tap(CGPoint(x: 6, y: 44 + 110))
    h.settle()
    #expect(rows.selected == [IndexPath(row: 2, section: 0)])
    #expect(h.navigation.viewControllers.count == 2)
  }

  @Test func aMouseClickInTheEdgeStripSelectsToo() {
    let (h, rows) = rowsTwoDeep()
    h.tap(CGPoint(x: 3, y: 44 + 22), kind: .mouse)
    #expect(rows.selected == [IndexPath(row: 0, section: 0)])
  }

  @Test func aFingerRestingInTheStripReachesTheRowInTimeToHighlightIt() {
    let (h, rows) = rowsTwoDeep()
    h.send(.pointerDown(id: 1, location: CGPoint(x: 6, y: 44 + 66), kind: .touch))
    h.run(for: 0.3)
    #expect(rows.tableView.indexPathForHighlightedRow == IndexPath(row: 1, section: 0))
    h.send(.pointerUp(id: 1, location: CGPoint(x: 6, y: 44 + 66), kind: .touch))
    #expect(rows.selected == [IndexPath(row: 1, section: 0)])
  }

  @Test func aVerticalDragFromTheEdgeScrollsTheTable() {
    let (h, rows) = rowsTwoDeep()
    h.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 12, y: 200))
    #expect(!h.navigation.isTransitioning)
    #expect(rows.tableView.contentOffset.y > 100)
    #expect(rows.selected.isEmpty)
  }

  @Test func nothingIsTappedWhileATransitionRuns() {
    let rows = RowsController(title: "Rows")
    let h = NavigationHarness(root: rows)
    h.push(LoggingController("B", log: log))
    h.run(for: 0.05)
    // The tap lands on the root's rows, still on screen beside the incoming view.
    h.tap(CGPoint(x: 10, y: 44 + 22))
    h.settle()
    #expect(rows.selected.isEmpty)
  }
}

extension TableView {
  /// The highlighted row, if one is.
  fileprivate var indexPathForHighlightedRow: IndexPath? {
    indexPathsForVisibleRows?.first { cellForRow(at: $0)?.isHighlighted == true }
  }
}
