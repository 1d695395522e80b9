import Foundation
import Testing

@testable import TableKit

/// Pushes and pops cost what they show, not the depth of the stack (issue 24): each one touches
/// the two controllers at the top and no others, and a deep stack popped to its root frees
/// every controller. Before, every push compared the whole old and new stacks with each other
/// (square of the depth), so 10,000 pushes did not finish in 90 seconds.
@MainActor
@Suite struct NavigationDepthCostTests {
  /// A controller that counts its appearance and containment calls.
  final class CountingController: ViewController {
    var calls = 0
    override func viewWillAppear(_ animated: Bool) { calls += 1 }
    override func viewDidAppear(_ animated: Bool) { calls += 1 }
    override func viewWillDisappear(_ animated: Bool) { calls += 1 }
    override func viewDidDisappear(_ animated: Bool) { calls += 1 }
    override func willMove(toParent parent: ViewController?) { calls += 1 }
    override func didMove(toParent parent: ViewController?) { calls += 1 }
  }

  @Test
  func tenThousandPushesThenAPopToTheRootFinishAndFreeEveryController() {
    let root = CountingController()
    let harness = NavigationHarness(root: root)
    var pushed: [Weak] = []
    for _ in 0..<10_000 {
      let controller = CountingController()
      pushed.append(Weak(controller))
      harness.navigation.pushViewController(controller, animated: false)
      harness.window.layoutIfNeeded()
    }
    #expect(harness.navigation.viewControllers.count == 10_001)
    #expect(harness.navigation.navigationBar.items.count == 10_001)
    do {
      let popped = harness.navigation.popToRootViewController(animated: false)
      #expect(popped?.count == 10_000)
    }
    harness.window.layoutIfNeeded()
    #expect(harness.navigation.viewControllers.count == 1)
    #expect(harness.navigation.children.count == 1)
    #expect(harness.navigation.navigationBar.items.count == 1)
    let alive = pushed.filter { $0.object != nil }.count
    #expect(alive == 0, "\(alive) popped controllers are still alive")
  }

  @Test func aPushAndAPopCostTheSameAtDepthTwoThousandAsAtDepthTwenty() {
    func pushesAndPops(atDepth depth: Int) -> () -> Void {
      let harness = NavigationHarness(root: CountingController())
      for _ in 0..<depth {
        harness.navigation.pushViewController(CountingController(), animated: false)
      }
      harness.window.layoutIfNeeded()
      return {
        for _ in 0..<50 {
          harness.navigation.pushViewController(CountingController(), animated: false)
          harness.window.layoutIfNeeded()
          harness.navigation.popViewController(animated: false)
          harness.window.layoutIfNeeded()
        }
      }
    }
    let shallow = pushesAndPops(atDepth: 20)
    let deep = pushesAndPops(atDepth: 2_000)
    // Constant cost gives about 1; before, each push compared both stacks (about 10,000 times
    // more at this depth).
    let ratio = CostMeasuring.ratio(small: shallow, large: deep)
    #expect(ratio < 8, "pushes at depth 2,000 cost \(ratio) times those at depth 20")
  }

  @Test func aPushAndAPopAtDepthTouchOnlyTheTopTwoControllers() {
    let root = CountingController()
    let harness = NavigationHarness(root: root)
    var stack: [CountingController] = [root]
    for _ in 0..<2_000 {
      let controller = CountingController()
      stack.append(controller)
      harness.navigation.pushViewController(controller, animated: false)
    }
    harness.window.layoutIfNeeded()
    for controller in stack { controller.calls = 0 }
    let top = CountingController()
    harness.push(top)
    harness.settle()
    harness.navigation.popViewController(animated: true)
    harness.settle()
    let touched = stack.filter { $0.calls > 0 }
    #expect(touched.count == 1 && touched.first === stack.last)
    #expect(top.calls == 8, "will/did move in and out, four appearance calls")
  }

  @Test func aDeepAnimatedPopToTheRootShowsTheRootAndFreesTheRest() {
    let root = CountingController()
    let harness = NavigationHarness(root: root)
    var pushed: [Weak] = []
    for _ in 0..<1_000 {
      let controller = CountingController()
      pushed.append(Weak(controller))
      harness.navigation.pushViewController(controller, animated: false)
    }
    harness.window.layoutIfNeeded()
    harness.navigation.popToRootViewController(animated: true)
    harness.settle()
    #expect(harness.navigation.topViewController === root)
    #expect(root.appearanceState == .appeared)
    #expect(pushed.allSatisfy { $0.object == nil })
  }

  /// A weak reference, to see a controller freed.
  struct Weak {
    weak var object: ViewController?
    init(_ object: ViewController) { self.object = object }
  }
}

/// A navigation controller's view kept in a tree after the controller is gone lays out, draws,
/// hit-tests and takes input without it (issue 24: its back reference was `unowned` and
/// trapped on the next layout).
@MainActor
@Suite struct ViewOutlivingItsControllerTests {
  @Test func aNavigationViewWhoseControllerIsGoneStillLaysOutDrawsAndTakesInput() {
    let host = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    weak var freed: NavigationController?
    do {
      let navigation = NavigationController(rootViewController: ViewController())
      navigation.pushViewController(ViewController(), animated: false)
      navigation.view.frame = host.bounds
      host.addSubview(navigation.view)
      freed = navigation
    }
    #expect(freed == nil, "the controller is gone; only its view is left")
    let kept = host.subviews[0]
    kept.setNeedsLayout()
    host.layoutIfNeeded()
    #expect(!kept.needsAnimationFrame)
    var list = DrawList()
    host.render(into: &list)
    _ = host.hitTest(CGPoint(x: 5, y: 20))
    let handler = kept as? InputHandling
    #expect(handler?.handle(.key(.escape, modifiers: [])) == false)
    #expect(handler?.handle(.pointerDown(id: 1, location: CGPoint(x: 5, y: 200), kind: .touch)) == false)
  }
}
