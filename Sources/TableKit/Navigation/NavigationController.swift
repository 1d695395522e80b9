import Foundation

/// A stack of controllers under a navigation bar, as UIKit's `UINavigationController`: the top
/// controller's view fills the area below the bar; pushing slides a new one in, popping goes
/// back.
@MainActor
open class NavigationController: ViewController {
  /// Hears the controller show controllers.
  public weak var delegate: (any NavigationControllerDelegate)?

  /// The bar.
  public let navigationBar = NavigationBar()

  /// Whether the bar is hidden.
  public private(set) var isNavigationBarHidden = false

  /// The stack, root first.
  public private(set) var viewControllers: [ViewController] = []

  /// Creates a controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: ViewController) {
    super.init()
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a controller with an empty stack.
  public override init() {
    super.init()
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }
  /// The controller shown: the top one (a presented controller is not part of the stack).
  public var visibleViewController: ViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Only the top controller's appearance follows the navigation controller's.
  open override var childrenForwardedAppearance: [ViewController] {
    topViewController.map { [$0] } ?? []
  }

  /// Makes the container: the bar over the top controller's view.
  open override func loadView() {
    let container = NavigationContainerView(controller: self)
    container.addSubview(navigationBar)
    view = container
  }

  /// Pushes `controller` on the stack and shows it.
  open func pushViewController(_ controller: ViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === controller }) else { return }
    setViewControllers(viewControllers + [controller], animated: animated)
  }

  /// Pops the top controller unless it is the root.
  /// - Returns: The popped controller, or nil when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
    setViewControllers(Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  /// Pops all but the root.
  /// - Returns: The popped controllers, or nil when only the root is left.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    setViewControllers([viewControllers[0]], animated: animated)
    return popped
  }

  /// Pops until `controller` is on top.
  /// - Returns: The popped controllers, or nil when `controller` is not on the stack.
  @discardableResult
  open func popToViewController(_ controller: ViewController, animated: Bool)
    -> [ViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    setViewControllers(Array(viewControllers[...index]), animated: animated)
    return popped
  }

  /// Replaces the stack; the new top controller is shown.
  open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    let oldTop = topViewController
    let visible = isAppearingOrAppeared
    let newTop = controllers.last
    for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
    }
    if let newTop, newTop !== oldTop {
      delegate?.navigationController(self, willShow: newTop, animated: animated)
      if visible {
        oldTop?.beginAppearanceTransition(false, animated: animated)
        newTop.beginAppearanceTransition(true, animated: animated)
      }
    }
    let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
    for controller in controllers where controller.parent !== self { addChild(controller) }
    viewControllers = controllers
    navigationBar.items = controllers.map(\.navigationItem)
    if isViewLoaded, let newTop, newTop !== oldTop {
      oldTop?.viewIfLoaded?.removeFromSuperview()
      view.insertSubview(newTop.view, at: 0)
      view.setNeedsLayout()
    }
    for controller in removed { controller.removeFromParent() }
    if let newTop, newTop !== oldTop {
      if visible {
        oldTop?.endAppearanceTransition()
        newTop.endAppearanceTransition()
      }
      for controller in controllers where controller.parent === self {
        controller.didMove(toParent: self)
      }
      delegate?.navigationController(self, didShow: newTop, animated: animated)
    }
  }

  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// Places the bar at the top and the top controller's view below it.
  func layoutContainer(_ container: View) {
    let bounds = container.bounds
    let barHeight = navigationBar.sizeThatFits(bounds.size).height
    navigationBar.isHidden = isNavigationBarHidden
    navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barHeight)
    let top = isNavigationBarHidden ? 0 : barHeight
    topViewController?.viewIfLoaded?.frame = CGRect(
      x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    if let topView = topViewController?.view, topView.superview !== container {
      container.insertSubview(topView, at: 0)
    }
  }
}

/// A navigation controller's view: lays out its bar and top controller.
@MainActor
final class NavigationContainerView: View {
  private unowned let controller: NavigationController

  init(controller: NavigationController) {
    self.controller = controller
    super.init(frame: .zero)
    backgroundColor = .white
    clipsToBounds = true
  }

  override func layoutSubviews() {
    controller.layoutContainer(self)
  }
}
