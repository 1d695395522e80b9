import Foundation

/// The view at the root of a screen, as UIKit's `UIWindow`: it shows its root view controller's
/// view filling it, and the controllers presented modally over it, and calls their appearance
/// methods. A host (`SceneHost` in a real window, an offscreen canvas in tests) shows a window;
/// `makeKeyAndVisible()` makes the root controller appear.
///
/// While a presentation comes or goes, the window takes all pointer input itself (so nothing
/// is tapped twice); while one is shown, only the presented controller's view gets pointers
/// and keys.
@MainActor
public final class Window: View, InputHandling {
  /// The clock presentations and navigation transitions run on; a `ManualClock` in tests.
  public var clock: any FrameClock

  /// Receives warnings about misuse (presenting twice, dismissing nothing); prints to standard
  /// error by default.
  public var warningHandler: (String) -> Void = { message in
    Window.reportWithoutWindow(message)
  }

  /// Creates a window.
  /// - Parameters:
  ///   - frame: Its frame, usually the host's whole area.
  ///   - clock: The clock its transitions run on.
  public init(frame: CGRect = .zero, clock: any FrameClock = SystemClock()) {
    self.clock = clock
    super.init(frame: frame)
    backgroundColor = .white
    clipsToBounds = true
  }

  // MARK: - The root controller

