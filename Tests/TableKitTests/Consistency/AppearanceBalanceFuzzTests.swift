import Foundation
import Testing

@testable import TableKit

/// Appearance calls balance in every order of pushes, pops, presentations and dismissals,
/// animated or not, asked for at rest or during transitions, from `viewDidLoad` or
/// `viewWillAppear` (issue 24: a controller whose `viewDidLoad` pushed another stayed
/// "appeared" under 19 covering controllers). Seeded random sequences; at rest, exactly the
/// controllers shown are appeared and each one's calls alternate as UIKit's do.
@MainActor
@Suite struct AppearanceBalanceFuzzTests {
  /// A controller that records its appearance calls and may change the screens as it loads or
  /// appears.
  final class Tracked: ViewController {
    var calls: [String] = []
    var onLoad: ((Tracked) -> Void)?
    var onWillAppear: ((Tracked) -> Void)?

    override func viewDidLoad() {
      super.viewDidLoad()
      let action = onLoad
      onLoad = nil
      action?(self)
    }
    override func viewWillAppear(_ animated: Bool) {
      calls.append("willAppear")
      let action = onWillAppear
      onWillAppear = nil
      action?(self)
    }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
  }

  /// One random run: its window, the controllers made, and the generator.
  @MainActor
  final class Run {
    let clock = ManualClock(now: 100)
    let window: Window
    var random: SeededGenerator
    var made: [WeakController] = []
    /// What was done, the controllers' own pushes and presentations included.
    var log: [String] = []

    init(seed: UInt64) {
      random = SeededGenerator(seed: seed)
      window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock)
      window.screen = ViewTesting.screen()
      window.warningHandler = { _ in }
      let root = NavigationController(rootViewController: tracked())
      made.append(WeakController(root))
      window.rootViewController = root
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    /// A new tracked controller that sometimes pushes or presents as it loads or appears.
    func tracked() -> Tracked {
      let controller = Tracked()
      made.append(WeakController(controller))
      let animated = chance(50)
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<12:
        controller.onLoad = { [unowned self] loaded in
          self.log.append("viewDidLoad pushes(\(animated))")
          loaded.navigationController?.pushViewController(self.tracked(), animated: animated)
        }
      case 12..<18:
        controller.onLoad = { [unowned self] loaded in
          self.log.append("viewDidLoad presents(\(animated))")
          loaded.present(self.presentable(), animated: animated)
        }
      case 18..<26:
        controller.onWillAppear = { [unowned self] appearing in
          self.log.append("viewWillAppear pushes(\(animated))")
          appearing.navigationController?.pushViewController(self.tracked(), animated: animated)
        }
      case 26..<30:
        controller.onWillAppear = { [unowned self] appearing in
          self.log.append("viewWillAppear pops(\(animated))")
          appearing.navigationController?.popViewController(animated: animated)
        }
      default:
        break
      }
      return controller
    }

    /// A controller to present: tracked, or a navigation controller around one; full screen
    /// or over it.
    func presentable() -> ViewController {
      let controller: ViewController =
        chance(40) ? NavigationController(rootViewController: tracked()) : tracked()
      if controller is NavigationController { made.append(WeakController(controller)) }
      controller.modalPresentationStyle = chance(60) ? .fullScreen : .overFullScreen
      return controller
    }

    /// The navigation controller on top, if the top screen is one.
    var topNavigation: NavigationController? { window.topViewController as? NavigationController }

    /// Does one random thing; returns what, for the failure message.
    func step() {
      log.append(action())
    }

