import Foundation
import Testing

@testable import TableKit

/// The appearance and containment calls of pushes and pops, in UIKit's order and once each,
/// with the did-methods at the end of the animation on the window's clock (issue 12).
@MainActor
@Suite struct NavigationLifecycleTests {
  let log = CallLog()

  private func harness(_ root: ViewController) -> NavigationHarness {
    let harness = NavigationHarness(root: root)
    log.clear()
    return harness
  }

  @Test func anAnimatedPushCallsTheWillMethodsAtOnceAndTheDidMethodsWhenItLands() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    let delegate = LoggingNavigationDelegate(log: log)
    h.navigation.delegate = delegate
    let b = LoggingController("B", log: log)
    h.push(b)
    #expect(
      log.entries == [
        "B.willMove(nav)", "delegate.willShow(B)", "A.willDisappear", "B.willAppear(moving)",
      ])
    #expect(h.navigation.topViewController === b)
    #expect(h.navigation.isTransitioning)
    h.run(for: Metrics.navigationTransitionDuration / 2)
    #expect(log.entries.count == 4, "nothing more halfway")
    h.run(for: Metrics.navigationTransitionDuration / 2 + 0.02)
    #expect(
      Array(log.entries.dropFirst(4)) == [
        "A.didDisappear", "B.didAppear(moving)", "B.didMove(nav)", "delegate.didShow(B)",
      ])
    #expect(!h.navigation.isTransitioning)
    #expect(!b.isMovingToParent, "only during the appearance")
    #expect(b.view.superview === h.navigation.view && a.viewIfLoaded?.superview == nil)
  }

  @Test func anAnimatedPopCallsTheMethodsOnBothControllersAndRemovesThePoppedOne() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    let b = LoggingController("B", log: log)
    h.push(b)
    h.settle()
    log.clear()
    let popped = h.navigation.popViewController(animated: true)
    h.window.layoutIfNeeded()
    #expect(popped === b)
    #expect(log.entries == ["B.willMove(nil)", "B.willDisappear(moving)", "A.willAppear"])
    #expect(b.parent === h.navigation, "still a child until the pop lands")
    h.settle()
    #expect(
      Array(log.entries.dropFirst(3)) == [
        "B.didDisappear(moving)", "A.didAppear", "B.didMove(nil)",
      ])
    #expect(b.parent == nil && h.navigation.children.count == 1)
    #expect(!b.isMovingFromParent)
    #expect(h.navigation.viewControllers.count == 1)
  }

  @Test func popToRootShowsOnlyTheTopGoAndTheRootAppear() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    h.push(b, animated: false)
    h.push(c, animated: false)
    log.clear()
    let popped = h.navigation.popToRootViewController(animated: true)
    h.settle()
    #expect(popped.map { $0.map(\.title) } == ["B", "C"])
    #expect(log.calls(of: "B") == ["willMove(nil)", "didMove(nil)"], "B was never on screen")
    #expect(
      log.calls(of: "C") == [
        "willMove(nil)", "willDisappear(moving)", "didDisappear(moving)", "didMove(nil)",
      ])
    #expect(log.calls(of: "A") == ["willAppear", "didAppear"])
    #expect(h.navigation.viewControllers.map(\.title) == ["A"])
  }

  @Test func setViewControllersPushesANewTopAndPopsToOneOnTheStack() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    h.navigation.setViewControllers([a, b, c], animated: true)
    h.window.layoutIfNeeded()
    #expect(h.navigation.transition?.operation == .push)
    h.settle()
    #expect(log.calls(of: "B") == ["willMove(nav)", "didMove(nav)"])
    #expect(
      log.calls(of: "C") == [
        "willMove(nav)", "willAppear(moving)", "didAppear(moving)", "didMove(nav)",
      ])
    #expect(log.calls(of: "A") == ["willDisappear", "didDisappear"])
    log.clear()
    h.navigation.setViewControllers([a, b], animated: true)
    h.window.layoutIfNeeded()
    #expect(h.navigation.transition?.operation == .pop)
    h.settle()
    #expect(log.calls(of: "B") == ["willAppear", "didAppear"])
    #expect(
      log.calls(of: "C") == [
        "willMove(nil)", "willDisappear(moving)", "didDisappear(moving)", "didMove(nil)",
      ])
    #expect(log.calls(of: "A").isEmpty)
  }

  @Test func aPushWithoutAnimationCallsEverythingAtOnce() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    h.push(LoggingController("B", log: log), animated: false)
    #expect(
      log.entries == [
        "B.willMove(nav)", "A.willDisappear", "B.willAppear(moving)", "A.didDisappear",
        "B.didAppear(moving)", "B.didMove(nav)",
      ])
    #expect(!h.navigation.isTransitioning)
  }

  @Test func aPushDuringAPushFinishesTheFirstSoEveryCallComesOnce() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    let b = LoggingController("B", log: log)
    let c = LoggingController("C", log: log)
    h.push(b)
    h.run(for: 0.1)
    h.push(c)
    h.run(for: 0.1)
    // And a pop in the middle of that one.
    #expect(h.navigation.popViewController(animated: true) === c)
    h.settle()
    #expect(log.calls(of: "A") == ["willDisappear", "didDisappear"])
    #expect(
      log.calls(of: "B") == [
        "willMove(nav)", "willAppear(moving)", "didAppear(moving)", "didMove(nav)",
        "willDisappear", "didDisappear", "willAppear", "didAppear",
      ])
    #expect(
      log.calls(of: "C") == [
        "willMove(nav)", "willAppear(moving)", "didAppear(moving)", "didMove(nav)",
        "willMove(nil)", "willDisappear(moving)", "didDisappear(moving)", "didMove(nil)",
      ])
    #expect(h.navigation.viewControllers.map(\.title) == ["A", "B"])
  }

  @Test func nothingPopsPastTheRoot() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    #expect(h.navigation.popViewController(animated: true) == nil)
    #expect(h.navigation.popToRootViewController(animated: true) == nil)
    #expect(h.navigation.popToViewController(a, animated: true)?.isEmpty == true)
    #expect(
      h.navigation.popToViewController(LoggingController("X", log: log), animated: true) == nil)
    h.push(LoggingController("B", log: log))
    // Two pops in a row: the second finds only the root.
    #expect(h.navigation.popViewController(animated: true) != nil)
    #expect(h.navigation.popViewController(animated: true) == nil)
    h.settle()
    #expect(h.navigation.viewControllers.map(\.title) == ["A"])
    #expect(log.calls(of: "A").filter { $0.hasPrefix("did") } == ["didDisappear", "didAppear"])
  }

  @Test func aControllerNotOnScreenHearsNoAppearanceCalls() {
    let a = LoggingController("A", log: log)
    let navigation = NavigationController(rootViewController: a)
    let b = LoggingController("B", log: log)
    log.clear()
    navigation.pushViewController(b, animated: true)
    #expect(log.entries == ["B.willMove(nav)", "B.didMove(nav)"])
    #expect(!navigation.isTransitioning)
    #expect(navigation.topViewController === b)
  }

  @Test func pushingAControllerAlreadyOnTheStackDoesNothing() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    h.push(a)
    #expect(log.entries.isEmpty)
    #expect(h.navigation.viewControllers.count == 1)
  }

  @Test func theNewViewSlidesOverTheOldOneWhichMovesAThirdOfTheWay() throws {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    let b = LoggingController("B", log: log)
    h.push(b)
    h.run(for: Metrics.navigationTransitionDuration / 2)
    let coverage = try #require(h.navigation.transition?.coverage(at: h.clock.now))
    #expect(coverage > 0.5 && coverage < 1, "decelerating: past half at half the time")
    #expect(abs(b.view.frame.minX - 320 * (1 - coverage)) < 0.001)
    #expect(abs(a.view.frame.minX + 320 / 3 * coverage) < 0.001)
    #expect(b.view.frame.minY == Metrics.navigationBarHeight)
    h.settle()
    #expect(b.view.frame.minX == 0)
  }

  @Test func rightToLeftTheNewViewComesFromTheLeft() {
    let log = CallLog()
    let h = NavigationHarness(root: LoggingController("A", log: log), layoutDirection: .rightToLeft)
    let b = LoggingController("B", log: log)
    h.push(b)
    h.run(for: 0.1)
    #expect(b.view.frame.minX < 0)
    #expect((h.navigation.topViewController === b))
    let a = h.navigation.viewControllers[0]
    #expect(a.view.frame.minX > 0)
  }

  @Test func hidingTheBarAnimatedSlidesItUpAndTheContentFollows() {
    let a = LoggingController("A", log: log)
    let h = harness(a)
    h.navigation.setNavigationBarHidden(true, animated: true)
    h.run(for: Metrics.navigationBarHideDuration / 2)
    let bar = h.navigation.navigationBar
    #expect(bar.frame.minY < 0 && bar.frame.minY > -44)
    #expect(a.view.frame.minY > 0 && a.view.frame.minY < 44)
    h.settle()
    #expect(bar.isHidden && a.view.frame.minY == 0 && h.navigation.isNavigationBarHidden)
    h.navigation.isNavigationBarHidden = false
    h.window.layoutIfNeeded()
    #expect(!bar.isHidden && bar.frame.minY == 0 && a.view.frame.minY == 44)
  }
}