  /// The controller whose view fills the window. Replacing it while the window is visible makes
  /// the old one disappear and the new one appear, without animation.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if isVisible { oldValue?.beginAppearanceTransition(false, animated: false) }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if isVisible { oldValue?.endAppearanceTransition() }
      guard let rootViewController else { return }
      if isVisible { rootViewController.beginAppearanceTransition(true, animated: false) }
      insertSubview(rootViewController.view, at: 0)
      rootViewController.view.frame = bounds
      if isVisible { rootViewController.endAppearanceTransition() }
      setNeedsLayout()
    }
  }

  /// Whether `makeKeyAndVisible()` was called.
  public private(set) var isVisible = false

  /// Shows the window: the root controller (and what it presents) appears.
  public func makeKeyAndVisible() {
    guard !isVisible else { return }
    isVisible = true
    guard let root = rootViewController else { return }
    root.beginAppearanceTransition(true, animated: false)
    root.endAppearanceTransition()
  }

  // MARK: - Presentations

  private var presentations: [Presentation] = []

  /// The controller presented over everything else, or nil.
  public var topPresentedViewController: ViewController? { presentations.last?.controller }

  /// The controller on top: the top presented one, else the root.
  public var topViewController: ViewController? {
    topPresentedViewController ?? rootViewController
  }

  /// Whether a presentation is coming or going.
  public var isTransitioning: Bool { presentations.contains { $0.transition != nil } }

  /// Presents `controller` over `source`'s screen; see `ViewController.present`.
  func present(
    _ controller: ViewController, from source: ViewController, animated: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    let presenter = Self.presentationRoot(of: source)
    if let current = presenter.presentedViewController {
      warningHandler(
        "Attempt to present \(type(of: controller)) on \(type(of: presenter)) which is already presenting \(type(of: current))"
      )
      return
    }
    if controller.presentingViewController != nil || controller.parent != nil
      || controller === rootViewController
    {
      warningHandler(
        "Application tried to present modally a view controller \(type(of: controller)) that is already presented or shown"
      )
      return
    }
    controller.presentingViewController = presenter
    presenter.presentedViewController = controller
    let covered = controller.modalPresentationStyle == .fullScreen ? presenter : nil
    let presentation = Presentation(controller: controller, covered: covered)
    presentations.append(presentation)
    let view = controller.view!
    addSubview(view)
    view.frame = bounds
    if isVisible {
      controller.beginAppearanceTransition(true, animated: animated)
      covered?.beginAppearanceTransition(false, animated: animated)
    }
    presentation.completions.append { completion?() }
    presentation.start(presenting: true, animated: animated, at: clock.now, duration: controller)
    controller.updatePresentation(progress: animated ? 0 : 1)
    if !animated { finish(presentation) }
    setNeedsLayout()
  }

  /// Dismisses what `source` presented, or `source` itself; see `ViewController.dismiss`.
  func dismiss(
    from source: ViewController, animated: Bool, completion: (@MainActor () -> Void)?
  ) {
    let root = Self.presentationRoot(of: source)
    let target = root.presentedViewController ?? (root.presentingViewController != nil ? root : nil)
    guard let target, let index = presentations.firstIndex(where: { $0.controller === target })
    else {
      completion?()
      return
    }
    // What the dismissed controller presented goes with it, at once.
    for inner in presentations[(index + 1)...].reversed() { remove(inner, animated: false) }
    presentations.removeSubrange((index + 1)...)
    let presentation = presentations[index]
    if presentation.transition?.isPresenting == false {
      presentation.completions.append { completion?() }
      return
    }
    if presentation.transition != nil { finish(presentation) }
    if isVisible {
      target.beginAppearanceTransition(false, animated: animated)
      presentation.covered?.viewIfLoaded?.isHidden = false
      presentation.covered?.beginAppearanceTransition(true, animated: animated)
    }
    presentation.completions.append { completion?() }
    presentation.start(presenting: false, animated: animated, at: clock.now, duration: target)
    if !animated { finish(presentation) }
    setNeedsLayout()
  }

  /// Takes a presentation away at once, calling the appearance methods.
  private func remove(_ presentation: Presentation, animated: Bool) {
    let controller = presentation.controller
    if isVisible {
      controller.beginAppearanceTransition(false, animated: animated)
      presentation.covered?.viewIfLoaded?.isHidden = false
      presentation.covered?.beginAppearanceTransition(true, animated: animated)
    }
    detach(presentation)
    if isVisible {
      controller.endAppearanceTransition()
      presentation.covered?.endAppearanceTransition()
    }
  }

  private func detach(_ presentation: Presentation) {
    let controller = presentation.controller
    controller.viewIfLoaded?.removeFromSuperview()
    controller.presentingViewController?.presentedViewController = nil
    controller.presentingViewController = nil
  }

  /// Ends a presentation's transition: the appearance methods' did-halves and the completions.
  private func finish(_ presentation: Presentation) {
    guard let transition = presentation.transition else { return }
    presentation.transition = nil
    let controller = presentation.controller
    controller.updatePresentation(progress: transition.isPresenting ? 1 : 0)
    if transition.isPresenting {
      presentation.covered?.viewIfLoaded?.isHidden = true
    } else {
      presentations.removeAll { $0 === presentation }
      detach(presentation)
    }
    if isVisible {
      controller.endAppearanceTransition()
      presentation.covered?.endAppearanceTransition()
    }
    let completions = presentation.completions
    presentation.completions.removeAll()
    for completion in completions { completion() }
  }

  /// The controller a presentation from `controller` hangs on: its outermost container.
  private static func presentationRoot(of controller: ViewController) -> ViewController {
    var current = controller
    while let parent = current.parent { current = parent }
    return current
  }

  // MARK: - Layout and frames

  /// Whether a presentation transition still runs.
  public override var needsAnimationFrame: Bool { isTransitioning }

  /// Brings presentation transitions to `clock.now`, then lays out.
  public override func layoutIfNeeded() {
    advanceTransitions()
    super.layoutIfNeeded()
  }

  private func advanceTransitions() {
    let now = clock.now
    for presentation in presentations {
      guard let transition = presentation.transition else { continue }
      let progress = transition.progress(at: now)
      presentation.controller.updatePresentation(progress: progress)
      if transition.isFinished(at: now) { finish(presentation) }
    }
  }

  /// Fills the window with the root controller's view and every presented view.
  public override func layoutSubviews() {
    rootViewController?.viewIfLoaded?.frame = bounds
    for presentation in presentations {
      guard let view = presentation.controller.viewIfLoaded else { continue }
      let origin = presentation.transition == nil ? .zero : view.frame.origin
      view.frame = CGRect(origin: origin, size: bounds.size)
      if presentation.transition == nil {
        presentation.controller.updatePresentation(progress: 1)
      }
    }
  }

  // MARK: - Input

  /// During a transition, the window itself (taking the pointer); while a controller is
  /// presented, only its view; else the deepest view under `point`.
  public override func hitTest(_ point: CGPoint) -> View? {
    guard !isHidden, self.point(inside: point) else { return nil }
    if isTransitioning { return self }
    if let top = presentations.last?.controller.viewIfLoaded {
      let local = CGPoint(
        x: point.x - top.frame.minX + top.boundsOrigin.x,
        y: point.y - top.frame.minY + top.boundsOrigin.y)
      return top.hitTest(local) ?? self
    }
    return super.hitTest(point)
  }

  /// The view keys go to first: `candidate` (the view last pressed) unless a presented view is
  /// on top and `candidate` is not inside it, in which case the presented view's first
  /// input-handling view, else the window.
  public override func keyResponder(preferring candidate: View?) -> View? {
    guard let top = presentations.last?.controller.viewIfLoaded else {
      return candidate ?? Self.firstInputHandlingView(in: rootViewController?.viewIfLoaded)
    }
    if let candidate, candidate.isDescendant(of: top) { return candidate }
    return Self.firstInputHandlingView(in: top) ?? self
  }

  private static func firstInputHandlingView(in view: View?) -> View? {
    guard let view, !view.isHidden else { return nil }
    for subview in view.subviews.reversed() {
      if let found = firstInputHandlingView(in: subview) { return found }
    }
    return view is InputHandling ? view : nil
  }

  /// Takes pointers that land on the window itself during a transition (doing nothing with
  /// them), and offers keys nothing else used to the top presented controller.
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key, let modifiers):
      guard !isTransitioning, let top = presentations.last?.controller else { return false }
      return top.handlePresentedKey(key, modifiers: modifiers)
    case .wheel:
      return presentations.last != nil
    default:
      return true
    }
  }

  /// Writes a warning to standard error, for misuse found where no window can report it.
  nonisolated static func reportWithoutWindow(_ message: String) {
    FileHandle.standardError.write(Data("TableKit warning: \(message)\n".utf8))
  }
}

extension View {
  /// The window this view is in, or nil.
  public var window: Window? {
    var current: View? = self
    while let view = current {
      if let window = view as? Window { return window }
      current = view.superview
    }
    return nil
  }
}
