import Foundation

/// A stack of controllers under a navigation bar, as UIKit's `UINavigationController`: the top
/// controller's view fills the area below the bar (a table: the area under it, its content
/// inset by the bar as UIKit's `adjustedContentInset` is); pushing slides a new one in from the trailing edge over the old one, popping
/// slides it back out, and a finger dragged from the leading edge pops interactively. The back
/// button, Escape, Alt+Left and the mouse's back button go back.
///
/// The appearance methods of the controllers come in UIKit's order, each once per transition:
/// the will-methods when a push or pop starts, the did-methods when its animation ends (on the
/// window's `clock`). A push or pop asked for while another animates first finishes that one.
/// Nothing pops past the root.
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// Hears the controller show controllers: `willShow` when a push or pop starts, `didShow`
  /// when it has ended.
  public weak var delegate: (any NavigationControllerDelegate)?

  /// The bar.
  public let navigationBar = NavigationBar()

  /// The stack, root first. Setting it replaces the stack without animation.
  public var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The stack, root first.
  var stack: [ViewController] = []
  /// The push or pop under way.
  var transition: NavigationTransition?
  /// Whether the stack is being changed now (its containment and appearance calls running).
  var isChangingStack = false
  /// Changes asked for while the stack was being changed (a push from a `viewDidLoad` or a
  /// `viewWillAppear`), made in order once that change is done, so that each change's
  /// appearance calls pair up before the next one's begin.
  var deferredEdits: [(edit: NavigationStackEdit, animated: Bool)] = []
  /// The bar showing or hiding: its visibility from, to, and when that started.
  var barVisibilityChange: (from: CGFloat, to: CGFloat, start: TimeInterval)?
  private var barHidden = false
  /// The toolbar, whether it is hidden, and its sliding (`NavigationController+Toolbar.swift`).
  var toolbarState = NavigationToolbarState()

  /// Creates a controller with `rootViewController` at the bottom of its stack.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a controller with an empty stack (so does `init()`); there are no nib files.
  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Creates a controller with an empty stack; nothing is read from `coder` (see
  /// `ViewController.init?(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { stack.last }
  /// The controller shown: the top one, or what it presents modally.
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
    navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
    view = container
  }

  // MARK: - The bar

  /// Whether the bar is hidden; setting it hides or shows the bar without animation.
  public var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar; animated, it slides up out of sight or down into it, and the
  /// content follows.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    let current = barVisibility(at: clock.now)
    barHidden = hidden
    let target: CGFloat = hidden ? 0 : 1
    if animated, isAppearingOrAppeared, current != target {
      barVisibilityChange = (current, target, clock.now)
    } else {
      barVisibilityChange = nil
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// How far the bar is shown at `time`: 0 hidden, 1 shown.
  func barVisibility(at time: TimeInterval) -> CGFloat {
    let target: CGFloat = barHidden ? 0 : 1
    guard let change = barVisibilityChange else { return target }
    let linear = (time - change.start) / Metrics.navigationBarHideDuration
    let eased = CGFloat(TimingCurve.easeInOut.value(at: linear))
    return change.from + (change.to - change.from) * eased
  }

  // MARK: - Pushing and popping

  /// Pushes `controller` on the stack and shows it, sliding in from the trailing edge when
  /// animated. A controller already on the stack is not pushed again.
  open func pushViewController(_ controller: ViewController, animated: Bool) {
    finishTransitionNow()
    // Only a child can be on the stack; checking that first keeps a push at depth n from
    // comparing n controllers.
    guard controller.parent !== self || !stack.contains(where: { $0 === controller }) else {
      return
    }
    replaceStack(.push(controller), animated: animated)
  }

  /// Pops the top controller unless it is the root.
  /// - Returns: The popped controller, or nil when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    finishTransitionNow()
    guard stack.count > 1, let top = stack.last else { return nil }
    replaceStack(.keepPrefix(count: stack.count - 1), animated: animated)
    return top
  }

  /// Pops all but the root; only the top one is seen to go.
  /// - Returns: The popped controllers, or nil when only the root is left.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    finishTransitionNow()
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    replaceStack(.keepPrefix(count: 1), animated: animated)
    return popped
  }

  /// Pops until `controller` is on top.
  /// - Returns: The popped controllers (empty when it is on top already), or nil when
  ///   `controller` is not on the stack.
  @discardableResult
  open func popToViewController(_ controller: ViewController, animated: Bool)
    -> [ViewController]?
  {
    finishTransitionNow()
    guard let index = stack.lastIndex(where: { $0 === controller }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty { replaceStack(.keepPrefix(count: index + 1), animated: animated) }
    return popped
  }

  /// Replaces the stack; the new top controller is shown, animated as a pop when it was on
  /// the stack already and as a push otherwise. A controller listed twice counts once.
  open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    finishTransitionNow()
    var seen = Set<ObjectIdentifier>()
    let unique = controllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
    replaceStack(.replace(unique), animated: animated)
  }

  /// A push or pop under way ends as the navigation controller goes off screen: covered, its
  /// view no longer lays out to move it on.
  override func willBeginDisappearing() { finishTransitionNow() }

  /// Whether a push or pop is under way (animating, or following a finger).
  var isTransitioning: Bool { transition != nil }
}