    private func action() -> String {
      let animated = chance(50)
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<25:
        topNavigation?.pushViewController(tracked(), animated: animated)
        return "push(\(animated))"
      case 25..<40:
        topNavigation?.popViewController(animated: animated)
        return "pop(\(animated))"
      case 40..<45:
        topNavigation?.popToRootViewController(animated: animated)
        return "popToRoot(\(animated))"
      case 45..<50:
        if let navigation = topNavigation {
          navigation.setViewControllers([navigation.viewControllers[0], tracked()], animated: animated)
        }
        return "setViewControllers(\(animated))"
      case 50..<62:
        window.topViewController?.present(presentable(), animated: animated)
        return "present(\(animated))"
      case 62..<74:
        window.topPresentedViewController?.dismiss(animated: animated)
        return "dismiss(\(animated))"
      default:
        let seconds = Double.random(in: 0..<0.4, using: &random)
        clock.advance(by: seconds)
        window.layoutIfNeeded()
        return "wait(\(Int(seconds * 1000)) ms)"
      }
    }

    /// Runs frames until nothing moves.
    func settle() {
      for _ in 0..<240 {
        clock.advance(by: 1.0 / 60)
        window.layoutIfNeeded()
      }
    }

    /// The controllers shown: the root and each presented one unless the one presented over
    /// it is full screen (which hides its presenter, as the window documents), each with the
    /// children it forwards its appearance to.
    var shown: Set<ObjectIdentifier> {
      var layers: [ViewController] = []
      var current = window.rootViewController
      while let layer = current {
        layers.append(layer)
        current = layer.presentedViewController
      }
      var result = Set<ObjectIdentifier>()
      for (index, layer) in layers.enumerated() {
        if index + 1 < layers.count, layers[index + 1].modalPresentationStyle == .fullScreen {
          continue
        }
        var stack = [layer]
        while let controller = stack.popLast() {
          result.insert(ObjectIdentifier(controller))
          stack += controller.childrenForwardedAppearance
        }
      }
      return result
    }

    /// What is wrong now, at rest, or nil.
    func problem() -> String? {
      let shown = shown
      for entry in made {
        guard let controller = entry.controller else { continue }
        let isShown = shown.contains(ObjectIdentifier(controller))
        let expected: AppearanceState = isShown ? .appeared : .disappeared
        if controller.appearanceState != expected {
          let calls = (controller as? Tracked)?.calls.suffix(6) ?? []
          return
            "\(type(of: controller)) is \(controller.appearanceState) but \(isShown ? "shown" : "not shown") (parent \(controller.parent.map { "\(type(of: $0))" } ?? "none"), presented \(controller.presentingViewController != nil), on top \(controller.navigationController?.topViewController === controller), last calls \(Array(calls)))"
        }
        if let tracked = controller as? Tracked, let broken = Self.unbalanced(tracked.calls) {
          return "calls out of order: \(broken)"
        }
      }
      return nil
    }

    /// The first call that breaks the alternation will-appear, did-appear, will-disappear,
    /// did-disappear (a will-method may be followed by the opposite will-method), or nil.
    static func unbalanced(_ calls: [String]) -> String? {
      var state = "disappeared"
      for (index, call) in calls.enumerated() {
        switch (call, state) {
        case ("willAppear", "disappeared"), ("willAppear", "disappearing"): state = "appearing"
        case ("didAppear", "appearing"): state = "appeared"
        case ("willDisappear", "appeared"), ("willDisappear", "appearing"): state = "disappearing"
        case ("didDisappear", "disappearing"): state = "disappeared"
        default: return "\(call) at \(index) while \(state): \(calls)"
        }
      }
      return state == "appeared" || state == "disappeared" ? nil : "left \(state): \(calls)"
    }
  }

  struct WeakController {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
  }

  nonisolated static let seeds: [UInt64] = Array(1...40) + [UInt64(Date().timeIntervalSince1970)]

  @Test(arguments: seeds)
  func randomPushesPopsPresentationsAndDismissalsKeepAppearanceBalanced(seed: UInt64) {
    let run = Run(seed: seed)
    for round in 0..<12 {
      for _ in 0..<Int.random(in: 1..<8, using: &run.random) { run.step() }
      run.settle()
      if let problem = run.problem() {
        Issue.record("seed \(seed), round \(round): \(problem) after \(run.log)")
        return
      }
    }
  }

  @Test func aControllerThatPushesFromViewDidLoadDisappearsUnderWhatItPushed() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock(now: 1))
    let navigation = NavigationController(rootViewController: Tracked())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let loader = Tracked()
    let pushed = Tracked()
    loader.onLoad = { $0.navigationController?.pushViewController(pushed, animated: false) }
    navigation.pushViewController(loader, animated: false)
    #expect(navigation.topViewController === pushed)
    #expect(pushed.appearanceState == .appeared)
    #expect(loader.appearanceState == .disappeared)
    #expect(loader.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }
}
