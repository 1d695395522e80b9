import Foundation
import Testing

@testable import TableKit

/// Pull to refresh: the threshold, the band kept open while refreshing, and closing it.
@MainActor
@Suite struct RefreshControlTests {
  /// Pulls the content down by `distance` points past the slop, then lets go.
  private func pull(_ harness: TableHarness, by distance: CGFloat) {
    harness.send(.pointerDown(id: 1, location: CGPoint(x: 160, y: 50), kind: .touch))
    let steps = 20
    for step in 1...steps {
      harness.frame()
      let y = 50 + 11 + distance * CGFloat(step) / CGFloat(steps)
      harness.send(.pointerMoved(id: 1, location: CGPoint(x: 160, y: y), kind: .touch))
    }
    harness.frame()
    harness.run(for: 0.1)
    harness.send(.pointerUp(id: 1, location: CGPoint(x: 160, y: 50 + 11 + distance), kind: .touch))
  }

  /// A 50-row table with a refresh control that counts the refreshes the user starts.
  private func tableWithControl() -> (TableHarness, RefreshControl, Counter) {
    let harness = TableHarness(rows: [50])
    let control = RefreshControl()
    let counter = Counter()
    control.valueChanged = { _ in counter.value += 1 }
    harness.table.refreshControl = control
    return (harness, control, counter)
  }

  final class Counter { var value = 0 }

  @Test func aLongPullRefreshesOnceAndKeepsTheBandOpenUntilTheEnd() {
    let (harness, control, refreshes) = tableWithControl()
    pull(harness, by: 300)
    #expect(refreshes.value == 1)
    #expect(control.isRefreshing)
    harness.runUntilIdle(limit: 3)
    #expect(harness.table.contentOffset.y == -RefreshControl.height, "the band stays open")
    #expect(harness.table.adjustedContentInset.top == RefreshControl.height)
    control.endRefreshing()
    harness.runUntilIdle(limit: 3)
    #expect(harness.table.contentOffset.y == 0)
    #expect(refreshes.value == 1)
  }

  @Test func actionsAddedForValueChangedRunWhenTheUserRefreshes() {
    let (harness, control, _) = tableWithControl()
    let added = Counter()
    let removed = Counter()
    control.addAction(Action { _ in added.value += 1 }, for: .valueChanged)
    let gone = Action { _ in removed.value += 1 }
    control.addAction(gone, for: .valueChanged)
    control.removeAction(gone, for: .valueChanged)
    control.attributedTitle = NSAttributedString(string: "Fetching mail")
    #expect(control.title == "Fetching mail")
    control.beginRefreshing()
    control.endRefreshing()
    #expect(added.value == 0, "not for beginRefreshing(), as in UIKit")
    harness.runUntilIdle(limit: 3)
    pull(harness, by: 300)
    #expect(added.value == 1)
    #expect(removed.value == 0)
  }

  @Test func aRefreshEndedDuringThePullWaitsForTheNextPull() {
    let (harness, control, counter) = tableWithControl()
    // The handler ends the refresh at once, while the finger still holds the content down.
    control.addAction(Action { [weak control] _ in control?.endRefreshing() }, for: .valueChanged)
    pull(harness, by: 300)
    #expect(counter.value == 1, "one pull, one refresh")
    harness.runUntilIdle(limit: 3)
    pull(harness, by: 300)
    #expect(counter.value == 2)
  }

  @Test func aSwitchSendsValueChangedToItsActions() {
    let toggle = Switch()
    let count = Counter()
    toggle.addAction(Action { _ in count.value += 1 }, for: [.valueChanged, .primaryActionTriggered])
    toggle.handleTap(at: .zero)
    #expect(toggle.isOn && count.value == 1)
    toggle.isEnabled = false
    toggle.handleTap(at: .zero)
    toggle.sendActions(for: .valueChanged)
    #expect(count.value == 1, "a disabled control sends nothing")
  }

  @Test func aShortPullSpringsBackWithoutRefreshing() {
    let (harness, control, refreshes) = tableWithControl()
    pull(harness, by: 60)
    harness.runUntilIdle(limit: 3)
    #expect(refreshes.value == 0)
    #expect(!control.isRefreshing)
    #expect(harness.table.contentOffset.y == 0)
  }

  @Test func beginningByCodeOpensTheBandWithoutCallingTheHandler() {
    let (harness, control, refreshes) = tableWithControl()
    control.beginRefreshing()
    harness.runUntilIdle(limit: 3)
    #expect(refreshes.value == 0)
    #expect(harness.table.contentOffset.y == -RefreshControl.height)
    #expect(harness.table.needsAnimationFrame, "the spinner turns")
  }

  /// Scrolls by `ticks` wheel events of `delta` each, a frame apart, then waits for the
  /// content to settle.
  private func scrollWheel(
    _ harness: TableHarness, delta: CGFloat, ticks: Int, isPrecise: Bool
  ) {
    for _ in 0..<ticks {
      harness.send(.wheel(dx: 0, dy: delta, isPrecise: isPrecise))
      harness.frame()
    }
  }

  @Test func aLongTwoFingerPullOnATrackpadRefreshes() {
    let (harness, control, refreshes) = tableWithControl()
    // Precise deltas are the trackpad's fingers: positive dy scrolls up, pulling the content down.
    scrollWheel(harness, delta: 20, ticks: 30, isPrecise: true)
    #expect(refreshes.value == 1)
    #expect(control.isRefreshing)
    harness.runUntilIdle(limit: 3)
    #expect(harness.table.contentOffset.y == -RefreshControl.height, "the band stays open")
  }

  @Test func aShortTrackpadPullAndTheMouseWheelDoNotRefresh() {
    let (harness, control, refreshes) = tableWithControl()
    scrollWheel(harness, delta: 10, ticks: 4, isPrecise: true)
    harness.runUntilIdle(limit: 3)
    scrollWheel(harness, delta: 3, ticks: 30, isPrecise: false)
    harness.runUntilIdle(limit: 3)
    #expect(refreshes.value == 0)
    #expect(!control.isRefreshing)
    #expect(harness.table.contentOffset.y == 0)
  }

  @Test func floatingHeadersMoveUnderTheBandWhenItOpensAwayFromTheTop() throws {
    let harness = TableHarness(rows: [40, 40], headers: ["A", "B"])
    let table = harness.table
    let control = RefreshControl()
    table.refreshControl = control
    table.contentOffset = CGPoint(x: 0, y: 600)
    harness.frame()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.minY == 600)
    control.beginRefreshing()
    harness.runUntilIdle(limit: 1)
    #expect(table.contentOffset.y == 600, "away from the top the content stays")
    #expect(header.frame.minY == 600 + RefreshControl.height, "the header sits under the band")
    control.endRefreshing()
    harness.runUntilIdle(limit: 1)
    #expect(header.frame.minY == 600)
  }

  @Test func theControllerForwardsItsRefreshControl() {
    let controller = TableViewController(style: .plain)
    let control = RefreshControl()
    controller.refreshControl = control
    #expect(controller.tableView.refreshControl === control)
  }
}
